import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirInUseError, openDatabase } from './db/database';
import { migrate, SchemaTooNewError } from './db/migrate';
import { seedDemo } from './demo/seed-demo';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase(config);
  const applied = await migrate(db.pool);
  const demo = config.demoSeed ? await seedDemo(db.pool, config.dataDir) : undefined;

  const app = await buildApp({
    config,
    db,
    webDist: path.resolve(here, '../../web/dist'),
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: a terminar…`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  console.log('');
  console.log(`Contas Claras a funcionar em ${address}`);
  console.log(
    `Base de dados: ${db.kind === 'pglite' ? `embutida (PGlite) em ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)'}` +
      (applied.length ? ` — migrações aplicadas: ${applied.join(', ')}` : ''),
  );
  if (demo) {
    console.log(
      `Conta de demonstração: ${demo.email} / ${demo.senha} (administra a empresa 'Café Demonstração, Lda')`,
    );
    if (demo.editor) console.log(`Segunda conta (papel editor): ${demo.editor} / a mesma palavra-passe`);
  }
  if (!config.smtpUrl)
    console.log(`E-mails (sem SMTP_URL): ${path.join(config.dataDir, 'outbox', 'mensagens.txt')}`);
  console.log('');
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError || error instanceof SchemaTooNewError) {
    console.error(error.message);
  } else {
    console.error('Não foi possível iniciar o servidor:', error);
  }
  process.exit(1);
});
