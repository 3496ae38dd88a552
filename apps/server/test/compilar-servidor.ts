import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The process tests run the server as `npm start` does: built (apps/server/dist), with runtime.json's flags. */
export default function setup() {
  const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, ['build.mjs'], { cwd: raiz, stdio: 'inherit' });
}
