import { CATEGORIA_A } from '@contas/core';
import { ESPERADO_FC } from '@contas/core/reports/fixtures/padaria-do-largo.extrato';
import {
  COLUNAS,
  ESPERADO_DR,
  type Esperado,
  REGIME_IRC,
} from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp, type TestUser, uniqueNif } from '../../../test/test-app';
import { DEPRECIACOES_POR_LOJA, inserirLinhas, linhasDaPadaria } from './__fixtures__/padaria-do-largo';
import type { LinhaJson, ValoresJson } from './relatorio-json';

/*
 * "Padaria do Largo" (the hand-computed company of core's report tests) as real ledger rows in two
 * stores, its depreciations entered through the API and its opening cash from bank statements and a
 * value set by hand: the consolidated reports through the API equal core's hand-computed figures in
 * every cell, and each store adds up to them.
 */

type Relatorio = {
  ano1: number;
  ano2: number;
  loja: { _id: string; nome: string };
  linhas: LinhaJson[];
  [extra: string]: unknown;
};

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;
let empresaId: string;
let lojaA: string;
let lojaB: string;
let lojaDeOutra: string;

async function novaEmpresa(nome: string, membros: Array<[TestUser, string]>) {
  const { rows } = await t.pool.query<{ id: string }>(
    "insert into empresas (nome, nif, email) values ($1, $2, 'geral@exemplo.pt') returning id",
    [nome, uniqueNif()],
  );
  const id = rows[0]?.id as string;
  for (const [user, role] of membros)
    await t.pool.query('insert into membros (empresa_id, user_id, role) values ($1, $2, $3)', [
      id,
      user.id,
      role,
    ]);
  return id;
}

/** The accounts the statements written straight to the database name, as an import registers them. */
async function registarContas(empresa: string) {
  await t.pool.query(
    `insert into contas_bancarias (empresa_id, banco, conta)
     select distinct empresa_id, banco, conta from extratos_saldos where empresa_id = $1
     on conflict do nothing`,
    [empresa],
  );
  for (const tabela of ['extratos_saldos', 'movimentos'])
    await t.pool.query(
      `update ${tabela} x set conta_id = c.id from contas_bancarias c
       where x.empresa_id = $1 and c.empresa_id = $1 and c.banco = x.banco and c.conta = x.conta`,
      [empresa],
    );
}

