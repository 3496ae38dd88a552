import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'contas-env-'));

describe('loadConfig', () => {
  it('uses the defaults and generates a JWT secret kept in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: dir,
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      staffDomain: 'contasclaras.pt',
      signupRateLimit: 20,
      shutdownWarning: { enabled: false, hora: '19:00' },
    });
    const file = path.join(dir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(64);
    // The same folder keeps the same secret, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(config.jwtSecret);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/contas',
      DATA_DIR: tempDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Contas <a@b.pt>',
      PUBLIC_URL: 'https://contas.exemplo.pt/',
      STAFF_EMAIL_MARKER: '@Fornecedor.PT',
      SHUTDOWN_WARNING: 'on@18:30',
      SIGNUP_RATE_LIMIT: '500',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/contas',
      port: 8080,
      host: '0.0.0.0',
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Contas <a@b.pt>',
      publicUrl: 'https://contas.exemplo.pt',
      staffDomain: 'fornecedor.pt',
      signupRateLimit: 500,
      shutdownWarning: { enabled: true, hora: '18:30' },
    });
    expect(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_WARNING: 'on' }).shutdownWarning).toEqual({
      enabled: true,
      hora: '19:00',
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATABASE_URL: 'mysql://x',
        PORT: 'abc',
        JWT_SECRET: 'curto',
        SMTP_URL: 'http://mail',
        PUBLIC_URL: 'nao-e-url',
        SHUTDOWN_WARNING: 'talvez',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(
      ['DATABASE_URL', 'JWT_SECRET', 'PORT', 'PUBLIC_URL', 'SHUTDOWN_WARNING', 'SMTP_URL'].sort(),
    );
    expect((error as ConfigError).message).toContain('JWT_SECRET: deve ter pelo menos 32 caracteres');
  });

  it('seeds the demo on a trial machine only: off in production and on a PostgreSQL server, unless asked for', () => {
    const demo = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).demoSeed;
    expect(demo({})).toBe(true);
    expect(demo({ NODE_ENV: 'production' })).toBe(false);
    expect(demo({ DATABASE_URL: 'postgres://u@db/contas' })).toBe(false);
    expect(demo({ NODE_ENV: 'production', DEMO_SEED: 'on' })).toBe(true);
    expect(demo({ DATABASE_URL: 'postgres://u@db/contas', DEMO_SEED: 'on' })).toBe(true);
    expect(demo({ DEMO_SEED: 'off' })).toBe(false);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses and ranges', () => {
    const confia = (valor?: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...(valor === undefined ? {} : { TRUST_PROXY: valor }) }).trustProxy;
    expect(confia()).toBe(false);
    expect(confia('off')).toBe(false);
    expect(confia('1')).toBe(1);
    expect(confia('10.0.0.5, 192.168.0.0/16,loopback,::1')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const mau of ['sim', '10.0.0.300', '10.0.0.0/33', 'true']) {
      expect(() => confia(mau), mau).toThrow(/TRUST_PROXY: use off, o número de proxies/);
    }
  });

  it('reads the shutdown deadline, the request log switch and the log level, in Portuguese when wrong', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SHUTDOWN_TIMEOUT: '5',
      LOG_REQUESTS: 'off',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ shutdownTimeoutMs: 5_000, logRequests: false, logLevel: 'warn' });
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      shutdownTimeoutMs: 30_000,
      logRequests: true,
    });
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        SHUTDOWN_TIMEOUT: '0',
        LOG_REQUESTS: 'talvez',
        LOG_LEVEL: 'verbose',
      });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems.sort()).toEqual([
      'LOG_LEVEL: use fatal, error, warn, info, debug, trace, silent',
      'LOG_REQUESTS: use on ou off',
      'SHUTDOWN_TIMEOUT: deve ser pelo menos 1 segundo',
    ]);
  });
});
