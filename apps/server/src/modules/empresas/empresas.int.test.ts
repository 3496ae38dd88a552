import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestApp,
  type TestApp,
  type TestUser,
  uniqueEmail,
  uniqueNif,
} from '../../../test/test-app';

let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  staff = await createUser(t, { staff: true });
});
afterAll(async () => {
  await t.close();
});

async function criarEmpresa(user: TestUser, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/criar-empresa',
    headers: user.auth,
    payload: {
      nome: 'Padaria Central, Lda',
      nif: uniqueNif(),
      endereco: 'Rua A, 1',
      telefone: '210000000',
      email: 'geral@padaria.pt',
      ...overrides,
    },
  });
}

async function novaEmpresa(admin: TestUser = staff): Promise<string> {
  const res = await criarEmpresa(admin);
  expect(res.statusCode).toBe(201);
  return res.json().empresa._id;
}

async function convidarEAceitar(empresaId: string, admin: TestUser, user: TestUser, role: string) {
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/empresa/${empresaId}/invite`,
    headers: admin.auth,
    payload: { emailConvite: user.email, role },
  });
  expect(invite.statusCode).toBe(201);
  const pending = await t.app.inject({
    method: 'GET',
    url: `/get/${user.id}/pending-invites`,
    headers: user.auth,
  });
  const convite = pending.json().find((c: { empresa: { _id: string } }) => c.empresa._id === empresaId);
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/user/accept-invite/${convite._id}`,
    headers: user.auth,
  });
  expect(accept.statusCode).toBe(200);
}

