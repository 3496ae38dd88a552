import { gerarModeloOrcamento } from '@contas/core/modelos';
import { COLUNAS, REGIME_IRC } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import {
  CAIXA_ORCAMENTADA,
  ESPERADO_DR_ORCAMENTO,
  ESPERADO_FC_ORCAMENTO,
  type EsperadoOrcamento,
  HISTORICO_PRAZOS,
  HOJE,
  type LojaOrcamento,
  linhasDoModelo,
  ORCAMENTOS,
  PRAZOS_ESPERADOS,
} from '@contas/core/reports/fixtures/padaria-do-largo.orcamento';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import {
  DEPRECIACOES_POR_LOJA,
  inserirLinhas,
  linhasDaPadaria,
} from '../relatorios/__fixtures__/padaria-do-largo';
import type { ValoresJson } from '../relatorios/relatorio-json';
import type { LinhaOrcamentoJson } from './orcamento-relatorios.routes';

/*
 * "Padaria do Largo" with its budget (core's padaria-do-largo.orcamento), end to end: the ledger as real
 * rows in two stores, depreciations, IRC regime, opening cash and a payment delay set through the API,
 * the three budgets imported through the budget upload, and the payment history as real documents. The
 * budget reports through the API equal core's hand-computed figures in every cell.
 */

type Resposta = {
  ano: number;
  loja: { _id: string; nome: string };
  hoje: string;
  estadoMeses: string[];
  linhas: LinhaOrcamentoJson[];
  [resultado: string]: unknown;
};

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;
let empresaId: string;
let lojas: Record<LojaOrcamento, string>;
let outraEmpresa: { id: string; loja: string };

