import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { hashPassword } from '../modules/auth/passwords';
import { UsersRepository } from '../modules/auth/users.repository';

export const DEMO_EMAIL = 'demo@contasclaras.pt';

export type DemoLogin = { email: string; senha: string };

/**
 * First start: a demo account so a new user can sign in at once. Its password is random, kept in
 * DATA_DIR/demo-login.json and printed at every start; nothing happens if the account exists.
 */
export async function seedDemo(pool: pg.Pool, dataDir: string): Promise<DemoLogin | undefined> {
  const file = path.join(dataDir, 'demo-login.json');
  const users = new UsersRepository(pool);
  const existing = await users.findByEmailWithHash(DEMO_EMAIL);
  if (existing) {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoLogin) : undefined;
  }
  const login: DemoLogin = { email: DEMO_EMAIL, senha: `demo-${randomBytes(4).toString('hex')}` };
  const created = await users.create({
    nome: 'Utilizador Demonstração',
    email: login.email,
    telefone: '+351 210 000 000',
    passwordHash: await hashPassword(login.senha),
  });
  if (!created) return undefined;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  return login;
}
