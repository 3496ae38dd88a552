import { request } from 'node:http';
import type { RunningServer } from './server-process';

/** A GET through node:http with no time limit (fetch gives up after 300 s without headers): answered 2xx. */
function obterSemLimite(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const pedido = request(url, { headers: { authorization: `Bearer ${token}` } }, (resposta) => {
      resposta.resume();
      resposta.on('end', () => resolve((resposta.statusCode ?? 0) < 300));
      resposta.on('error', () => resolve(false));
    });
    pedido.on('error', () => resolve(false));
    pedido.end();
  });
}

export type Leituras = { pagina: number[]; dr: number[]; erros: number };

/** Another company's default page and income statement, one request after the other, until `parar`. */
export function lerEnquanto(servidor: RunningServer, empresaId: string, token: string, ano: number) {
  const leituras: Leituras = { pagina: [], dr: [], erros: 0 };
  let parar = false;
  const caminhos = [
    ['pagina', `/get/planilhas/resumo/${empresaId}`],
    ['dr', `/get/demonstracao-resultados/${empresaId}/todas?ano=${ano - 1}&ano2=${ano}`],
  ] as const;
  const ciclo = (async () => {
    while (!parar)
      for (const [tipo, caminho] of caminhos) {
        const t0 = performance.now();
        const ok = await obterSemLimite(`${servidor.url}${caminho}`, token);
        if (!ok) leituras.erros++;
        leituras[tipo].push(performance.now() - t0);
      }
  })();
  return async () => {
    parar = true;
    await ciclo;
    return leituras;
  };
}