const V = 'Vendas e serviços prestados';
const dia = (iso: string, dias: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** Documents paid after so many days (the payment history), issued in `ano`; `extra` overrides columns. */
async function documentos(
  empresa: string,
  loja: string,
  docs: ReadonlyArray<{ categoriaA: string; subcategoriaA: string; dias: number; documentos: number }>,
  ano: number,
  extra: Record<string, unknown> = {},
) {
  let n = 0;
  const linhas = docs.flatMap((d) =>
    Array.from({ length: d.documentos }, () => {
      n += 1;
      const emissao = dia(`${ano}-01-01`, n * 3);
      return {
        loja_id: loja,
        numero_fatura: `HIST ${ano}/${n}/${Math.random().toString(36).slice(2, 8)}`,
        nif: '500000000',
        data_emissao: emissao,
        data_pagamento: dia(emissao, d.dias),
        base_cents: -1000,
        iva_cents: -230,
        total_cents: -1230,
        categoria_a: d.categoriaA,
        subcategoria_a: d.subcategoriaA,
        status_correspondencia: 'Correspondido',
        tipo_documento: 'Fatura',
        anulado: false,
        ...extra,
      };
    }),
  );
  await t.pool.query(
    `insert into planilha (empresa_id, loja_id, numero_fatura, nif, data_emissao, data_pagamento, base_cents, iva_cents,
       total_cents, categoria_a, subcategoria_a, status_correspondencia, tipo_documento, anulado)
     select $1, x.loja_id, x.numero_fatura, x.nif, x.data_emissao, x.data_pagamento, x.base_cents, x.iva_cents,
       x.total_cents, x.categoria_a, x.subcategoria_a, x.status_correspondencia, x.tipo_documento, x.anulado
     from jsonb_to_recordset($2::jsonb) as x(loja_id uuid, numero_fatura text, nif text, data_emissao date,
       data_pagamento date, base_cents bigint, iva_cents bigint, total_cents bigint, categoria_a text,
       subcategoria_a text, status_correspondencia text, tipo_documento text, anulado boolean)`,
    [empresa, JSON.stringify(linhas)],
  );
}

async function pedido(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** A store's budget of the fixture, imported through the upload into that store or into `destino`. */
async function importarOrcamento(
  loja: LojaOrcamento,
  ano: number,
  destino = { empresa: empresaId, loja: lojas[loja] },
) {
  const { payload, headers } = multipart([
    { campo: 'tipoArquivo', valor: 'orcamento' },
    { campo: 'tipoUpload', valor: 'upload-orcamento' },
    {
      campo: 'file',
      nome: `orcamento-${loja}-${ano}.xlsx`,
      bytes: await gerarModeloOrcamento(ano, linhasDoModelo(loja, ano)),
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload/orcamento/${destino.empresa}/${destino.loja}/${ano}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['admin', 'editor', 'leitor', 'outsider'] as const) u[nome] = await createUser(t);
  // Today is the fixture's (September 2025 in progress); the tokens stay valid (checked on real time).
  t.clock.now = new Date(`${HOJE}T10:00:00Z`);
  const empresa = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo, Lda',
    membros: [
      [u.admin, 'admin'],
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Largo', 'Mercado'],
  });
  empresaId = empresa.id;
  lojas = { A: empresa.lojaIds[0] as string, B: empresa.lojaIds[1] as string };

  // The ledger's payments count in the cash flow but teach no delay: they are typed, not matched.
  await inserirLinhas(
    t.pool,
    empresaId,
    lojas,
    linhasDaPadaria().map((l) => ({
      ...l,
      status_correspondencia:
        l.status_correspondencia === 'Correspondido' ? 'Pendente' : l.status_correspondencia,
    })),
  );
  // The payment history of 2023 (no statement value: outside both reports of 2025), as the fixture counts it,
  // one Venda de Produtos being a Fatura-recibo (paid when issued, no payment date).
  const historico = HISTORICO_PRAZOS.map((h) =>
    h.subcategoriaA === 'Venda de Produtos' ? { ...h, documentos: h.documentos - 1 } : h,
  );
  await documentos(empresaId, lojas.A, historico, 2023);
  await documentos(
    empresaId,
    lojas.B,
    [{ categoriaA: V, subcategoriaA: 'Venda de Produtos', dias: 0, documentos: 1 }],
    2023,
    {
      tipo_documento: 'Fatura-recibo',
      status_correspondencia: 'Pendente',
      data_pagamento: null,
    },
  );
  // What must not count: documents of 2021 (before the two years the 2025 budget learns from), annulled,
  // credit notes, still unpaid, and another company's.
  const mercadoria = (dias: number, documentos: number) => [
    { categoriaA: 'Compras', subcategoriaA: 'Mercadoria', dias, documentos },
  ];
  await documentos(
    empresaId,
    lojas.A,
    [{ categoriaA: V, subcategoriaA: 'Serviços Prestados', dias: 200, documentos: 12 }],
    2021,
  );
  await documentos(empresaId, lojas.A, mercadoria(0, 4), 2024, { anulado: true });
  await documentos(empresaId, lojas.A, mercadoria(1, 4), 2024, { tipo_documento: 'Nota de crédito' });
  await documentos(empresaId, lojas.A, mercadoria(2, 4), 2024, { status_correspondencia: 'Pendente' });
  const outra = await criarEmpresaDeTeste(t, {
    nome: 'Outra, Lda',
    membros: [[u.outsider, 'admin']],
    lojas: ['Outra'],
  });
  outraEmpresa = { id: outra.id, loja: outra.lojaIds[0] as string };
  await documentos(outra.id, outraEmpresa.loja, mercadoria(3, 9), 2024);

  for (const loja of ['A', 'B'] as const) {
    const dep = await pedido('PUT', `/put/depreciations/${empresaId}/${lojas[loja]}`, u.editor, {
      depreciations: DEPRECIACOES_POR_LOJA[loja],
    });
    expect(dep.statusCode, dep.body).toBe(200);
  }
  const regime = await pedido('PUT', `/put/irc/${empresaId}/regime`, u.admin, REGIME_IRC);
  expect(regime.statusCode, regime.body).toBe(200);
  // The cash of 1 January 2025, counted by hand per store: 22 139,47 € between them (the fixture's).
  for (const [loja, valor] of [
    ['A', 15000],
    ['B', 7139.47],
  ] as const) {
    const caixa = await pedido('PUT', `/put/caixa-inicial/${empresaId}/${lojas[loja]}`, u.editor, {
      ano: 2025,
      valor,
    });
    expect(caixa.statusCode, caixa.body).toBe(200);
  }
  const tsu = await pedido('PUT', `/put/orcamento-prazos/${empresaId}`, u.admin, {
    categoria_A: 'Gastos com o pessoal',
    subcategoria_A: 'TSU',
    dias: 15,
  });
  expect(tsu.statusCode, tsu.body).toBe(200);
  for (const [loja, ano] of ORCAMENTOS) await importarOrcamento(loja, ano);
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, user: TestUser = u.leitor): Promise<Resposta> {
  const res = await pedido('GET', url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Resposta;
}
const drOrcamento = (loja: string, query = 'ano=2025') =>
  get(`/get/dr-orcamento/${empresaId}/${loja}?${query}`);
const fcOrcamento = (loja: string, query = 'ano=2025') =>
  get(`/get/fluxo-caixa-orcamento/${empresaId}/${loja}?${query}`);

function todasAsLinhas(linhas: readonly LinhaOrcamentoJson[]): LinhaOrcamentoJson[] {
  return linhas.flatMap((l) => [l, ...todasAsLinhas(l.children ?? [])]);
}
function linha(r: Resposta, key: string): LinhaOrcamentoJson {
  const found = todasAsLinhas(r.linhas).find((l) => l.key === key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}
const colunas = (v: ValoresJson) => [...v.meses, v.total, v.media];
const cents = (euros: number) => Math.round(euros * 100);

/** Every cell of a row against core's hand-computed cents: euros exactly, ∆ % to 8 decimals. */
function confere(r: Resposta, key: string, esperado: EsperadoOrcamento) {
  const l = linha(r, key);
  for (const [serie, valores] of [
    ['ano1', esperado.ano1],
    ['ano2', esperado.ano2],
    ['deltaEuros', esperado.dEur],
  ] as const) {
    const obtido = colunas(l.valores[serie]);
    COLUNAS.forEach((coluna, i) => {
      expect(obtido[i], `${key} ${serie} ${coluna}`).toBe((valores[i] as number) / 100);
    });
  }
  colunas(l.valores.deltaPercent).forEach((valor, i) => {
    expect(valor, `${key} ∆ % ${COLUNAS[i]}`).toBeCloseTo(esperado.dPct[i] as number, 8);
  });
  const [orcamento, previsao, deltaEuros, deltaPercent] = esperado.previsao;
  expect(l.previsao, `${key} previsão`).toMatchObject({
    orcamento: orcamento / 100,
    previsao: previsao / 100,
    deltaEuros: deltaEuros / 100,
  });
  expect(l.previsao.deltaPercent, `${key} previsão ∆ %`).toBeCloseTo(deltaPercent, 8);
}

/** Store A plus store B equals the company, row by row (months, Total and forecast; Média is not additive). */
function somaDasLojas(a: Resposta, b: Resposta, todas: Resposta, excluir: readonly string[]) {
  const [la, lb, lt] = [a, b, todas].map((r) => todasAsLinhas(r.linhas));
  expect(lt?.map((l) => l.key)).toEqual(la?.map((l) => l.key));
  let comparadas = 0;
  lt?.forEach((l, i) => {
    if (excluir.includes(l.key)) return;
    const [va, vb] = [la?.[i], lb?.[i]] as [LinhaOrcamentoJson, LinhaOrcamentoJson];
    for (const serie of ['ano1', 'ano2'] as const) {
      const soma = [...va.valores[serie].meses, va.valores[serie].total].map(
        (x, j) => cents(x) + cents([...vb.valores[serie].meses, vb.valores[serie].total][j] as number),
      );
      expect(soma, `${l.key} ${serie}`).toEqual(
        [...l.valores[serie].meses, l.valores[serie].total].map(cents),
      );
      comparadas += 1;
    }
    expect(cents(va.previsao.previsao) + cents(vb.previsao.previsao), `${l.key} previsão`).toBe(
      cents(l.previsao.previsao),
    );
  });
  // Both series of every row but the excluded: 46 rows in the cash flow, more in the income statement.
  expect(comparadas).toBeGreaterThanOrEqual(90);
}

describe('GET /get/dr-orcamento/:empresaId/:lojaId', () => {
  it("equals the hand-computed budget comparison in every cell for 'Todas as lojas'", async () => {
    const r = await drOrcamento('todas');
    expect(r).toMatchObject({
      ano: 2025,
      loja: { _id: 'todas', nome: 'Todas as lojas' },
      hoje: HOJE,
      semOrcamento: false,
    });
    expect(r.estadoMeses).toEqual([...Array(8).fill('fechado'), 'parcial', 'futuro', 'futuro', 'futuro']);
    for (const [key, esperado] of Object.entries(ESPERADO_DR_ORCAMENTO)) confere(r, key, esperado);
    expect(linha(r, 'vendas').unidade).toBe('euros');
  });

  it('its real side is the income statement’s own answer for the year, row by row', async () => {
    const [r, demonstracao] = await Promise.all([
      drOrcamento('todas'),
      get(`/get/demonstracao-resultados/${empresaId}/todas?ano=2025&ano2=2025`),
    ]);
    const real = todasAsLinhas(demonstracao.linhas);
    const comparacao = todasAsLinhas(r.linhas);
    expect(comparacao.map((l) => l.key)).toEqual(real.map((l) => l.key));
    comparacao.forEach((l, i) => {
      expect(l.valores.ano2, l.key).toEqual(real[i]?.valores.ano2);
    });
  });

  it('carries the SPEC §3 data of each side and the IRC applied to each', async () => {
    const r = await drOrcamento('todas');
    const real = r.resultadoDrReal as {
      ano: number;
      irc: unknown;
      dados: Record<string, Record<string, Record<string, unknown>>>;
    };
    const orcamento = r.resultadoDrOrcamento as typeof real;
    const irc = { taxa: 20, pme: { taxa: 16, limite: 50000 }, derramaMunicipal: 1.5 };
    expect([real.ano, real.irc, orcamento.ano, orcamento.irc]).toEqual([2025, irc, 2025, irc]);
    expect(orcamento.dados['2025']?.Jan?.[V]).toEqual({
      'Serviços Prestados': { fixo: 0, variavel: 0, na: 3200 },
      'Venda de Produtos': { fixo: 0, variavel: 0, na: 500 },
    });
    expect(orcamento.dados['2025']?.Jan?.Compras).toEqual({ Mercadoria: { fixo: 0, variavel: -500, na: 0 } });
    expect(real.dados['2025']?.Jan?.Compras).toEqual({ Mercadoria: { fixo: 0, variavel: 0, na: -400 } });
    expect(real.dados['2025']?.Mai?.['Fornecimentos e serviços externos']).toMatchObject({
      Subcontratos: { fixo: 0, variavel: -77.77, na: 0 },
    });
    expect(Object.keys(real.dados['2025'] ?? {})).toHaveLength(12);
  });

  it('adds up store by store to the company (but the tax, charged on the company’s result)', async () => {
    const [a, b, todas] = await Promise.all([
      drOrcamento(lojas.A),
      drOrcamento(lojas.B),
      drOrcamento('todas'),
    ]);
    expect(a.loja).toEqual({ _id: lojas.A, nome: 'Largo' });
    expect(cents(linha(a, 'vendas').valores.ano1.total)).toBe(2_800_000);
    expect(cents(linha(b, 'vendas').valores.ano1.total)).toBe(1_440_000);
    somaDasLojas(a, b, todas, ['imposto_rendimento', 'resultado_liquido']);
  });

  it('a changed ledger changes the real side at the next request, the budget stays', async () => {
    const antes = await drOrcamento(lojas.B);
    await inserirLinhas(t.pool, empresaId, lojas, [
      {
        ...linhasDaPadaria()[0],
        loja: 'B',
        numero_fatura: 'FT EXTRA/1',
        data_emissao: '2025-03-10',
        base_cents: 10_000,
        iva_cents: 2_300,
        total_cents: 12_300,
      } as ReturnType<typeof linhasDaPadaria>[number],
    ]);
    const depois = await drOrcamento(lojas.B);
    expect(cents(linha(depois, 'vendas').valores.ano2.meses[2] as number)).toBe(
      cents(linha(antes, 'vendas').valores.ano2.meses[2] as number) + 10_000,
    );
    expect(linha(depois, 'vendas').valores.ano1).toEqual(linha(antes, 'vendas').valores.ano1);
    await t.pool.query("delete from planilha where empresa_id = $1 and numero_fatura = 'FT EXTRA/1'", [
      empresaId,
    ]);
    expect(await drOrcamento(lojas.B)).toEqual(antes);
  });

  it('the year defaults to this year; a bad year is refused; another company’s store and an outsider get 404', async () => {
    expect(await drOrcamento('todas', '')).toEqual(await drOrcamento('todas'));
    for (const query of ['ano=abc', 'ano=1800']) {
      const res = await pedido('GET', `/get/dr-orcamento/${empresaId}/todas?${query}`, u.leitor);
      expect([res.statusCode, res.json().message], query).toEqual([
        400,
        'O ano deve ser um número inteiro entre 1900 e 2200.',
      ]);
    }
    const outraLoja = await pedido(
      'GET',
      `/get/dr-orcamento/${empresaId}/${outraEmpresa.loja}?ano=2025`,
      u.leitor,
    );
    expect([outraLoja.statusCode, outraLoja.json().message]).toEqual([404, 'Loja não encontrada.']);
    const deFora = await pedido('GET', `/get/dr-orcamento/${empresaId}/todas?ano=2025`, u.outsider);
    expect(deFora.statusCode).toBe(404);
  });

  it('a closed year forecasts its real figures', async () => {
    const r = await drOrcamento('todas', 'ano=2024');
    expect(r.estadoMeses).toEqual(Array(12).fill('fechado'));
    // Store A's 2024 budget has December's sales (1 800,00 €); the real year is the statement's.
    const vendas = linha(r, 'vendas');
    expect([vendas.valores.ano1.total, vendas.valores.ano2.total]).toEqual([1800, 36030.75]);
    expect(vendas.previsao).toMatchObject({ orcamento: 1800, previsao: 36030.75, deltaEuros: 34230.75 });
  });

  it('a company without a budget compares with zeros: its forecast is what the year has so far', async () => {
    const res = await pedido('GET', `/get/dr-orcamento/${outraEmpresa.id}/todas?ano=2025`, u.outsider);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as Resposta;
    expect(r.semOrcamento).toBe(true);
    for (const l of todasAsLinhas(r.linhas)) {
      expect(
        colunas(l.valores.ano1).every((v) => v === 0),
        l.key,
      ).toBe(true);
      expect(l.previsao.orcamento, l.key).toBe(0);
    }
  });
});

describe('GET /get/fluxo-caixa-orcamento/:empresaId/:lojaId', () => {
  it("equals the hand-computed cash budget comparison in every cell for 'Todas as lojas'", async () => {
    const r = await fcOrcamento('todas');
    expect(r).toMatchObject({
      ano: 2025,
      loja: { _id: 'todas', nome: 'Todas as lojas' },
      hoje: HOJE,
      semOrcamento: false,
    });
    for (const [key, esperado] of Object.entries(ESPERADO_FC_ORCAMENTO)) confere(r, key, esperado);
    for (const [key, meses] of Object.entries(CAIXA_ORCAMENTADA)) {
      expect(linha(r, key).valores.ano1.meses, key).toEqual(meses.map((c) => c / 100));
    }
  });

  it('learns the payment delays from the company’s own paid documents, and says where each comes from', async () => {
    const r = await fcOrcamento('todas');
    const { prazos } = r.resultadoFCOrcamento as { prazos: Array<Record<string, unknown>> };
    expect(
      prazos.map((p) => [
        p.categoria_A,
        p.subcategoria_A,
        p.dias,
        p.meses,
        p.origem,
        p.medido && Object.values(p.medido as object),
      ]),
    ).toEqual([...PRAZOS_ESPERADOS].sort((x, y) => `${x[0]}|${x[1]}`.localeCompare(`${y[0]}|${y[1]}`)));
    expect(prazos.find((p) => p.subcategoria_A === 'TSU')?.manual).toEqual({
      dias: 15,
      atualizadoEm: expect.any(String),
      atualizadoPor: { _id: u.admin.id, nome: expect.any(String) },
    });
  });

  it('its real side is the cash flow’s own answer for the year, opening with the same cash', async () => {
    const [r, fluxo] = await Promise.all([
      fcOrcamento('todas'),
      get(`/get/fluxo-caixa/${empresaId}/todas?ano=2025&ano2=2025`),
    ]);
    const real = todasAsLinhas(fluxo.linhas);
    todasAsLinhas(r.linhas).forEach((l, i) => {
      expect(l.key).toBe(real[i]?.key);
      expect(l.valores.ano2, l.key).toEqual(real[i]?.valores.ano2);
    });
    expect(r.resultadoFCReal).toMatchObject({ ano: 2025, caixaInicial: 22139.47 });
    const dados = (
      r.resultadoFCOrcamento as { dados: Record<string, Record<string, Record<string, unknown>>> }
    ).dados;
    expect(dados['2025']?.Jan).toMatchObject({ CIP: 22139.47, CFP: 23961.17 });
    expect(dados['2025']?.Jan?.['Fluxos de caixa das actividades operacionais']).toMatchObject({
      'Recebimentos de clientes': 4255,
      // The budget's VAT on the AT calendar: nothing in January, Q4 2024's in February.
      'Outros recebimentos/pagamentos': 0,
    });
  });

  it('adds up store by store to the company, budget, real and forecast', async () => {
    const [a, b, todas] = await Promise.all([
      fcOrcamento(lojas.A),
      fcOrcamento(lojas.B),
      fcOrcamento('todas'),
    ]);
    somaDasLojas(a, b, todas, []);
  });

  it('an admin’s delay moves the cash at the next request; null goes back to the history; others may not', async () => {
    const url = `/put/orcamento-prazos/${empresaId}`;
    const corpo = { categoria_A: 'Compras', subcategoria_A: 'Mercadoria', dias: 0 };
    expect((await pedido('PUT', url, u.editor, corpo)).statusCode).toBe(403);
    expect((await pedido('PUT', url, u.outsider, corpo)).statusCode).toBe(404);
    for (const [errado, mensagem] of [
      [{ ...corpo, dias: 400 }, 'O prazo deve ser um número inteiro de dias entre 0 e 365.'],
      [{ ...corpo, dias: 1.5 }, 'O prazo deve ser um número inteiro de dias entre 0 e 365.'],
      [{ ...corpo, subcategoria_A: 'TSU' }, 'A Subcategoria A não pertence à Categoria A.'],
    ] as const) {
      const res = await pedido('PUT', url, u.admin, errado);
      expect([res.statusCode, res.json().message]).toEqual([400, mensagem]);
    }
    const antes = await fcOrcamento(lojas.B);
    const res = await pedido('PUT', url, u.admin, corpo);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().manuais.map((m: { subcategoria_A: string; dias: number }) => [m.subcategoria_A, m.dias]),
    ).toEqual([
      ['Mercadoria', 0],
      ['TSU', 15],
    ]);
    const depois = await fcOrcamento(lojas.B);
    // Store B's purchases (−212,00 € a month with VAT) are now paid in their month: the year's total is the same.
    const fornecedores = (r: Resposta) => linha(r, 'operacionais.pagamentos_a_fornecedores').valores.ano1;
    expect(fornecedores(depois).total).toBe(fornecedores(antes).total);
    expect(fornecedores(depois).meses).toEqual(fornecedores(antes).meses);
    const prazo = (r: Resposta) =>
      (
        r.resultadoFCOrcamento as { prazos: Array<{ subcategoria_A: string; meses: number; origem: string }> }
      ).prazos.find((p) => p.subcategoria_A === 'Mercadoria');
    expect(prazo(depois)).toMatchObject({ meses: 0, origem: 'manual' });
    expect((await pedido('PUT', url, u.admin, { ...corpo, dias: null })).statusCode).toBe(200);
    expect(prazo(await fcOrcamento(lojas.B))).toMatchObject({ meses: 2, origem: 'historico' });
  });

  it('follows the documents: a payment date changed in the ledger moves the median', async () => {
    const mudar = (de: number, para: number) =>
      t.pool.query(
        `update planilha set data_pagamento = data_emissao + $3::int
         where id in (select id from planilha where empresa_id = $1 and subcategoria_a = 'Serviços Prestados'
                      and numero_fatura like 'HIST 2023/%' and data_pagamento - data_emissao = $2 limit 3)`,
        [empresaId, de, para],
      );
    const servicos = async () =>
      (
        (await fcOrcamento('todas')).resultadoFCOrcamento as {
          prazos: Array<{ subcategoria_A: string; dias: number; meses: number }>;
        }
      ).prazos.find((p) => p.subcategoria_A === 'Serviços Prestados');
    // 30,30,30,35,60,60,90,90,90 → 60 days, two months.
    await mudar(35, 90);
    expect(await servicos()).toMatchObject({ dias: 60, meses: 2 });
    await mudar(90, 35);
    expect(await servicos()).toMatchObject({ dias: 35, meses: 1 });
  });
});

describe('GET /get/orcamento-relatorios/:empresaId/:lojaId/exportar.xlsx', () => {
  async function livro(query: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/orcamento-relatorios/${empresaId}/todas/exportar.xlsx?${query}`,
      headers: u.leitor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, folha: wb.worksheets[0] as ExcelJS.Worksheet };
  }
  const linhaDe = (folha: ExcelJS.Worksheet, rotulo: string) => {
    let encontrada: ExcelJS.Row | undefined;
    folha.eachRow((row) => {
      if (!encontrada && row.getCell(1).value === rotulo) encontrada = row;
    });
    if (!encontrada) throw new Error(`Sem a linha ${rotulo}`);
    return encontrada;
  };

  it('DR Orçamento: Real, Orçamentado, ∆ € and ∆ % per month, open months empty, the forecast last', async () => {
    const { res, folha } = await livro('relatorio=dr-orcamento&ano=2025');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dr-orcamento-2025.xlsx"');
    expect(folha.name).toBe('DR Orçamento');
    expect(folha.getCell(1, 1).value).toBe('Padaria do Largo, Lda — DR Orçamento');
    expect(folha.getCell(2, 1).value).toBe('Todas as lojas · 2025 · Real vs Orçamentado');
    expect(folha.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 4 });
    const titulos = [2, 34, 38, 50, 54, 58].map((c) => folha.getCell(3, c).value);
    expect(titulos).toEqual([
      'Jan',
      'Set (em curso)',
      'Out (por realizar)',
      'Total',
      'Média',
      'Previsão de fecho',
    ]);
    expect([2, 3, 4, 5].map((c) => folha.getCell(4, c).value)).toEqual(['Real', 'Orçamentado', '∆ €', '∆ %']);
    expect([58, 59].map((c) => folha.getCell(4, c).value)).toEqual([
      'Real + orçamento restante',
      'Orçamento anual',
    ]);

    const vendas = linhaDe(folha, 'Vendas e serviços prestados');
    const v = ESPERADO_DR_ORCAMENTO.vendas as EsperadoOrcamento;
    // January: real 3 100,00 € against 3 700,00 € budgeted.
    expect([2, 3, 4].map((c) => vendas.getCell(c).value)).toEqual([3100, 3700, -600]);
    expect(vendas.getCell(5).value as number).toBeCloseTo((v.dPct[0] as number) / 100, 10);
    expect(vendas.getCell(2).numFmt).toBe('#,##0.00 €');
    expect(vendas.getCell(5).numFmt).toBe('0.00%');
    // October has no real figures yet: its Real and ∆ cells are empty, the budget is there.
    expect([38, 39, 40, 41].map((c) => vendas.getCell(c).value)).toEqual([null, 3700, null, null]);
    // The year is open: the Total's ∆ is left to the forecast.
    expect([50, 51, 52, 53].map((c) => vendas.getCell(c).value)).toEqual([38880, 42400, null, null]);
    expect([58, 59, 60].map((c) => vendas.getCell(c).value)).toEqual([39800, 42400, -2600]);
    expect(vendas.getCell(61).value as number).toBeCloseTo(-0.061320754717, 10);
  });

  it('Fluxo de Caixa Orçamento, and an unknown report is refused', async () => {
    const { folha } = await livro('relatorio=fluxo-caixa-orcamento&ano=2025');
    expect(folha.name).toBe('Fluxo de Caixa Orçamento');
    const cfp = linhaDe(folha, 'Caixa e seus equivalentes no fim do período');
    expect([2, 3].map((c) => cfp.getCell(c).value)).toEqual([23000.46, 23961.17]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/orcamento-relatorios/${empresaId}/todas/exportar.xlsx?relatorio=outro`,
      headers: u.leitor.auth,
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Relatório desconhecido: use dr-orcamento ou fluxo-caixa-orcamento.',
    ]);
  });
});

describe('the payment delays’ histogram on the read path', () => {
  let empresa: string;
  let loja: string;
  beforeAll(async () => {
    const criada = await criarEmpresaDeTeste(t, {
      nome: 'Prazos Largos, Lda',
      membros: [[u.editor, 'editor']],
      lojas: ['Única'],
    });
    empresa = criada.id;
    loja = criada.lojaIds[0] as string;
    await importarOrcamento('B', 2025, { empresa, loja });
    // One document of Compras / Mercadoria a year from 2023 to 2025 for each delay of 0 to 299 days, in one
    // statement: 900 stored rows, one per year and delay, each its own group (none to fold).
    await t.pool.query(
      `insert into planilha (empresa_id, loja_id, numero_fatura, nif, data_emissao, data_pagamento, base_cents,
         iva_cents, total_cents, categoria_a, subcategoria_a, status_correspondencia, tipo_documento, anulado)
       select $1, $2, 'P ' || a || '/' || d, '500000000', make_date(a, 1, 1), make_date(a, 1, 1) + d, -1000, -230,
         -1230, 'Compras', 'Mercadoria', 'Correspondido', 'Fatura', false
       from generate_series(2023, 2025) a, generate_series(0, 299) d`,
      [empresa, loja],
    );
  });

  /** The histogram's rows as stored: a rewrite gives every row a new xmin. */
  const histograma = async () =>
    (
      await t.pool.query<{ linha: string }>(
        `select ano || '/' || dias || '/' || documentos || '@' || xmin as linha from prazos_pagamento
         where empresa_id = $1 order by ano, dias, documentos, xmin::text`,
        [empresa],
      )
    ).rows.map((r) => r.linha);
  const mercadoria = async () => {
    const res = await pedido('GET', `/get/fluxo-caixa-orcamento/${empresa}/todas?ano=2025`, u.editor);
    expect(res.statusCode, res.body).toBe(200);
    return (
      res.json().resultadoFCOrcamento as {
        prazos: Array<{
          subcategoria_A: string;
          dias: number;
          meses: number;
          origem: string;
          medido: unknown;
        }>;
      }
    ).prazos.find((p) => p.subcategoria_A === 'Mercadoria');
  };
  /** Every 2025 document paid on its issue day, or back to its own delay. */
  const pagar2025 = (noDia: boolean) =>
    t.pool.query(
      `update planilha set data_pagamento = data_emissao + case when $2 then 0
                                                          else split_part(numero_fatura, '/', 2)::int end
       where empresa_id = $1 and numero_fatura like 'P 2025/%'`,
      [empresa, noDia],
    );

  it('reads without writing: two requests in a row leave every stored row as it was', async () => {
    const antes = await histograma();
    expect(antes).toHaveLength(900);
    // 900 documents, three of each delay from 0 to 299: the 450th is of 149 days, five months on.
    const esperado = { dias: 149, meses: 5, origem: 'historico', medido: { dias: 149, documentos: 900 } };
    expect(await mercadoria()).toMatchObject(esperado);
    expect(await histograma()).toEqual(antes);
    expect(await mercadoria()).toMatchObject(esperado);
    expect(await histograma()).toEqual(antes);
  });

  it('after a ledger write the delay follows it, and the rows the write appended stay until they are many', async () => {
    await pagar2025(true);
    const escrito = await histograma();
    // The trigger appended a row a delay: 299 taking a document out, and 0 days gaining 299.
    expect(escrito).toHaveLength(1200);
    // 302 documents at 0 days, then two a day from 1 to 299: the 450th is of 74 days, two months on.
    expect(await mercadoria()).toMatchObject({ dias: 74, meses: 2, medido: { dias: 74, documentos: 900 } });
    expect(await histograma()).toEqual(escrito);

    // Three more writes, back and forth: 2100 rows for 900 groups, past folding's 2 × 900 + 256.
    for (const noDia of [false, true, false]) await pagar2025(noDia);
    expect(await histograma()).toHaveLength(2100);
    expect(await mercadoria()).toMatchObject({ dias: 149, meses: 5, medido: { dias: 149, documentos: 900 } });
    const dobrado = await histograma();
    expect(dobrado).toHaveLength(900);
    expect(await mercadoria()).toMatchObject({ dias: 149, meses: 5 });
    expect(await histograma()).toEqual(dobrado);
  });
});
