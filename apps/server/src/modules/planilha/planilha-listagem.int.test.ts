import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  type ColunasLinha,
  criarEmpresa,
  criarPessoas,
  inserirLinha,
  inserirMovimento,
  type Pessoas,
} from './planilha.test-helpers';

let t: TestApp;
let p: Pessoas;

beforeAll(async () => {
  t = await startTestApp();
  p = await criarPessoas(t);
  t.clock.now = new Date('2026-11-22T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

type Pagina = {
  dados: Array<Record<string, unknown> & { _id: string }>;
  totalPages: number;
  total: number;
  porClassificar?: number;
};

async function listar(empresaId: string, query: Record<string, string | number> = {}, url = 'resumo') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const caminho =
    url === 'resumo' ? `/get/planilhas/resumo/${empresaId}` : `/get/search/planilhas/${empresaId}`;
  const res = await t.app.inject({ method: 'GET', url: `${caminho}?${qs}`, headers: p.editor.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Pagina;
}

const pesquisar = (empresaId: string, searchTerm: string, extra: Record<string, string | number> = {}) =>
  listar(empresaId, { empresaId, searchTerm, ...extra }, 'search');

/**
 * Five rows chosen so that every column has values in a known order, with accents, a name without
 * 'NIF - ', negative and positive amounts, ties and nulls. The letters name the rows in the expectations.
 */
const LINHAS: Record<'A' | 'B' | 'C' | 'D' | 'E', (lojas: Record<string, string>) => ColunasLinha> = {
  A: (l) => ({
    loja_id: l.sul,
    nif: '509000001',
    emitente: '509000001 - Zeta Têxteis',
    numero_fatura: 'FT 10',
    extrato_descricao: 'Transferência Zeta',
    data_emissao: '2026-10-03',
    data_pagamento: '2026-10-10',
    extrato_data: '2026-10-10',
    base_cents: -50_000,
    iva_cents: -11_500,
    total_cents: -61_500,
    extrato_valor_cents: -61_500,
    categoria_a: 'Fornecimentos e serviços externos',
    subcategoria_a: 'Água',
    categoria_b: 'Fluxos de caixa das actividades operacionais',
    subcategoria_b: 'Não Aplicável',
    rubrica_b: 'Pagamentos a fornecedores',
    tipologia: 'Empresa',
    gasto: 'Variável',
    tipo_movimento: 'Saída',
  }),
  B: (l) => ({
    loja_id: l.norte,
    nif: '501000002',
    emitente: '501000002 - Águas do Norte',
    numero_fatura: 'FT 2',
    extrato_descricao: 'água mensal',
    data_emissao: '2026-09-15',
    base_cents: 1_000_000,
    iva_cents: 230_000,
    total_cents: 1_230_000,
    categoria_a: 'Vendas e serviços prestados',
    subcategoria_a: 'Serviços Prestados',
    gasto: 'Fixo',
  }),
  C: (l) => ({
    loja_id: l.norte,
    status_correspondencia: 'Sem fatura',
    nif: null,
    emitente: null,
    numero_fatura: null,
    extrato_descricao: 'Électrica Lda pagamento',
    data_emissao: null,
    data_pagamento: '2026-11-01',
    extrato_data: '2026-11-01',
    base_cents: null,
    iva_cents: null,
    total_cents: null,
    extrato_valor_cents: 500_000,
    categoria_b: 'Fluxos de caixa das actividades operacionais',
    subcategoria_b: 'Não Aplicável',
    rubrica_b: 'Recebimentos de clientes',
    tipologia: 'Pessoal',
    gasto: 'Não aplicável',
    tipo_movimento: 'Entrada',
  }),
  D: (l) => ({
    loja_id: l.armazem,
    nif: '505000004',
    emitente: 'bravo sem nif',
    numero_fatura: 'fr 3',
    extrato_descricao: 'Bravo',
    data_emissao: '2026-11-20',
    data_pagamento: '2026-11-21',
    extrato_data: '2026-11-21',
    base_cents: -100,
    iva_cents: 0,
    total_cents: -100,
    extrato_valor_cents: -100,
    categoria_a: 'Compras',
    subcategoria_a: 'Mercadoria',
    categoria_b: 'Fluxos de caixa das actividades de investimento',
    subcategoria_b: 'Pagamentos - investimento',
    rubrica_b: 'Activos fixos tangíveis',
    tipologia: 'Empresa',
    tipo_movimento: 'Saída',
  }),
  E: (l) => ({
    loja_id: l.sul,
    nif: '502000005',
    emitente: '502000005 - Electricidade Óptima',
    numero_fatura: 'FT 1',
    data_emissao: '2026-10-04',
    base_cents: -20_000,
    iva_cents: -4_600,
    total_cents: -24_600,
    categoria_a: 'Fornecimentos e serviços externos',
    subcategoria_a: 'Electricidade',
    gasto: 'Variável',
  }),
};
type Letra = keyof typeof LINHAS;

let empresaId: string;
const ids = {} as Record<Letra, string>;
const letra = (id: string) => (Object.keys(ids) as Letra[]).find((l) => ids[l] === id);

beforeAll(async () => {
  const e = await criarEmpresa(t, p);
  empresaId = e.empresaId;
  const armazem = await t.pool.query<{ id: string }>(
    "insert into lojas (empresa_id, nome) values ($1, 'Armazém Évora') returning id",
    [empresaId],
  );
  const lojas = { norte: e.lojaNorte, sul: e.lojaSul, armazem: armazem.rows[0]?.id as string };
  for (const l of Object.keys(LINHAS) as Letra[])
    ids[l] = await inserirLinha(t, empresaId, e.lojaNorte, LINHAS[l](lojas));
  // Rows that must never show: another company's, and this company's outside the default range.
  const outra = await criarEmpresa(t, p);
  await inserirLinha(t, outra.empresaId, outra.lojaNorte, {
    emitente: '509000001 - Zeta Têxteis',
    nif: '509000001',
  });
  await inserirLinha(t, empresaId, e.lojaNorte, { data_emissao: '2026-08-21', emitente: 'Antiga Água' });
});

/** The expected order: groups of equal keys in order, ids breaking ties in the same direction, nulls last. */
function esperado(grupos: Letra[][], nulos: Letra[], direcao: 'asc' | 'desc'): Letra[] {
  const porId = (g: Letra[]) => [...g].sort((a, b) => (ids[a] < ids[b] === (direcao === 'asc') ? -1 : 1));
  const ordem = direcao === 'asc' ? grupos : [...grupos].reverse();
  return [...ordem.flatMap(porId), ...porId(nulos)];
}

const ORDENS: Record<string, { grupos: Letra[][]; nulos?: Letra[] }> = {
  nif: { grupos: [['B'], ['E'], ['D'], ['A']], nulos: ['C'] },
  // By the name after 'NIF - ', accents and case folded: águas, bravo, electricidade, zeta.
  emitente: { grupos: [['B'], ['D'], ['E'], ['A']], nulos: ['C'] },
  numeroFatura: { grupos: [['D'], ['E'], ['A'], ['B']], nulos: ['C'] },
  descritivo: { grupos: [['B'], ['D'], ['C'], ['A']], nulos: ['E'] },
  dataEmissao: { grupos: [['B'], ['A'], ['E'], ['D']], nulos: ['C'] },
  dataPagamento: { grupos: [['A'], ['C'], ['D']], nulos: ['B', 'E'] },
  baseTributavel: { grupos: [['A'], ['E'], ['D'], ['B']], nulos: ['C'] },
  iva: { grupos: [['A'], ['E'], ['D'], ['B']], nulos: ['C'] },
  total: { grupos: [['A'], ['E'], ['D'], ['B']], nulos: ['C'] },
  valorExtrato: { grupos: [['A'], ['D'], ['C']], nulos: ['B', 'E'] },
  categoria_A: { grupos: [['D'], ['A', 'E'], ['C'], ['B']] },
  subcategoria_A: { grupos: [['A'], ['E'], ['D'], ['C'], ['B']] },
  categoria_B: { grupos: [['D'], ['A', 'C'], ['B', 'E']] },
  subcategoria_B: { grupos: [['A', 'C'], ['D'], ['B', 'E']] },
  rubrica_B: { grupos: [['D'], ['A'], ['C'], ['B', 'E']] },
  tipologia: { grupos: [['A', 'D'], ['B', 'E'], ['C']] },
  gasto: { grupos: [['B'], ['D'], ['C'], ['A', 'E']] },
  cashFlow: { grupos: [['C'], ['A', 'D']], nulos: ['B', 'E'] },
  // Store names: Armazém Évora, Loja Norte, Loja Sul.
  unidadeNegocio: { grupos: [['D'], ['B', 'C'], ['A', 'E']] },
};

describe('GET /get/planilhas/resumo/:empresaId', () => {
  it('answers the rows of the last 3 months (Lisbon) in the spreadsheet shape, newest first', async () => {
    const pagina = await listar(empresaId);
    expect(pagina.total).toBe(5);
    expect(pagina.totalPages).toBe(1);
    expect(pagina.dados.map((l) => letra(l._id))).toEqual(['D', 'C', 'E', 'A', 'B']);
    const c = pagina.dados.find((l) => l._id === ids.C);
    expect(c).toEqual({
      _id: ids.C,
      loja: expect.any(String),
      lojaNome: 'Loja Norte',
      criadaManualmente: false,
      criadoPor: null,
      statusCorrespondencia: 'Sem fatura',
      versao: 1,
      fatura: null,
      anulado: false,
      estado: 'Sem fatura',
      extrato: {
        descricao: 'Électrica Lda pagamento',
        dataMovimento: '2026-11-01',
        valor: 5000,
        tipoMovimento: 'Entrada',
      },
      dataPagamento: '2026-11-01',
      categoria_A: 'Sem Categoria A',
      subcategoria_A: 'Sem Subcategoria A',
      categoria_B: 'Fluxos de caixa das actividades operacionais',
      subcategoria_B: 'Não Aplicável',
      rubrica_B: 'Recebimentos de clientes',
      tipologia: 'Pessoal',
      gasto: 'Não aplicável',
      categorizacaoAutomatica: null,
      cartao: null,
    });
    expect(pagina.dados.find((l) => l._id === ids.B)).toMatchObject({
      fatura: {
        nif: '501000002',
        emitente: '501000002 - Águas do Norte',
        numeroFatura: 'FT 2',
        dataEmissao: '2026-09-15',
        baseTributavel: 10000,
        iva: 2300,
        total: 12300,
      },
      extrato: { descricao: 'água mensal', dataMovimento: null, valor: null, tipoMovimento: null },
    });
  });

  it('the default range follows the Lisbon calendar and an explicit range replaces it', async () => {
    const e = await criarEmpresa(t, p);
    for (const data of ['2026-04-30', '2026-05-01', '2026-08-01', '2026-08-02'])
      await inserirLinha(t, e.empresaId, e.lojaNorte, { data_emissao: data });
    const antes = t.clock.now;
    // 23:30 UTC on 31 July is already 1 August in Lisbon (summer time).
    t.clock.now = new Date('2026-07-31T23:30:00Z');
    try {
      const pagina = await listar(e.empresaId);
      expect(pagina.dados.map((l) => (l.fatura as { dataEmissao: string }).dataEmissao)).toEqual([
        '2026-08-01',
        '2026-05-01',
      ]);
    } finally {
      t.clock.now = antes;
    }
    const explicito = await listar(e.empresaId, { startDate: '2026-04-30', endDate: '2026-05-01' });
    expect(explicito.total).toBe(2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/resumo/${e.empresaId}?startDate=2026-06-01&endDate=2026-05-01`,
      headers: p.editor.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'A data inicial não pode ser maior que a data final.',
      campo: 'startDate',
    });
  });

  it('pages of `limit` rows, 1-based, with the totals', async () => {
    const primeira = await listar(empresaId, { limit: 2, page: 1 });
    const segunda = await listar(empresaId, { limit: 2, page: 2 });
    const terceira = await listar(empresaId, { limit: 2, page: 3 });
    const alem = await listar(empresaId, { limit: 2, page: 4 });
    expect([primeira.total, primeira.totalPages]).toEqual([5, 3]);
    expect([...primeira.dados, ...segunda.dados, ...terceira.dados].map((l) => letra(l._id))).toEqual([
      'D',
      'C',
      'E',
      'A',
      'B',
    ]);
    expect(alem).toEqual({ dados: [], totalPages: 3, total: 5 });
    const vazio = await listar(empresaId, { startDate: '2020-01-01', endDate: '2020-01-31' });
    expect(vazio).toEqual({ dados: [], totalPages: 0, total: 0 });
  });

  it('the total follows new rows, date and store changes, links and removals', async () => {
    const e = await criarEmpresa(t, p);
    const confere = async () => {
      const real = await t.pool.query<{ loja_id: string; n: number }>(
        `select loja_id, count(*)::int as n from planilha
         where empresa_id = $1 and data_referencia between '2026-08-22' and '2026-11-22' group by 1 order by 1`,
        [e.empresaId],
      );
      const contada = await t.pool.query<{ loja_id: string; n: number }>(
        `select loja_id, sum(n)::int as n from planilha_contagem_diaria
         where empresa_id = $1 and dia between '2026-08-22' and '2026-11-22' group by 1 having sum(n) <> 0 order by 1`,
        [e.empresaId],
      );
      expect(contada.rows).toEqual(real.rows);
      expect((await listar(e.empresaId)).total).toBe(real.rows.reduce((s, r) => s + r.n, 0));
    };
    const fatura = await inserirLinha(t, e.empresaId, e.lojaNorte, { data_emissao: '2026-10-01' });
    const fora = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      data_emissao: null,
      data_pagamento: '2026-07-15',
    });
    await confere();
    const put = (id: string, versao: number, mudancas: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/put/planilha/${id}`,
        headers: p.editor.auth,
        payload: { versao, mudancas },
      });
    expect((await put(fora, 1, { dataPagamento: '2026-10-15' })).statusCode).toBe(200);
    await confere();
    expect((await put(fora, 2, { loja: e.lojaSul })).statusCode).toBe(200);
    await confere();
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/criar-linha',
      headers: p.editor.auth,
      payload: { empresaId: e.empresaId },
    });
    await confere();
    const { movimentoId } = await inserirMovimento(t, e.empresaId, e.lojaSul, {
      data: '2026-11-01',
      valorCents: -12_300,
      descricao: 'TRF',
    });
    await confere();
    const assoc = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/associar-manualmente',
      headers: p.editor.auth,
      payload: { idPlanilha: fatura, idExtrato: movimentoId },
    });
    expect(assoc.statusCode).toBe(200);
    await confere();
    await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${e.empresaId}/desassociar`,
      headers: p.editor.auth,
      payload: { idPlanilha: fatura },
    });
    await confere();
    await t.app.inject({
      method: 'DELETE',
      url: `/delete/planilha/${manual.json()._id}`,
      headers: p.editor.auth,
    });
    await confere();
  });

  it('refuses what it cannot sort or page by', async () => {
    for (const qs of [
      'sortBy=cor',
      'sortBy=total&sortDir=para-cima',
      'limit=501',
      'page=0',
      'startDate=31-02-2026',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/get/planilhas/resumo/${empresaId}?${qs}`,
        headers: p.editor.auth,
      });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  for (const [coluna, { grupos, nulos = [] }] of Object.entries(ORDENS)) {
    it(`sorts by ${coluna} both ways, nulls last, the same across pages`, async () => {
      for (const direcao of ['asc', 'desc'] as const) {
        const tudo = await listar(empresaId, { sortBy: coluna, sortDir: direcao });
        expect(
          tudo.dados.map((l) => letra(l._id)),
          direcao,
        ).toEqual(esperado(grupos, nulos, direcao));
        const paginas: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const pagina = await listar(empresaId, { sortBy: coluna, sortDir: direcao, limit: 2, page });
          paginas.push(...pagina.dados.map((l) => l._id));
        }
        expect(paginas, `${direcao} por páginas`).toEqual(tudo.dados.map((l) => l._id));
      }
    });
  }
});

