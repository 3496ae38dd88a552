// `npm run backup`: the whole database into a file under DATA_DIR/backups.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { embeddedPaths } from './database';
import {
  DataDirInUseError,
  ESPERA_PELA_BASE_ANTERIOR_MS,
  largar,
  tomarOuRecusar,
  tomarQuandoLivre,
} from './dono-da-pasta';
import { abrirPGlite } from './pglite';

/** A problem the person running the backup can fix; the message says how. */
export class CopiaError extends Error {}

export type Copia = { ficheiro: string; bytes: number };

export type OpcoesDaCopia = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Stops the copy (Ctrl-C); nothing is left behind. */
  signal?: AbortSignal | undefined;
  /** The environment pg_dump is looked up and run in (its PATH). */
  ambiente?: NodeJS.ProcessEnv;
  /** Embedded database: a table above this size has its rows dumped on their own (`dumpEmPartes`). */
  tabelaGrandeBytes?: number;
};

/**
 * A PostgreSQL server is copied by its own pg_dump, in the custom format (`.dump`, for pg_restore); the embedded
 * database by the pg_dump of PGlite's tools, with the server stopped: plain SQL, gzipped (`.sql.gz`, as
 * `pg_dump --compress` writes it), which `npm run restaurar` loads into an empty embedded database or
 * PostgreSQL server (restauro.ts).
 */
export async function fazerCopia(opcoes: OpcoesDaCopia): Promise<Copia> {
  const { databaseUrl, dataDir, signal } = opcoes;
  if (databaseUrl) {
    const ambiente = opcoes.ambiente ?? process.env;
    await verificarPgDump(databaseUrl, ambiente);
    return gravar(dataDir, 'dump', signal, (parcial) => correrPgDump(databaseUrl, parcial, ambiente, signal));
  }
  const { pgdata } = embeddedPaths(dataDir);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new CopiaError(
      `Não há base de dados embutida em ${pgdata}. Confirme DATA_DIR (ou defina DATABASE_URL, se os dados ` +
        'estão num servidor PostgreSQL).',
    );
  }
  return comABaseParada(dataDir, 'fazer a cópia de segurança', () =>
    gravar(dataDir, 'sql.gz', signal, async (parcial) => {
      const db = await abrirPGlite(pgdata);
      try {
        await pipeline(
          dumpEmPartes(db, opcoes.tabelaGrandeBytes ?? TABELA_GRANDE_BYTES),
          createGzip(),
          createWriteStream(parcial, { mode: 0o600 }),
          { signal },
        );
      } finally {
        await db.close();
      }
    }),
  );
}

/** Each pg_dump and the text it makes are in memory: a table above this has its rows dumped on their own. */
const TABELA_GRANDE_BYTES = 32 * 2 ** 20;

/**
 * The dump as pg_dump writes it whole, in its order (tables; rows; indexes, keys and triggers), but run in parts:
 * the `pgDump` of PGlite's tools returns each dump as one string, and V8's strings stop at 512 MB (446 MB of SQL
 * for 150 000 ledger rows and their 150 000 bank lines). So each large table's rows are a pg_dump of their own;
 * one table alone still has to fit. The server is stopped: the parts see the same data.
 */
async function* dumpEmPartes(db: PGlite, tabelaGrandeBytes: number): AsyncGenerator<Uint8Array> {
  const { rows } = await db.query<{ tabela: string }>(
    `select format('%I.%I', n.nspname, c.relname) as tabela
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and pg_total_relation_size(c.oid) > $1
     order by pg_total_relation_size(c.oid) desc`,
    [tabelaGrandeBytes],
  );
  const grandes = rows.map((r) => r.tabela);
  const partes = [
    ['--section=pre-data'],
    ['--section=data', ...grandes.map((t) => `--exclude-table-data=${t}`)],
    ...grandes.map((t) => ['--section=data', `--table=${t}`]),
    ['--section=post-data'],
  ];
  for (const parte of partes) {
    const dump = await pgDump({ pg: db, args: [...ARGUMENTOS_DO_PG_DUMP, ...parte] });
    yield new Uint8Array(await dump.arrayBuffer());
  }
}

/**
 * Loadable by any PostgreSQL server: no owners nor grants (the server's user owns what it restores). PGlite's
 * tools add `--inserts`; a thousand rows to an INSERT keep the file and its restore close to COPY's.
 */
const ARGUMENTOS_DO_PG_DUMP = ['--no-owner', '--no-privileges', '--rows-per-insert=1000'];

/**
 * Holds the data folder's locks while `trabalho` runs: the server's, so it cannot start meanwhile, and the
 * database's, taken once a database process left by a killed server has closed the files.
 */
