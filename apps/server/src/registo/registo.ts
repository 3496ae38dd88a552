// The server's log: one JSON object a line (pino), for the server, its database process and its pools alike.
import pino from 'pino';

export type Registo = pino.BaseLogger;

export const NIVEIS_DE_REGISTO = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const REDIGIDO = '[redigido]';
// A path segment after one of these is a secret: whoever reads it in a log could reset a password with it.
const ANTES_DE_UM_SEGREDO = new Set(['reset-password', 'verificar-email']);

/** The URL as a log may show it: tokens in the path and every value of the query string replaced. */
export function redigirUrl(url: string): string {
  const inicioDaConsulta = url.indexOf('?');
  const caminho = inicioDaConsulta === -1 ? url : url.slice(0, inicioDaConsulta);
  const partes = caminho.split('/');
  const redigido = partes
    .map((parte, i) =>
      i > 0 && parte !== '' && ANTES_DE_UM_SEGREDO.has(partes[i - 1] as string) ? REDIGIDO : parte,
    )
    .join('/');
  if (inicioDaConsulta === -1) return redigido;
  // Search terms, NIFs and names go in query strings too: only the parameters' names are kept.
  const consulta = url
    .slice(inicioDaConsulta + 1)
    .split('&')
    .filter(Boolean)
    .map((par) => `${par.split('=')[0]}=${REDIGIDO}`)
    .join('&');
  return `${redigido}?${consulta}`;
}

type PedidoRegistado = { method: string; url: string; ip?: string; host?: string };

export function criarRegisto(opcoes: { nivel: string; destino?: pino.DestinationStream }): pino.Logger {
  return pino(
    {
      level: opcoes.nivel,
      serializers: {
        req: (pedido: PedidoRegistado) => ({
          method: pedido.method,
          url: redigirUrl(pedido.url),
          host: pedido.host,
          remoteAddress: pedido.ip,
        }),
        res: (resposta: { statusCode: number }) => ({ statusCode: resposta.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    opcoes.destino,
  );
}
