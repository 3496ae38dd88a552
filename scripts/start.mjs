// `npm start`: installs what is missing, builds what is stale, then serves the app and the API on one port.
// Plain Node with no dependencies, so it runs on a fresh clone.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compilarSeDesatualizado } from './compilar.mjs';
import { instalarSeFaltar } from './instalar.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

instalarSeFaltar(root);
compilarSeDesatualizado(root, {
  outputs: ['apps/web/dist/index.html', 'apps/server/dist/server.js'],
  sources: ['packages/core', 'apps/web', 'apps/server', 'package-lock.json'],
  npmArgs: ['run', 'build'],
});

const { nodeArgs } = JSON.parse(readFileSync(path.join(root, 'apps/server/runtime.json'), 'utf8'));
const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
