import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Registo } from '../registo/registo';
import { largar, tomarOuRecusar } from './dono-da-pasta';

// bigint columns hold cents (always within 2^53); dates stay 'YYYY-MM-DD' strings, no time zone.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export type Database = {
  pool: pg.Pool;
  /**
   * The embedded database's process is told whether big writes are running (`PortaoDasEmpresas`): meanwhile its
   * upkeep only checkpoints, and vacuums and analyses after them (a vacuum of the ledger held it for ~0,8 s).
   */
  escritasGrandes?: (emCurso: boolean) => void;
  /**
   * Connections for the statements prepared once (`preparada`), planned once too: with its custom plans
   * estimated cheaper (the page's limit and offset), PostgreSQL would plan the page again on every request
   * (~0.5 ms against 29 indexes). On PGlite, the same single connection.
   */
  preparadas: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type EmbeddedPostgres = {
  connection: pg.PoolConfig;
  /** The database process. */
  pid: number;
  /** Tells the database process whether big writes are running (a message; lost if it is gone). */
  escritasGrandes(emCurso: boolean): void;
  stop(): Promise<void>;
};

/** What the server tells its database process, besides stopping. */
export type MensagemParaABase = { tipo: 'escritas-grandes'; emCurso: boolean };

/** Where the embedded database keeps its files under DATA_DIR, and the locks that give them one owner. */
export function embeddedPaths(dataDir: string): { pgdata: string; lockFile: string; hostLockFile: string } {
  return {
    pgdata: path.join(dataDir, 'pgdata'),
    lockFile: path.join(dataDir, 'pgdata.lock'),
    hostLockFile: path.join(dataDir, 'pgdata.host.lock'),
  };
}

function hostScript(): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'pglite-host.js');
  if (existsSync(built)) return { file: built, execArgv: [] };
  // Running from TypeScript sources (tests, development).
  return { file: path.join(here, 'pglite-host.ts'), execArgv: ['--import', 'tsx'] };
}

/** What the database process tells its server, besides its exit. */
export type MensagemDaBase =
  | 'ready'
  | { tipo: 'a-aguardar'; pid: number }
  | { tipo: 'pasta-tomada' }
  | { tipo: 'sinal'; sinal: string };

export type OpcoesDaBaseEmbutida = {
  log?: Registo;
  /** The database process was asked to stop by a signal of its own (a service manager stopping everything). */
  aoPedirParagem?: (sinal: string) => void;
  /** The database process ended without being asked by this server: its data is out of reach. */
  aoTerminarInesperadamente?: (descricao: string) => void;
  /** How long the database process waits for its server to finish after its own SIGTERM, before it stops. */
  prazoDeEncerramentoMs?: number;
};

