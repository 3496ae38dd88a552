import type pg from 'pg';
import { obter } from './api';
import type { Bancada } from './bancada';
import { fmt, inteiro } from './benchmarks-file';
import { medirSobCarga, type SobCarga } from './carga-http';
import type { ResumoPerfil } from './perfil-cpu';
import type { RunningServer } from './server-process';
import { perfilarDepois } from './servidor-perfilado';
import { espiao, type MedidaSql, medirNoPsql, somaPsqlMs } from './sql-do-servidor';

/** The load of the reports' benchmarks: LIGACOES connections for DURACAO_S, then one for SO1_S. */
export const LIGACOES = 10;
export const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
export const SO1_S = Number(process.env.BENCH_SECONDS_1 ?? 5);
/** The big company's rows (BENCH_LINHAS: a trial run takes a few thousand). */
export const LINHAS = Number(process.env.BENCH_LINHAS ?? 1_000_000);

/** One report's GET, measured: the first request, then LIGACOES connections, then one. */
export type Medida = {
  caminho: string;
  primeiroMs: number;
  http: SobCarga;
  so1: SobCarga;
  perfil?: ResumoPerfil;
};

/**
 * `caminho` (path and query) on the server as `token`: a first request on its own (it may fold the stored
 * sums), then under load from another process, LIGACOES connections and then one (a request with no queue).
 */
export async function medirPedido(servidor: RunningServer, caminho: string, token: string): Promise<Medida> {
  const url = `${servidor.url}${caminho}`;
  const t0 = performance.now();
  await obter(url, token);
  const primeiroMs = performance.now() - t0;
  const http = await medirSobCarga(servidor, url, token, { ligacoes: LIGACOES, duracaoS: DURACAO_S });
  const so1 = await medirSobCarga(servidor, url, token, { ligacoes: 1, duracaoS: SO1_S });
  return { caminho, primeiroMs, http, so1 };
}

/** A measure in one line, for the log. */
export function textoDaMedida({ primeiroMs, http, so1 }: Medida): string {
  return (
    `1.º ${primeiroMs.toFixed(0)} ms, p50 ${http.p50} p99 ${http.p99} ms, ${http.rps.toFixed(0)}/s, erros ${http.erros}, ` +
    `1 ligação p50 ${so1.p50} p99 ${so1.p99} ms, CPU/pedido Node ${http.cpuNodeMs.toFixed(1)} PG ${http.cpuPgMs.toFixed(1)} ms`
  );
}

/** A column of a table after the load's own: its title and its cell. */
export type Coluna<C> = readonly [titulo: string, celula: (c: C) => string];

/**
 * The table of the measures: the case's name, the load's figures (first request, size, throughput,
 * latencies, errors, one connection, CPU per request), the benchmark's own columns, the load average.
 */
export function tabelaDeCarga<C extends Medida>(
  casos: readonly C[],
  primeira: string,
  nome: (c: C) => string,
  colunas: readonly Coluna<C>[],
): string {
  return [
    `| ${primeira} | 1.º pedido (ms) | KB | ${LIGACOES} ligações: pedidos/s | p50 (ms) | p99 (ms) | erros | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | ${colunas.map(([t]) => `${t} | `).join('')}carga 1/5/15 min |`,
    `| --- |${' ---: |'.repeat(8 + colunas.length)} --- |`,
    ...casos.map(
      (c) =>
        `| ${nome(c)} | ${inteiro(c.primeiroMs)} | ${inteiro(c.http.bytes / 1024)} | ${inteiro(c.http.rps)} | ${c.http.p50} | **${c.http.p99}** | ${c.http.erros + c.so1.erros} | ${c.so1.p50} / ${c.so1.p99} | ${fmt(c.http.cpuNodeMs, 1)} / ${fmt(c.http.cpuPgMs, 1)} | ${colunas.map(([, celula]) => `${celula(c)} | `).join('')}${c.http.carga} |`,
    ),
  ].join('\n');
}

