// The embedded PostgreSQL opened the same way everywhere: by the server's database process, and by the backup
// and its restore, which open the data folder themselves while the server is stopped.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite runs PostgreSQL in single-user mode, which has no checkpointer: nothing checkpoints as the write-ahead
 * log grows, and a checkpoint keeps up to max_wal_size (1 GB by default) of old segments to reuse. So the
 * reused segments are capped at 32 MB here, and `PGliteComWalCurto` checkpoints past `LIMITE_DO_WAL_BYTES`.
 */
const PARAMETROS_DO_WAL = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];
const SEGMENTO_BYTES = 16 * 2 ** 20;
export const LIMITE_DO_WAL_BYTES = 4 * SEGMENTO_BYTES;

function opcoes(pgdata: string, loadDataDir?: Blob): PGliteOptions {
  // PGlite starts with fsync off (-F) by default; money data wants it on.
  const startParams = [...PGlite.defaultStartParams.filter((p: string) => p !== '-F'), ...PARAMETROS_DO_WAL];
  // The same extensions the migrations create on a PostgreSQL server (search: accents and fragments).
  return { dataDir: pgdata, startParams, extensions: { pg_trgm, unaccent }, loadDataDir };
}

/** `loadDataDir`: a tarball of `dumpDataDir()` (a copy made before the logical dumps), loaded into an empty folder. */
export function abrirPGlite(pgdata: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(opcoes(pgdata, loadDataDir));
}

/** Segment files in pg_wal (24 hexadecimal digits; not the archive_status and summaries folders). */
export function segmentosDoWal(pgdata: string): number {
  return readdirSync(path.join(pgdata, 'pg_wal')).filter((nome) => /^[0-9A-F]{24}$/.test(nome)).length;
}

const SYNC = 0x53;
const QUERY = 0x51;

/**
 * The embedded database that keeps its write-ahead log short: a checkpoint whenever pg_wal holds more than
 * `LIMITE_DO_WAL_BYTES`, and more segments than after the previous checkpoint (a folder from before this limit
 * keeps the segments it had made ready until it writes into them; checkpointing on each of them would stall it).
 */
export class PGliteComWalCurto extends PGlite {
  readonly #pgdata: string;
  readonly #aoFalhar: (erro: unknown) => void;
  #segmentosDepoisDoCheckpoint = 0;

  private constructor(pgdata: string, aoFalhar: (erro: unknown) => void) {
    super(opcoes(pgdata));
    this.#pgdata = pgdata;
    this.#aoFalhar = aoFalhar;
  }

  /** `aoFalhar`: a checkpoint that failed (the next one retries; the log stays whole, only longer). */
  static async abrir(pgdata: string, aoFalhar: (erro: unknown) => void): Promise<PGliteComWalCurto> {
    const db = new PGliteComWalCurto(pgdata, aoFalhar);
    await db.waitReady;
    db.#segmentosDepoisDoCheckpoint = segmentosDoWal(pgdata);
    return db;
  }

  /**
   * The socket server hands each protocol message of its clients here, one at a time. After a Sync or a simple
   * query the client has its whole answer and no statement is half-way; with no transaction open either, a
   * checkpoint there is invisible to it, and the next message (any client's) waits for it.
   */
  override async execProtocolRawStream(
    mensagem: Uint8Array,
    opcoesDoStream: Parameters<PGlite['execProtocolRawStream']>[1],
  ): Promise<void> {
    await super.execProtocolRawStream(mensagem, opcoesDoStream);
    if ((mensagem[0] === SYNC || mensagem[0] === QUERY) && !this.isInTransaction())
      await this.manterWalCurto();
  }

  /** Checkpoints when the log has outgrown its limit; for a caller that writes outside a transaction block. */
  async manterWalCurto(): Promise<void> {
    const segmentos = segmentosDoWal(this.#pgdata);
    if (segmentos * SEGMENTO_BYTES <= LIMITE_DO_WAL_BYTES || segmentos <= this.#segmentosDepoisDoCheckpoint)
      return;
    try {
      // Not exec(): that waits for the lock the socket server holds while it runs this message.
      await this.execProtocolStream(protocol.serialize.query('checkpoint'));
    } catch (erro) {
      this.#aoFalhar(erro);
    }
    this.#segmentosDepoisDoCheckpoint = segmentosDoWal(this.#pgdata);
  }
}
