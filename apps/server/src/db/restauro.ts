// `npm run restaurar`: a copy made by `npm run backup` into an empty database, the embedded one or the
// PostgreSQL server of DATABASE_URL.
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { postgreSplitterOptions } from 'dbgate-query-splitter';
import { SplitQueryStream } from 'dbgate-query-splitter/lib/splitQueryStream.js';
import pg from 'pg';
import { CopiaError, comABaseParada } from './copia-de-seguranca';
import { embeddedPaths } from './database';
import { abrirPGlite, PGliteComManutencao } from './pglite';

export type OpcoesDoRestauro = {
  /** Where the embedded database goes, when there is no `databaseUrl`. */
  dataDir: string;
  /** A PostgreSQL database with no tables yet. */
  databaseUrl?: string | undefined;
  ficheiro: string;
  /** Stops the restore (Ctrl-C); nothing is left behind. */
  signal?: AbortSignal | undefined;
};

export type Restauro = { destino: 'embutida' | 'postgres'; instrucoes: number };

/**
 * A `.sql.gz` (or `.sql`) dump goes into either database. A `.tar.gz` copy, the embedded database's data folder
 * as backups were made before the dumps, only into the embedded database. A restore writes into an empty
 * database only, and a restore that fails leaves it empty.
 */
export async function restaurarCopia(opcoes: OpcoesDoRestauro): Promise<Restauro> {
  const { dataDir, databaseUrl, ficheiro, signal } = opcoes;
  if (!existsSync(ficheiro)) throw new CopiaError(`O ficheiro ${ficheiro} não existe.`);
  if (ficheiro.endsWith('.tar.gz')) {
    if (databaseUrl) {
      throw new CopiaError(
        `${ficheiro} é uma cópia da pasta da base embutida (.tar.gz): restaura-se sem DATABASE_URL. Para passar ` +
          'os dados para um servidor PostgreSQL, restaure-a na base embutida e faça uma cópia nova (.sql.gz).',
      );
    }
    await restaurarPastaEmbutida(dataDir, ficheiro);
    return { destino: 'embutida', instrucoes: 0 };
  }
  if (!/\.sql(\.gz)?$/.test(ficheiro)) {
    throw new CopiaError(
      `${ficheiro} não é uma cópia do npm run backup (.sql.gz). Uma cópia .dump de um servidor PostgreSQL ` +
        'restaura-se com pg_restore (ver README).',
    );
  }
  const instrucoes = databaseUrl
    ? await restaurarEmPostgres(databaseUrl, ficheiro, signal)
    : await restaurarEmEmbutida(dataDir, ficheiro, signal);
  return { destino: databaseUrl ? 'postgres' : 'embutida', instrucoes };
}

async function restaurarEmEmbutida(dataDir: string, ficheiro: string, signal?: AbortSignal): Promise<number> {
  const { pgdata } = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  return comABaseParada(dataDir, 'restaurar uma cópia', async () => {
    recusarPastaComBase(pgdata);
    try {
      const db = await PGliteComManutencao.abrir(pgdata, (erro) => {
        throw erro;
      });
      try {
        const conhecidos = await parametrosConhecidos((sql) => db.query(sql));
        const n = await executar(ficheiro, conhecidos, signal, async (sql) => {
          await db.exec(sql);
          await db.manutencao();
        });
        // PGlite runs no autovacuum: the statistics and the visibility map are made here, once.
        await db.exec('vacuum analyze');
        return n;
      } finally {
        await db.close();
      }
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      throw falhou(ficheiro, error);
    }
  });
}

