import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/**
 * Reads a large result in batches through a server-side cursor, so that only one batch of raw rows
 * is in memory at a time (a whole company's ledger as pg row objects is hundreds of MB). Must run
 * inside the caller's transaction; a reader that stops early leaves the cursor to the transaction's end.
 */
export async function* lerEmLotes<T>(
  tx: Queryable,
  sql: string,
  params: readonly unknown[],
  tamanho = 10_000,
): AsyncGenerator<T[]> {
  const cursor = `lote_${randomBytes(6).toString('hex')}`;
  await tx.query(`declare ${cursor} no scroll cursor for ${sql}`, params as unknown[]);
  for (;;) {
    const { rows } = await tx.query(`fetch ${tamanho} from ${cursor}`);
    if (rows.length === 0) break;
    yield rows as T[];
  }
  await tx.query(`close ${cursor}`);
}

/**
 * One copy of each repeated text (a supplier's NIF and name, a date, a store id): the driver makes a
 * new string per cell, and 100 000 rows of the same 400 suppliers would otherwise hold 100 000 copies.
 */
export function internador(): (texto: string) => string {
  const vistos = new Map<string, string>();
  return (texto) => {
    const visto = vistos.get(texto);
    if (visto !== undefined) return visto;
    vistos.set(texto, texto);
    return texto;
  };
}
