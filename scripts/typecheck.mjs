// Type-checks every workspace with its own tsconfig (strict everywhere).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/core', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const result = spawnSync('node_modules/.bin/tsc', ['--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ tipos: ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