async function restaurarEmPostgres(
  databaseUrl: string,
  ficheiro: string,
  signal?: AbortSignal,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new CopiaError(`Não foi possível ligar ao PostgreSQL de DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new CopiaError(
        'A base de dados de DATABASE_URL já tem tabelas: a restauração só escreve numa base vazia (crie uma, ' +
          'por exemplo com createdb, e aponte DATABASE_URL para ela).',
      );
    }
    const conhecidos = await parametrosConhecidos((sql) => client.query(sql));
    // One transaction: a restore that fails leaves the database as empty as it found it.
    await client.query('begin');
    let n: number;
    try {
      n = await executar(ficheiro, conhecidos, signal, (sql) => client.query(sql));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw falhou(ficheiro, error);
    }
    await client.query('analyze');
    return n;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The copies made before the dumps: PGlite's `dumpDataDir()` tarball, loaded as it is. */
async function restaurarPastaEmbutida(dataDir: string, ficheiro: string): Promise<void> {
  const tarball = new Blob([readFileSync(ficheiro)], { type: 'application/gzip' });
  const { pgdata } = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  await comABaseParada(dataDir, 'restaurar uma cópia', async () => {
    recusarPastaComBase(pgdata);
    try {
      const db = await abrirPGlite(pgdata, tarball);
      await db.close();
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      throw falhou(ficheiro, error);
    }
  });
}

function recusarPastaComBase(pgdata: string): void {
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new CopiaError(
      `Já existe uma base de dados embutida em ${pgdata}. Mova essa pasta para outro lado (ou use outra ` +
        'DATA_DIR) antes de restaurar: a restauração não escreve por cima de dados.',
    );
  }
}

function falhou(ficheiro: string, error: unknown): Error {
  if (error instanceof CopiaError || (error as Error).name === 'AbortError') return error as Error;
  return new CopiaError(`A cópia ${ficheiro} não foi restaurada: ${(error as Error).message}`);
}

async function parametrosConhecidos(
  consultar: (sql: string) => Promise<{ rows: unknown[] }>,
): Promise<Set<string>> {
  const { rows } = await consultar('select name from pg_settings');
  return new Set((rows as Array<{ name: string }>).map((r) => r.name));
}

/** A session setting at the head of the dump, `SET name = value;` after pg_dump's comments. */
const DEFINICAO = /^(?:\s*--[^\n]*\n)*\s*SET\s+(\w+)\s*=/i;
/** Statements sent together: fewer round trips, and a bounded piece of the file in memory. */
const LOTE_BYTES = 1_000_000;

/**
 * Runs the dump's statements in order. A dump made by a newer pg_dump sets parameters an older server does not
 * have (`transaction_timeout`, PostgreSQL 17): they only guard the restoring session, so they are left out.
 */
async function executar(
  ficheiro: string,
  conhecidos: Set<string>,
  signal: AbortSignal | undefined,
  correr: (sql: string) => Promise<unknown>,
): Promise<number> {
  let n = 0;
  let lote: string[] = [];
  let bytes = 0;
  const enviar = async () => {
    signal?.throwIfAborted();
    if (lote.length > 0) await correr(lote.join(';\n'));
    lote = [];
    bytes = 0;
  };
  for await (const instrucao of instrucoesDe(ficheiro)) {
    const parametro = DEFINICAO.exec(instrucao)?.[1];
    if (parametro && !conhecidos.has(parametro.toLowerCase())) continue;
    lote.push(instrucao);
    bytes += instrucao.length;
    n++;
    if (bytes >= LOTE_BYTES) await enviar();
  }
  await enviar();
  return n;
}

/** The file's statements one by one, split where PostgreSQL would (strings, dollar quotes, comments). */
async function* instrucoesDe(ficheiro: string): AsyncGenerator<string> {
  const divisor = new SplitQueryStream(postgreSplitterOptions);
  // The splitter reads text: the bytes are decoded across chunk boundaries first.
  const texto = async function* (bytes: AsyncIterable<Buffer>) {
    const decoder = new StringDecoder('utf8');
    for await (const parte of bytes) yield decoder.write(parte);
    yield decoder.end();
  };
  const lido = ficheiro.endsWith('.gz')
    ? pipeline(createReadStream(ficheiro), createGunzip(), texto, divisor)
    : pipeline(createReadStream(ficheiro), texto, divisor);
  // A read or gunzip error also destroys the splitter, and the loop below throws it.
  lido.catch(() => undefined);
  for await (const instrucao of divisor) yield String(instrucao);
  await lido;
}
