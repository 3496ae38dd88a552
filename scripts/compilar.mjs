// Builds when an output is missing or older than its sources: `npm start`, `npm run backup` and `npm run
// restaurar` run on a fresh clone and after a pull. Plain Node with no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { temFontes } from './instalar.mjs';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** `outputs` and `sources` are relative to `root`; `npmArgs` is the npm command that builds them. */
export function compilarSeDesatualizado(root, { outputs, sources, npmArgs }) {
  if (!temFontes(root)) return;
  const builtAt = Math.min(
    ...outputs.map((p) => path.join(root, p)).map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)),
  );
  if (builtAt !== 0 && Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) <= builtAt) return;
  console.log('A compilar a aplicação…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, npmArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
