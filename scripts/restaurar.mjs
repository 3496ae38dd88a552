// `npm run restaurar`: builds the server when its build is missing or stale (as `npm start` does), then runs the
// restore (apps/server/src/restaurar.ts) with the arguments given. Plain Node with no dependencies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compilarSeDesatualizado } from './compilar.mjs';
import { instalarSeFaltar } from './instalar.mjs';
import { correrEmPrimeiroPlano } from './processo-filho.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

instalarSeFaltar(root);
compilarSeDesatualizado(root, {
  outputs: ['apps/server/dist/restaurar.js'],
  sources: ['packages/core', 'apps/server', 'package-lock.json'],
  npmArgs: ['run', 'build', '-w', '@contas/server'],
});

correrEmPrimeiroPlano(
  process.execPath,
  [path.join(root, 'apps/server/dist/restaurar.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    env: process.env,
  },
);
