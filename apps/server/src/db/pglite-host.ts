// Runs the embedded PostgreSQL (PGlite) in its own process, so that its blocking WASM work never
// stalls the HTTP server's event loop; the server reaches it over a Unix socket with the `pg` driver.
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { fecharAosOutros } from '../processo/pasta-de-dados';
import { criarRegisto, NIVEIS_DE_REGISTO } from '../registo/registo';
import type { MensagemDaBase, MensagemParaABase } from './database';
import { ESPERA_PELA_BASE_ANTERIOR_MS, largar, tomarQuandoLivre } from './dono-da-pasta';
import { PGliteComManutencao } from './pglite';

const [pgdata, socketPath, hostLockFile, prazoDeEncerramento] = process.argv.slice(2);
if (!pgdata || !socketPath || !hostLockFile || !prazoDeEncerramento) {
  console.error('uso: pglite-host <pgdata> <socket> <lock> <prazo-de-encerramento-ms>');
  process.exit(2);
}
const nivel = (NIVEIS_DE_REGISTO as readonly string[]).includes(process.env.LOG_LEVEL ?? '')
  ? (process.env.LOG_LEVEL as string)
  : 'info';
const log = criarRegisto({ nivel }).child({ processo: 'base-de-dados' });
const avisar = (mensagem: MensagemDaBase) => {
  if (process.connected) process.send?.(mensagem);
};

let db: PGliteComManutencao | undefined;
let server: PGLiteSocketServer | undefined;
let aParar = false;

/** Detaching each connection rolls back the transaction it had open; closing the database writes a checkpoint. */
async function parar(): Promise<void> {
  if (aParar) return;
  aParar = true;
  let codigo = 0;
  try {
    await server?.stop();
    await db?.close();
    largar(hostLockFile as string);
  } catch (error) {
    log.error({ err: error }, 'A base de dados embutida não fechou como devia.');
    codigo = 1;
  }
  process.exit(codigo);
}

// While the database opens, a stop waits for it; before that there is nothing to close.
let abrindo: Promise<void> | undefined;
const pararQuandoAberta = () => void (abrindo ?? Promise.resolve()).then(parar);

// The parent owns this process: when it goes away (even killed with SIGKILL), close the database and leave.
process.on('disconnect', pararQuandoAberta);
process.on('message', (message: 'stop' | MensagemParaABase) => {
  if (message === 'stop') pararQuandoAberta();
  else if (message.tipo === 'escritas-grandes') db?.adiarLimpeza(message.emCurso);
});
// A signal (Ctrl-C, or a service manager stopping the whole group) reaches the server too, or it is told: it
// finishes its requests, then tells us to stop. Without a server to tell, or past its deadline, we stop anyway.
for (const sinal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sinal, () => {
    if (!process.connected) return pararQuandoAberta();
    avisar({ tipo: 'sinal', sinal });
    setTimeout(pararQuandoAberta, Number(prazoDeEncerramento) + 5_000).unref();
  });
}
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'Erro inesperado na base de dados embutida.');
  process.exit(1);
});

// The files have one owner at a time: a server killed with SIGKILL leaves its database process flushing them.
try {
  await tomarQuandoLivre(hostLockFile, {
    prazoMs: ESPERA_PELA_BASE_ANTERIOR_MS,
    aoEsperar: (dono) => avisar({ tipo: 'a-aguardar', pid: dono.pid }),
  });
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}
avisar({ tipo: 'pasta-tomada' });

abrindo = (async () => {
  db = await PGliteComManutencao.abrir(pgdata, (erro) =>
    log.error(
      { err: erro },
      'Falhou a manutenção da base de dados embutida (checkpoint ou vacuum): repete-se na próxima vez.',
    ),
  );
  // PGlite sets its files' modes itself (0666 for some), past the umask: the data folder is ours alone.
  fecharAosOutros(pgdata);
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
  await server.start();
})();
await abrindo;
if (!aParar) avisar('ready');