describe('GET /get/search/planilhas/:empresaId', () => {
  const encontra = async (termo: string, extra: Record<string, string | number> = {}) =>
    (await pesquisar(empresaId, termo, extra)).dados.map((l) => letra(l._id)).sort();

  it('ignores accents, case and the pre-reform spelling', async () => {
    expect(await encontra('eletr')).toEqual(['C', 'E']);
    expect(await encontra('ELECTR')).toEqual(['C', 'E']);
    expect(await encontra('agua')).toEqual(['A', 'B']);
    expect(await encontra('ÁGUA')).toEqual(['A', 'B']);
    expect(await encontra('texteis')).toEqual(['A']);
    expect(await encontra('otima')).toEqual(['E']);
  });

  it('finds by NIF, invoice number, category and every word typed', async () => {
    expect(await encontra('509000001')).toEqual(['A']);
    expect(await encontra('50200')).toEqual(['E']);
    expect(await encontra('fr 3')).toEqual(['D']);
    expect(await encontra('mercadoria')).toEqual(['D']);
    expect(await encontra('agua norte')).toEqual(['B']);
    expect(await encontra('%')).toEqual([]);
    expect(await encontra('_')).toEqual([]);
  });

  it('finds an amount however it is typed, of either sign', async () => {
    for (const valor of ['12.300,00', '12300.00', '12300,0', '12300', '12.300'])
      expect(await encontra(valor), valor).toEqual(['B']);
    for (const valor of ['615', '615,00', '-615,00', '615.0'])
      expect(await encontra(valor), valor).toEqual(['A']);
    expect(await encontra('5.000,00')).toEqual(['C']);
    // 1.230,00 is not 11.230,00 nor 12.300,00.
    expect(await encontra('1.230,00')).toEqual([]);
  });

  it('pages a search in the default order, newest first, each page with the whole count', async () => {
    const paginas = [];
    for (let page = 1; page <= 3; page++)
      paginas.push(await pesquisar(empresaId, 'agua', { limit: 1, page }));
    expect(paginas.map((p) => p.dados.map((l) => letra(l._id)))).toEqual([['A'], ['B'], []]);
    // Past the last page no row carries the count: it is still the search's.
    expect(paginas.map((p) => [p.total, p.totalPages])).toEqual([
      [2, 2],
      [2, 2],
      [2, 2],
    ]);
  });

  it('keeps the date range, the sort and the paging', async () => {
    const pagina = await pesquisar(empresaId, 'agua', { sortBy: 'total', sortDir: 'desc', limit: 1 });
    expect(pagina.total).toBe(2);
    expect(pagina.totalPages).toBe(2);
    expect(pagina.dados.map((l) => letra(l._id))).toEqual(['B']);
    const antigas = await pesquisar(empresaId, 'antiga', { startDate: '2026-08-01', endDate: '2026-08-31' });
    expect(antigas.total).toBe(1);
    expect((await pesquisar(empresaId, 'antiga')).total).toBe(0);
    expect((await pesquisar(empresaId, '')).total).toBe(5);
  });
});

