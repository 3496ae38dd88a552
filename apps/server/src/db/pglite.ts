// The embedded PostgreSQL opened the same way everywhere: by the server's database process, and by the backup
// and its restore, which open the data folder themselves while the server is stopped.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite runs PostgreSQL in single-user mode, which has no checkpointer nor autovacuum: nothing checkpoints as
 * the write-ahead log grows, and a checkpoint keeps up to max_wal_size (1 GB by default) of old segments to reuse.
 * So the reused segments are capped at 32 MB here, and `PGliteComManutencao` checkpoints past
 * `LIMITE_DO_WAL_BYTES`.
 */
const PARAMETROS_DO_WAL = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];
const SEGMENTO_BYTES = 16 * 2 ** 20;
export const LIMITE_DO_WAL_BYTES = 4 * SEGMENTO_BYTES;
/** How long the embedded database stays unasked before the upkeep the big writes put off runs. */
export const PARADA_MS = 1_500;

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
 * The embedded database that looks after itself, as a PostgreSQL server's checkpointer and autovacuum would:
 * - a checkpoint whenever pg_wal holds more than `LIMITE_DO_WAL_BYTES`, and more segments than after the previous
 *   checkpoint (a folder from before this limit keeps the segments it had made ready until it writes into them;
 *   checkpointing on each of them would stall it);
 * - before that checkpoint (the log's growth is a sign of bulk writes), autovacuum's own thresholds on the tables'
 *   counters: VACUUM where more than 20 % of the rows are dead (an undone import, rows rewritten by matching or by
 *   hand), so their space is used again instead of the files growing for ever, and ANALYZE where 10 % changed.
 */
export class PGliteComManutencao extends PGlite {
  readonly #pgdata: string;
  readonly #aoFalhar: (erro: unknown) => void;
  #segmentosDepoisDoCheckpoint = 0;
  /** Big writes are running: the upkeep only checkpoints; the vacuum and analyse wait for them to end. */
  #adiada = false;
  #limpezaEmFalta = false;
  #ultimaMensagem = Date.now();
  #relogioDaLimpeza: NodeJS.Timeout | undefined;

  private constructor(pgdata: string, aoFalhar: (erro: unknown) => void) {
    super(opcoes(pgdata));
    this.#pgdata = pgdata;
    this.#aoFalhar = aoFalhar;
  }

  /** `aoFalhar`: a checkpoint or vacuum that failed (the next round retries; nothing is lost, only space). */
  static async abrir(pgdata: string, aoFalhar: (erro: unknown) => void): Promise<PGliteComManutencao> {
    const db = new PGliteComManutencao(pgdata, aoFalhar);
    await db.waitReady;
    db.#segmentosDepoisDoCheckpoint = segmentosDoWal(pgdata);
    return db;
  }

  /**
   * The socket server hands each protocol message of its clients here, one at a time. After a Sync or a simple
   * query the client has its whole answer and no statement is half-way; with no transaction open either, the
   * upkeep there is invisible to it, and the next message (any client's) waits for it.
   */
  override async execProtocolRawStream(
    mensagem: Uint8Array,
    opcoesDoStream: Parameters<PGlite['execProtocolRawStream']>[1],
  ): Promise<void> {
    this.#ultimaMensagem = Date.now();
    await super.execProtocolRawStream(mensagem, opcoesDoStream);
    if ((mensagem[0] === SYNC || mensagem[0] === QUERY) && !this.isInTransaction()) await this.manutencao();
  }

  /**
   * While big writes run (the server's `PortaoDasEmpresas`), the upkeep's vacuum and analyse wait: each held the
   * only connection for up to a second, between the parts meant to let other requests through. The checkpoint,
   * tens of milliseconds, still bounds the log.
   */
  adiarLimpeza(adiar: boolean): void {
    this.#adiada = adiar;
    if (!adiar && this.#limpezaEmFalta) this.#limparQuandoParada();
  }

  /**
   * The vacuum and analyse the big writes put off, once nobody has sent anything for `PARADA_MS` (the log's
   * next growth past its limit does them sooner): right after an import, they would hold the connection for a
   * second in front of whoever asks next. Under the socket server's lock, between its messages.
   */
  #limparQuandoParada(esperaMs = PARADA_MS): void {
    clearTimeout(this.#relogioDaLimpeza);
    this.#relogioDaLimpeza = setTimeout(() => {
      const parada = Date.now() - this.#ultimaMensagem;
      if (parada < PARADA_MS) return this.#limparQuandoParada(PARADA_MS - parada);
      void this.runExclusive(async () => {
        if (this.#adiada || !this.#limpezaEmFalta || this.isInTransaction()) return;
        await this.#limpar(true);
      });
    }, esperaMs);
    this.#relogioDaLimpeza.unref();
  }

  override async close(): Promise<void> {
    clearTimeout(this.#relogioDaLimpeza);
    await super.close();
  }

  /** The upkeep, when the log has outgrown its limit; for a caller that writes outside a transaction block. */
  async manutencao(): Promise<void> {
    const segmentos = segmentosDoWal(this.#pgdata);
    if (segmentos * SEGMENTO_BYTES <= LIMITE_DO_WAL_BYTES || segmentos <= this.#segmentosDepoisDoCheckpoint)
      return;
    await this.#limpar(!this.#adiada);
  }

  /**
   * `tudo`: the vacuum and analyse past autovacuum's thresholds, and the checkpoint. During big writes, only the
   * vacuum of a table more than half dead (an import's matching rewrites and deletes as it goes: left to bloat,
   * each part took longer than the last, 2,5 × in all) — the analyse waits, as the rest of the vacuum does.
   */
  async #limpar(tudo: boolean): Promise<void> {
    try {
      // The vacuum first: the log it writes (hundreds of MB after matching 100 000 rows) goes with the checkpoint.
      for (const [tabela, vacuum] of await this.#tabelasALimpar(tudo ? 0.2 : 0.5))
        if (tudo || vacuum)
          await this.#executar(
            `${vacuum ? 'vacuum' : 'analyze'}${vacuum && tudo ? ' (analyze)' : ''} ${tabela}`,
          );
      this.#limpezaEmFalta = !tudo;
      await this.#executar('checkpoint');
    } catch (erro) {
      this.#aoFalhar(erro);
    }
    this.#segmentosDepoisDoCheckpoint = segmentosDoWal(this.#pgdata);
  }

  /** Not exec() nor query(): those wait for the lock the socket server holds while it runs this message. */
  async #executar(sql: string): Promise<Array<Array<string | null>>> {
    const mensagens = await this.execProtocolStream(protocol.serialize.query(sql));
    return mensagens.flatMap((m) =>
      m.name === 'dataRow' ? [(m as InstanceType<typeof protocol.messages.DataRowMessage>).fields] : [],
    );
  }

  /** The tables past the thresholds (50 rows and `mortas` of them dead; 50 and 10 % changed), and whether to vacuum. */
  async #tabelasALimpar(mortas: number): Promise<Array<[string, boolean]>> {
    // This session's own counts reach the table counters at a transaction's end, at most once a second.
    await this.#executar('select pg_stat_force_next_flush()');
    const linhas = await this.#executar(
      `select format('%I.%I', schemaname, relname), n_dead_tup > 50 + ${mortas} * n_live_tup
       from pg_stat_user_tables
       where n_dead_tup > 50 + ${mortas} * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
    );
    return linhas.map(([tabela, vacuum]) => [tabela as string, vacuum === 't']);
  }
}
