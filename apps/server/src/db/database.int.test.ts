import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { embeddedPaths, openDatabase } from './database';
import { DataDirInUseError } from './dono-da-pasta';
import { migrate, SchemaTooNewError } from './migrate';
import { migrations } from './migrations';
import { LIMITE_DO_WAL_BYTES, PARADA_MS } from './pglite';

// These start their own embedded databases: the default a new user runs.
const newDataDir = pastasTemporarias('contas-db-');

describe('embedded database (PGlite under DATA_DIR)', () => {
  it('keeps data across a restart, with fsync on', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(await migrate(first.pool)).toEqual(migrations.map((m) => `${m.version}_${m.name}`));
    await first.pool.query(
      "insert into users (nome, email, password_hash) values ('Rui', 'rui@exemplo.pt', 'x')",
    );
    expect((await first.pool.query('show fsync')).rows[0].fsync).toBe('on');
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second.pool)).toEqual([]);
    const { rows } = await second.pool.query('select nome from users');
    expect(rows).toEqual([{ nome: 'Rui' }]);
    await second.close();
  });

  it('refuses a second start on the same DATA_DIR while the first runs, and starts after it stops', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/já está a ser usada por outro processo/);
    await first.close();
    const again = await openDatabase({ dataDir });
    expect((await again.pool.query('select 1 as um')).rows).toEqual([{ um: 1 }]);
    await again.close();
  });

  it('refuses to start on a schema newer than the code', async () => {
    const dataDir = newDataDir();
    const db = await openDatabase({ dataDir });
    await migrate(db.pool);
    await db.pool.query(
      "insert into schema_migrations (version, name) values ('29991231000000', 'do_futuro')",
    );
    await expect(migrate(db.pool)).rejects.toThrow(SchemaTooNewError);
    await expect(migrate(db.pool)).rejects.toThrow(/esquema mais recente.*29991231000000/);
    await db.close();
  });

  it('keeps its write-ahead log within 64 MB while it writes five times that', async () => {
    const dataDir = newDataDir();
    const db = await openDatabase({ dataDir });
    const pgWal = path.join(embeddedPaths(dataDir).pgdata, 'pg_wal');
    const bytesDoWal = () =>
      readdirSync(pgWal)
        .filter((nome) => /^[0-9A-F]{24}$/.test(nome))
        .reduce((soma, nome) => soma + statSync(path.join(pgWal, nome)).size, 0);
    const lsn = async () => (await db.pool.query('select pg_current_wal_lsn() as lsn')).rows[0].lsn as string;
    // Stored as written, not compressed: each row's 8 kB go through the log.
    await db.pool.query('create table lastro (id int, dados text)');
    await db.pool.query('alter table lastro alter column dados set storage external');
    const inicio = await lsn();
    const tamanhos: number[] = [];
    for (let lote = 0; lote < 40; lote++) {
      await db.pool.query(
        'insert into lastro select g, repeat(md5(g::text), 256) from generate_series($1::int, $1 + 999) g',
        [lote * 1000],
      );
      // The database process checkpoints after sending an answer: the next statement waits for it.
      await db.pool.query('select 1');
      tamanhos.push(bytesDoWal());
    }
    const { rows } = await db.pool.query('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1) as escrito', [
      inicio,
    ]);
    expect(rows[0].escrito).toBeGreaterThan(5 * LIMITE_DO_WAL_BYTES);
    expect(Math.max(...tamanhos)).toBeLessThanOrEqual(LIMITE_DO_WAL_BYTES);
    expect((await db.pool.query('select count(*)::int as linhas from lastro')).rows).toEqual([
      { linhas: 40_000 },
    ]);
    await db.close();
  }, 120_000);

  it('gives back the space of deleted rows, as autovacuum would, once it has written past the log limit', async () => {
    const dataDir = newDataDir();
    const db = await openDatabase({ dataDir });
    const escrever = async (tabela: string, lotes: number) => {
      for (let lote = 0; lote < lotes; lote++) {
        await db.pool.query(
          `insert into ${tabela} select g, repeat(md5(g::text), 256) from generate_series($1::int, $1 + 999) g`,
          [lote * 1000],
        );
      }
      // The upkeep runs after an answer is sent: the next statement waits for it.
      await db.pool.query('select 1');
    };
    const bytes = async (tabela: string) =>
      (await db.pool.query('select pg_total_relation_size($1::regclass)::bigint as n', [tabela])).rows[0]
        .n as number;
    for (const tabela of ['lastro', 'outro']) {
      await db.pool.query(`create table ${tabela} (id int, dados text)`);
      await db.pool.query(`alter table ${tabela} alter column dados set storage external`);
    }
    await escrever('lastro', 10);
    const cheio = await bytes('lastro');
    // An undone import: the newest four fifths of the rows go.
    await db.pool.query('delete from lastro where id >= 2000');
    await escrever('outro', 10);
    const { rows } = await db.pool.query(
      "select n_dead_tup from pg_stat_user_tables where relname = 'lastro'",
    );
    expect(rows).toEqual([{ n_dead_tup: 0 }]);
    expect(await bytes('lastro')).toBeLessThan(0.3 * cheio);
    await db.close();
  }, 120_000);

  it('while big writes run it checkpoints, vacuums only a table more than half dead, and the rest once they end', async () => {
    const dataDir = newDataDir();
    const db = await openDatabase({ dataDir });
    const pgWal = path.join(dataDir, 'pgdata', 'pg_wal');
    const bytesDoWal = () =>
      readdirSync(pgWal)
        .filter((nome) => /^[0-9A-F]{24}$/.test(nome))
        .reduce((soma, nome) => soma + statSync(path.join(pgWal, nome)).size, 0);
    const mortas = async (tabela: string) =>
      (await db.pool.query('select n_dead_tup from pg_stat_user_tables where relname = $1', [tabela])).rows[0]
        .n_dead_tup as number;
    const inserir = (tabela: string, lote: number) =>
      db.pool.query(
        `insert into ${tabela} select g, repeat(md5(g::text), 256) from generate_series($1::int, $1 + 999) g`,
        [lote * 1000],
      );
    for (const tabela of ['lastro', 'meia', 'outro']) {
      await db.pool.query(`create table ${tabela} (id int, dados text)`);
      await db.pool.query(`alter table ${tabela} alter column dados set storage external`);
    }
    // The message goes over the process channel, the statements over the socket: give it a moment.
    db.escritasGrandes?.(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let lote = 0; lote < 10; lote++) {
      await inserir('lastro', lote);
      await inserir('meia', lote);
    }
    // A third of one dead (past autovacuum's 20 %), four fifths of the other.
    await db.pool.query('delete from lastro where id < 3000');
    await db.pool.query('delete from meia where id < 8000');
    const tamanhos: number[] = [];
    for (let lote = 0; lote < 20; lote++) {
      await inserir('outro', lote);
      await db.pool.query('select 1');
      tamanhos.push(bytesDoWal());
    }
    expect(Math.max(...tamanhos)).toBeLessThanOrEqual(LIMITE_DO_WAL_BYTES);
    expect([await mortas('lastro'), await mortas('meia')]).toEqual([3000, 0]);
    db.escritasGrandes?.(false);
    // Asked again at once, it has not vacuumed yet: it waits for a quiet moment, in case others are still asking.
    expect(await mortas('lastro')).toBe(3000);
    await new Promise((resolve) => setTimeout(resolve, PARADA_MS + 1_000));
    expect(await mortas('lastro')).toBe(0);
    await db.close();
  }, 120_000);
});

const servidorPostgres = process.env.DATABASE_URL_TEST;

describe('a PostgreSQL server (DATABASE_URL)', () => {
  it.skipIf(!servidorPostgres)(
    'is used without the JIT compiler, on both pools, keeping the options its URL gives',
    async () => {
      const url = new URL(servidorPostgres as string);
      url.searchParams.set('options', '-c statement_timeout=4321');
      const db = await openDatabase({ databaseUrl: url.toString(), dataDir: newDataDir() });
      try {
        for (const pool of [db.pool, db.preparadas]) {
          const { rows } = await pool.query<{ jit: string; timeout: string }>(
            "select current_setting('jit') as jit, current_setting('statement_timeout') as timeout",
          );
          expect(rows[0]).toEqual({ jit: 'off', timeout: '4321ms' });
        }
        const semOpcoes = await openDatabase({
          databaseUrl: servidorPostgres as string,
          dataDir: newDataDir(),
        });
        try {
          const { rows } = await semOpcoes.pool.query<{ jit: string }>(
            "select current_setting('jit') as jit",
          );
          expect(rows[0]?.jit).toBe('off');
        } finally {
          await semOpcoes.close();
        }
      } finally {
        await db.close();
      }
    },
  );
});
