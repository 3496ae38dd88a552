import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { mediana } from './processo';
import { literal, psql, tempos, temposExecucao } from './psql';

export type Consulta = { text: string; values: unknown[] };

/**
 * A pool that records every query it is asked (text and parameters) and runs it: the server's own
 * repositories, given this pool, show exactly the SQL a request sends.
 */
export function espiao(pool: pg.Pool): { pool: pg.Pool; consultas: Consulta[] } {
  const consultas: Consulta[] = [];
  const proxy = new Proxy(pool, {
    get(alvo, prop) {
      if (prop === 'query') {
        // Text and values, or a query config (a named, prepared statement: psql prepares every query anyway).
        return (consulta: string | (pg.QueryConfig & { rowMode?: 'array' }), values?: unknown[]) => {
          const text = typeof consulta === 'string' ? consulta : consulta.text;
          const valores = typeof consulta === 'string' ? values : consulta.values;
          consultas.push({ text, values: valores ?? [] });
          // Rows as the caller asked for them (arrays or objects): the repository reads what it gets.
          const rowMode = typeof consulta === 'string' ? undefined : consulta.rowMode;
          return rowMode
            ? alvo.query({ text, values: valores ?? [], rowMode })
            : alvo.query({ text, values: valores ?? [] });
        };
      }
      const valor = Reflect.get(alvo, prop);
      return typeof valor === 'function' ? valor.bind(alvo) : valor;
    },
  });
  return { pool: proxy, consultas };
}

export type MedidaSql = {
  /** Median of psql's `\timing` over the repetitions (round trip from psql, rows included). */
  psqlMs: number;
  /** EXPLAIN (ANALYZE, BUFFERS) "Execution Time" of one more execution. */
  execucaoMs: number;
  plano: string;
  texto: string;
};

/**
 * Runs the queries in psql as the server does (each prepared with its parameters untyped and planned for
 * their values — node-postgres sends unnamed statements, so `plan_cache_mode = force_custom_plan`): one
 * warm-up, `repeticoes` timed runs each, then EXPLAIN (ANALYZE, BUFFERS) of each.
 */
export async function medirNoPsql(
  databaseUrl: string,
  consultas: readonly Consulta[],
  repeticoes = 15,
): Promise<MedidaSql[]> {
  const prepara = consultas.map((c, i) => `prepare q${i} as ${c.text};`).join('\n');
  const executa = (i: number) =>
    `execute q${i}(${(consultas[i] as Consulta).values.map(literal).join(', ')});`;
  const todas = consultas.map((_, i) => executa(i)).join('\n');
  const script = `set plan_cache_mode = force_custom_plan;
${prepara}
\\o /dev/null
${todas}
\\timing on
${consultas.map((_, i) => Array.from({ length: repeticoes }, () => executa(i)).join('\n')).join('\n')}
\\timing off
\\o
${consultas.map((_, i) => `\\echo ---plano q${i}\nexplain (analyze, buffers) ${executa(i)}`).join('\n')}
`;
  const saida = await psql(databaseUrl, script);
  const t = tempos(saida);
  const execucoes = temposExecucao(saida);
  const planos = saida.split(/^---plano q\d+$/m).slice(1);
  return consultas.map((c, i) => ({
    psqlMs: mediana(t.slice(i * repeticoes, (i + 1) * repeticoes)),
    execucaoMs: execucoes[i] ?? Number.NaN,
    plano: (planos[i] ?? '').trim(),
    texto: c.text.replace(/\s+/g, ' ').trim(),
  }));
}

/** The psql time of some queries, added up (ms). */
export const somaPsqlMs = (medidas: readonly MedidaSql[]): number =>
  medidas.reduce((s, q) => s + q.psqlMs, 0);

/** Each query's text and plan under its title, into `pasta`/planos.txt. */
export function escreverPlanos(
  pasta: string,
  planos: ReadonlyArray<readonly [titulo: string, MedidaSql]>,
): void {
  mkdirSync(pasta, { recursive: true });
  writeFileSync(
    path.join(pasta, 'planos.txt'),
    planos.map(([titulo, s]) => `### ${titulo}\n${s.texto}\n\n${s.plano}\n`).join('\n'),
  );
}
