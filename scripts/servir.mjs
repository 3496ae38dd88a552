// Serves the built app (apps/server/dist, apps/web/dist) with the server's Node flags and environment, and exits
// with the server's status. What `npm start` runs after installing and building; in production, what the service runs
// (the release artefact has no sources to build). Plain Node with no dependencies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { correrEmPrimeiroPlano } from './processo-filho.mjs';

export function servir(root) {
  const { nodeArgs, env } = JSON.parse(readFileSync(path.join(root, 'apps/server/runtime.json'), 'utf8'));
  correrEmPrimeiroPlano(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...env, ...process.env },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  servir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