async function novaLoja(empresa: string, nome: string, criadaHa: string) {
  const { rows } = await t.pool.query<{ id: string }>(
    'insert into lojas (empresa_id, nome, created_at) values ($1, $2, now() - $3::interval) returning id',
    [empresa, nome, criadaHa],
  );
  return rows[0]?.id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['admin', 'editor', 'leitor', 'outsider'] as const) u[nome] = await createUser(t);
  empresaId = await novaEmpresa('Padaria do Largo, Lda', [
    [u.admin, 'admin'],
    [u.editor, 'editor'],
    [u.leitor, 'leitor'],
  ]);
  lojaA = await novaLoja(empresaId, 'Largo', '2 minutes');
  lojaB = await novaLoja(empresaId, 'Mercado', '1 minute');
  await inserirLinhas(t.pool, empresaId, { A: lojaA, B: lojaB }, linhasDaPadaria());

  // Another company with rows on the same days: nothing of it may show.
  const outra = await novaEmpresa('Outra, Lda', [[u.outsider, 'admin']]);
  lojaDeOutra = await novaLoja(outra, 'Outra', '1 minute');
  await inserirLinhas(t.pool, outra, { A: lojaDeOutra, B: lojaDeOutra }, linhasDaPadaria().slice(0, 40));
  await t.pool.query(
    `insert into extratos_saldos (empresa_id, banco, conta, data_inicio, data_fim, saldo_inicial_cents)
     values ($1, 'cgd', 'PT1', '2024-01-01', '2024-01-31', 77700000)`,
    [outra],
  );
  await registarContas(outra);

  for (const [loja, depreciations] of [
    [lojaA, DEPRECIACOES_POR_LOJA.A],
    [lojaB, DEPRECIACOES_POR_LOJA.B],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/put/depreciations/${empresaId}/${loja}`,
      headers: u.editor.auth,
      payload: { depreciations },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  // 1 January 2024 at the bank: CGD 3 000,00 € (its statement starts that day) + BPI 2 000,00 € (its
  // statement starts on 15 December at 1 500,00 € and +500,00 € came in on the 20th) = 5 000,00 €.
  await t.pool.query(
    `insert into extratos_saldos (empresa_id, banco, conta, data_inicio, data_fim, saldo_inicial_cents, saldo_final_cents)
     values ($1, 'cgd', 'PT50-CGD', '2024-01-01', '2024-01-31', 300000, 310000),
            ($1, 'bpi', 'PT50-BPI', '2023-12-15', '2024-01-14', 150000, 190000),
            ($1, 'bpi', 'PT50-BPI', '2024-01-15', '2024-02-14', 999999, 999999)`,
    [empresaId],
  );
  await t.pool.query(
    `insert into movimentos (empresa_id, banco, conta, data_movimento, descricao, valor_cents, linha, chave)
     values ($1, 'bpi', 'PT50-BPI', '2023-12-20', 'TRF RECEBIDA', 50000, 1, 'bpi-1'),
            ($1, 'bpi', 'PT50-BPI', '2024-01-03', 'PAGAMENTO', -10000, 2, 'bpi-2')`,
    [empresaId],
  );
  await registarContas(empresaId);
  // An SME in a municipality with the maximum derrama, as core's fixture (set through the API).
  const regime = await t.app.inject({
    method: 'PUT',
    url: `/put/irc/${empresaId}/regime`,
    headers: u.admin.auth,
    payload: REGIME_IRC,
  });
  expect(regime.statusCode, regime.body).toBe(200);

  // Store B's cash box, counted by hand: 1 200,00 €; store A takes the rest of the bank's 5 000,00 €.
  const caixa = await t.app.inject({
    method: 'PUT',
    url: `/put/caixa-inicial/${empresaId}/${lojaB}`,
    headers: u.editor.auth,
    payload: { ano: 2024, valor: 1200 },
  });
  expect(caixa.statusCode, caixa.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function get<T = Relatorio>(url: string, user: TestUser = u.leitor): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const dr = (loja: string, query = 'ano=2024&ano2=2025') =>
  get(`/get/demonstracao-resultados/${empresaId}/${loja}?${query}`);
const fc = (loja: string, query = 'ano=2024&ano2=2025') =>
  get(`/get/fluxo-caixa/${empresaId}/${loja}?${query}`);

function todasAsLinhas(linhas: readonly LinhaJson[]): LinhaJson[] {
  return linhas.flatMap((l) => [l, ...todasAsLinhas(l.children ?? [])]);
}

function linha(r: Relatorio, key: string): LinhaJson {
  const extras = ['margemContribuicao', 'investimentos', 'naoClassificado', 'caixaGeradaPelasOperacoes']
    .map((k) => r[k] as LinhaJson | undefined)
    .filter((l): l is LinhaJson => l !== undefined);
  const found = todasAsLinhas([...r.linhas, ...extras]).find((l) => l.key === key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}

const colunas = (v: ValoresJson) => [...v.meses, v.total, v.media];

/** Every cell of a line against core's hand-computed cents: euros exactly, ∆ % to 8 decimals. */
function confere(r: Relatorio, key: string, esperado: Esperado) {
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
  const pct = colunas(l.valores.deltaPercent);
  COLUNAS.forEach((coluna, i) => {
    expect(pct[i], `${key} ∆ % ${coluna}`).toBeCloseTo(esperado.dPct[i] as number, 8);
  });
}

const cents = (euros: number) => Math.round(euros * 100);

/** A store plus B store equals the company, line by line, months and Total (Média is not additive). */
function somaDasLojas(a: Relatorio, b: Relatorio, todas: Relatorio, excluir: readonly string[] = []) {
  const la = todasAsLinhas(a.linhas);
  const lb = todasAsLinhas(b.linhas);
  const lt = todasAsLinhas(todas.linhas);
  expect(lt.map((l) => l.key)).toEqual(la.map((l) => l.key));
  let comparadas = 0;
  lt.forEach((l, i) => {
    if (excluir.includes(l.key)) return;
    for (const serie of ['ano1', 'ano2', 'deltaEuros'] as const) {
      const va = la[i]?.valores[serie] as ValoresJson;
      const vb = lb[i]?.valores[serie] as ValoresJson;
      const vt = l.valores[serie];
      const soma = [...va.meses, va.total].map(
        (x, j) => cents(x) + cents([...vb.meses, vb.total][j] as number),
      );
      expect(soma, `${l.key} ${serie}`).toEqual([...vt.meses, vt.total].map(cents));
      comparadas += 1;
    }
  });
  expect(comparadas).toBeGreaterThan(100);
}

describe('income statement through the API', () => {
  it("equals the hand-computed statement in every cell for 'Todas as lojas'", async () => {
    const r = await dr('todas');
    expect(r).toMatchObject({
      ano1: 2024,
      ano2: 2025,
      loja: { _id: 'todas', nome: 'Todas as lojas' },
      taxaIrc: { ano1: 21, ano2: 20 },
    });
    for (const [key, esperado] of Object.entries(ESPERADO_DR)) confere(r, key, esperado);
    expect(linha(r, 'vendas').unidade).toBe('euros');
  });

  it('puts every row where core puts it: FSE accounts, personnel, depreciations, investments, unclassified', async () => {
    const r = await dr('todas');
    // biome-ignore format: tables
    const esperado: Array<[string, number[], number[]]> = [
      ['vendas.venda_de_mercadoria', [0, 0, 38000, 0, 0, -8000, 0, 0, 0, 0, 0, 30000, 60000, 20000], [0, 0, 0, 0, 0, 0, 0, 0, 0, -5000, 0, 0, -5000, -5000]],
      ['fse_fixos.energia_e_fluidos.electricidade', [-8533, 0, 0, -7000, 0, 0, -9555, 0, 0, -8000, 0, 0, -33088, -8272], [-9001, 0, 0, -7500, 0, 0, -9999, 0, 0, -8250, 0, 0, -34750, -8688]],
      ['fse_variaveis.subcontratos', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, -7777, 0, 0, 0, 0, 0, 0, 0, -7777, -7777]],
      ['impostos.seguranca_social', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, -25000, 0, 0, 0, 0, 0, 0, -25000, -25000]],
      ['depreciacoes.equipamento_basico', [-8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8333, -8333, -8333, -100005, -8334], [-8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8333, -8333, -8333, -100005, -8334]],
      ['depreciacoes.equipamento_transporte', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [-10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -123456, -10288]],
      ['juros.juros_e_gastos_similares_suportados', [0, 0, -1500, 0, 0, -1500, 0, 0, -1500, 0, 0, -1500, -6000, -1500], [0, 0, -1400, 0, 0, -1400, 0, 0, -1400, 0, 0, -1400, -5600, -1400]],
      ['investimentos.equipamento_basico', [0, -240000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -240000, -240000], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      ['nao_classificado', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -4567, 0, -4567, -4567], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ];
    for (const [key, ano1, ano2] of esperado) {
      expect(colunas(linha(r, key).valores.ano1), key).toEqual(ano1.map((c) => c / 100));
      expect(colunas(linha(r, key).valores.ano2), key).toEqual(ano2.map((c) => c / 100));
    }
  });

  it('adds up store by store to the company (but the tax, charged on the company’s result)', async () => {
    const [a, b, todas] = await Promise.all([dr(lojaA), dr(lojaB), dr('todas')]);
    expect(a.loja).toEqual({ _id: lojaA, nome: 'Largo' });
    expect(cents(linha(a, 'vendas').valores.ano1.total)).not.toBe(0);
    expect(cents(linha(b, 'vendas').valores.ano1.total)).not.toBe(0);
    somaDasLojas(a, b, todas, ['imposto_rendimento', 'resultado_liquido']);
  });

  it('shows new ledger rows at the next request: a remembered report is keyed by its sums, never stale', async () => {
    const nova = await novaEmpresa('Memória, Lda', [[u.leitor, 'leitor']]);
    const [lojaNova, outraNova] = [
      await novaLoja(nova, 'Nova', '2 minutes'),
      await novaLoja(nova, 'Outra', '1 minute'),
    ];
    const url = `/get/demonstracao-resultados/${nova}/${lojaNova}?ano=2024&ano2=2025`;
    const antes = await get(url);
    expect(colunas(linha(antes, 'vendas').valores.ano1).every((v) => v === 0)).toBe(true);
    expect(await get(url)).toEqual(antes);

    await inserirLinhas(t.pool, nova, { A: lojaNova, B: outraNova }, linhasDaPadaria());
    const depois = await get(url);
    const largo = await dr(lojaA);
    expect(cents(linha(depois, 'vendas').valores.ano1.total)).not.toBe(0);
    expect(linha(depois, 'vendas').valores).toEqual(linha(largo, 'vendas').valores);
  });

  it('reads the years: ano alone is the year before against it; none is last year against this one', async () => {
    const ambos = await dr('todas');
    expect(await dr('todas', 'ano=2025')).toEqual(ambos);
    t.clock.now = new Date('2025-06-15T12:00:00Z');
    expect(await dr('todas', '')).toEqual(ambos);
    t.clock.now = new Date();
    const invertido = await dr('todas', 'ano=2025&ano2=2024');
    expect([invertido.ano1, invertido.ano2]).toEqual([2025, 2024]);
    expect(linha(invertido, 'vendas').valores.ano1.total).toBe(38880);
    for (const query of ['ano=abc', 'ano=1800', 'ano=2024&ano2=2024.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/get/demonstracao-resultados/${empresaId}/todas?${query}`,
        headers: u.leitor.auth,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('O ano deve ser um número inteiro entre 1900 e 2200.');
    }
  });

  it("shows what it leaves out as its last line, 'Por classificar', and the spreadsheet lists those rows", async () => {
    const r = await dr('todas');
    const ultima = r.linhas.at(-1) as LinhaJson;
    expect([ultima.key, ultima.label]).toEqual(['nao_classificado', 'Por classificar']);
    expect(ultima.valores.ano1.total).toBe(-45.67);
    // The rows behind it: the spreadsheet's filter of the same year (by the document's date).
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/resumo/${empresaId}?porClassificar=resultados&startDate=2024-01-01&endDate=2024-12-31`,
      headers: u.editor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json().dados as Array<{
      fatura: { baseTributavel: number } | null;
      extrato: { valor: number } | null;
    }>;
    const soma = linhas.reduce((a, l) => a + cents(l.fatura?.baseTributavel ?? l.extrato?.valor ?? 0), 0);
    expect(soma).toBe(-4567);
    // And the cash flow's, by the payment date.
    const caixa = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/resumo/${empresaId}?porClassificar=caixa&startDate=2024-01-01&endDate=2024-12-31`,
      headers: u.editor.auth,
    });
    const movimentos = caixa.json().dados as Array<{ extrato: { valor: number } }>;
    const f = await fc('todas');
    expect(movimentos.reduce((a, l) => a + cents(l.extrato.valor), 0)).toBe(
      cents(linha(f, 'nao_classificado').valores.ano1.total),
    );
  });

  it('states the IRC it applied: general rate, SME band and derrama municipal', async () => {
    const r = await dr('todas');
    expect(r.irc).toEqual({
      ano1: { taxa: 21, pme: { taxa: 17, limite: 50000 }, derramaMunicipal: 1.5 },
      ano2: { taxa: 20, pme: { taxa: 16, limite: 50000 }, derramaMunicipal: 1.5 },
    });
    // The months add up to the Total (year-to-date allocation), and so does the net result.
    for (const key of ['imposto_rendimento', 'resultado_liquido']) {
      for (const serie of ['ano1', 'ano2'] as const) {
        const v = linha(r, key).valores[serie];
        expect(
          v.meses.reduce((a, b) => a + cents(b), 0),
          `${key} ${serie}`,
        ).toBe(cents(v.total));
      }
    }
  });

  it('applies the company’s own IRC rate and regime set by an admin, and goes back to the law’s', async () => {
    const put = (user: TestUser, payload: object, url = `/put/irc/${empresaId}`) =>
      t.app.inject({ method: 'PUT', url, headers: user.auth, payload });
    const regime = (user: TestUser, payload: object) => put(user, payload, `/put/irc/${empresaId}/regime`);
    expect((await put(u.editor, { ano: 2025, taxa: 16 })).statusCode).toBe(403);
    expect((await put(u.admin, { ano: 2025, taxa: 101 })).json().message).toBe(
      'A taxa de IRC deve ser um número entre 0 e 100.',
    );
    const definida = await put(u.admin, { ano: 2025, taxa: 16 });
    expect(definida.json()).toEqual({ taxas: [{ ano: 2025, taxa: 16, taxaLegal: 20 }], regime: REGIME_IRC });
    expect(await get(`/get/irc/${empresaId}`, u.admin)).toEqual({
      taxas: [{ ano: 2025, taxa: 16, taxaLegal: 20 }],
      regime: REGIME_IRC,
    });

    // Not an SME, no derrama: the general rate alone.
    expect((await regime(u.editor, { pme: false, derramaMunicipal: 0 })).statusCode).toBe(403);
    for (const payload of [
      { pme: false, derramaMunicipal: 1.6 },
      { pme: false, derramaMunicipal: -1 },
    ]) {
      const recusado = await regime(u.admin, payload);
      expect(recusado.statusCode).toBe(400);
      expect(recusado.json().message).toBe('A derrama municipal deve ser uma percentagem entre 0 e 1,5.');
    }
    expect((await regime(u.admin, { derramaMunicipal: 1 })).json().message).toBe(
      'Indique se a empresa é PME (sim ou não).',
    );
    expect((await regime(u.admin, { pme: false, derramaMunicipal: 0 })).json().regime).toEqual({
      pme: false,
      derramaMunicipal: 0,
    });

    const r = await dr('todas');
    expect(r.taxaIrc).toEqual({ ano1: 21, ano2: 16 });
    // 16 % of 13 122,59 € = 2 099,6144 €; January 784,76 € → 125,5616 €, given back in February's loss
    // (core's figures).
    expect(linha(r, 'imposto_rendimento').valores.ano2.total).toBe(-2099.61);
    expect(linha(r, 'imposto_rendimento').valores.ano2.meses.slice(0, 2)).toEqual([-125.56, 125.56]);

    expect((await put(u.admin, { ano: 2025, taxa: null })).json()).toEqual({
      taxas: [],
      regime: { pme: false, derramaMunicipal: 0 },
    });
    expect((await regime(u.admin, REGIME_IRC)).statusCode).toBe(200);
    const reposto = await dr('todas');
    expect(reposto.taxaIrc).toEqual({ ano1: 21, ano2: 20 });
    confere(reposto, 'imposto_rendimento', ESPERADO_DR.imposto_rendimento as Esperado);
  });
});

