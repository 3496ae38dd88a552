import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/dono-da-pasta';
import { migrate, SchemaTooNewError } from './db/migrate';
import { seedDemo } from './demo/seed-demo';
import { ficheiroDaCaixaDeSaida } from './mail/caixa-de-saida';
import { concluirAnulacoesInterrompidas } from './modules/importacao/anulacao.service';
import { desfazerImportacoesInterrompidas } from './modules/importacao/importacao.service';
import { prepararEncerramento } from './processo/encerramento';
import { protegerPastaDeDados } from './processo/pasta-de-dados';
import { criarRegisto } from './registo/registo';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // Before the log level is known: the same JSON line as every other, at the fatal level.
      criarRegisto({ nivel: 'info' }).fatal({ problemas: error.problems }, error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = criarRegisto({ nivel: config.logLevel });
  protegerPastaDeDados(config.dataDir);

  let encerrar: ((motivo: string) => Promise<number>) | undefined;
  const terminarCom = (motivo: string) => {
    if (!encerrar) process.exit(1);
    void encerrar(motivo).then((codigo) => process.exit(codigo));
  };
  try {
    const db = await openDatabase(config, {
      log,
      prazoDeEncerramentoMs: config.shutdownTimeoutMs,
      aoPedirParagem: (sinal) => terminarCom(`${sinal} recebido pela base de dados embutida`),
      aoTerminarInesperadamente: (descricao) => {
        // Its data is out of reach: every request would fail. A supervisor (or npm start's caller) restarts us.
        log.fatal(
          { descricao },
          `A base de dados embutida terminou inesperadamente (${descricao}). O servidor termina com erro.`,
        );
        process.exit(1);
      },
    });
    const applied = await migrate(db.pool);
    const interrompidas = await desfazerImportacoesInterrompidas(db.pool);
    if (interrompidas > 0)
      log.warn(
        { importacoes: interrompidas },
        interrompidas === 1
          ? 'Uma importação interrompida pela paragem anterior do servidor foi desfeita: pode ser importada de novo.'
          : `${interrompidas} importações interrompidas pela paragem anterior do servidor foram desfeitas: podem ser importadas de novo.`,
      );
    // An undoing begun is ended, never rolled back (anulacao.service.ts).
    const anulacoes = await concluirAnulacoesInterrompidas(db.pool);
    if (anulacoes > 0)
      log.warn(
        { importacoes: anulacoes },
        anulacoes === 1
          ? 'Uma anulação de importação interrompida pela paragem anterior do servidor foi concluída.'
          : `${anulacoes} anulações de importações interrompidas pela paragem anterior do servidor foram concluídas.`,
      );
    const demo = config.demoSeed ? await seedDemo(db.pool, config.dataDir) : undefined;

    const app = await buildApp({ config, db, webDist: path.resolve(here, '../../web/dist'), registo: log });
    encerrar = prepararEncerramento({ app, db, prazoMs: config.shutdownTimeoutMs, log });
    for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, () => terminarCom(sinal));

    await app.listen({ port: config.port, host: config.host });
    app.fila.iniciar();
    const local = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const endereco = `http://${local}:${config.port}`;
    log.info(
      {
        endereco,
        baseDeDados: db.kind === 'pglite' ? 'embutida (PGlite)' : 'PostgreSQL (DATABASE_URL)',
        ...(db.kind === 'pglite' ? { pastaDaBase: path.join(config.dataDir, 'pgdata') } : {}),
        migracoesAplicadas: applied,
        ...(config.smtpUrl ? {} : { caixaDeSaida: ficheiroDaCaixaDeSaida(config.dataDir) }),
      },
      `Contas Claras a funcionar em ${endereco}`,
    );
    if (demo?.nova) {
      log.info(
        { email: demo.login.email, senha: demo.login.senha, editor: demo.login.editor },
        `Conta de demonstração criada: ${demo.login.email} / ${demo.login.senha} (administra a empresa ` +
          `'Café Demonstração, Lda'; ${demo.login.editor} tem o papel editor e a mesma palavra-passe). ` +
          'A palavra-passe só é mostrada agora; fica também em DATA_DIR/demo-login.json.',
      );
    } else if (demo) {
      log.info(
        { email: demo.email },
        `Conta de demonstração: ${demo.email} (palavra-passe em ${demo.ficheiro}).`,
      );
    }
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof SchemaTooNewError) log.fatal(error.message);
    else log.fatal({ err: error }, 'Não foi possível iniciar o servidor.');
    process.exit(1);
  }
}

void main();
