import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// bigint columns hold cents (always within 2^53); dates stay 'YYYY-MM-DD' strings, no time zone.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export type Database = {
  pool: pg.Pool;
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
  stop(): Promise<void>;
};

export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

/** Where the embedded database keeps its files under DATA_DIR, and the lock that gives them one owner. */
export function embeddedPaths(dataDir: string): { pgdata: string; lockFile: string } {
  return { pgdata: path.join(dataDir, 'pgdata'), lockFile: path.join(dataDir, 'pgdata.lock') };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process per data folder: PGlite is single-writer and two owners would corrupt it. */
export function acquireLock(lockFile: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (pid && processIsAlive(pid)) {
        throw new DataDirInUseError(
          `A pasta de dados ${path.dirname(lockFile)} já está a ser usada por outro processo (pid ${pid}). ` +
            'Pare esse servidor antes de iniciar outro, ou use outra pasta em DATA_DIR.',
          pid,
        );
      }
      unlinkSync(lockFile);
    }
  }
}

function hostScript(): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'pglite-host.js');
  if (existsSync(built)) return { file: built, execArgv: [] };
  // Running from TypeScript sources (tests, development).
  return { file: path.join(here, 'pglite-host.ts'), execArgv: ['--import', 'tsx'] };
}

/** Starts PGlite persisted in `dataDir` in a child process and waits until it accepts connections. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const { pgdata, lockFile } = embeddedPaths(dataDir);
  acquireLock(lockFile);
  // Unix socket paths are short (108 bytes): keep the socket in the temp folder.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'contas-pg-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const { file, execArgv } = hostScript();
  let child: ChildProcess;
  try {
    child = fork(file, [pgdata, socketPath], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('A base de dados embutida não arrancou em 120 s.')),
        120_000,
      );
      child.once('message', (m) => {
        if (m === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`A base de dados embutida terminou ao arrancar (código ${code}).`));
      });
    });
  } catch (error) {
    rmSync(lockFile, { force: true });
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  const running = child;
  return {
    connection: { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' },
    async stop() {
      if (running.exitCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.send('stop');
        await exited;
      }
      rmSync(lockFile, { force: true });
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

export function createPool(connection: pg.PoolConfig | string, max: number): pg.Pool {
  const config = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({ ...config, max, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => console.error('Erro numa ligação inativa à base de dados:', error.message));
  return pool;
}

/** The pool of `Database.preparadas` on a PostgreSQL server: each statement's generic plan, made once. */
export function createPoolDePreparadas(connection: pg.PoolConfig | string, max: number): pg.Pool {
  const config = typeof connection === 'string' ? { connectionString: connection } : connection;
  return createPool({ ...config, options: '-c plan_cache_mode=force_generic_plan' }, max);
}

/** PostgreSQL server when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, 20);
    await pool.query('select 1');
    const preparadas = createPoolDePreparadas(options.databaseUrl, 10);
    return {
      pool,
      preparadas,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), preparadas.end()]);
      },
    };
  }
  const embedded = await startEmbeddedPostgres(options.dataDir);
  // One connection: PGlite runs one query at a time anyway, and pglite-socket interleaves the extended-protocol
  // messages of concurrent connections ("portal cannot be run", "unnamed prepared statement does not exist").
  // Requests queue in the pool instead; code inside a transaction only ever uses the transaction's client.
  const pool = createPool(embedded.connection, 1);
  return {
    pool,
    preparadas: pool,
    kind: 'pglite',
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
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
