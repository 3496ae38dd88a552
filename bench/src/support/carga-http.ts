import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PedidoDeCarga, ResultadoDeCarga } from './carga-filho';
import { instante } from './perfil-cpu';
import { carga, cpuSegundos } from './processo';
import { cpuDosBackends } from './psql';
import type { RunningServer } from './server-process';

export type SobCarga = Omit<ResultadoDeCarga, 'bytes'> & {
  /** Mean size of an answer (bytes). */
  bytes: number;
  carga: string;
  /** CPU per request (ms): the server's Node process, and its PostgreSQL backends. */
  cpuNodeMs: number;
  cpuPgMs: number;
  /** The window on the V8 profile clock (µs), to read the server's profile for this load. */
  de: number;
  ate: number;
};

const FILHO = fileURLToPath(new URL('./carga-filho.ts', import.meta.url));
/** Seconds of the same load before each measurement: the server's code optimised, its pools open. */
const AQUECIMENTO_S = Number(process.env.BENCH_AQUECIMENTO_S ?? 2);

/** autocannon in a child process (the same loader as this one: it runs TypeScript through tsx). */
function carregar(pedido: PedidoDeCarga): Promise<ResultadoDeCarga> {
  return new Promise((resolve, reject) => {
    const filho = fork(FILHO, { stdio: 'inherit' });
    filho.once('message', (r) => resolve(r as ResultadoDeCarga));
    filho.once('error', reject);
    filho.once('exit', (code) => {
      if (code !== 0) reject(new Error(`O gerador de carga terminou com ${code}.`));
    });
    filho.send(pedido);
  });
}

/** One GET under load from another process (autocannon), with the CPU the server and its database used. */
export async function medirSobCarga(
  servidor: RunningServer,
  url: string,
  token: string,
  opcoes: { ligacoes: number; duracaoS: number },
): Promise<SobCarga> {
  if (AQUECIMENTO_S > 0) await carregar({ url, token, ligacoes: opcoes.ligacoes, duracaoS: AQUECIMENTO_S });
  const backends = servidor.databaseUrl ? await cpuDosBackends(servidor.databaseUrl) : undefined;
  await backends?.inicio();
  const cpu0 = cpuSegundos(servidor.pid);
  const de = instante();
  const r = await carregar({ url, token, ligacoes: opcoes.ligacoes, duracaoS: opcoes.duracaoS });
  const ate = instante();
  const cpuNode = cpuSegundos(servidor.pid) - cpu0;
  const cpuPg = backends ? await backends.fim() : 0;
  await backends?.close();
  const pedidos = Math.max(1, r.pedidos);
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    erros: r.erros,
    pedidos: r.pedidos,
    bytes: r.bytes / pedidos,
    carga: carga(),
    cpuNodeMs: (cpuNode * 1000) / pedidos,
    cpuPgMs: (cpuPg * 1000) / pedidos,
    de,
    ate,
  };
}