/** Where the profiled server's time went, a row a request: busy, GC and idle, the zones and the heaviest functions. */
export function tabelaDoPerfil(
  primeira: string,
  linhas: ReadonlyArray<readonly [nome: string, perfil: ResumoPerfil | undefined]>,
): string {
  const pct = (ms: number, r: ResumoPerfil) => `${fmt((100 * ms) / Math.max(r.totalMs, 1), 0)} %`;
  return [
    `| ${primeira} | Node ocupado / GC / à espera | onde (tempo próprio do Node, % do tempo amostrado) | funções mais pesadas |`,
    '| --- | --- | --- | --- |',
    ...linhas.map(([nome, r]) => {
      if (!r) return `| ${nome} | (sem perfil) | | |`;
      return `| ${nome} | ${pct(r.ocupadoMs, r)} / ${pct(r.gcMs, r)} / ${pct(r.ociosoMs, r)} | ${r.zonas
        .slice(0, 4)
        .map((z) => `${z.nome} ${pct(z.ms, r)}`)
        .join('; ')} | ${r.funcoes
        .slice(0, 4)
        .map((f) => `\`${f.nome.replaceAll('|', '\\|')}\` ${pct(f.ms, r)}`)
        .join('; ')} |`;
    }),
  ].join('\n');
}

/**
 * Where the time goes: the measured server stopped, a profiled one on the same database and port takes each
 * case's load again (perfilarDepois), and each case gets its profile.
 */
export async function perfilarOsCasos(bancada: Bancada, casos: readonly Medida[]): Promise<void> {
  await bancada.parar();
  const perfis = await perfilarDepois(
    bancada.databaseUrl,
    bancada.porta,
    casos.map((c) => ({ caminho: c.caminho, token: bancada.empresa.token })),
    { ligacoes: LIGACOES, duracaoS: SO1_S },
  );
  casos.forEach((c, i) => {
    c.perfil = perfis[i];
  });
}

/** The SQL one request sends, from the server's own services given a spying pool (`pedir`), measured in psql. */
export async function medirSqlDoServidor(
  bancada: Bancada,
  pedir: (pool: pg.Pool) => Promise<unknown>,
): Promise<MedidaSql[]> {
  const capturado = espiao(bancada.pool);
  await pedir(capturado.pool);
  return medirNoPsql(bancada.databaseUrl, capturado.consultas);
}

/** The target against the floor (the raw aggregate in psql): the p99 within 3 × it (a floor under 1 ms counts 1). */
export const dentroDoChao = (p99: number, chaoMs: number): boolean => p99 <= 3 * Math.max(chaoMs, 1);

/** The cells of the targets: p99 < 100 ms, and p99 over the floor (≤ 3 ×). */
export function celulasDoAlvo(p99: number, chaoMs: number): string {
  return `${p99 < 100 ? 'sim' : '**não**'} | ${fmt(p99 / Math.max(chaoMs, 1), 2)} × — ${dentroDoChao(p99, chaoMs) ? 'sim' : '**não**'}`;
}

/** What a request's CPU (Node + PostgreSQL) alone queues with LIGACOES connections on 2 free cores (ms). */
export const filaDoCpuMs = (m: Medida): number => (LIGACOES * (m.http.cpuNodeMs + m.http.cpuPgMs)) / 2;

/** The 1-minute load average during each measure. */
export const cargasA1Minuto = (casos: readonly Medida[]): number[] =>
  casos.map((c) => Number(c.http.carga.split(' / ')[0]));

/** Some queries' psql times, their sum and each: '12,3 (4,1 + 8,2)'. */
export function somaECada(medidas: readonly MedidaSql[], casasDaSoma: number, casasDeCada = 1): string {
  return `${fmt(somaPsqlMs(medidas), casasDaSoma)} (${medidas.map((q) => fmt(q.psqlMs, casasDeCada)).join(' + ')})`;
}