/** Starts PGlite persisted in `dataDir` in a child process and waits until it accepts connections. */
export async function startEmbeddedPostgres(
  dataDir: string,
  opcoes: OpcoesDaBaseEmbutida = {},
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { pgdata, lockFile, hostLockFile } = embeddedPaths(dataDir);
  tomarOuRecusar(lockFile, dataDir);
  // Unix socket paths are short (108 bytes): keep the socket in the temp folder.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'contas-pg-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const { file, execArgv } = hostScript();
  const prazo = opcoes.prazoDeEncerramentoMs ?? 30_000;
  let child: ChildProcess;
  let aParar = false;
  try {
    child = fork(file, [pgdata, socketPath, hostLockFile, String(prazo)], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      // Started when the files are ours: waiting for a previous database process is not a slow start.
      let timer: NodeJS.Timeout | undefined;
      const arrancar = () => {
        timer = setTimeout(
          () => reject(new Error('A base de dados embutida não arrancou em 120 s.')),
          120_000,
        );
      };
      child.on('message', (m: MensagemDaBase) => {
        if (m === 'ready') {
          clearTimeout(timer);
          resolve();
        } else if (m.tipo === 'a-aguardar') {
          opcoes.log?.warn(
            { pid: m.pid },
            `À espera que o processo anterior da base de dados (pid ${m.pid}) feche os ficheiros…`,
          );
        } else if (m.tipo === 'pasta-tomada') {
          arrancar();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(
            `A base de dados embutida terminou ao arrancar (${signal ? `sinal ${signal}` : `código ${code}`}).`,
          ),
        );
      });
    });
  } catch (error) {
    largar(lockFile);
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  const running = child;
  running.removeAllListeners('exit');
  running.on('message', (m: MensagemDaBase) => {
    if (typeof m === 'object' && m.tipo === 'sinal') opcoes.aoPedirParagem?.(m.sinal);
  });
  running.once('exit', (code, signal) => {
    if (aParar) return;
    opcoes.aoTerminarInesperadamente?.(signal ? `sinal ${signal}` : `código ${code}`);
  });
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' },
    pid: running.pid as number,
    escritasGrandes(emCurso) {
      if (running.connected)
        running.send({ tipo: 'escritas-grandes', emCurso } satisfies MensagemParaABase, () => undefined);
    },
    async stop() {
      aParar = true;
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        // Its channel closes with its parent's death too: the process stops cleanly either way.
        // A process killed a moment ago may still look connected: a failed send just means it is gone.
        if (running.connected) running.send('stop', () => undefined);
        await exited;
      }
      largar(lockFile);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

export function createPool(connection: pg.PoolConfig | string, max: number, log?: Registo): pg.Pool {
  const config = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({ ...config, max, idleTimeoutMillis: 30_000 });
  // An idle connection that breaks (the server restarted) is replaced by the pool: a warning, not a crash.
  pool.on('error', (error) =>
    log
      ? log.warn({ err: error }, 'Erro numa ligação inativa à base de dados.')
      : console.error('Erro numa ligação inativa à base de dados:', error.message),
  );
  return pool;
}

/** The pool of `Database.preparadas` on a PostgreSQL server: each statement's generic plan, made once. */
export function createPoolDePreparadas(
  connection: pg.PoolConfig | string,
  max: number,
  log?: Registo,
): pg.Pool {
  return createPool(comOpcoes(connection, `${SEM_JIT} -c plan_cache_mode=force_generic_plan`), max, log);
}

/**
 * The server's JIT compiler is off for our connections: our statements are many and short, and a big write's
 * estimates (a trigger's transition tables, an unnest of 20 000 rows) crossed its threshold on work that takes
 * a fraction of the compilation — a monthly sums trigger took 585 ms with JIT and 142 ms without.
 */
const SEM_JIT = '-c jit=off';

/**
 * A server's connection with `opcoes` added to those it has. In the URL when there is one: pg takes a URL's
 * parameters over the config's, so one that says `?options=` keeps it, with ours after.
 */
function comOpcoes(connection: pg.PoolConfig | string, opcoes: string): pg.PoolConfig {
  const config = typeof connection === 'string' ? { connectionString: connection } : connection;
  const url =
    config.connectionString && URL.canParse(config.connectionString)
      ? new URL(config.connectionString)
      : undefined;
  const antes = url?.searchParams.get('options') ?? config.options;
  const todas = antes ? `${antes} ${opcoes}` : opcoes;
  if (!url) return { ...config, options: todas };
  url.searchParams.set('options', todas);
  return { ...config, connectionString: url.toString() };
}

/** PostgreSQL server when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR. */
export async function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  embutida: OpcoesDaBaseEmbutida = {},
): Promise<Database> {
  const { log } = embutida;
  if (options.databaseUrl) {
    const pool = createPool(comOpcoes(options.databaseUrl, SEM_JIT), 20, log);
    await pool.query('select 1');
    const preparadas = createPoolDePreparadas(options.databaseUrl, 10, log);
    return {
      pool,
      preparadas,
      kind: 'postgres',
      close: () => fecharPools([pool, preparadas]),
    };
  }
  const embedded = await startEmbeddedPostgres(options.dataDir, embutida);
  // One connection: PGlite runs one query at a time anyway, and pglite-socket interleaves the extended-protocol
  // messages of concurrent connections ("portal cannot be run", "unnamed prepared statement does not exist").
  // Requests queue in the pool instead; code inside a transaction only ever uses the transaction's client.
  const pool = createPool(embedded.connection, 1, log);
  return {
    pool,
    preparadas: pool,
    kind: 'pglite',
    escritasGrandes: (emCurso) => embedded.escritasGrandes(emCurso),
    async close() {
      await fecharPools([pool]);
      await embedded.stop();
    },
  };
}

/**
 * `end()` waits for every connection in use to come back: after a shutdown's deadline, one held by a request
 * that was cut never does. The process exits next, and the database rolls back what that request had open.
 */
async function fecharPools(pools: pg.Pool[]): Promise<void> {
  await Promise.race([
    Promise.all(pools.map((p) => p.end())),
    new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
  ]);
}

export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
