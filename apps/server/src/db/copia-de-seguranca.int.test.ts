import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { fazerCopia, restaurarCopiaEmbutida } from './copia-de-seguranca';
import { createPool, embeddedPaths, openDatabase, type Queryable } from './database';
import { migrate } from './migrate';

const database = inject('database');
const novaPasta = pastasTemporarias('contas-copia-');

const EMITENTE = 'Padaria da Cópia, Lda';
const NOME = /^contas-claras-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.(tar\.gz|dump)$/;

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

describe.runIf(database.kind === 'pglite')('backup of the embedded database (PGlite)', () => {
  it('refuses while the server runs; stopped, copies into a .tar.gz that restores whole', async () => {
    const dataDir = novaPasta();
    const servidor = await openDatabase({ dataDir });
    await migrate(servidor.pool);
    await inserirLinhaConhecida(servidor.pool);
    await expect(fazerCopia({ dataDir })).rejects.toThrow(
      /Pare o servidor \(npm start\) antes de fazer a cópia de segurança da base embutida/,
    );
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    await servidor.close();

    const copia = await fazerCopia({ dataDir });
    expect(path.dirname(copia.ficheiro)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(copia.ficheiro)).toMatch(NOME);
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([path.basename(copia.ficheiro)]);
    // Every company's data and the password hashes: the server's user alone reads the copy.
    expect(statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
    expect(statSync(copia.ficheiro).mode & 0o777).toBe(0o600);
    expect(existsSync(embeddedPaths(dataDir).lockFile)).toBe(false);
    expect(existsSync(embeddedPaths(dataDir).hostLockFile)).toBe(false);
    const gzip = readFileSync(copia.ficheiro);
    expect(copia.bytes).toBe(gzip.length);
    // The data folder, with the row in its pages.
    const tar = gunzipSync(gzip);
    expect(tar.includes('PG_VERSION')).toBe(true);
    expect(tar.includes(Buffer.from(EMITENTE))).toBe(true);

    const restaurada = novaPasta();
    await restaurarCopiaEmbutida({ dataDir: restaurada, ficheiro: copia.ficheiro });
    const db = await openDatabase({ dataDir: restaurada });
    expect(await migrate(db.pool)).toEqual([]);
    // The generated search column and its functions came back too: the row is found by an unaccented search.
    const { rows } = await db.pool.query(
      "select emitente, total_cents, data_referencia from planilha where pesquisa like '%padaria da copia%'",
    );
    expect(rows).toEqual([{ emitente: EMITENTE, total_cents: 12345, data_referencia: '2026-03-14' }]);
    await db.close();
    await expect(restaurarCopiaEmbutida({ dataDir: restaurada, ficheiro: copia.ficheiro })).rejects.toThrow(
      /Já existe uma base de dados embutida/,
    );
    // Starts, stops and copies a whole embedded database: on a loaded machine that takes more than the default.
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
