import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The flags and environment npm start runs the server with (apps/server/runtime.json).
const servidor = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../apps/server/runtime.json'), 'utf8'),
) as { nodeArgs: string[]; env: Record<string, string> };

// Browser tests against the BUILT app (`npm run build`): the server serves the API and apps/web/dist.

const PORT = Number(process.env.E2E_PORT ?? 3987);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run. The config is also loaded by every worker: they inherit the
// variable from the main process and so reuse the same folder instead of creating another.
// The folder is removed when the run ends (after the server has stopped), unless E2E_KEEP_DATA=1.
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(os.tmpdir(), 'contas-e2e-'));
  process.env.E2E_DATA_DIR = created;
  if (process.env.E2E_KEEP_DATA !== '1') {
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  }
}
const DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: BASE_URL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node ${servidor.nodeArgs.join(' ')} ../apps/server/dist/server.js`,
    cwd: import.meta.dirname,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...servidor.env,
      DATA_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      SHUTDOWN_WARNING: 'on',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'on',
      // Every test signs its accounts up from 127.0.0.1.
      SIGNUP_RATE_LIMIT: '100000',
      // Every answer the browser tests cause is checked against its route's response schema.
      VALIDATE_RESPONSES: 'on',
      // Whatever the surrounding shell has set, these tests use the embedded database and the outbox.
      DATABASE_URL: '',
      SMTP_URL: '',
      JWT_SECRET: '',
    },
  },
});
