import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createPool } from '../src/db/database';

export type TestApp = {
  app: FastifyInstance;
  pool: pg.Pool;
  dataDir: string;
  clock: { now: Date };
  /** Messages written to the outbox so far. */
  mails(): Array<{ to: string; subject: string; text: string }>;
  close(): Promise<void>;
};

/** The real app on the run's real database, with its own data folder and a movable clock. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = inject('database');
  const pool = createPool(database.connection, 4);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contas-test-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    PUBLIC_URL: 'http://contas.test',
    ...env,
  });
  const clock = { now: new Date() };
  const app = await buildApp({
    config,
    db: { pool, kind: database.kind, close: () => pool.end() },
    now: () => clock.now,
  });
  await app.ready();
  const outbox = path.join(dataDir, 'outbox', 'mensagens.txt');
  return {
    app,
    pool,
    dataDir,
    clock,
    mails() {
      if (!existsSync(outbox)) return [];
      return readFileSync(outbox, 'utf8')
        .split('----- mensagem -----\n')
        .filter(Boolean)
        .map((block) => {
          const [head = '', ...body] = block.split('\n\n');
          const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
          return { to: field('Para'), subject: field('Assunto'), text: body.join('\n\n').trim() };
        });
    },
    async close() {
      await app.close();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(prefix = 'utilizador'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.pt`;
}
