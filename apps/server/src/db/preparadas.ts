import { createHash } from 'node:crypto';
import type pg from 'pg';

const nomes = new Map<string, string>();
let ativas = false;

/**
 * Named statements only on a PostgreSQL server, where each connection is its own session. PGlite is
 * one session behind every socket connection, so a name one connection prepared is already taken
 * for the next (a reconnect included), which would fail.
 */
export function ativarInstrucoesPreparadas(sim: boolean): void {
  ativas = sim;
}

/**
 * A statement PostgreSQL parses and plans once per connection and then only executes: for the few
 * queries every page of the product sends (session, membership, the spreadsheet's page), planning
 * costs more than running them. Only for a bounded set of texts: each name stays on each connection.
 */
export function preparada(text: string, values: readonly unknown[]): pg.QueryConfig {
  if (!ativas) return { text, values: values as unknown[] };
  let name = nomes.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    nomes.set(text, name);
  }
  return { name, text, values: values as unknown[] };
}