describe('the state of a row: shown, searched and filtered', () => {
  it('annulled, pending, paid (linked, or a Fatura-recibo) and bank-only rows, each under its state', async () => {
    const e = await criarEmpresa(t, p);
    const doc = (numero: string, mais: ColunasLinha = {}) =>
      inserirLinha(t, e.empresaId, e.lojaNorte, {
        numero_fatura: numero,
        data_emissao: '2026-10-05',
        ...mais,
      });
    const anulada = await doc('FT ANUL/1');
    await t.pool.query(
      "update planilha set anulado = true, situacao = 'Documento Anulado pelo Emitente', tipo_documento = 'Fatura' where id = $1",
      [anulada],
    );
    const pendente = await doc('FT PEND/1');
    await t.pool.query(
      "update planilha set situacao = 'Registado', tipo_documento = 'Fatura' where id = $1",
      [pendente],
    );
    const recibo = await doc('FR REC/1', { loja_id: e.lojaSul });
    await t.pool.query(
      "update planilha set situacao = 'Registado', tipo_documento = 'Fatura-recibo' where id = $1",
      [recibo],
    );
    const paga = await doc('FT PAGA/1', {
      status_correspondencia: 'Correspondido',
      extrato_valor_cents: -12_300,
      extrato_data: '2026-10-06',
      data_pagamento: '2026-10-06',
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
    });
    const banco = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-10-07',
      valorCents: -750,
      descricao: 'COMISSAO MANUTENCAO',
    });

    const todas = await listar(e.empresaId);
    const estados = Object.fromEntries(todas.dados.map((l) => [l._id, [l.estado, l.anulado]]));
    expect(estados).toEqual({
      [anulada]: ['Anulado', true],
      [pendente]: ['Pendente', false],
      [recibo]: ['Pago', false],
      [paga]: ['Pago', false],
      [banco.linhaId]: ['Sem fatura', false],
    });
    expect(todas.dados.find((l) => l._id === recibo)?.fatura).toMatchObject({
      tipo: 'Fatura-recibo',
      situacao: 'Registado',
    });

    const ids = (pagina: Pagina) => pagina.dados.map((l) => l._id).sort();
    // Searched by the words a person types.
    expect(ids(await pesquisar(e.empresaId, 'anulado'))).toEqual([anulada]);
    expect(ids(await pesquisar(e.empresaId, 'Pendente'))).toEqual([pendente]);
    expect(ids(await pesquisar(e.empresaId, 'fatura-recibo'))).toEqual([recibo]);
    expect(ids(await pesquisar(e.empresaId, 'registado'))).toEqual([pendente, recibo].sort());
    // Filtered by state, with the page's count; with a store too.
    const pagas = await listar(e.empresaId, { estado: 'Pago' });
    expect(ids(pagas)).toEqual([paga, recibo].sort());
    expect(pagas.total).toBe(2);
    expect(ids(await listar(e.empresaId, { estado: 'Pago', lojaId: e.lojaSul }))).toEqual([recibo]);
    expect(ids(await listar(e.empresaId, { estado: 'Anulado', sortBy: 'total', sortDir: 'desc' }))).toEqual([
      anulada,
    ]);
    // What the income statement leaves out: unclassified rows with a value, never the annulled one.
    expect(ids(await listar(e.empresaId, { porClassificar: 'resultados' }))).toEqual(
      [pendente, recibo, banco.linhaId].sort(),
    );
    expect(ids(await listar(e.empresaId, { porClassificar: 'caixa' }))).toEqual([paga, banco.linhaId].sort());
    // The spreadsheet's own: a Categoria A or a Categoria B missing (the paid one has only its A).
    const categorias = await listar(e.empresaId, { porClassificar: 'categorias' });
    expect(ids(categorias)).toEqual([pendente, recibo, paga, banco.linhaId].sort());
    expect(categorias.total).toBe(4);

    // Its count rides with a page when asked, over the same search and filters; a plain call has none.
    expect(await listar(e.empresaId)).not.toHaveProperty('porClassificar');
    expect((await listar(e.empresaId, { contarPorClassificar: 'true' })).porClassificar).toBe(4);
    expect(
      (await listar(e.empresaId, { contarPorClassificar: 'true', lojaId: e.lojaSul })).porClassificar,
    ).toBe(1);
    expect((await pesquisar(e.empresaId, 'anulado', { contarPorClassificar: 'true' })).porClassificar).toBe(
      0,
    );
    const classificada = await doc('FT CLASS/1', {
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
      categoria_b: 'Fluxos de caixa das actividades operacionais',
      subcategoria_b: 'Não Aplicável',
      rubrica_b: 'Pagamentos a fornecedores',
    });
    const comClassificada = await listar(e.empresaId, { contarPorClassificar: 'true' });
    expect(comClassificada.total).toBe(6);
    expect(comClassificada.porClassificar).toBe(4);
    expect(ids(await listar(e.empresaId, { porClassificar: 'categorias' }))).not.toContain(classificada);

    for (const [query, mensagem] of [
      [{ estado: 'Fechado' }, 'estado deve ser um de: Pendente, Pago, Anulado, Sem fatura.'],
      [{ porClassificar: 'tudo' }, 'porClassificar deve ser um de: resultados, caixa, categorias.'],
      [{ contarPorClassificar: 'sim' }, "contarPorClassificar deve ser 'true' ou 'false'."],
      [{ lojaId: 'x' }, 'lojaId: loja desconhecida.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/get/planilhas/resumo/${e.empresaId}?${new URLSearchParams(query)}`,
        headers: p.editor.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(mensagem);
    }
  });
});

