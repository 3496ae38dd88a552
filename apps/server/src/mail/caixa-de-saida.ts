import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Email } from './mailer';

/*
 * The outbox's file (DATA_DIR/outbox/mensagens.txt): the one place that knows its format, so the tests, the
 * browser tests and the benchmarks read what the server writes the way it writes it.
 */

const SEPARADOR = '----- mensagem -----';

export const pastaDaCaixaDeSaida = (dataDir: string): string => path.join(dataDir, 'outbox');
export const ficheiroDaCaixaDeSaida = (dataDir: string): string =>
  path.join(pastaDaCaixaDeSaida(dataDir), 'mensagens.txt');

/** One message as the outbox keeps it. */
export function entradaDaCaixaDeSaida(email: Email, data: Date): string {
  return [
    SEPARADOR,
    `Data: ${data.toISOString()}`,
    `Para: ${email.to}`,
    `Assunto: ${email.subject}`,
    '',
    email.text,
    '',
  ].join('\n');
}

/** Every message in a data folder's outbox, oldest first. */
export function lerCaixaDeSaida(dataDir: string): Email[] {
  const ficheiro = ficheiroDaCaixaDeSaida(dataDir);
  if (!existsSync(ficheiro)) return [];
  return readFileSync(ficheiro, 'utf8')
    .split(`${SEPARADOR}\n`)
    .slice(1)
    .map((bloco) => {
      const [cabecalho = '', ...corpo] = bloco.split('\n\n');
      const campo = (nome: string) => new RegExp(`^${nome}: (.*)$`, 'm').exec(cabecalho)?.[1]?.trim() ?? '';
      return { to: campo('Para'), subject: campo('Assunto'), text: corpo.join('\n\n').trim() };
    });
}

/** A link the server e-mails: the whole address, and its token (the last segment). */
export type LinkEnviado = { link: string; token: string };

/** The link to `caminho` ('verificar-email', 'reset-password') in the newest such message to `para`. */
export function ultimoLink(dataDir: string, para: string, caminho: string): LinkEnviado | undefined {
  const padrao = new RegExp(`https?://\\S+/${caminho}/(\\S+)`);
  const encontrado = lerCaixaDeSaida(dataDir)
    .filter((m) => m.to === para)
    .map((m) => padrao.exec(m.text))
    .findLast((m) => m !== null);
  return encontrado ? { link: encontrado[0], token: encontrado[1] as string } : undefined;
}

/** `ultimoLink` once the server has written it: e-mails go out after the answer, in the background. */
export async function esperarLink(
  dataDir: string,
  para: string,
  caminho: string,
  limiteMs = 30_000,
): Promise<LinkEnviado> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const encontrado = ultimoLink(dataDir, para, caminho);
    if (encontrado) return encontrado;
    if (Date.now() > fim)
      throw new Error(`não há e-mail com o link ${caminho} para ${para} na caixa de saída`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
