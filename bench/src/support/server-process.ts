import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * The BUILT server (apps/server/dist) in its own process, on PGlite in a fresh DATA_DIR or on a fresh
 * database of the local PostgreSQL server — the load comes from this (second) process.
 */
export async function startServer(options: {
  database: 'pglite' | 'postgres';
  port: number;
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contas-bench-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'off',
    DATABASE_URL: '',
  };
  if (options.database === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `contas_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
    if (i === 239) throw new Error('O servidor não arrancou (apps/server/dist existe? npm run build).');
  }
  return {
    url: base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
