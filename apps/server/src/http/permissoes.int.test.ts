import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestApp,
  type TestApp,
  type TestUser,
  uniqueEmail,
  uniqueNif,
} from '../../test/test-app';
import type { Papel } from './access';

/**
 * The permission table of SPEC §6, enforced on the server, for EVERY company-scoped route the server
 * registers (read from the router): a route added without an entry here fails this test.
 * Each entry: the lowest role allowed, and a valid body so that an allowed call really succeeds.
 */
const TABELA: Record<string, { papel: Papel; body?: unknown }> = {
  'GET /get/empresa/:empresaId': { papel: 'leitor' },
  'PUT /put/empresa/:empresaId': { papel: 'admin', body: { nome: 'Nova', email: 'a@b.pt' } },
  'POST /api/empresa/:empresaId/invite': {
    papel: 'admin',
    body: { emailConvite: 'convidado@exemplo.pt', role: 'leitor' },
  },
  'DELETE /delete/empresa/:empresaId/invite/:inviteId': { papel: 'admin' },
  // Removing ANOTHER member is for admins; leaving (removing oneself) is tested elsewhere.
  'DELETE /delete/empresa/:empresaId/user/:userId': { papel: 'admin' },
  'PUT /put/empresa/:empresaId/user/:userId/role': { papel: 'admin', body: { newRole: 'editor' } },
  'DELETE /delete/eliminar-empresa/empresa/:empresaId': { papel: 'admin' },
  'POST /api/adicionar-loja/empresa/:empresaId': { papel: 'admin', body: { nome: 'Loja Nova' } },
  'DELETE /delete/remover-loja/empresa/:empresaId/loja/:lojaId': { papel: 'admin' },
  'GET /get/info-loja/:lojaId': { papel: 'admin' },
  'PUT /put/update-loja-info/:lojaId': { papel: 'admin', body: { nome: 'Loja', employee: [] } },
};

type Quem = Papel | 'outsider' | 'anonimo';
const QUEM: Quem[] = ['anonimo', 'outsider', 'leitor', 'editor', 'admin'];
const NIVEL: Record<Papel, number> = { leitor: 1, editor: 2, admin: 3 };

let t: TestApp;
const users = {} as Record<Papel | 'outsider' | 'alvo', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['admin', 'editor', 'leitor', 'outsider', 'alvo'] as const)
    users[nome] = await createUser(t);
  // The outsider is an admin elsewhere: membership of one company opens nothing of another.
  const outra = await empresaFixture();
  await t.pool.query("update membros set user_id = $2 where empresa_id = $1 and role = 'admin'", [
    outra.empresaId,
    users.outsider.id,
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A fresh company per call, so that an allowed destructive call cannot disturb the next one. */
async function empresaFixture() {
  const { rows } = await t.pool.query<{ id: string }>(
    "insert into empresas (nome, nif, email) values ('Matriz, Lda', $1, 'm@exemplo.pt') returning id",
    [uniqueNif()],
  );
  const empresaId = rows[0]?.id as string;
  await t.pool.query(
    `insert into membros (empresa_id, user_id, role) values
       ($1, $2, 'admin'), ($1, $3, 'editor'), ($1, $4, 'leitor'), ($1, $5, 'leitor')`,
    [empresaId, users.admin.id, users.editor.id, users.leitor.id, users.alvo.id],
  );
  const loja = await t.pool.query<{ id: string }>(
    "insert into lojas (empresa_id, nome) values ($1, 'L1') returning id",
    [empresaId],
  );
  const convite = await t.pool.query<{ id: string }>(
    "insert into convites (empresa_id, email, role, expires_at) values ($1, $2, 'leitor', now() + interval '1 day') returning id",
    [empresaId, uniqueEmail()],
  );
  return { empresaId, lojaId: loja.rows[0]?.id as string, inviteId: convite.rows[0]?.id as string };
}

function urlFor(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = name === 'userId' ? users.alvo.id : ids[name];
    if (!value)
      throw new Error(`Sem valor de teste para o parâmetro :${name} — acrescente-o a empresaFixture.`);
    return value;
  });
}

function esperado(quem: Quem, minimo: Papel): number | 'ok' {
  if (quem === 'anonimo') return 401;
  if (quem === 'outsider') return 404;
  return NIVEL[quem] >= NIVEL[minimo] ? 'ok' : 403;
}

describe('permission matrix', () => {
  it('covers every company-scoped route the server registers, and only those', () => {
    const registadas = t.app.rotas
      .filter((r) => r.acesso.tipo === 'empresa')
      .map((r) => `${r.method} ${r.url}`);
    expect(registadas.sort()).toEqual(Object.keys(TABELA).sort());
  });

  it('declares the table’s role on each route', () => {
    for (const rota of t.app.rotas) {
      if (rota.acesso.tipo !== 'empresa') continue;
      const linha = TABELA[`${rota.method} ${rota.url}`];
      // Removing a member is open to every member (to leave); the handler keeps others for admins.
      if (rota.url === '/delete/empresa/:empresaId/user/:userId') continue;
      expect(rota.acesso.papel, `${rota.method} ${rota.url}`).toBe(linha?.papel);
    }
  });

  for (const [rota, { papel, body }] of Object.entries(TABELA)) {
    it(`${rota}: anónimo 401, de fora 404, abaixo de ${papel} 403, os outros passam`, async () => {
      const [method, pattern] = rota.split(' ') as [string, string];
      const resultados: Record<string, number> = {};
      for (const quem of QUEM) {
        const ids = await empresaFixture();
        const headers = quem === 'anonimo' ? {} : users[quem].auth;
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlFor(pattern, ids),
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        resultados[quem] = res.statusCode;
        const quer = esperado(quem, papel);
        if (quer === 'ok') expect(res.statusCode, `${quem}: ${res.body}`).toBeLessThan(300);
        else expect(res.statusCode, `${quem}: ${res.body}`).toBe(quer);
      }
      expect(Object.keys(resultados)).toEqual(QUEM);
    });
  }
});

describe('user-scoped routes', () => {
  it.each(['/get/:userId/profile', '/get/:userId/empresas', '/get/:userId/pending-invites'])(
    '%s answers 401 anonymous and 404 for another user’s id',
    async (pattern) => {
      const own = pattern.replace(':userId', users.leitor.id);
      const other = pattern.replace(':userId', users.editor.id);
      expect((await t.app.inject({ method: 'GET', url: own })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: own, headers: users.leitor.auth })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: other, headers: users.leitor.auth })).statusCode).toBe(
        404,
      );
    },
  );

  it('every non-public route requires a session', async () => {
    for (const rota of t.app.rotas) {
      if (rota.acesso.tipo === 'publico') continue;
      const url = rota.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: rota.method as 'GET', url });
      expect(res.statusCode, `${rota.method} ${rota.url}`).toBe(401);
    }
  });
});