describe('the SPEC §3 data beside the line tree', () => {
  type PorGasto = { fixo: number; variavel: number; na: number };
  type Dados = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
  const MESES_PT = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

  it('income statement: each year, Jan..Dez, category → subcategory → fixo / variavel / na, in euros', async () => {
    const dados = (await dr('todas')).dados as Dados;
    expect(Object.keys(dados).sort()).toEqual(['2024', '2025']);
    expect(Object.keys(dados['2024'] ?? {})).toEqual(MESES_PT);
    const celula = (ano: string, mes: string, categoria: string, sub: string) =>
      dados[ano]?.[mes]?.[categoria]?.[sub] as PorGasto | undefined;
    // The hand-written ledger (core's padaria-do-largo fixture): a sale and its credit note, gasto N/A.
    expect(celula('2024', 'Mar', CATEGORIA_A.vendas, 'Venda de Mercadoria')).toEqual({
      fixo: 0,
      variavel: 0,
      na: 380,
    });
    // Electricity is 'N/A' in 2024 and 'Fixo' in 2025: the leaves keep the ledger's own gasto.
    expect(celula('2024', 'Jan', CATEGORIA_A.fse, 'Electricidade')).toEqual({
      fixo: 0,
      variavel: 0,
      na: -85.33,
    });
    expect(celula('2025', 'Jan', CATEGORIA_A.fse, 'Electricidade')).toEqual({
      fixo: -90.01,
      variavel: 0,
      na: 0,
    });
    expect(celula('2025', 'Mai', CATEGORIA_A.fse, 'Subcontratos')).toEqual({
      fixo: 0,
      variavel: -77.77,
      na: 0,
    });
    expect(celula('2024', 'Jan', CATEGORIA_A.gastosPessoal, 'TSU')).toEqual({
      fixo: -180,
      variavel: 0,
      na: 0,
    });
    // A month without the row has no leaf for it.
    expect(celula('2024', 'Fev', CATEGORIA_A.fse, 'Electricidade')).toBeUndefined();
    // Depreciations are fixed costs, month by month as on the statement: 1 000,05 € a year is 83,34 € in January,
    // 1 234,56 € of transport 102,88 €, 0,07 € of office equipment 0,01 € in each of the first seven months.
    const depreciacoes = dados['2025']?.Jan?.Depreciações as Record<string, PorGasto>;
    expect(
      Object.values(depreciacoes)
        .map((v) => v.fixo)
        .sort((a, b) => a - b),
    ).toEqual([-102.88, -83.34, -0.01]);
  });

  it('cash flow: each year, Jan..Dez, the activities by row, CIP and CFP, equal to the hand-computed lines', async () => {
    const dados = (await fc('todas')).dados as Dados;
    expect(Object.keys(dados).sort()).toEqual(['2024', '2025']);
    for (const [ano, lado] of [
      ['2024', 'ano1'],
      ['2025', 'ano2'],
    ] as const)
      MESES_PT.forEach((mes, i) => {
        expect(dados[ano]?.[mes]?.CIP, `CIP ${ano} ${mes}`).toBe(
          (ESPERADO_FC.cip?.[lado][i] as number) / 100,
        );
        expect(dados[ano]?.[mes]?.CFP, `CFP ${ano} ${mes}`).toBe(
          (ESPERADO_FC.cfp?.[lado][i] as number) / 100,
        );
      });
  });
});

