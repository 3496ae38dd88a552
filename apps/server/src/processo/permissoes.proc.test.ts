import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { iniciarServidor, pedir } from '../../test/servidor-processo';

// DATA_DIR holds the database, the JWT secret and live reset links: the server's user alone may read them.
const novaPasta = pastasTemporarias('contas-permissoes-');
const modo = (caminho: string) => statSync(caminho).mode & 0o777;

function abertosAosOutros(pasta: string): string[] {
  return readdirSync(pasta, { recursive: true, encoding: 'utf8' })
    .map((nome) => path.join(pasta, nome))
    .filter((caminho) => modo(caminho) & 0o077);
}

describe('permissions under DATA_DIR', () => {
  it('a new data folder: 0700, its database files closed to others, secrets and the outbox 0600', async () => {
    const dataDir = path.join(novaPasta(), 'dados');
    // No JWT_SECRET: the server makes its own and keeps it in DATA_DIR.
    const servidor = await iniciarServidor({
      DATA_DIR: dataDir,
      DEMO_SEED: 'on',
      LOG_REQUESTS: 'off',
      JWT_SECRET: '',
    });
    await servidor.pronto;
    await pedir(servidor.url, '/api/auth/forgot-password', { email: 'demo@cafe-demo.pt' });
    servidor.processo.kill('SIGTERM');
    expect((await servidor.terminou).codigo).toBe(0);

    expect(modo(dataDir)).toBe(0o700);
    expect(abertosAosOutros(path.join(dataDir, 'pgdata'))).toEqual([]);
    expect(modo(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(modo(path.join(dataDir, 'demo-login.json'))).toBe(0o600);
    expect(modo(path.join(dataDir, 'outbox'))).toBe(0o700);
    expect(modo(path.join(dataDir, 'outbox', 'mensagens.txt'))).toBe(0o600);
  });

  it('a folder an older version left readable is closed at start; a file of the owner’s own is left alone', async () => {
    const dataDir = novaPasta();
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'outbox', 'mensagens.txt'), 'antiga\n', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'jwt-secret'), `${'s'.repeat(64)}\n`, { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'notas-do-dono.txt'), 'minhas\n', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dataDir, 'notas-do-dono.txt'), 0o644);

    const servidor = await iniciarServidor({ DATA_DIR: dataDir, DEMO_SEED: 'off', LOG_REQUESTS: 'off' });
    await servidor.pronto;
    servidor.processo.kill('SIGTERM');
    expect((await servidor.terminou).codigo).toBe(0);

    expect(modo(dataDir)).toBe(0o700);
    expect(modo(path.join(dataDir, 'outbox'))).toBe(0o700);
    expect(modo(path.join(dataDir, 'outbox', 'mensagens.txt'))).toBe(0o600);
    expect(modo(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(modo(path.join(dataDir, 'notas-do-dono.txt'))).toBe(0o644);
  });
});
