import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Queryable, withTransaction } from './database';

/**
 * Reads a large result in batches through a server-side cursor, so that only one batch of raw rows
 * is in memory at a time (a whole company's ledger as pg row objects is hundreds of MB). Inside the caller's
 * transaction (`tx`); a reader that stops early leaves the cursor to the transaction's end.
 * Given the embedded database's pool instead (one connection, one session), the cursor is declared WITH HOLD in
 * a transaction of its own (which computes the result) and each batch is fetched by a statement of its own, so
 * that other requests run between the batches.
 */
export async function* lerEmLotes<T>(
  tx: Queryable,
  sql: string,
  params: readonly unknown[],
  tamanho = 10_000,
): AsyncGenerator<T[]> {
  const cursor = `lote_${randomBytes(6).toString('hex')}`;
  const retido = tx instanceof pg.Pool;
  if (retido) {
    if (tx.options.max !== 1) throw new Error('Um cursor retido só serve uma base com uma ligação.');
    await withTransaction(tx, (t) =>
      t.query(`declare ${cursor} no scroll cursor with hold for ${sql}`, params as unknown[]),
    );
  } else await tx.query(`declare ${cursor} no scroll cursor for ${sql}`, params as unknown[]);
  try {
    for (;;) {
      const { rows } = await tx.query(`fetch ${tamanho} from ${cursor}`);
      if (rows.length === 0) break;
      yield rows as T[];
    }
  } finally {
    // A held cursor lives as long as the session: closed even when the reader stops early.
    if (retido) await tx.query(`close ${cursor}`);
  }
  if (!retido) await tx.query(`close ${cursor}`);
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