describe('the period that has rows', () => {
  async function periodo(empresaId: string, query: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/${empresaId}/periodo?${new URLSearchParams(query)}`,
      headers: p.editor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it("answers the first and last date of the rows found whatever the range, or of one import's rows", async () => {
    const e = await criarEmpresa(t, p);
    expect(await periodo(e.empresaId)).toEqual({ inicio: null, fim: null, linhas: 0 });

    await inserirLinha(t, e.empresaId, e.lojaNorte, {
      emitente: 'Padaria Velha',
      data_emissao: '2025-02-03',
    });
    await inserirLinha(t, e.empresaId, e.lojaSul, { emitente: 'Padaria Nova', data_emissao: '2025-12-30' });
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into importacoes (empresa_id, tipo, formato, nome_ficheiro)
       values ($1, 'efatura', 'efatura-adquirente', 'e.csv') returning id`,
      [e.empresaId],
    );
    const importacaoId = rows[0]?.id as string;
    await inserirLinha(t, e.empresaId, e.lojaNorte, {
      emitente: 'Talho Central',
      data_emissao: '2024-06-10',
      importacao_id: importacaoId,
    });
    await inserirLinha(t, e.empresaId, e.lojaNorte, {
      emitente: 'Talho Central',
      data_emissao: '2024-07-20',
      importacao_id: importacaoId,
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
      categoria_b: 'Fluxos de caixa das actividades operacionais',
      subcategoria_b: 'Não Aplicável',
      rubrica_b: 'Pagamentos a fornecedores',
    });

    // The default range (the last three months before 2026-11-22) holds none of them.
    expect((await listar(e.empresaId)).total).toBe(0);
    expect(await periodo(e.empresaId)).toEqual({ inicio: '2024-06-10', fim: '2025-12-30', linhas: 4 });
    expect(await periodo(e.empresaId, { searchTerm: 'padaria' })).toEqual({
      inicio: '2025-02-03',
      fim: '2025-12-30',
      linhas: 2,
    });
    expect(await periodo(e.empresaId, { lojaId: e.lojaSul })).toEqual({
      inicio: '2025-12-30',
      fim: '2025-12-30',
      linhas: 1,
    });
    expect(await periodo(e.empresaId, { importacaoId })).toEqual({
      inicio: '2024-06-10',
      fim: '2024-07-20',
      linhas: 2,
    });
    expect(await periodo(e.empresaId, { importacaoId, porClassificar: 'categorias' })).toEqual({
      inicio: '2024-06-10',
      fim: '2024-06-10',
      linhas: 1,
    });
    expect(await periodo(e.empresaId, { searchTerm: 'peixaria' })).toEqual({
      inicio: null,
      fim: null,
      linhas: 0,
    });

    const invalido = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/${e.empresaId}/periodo?importacaoId=x`,
      headers: p.editor.auth,
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toBe('importacaoId: importação desconhecida.');
  });
});