describe('creating a company', () => {
  it('lets provider staff create one and makes them its admin', async () => {
    const nif = uniqueNif();
    const res = await criarEmpresa(staff, { nif });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Empresa criada com sucesso!',
      empresa: {
        nome: 'Padaria Central, Lda',
        nif,
        endereco: 'Rua A, 1',
        email: 'geral@padaria.pt',
        link: '',
        imagem_link: '',
      },
    });
    const lista = await t.app.inject({
      method: 'GET',
      url: `/get/${staff.id}/empresas`,
      headers: staff.auth,
    });
    expect(lista.json()).toContainEqual({
      empresa: { _id: res.json().empresa._id, nome: 'Padaria Central, Lda', nif },
      role: 'admin',
    });
  });

  it('refuses everyone else with 403', async () => {
    const user = await createUser(t);
    const res = await criarEmpresa(user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Sem permissão para criar empresas.' });
  });

  it.each([
    ['12345678', 'O NIF deve conter exatamente 9 números.'],
    ['1234567890', 'O NIF deve conter exatamente 9 números.'],
    ['50196484a', 'O NIF deve conter exatamente 9 números.'],
    ['501964842', 'O NIF não é válido: o dígito de controlo não confere.'],
  ])('checks the NIF %s', async (nif, message) => {
    const res = await criarEmpresa(staff, { nif });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('requires nome and e-mail', async () => {
    expect((await criarEmpresa(staff, { nome: ' ' })).json().message).toBe('O nome é obrigatório.');
    expect((await criarEmpresa(staff, { email: '' })).json().message).toBe('O e-mail é obrigatório.');
  });

  it('answers 409 for a NIF already registered', async () => {
    const nif = uniqueNif();
    expect((await criarEmpresa(staff, { nif })).statusCode).toBe(201);
    const again = await criarEmpresa(staff, { nif, nome: 'Outra' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Já existe uma empresa registada com o NIF ${nif}.`);
  });
});

describe('invitations', () => {
  it('reaches an e-mail that signs up only later, and accepting makes the membership', async () => {
    const empresaId = await novaEmpresa();
    const email = uniqueEmail('futuro');
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${empresaId}/invite`,
      headers: staff.auth,
      payload: { emailConvite: email, role: 'editor' },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toEqual({ message: 'Convite enviado com sucesso!' });
    const mail = (await t.mails()).find((m) => m.to === email);
    expect(mail?.subject).toBe('Contas Claras — convite para a empresa Padaria Central, Lda');
    expect(mail?.text).toContain('http://contas.test/sign-up');

    const later = await createUser(t, { email: email.toUpperCase() });
    const pending = await t.app.inject({
      method: 'GET',
      url: `/get/${later.id}/pending-invites`,
      headers: later.auth,
    });
    expect(pending.json()).toEqual([
      {
        _id: expect.any(String),
        empresa: { _id: empresaId, nome: 'Padaria Central, Lda' },
        email,
        role: 'editor',
        sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/user/accept-invite/${pending.json()[0]._id}`,
      headers: later.auth,
    });
    expect(accept.json()).toMatchObject({ empresa: { _id: empresaId }, role: 'editor' });
    const empresa = await t.app.inject({
      method: 'GET',
      url: `/get/empresa/${empresaId}`,
      headers: later.auth,
    });
    expect(empresa.json().role).toBe('editor');
    expect(empresa.json().convitesPendentes).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/get/${later.id}/pending-invites`,
      headers: later.auth,
    });
    expect(after.json()).toEqual([]);
  });

  it('reject removes the invitation; someone else cannot take it', async () => {
    const empresaId = await novaEmpresa();
    const invited = await createUser(t);
    const intruder = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${empresaId}/invite`,
      headers: staff.auth,
      payload: { emailConvite: invited.email, role: 'leitor' },
    });
    const [convite] = (
      await t.app.inject({ method: 'GET', url: `/get/${invited.id}/pending-invites`, headers: invited.auth })
    ).json();
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/user/accept-invite/${convite._id}`,
      headers: intruder.auth,
    });
    expect(stolen.statusCode).toBe(404);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/user/reject-invite/${convite._id}`,
      headers: invited.auth,
    });
    expect(reject.json()).toEqual({ message: 'Convite recusado.' });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/user/accept-invite/${convite._id}`,
      headers: invited.auth,
    });
    expect(accept.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/empresa/${empresaId}`, headers: invited.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a current member, an invalid e-mail and an unknown role', async () => {
    const empresaId = await novaEmpresa();
    const invite = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/empresa/${empresaId}/invite`, headers: staff.auth, payload });
    const member = await invite({ emailConvite: staff.email.toUpperCase(), role: 'editor' });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('Este utilizador já pertence à empresa.');
    expect((await invite({ emailConvite: '', role: 'editor' })).json().message).toBe(
      'Por favor, insira um e-mail.',
    );
    expect((await invite({ emailConvite: 'nao-e-email', role: 'editor' })).json().message).toBe(
      'O e-mail do convite não é válido.',
    );
    expect((await invite({ emailConvite: uniqueEmail(), role: 'dono' })).json().message).toBe(
      'Papel inválido: use admin, editor ou leitor.',
    );
  });

  it('expires after 30 days', async () => {
    const empresaId = await novaEmpresa();
    const user = await createUser(t);
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() - 31 * 86_400_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${empresaId}/invite`,
      headers: staff.auth,
      payload: { emailConvite: user.email, role: 'leitor' },
    });
    t.clock.now = realNow;
    const pending = await t.app.inject({
      method: 'GET',
      url: `/get/${user.id}/pending-invites`,
      headers: user.auth,
    });
    expect(pending.json()).toEqual([]);
  });
});

describe('members and roles', () => {
  it('never removes nor demotes the last admin, and lets a member leave', async () => {
    const empresaId = await novaEmpresa();
    const editor = await createUser(t);
    await convidarEAceitar(empresaId, staff, editor, 'editor');

    const demote = await t.app.inject({
      method: 'PUT',
      url: `/put/empresa/${empresaId}/user/${staff.id}/role`,
      headers: staff.auth,
      payload: { newRole: 'editor' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'A empresa tem de ter pelo menos um administrador. Nomeie outro administrador primeiro.',
    );
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/delete/empresa/${empresaId}/user/${staff.id}`,
      headers: staff.auth,
    });
    expect(remove.statusCode).toBe(409);

    const promote = await t.app.inject({
      method: 'PUT',
      url: `/put/empresa/${empresaId}/user/${editor.id}/role`,
      headers: staff.auth,
      payload: { newRole: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/delete/empresa/${empresaId}/user/${staff.id}`,
      headers: staff.auth,
    });
    expect(leave.json()).toEqual({ message: 'Utilizador removido com sucesso!' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/empresa/${empresaId}`, headers: staff.auth }))
        .statusCode,
    ).toBe(404);
    const empresa = (
      await t.app.inject({ method: 'GET', url: `/get/empresa/${empresaId}`, headers: editor.auth })
    ).json();
    expect(empresa.users).toEqual([
      { user: { _id: editor.id, email: editor.email, nome: expect.any(String) }, role: 'admin' },
    ]);
  });
});

