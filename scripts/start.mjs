// `npm start`: installs what is missing, builds what is stale, then serves the app and the API on one port.
// Plain Node with no dependencies, so it runs on a fresh clone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compilarSeDesatualizado } from './compilar.mjs';
import { instalarSeFaltar } from './instalar.mjs';
import { servir } from './servir.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

instalarSeFaltar(root);
compilarSeDesatualizado(root, {
  outputs: ['apps/web/dist/index.html', 'apps/server/dist/server.js'],
  sources: ['packages/core', 'apps/web', 'apps/server', 'package-lock.json'],
  npmArgs: ['run', 'build'],
});
servir(root);
