import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// What the server keeps in DATA_DIR; anything else there is the owner's, and left as it is.
const NOSSOS = [
  'pgdata',
  'pgdata.lock',
  'pgdata.host.lock',
  'jwt-secret',
  'demo-login.json',
  'outbox',
  'backups',
];

/**
 * DATA_DIR holds the database, the JWT secret, the backups and live reset links: only the server's user reads
 * it. Everything this process (and the database process it starts) writes from here on is private (umask), and
 * what an older version or PGlite's defaults left readable or writable by others loses those permissions.
 */
export function protegerPastaDeDados(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  for (const nome of NOSSOS) {
    const caminho = path.join(dataDir, nome);
    if (existsSync(caminho)) fecharAosOutros(caminho);
  }
}

/** Takes every permission of group and others off a file, or a folder and all it holds. */
export function fecharAosOutros(caminho: string): void {
  const info = lstatSync(caminho);
  // A link may point outside DATA_DIR, at something that is not ours to change.
  if (info.isSymbolicLink()) return;
  if (info.mode & 0o077) chmodSync(caminho, info.mode & 0o700);
  if (info.isDirectory()) for (const nome of readdirSync(caminho)) fecharAosOutros(path.join(caminho, nome));
}
