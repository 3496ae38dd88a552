import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pastasTemporarias } from '../../../test/pastas-temporarias';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { createPool, type Database, startEmbeddedPostgres } from '../../db/database';

// /api/health as a supervisor reads it, on a database of the test's own that it takes away and gives back.
const novaPasta = pastasTemporarias('contas-saude-');
const database = inject('database');
const aLimpar: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const limpar of aLimpar) await limpar();
});

async function appSobre(pool: pg.Pool) {
  const db: Database = { pool, preparadas: pool, kind: database.kind, close: () => pool.end() };
  const app = await buildApp({
    // Both answers checked against their schemas, as in every other test.
    config: loadConfig({ DATA_DIR: novaPasta(), JWT_SECRET: 'x'.repeat(40), VALIDATE_RESPONSES: 'on' }),
    db,
  });
  aLimpar.push(() => app.close());
  return async () => {
    const resposta = await app.inject({ method: 'GET', url: '/api/health' });
    return { estado: resposta.statusCode, corpo: resposta.json() };
  };
}

const DISPONIVEL = { estado: 200, corpo: { estado: 'ok', baseDeDados: 'ok' } };
const INDISPONIVEL = {
  estado: 503,
  corpo: { estado: 'indisponível', baseDeDados: 'indisponível', message: 'A base de dados não responde.' },
};

describe('/api/health', () => {
  it.runIf(database.kind === 'pglite')('answers 503 once the embedded database process is gone', async () => {
    const embutida = await startEmbeddedPostgres(novaPasta());
    const pool = createPool(embutida.connection, 1);
    aLimpar.push(async () => {
      await pool.end().catch(() => undefined);
      await embutida.stop();
    });
    const saude = await appSobre(pool);
    expect(await saude()).toEqual(DISPONIVEL);
    process.kill(embutida.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await saude()).toEqual(INDISPONIVEL);
  });

  it.runIf(database.kind === 'postgres')(
    'answers 503 while PostgreSQL refuses connections, 200 again after',
    async () => {
      const servidor = process.env.DATABASE_URL_TEST as string;
      const nome = `contas_saude_${Date.now()}_${process.pid}`;
      const admin = new pg.Client({ connectionString: servidor });
      await admin.connect();
      await admin.query(`create database ${nome}`);
      aLimpar.push(async () => {
        await admin.query(`drop database if exists ${nome} with (force)`);
        await admin.end();
      });
      const url = new URL(servidor);
      url.pathname = `/${nome}`;
      const pool = createPool(url.toString(), 2);
      aLimpar.unshift(() => pool.end().catch(() => undefined));
      const saude = await appSobre(pool);
      expect(await saude()).toEqual(DISPONIVEL);

      await admin.query(`alter database ${nome} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [nome]);
      expect(await saude()).toEqual(INDISPONIVEL);

      await admin.query(`alter database ${nome} allow_connections true`);
      expect(await saude()).toEqual(DISPONIVEL);
    },
  );
});
