import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '../../../test/test-app';
import { TENTATIVAS_DE_SENHA_POR_HORA } from './conta.service';

let t: TestApp;
let endereco = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** createUser signs up with this password. */
const SENHA = 'segredo1';

async function login(email: string, senha = SENHA) {
  endereco += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, senha },
    remoteAddress: `10.77.${Math.floor(endereco / 250)}.${endereco % 250}`,
  });
}

/** A second session of the same account. */
async function outraSessao(user: TestUser) {
  const res = await login(user.email);
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, refreshToken } = res.json() as { accessToken: string; refreshToken: string };
  return { auth: { authorization: `Bearer ${accessToken}` }, refreshToken };
}

const perfil = (user: TestUser, auth = user.auth) =>
  t.app.inject({ method: 'GET', url: `/get/${user.id}/profile`, headers: auth });
const mudarSenha = (auth: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/put/user/password', headers: auth, payload: payload as object });
const eliminarConta = (auth: Record<string, string>, senha: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/eliminar-conta', headers: auth, payload: { senha } });
const exportar = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/get/user/dados', headers: auth });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });

describe('PUT /put/user/password', () => {
  it('checks the current password and the new one, each refusal under its field', async () => {
    const user = await createUser(t);
    const errada = await mudarSenha(user.auth, { senhaAtual: 'errada1', novaSenha: 'nova-senha' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toEqual({
      message: 'A palavra-passe atual não está correta.',
      detalhes: { campo: 'senhaAtual' },
    });
    const igual = await mudarSenha(user.auth, { senhaAtual: SENHA, novaSenha: SENHA });
    expect(igual.json()).toEqual({
      message: 'A nova palavra-passe tem de ser diferente da atual.',
      detalhes: { campo: 'novaSenha' },
    });
    const curta = await mudarSenha(user.auth, { senhaAtual: SENHA, novaSenha: '12345' });
    expect(curta.json()).toEqual({
      message: 'A palavra-passe deve ter pelo menos 6 caracteres.',
      detalhes: { campo: 'novaSenha' },
    });
    const semAtual = await mudarSenha(user.auth, { novaSenha: 'nova-senha' });
    expect(semAtual.json().message).toBe('Indique a palavra-passe atual.');
    // Nothing changed: the old password still signs in.
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('changes it; this session goes on, every other one ends, and older reset links stop working', async () => {
    const user = await createUser(t);
    const outra = await outraSessao(user);
    const aMinha = await outraSessao(user);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mail = (await t.mails())
      .filter((m) => m.to === user.email && m.text.includes('/reset-password/'))
      .at(-1);
    const tokenReset = /\/reset-password\/(\S+)/.exec(mail?.text ?? '')?.[1];
    expect(tokenReset).toBeDefined();

    const res = await mudarSenha(aMinha.auth, { senhaAtual: SENHA, novaSenha: 'nova-senha-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Palavra-passe alterada. As outras sessões desta conta foram terminadas.',
    });

    expect((await perfil(user, aMinha.auth)).statusCode).toBe(200);
    expect((await refresh(aMinha.refreshToken)).statusCode).toBe(200);
    expect((await perfil(user, outra.auth)).statusCode).toBe(401);
    expect((await refresh(outra.refreshToken)).statusCode).toBe(401);
    expect((await perfil(user)).statusCode).toBe(401);

    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, 'nova-senha-2')).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${tokenReset}`,
      payload: { newPassword: 'outra-senha' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it(`allows ${TENTATIVAS_DE_SENHA_POR_HORA} tries of the current password an hour`, async () => {
    const user = await createUser(t);
    for (let i = 0; i < TENTATIVAS_DE_SENHA_POR_HORA; i++)
      expect(
        (await mudarSenha(user.auth, { senhaAtual: `errada${i}`, novaSenha: 'nova-senha' })).statusCode,
      ).toBe(400);
    const bloqueada = await mudarSenha(user.auth, { senhaAtual: SENHA, novaSenha: 'nova-senha' });
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json().message).toBe(
      'Demasiadas tentativas com a palavra-passe. Tente novamente mais tarde.',
    );
    expect(Number(bloqueada.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    try {
      expect((await mudarSenha(user.auth, { senhaAtual: SENHA, novaSenha: 'nova-senha' })).statusCode).toBe(
        200,
      );
    } finally {
      t.clock.now = new Date();
    }
  });

  it('needs a session', async () => {
    expect((await mudarSenha({}, { senhaAtual: SENHA, novaSenha: 'nova-senha' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/eliminar-conta', () => {
  const contar = async (sql: string, params: unknown[]) =>
    Number((await t.pool.query<{ n: string }>(sql, params)).rows[0]?.n);

  it('is confirmed with the password', async () => {
    const user = await createUser(t);
    const res = await eliminarConta(user.auth, 'errada');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'A palavra-passe não está correta.',
      detalhes: { campo: 'senha' },
    });
    expect((await eliminarConta(user.auth, '')).json().message).toBe('Indique a sua palavra-passe.');
    expect((await perfil(user)).statusCode).toBe(200);
  });

  it('is refused while the account is the last admin of a company with other members or with data', async () => {
    const admin = await createUser(t);
    const editor = await createUser(t);
    const comMembros = await criarEmpresaDeTeste(t, {
      nome: 'Padaria Com Equipa, Lda',
      membros: [
        [admin, 'admin'],
        [editor, 'editor'],
      ],
      lojas: [],
    });
    const recusa = await eliminarConta(admin.auth, SENHA);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(
      'É o único administrador da empresa «Padaria Com Equipa, Lda», que tem outros membros. Nomeie outro administrador em Administração (ou elimine a empresa) antes de eliminar a sua conta.',
    );

    await t.pool.query('delete from membros where empresa_id = $1 and user_id = $2', [
      comMembros.id,
      editor.id,
    ]);
    await t.pool.query("insert into lojas (empresa_id, nome) values ($1, 'Loja do Largo')", [comMembros.id]);
    const comDados = await eliminarConta(admin.auth, SENHA);
    expect(comDados.statusCode).toBe(409);
    expect(comDados.json().message).toBe(
      'É o único administrador da empresa «Padaria Com Equipa, Lda», que ainda tem lojas ou dados. Elimine a empresa em Administração (ou convide outro administrador) antes de eliminar a sua conta.',
    );
    expect((await perfil(admin)).statusCode).toBe(200);
    expect(await contar('select count(*) as n from membros where user_id = $1', [admin.id])).toBe(1);
  });

  it('removes the person: account, sessions, memberships, invitations to the address; the companies keep their records', async () => {
    const user = await createUser(t);
    const colega = await createUser(t);
    const outra = await outraSessao(user);
    const empresa = await criarEmpresaDeTeste(t, {
      nome: 'Café Partilhado, Lda',
      membros: [
        [user, 'admin'],
        [colega, 'admin'],
      ],
      lojas: ['Loja Centro'],
    });
    // Alone in an empty company: it goes with the account.
    const vazia = await criarEmpresaDeTeste(t, {
      nome: 'Empresa Vazia, Lda',
      membros: [[user, 'admin']],
      lojas: [],
    });
    const convidante = await criarEmpresaDeTeste(t, {
      nome: 'Quem Convida, Lda',
      membros: [[colega, 'admin']],
      lojas: [],
    });
    const convite = await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${convidante.id}/invite`,
      headers: colega.auth,
      payload: { emailConvite: user.email.toUpperCase(), role: 'leitor' },
    });
    expect(convite.statusCode).toBe(201);
    const linha = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/criar-linha',
      headers: user.auth,
      payload: { empresaId: empresa.id, fatura: { dataEmissao: '2026-03-02' } },
    });
    expect(linha.statusCode, linha.body).toBe(201);

    const res = await eliminarConta(user.auth, SENHA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'A sua conta e os seus dados pessoais foram eliminados.' });

    expect((await perfil(user)).statusCode).toBe(401);
    expect((await perfil(user, outra.auth)).statusCode).toBe(401);
    expect((await refresh(outra.refreshToken)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect(await contar('select count(*) as n from users where id = $1', [user.id])).toBe(0);
    expect(await contar('select count(*) as n from refresh_tokens where user_id = $1', [user.id])).toBe(0);
    expect(await contar('select count(*) as n from membros where user_id = $1', [user.id])).toBe(0);
    expect(
      await contar('select count(*) as n from convites where lower(email) = lower($1)', [user.email]),
    ).toBe(0);
    expect(await contar('select count(*) as n from empresas where id = $1', [vazia.id])).toBe(0);
    // The shared company stays, with its other admin, its row and that row's history, now by nobody.
    expect(await contar('select count(*) as n from membros where empresa_id = $1', [empresa.id])).toBe(1);
    const { rows } = await t.pool.query<{ criado_por: string | null; user_id: string | null }>(
      `select p.criado_por, h.user_id from planilha p join planilha_historico h on h.planilha_id = p.id
       where p.id = $1`,
      [linha.json()._id],
    );
    expect(rows).toEqual([{ criado_por: null, user_id: null }]);

    // The address is free again.
    const deNovo = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { nome: 'De Volta', email: user.email, senha: 'outra-senha', telefone: '' },
    });
    expect(deNovo.statusCode).toBe(201);
  });

  it('is open to an account whose address is not confirmed yet', async () => {
    const user = await createUser(t, { verificado: false });
    expect((await eliminarConta(user.auth, SENHA)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);
  });
});