describe('cash flow through the API', () => {
  it("equals the hand-computed cash flow in every cell for 'Todas as lojas'", async () => {
    const r = await fc('todas');
    expect(r).toMatchObject({ ano1: 2024, ano2: 2025, loja: { _id: 'todas', nome: 'Todas as lojas' } });
    for (const [key, esperado] of Object.entries(ESPERADO_FC)) confere(r, key, esperado);
    // December 2025's movement classified with the specification's label sits on that label's line.
    const spec = linha(r, 'financiamento.recebimentos_pagamentos_financiamento.financiamentos_obtidos');
    expect(spec.valores.ano2.meses[11]).toBe(-33.33);
    expect(linha(r, 'financiamento.sem_subcategoria_b').valores.ano2.total).toBe(0);
  });

  it('adds up store by store to the company, opening and closing cash included', async () => {
    const [a, b, todas] = await Promise.all([fc(lojaA), fc(lojaB), fc('todas')]);
    somaDasLojas(a, b, todas);
    // A opens with the bank's 5 000,00 € less B's 1 200,00 € counted by hand.
    expect(linha(a, 'cip').valores.ano1.meses[0]).toBe(3800);
    expect(linha(b, 'cip').valores.ano1.meses[0]).toBe(1200);
  });
});

describe('opening cash', () => {
  const caixa = (loja: string, ano: number) =>
    get<Record<string, unknown>>(`/get/caixa-inicial/${empresaId}/${loja}?ano=${ano}`);
  const definir = (loja: string, payload: object, user = u.editor) =>
    t.app.inject({
      method: 'PUT',
      url: `/put/caixa-inicial/${empresaId}/${loja}`,
      headers: user.auth,
      payload,
    });

  it('comes from the statements for the first store, from a person for the other, then carries over', async () => {
    expect(await caixa('todas', 2024)).toEqual({
      ano: 2024,
      valor: 5000,
      saldoExtratos: 5000,
      lojas: [
        { _id: lojaA, nome: 'Largo', valor: 3800, origem: 'extratos', manual: null },
        {
          _id: lojaB,
          nome: 'Mercado',
          valor: 1200,
          origem: 'manual',
          manual: {
            valor: 1200,
            atualizadoEm: expect.any(String),
            atualizadoPor: { _id: u.editor.id, nome: expect.any(String) },
          },
        },
      ],
    });
    const ano2025 = await caixa('todas', 2025);
    expect(ano2025).toMatchObject({ ano: 2025, valor: 22139.47, saldoExtratos: null });
    expect((ano2025.lojas as Array<{ origem: string }>).map((l) => l.origem)).toEqual([
      'ano-anterior',
      'ano-anterior',
    ]);
    const soB = await caixa(lojaB, 2025);
    expect((soB.lojas as Array<{ _id: string }>).map((l) => l._id)).toEqual([lojaB]);
  });

  it('lets an editor set a store’s value over the statements and remove it again', async () => {
    const definida = await definir(lojaA, { ano: 2024, valor: '4000,50' });
    expect(definida.statusCode, definida.body).toBe(200);
    expect(definida.json()).toMatchObject({
      valor: 4000.5,
      lojas: [{ _id: lojaA, valor: 4000.5, origem: 'manual', manual: { valor: 4000.5 } }],
    });
    const r = await fc('todas');
    expect(linha(r, 'cip').valores.ano1.meses[0]).toBe(5200.5);
    expect(linha(r, 'cip').valores.ano2.meses[0]).toBe(22339.97);

    expect((await definir(lojaA, { ano: 2024, valor: null })).json()).toMatchObject({
      lojas: [{ valor: 3800, origem: 'extratos', manual: null }],
    });
    expect(linha(await fc('todas'), 'cip').valores.ano1.meses[0]).toBe(5000);
  });

  it('refuses the consolidated store, a bad value, and a reader', async () => {
    const todas = await definir('todas', { ano: 2024, valor: 1 });
    expect(todas.statusCode).toBe(400);
    expect(todas.json().message).toBe('O saldo inicial define-se por loja: escolha uma loja.');
    const mau = await definir(lojaA, { ano: 2024, valor: 'muito' });
    expect(mau.json()).toMatchObject({ message: 'O saldo inicial deve ser um número em euros.' });
    expect((await definir(lojaA, { ano: 2024, valor: 1 }, u.leitor)).statusCode).toBe(403);
  });
});

