import { CLASSIFICACAO_PREDEFINIDA } from '@contas/core';
import { escreverExtratoCgd } from '@contas/core/gerador';
import { gerarModeloOrcamento, gerarModeloPlanilhaCompleta, gerarModeloProdutos } from '@contas/core/modelos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '../../test/test-app';
import type { Papel } from './access';

/**
 * The permission table of SPEC §6, enforced on the server, for EVERY company-scoped route the server
 * registers (read from the router): a route added without an entry here fails this test.
 * Each entry: the lowest role allowed, and a valid body so that an allowed call really succeeds.
 */
// A bank statement: every call's company imports it, so its account is another company's, confirmed (an
// e-fatura export would be refused: its documents are already in the previous call's company).
const upload = multipart([
  { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
  { campo: 'confirmarContas', valor: 'sim' },
  {
    campo: 'extrato',
    nome: 'cgd.csv',
    bytes: escreverExtratoCgd({
      conta: '0574000000009',
      saldoInicialCents: 100_000,
      dataInicio: '2026-01-01',
      dataFim: '2026-01-31',
      dataExportacao: '2026-02-01',
      linhas: [{ data: '2026-01-15', descricao: 'TRF P/O FORNECEDOR EXEMPLO', valorCents: -12_300 }],
    }),
  },
]);

// The templates' uploads: one line each, for the current year (the fixture's :ano).
const ANO = new Date().getFullYear();
const planilhaCompleta = multipart([
  { campo: 'tipoArquivo', valor: 'planilha-completa' },
  { campo: 'tipoUpload', valor: 'upload-planilha' },
  {
    campo: 'file',
    nome: 'planilha.xlsx',
    bytes: await gerarModeloPlanilhaCompleta([
      {
        ...CLASSIFICACAO_PREDEFINIDA,
        nif: '501234560',
        emitente: 'Fornecedor Exemplo, Lda',
        numeroFatura: 'FT P2026/1',
        descritivo: null,
        dataEmissao: '2026-01-15',
        dataPagamento: null,
        baseCents: -10_000,
        ivaCents: -2_300,
        totalCents: -12_300,
        extratoValorCents: null,
        tipoMovimento: null,
      },
    ]),
  },
]);
const orcamento = multipart([
  { campo: 'tipoArquivo', valor: 'orcamento' },
  { campo: 'tipoUpload', valor: 'upload-orcamento' },
  {
    campo: 'file',
    nome: 'orcamento.xlsx',
    bytes: await gerarModeloOrcamento(ANO, [
      {
        ...CLASSIFICACAO_PREDEFINIDA,
        nif: null,
        emitente: 'Renda',
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 23,
        meses: Array(12).fill(-100_000),
      },
    ]),
  },
]);
const produtos = multipart([
  { campo: 'tipoArquivo', valor: 'produtos' },
  { campo: 'tipoUpload', valor: 'upload-produtos' },
  {
    campo: 'file',
    nome: 'produtos.xlsx',
    bytes: await gerarModeloProdutos(ANO, [{ produto: 'Café', ano: ANO, quantidades: Array(12).fill(10) }]),
  },
]);

type Ids = Record<string, string>;
const REGRA = {
  campo: 'texto',
  texto: 'EDP',
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  gasto: 'Fixo',
};
const TABELA: Record<string, { papel: Papel; body?: unknown; headers?: Record<string, string> }> = {
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
  'GET /get/empresa/:empresaId/primeiros-passos': { papel: 'admin' },
  'PUT /put/empresa/:empresaId/primeiros-passos': { papel: 'admin', body: { relatoriosVistos: true } },
  'DELETE /delete/remover-loja/empresa/:empresaId/loja/:lojaId': { papel: 'admin' },
  'GET /get/info-loja/:lojaId': { papel: 'admin' },
  'PUT /put/update-loja-info/:lojaId': { papel: 'admin', body: { nome: 'Loja', employee: [] } },
  'GET /get/depreciations/:lojaId': { papel: 'editor' },
  'PUT /put/depreciations/:empresaId/:lojaId': {
    papel: 'editor',
    body: { depreciations: [{ year: 2025, equipamento_basico: 1200.5 }] },
  },
  'GET /get/demonstracao-resultados/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/fluxo-caixa/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/relatorios/:empresaId/:lojaId/exportar.xlsx': { papel: 'leitor' },
  'GET /get/caixa-inicial/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/por-pagar/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/por-pagar/:empresaId/:lojaId/exportar.xlsx': { papel: 'leitor' },
  'PUT /put/caixa-inicial/:empresaId/:lojaId': { papel: 'editor', body: { ano: 2025, valor: 1500 } },
  'GET /get/irc/:empresaId': { papel: 'admin' },
  'PUT /put/irc/:empresaId': { papel: 'admin', body: { ano: 2025, taxa: 19.5 } },
  'PUT /put/irc/:empresaId/regime': { papel: 'admin', body: { pme: true, derramaMunicipal: 1.2 } },
  'POST /api/upload/:empresaId': { papel: 'editor', body: upload.payload, headers: upload.headers },
  'GET /get/importacoes/:empresaId': { papel: 'editor' },
  'GET /api/importacoes/:empresaId/tarefas': { papel: 'editor' },
  'GET /api/importacoes/:empresaId/tarefas/:tarefaId': { papel: 'editor' },
  'POST /api/importacoes/:empresaId/:importacaoId/reverter-categorizacao': { papel: 'editor' },
  'DELETE /delete/importacao/:empresaId/:importacaoId': { papel: 'editor' },
  'POST /api/processar-correspondencias/:empresaId': { papel: 'editor' },
  'GET /get/erros-correspondencia/:empresaId': { papel: 'admin' },
  'DELETE /delete/relatorio-erro/:erroId': { papel: 'admin' },
  'PUT /put/relatorio-erro/:erroId/resolvida': { papel: 'admin', body: { resolvida: true } },
  'DELETE /delete/relatorio-erro/all/:empresaId': { papel: 'admin' },
  'POST /api/upload/planilha/:empresaId/:lojaId': {
    papel: 'editor',
    body: planilhaCompleta.payload,
    headers: planilhaCompleta.headers,
  },
  'POST /api/upload/orcamento/:empresaId/:lojaId/:ano': {
    papel: 'editor',
    body: orcamento.payload,
    headers: orcamento.headers,
  },
  'POST /api/criar-produtos/:empresaId/:lojaId': {
    papel: 'editor',
    body: produtos.payload,
    headers: produtos.headers,
  },
  'GET /get/produtos/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/summary/:empresaId/:lojaId': { papel: 'leitor' },
  'PUT /put/capital-proprio/:empresaId': { papel: 'admin', body: { ano: 2025, valor: 50000 } },
  'GET /get/orcamento-planilhas/data/:empresaId': { papel: 'leitor' },
  'GET /get/dr-orcamento/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/fluxo-caixa-orcamento/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/orcamento-relatorios/:empresaId/:lojaId/exportar.xlsx': { papel: 'leitor' },
  'PUT /put/orcamento-prazos/:empresaId': {
    papel: 'admin',
    body: { categoria_A: 'Compras', subcategoria_A: 'Mercadoria', dias: 30 },
  },
  'GET /get/previsao-iva/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/analise-ticket-medio/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/ponto-equilibrio/:empresaId/:lojaId': { papel: 'leitor' },
  'GET /get/analises/:empresaId/:lojaId/exportar.xlsx': { papel: 'leitor' },
  'PUT /put/regime-iva/:empresaId': { papel: 'admin', body: { ano: 2025, regime: 'mensal' } },
  'GET /get/planilhas/resumo/:empresaId': { papel: 'editor' },
  'GET /get/search/planilhas/:empresaId': { papel: 'editor' },
  'PUT /put/planilha/:rowId': { papel: 'editor', body: { versao: 1, mudancas: { tipologia: 'Empresa' } } },
  // The company of these two comes from the body: the body is built from the fixture's ids.
  'POST /api/planilha/criar-linha': {
    papel: 'editor',
    body: (ids: Ids) => ({ empresaId: ids.empresaId, fatura: { dataEmissao: '2026-01-15' } }),
  },
  'POST /api/planilha/associar-manualmente': {
    papel: 'editor',
    body: (ids: Ids) => ({ idPlanilha: ids.rowId, idExtrato: ids.movimentoId }),
  },
  'POST /api/planilha/duplicar-linha/:rowId': { papel: 'editor', body: {} },
  // The fixture's manual row belongs to the caller: only its creator may remove it.
  'DELETE /delete/planilha/:rowId': { papel: 'editor' },
  'GET /get/planilhas/:empresaId/extratos': { papel: 'editor' },
  'GET /get/planilhas/:empresaId/periodo': { papel: 'editor' },
  'PUT /put/planilha/:empresaId/desassociar': {
    papel: 'editor',
    body: (ids: Ids) => ({ idPlanilha: ids.ligadaId }),
  },
  'GET /get/planilha/:rowId/historico': { papel: 'editor' },
  'GET /get/contas/:empresaId': { papel: 'leitor' },
  'GET /get/regras/:empresaId': { papel: 'leitor' },
  'POST /api/regras/:empresaId': { papel: 'editor', body: REGRA },
  'PUT /put/regras/:empresaId/:regraId': { papel: 'editor', body: REGRA },
  'DELETE /delete/regras/:empresaId/:regraId': { papel: 'editor' },
  'PUT /put/regras-base/:empresaId/:regraBaseId': { papel: 'editor', body: { ativa: false } },
  'GET /get/regras/:empresaId/por-classificar': { papel: 'editor' },
  'POST /api/regras/:empresaId/aplicar': { papel: 'editor' },
  'GET /get/regras/:empresaId/da-linha/:linhaId': { papel: 'editor' },
  'PUT /put/contas/:empresaId/:contaId': { papel: 'editor', body: { lojaId: null, nome: 'Conta à ordem' } },
  'POST /api/planilha/transferencia': {
    papel: 'editor',
    body: (ids: Ids) => ({ idPlanilha: ids.pernaSaida, idPlanilhaPar: ids.pernaEntrada }),
  },
  'POST /api/planilha/desfazer-transferencia': {
    papel: 'editor',
    body: (ids: Ids) => ({ idPlanilha: ids.pernaEmparelhada }),
  },
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
async function empresaFixture(criadorId?: string) {
  const empresa = await criarEmpresaDeTeste(t, {
    nome: 'Matriz, Lda',
    membros: [
      [users.admin, 'admin'],
      [users.editor, 'editor'],
      [users.leitor, 'leitor'],
      [users.alvo, 'leitor'],
    ],
    lojas: ['L1'],
  });
  const empresaId = empresa.id;
  const convite = await t.pool.query<{ id: string }>(
    "insert into convites (empresa_id, email, role, expires_at) values ($1, $2, 'leitor', now() + interval '1 day') returning id",
    [empresaId, uniqueEmail()],
  );
  const importacao = await t.pool.query<{ id: string }>(
    "insert into importacoes (empresa_id, tipo, formato, nome_ficheiro) values ($1, 'efatura', 'CSV', 'f.csv') returning id",
    [empresaId],
  );
  const tarefa = await t.pool.query<{ id: string }>(
    `insert into tarefas (id, empresa_id, tipo, estado, terminada_em)
     values (gen_random_uuid(), $1, 'importacao', 'falhada', now()) returning id`,
    [empresaId],
  );
  const erro = await t.pool.query<{ id: string }>(
    "insert into erros_correspondencia (empresa_id, linha, tipo, motivo) values ($1, 1, 'Fatura', 'Teste') returning id",
    [empresaId],
  );
  // The spreadsheet, in a store of its own (:lojaId stays removable): a manual row of the caller,
  // a pending bank line, an invoice settled by another one.
  const lojaPlanilha = (
    await t.pool.query<{ id: string }>(
      "insert into lojas (empresa_id, nome) values ($1, 'L2') returning id",
      [empresaId],
    )
  ).rows[0]?.id as string;
  const linha = await t.pool.query<{ id: string }>(
    `insert into planilha (empresa_id, loja_id, criada_manualmente, criado_por, data_emissao)
     values ($1, $2, true, $3, current_date) returning id`,
    [empresaId, lojaPlanilha, criadorId ?? null],
  );
  const movimento = async (chave: string) =>
    (
      await t.pool.query<{ id: string }>(
        `insert into movimentos (empresa_id, banco, data_movimento, descricao, valor_cents, linha, chave)
         values ($1, 'cgd', current_date, 'Movimento', -100, 1, $2) returning id`,
        [empresaId, chave],
      )
    ).rows[0]?.id as string;
  const pendente = await movimento('pendente');
  await t.pool.query(
    `insert into planilha (empresa_id, loja_id, status_correspondencia, movimento_id, extrato_data, extrato_valor_cents)
     values ($1, $2, 'Sem fatura', $3, current_date, -100)`,
    [empresaId, lojaPlanilha, pendente],
  );
  const ligada = await t.pool.query<{ id: string }>(
    `insert into planilha (empresa_id, loja_id, status_correspondencia, data_emissao, extrato_valor_cents)
     values ($1, $2, 'Manual', current_date, -100) returning id`,
    [empresaId, lojaPlanilha],
  );
  await t.pool.query(
    `insert into correspondencias (empresa_id, planilha_id, movimento_id, valor_cents, regra, manual)
     values ($1, $2, $3, -100, 'manual', true)`,
    [empresaId, ligada.rows[0]?.id, await movimento('ligada')],
  );
  // A classified row a rule can be drawn from, and a rule of the company.
  const classificada = await t.pool.query<{ id: string }>(
    `insert into planilha (empresa_id, loja_id, lado, nif, emitente, data_emissao, total_cents, categoria_a, subcategoria_a)
     values ($1, $2, 'compra', '503504564', '503504564 - EDP Comercial', current_date, -1000,
             'Fornecimentos e serviços externos', 'Electricidade') returning id`,
    [empresaId, lojaPlanilha],
  );
  const regra = await t.pool.query<{ id: string }>(
    `insert into regras_categorizacao (empresa_id, campo, texto, categoria_a, subcategoria_a, gasto, categoria_b,
       subcategoria_b, rubrica_b)
     values ($1, 'texto', 'EDP', 'Fornecimentos e serviços externos', 'Electricidade', 'Fixo', 'Sem Categoria B',
       'Sem Subcategoria B', 'Sem Rúbrica B') returning id`,
    [empresaId],
  );
  // Two accounts, with two bank lines that may be paired as a transfer, and a pair already made.
  const conta = async (numero: string) =>
    (
      await t.pool.query<{ id: string }>(
        "insert into contas_bancarias (empresa_id, banco, conta) values ($1, 'cgd', $2) returning id",
        [empresaId, numero],
      )
    ).rows[0]?.id as string;
  const [contaA, contaB] = [await conta('A'), await conta('B')];
  const perna = async (contaId: string, valor: number, chave: string) => {
    const m = await t.pool.query<{ id: string }>(
      `insert into movimentos (empresa_id, banco, conta, conta_id, data_movimento, descricao, valor_cents, linha, chave)
       values ($1, 'cgd', 'A', $2, current_date, 'TRF', $3, 1, $4) returning id`,
      [empresaId, contaId, valor, chave],
    );
    const p = await t.pool.query<{ id: string }>(
      `insert into planilha (empresa_id, loja_id, status_correspondencia, movimento_id, extrato_data, extrato_valor_cents)
       values ($1, $2, 'Sem fatura', $3, current_date, $4) returning id`,
      [empresaId, lojaPlanilha, m.rows[0]?.id, valor],
    );
    return { movimento: m.rows[0]?.id as string, linha: p.rows[0]?.id as string };
  };
  const [saida, entrada] = [await perna(contaA, -500, 's'), await perna(contaB, 500, 'e')];
  const [x, y] = [await perna(contaA, -700, 'x'), await perna(contaB, 700, 'y')];
  await t.pool.query('update movimentos set transferencia_par = $2 where id = $1', [
    x.movimento,
    y.movimento,
  ]);
  await t.pool.query('update movimentos set transferencia_par = $2 where id = $1', [
    y.movimento,
    x.movimento,
  ]);
  await t.pool.query('update planilha set transferencia_par = $2 where id = $1', [x.linha, y.movimento]);
  await t.pool.query('update planilha set transferencia_par = $2 where id = $1', [y.linha, x.movimento]);
  return {
    empresaId,
    contaId: contaA,
    pernaSaida: saida.linha,
    pernaEntrada: entrada.linha,
    pernaEmparelhada: x.linha,
    lojaId: empresa.lojaIds[0] as string,
    rowId: linha.rows[0]?.id as string,
    movimentoId: pendente,
    ligadaId: ligada.rows[0]?.id as string,
    inviteId: convite.rows[0]?.id as string,
    importacaoId: importacao.rows[0]?.id as string,
    tarefaId: tarefa.rows[0]?.id as string,
    erroId: erro.rows[0]?.id as string,
    ano: String(ANO),
    linhaId: classificada.rows[0]?.id as string,
    regraId: regra.rows[0]?.id as string,
    regraBaseId: 'electricidade',
  };
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

  for (const [rota, { papel, body, headers: extra }] of Object.entries(TABELA)) {
    it(`${rota}: anónimo 401, de fora 404, abaixo de ${papel} 403, os outros passam`, async () => {
      const [method, pattern] = rota.split(' ') as [string, string];
      const resultados: Record<string, number> = {};
      for (const quem of QUEM) {
        const ids = await empresaFixture(quem === 'anonimo' ? undefined : users[quem].id);
        const headers = quem === 'anonimo' ? {} : users[quem].auth;
        const payload = typeof body === 'function' ? body(ids) : body;
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlFor(pattern, ids),
          headers: { ...extra, ...headers },
          ...(payload === undefined ? {} : { payload: payload as object }),
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

  it('the routes open to anyone, and those of one’s own account, are exactly these', () => {
    const de = (tipo: string) =>
      t.app.rotas
        .filter((r) => r.acesso.tipo === tipo)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    expect(de('publico')).toEqual([
      'GET /api/config',
      'GET /api/health',
      'GET /api/openapi.json',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password/:token',
      'POST /api/auth/verificar-email/:token',
      'POST /api/login',
      'POST /api/logout',
      'POST /api/refresh',
      'POST /api/signup',
    ]);
    // Each of these acts on the signed-in user alone (their profile, password, data, invitations, verification).
    expect(de('autenticado')).toEqual([
      'GET /get/:userId/empresas',
      'GET /get/:userId/pending-invites',
      'GET /get/:userId/profile',
      'GET /get/modelos/:modelo',
      'GET /get/user/dados',
      'POST /api/auth/reenviar-verificacao',
      'POST /api/criar-empresa',
      'POST /api/user/accept-invite/:inviteId',
      'POST /api/user/eliminar-conta',
      'POST /api/user/reject-invite/:inviteId',
      'PUT /put/user/password',
      'PUT /put/user/profile',
    ]);
  });

  it('every non-public route requires a session', async () => {
    for (const rota of t.app.rotas) {
      if (rota.acesso.tipo === 'publico') continue;
      const url = rota.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: rota.method as 'GET', url });
      expect(res.statusCode, `${rota.method} ${rota.url}`).toBe(401);
    }
  });
});
