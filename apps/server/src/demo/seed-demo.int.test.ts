import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_EDITOR_EMAIL, DEMO_EMAIL, seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.pool.query('delete from users where email in ($1, $2)', [DEMO_EMAIL, DEMO_EDITOR_EMAIL]);
  await t.pool.query("delete from empresas where nif = '509999999'");
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('seeds once a demo admin of a company with two stores and an editor, who can sign in', async () => {
    const login = await seedDemo(t.pool, t.dataDir);
    expect(login?.email).toBe(DEMO_EMAIL);
    expect(existsSync(path.join(t.dataDir, 'demo-login.json'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(t.dataDir, 'demo-login.json'), 'utf8'))).toEqual(login);
    expect(await seedDemo(t.pool, t.dataDir)).toEqual(login);

    const signIn = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, senha: login?.senha },
        remoteAddress: '10.77.0.1',
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().accessToken}` };
    };
    const admin = await signIn(DEMO_EMAIL);
    const { rows } = await t.pool.query("select id from empresas where nif = '509999999'");
    const empresa = (
      await t.app.inject({ method: 'GET', url: `/get/empresa/${rows[0].id}`, headers: admin })
    ).json();
    expect(empresa.role).toBe('admin');
    expect(empresa.lojas.map((l: { nome: string }) => l.nome)).toEqual(['Loja Baixa', 'Loja Parque']);
    expect(
      empresa.users.map((u: { user: { email: string }; role: string }) => [u.user.email, u.role]).sort(),
    ).toEqual([
      [DEMO_EMAIL, 'admin'],
      [DEMO_EDITOR_EMAIL, 'editor'],
    ]);
    const editor = await signIn(DEMO_EDITOR_EMAIL);
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/empresa/${rows[0].id}`, headers: editor })).json().role,
    ).toBe('editor');
  });
});