describe('scope', () => {
  it('answers 404 for a store of another company and for an outsider', async () => {
    for (const url of [
      `/get/demonstracao-resultados/${empresaId}/${lojaDeOutra}?ano=2025`,
      `/get/fluxo-caixa/${empresaId}/${lojaDeOutra}?ano=2025`,
      `/get/relatorios/${empresaId}/${lojaDeOutra}/exportar.xlsx`,
      `/get/caixa-inicial/${empresaId}/${lojaDeOutra}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: u.leitor.auth });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Loja não encontrada.');
    }
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/get/fluxo-caixa/${empresaId}/todas`,
      headers: u.outsider.auth,
    });
    expect(outsider.statusCode).toBe(404);
  });
});

describe('Excel export', () => {
  async function exportar(loja: string, relatorio: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/relatorios/${empresaId}/${loja}/exportar.xlsx?relatorio=${relatorio}&ano=2024&ano2=2025`,
      headers: u.leitor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${relatorio}-2024-2025.xlsx"`);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return livro.worksheets[0] as ExcelJS.Worksheet;
  }

  it.each([
    ['demonstracao-resultados', 'todas', 'Demonstração de Resultados', 'Todas as lojas'],
    ['fluxo-caixa', 'A', 'Fluxo de Caixa', 'Largo'],
  ])(
    '%s (%s) has the screen’s rows and columns, numbers as numbers',
    async (relatorio, loja, titulo, nomeLoja) => {
      const lojaId = loja === 'A' ? lojaA : loja;
      const api = await get(
        `/get/${relatorio === 'fluxo-caixa' ? 'fluxo-caixa' : 'demonstracao-resultados'}/${empresaId}/${lojaId}?ano=2024&ano2=2025`,
      );
      const folha = await exportar(lojaId, relatorio);
      expect(folha.getCell('A1').value).toBe(`Padaria do Largo, Lda — ${titulo}`);
      expect(folha.getCell('A2').value).toBe(`${nomeLoja} · 2024 vs 2025`);
      expect(folha.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 4 });
      expect([2, 6, 50, 54].map((c) => folha.getCell(3, c).value)).toEqual(['Jan', 'Fev', 'Total', 'Média']);
      expect([2, 3, 4, 5].map((c) => folha.getCell(4, c).value)).toEqual(['2024', '2025', '∆ €', '∆ %']);

      const linhas = todasAsLinhas(api.linhas);
      linhas.forEach((l, i) => {
        const row = folha.getRow(5 + i);
        expect(row.getCell(1).value).toBe(l.label);
        expect(row.getCell(1).alignment?.indent ?? 0).toBe(l.level * 2);
        const series = [l.valores.ano1, l.valores.ano2, l.valores.deltaEuros, l.valores.deltaPercent];
        for (let coluna = 0; coluna < 14; coluna++) {
          series.forEach((serie, j) => {
            const cell = row.getCell(2 + coluna * 4 + j);
            const esperado = colunas(serie)[coluna] as number;
            expect(typeof cell.value, `${l.key} ${coluna} ${j}`).toBe('number');
            if (j === 3) {
              expect(cell.numFmt).toBe('0.00%');
              expect(cell.value as number).toBeCloseTo(esperado / 100, 12);
            } else {
              expect(cell.numFmt).toBe('#,##0.00 €');
              expect(cell.value, `${l.key} ${coluna} ${j}`).toBe(esperado);
            }
          });
        }
      });
      expect(folha.getRow(5 + linhas.length).getCell(1).value).toBeNull();
      // The tax's twelve months add up to its Total in the workbook too, both years.
      const irc = linhas.findIndex((l) => l.key === 'imposto_rendimento');
      if (relatorio === 'demonstracao-resultados') {
        const row = folha.getRow(5 + irc);
        for (const j of [0, 1]) {
          const meses = Array.from({ length: 12 }, (_, m) =>
            cents(row.getCell(2 + m * 4 + j).value as number),
          );
          expect(meses.reduce((a, b) => a + b, 0)).toBe(cents(row.getCell(2 + 12 * 4 + j).value as number));
        }
      } else expect(irc).toBe(-1);
    },
  );
});
