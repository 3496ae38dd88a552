import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool, startEmbeddedPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export type TestDatabase = { kind: 'pglite' | 'postgres'; connection: pg.PoolConfig };

declare module 'vitest' {
  export interface ProvidedContext {
    database: TestDatabase;
  }
}

/**
 * One freshly migrated database per run: PGlite in a temporary folder by default, or a new database
 * on the PostgreSQL server of DATABASE_URL_TEST when TEST_DATABASE=postgres (dropped at the end).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL_TEST;
    if (!serverUrl) throw new Error('TEST_DATABASE=postgres precisa de DATABASE_URL_TEST.');
    const name = `contas_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const connection = { connectionString: url.toString() };
    const pool = createPool(connection, 2);
    await migrate(pool);
    await pool.end();
    project.provide('database', { kind: 'postgres', connection });
    console.log(`[testes] base de dados PostgreSQL ${name} em ${url.host}`);
    return async () => {
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'contas-test-db-'));
  const embedded = await startEmbeddedPostgres(dir);
  const pool = createPool(embedded.connection, 2);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    await embedded.stop();
    throw error;
  }
  await pool.end();
  project.provide('database', { kind: 'pglite', connection: embedded.connection });
  console.log('[testes] base de dados PGlite embutida');
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
