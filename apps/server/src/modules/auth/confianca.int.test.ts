import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  criarEmpresaDeTeste,
  linkDeVerificacao,
  startTestApp,
  type TestApp,
  uniqueEmail,
  uniqueNif,
} from '../../../test/test-app';
import type { Email } from '../../mail/mailer';
import { LIMITE_DE_REENVIOS, LIMITES_DE_RECUPERACAO } from './auth.service';

// Issue 13: each attack an attacker reproduced on the landed server, as a test.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let endereco = 0;
/** A fresh client address, so that one test's limits never touch another's. */
const novoEndereco = () => `10.130.${Math.floor(++endereco / 250)}.${endereco % 250}`;

async function entrar(email: string, senha = 'segredo1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, senha },
    remoteAddress: novoEndereco(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string };
}

async function registar(email: string, remoteAddress = novoEndereco()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { nome: 'Quem Chega', email, senha: 'segredo1', telefone: '' },
    remoteAddress,
  });
}

const verificar = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/verificar-email/${token}` });

describe('1. invitations belong to a verified address', () => {
  it('whoever signs up first with an invited address sees and accepts nothing until the address is proven', async () => {
    const admin = await createUser(t);
    const empresa = await criarEmpresaDeTeste(t, { membros: [[admin, 'admin']], lojas: ['Loja'] });
    const convidado = uniqueEmail('convidado');
    const convite = await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${empresa.id}/invite`,
      headers: admin.auth,
      payload: { emailConvite: convidado, role: 'editor' },
    });
    expect(convite.statusCode).toBe(201);

    // The squatter signs up with the invited address (but cannot read its mail).
    const registo = await registar(convidado);
    expect(registo.statusCode).toBe(201);
    const userId = registo.json().user._id as string;
    const { accessToken } = await entrar(convidado);
    const auth = { authorization: `Bearer ${accessToken}` };
    const pendentes = await t.app.inject({
      method: 'GET',
      url: `/get/${userId}/pending-invites`,
      headers: auth,
    });
    expect(pendentes.json()).toEqual([]);
    const conviteId = (
      await t.pool.query<{ id: string }>('select id from convites where lower(email) = lower($1)', [
        convidado,
      ])
    ).rows[0]?.id as string;
    for (const acao of ['accept-invite', 'reject-invite']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/${acao}/${conviteId}`,
        headers: auth,
      });
      expect(res.statusCode, acao).toBe(403);
      expect(res.json().message).toContain('Confirme primeiro o seu e-mail');
    }
    const membros = await t.pool.query('select 1 from membros where empresa_id = $1 and user_id = $2', [
      empresa.id,
      userId,
    ]);
    expect(membros.rowCount).toBe(0);

    // The address's owner opens the link: now the invitation is theirs to accept.
    expect((await verificar(await linkDeVerificacao(t, convidado))).statusCode).toBe(200);
    const depois = await t.app.inject({
      method: 'GET',
      url: `/get/${userId}/pending-invites`,
      headers: auth,
    });
    expect(depois.json()).toHaveLength(1);
    const aceite = await t.app.inject({
      method: 'POST',
      url: `/api/user/accept-invite/${conviteId}`,
      headers: auth,
    });
    expect(aceite.statusCode).toBe(200);
    expect(aceite.json().role).toBe('editor');
  });

  it('the link works once, within 24 hours; a new one retires the old', async () => {
    const email = uniqueEmail();
    expect((await registar(email)).statusCode).toBe(201);
    const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Contas Claras — confirme o seu e-mail');
    expect(mail?.text).toMatch(/http:\/\/contas\.test\/verificar-email\/[A-Za-z0-9_-]{40,}/);
    const primeiro = await linkDeVerificacao(t, email);

    const { accessToken } = await entrar(email);
    const auth = { authorization: `Bearer ${accessToken}` };
    const reenvio = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reenviar-verificacao',
      headers: auth,
    });
    expect(reenvio.statusCode).toBe(200);
    const segundo = await linkDeVerificacao(t, email);
    expect(segundo).not.toBe(primeiro);
    const velho = await verificar(primeiro);
    expect(velho.statusCode).toBe(400);
    expect(velho.json().message).toBe('O link de confirmação é inválido ou expirou. Peça um novo.');

    // 24 hours later the link is dead.
    const agora = t.clock.now;
    t.clock.now = new Date(agora.getTime() + 24 * 3600_000 + 1000);
    try {
      expect((await verificar(segundo)).statusCode).toBe(400);
    } finally {
      t.clock.now = agora;
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/reenviar-verificacao', headers: auth });
    const terceiro = await linkDeVerificacao(t, email);
    expect((await verificar(terceiro)).json()).toEqual({
      message: 'E-mail confirmado. Já pode aceitar os convites que lhe enviarem.',
    });
    expect((await verificar(terceiro)).statusCode).toBe(400);
    const jaConfirmado = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reenviar-verificacao',
      headers: auth,
    });
    expect(jaConfirmado.json()).toEqual({ message: 'O seu e-mail já está confirmado.' });
  });

  it('resending is limited to a few an hour', async () => {
    const email = uniqueEmail();
    await registar(email);
    const { accessToken } = await entrar(email);
    const auth = { authorization: `Bearer ${accessToken}` };
    for (let i = 0; i < LIMITE_DE_REENVIOS; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reenviar-verificacao',
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
    }
    const demais = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reenviar-verificacao',
      headers: auth,
    });
    expect(demais.statusCode).toBe(429);
    expect(demais.json().message).toBe('Demasiados pedidos. Tente novamente mais tarde.');
    expect(Number(demais.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an account from before verification existed must verify first', async () => {
    const antigo = await createUser(t, { staff: true });
    await t.pool.query('update users set email_verificado_em = null where id = $1', [antigo.id]);
    const criar = await t.app.inject({
      method: 'POST',
      url: '/api/criar-empresa',
      headers: antigo.auth,
      payload: {
        nome: 'Antiga, Lda',
        nif: uniqueNif(),
        email: 'geral@antiga.pt',
        endereco: '',
        telefone: '',
      },
    });
    expect(criar.statusCode).toBe(403);
    expect(criar.json().message).toContain('Confirme primeiro o seu e-mail');
  });
});

describe('2. staff is a verified address of exactly the staff domain', () => {
  const criarEmpresa = (auth: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/criar-empresa',
      headers: auth,
      payload: {
        nome: 'Ocupada, Lda',
        nif: uniqueNif(),
        email: 'geral@ocupada.pt',
        endereco: '',
        telefone: '',
      },
    });

  it('a look-alike domain creates no company', async () => {
    for (const email of [
      `x-${Date.now()}@contasclaras.pt.evil.example`,
      `x-${Date.now()}@sub.contasclaras.pt`,
      `x-${Date.now()}@naocontasclaras.pt`,
    ]) {
      const user = await createUser(t, { email });
      const res = await criarEmpresa(user.auth);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().message).toBe('Sem permissão para criar empresas.');
    }
  });

  it('the staff domain unverified creates no company; verified, it does', async () => {
    const email = `pessoal-${Date.now()}@contasclaras.pt`;
    const naoVerificado = await createUser(t, { email, verificado: false });
    expect((await criarEmpresa(naoVerificado.auth)).statusCode).toBe(403);
    expect((await verificar(await linkDeVerificacao(t, email))).statusCode).toBe(200);
    expect((await criarEmpresa(naoVerificado.auth)).statusCode).toBe(201);
  });
});

describe('3. a reset retires every other reset link', () => {
  it('an older unused link no longer resets the password', async () => {
    const user = await createUser(t);
    const pedir = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: novoEndereco(),
      });
    const links = async () =>
      (await t.mails())
        .filter((m) => m.to === user.email && m.subject.includes('redefinir'))
        .map((m) => /\/reset-password\/(\S+)/.exec(m.text)?.[1] as string);
    await pedir();
    await pedir();
    const [antigo, recente] = await links();
    expect(antigo).toBeDefined();
    expect(recente).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${recente}`,
      payload: { newPassword: 'nova-senha-1' },
    });
    expect(reset.statusCode).toBe(200);
    const tomada = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${antigo}`,
      payload: { newPassword: 'do-atacante' },
    });
    expect(tomada.statusCode).toBe(400);
    expect(tomada.json().message).toBe('O link de redefinição é inválido ou expirou. Peça um novo.');
    await entrar(user.email, 'nova-senha-1');
  });
});

describe('4. the login limit counts the real client address', () => {
  async function falhar(app: TestApp, email: string, remoteAddress: string, encaminhado: string) {
    return app.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, senha: 'errada-1' },
      remoteAddress,
      headers: { 'x-forwarded-for': encaminhado },
    });
  }

  it('a spoofed X-Forwarded-For does not restart the limit when no proxy is trusted', async () => {
    const user = await createUser(t);
    const estados: number[] = [];
    for (let i = 0; i < 7; i++)
      estados.push((await falhar(t, user.email, '10.131.0.1', `203.0.113.${i}`)).statusCode);
    expect(estados).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('behind a trusted proxy (TRUST_PROXY=1) the client named by the proxy is counted', async () => {
    const atras = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await createUser(atras);
      for (let i = 0; i < 5; i++)
        expect((await falhar(atras, user.email, '10.131.0.2', '198.51.100.1')).statusCode).toBe(401);
      expect((await falhar(atras, user.email, '10.131.0.2', '198.51.100.1')).statusCode).toBe(429);
      // Another client behind the same proxy is not held back by the first one's failures.
      expect((await falhar(atras, user.email, '10.131.0.2', '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await atras.close();
    }
  });
});

describe('8. logout ends access', () => {
  it('the access token is refused after logout, with or without the refresh token in the body', async () => {
    const user = await createUser(t);
    const perfil = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/get/${user.id}/profile`,
        headers: { authorization: `Bearer ${token}` },
      });
    const sessao = await entrar(user.email);
    expect((await perfil(sessao.accessToken)).statusCode).toBe(200);
    const saida = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: sessao.refreshToken },
    });
    expect(saida.statusCode).toBe(204);
    expect((await perfil(sessao.accessToken)).statusCode).toBe(401);

    // A client that sends only its access token (header or cookie) ends that session too.
    const outra = await entrar(user.email);
    const terceira = await entrar(user.email);
    await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { accessToken: outra.accessToken } });
    expect((await perfil(outra.accessToken)).statusCode).toBe(401);
    // Other sessions of the same account go on.
    expect((await perfil(terceira.accessToken)).statusCode).toBe(200);
  });

  it('a refresh token stolen and used after its holder moved on ends the session’s access tokens too', async () => {
    const user = await createUser(t);
    const sessao = await entrar(user.email);
    const renovar = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
    const segundo = (await renovar(sessao.refreshToken)).json() as { refreshToken: string };
    const terceiro = (await renovar(segundo.refreshToken)).json() as { accessToken: string };
    expect((await renovar(sessao.refreshToken)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/${user.id}/profile`,
      headers: { authorization: `Bearer ${terceiro.accessToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('10. rate limits on forgot-password and sign-up', () => {
  it('forgot-password: a few an hour per address, then 429 in Portuguese; the hour after, again', async () => {
    const user = await createUser(t);
    const pedir = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email.toUpperCase() },
        remoteAddress: novoEndereco(),
      });
    for (let i = 0; i < LIMITES_DE_RECUPERACAO.email; i++) expect((await pedir()).statusCode).toBe(200);
    const demais = await pedir();
    expect(demais.statusCode).toBe(429);
    expect(demais.json().message).toBe('Demasiados pedidos de redefinição. Tente novamente mais tarde.');
    expect(Number(demais.headers['retry-after'])).toBeGreaterThan(3000);
    expect(
      (await t.mails()).filter((m) => m.to === user.email && m.subject.includes('redefinir')),
    ).toHaveLength(LIMITES_DE_RECUPERACAO.email);
    const agora = t.clock.now;
    t.clock.now = new Date(agora.getTime() + 3601_000);
    try {
      expect((await pedir()).statusCode).toBe(200);
    } finally {
      t.clock.now = agora;
    }
  });

  it('forgot-password: a limit per client address, whatever the addresses asked for', async () => {
    const ip = novoEndereco();
    const estados: number[] = [];
    for (let i = 0; i <= LIMITES_DE_RECUPERACAO.endereco; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail('alvo') },
        remoteAddress: ip,
      });
      estados.push(res.statusCode);
    }
    expect(estados.filter((s) => s === 200)).toHaveLength(LIMITES_DE_RECUPERACAO.endereco);
    expect(estados.at(-1)).toBe(429);
  });

  it('sign-up: SIGNUP_RATE_LIMIT accounts an hour per client address', async () => {
    const limitada = await startTestApp({ SIGNUP_RATE_LIMIT: '2' });
    try {
      const registo = (remoteAddress: string) =>
        limitada.app.inject({
          method: 'POST',
          url: '/api/signup',
          payload: { nome: 'Em Massa', email: uniqueEmail('massa'), senha: 'segredo1', telefone: '' },
          remoteAddress,
        });
      expect((await registo('10.132.0.1')).statusCode).toBe(201);
      expect((await registo('10.132.0.1')).statusCode).toBe(201);
      const demais = await registo('10.132.0.1');
      expect(demais.statusCode).toBe(429);
      expect(demais.json().message).toBe(
        'Demasiadas contas criadas a partir deste endereço. Tente novamente mais tarde.',
      );
      expect((await registo('10.132.0.2')).statusCode).toBe(201);
    } finally {
      await limitada.close();
    }
  });
});

