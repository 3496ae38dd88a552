// `npm test`: the whole suite. Exits non-zero on the first failing step.
//   lint + format (Biome) → types (tsc, strict) → unit and integration tests (Vitest, embedded PostgreSQL)
//   → integration tests again on a PostgreSQL server when DATABASE_URL_TEST is set
//   → build → browser tests (Playwright + Chromium) when a Chromium is found (required when REQUIRE_BROWSER_TESTS=1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instalarSeFaltar } from './instalar.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ falhou: ${title}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

instalarSeFaltar(root);
step('Biome (lint e formatação)', bin('biome'), ['check', '.']);
step('Tipos (TypeScript strict)', process.execPath, ['scripts/typecheck.mjs']);
step('Testes unitários e de integração (PGlite)', bin('vitest'), ['run']);
if (process.env.DATABASE_URL_TEST) {
  step(
    'Testes de integração (PostgreSQL em DATABASE_URL_TEST)',
    bin('vitest'),
    ['run', '--project', 'server'],
    {
      TEST_DATABASE: 'postgres',
    },
  );
} else {
  console.log('\n(DATABASE_URL_TEST não definido: testes de integração só na base embutida)');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  step('Compilação', 'npm', ['run', 'build']);
  step(
    'Testes de browser (Playwright + Chromium)',
    bin('playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    {
      CHROMIUM_PATH: chromium,
    },
  );
} else if (process.env.REQUIRE_BROWSER_TESTS === '1') {
  console.error(`\n✗ Testes de browser obrigatórios, mas não há Chromium em ${chromium}.`);
  process.exit(1);
} else {
  console.log(
    `\n⚠ TESTES DE BROWSER IGNORADOS: não há Chromium em ${chromium} (defina CHROMIUM_PATH ou instale o pacote chromium).`,
  );
}
console.log(`\nnpm test: tudo passou em ${((Date.now() - started) / 1000).toFixed(0)} s`);
