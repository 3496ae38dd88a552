import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDeVerificacao, startTestApp, type TestApp, uniqueEmail } from '../../../test/test-app';
import { esperaDeLogin, TENTATIVAS_LIVRES } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signup(email: string, senha = 'segredo1', remoteAddress = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { nome: 'Ana Silva', email, senha, telefone: '912345678' },
    remoteAddress,
  });
}

async function login(email: string, senha: string, remoteAddress = '10.0.0.2') {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { email, senha }, remoteAddress });
}

async function tokensFor(email: string, senha = 'segredo1') {
  const res = await login(
    email,
    senha,
    `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string };
}

describe('sign-up', () => {
  it('creates the user and never echoes the password or its hash', async () => {
    const email = uniqueEmail();
    const res = await signup(email);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Utilizador criado com sucesso!');
    expect(body.user).toMatchObject({ nome: 'Ana Silva', email, telefone: '912345678' });
    expect(res.body).not.toContain('segredo1');
    expect(res.body).not.toContain('argon2');
    const { rows } = await t.pool.query('select password_hash from users where email = $1', [email]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already registered, whatever its letter case', async () => {
    const email = uniqueEmail('Maiusculas');
    expect((await signup(email)).statusCode).toBe(201);
    const again = await signup(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Já existe uma conta com este e-mail.' });
  });

  it.each([
    [{ email: uniqueEmail(), senha: 'segredo1' }, 'O nome é obrigatório.'],
    [{ nome: '  ', email: uniqueEmail(), senha: 'segredo1' }, 'O nome é obrigatório.'],
    [{ nome: 'Ana', senha: 'segredo1' }, 'O e-mail é obrigatório.'],
    [{ nome: 'Ana', email: 'sem-arroba', senha: 'segredo1' }, 'O e-mail não é válido.'],
    [{ nome: 'Ana', email: uniqueEmail() }, 'A palavra-passe é obrigatória.'],
    [
      { nome: 'Ana', email: uniqueEmail(), senha: '12345' },
      'A palavra-passe deve ter pelo menos 6 caracteres.',
    ],
    [
      { nome: 'Ana', email: uniqueEmail(), senha: 'segredo1', telefone: 'abc' },
      'O telefone só pode ter algarismos, espaços e + ( ) -.',
    ],
  ])('validates %j', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 4xx, never 5xx, to malformed JSON, wrong types and oversized bodies', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome": "Ana",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'O corpo do pedido não é JSON válido.' });

    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { nome: 42, email: ['x'], senha: { a: 1 } },
    });
    expect(wrongTypes.statusCode).toBe(400);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ nome: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'O pedido é demasiado grande.' });

    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('login and tokens', () => {
  it('answers an access token with _id and email that expires after 1 hour, and a refresh token', async () => {
    const email = uniqueEmail();
    const created = (await signup(email)).json();
    const { accessToken, refreshToken } = await tokensFor(email.toUpperCase());
    const claims = decodeJwt(accessToken);
    expect(claims._id).toBe(created.user._id);
    expect(claims.email).toBe(email);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(refreshToken.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses a wrong password or an unknown e-mail with the same answer', async () => {
    const email = uniqueEmail();
    await signup(email);
    const wrong = await login(email, 'errada1', '10.9.0.1');
    const unknown = await login(uniqueEmail(), 'errada1', '10.9.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Credenciais inválidas.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires e-mail and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.pt' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O e-mail e a palavra-passe são obrigatórios.');
  });

  it('five failures at one address: the sixth try there waits a minute, even with the right password', async () => {
    const email = uniqueEmail();
    await signup(email);
    for (let i = 0; i < TENTATIVAS_LIVRES.contaNoEndereco; i++) {
      expect((await login(email, 'errada1', '10.20.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(email, 'segredo1', '10.20.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Muitas tentativas de login falhadas. Tente novamente mais tarde.',
    });
    expect(blocked.headers['retry-after']).toBe('60');
    // The owner, elsewhere, is not held back by what was tried at that address.
    expect((await login(email, 'segredo1', '10.20.0.2')).statusCode).toBe(200);
  });

  it('the wait grows with each further failure (1, 2, 4, 8 minutes…) up to 15 minutes, and then lets a try through', async () => {
    const email = uniqueEmail();
    await signup(email);
    const endereco = '10.21.0.1';
    const inicio = t.clock.now.getTime();
    try {
      for (let i = 0; i < TENTATIVAS_LIVRES.contaNoEndereco; i++) await login(email, 'errada1', endereco);
      const esperas: string[] = [];
      for (const esperado of [60, 120, 240, 480, 900, 900]) {
        const recusado = await login(email, 'segredo1', endereco);
        expect(recusado.statusCode).toBe(429);
        esperas.push(recusado.headers['retry-after'] as string);
        t.clock.now = new Date(t.clock.now.getTime() + esperado * 1000);
        expect((await login(email, 'errada1', endereco)).statusCode).toBe(401);
      }
      expect(esperas).toEqual(['60', '120', '240', '480', '900', '900']);
      t.clock.now = new Date(t.clock.now.getTime() + 900_000);
      expect((await login(email, 'segredo1', endereco)).statusCode).toBe(200);
    } finally {
      t.clock.now = new Date(inicio);
    }
  });

  it('an address that fails on many accounts waits, other addresses do not', async () => {
    const address = '10.30.0.1';
    for (let i = 0; i < TENTATIVAS_LIVRES.endereco; i++) {
      expect((await login(uniqueEmail(), 'errada1', address)).statusCode).toBe(401);
    }
    const email = uniqueEmail();
    await signup(email);
    expect((await login(email, 'segredo1', address)).statusCode).toBe(429);
    expect((await login(email, 'segredo1', '10.30.0.2')).statusCode).toBe(200);
  });

  it('many addresses failing on one account hold back new addresses, never one the owner signed in from', async () => {
    const email = uniqueEmail();
    await signup(email);
    expect((await login(email, 'segredo1', '10.40.0.1')).statusCode).toBe(200);
    for (let i = 0; i < TENTATIVAS_LIVRES.conta; i++) {
      expect((await login(email, 'errada1', `10.41.0.${i}`)).statusCode).toBe(401);
    }
    const novo = await login(email, 'segredo1', '10.42.0.1');
    expect(novo.statusCode).toBe(429);
    expect(novo.headers['retry-after']).toBe('60');
    expect((await login(email, 'segredo1', '10.40.0.1')).statusCode).toBe(200);
  });

  it('a password reset lifts the throttle on the account', async () => {
    const email = uniqueEmail();
    await signup(email);
    for (let i = 0; i < TENTATIVAS_LIVRES.contaNoEndereco; i++) await login(email, 'errada1', '10.50.0.1');
    expect((await login(email, 'segredo1', '10.50.0.1')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const token = /\/reset-password\/(\S+)/.exec((await t.mails()).at(-1)?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'outra-senha' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'outra-senha', '10.50.0.1')).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  const renovar = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });

  it('rotates the refresh token; one used after a newer one was used revokes the whole family', async () => {
    const email = uniqueEmail();
    await signup(email);
    const first = await tokensFor(email);
    const rotated = await renovar(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken).email).toBe(email);
    // The holder takes the rotation: the second token is used.
    const third = (await renovar(second.refreshToken)).json();
    expect(third.accessToken).toBeDefined();

    // The first token again, after a newer one was used: a stolen copy.
    const reuse = await renovar(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(
      'Sessão terminada por segurança: o token de renovação já tinha sido usado.',
    );
    // The legitimate holder's newest token is dead too, and so are the session's access tokens.
    expect((await renovar(third.refreshToken)).statusCode).toBe(401);
    const perfil = await t.app.inject({
      method: 'GET',
      url: `/get/${decodeJwt(third.accessToken)._id}/profile`,
      headers: { authorization: `Bearer ${third.accessToken}` },
    });
    expect(perfil.statusCode).toBe(401);
  });

  it('a client that keeps its first refresh token (SPEC §7) stays signed in while it never takes the rotation', async () => {
    const email = uniqueEmail();
    await signup(email);
    const first = await tokensFor(email);
    const acessos: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await renovar(first.refreshToken);
      expect(res.statusCode, `renovação ${i + 1}`).toBe(200);
      acessos.push(res.json().accessToken);
    }
    const userId = decodeJwt(first.accessToken)._id as string;
    for (const acesso of acessos) {
      const perfil = await t.app.inject({
        method: 'GET',
        url: `/get/${userId}/profile`,
        headers: { authorization: `Bearer ${acesso}` },
      });
      expect(perfil.statusCode).toBe(200);
    }
    // Each refresh retired the unused token before it: only the newest one rotation may still be taken.
    const { rows } = await t.pool.query<{ ativos: number }>(
      `select count(*)::int as ativos from refresh_tokens
       where user_id = $1 and revoked_at is null and used_at is null`,
      [userId],
    );
    expect(rows[0]?.ativos).toBe(1);
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);

    const email = uniqueEmail();
    await signup(email);
    const { refreshToken } = await tokensFor(email);
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 31 * 86_400_000);
    try {
      const expired = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Sessão expirada. Inicie sessão novamente.');
    } finally {
      t.clock.now = realNow;
    }
  });

  it('logout revokes the refresh token', async () => {
    const email = uniqueEmail();
    await signup(email);
    const { accessToken, refreshToken } = await tokensFor(email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
    expect(after.statusCode).toBe(401);
  });
});

describe('access tokens on protected routes', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const email = uniqueEmail();
    const { user } = (await signup(email)).json();
    const url = `/get/${user._id}/profile`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);

    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() - 2 * 3600_000);
    const old = await tokensFor(email);
    t.clock.now = realNow;
    const expired = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${old.accessToken}` },
    });
    expect(expired.statusCode).toBe(401);

    const fresh = await tokensFor(email);
    const ok = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${fresh.accessToken}` },
    });
    expect(ok.statusCode).toBe(200);
    const viaCookie = await t.app.inject({ method: 'GET', url, cookies: { accessToken: fresh.accessToken } });
    expect(viaCookie.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  async function resetLinkFor(email: string): Promise<string> {
    const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Contas Claras — redefinir a palavra-passe');
    const link = /http:\/\/contas\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    return link?.[1] ?? '';
  }

  it('answers the same for known and unknown e-mails and mails a link only to the known one', async () => {
    const email = uniqueEmail();
    await signup(email);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    const stranger = uniqueEmail();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: stranger },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await t.mails()).some((m) => m.to === stranger)).toBe(false);
    const token = await resetLinkFor(email);
    const { rows } = await t.pool.query('select token_hash from password_resets where token_hash = $1', [
      token,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('sets a new password once, signs out every session, and the link cannot be used again', async () => {
    const email = uniqueEmail();
    const { user } = (await signup(email)).json();
    const before = await tokensFor(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const token = await resetLinkFor(email);

    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: '123' },
    });
    expect(mismatch.statusCode).toBe(400);

    // Token issued inside this second: move the clock so the reset counts as later.
    await new Promise((r) => setTimeout(r, 1100));
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'novo-segredo' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Palavra-passe redefinida com sucesso. Já pode iniciar sessão.');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'outro-segredo' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('O link de redefinição é inválido ou expirou. Peça um novo.');

    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: before.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);
    const oldAccess = await t.app.inject({
      method: 'GET',
      url: `/get/${user._id}/profile`,
      headers: { authorization: `Bearer ${before.accessToken}` },
    });
    expect(oldAccess.statusCode).toBe(401);
    expect((await login(email, 'segredo1', '10.40.0.1')).statusCode).toBe(401);
    expect((await login(email, 'novo-segredo', '10.40.0.2')).statusCode).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const email = uniqueEmail();
    await signup(email);
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() - 61 * 60_000);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    t.clock.now = realNow;
    const token = await resetLinkFor(email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'novo-segredo' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('shows and edits one’s own profile; e-mail not editable; another id is not found', async () => {
    const email = uniqueEmail();
    const { user } = (await signup(email)).json();
    const { accessToken } = await tokensFor(email);
    const headers = { authorization: `Bearer ${accessToken}` };

    const profile = await t.app.inject({ method: 'GET', url: `/get/${user._id}/profile`, headers });
    expect(profile.json()).toEqual({
      _id: user._id,
      nome: 'Ana Silva',
      email,
      telefone: '912345678',
      emailVerificado: false,
      podeCriarEmpresas: false,
      empresas: [],
    });

    const other = (await signup(uniqueEmail())).json().user;
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/${other._id}/profile`, headers })).statusCode,
    ).toBe(404);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/put/user/profile',
      headers,
      payload: { nome: '  Ana Maria Silva ', email, telefone: ' +351 912 345 678 ' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().user).toMatchObject({ nome: 'Ana Maria Silva', telefone: '+351 912 345 678', email });

    const changeEmail = await t.app.inject({
      method: 'PUT',
      url: '/put/user/profile',
      headers,
      payload: { nome: 'Ana', email: 'outro@exemplo.pt', telefone: '' },
    });
    expect(changeEmail.statusCode).toBe(400);
    expect(changeEmail.json().message).toBe('O e-mail não pode ser alterado.');
  });

  it('tells provider staff they may create companies, once their address is verified', async () => {
    const email = `staff-${Date.now()}@contasclaras.pt`;
    const { user } = (await signup(email)).json();
    const { accessToken } = await tokensFor(email);
    const perfil = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/get/${user._id}/profile`,
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).json();
    expect(await perfil()).toMatchObject({ emailVerificado: false, podeCriarEmpresas: false });
    const token = await linkDeVerificacao(t, email);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/auth/verificar-email/${token}` })).statusCode,
    ).toBe(200);
    expect(await perfil()).toMatchObject({ emailVerificado: true, podeCriarEmpresas: true });
  });
});

describe('public configuration', () => {
  it('exposes the shutdown warning setting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ shutdownWarning: { enabled: false, hora: '19:00' } });
  });
});

describe('esperaDeLogin', () => {
  it('nothing while under the free tries, then doubling from a minute, at most 15 minutes', () => {
    expect([0, 4].map((f) => esperaDeLogin(f, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 30].map((f) => esperaDeLogin(f, 5))).toEqual([
      60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});