describe('company info, stores and deletion', () => {
  it('edits the company info, storing the website without https://', async () => {
    const empresaId = await novaEmpresa();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/put/empresa/${empresaId}`,
      headers: staff.auth,
      payload: {
        nome: 'Padaria Central',
        endereco: 'Rua B',
        telefone: '+351 21 000 0000',
        email: 'ola@padaria.pt',
        link: 'https://www.padaria.pt/',
        imagem_link: 'https://www.padaria.pt/logo.png',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().empresa).toMatchObject({
      nome: 'Padaria Central',
      link: 'www.padaria.pt',
      imagem_link: 'https://www.padaria.pt/logo.png',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/put/empresa/${empresaId}`,
      headers: staff.auth,
      payload: { nome: 'X', email: 'a@b.pt', imagem_link: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O link do logótipo deve ser um endereço http(s)://.');
  });

  it('adds, details and removes stores with their headcount table', async () => {
    const empresaId = await novaEmpresa();
    const adicionar = (nome: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/adicionar-loja/empresa/${empresaId}`,
        headers: staff.auth,
        payload: { nome, email: 'loja@padaria.pt', telefone: '' },
      });
    // A store needs a name: an empty form used to create 'LojaA' (issue 20).
    for (const vazio of ['', '   ', undefined]) {
      const recusada = await adicionar(vazio);
      expect(recusada.statusCode).toBe(400);
      expect(recusada.json()).toEqual({ message: 'Indique o nome da loja.', detalhes: { campo: 'nome' } });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/empresa/${empresaId}`, headers: staff.auth })).json()
        .lojas,
    ).toEqual([]);
    const add = await adicionar('  Loja do Largo ');
    expect(add.statusCode).toBe(201);
    const lojaId = add.json().loja._id;
    expect(add.json().loja.nome).toBe('Loja do Largo');

    const meses = {
      Jan: 3,
      Fev: 3,
      Mar: 4,
      Abr: 4,
      Mai: 4,
      Jun: 5,
      Jul: 6,
      Ago: 6,
      Set: 4,
      Out: 4,
      Nov: 3,
      Dez: 5,
    };
    const update = await t.app.inject({
      method: 'PUT',
      url: `/put/update-loja-info/${lojaId}`,
      headers: staff.auth,
      payload: {
        nome: 'Loja do Largo',
        email: 'largo@padaria.pt',
        telefone: '219999999',
        morada: 'Largo do Município, 3',
        responsavel_loja: 'Rita Sousa',
        cont_resp_loja: '912 345 678',
        employee: [
          { year: 2026, ...meses },
          { year: 2025, ...meses, Jan: 2 },
        ],
      },
    });
    expect(update.statusCode).toBe(200);
    const info = (
      await t.app.inject({ method: 'GET', url: `/get/info-loja/${lojaId}`, headers: staff.auth })
    ).json();
    expect(info).toEqual({
      _id: lojaId,
      nome: 'Loja do Largo',
      email: 'largo@padaria.pt',
      telefone: '219999999',
      morada: 'Largo do Município, 3',
      responsavel_loja: 'Rita Sousa',
      cont_resp_loja: 912345678,
      employee: [
        { year: 2025, ...meses, Jan: 2 },
        { year: 2026, ...meses },
      ],
      empresa: { _id: empresaId },
    });

    const put = (employee: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/put/update-loja-info/${lojaId}`,
        headers: staff.auth,
        payload: { nome: 'L', employee },
      });
    const semNome = await t.app.inject({
      method: 'PUT',
      url: `/put/update-loja-info/${lojaId}`,
      headers: staff.auth,
      payload: { nome: ' ', employee: [] },
    });
    expect(semNome.json()).toEqual({ message: 'Indique o nome da loja.', detalhes: { campo: 'nome' } });
    const dup = await put([
      { year: 2025, ...meses },
      { year: 2025, ...meses },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('O ano 2025 aparece repetido no quadro de pessoal.');
    expect((await put([{ year: 2025, ...meses, Mar: -1 }])).json().message).toBe(
      'O número de pessoas em Mar não pode ser negativo.',
    );
    expect((await put([{ year: 2025, ...meses, Mar: 1.5 }])).json().message).toBe(
      'O número de pessoas em Mar deve ser inteiro.',
    );
    expect((await put([{ year: 2025, Jan: 1 }])).statusCode).toBe(400);
    // Refused writes left the saved table untouched.
    const still = (
      await t.app.inject({ method: 'GET', url: `/get/info-loja/${lojaId}`, headers: staff.auth })
    ).json();
    expect(still.employee).toHaveLength(2);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/delete/remover-loja/empresa/${empresaId}/loja/${lojaId}`,
      headers: staff.auth,
    });
    expect(remove.json()).toEqual({ message: 'Loja removida.' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/info-loja/${lojaId}`, headers: staff.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('never reaches company A’s stores through company B', async () => {
    const empresaA = await novaEmpresa();
    const empresaB = await novaEmpresa();
    const lojaA = (
      await t.app.inject({
        method: 'POST',
        url: `/api/adicionar-loja/empresa/${empresaA}`,
        headers: staff.auth,
        payload: { nome: 'A1' },
      })
    ).json().loja._id;
    const viaB = await t.app.inject({
      method: 'DELETE',
      url: `/delete/remover-loja/empresa/${empresaB}/loja/${lojaA}`,
      headers: staff.auth,
    });
    expect(viaB.statusCode).toBe(404);
    const lojas = (
      await t.app.inject({ method: 'GET', url: `/get/empresa/${empresaA}`, headers: staff.auth })
    ).json().lojas;
    expect(lojas.map((l: { _id: string }) => l._id)).toEqual([lojaA]);
  });

  it('deletes the company with everything that belongs to it, in one go', async () => {
    const empresaId = await novaEmpresa();
    const lojaId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/adicionar-loja/empresa/${empresaId}`,
        headers: staff.auth,
        payload: { nome: 'L' },
      })
    ).json().loja._id;
    await t.app.inject({
      method: 'PUT',
      url: `/put/update-loja-info/${lojaId}`,
      headers: staff.auth,
      payload: {
        nome: 'L',
        employee: [
          {
            year: 2025,
            Jan: 1,
            Fev: 1,
            Mar: 1,
            Abr: 1,
            Mai: 1,
            Jun: 1,
            Jul: 1,
            Ago: 1,
            Set: 1,
            Out: 1,
            Nov: 1,
            Dez: 1,
          },
        ],
      },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/empresa/${empresaId}/invite`,
      headers: staff.auth,
      payload: { emailConvite: uniqueEmail(), role: 'leitor' },
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/delete/eliminar-empresa/empresa/${empresaId}`,
      headers: staff.auth,
    });
    expect(del.json()).toEqual({ message: 'Empresa eliminada.' });
    const counts = await t.pool.query(
      `select (select count(*) from empresas where id = $1)::int as empresas,
              (select count(*) from membros where empresa_id = $1)::int as membros,
              (select count(*) from convites where empresa_id = $1)::int as convites,
              (select count(*) from lojas where empresa_id = $1)::int as lojas,
              (select count(*) from loja_pessoal where loja_id = $2)::int as pessoal`,
      [empresaId, lojaId],
    );
    expect(counts.rows[0]).toEqual({ empresas: 0, membros: 0, convites: 0, lojas: 0, pessoal: 0 });
  });
});
