// `npm run backup`: a copy of the database into DATA_DIR/backups (see db/copia-de-seguranca.ts); `npm run
// restaurar` loads one back (restaurar.ts).
import { ConfigError, loadDatabaseConfig } from './config/env';
import { CopiaError, fazerCopia } from './db/copia-de-seguranca';

const controlo = new AbortController();

function tamanho(bytes: number): string {
  const unidades = ['bytes', 'kB', 'MB', 'GB'];
  let valor = bytes;
  let i = 0;
  while (valor >= 1000 && i < unidades.length - 1) {
    valor /= 1000;
    i++;
  }
  return `${new Intl.NumberFormat('pt-PT', { maximumFractionDigits: i ? 1 : 0 }).format(valor)} ${unidades[i]}`;
}

async function main(args: string[]): Promise<void> {
  // Copies are the server user's alone, as everything under DATA_DIR.
  process.umask(0o077);
  const config = loadDatabaseConfig();
  if (args.length > 0) {
    throw new CopiaError('Uso: npm run backup  (para restaurar uma cópia: npm run restaurar -- <ficheiro>)');
  }
  // Ctrl-C stops the copy and removes the unfinished file instead of leaving it behind.
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, () => controlo.abort());
  const copia = await fazerCopia({ ...config, signal: controlo.signal });
  console.log(`Cópia de segurança gravada em ${copia.ficheiro} (${tamanho(copia.bytes)}).`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (controlo.signal.aborted) {
    console.error('Cópia de segurança interrompida: nada foi gravado.');
    process.exit(130);
  }
  if (error instanceof ConfigError || error instanceof CopiaError) console.error(error.message);
  else console.error('Não foi possível fazer a cópia de segurança:', error);
  process.exit(1);
});
