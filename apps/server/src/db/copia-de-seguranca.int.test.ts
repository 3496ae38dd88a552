import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { computeDemonstracaoResultados, computeFluxoCaixa } from '@contas/core/reports';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { TODAS_AS_LOJAS } from '../http/access';
import { ContasService } from '../modules/contas/contas.service';
import { DepreciacoesRepository } from '../modules/depreciacoes/depreciacoes.repository';
import { inserirLinhas, linhasDaPadaria } from '../modules/relatorios/__fixtures__/padaria-do-largo';
import { RelatoriosRepository } from '../modules/relatorios/relatorios.repository';
import { RelatoriosService } from '../modules/relatorios/relatorios.service';
import { type Copia, fazerCopia } from './copia-de-seguranca';
import { createPool, embeddedPaths, openDatabase, type Queryable } from './database';
import { migrate } from './migrate';
import { abrirPGlite } from './pglite';
import { restaurarCopia } from './restauro';

const database = inject('database');
const novaPasta = pastasTemporarias('contas-copia-');

const EMITENTE = 'Padaria da Cópia, Lda';
const NOME = /^contas-claras-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.(sql\.gz|dump)$/;

// The restores into PostgreSQL go to databases of their own on the server of DATABASE_URL_TEST, dropped at the end.
const servidorPostgres = process.env.DATABASE_URL_TEST;
const basesCriadas: string[] = [];

async function novaBasePostgres(): Promise<string> {
  const nome = `contas_restauro_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: servidorPostgres });
  await admin.connect();
  await admin.query(`create database ${nome}`);
  await admin.end();
  basesCriadas.push(nome);
  const url = new URL(servidorPostgres as string);
  url.pathname = `/${nome}`;
  return url.toString();
}

afterAll(async () => {
  if (basesCriadas.length === 0) return;
  const admin = new pg.Client({ connectionString: servidorPostgres });
  await admin.connect();
  for (const nome of basesCriadas) await admin.query(`drop database if exists ${nome} with (force)`);
  await admin.end();
});

/** A company, its store and one spreadsheet row: what the copy must carry. */
async function inserirLinhaConhecida(db: Queryable): Promise<void> {
  await db.query(
    `with e as (insert into empresas (nome, nif, email) values ('Empresa da Cópia, Lda', $1, 'geral@exemplo.pt')
                returning id),
          l as (insert into lojas (empresa_id, nome) select id, 'Loja da Cópia' from e returning id, empresa_id)
     insert into planilha (empresa_id, loja_id, lado, emitente, data_emissao, total_cents)
     select empresa_id, id, 'compra', $2, '2026-03-14', 12345 from l`,
    [String(randomInt(100_000_000, 999_999_999)), EMITENTE],
  );
}

describe('npm run backup, whatever the database', () => {
  it('says pg_dump is missing from PATH, and leaves no file', async () => {
    const dataDir = novaPasta();
    await expect(
      fazerCopia({
        databaseUrl: 'postgres://postgres@127.0.0.1:1/nenhuma',
        dataDir,
        ambiente: { ...process.env, PATH: novaPasta() },
      }),
    ).rejects.toThrow(/O pg_dump não está no PATH/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('says there is no embedded database in a DATA_DIR without one', async () => {
    await expect(fazerCopia({ dataDir: novaPasta() })).rejects.toThrow(/Não há base de dados embutida em/);
  });
});

/** Every table's row count: what a restore must bring back, row for row. */
async function contagens(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query<{ tabela: string }>(
    `select table_name as tabela from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const contagem: Record<string, number> = {};
  for (const { tabela } of rows) {
    contagem[tabela] = (await db.query(`select count(*)::int as n from public.${tabela}`)).rows[0].n;
  }
  return contagem;
}

/** Padaria do Largo's income statement and cash flow for both stores, 2024 against 2025, as the routes build them. */
async function relatorios(pool: pg.Pool, empresaId: string) {
  const servico = new RelatoriosService(
    new RelatoriosRepository(pool),
    new DepreciacoesRepository(pool),
    new ContasService(pool),
  );
  const anos = { ano1: 2024, ano2: 2025 };
  const dr = await servico.entradaDemonstracaoResultados(empresaId, TODAS_AS_LOJAS, anos);
  const fc = await servico.entradaFluxoCaixa(empresaId, TODAS_AS_LOJAS, anos);
  return {
    demonstracao: computeDemonstracaoResultados(dr.entrada),
    fluxo: computeFluxoCaixa(fc.entrada),
  };
}

