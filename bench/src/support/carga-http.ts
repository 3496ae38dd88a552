import autocannon from 'autocannon';
import { instante } from './perfil-cpu';
import { carga, cpuSegundos } from './processo';
import { cpuDosBackends } from './psql';
import type { RunningServer } from './server-process';

export type SobCarga = {
  rps: number;
  p50: number;
  p99: number;
  erros: number;
  pedidos: number;
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

/** One GET under load from this process (autocannon), with the CPU the server and its database used. */
export async function medirSobCarga(
  servidor: RunningServer,
  url: string,
  token: string,
  opcoes: { ligacoes: number; duracaoS: number },
): Promise<SobCarga> {
  const backends = servidor.databaseUrl ? await cpuDosBackends(servidor.databaseUrl) : undefined;
  await backends?.inicio();
  const cpu0 = cpuSegundos(servidor.pid);
  const de = instante();
  const r = await autocannon({
    url,
    connections: opcoes.ligacoes,
    duration: opcoes.duracaoS,
    headers: { authorization: `Bearer ${token}` },
  });
  const ate = instante();
  const cpuNode = cpuSegundos(servidor.pid) - cpu0;
  const cpuPg = backends ? await backends.fim() : 0;
  await backends?.close();
  const pedidos = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.non2xx,
    pedidos: r.requests.total,
    bytes: r.throughput.total / pedidos,
    carga: carga(),
    cpuNodeMs: (cpuNode * 1000) / pedidos,
    cpuPgMs: (cpuPg * 1000) / pedidos,
    de,
    ate,
  };
}
