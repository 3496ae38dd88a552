// `npm run restaurar -- <ficheiro>`: a copy made by `npm run backup` into an empty database: the embedded one
// under DATA_DIR, or the PostgreSQL database of DATABASE_URL (see db/restauro.ts).
import path from 'node:path';
import { ConfigError, loadDatabaseConfig } from './config/env';
import { CopiaError } from './db/copia-de-seguranca';
import { restaurarCopia } from './db/restauro';

const controlo = new AbortController();

async function main(args: string[]): Promise<void> {
  // Restored database files are the server user's alone, as everything under DATA_DIR.
  process.umask(0o077);
  const config = loadDatabaseConfig();
  if (args.length !== 1 || !args[0]) throw new CopiaError('Uso: npm run restaurar -- <ficheiro .sql.gz>');
  // npm runs the script in the project's folder; the path was typed in the caller's.
  const ficheiro = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  // Ctrl-C stops between statements and undoes what was restored.
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, () => controlo.abort());
  const { destino, instrucoes } = await restaurarCopia({ ...config, ficheiro, signal: controlo.signal });
  const onde =
    destino === 'postgres' ? 'no PostgreSQL de DATABASE_URL' : `na base embutida em ${config.dataDir}`;
  // A .tar.gz copy is a data folder: it has no statements to count.
  console.log(`Cópia ${ficheiro} restaurada ${onde}${instrucoes ? ` (${instrucoes} instruções SQL)` : ''}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (controlo.signal.aborted) {
    console.error('Restauração interrompida: a base de dados ficou como estava, sem dados.');
    process.exit(130);
  }
  if (error instanceof ConfigError || error instanceof CopiaError) console.error(error.message);
  else console.error('Não foi possível restaurar a cópia:', error);
  process.exit(1);
});