describe('GET /get/user/dados', () => {
  it('exports the profile, memberships, invitations, login addresses and own history, as a file', async () => {
    const user = await createUser(t);
    const colega = await createUser(t);
    const empresa = await criarEmpresaDeTeste(t, {
      nome: 'Mercearia Exportada, Lda',
      membros: [
        [user, 'editor'],
        [colega, 'admin'],
      ],
      lojas: ['Loja Única'],
    });
    const deixada = await criarEmpresaDeTeste(t, {
      nome: 'Empresa Que Deixou, Lda',
      membros: [
        [user, 'editor'],
        [colega, 'admin'],
      ],
      lojas: ['Loja Antiga'],
    });
    const convidante = await criarEmpresaDeTeste(t, {
      nome: 'Convida, Lda',
      membros: [[colega, 'admin']],
      lojas: [],
    });
    const propria = await criarEmpresaDeTeste(t, {
      nome: 'Minha, Lda',
      membros: [[user, 'admin']],
      lojas: [],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${convidante.id}/invite`,
      headers: colega.auth,
      payload: { emailConvite: user.email, role: 'leitor' },
    });
    const outroEmail = uniqueEmail('convidado');
    await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${propria.id}/invite`,
      headers: user.auth,
      payload: { emailConvite: outroEmail, role: 'editor' },
    });
    const criar = (empresaId: string, quem: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/planilha/criar-linha',
        headers: quem.auth,
        payload: { empresaId, fatura: { dataEmissao: '2026-03-02' } },
      });
    const minha = (await criar(empresa.id, user)).json()._id as string;
    await criar(empresa.id, colega);
    await criar(deixada.id, user);
    await t.app.inject({
      method: 'DELETE',
      url: `/delete/empresa/${deixada.id}/user/${user.id}`,
      headers: user.auth,
    });

    const res = await exportar(user.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contas-claras-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const dados = res.json();
    expect(dados.perfil).toMatchObject({
      _id: user.id,
      email: user.email,
      emailVerificado: true,
      telefone: '',
    });
    expect(
      dados.empresas.map((e: { empresa: { nome: string }; role: string }) => [e.empresa.nome, e.role]),
    ).toEqual([
      ['Mercearia Exportada, Lda', 'editor'],
      ['Minha, Lda', 'admin'],
    ]);
    expect(dados.convitesRecebidos).toEqual([
      expect.objectContaining({ empresa: { _id: convidante.id, nome: 'Convida, Lda' }, role: 'leitor' }),
    ]);
    expect(dados.convitesEnviados).toEqual([
      expect.objectContaining({
        empresa: { _id: propria.id, nome: 'Minha, Lda' },
        email: outroEmail,
        role: 'editor',
      }),
    ]);
    expect(dados.enderecosDeLogin.length).toBeGreaterThan(0);
    // Only the person's own entries, and only in the companies they still belong to.
    expect(dados.historico).toEqual([
      expect.objectContaining({
        empresa: { _id: empresa.id, nome: 'Mercearia Exportada, Lda' },
        linha: minha,
        acao: 'criar',
        campo: null,
        antes: null,
      }),
    ]);
  });

  it('leaves out invitations to an address not confirmed yet: they may not be the account’s', async () => {
    const user = await createUser(t, { verificado: false });
    const admin = await createUser(t);
    const empresa = await criarEmpresaDeTeste(t, { membros: [[admin, 'admin']], lojas: [] });
    await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${empresa.id}/invite`,
      headers: admin.auth,
      payload: { emailConvite: user.email, role: 'leitor' },
    });
    const dados = (await exportar(user.auth)).json();
    expect(dados.perfil.emailVerificado).toBe(false);
    expect(dados.convitesRecebidos).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await exportar({})).statusCode).toBe(401);
  });
});
