import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The flags and environment `npm start` runs the server with: the benchmarks measure the server as it runs. */
const comoNoStart = (raiz: string) =>
  JSON.parse(readFileSync(path.join(raiz, 'apps/server/runtime.json'), 'utf8')) as {
    nodeArgs: string[];
    env: Record<string, string>;
  };

export type RunningServer = {
  url: string;
  /** The server's process id (its peak memory is in /proc/<pid>/status; PGlite runs in a child of it). */
  pid: number;
  /** The database the server uses, when it is a PostgreSQL server (for psql and direct SQL). */
  databaseUrl?: string;
  /** Stops the server and removes its DATA_DIR, or keeps it (`manterDados`: the caller measures or copies it). */
  stop(opcoes?: { manterDados?: boolean }): Promise<void>;
};

/** Each running benchmark server's DATA_DIR by its base URL: its outbox holds the e-mails it sends. */
const pastasDeDados = new Map<string, string>();

export function pastaDeDadosDe(base: string): string {
  const pasta = pastasDeDados.get(base);
  if (!pasta) throw new Error(`${base} não é um servidor de benchmark iniciado por startServer`);
  return pasta;
}

export type BaseDeBench = {
  url: string;
  /** Drops it (nothing with BENCH_MANTER_BASE=1, which keeps it for a look afterwards: its name is printed). */
  apagar(): Promise<void>;
};

/** A fresh database on the local PostgreSQL server (BENCH_DATABASE_URL), with `settings` set on it. */
export async function criarBase(settings: Record<string, string> = {}): Promise<BaseDeBench> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `contas_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  for (const [setting, value] of Object.entries(settings)) {
    if (!/^[a-z_.]+$/.test(setting)) throw new Error(`Parâmetro inválido: ${setting}`);
    await admin.query(`alter database ${name} set ${setting} = '${value.replaceAll("'", "''")}'`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const manter = process.env.BENCH_MANTER_BASE === '1';
  if (manter) console.log(`base de dados do benchmark mantida: ${name}`);
  return {
    url: url.toString(),
    async apagar() {
      if (manter) return;
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The BUILT server (apps/server/dist) in its own process, on PGlite in a fresh DATA_DIR or on a fresh
 * database of the local PostgreSQL server — the load comes from this (second) process.
 */
export async function startServer(options: {
  database: 'pglite' | 'postgres';
  port: number;
  /** Extra arguments for node (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** `alter database … set` on the fresh PostgreSQL database before the server connects (logging, auto_explain). */
  databaseSettings?: Record<string, string>;
  /** An existing PostgreSQL database (another server's) to use as it is, neither created nor dropped. */
  existingDatabaseUrl?: string;
  /** Another checkout whose built server to run (a before/after comparison); by default this one. */
  raiz?: string;
}): Promise<RunningServer> {
  const raiz = options.raiz ?? ROOT;
  // A server left on the port (an interrupted run) would answer the health check in this one's place.
  const ocupada = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
    () => true,
    () => false,
  );
  if (ocupada) throw new Error(`A porta ${options.port} já tem um servidor: pare-o antes do benchmark.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contas-bench-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  const doStart = comoNoStart(raiz);
  const env: Record<string, string> = {
    ...doStart.env,
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'off',
    // Benchmarks sign their staff up from one address.
    SIGNUP_RATE_LIMIT: '1000000',
    DATABASE_URL: '',
    // One secret for every benchmark server: a token signed by one is good on another on the same database.
    JWT_SECRET: 'segredo-dos-servidores-de-benchmark-com-32-ou-mais-caracteres',
    ...options.env,
  };
  if (options.database === 'postgres' && options.existingDatabaseUrl) {
    env.DATABASE_URL = options.existingDatabaseUrl;
  } else if (options.database === 'postgres') {
    const base = await criarBase(options.databaseSettings);
    env.DATABASE_URL = base.url;
    dropDatabase = base.apagar;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [...doStart.nodeArgs, ...(options.nodeArgs ?? []), path.join(raiz, 'apps/server/dist/server.js')],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Drained, so a chatty log never fills the pipe and blocks the server.
  child.stdout?.resume();
  const base = `http://127.0.0.1:${options.port}`;
  pastasDeDados.set(base, dataDir);
  const cleanUp = async (opcoes: { manterDados?: boolean } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await dropDatabase?.();
    pastasDeDados.delete(base);
    if (!opcoes.manterDados) rmSync(dataDir, { recursive: true, force: true });
  };
  let up = false;
  for (let i = 0; i < 240 && !up && child.exitCode === null; i++) {
    up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) {
    await cleanUp();
    throw new Error('O servidor não arrancou (apps/server/dist existe? npm run build).');
  }
  return {
    url: base,
    pid: child.pid as number,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    stop: cleanUp,
  };
}
