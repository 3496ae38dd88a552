// Runs the embedded PostgreSQL (PGlite) in its own process, so that its blocking WASM work never
// stalls the HTTP server's event loop; the server reaches it over a Unix socket with the `pg` driver.
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { abrirPGlite } from './pglite';

const [dataDir, socketPath] = process.argv.slice(2);
if (!dataDir || !socketPath) {
  console.error('uso: pglite-host <pasta-de-dados> <socket>');
  process.exit(2);
}

const db = await abrirPGlite(dataDir);
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
await server.start();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    await server.stop();
    await db.close();
  } finally {
    process.exit(code);
  }
}

// Ctrl-C or a service stop signals the whole process group: the server must finish its requests and
// close its connections first, then it tells us to stop. So signals are ignored here.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
// The parent owns this process: when it goes away, close the database cleanly and leave.
process.on('disconnect', () => void stop(0));
process.on('message', (message) => {
  if (message === 'stop') void stop(0);
});
process.send?.('ready');