describe.runIf(database.kind === 'pglite')('backup of the embedded database (PGlite)', () => {
  const dataDir = novaPasta();
  let empresaId: string;
  let antes: { contagens: Record<string, number>; relatorios: Awaited<ReturnType<typeof relatorios>> };
  let copia: Copia;

  beforeAll(async () => {
    const servidor = await openDatabase({ dataDir });
    try {
      await migrate(servidor.pool);
      await inserirLinhaConhecida(servidor.pool);
      const { rows } = await servidor.pool.query<{ id: string }>(
        "insert into empresas (nome, nif, email) values ('Padaria do Largo, Lda', $1, 'geral@exemplo.pt') returning id",
        [String(randomInt(100_000_000, 999_999_999))],
      );
      empresaId = rows[0]?.id as string;
      const loja = async (nome: string) =>
        (
          await servidor.pool.query<{ id: string }>(
            'insert into lojas (empresa_id, nome) values ($1, $2) returning id',
            [empresaId, nome],
          )
        ).rows[0]?.id as string;
      await inserirLinhas(
        servidor.pool,
        empresaId,
        { A: await loja('Largo'), B: await loja('Mercado') },
        linhasDaPadaria(),
      );
      antes = {
        contagens: await contagens(servidor.pool),
        relatorios: await relatorios(servidor.pool, empresaId),
      };
      await expect(fazerCopia({ dataDir })).rejects.toThrow(
        /Pare o servidor \(npm start\) antes de fazer a cópia de segurança da base embutida/,
      );
      expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    } finally {
      await servidor.close();
    }
    // The ledger's rows (over 1 MB with its indexes) in a pg_dump of their own, as a large company's are.
    copia = await fazerCopia({ dataDir, tabelaGrandeBytes: 2 ** 20 });
  }, 180_000);

  it('writes a gzipped pg_dump of the database, 0600 in a 0700 folder, with the server stopped', () => {
    expect(antes.contagens.planilha).toBe(linhasDaPadaria().length + 1);
    expect(path.dirname(copia.ficheiro)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(copia.ficheiro)).toMatch(NOME);
    expect(path.basename(copia.ficheiro)).toMatch(/\.sql\.gz$/);
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([path.basename(copia.ficheiro)]);
    // Every company's data and the password hashes: the server's user alone reads the copy.
    expect(statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
    expect(statSync(copia.ficheiro).mode & 0o777).toBe(0o600);
    expect(existsSync(embeddedPaths(dataDir).lockFile)).toBe(false);
    expect(existsSync(embeddedPaths(dataDir).hostLockFile)).toBe(false);
    const gzip = readFileSync(copia.ficheiro);
    expect(copia.bytes).toBe(gzip.length);
    // SQL, as pg_dump writes it: no owners, the rows as INSERTs.
    const sql = gunzipSync(gzip).toString('utf8');
    expect(sql).toContain('-- PostgreSQL database dump');
    expect(sql).toContain('CREATE TABLE public.planilha (');
    expect(sql).toContain('INSERT INTO public.planilha VALUES');
    // Tables, then rows (the ledger's in a part of their own), then indexes, keys and triggers.
    expect(sql.indexOf('CREATE TABLE public.planilha (')).toBeLessThan(
      sql.indexOf('INSERT INTO public.lojas'),
    );
    expect(sql.indexOf('INSERT INTO public.lojas')).toBeLessThan(sql.indexOf('INSERT INTO public.planilha'));
    expect(sql.indexOf('INSERT INTO public.planilha')).toBeLessThan(sql.indexOf('CREATE TRIGGER'));
    expect(sql.split('-- PostgreSQL database dump\n').length).toBeGreaterThan(4);
    expect(sql).toContain(EMITENTE);
    expect(sql).not.toMatch(/OWNER TO/);
  });

  it('restores into an empty DATA_DIR: every row, the same reports, the search column, and refuses a second time', async () => {
    const restaurada = novaPasta();
    expect(await restaurarCopia({ dataDir: restaurada, ficheiro: copia.ficheiro })).toEqual({
      destino: 'embutida',
      instrucoes: expect.any(Number),
    });
    const db = await openDatabase({ dataDir: restaurada });
    try {
      expect(await migrate(db.pool)).toEqual([]);
      expect(await contagens(db.pool)).toEqual(antes.contagens);
      expect(await relatorios(db.pool, empresaId)).toEqual(antes.relatorios);
      // The generated search column and its functions came back too: the row is found by an unaccented search.
      const { rows } = await db.pool.query(
        "select emitente, total_cents, data_referencia from planilha where pesquisa like '%padaria da copia%'",
      );
      expect(rows).toEqual([{ emitente: EMITENTE, total_cents: 12345, data_referencia: '2026-03-14' }]);
    } finally {
      await db.close();
    }
    await expect(restaurarCopia({ dataDir: restaurada, ficheiro: copia.ficheiro })).rejects.toThrow(
      /Já existe uma base de dados embutida/,
    );
  }, 180_000);

  it.skipIf(!servidorPostgres)(
    `restores into an empty PostgreSQL database: every row and the same reports${servidorPostgres ? '' : ' — IGNORADO: sem DATABASE_URL_TEST'}`,
    async () => {
      const databaseUrl = await novaBasePostgres();
      expect(await restaurarCopia({ dataDir: novaPasta(), databaseUrl, ficheiro: copia.ficheiro })).toEqual({
        destino: 'postgres',
        instrucoes: expect.any(Number),
      });
      const pool = createPool(databaseUrl, 2);
      try {
        expect(await migrate(pool)).toEqual([]);
        expect(await contagens(pool)).toEqual(antes.contagens);
        expect(await relatorios(pool, empresaId)).toEqual(antes.relatorios);
      } finally {
        await pool.end();
      }
      await expect(
        restaurarCopia({ dataDir: novaPasta(), databaseUrl, ficheiro: copia.ficheiro }),
      ).rejects.toThrow(/A base de dados de DATABASE_URL já tem tabelas/);
    },
    180_000,
  );

  it('a restore that fails leaves no database behind', async () => {
    const cortada = path.join(novaPasta(), 'cortada.sql.gz');
    const gzip = readFileSync(copia.ficheiro);
    writeFileSync(cortada, gzip.subarray(0, Math.floor(gzip.length / 2)));
    const restaurada = novaPasta();
    await expect(restaurarCopia({ dataDir: restaurada, ficheiro: cortada })).rejects.toThrow(
      /A cópia .*cortada\.sql\.gz não foi restaurada/,
    );
    expect(existsSync(embeddedPaths(restaurada).pgdata)).toBe(false);
    expect(existsSync(embeddedPaths(restaurada).lockFile)).toBe(false);
  }, 180_000);

  it('still restores a .tar.gz copy of the data folder, as backups were made before', async () => {
    const antiga = path.join(novaPasta(), 'contas-claras-2026-01-01T00-00-00.tar.gz');
    const origem = await abrirPGlite(embeddedPaths(dataDir).pgdata);
    try {
      writeFileSync(antiga, new Uint8Array(await (await origem.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await origem.close();
    }
    const restaurada = novaPasta();
    expect(await restaurarCopia({ dataDir: restaurada, ficheiro: antiga })).toEqual({
      destino: 'embutida',
      instrucoes: 0,
    });
    const db = await openDatabase({ dataDir: restaurada });
    try {
      expect(await contagens(db.pool)).toEqual(antes.contagens);
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe.runIf(database.kind === 'postgres')('backup of a PostgreSQL server (DATABASE_URL)', () => {
  const databaseUrl = database.connection.connectionString as string;
  const temPgDump = spawnSync('pg_dump', ['--version']).status === 0;

  it('says when pg_dump is older than the server, and leaves no file', async () => {
    const bin = novaPasta();
    writeFileSync(path.join(bin, 'pg_dump'), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n");
    chmodSync(path.join(bin, 'pg_dump'), 0o755);
    const dataDir = novaPasta();
    await expect(
      fazerCopia({ databaseUrl, dataDir, ambiente: { ...process.env, PATH: bin } }),
    ).rejects.toThrow(/O pg_dump no PATH é da versão 9 e o servidor PostgreSQL da versão \d+/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it.skipIf(!temPgDump)(
    `copies the server with pg_dump into a .dump that pg_restore reads${temPgDump ? '' : ' — IGNORADO: não há pg_dump no PATH'}`,
    async () => {
      const pool = createPool(databaseUrl, 1);
      await inserirLinhaConhecida(pool);
      await pool.end();
      const dataDir = novaPasta();
      const copia = await fazerCopia({ databaseUrl, dataDir });
      expect(path.dirname(copia.ficheiro)).toBe(path.join(dataDir, 'backups'));
      expect(path.basename(copia.ficheiro)).toMatch(NOME);
      expect(path.extname(copia.ficheiro)).toBe('.dump');
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([path.basename(copia.ficheiro)]);
      expect(statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
      expect(statSync(copia.ficheiro).mode & 0o777).toBe(0o600);
      const ler = (args: string[]) =>
        spawnSync('pg_restore', [...args, '--table=planilha', '--file=-', copia.ficheiro], {
          encoding: 'utf8',
          // The suite's shared database holds every test's rows: far more than spawnSync's default 1 MB.
          maxBuffer: 1024 ** 3,
        }).stdout;
      expect(ler(['--schema-only'])).toContain('CREATE TABLE public.planilha (');
      expect(ler(['--data-only'])).toContain(EMITENTE);
    },
  );
});
