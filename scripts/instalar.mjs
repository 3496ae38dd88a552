// Installs the dependencies when they are missing or older than the lock file: `npm start` and `npm test`
// both run on a fresh clone. Plain Node with no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The release artefact carries the built app and no sources: it never builds. */
export function temFontes(root) {
  return existsSync(path.join(root, 'apps', 'server', 'src'));
}

export function instalarSeFaltar(root) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (
    existsSync(installed) &&
    statSync(path.join(root, 'package-lock.json')).mtimeMs <= statSync(installed).mtimeMs
  )
    return;
  console.log('A instalar dependências…');
  // A clone installs everything it builds and tests with; the release artefact (npm run pacote), only what the
  // built server runs, exactly as locked.
  const args = temFontes(root) ? ['install'] : ['ci', '--omit=dev'];
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
