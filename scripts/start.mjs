// `npm start`: installs what is missing, builds what is stale, then serves the app and the API on one port.
// Plain Node with no dependencies, so it runs on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instalarSeFaltar } from './instalar.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

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

instalarSeFaltar(root);

const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].map((p) => path.join(root, p));
const sources = ['packages/core', 'apps/web', 'apps/server', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('A compilar a aplicação…');
  run(npm, ['run', 'build']);
}

const { nodeArgs } = JSON.parse(readFileSync(path.join(root, 'apps/server/runtime.json'), 'utf8'));
const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
