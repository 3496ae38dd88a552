import { configDefaults, defineConfig } from 'vitest/config';

// One runner, four projects: pure unit tests (core, web), the server's integration tests, which run against a
// real database (PGlite by default, PostgreSQL when TEST_DATABASE=postgres), and the server's process tests,
// which start the real server (and its database process) as `npm start` does, once per run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.int.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.proc.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'processo',
          root: './apps/server',
          include: ['src/**/*.proc.test.ts'],
          environment: 'node',
          globalSetup: ['./test/compilar-servidor.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
