// Bundles the server (with @contas/core, which ships TypeScript sources) into dist/; other packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = (p) => JSON.parse(readFileSync(new URL(p, import.meta.url), 'utf8'));
const external = [pkg('./package.json'), pkg('../../packages/core/package.json')]
  .flatMap((p) => Object.keys(p.dependencies ?? {}))
  .filter((name) => name !== '@contas/core');

await build({
  entryPoints: {
    server: 'src/server.ts',
    'pglite-host': 'src/db/pglite-host.ts',
    trabalhador: 'src/processo/trabalhador.ts',
    backup: 'src/backup.ts',
    restaurar: 'src/restaurar.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('servidor compilado em apps/server/dist');