export async function comABaseParada<T>(
  dataDir: string,
  acao: string,
  trabalho: () => Promise<T>,
): Promise<T> {
  const { lockFile, hostLockFile } = embeddedPaths(dataDir);
  try {
    tomarOuRecusar(lockFile, dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new CopiaError(
        `Pare o servidor (npm start) antes de ${acao} da base embutida: a pasta ${dataDir} está a ser usada ` +
          `pelo processo ${error.pid}.`,
      );
    }
    throw error;
  }
  try {
    await tomarQuandoLivre(hostLockFile, {
      prazoMs: ESPERA_PELA_BASE_ANTERIOR_MS,
      aoEsperar: (dono) =>
        console.log(
          `À espera que o processo anterior da base de dados (pid ${dono.pid}) feche os ficheiros…`,
        ),
    });
    try {
      return await trabalho();
    } finally {
      largar(hostLockFile);
    }
  } finally {
    largar(lockFile);
  }
}

/** Written under a hidden name and renamed when whole: a backup that has its name is complete. */
async function gravar(
  dataDir: string,
  extensao: 'dump' | 'sql.gz',
  signal: AbortSignal | undefined,
  escrever: (parcial: string) => Promise<void>,
): Promise<Copia> {
  const pasta = path.join(dataDir, 'backups');
  // A copy holds every company's data and the password hashes: the server's user alone reads it.
  mkdirSync(pasta, { recursive: true, mode: 0o700 });
  chmodSync(pasta, 0o700);
  const nome = `contas-claras-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.${extensao}`;
  const ficheiro = path.join(pasta, nome);
  const parcial = path.join(pasta, `.${nome}.parcial`);
  try {
    await escrever(parcial);
    signal?.throwIfAborted();
    // On disk before it takes its name: a power cut must not leave a named backup with nothing in it.
    const fd = openSync(parcial, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (existsSync(ficheiro)) throw new CopiaError(`${ficheiro} já existe: repita daqui a um segundo.`);
    chmodSync(parcial, 0o600);
    renameSync(parcial, ficheiro);
  } catch (error) {
    rmSync(parcial, { force: true });
    throw error;
  }
  return { ficheiro, bytes: statSync(ficheiro).size };
}

/** pg_dump refuses a server newer than itself: say so before starting, with what to install. */
async function verificarPgDump(databaseUrl: string, ambiente: NodeJS.ProcessEnv): Promise<void> {
  let versao: string;
  try {
    versao = (await correr('pg_dump', ['--version'], ambiente)).stdout.trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new CopiaError(
      'O pg_dump não está no PATH. Instale o cliente do PostgreSQL da versão do servidor ou mais recente ' +
        '(em Debian/Ubuntu: apt-get install postgresql-client).',
    );
  }
  const cliente = Number(/\(PostgreSQL\) (\d+)/.exec(versao)?.[1]);
  if (!cliente) throw new CopiaError(`Versão do pg_dump no PATH não reconhecida: «${versao}».`);
  const servidor = await versaoDoServidor(databaseUrl);
  if (cliente < servidor) {
    throw new CopiaError(
      `O pg_dump no PATH é da versão ${cliente} e o servidor PostgreSQL da versão ${servidor}: um pg_dump mais ` +
        `antigo do que o servidor não o copia. Instale o cliente ${servidor} (em Debian/Ubuntu: apt-get install ` +
        `postgresql-client-${servidor}) e ponha-o primeiro no PATH.`,
    );
  }
}

async function versaoDoServidor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } catch (error) {
    throw new CopiaError(`Não foi possível ligar ao PostgreSQL de DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function correrPgDump(
  databaseUrl: string,
  parcial: string,
  ambiente: NodeJS.ProcessEnv,
  signal: AbortSignal | undefined,
): Promise<void> {
  // The password goes by the environment: pg_dump's command line is visible to every user of the machine.
  const url = new URL(databaseUrl);
  const senha = decodeURIComponent(url.password);
  url.password = '';
  const { codigo, stderr } = await correr(
    'pg_dump',
    ['--format=custom', '--no-password', `--file=${parcial}`, `--dbname=${url}`],
    senha ? { ...ambiente, PGPASSWORD: senha } : ambiente,
    signal,
  );
  if (codigo !== 0) throw new CopiaError(`O pg_dump falhou (código ${codigo}):\n${stderr.trim()}`);
}

function correr(
  comando: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<{ codigo: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(comando, args, { env, signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (parte: string) => {
      stdout += parte;
    });
    child.stderr.setEncoding('utf8').on('data', (parte: string) => {
      stderr += parte;
    });
    child.on('error', reject);
    child.on('close', (codigo) => resolve({ codigo, stdout, stderr }));
  });
}