describe('12. forgot-password answers before it looks the address up', () => {
  it('answers known and unknown addresses alike while the e-mail is still being sent', async () => {
    const enviados: Email[] = [];
    let libertar: () => void = () => undefined;
    const preso = new Promise<void>((resolve) => {
      libertar = resolve;
    });
    // A mail server that holds every message until released: an answer that waited for it would never come.
    const lenta = await startTestApp(
      {},
      {
        mailer: {
          async send(email) {
            await preso;
            enviados.push(email);
          },
        },
      },
    );
    try {
      const conhecido = uniqueEmail('conhecido');
      const registo = await lenta.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { nome: 'Conhecido', email: conhecido, senha: 'segredo1', telefone: '' },
      });
      expect(registo.statusCode).toBe(201);
      const pedir = (email: string) =>
        lenta.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const [sim, nao] = await Promise.all([pedir(conhecido), pedir(uniqueEmail('desconhecido'))]);
      expect(sim.statusCode).toBe(200);
      expect(sim.body).toBe(nao.body);
      expect(enviados).toHaveLength(0);
      libertar();
      await lenta.app.tarefas.esperar();
      expect(enviados.map((m) => [m.to, m.subject])).toEqual([
        [conhecido, 'Contas Claras — confirme o seu e-mail'],
        [conhecido, 'Contas Claras — redefinir a palavra-passe'],
      ]);
    } finally {
      libertar();
      await lenta.close();
    }
  });
});
