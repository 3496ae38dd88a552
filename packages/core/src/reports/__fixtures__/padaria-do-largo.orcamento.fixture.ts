/*
 * "Padaria do Largo", the budget of 2025 against the real 2025 of the other two fixtures, in cents.
 * The budget is per store (A = Largo, the first store; B = Mercado), as the Orçamento Anual template
 * holds it: base tributável per month (income +, expense −) and a VAT rate; store A also has a few lines
 * of 2024 whose late payments fall in 2025, store B has no 2024 budget. Checked with today = 15 September
 * 2025 (HOJE): January–August closed, September partial, October–December future.
 * Things this budget exercises:
 * - Store A closes in August (no sales): the budget's August is a loss, and its IRC gives tax back.
 * - A subsidy without Categoria B (in the income statement, out of the cash budget); an investment
 *   with Categoria B (out of the income statement, in the cash budget with its VAT recovered).
 * - Payment delays (HISTORICO_PRAZOS, medians of the days from issue to payment):
 *   Serviços Prestados 35 days (9 documents: 30,30,30,35,35,35,35,60,60) → paid the next month;
 *   Venda de Produtos 0 → same month; Mercadoria, the late-paying supplier group, 50 days (6 documents:
 *   45,45,50,50,50,90, the smaller middle one) → two months on; Electricidade 20 → next month; Rendas 2
 *   → same month; Honorários has 2 documents only, so FSE's median over its 8 documents (2,2,2,20,20,20,
 *   70,70 → 20) → next month, as Comissões (no documents of its own); TSU set by hand to 15 days → next
 *   month; salaries, interest and the investment have no documents → same month.
 * - Store A's 2024 lines pay in January 2025 (Serviços Prestados of December, Mercadoria of November,
 *   TSU of December) and February 2025 (Mercadoria of December); its October 2024 electricity is paid in
 *   November 2024 and stays out. Store B has no 2024 budget: its December sales (paid in January) and
 *   its November and December purchases (paid in January and February) stand in for last year's.
 * - The VAT paid on the AT calendar ('Outros recebimentos/pagamentos'), quarterly (2024's turnover, 36 030,75 €,
 *   is below 650 000 €): the cash lines' VAT, sales less purchases, by quarter, paid by the 25th of the
 *   second month after it. April's 920,00 € of VAT on the investment makes April a credit, which Q2 absorbs.
 *
 * Worked by hand, the budget's income statement, January: sales 2 000,00 + 500,00 + 1 200,00 = 3 700,00;
 * variable FSE −20,00; purchases −300,00 − 200,00 = −500,00 → Margem Bruta 3 180,00; fixed FSE
 * −420,00 − 90,00 − 250,00 = −760,00; salaries −900,00; TSU −180,00 → before depreciation 1 340,00;
 * depreciation −186,23 (the same 2025 depreciations as the income statement) → 1 153,77 = pre-tax
 * (no interest); IRC as an SME, 16 % + 1,5 % = 17,5 % → 201,90975 → −201,91; net 951,86. August:
 * sales 500,00 + 1 200,00 → a pre-tax loss of 756,22, which gives back 132,34 of tax.
 * The cash budget, January: receipts 1 800,00 + 414,00 (A's December 2024) + 1 200,00 + 276,00 (B's
 * December, steady state) + 500,00 + 65,00 = 4 255,00. The VAT: January's lines charge 460,00 + 65,00 + 276,00
 * and deduct 18,00 + 12,00 + 20,70 + 4,60 = 745,70 €; February 766,40 €; March 731,90 € → Q1 2 244,00 € paid by
 * 26 May 2025 (the 25th is a Sunday); Q2 = −174,30 + 766,40 + 731,90 = 1 324,00 € by 25 September; Q3 = 745,70 +
 * 306,40 (August: store A closed) + 731,90 = 1 784,00 € by 25 November; Q4 is paid in February 2026, out of the
 * year. Q4 2024, paid by 25 February 2025: store A's 2024 lines (October −18,40, November −16,80, December
 * 414,00 − 16,80) with store B's 2025 lines as a steady state (264,00 € a month, 229,50 € in December):
 * 245,60 + 247,20 + 626,70 = 1 119,50 €.
 * Year-end forecast (Previsão de fecho): the real January–August and the budget's September–December,
 * through the same builders: e.g. sales 25 000,00 real + 14 800,00 budget = 39 800,00 against 42 400,00.
 */

import { type LinhaOrcamento, mesesDoOrcamento } from '../../importers/orcamento/parse-orcamento';
import type { LinhaCaixaOrcamento } from '../orcamento/compute-caixa-orcamento';
import type { ContagemPrazo, PrazoManual } from '../orcamento/prazos-pagamento';
import { expect } from 'vitest';
import type { LinhaOrcamento as LinhaComparada } from '../orcamento/linhas-orcamento';
import { COLUNAS, type Esperado } from './padaria-do-largo.livro.fixture';

const V = 'Vendas e serviços prestados';
const S = 'Subsídios à exploração';
const C = 'Compras';
const F = 'Fornecimentos e serviços externos';
const P = 'Gastos com o pessoal';
const J = 'Juros e Gastos Similares';
const I = 'Investimentos';
const O = 'Fluxos de caixa das actividades operacionais';
const IB = 'Fluxos de caixa das actividades de investimento';
const FB = 'Fluxos de caixa das actividades de financiamento';
const NA = 'Não Aplicável';
const _ = 0;

export type LojaOrcamento = 'A' | 'B';

export type LinhaDoOrcamento = readonly [
  loja: LojaOrcamento,
  ano: number,
  categoriaA: string,
  subcategoriaA: string,
  gasto: string,
  categoriaB: string,
  subcategoriaB: string,
  rubricaB: string,
  taxaIva: number,
  meses: number[],
];

const todos = (cents: number) => Array<number>(12).fill(cents);

// biome-ignore format: the budget reads as a table
export const ORCAMENTO: readonly LinhaDoOrcamento[] = [
  //   ano   cat subcategoria A                          gasto       Categoria B / subcategoria / rúbrica                         IVA   Jan      Fev      Mar      Abr      Mai      Jun      Jul      Ago      Set      Out      Nov      Dez
  ['A', 2025, V, 'Serviços Prestados',                  'N/A',      O, NA, 'Recebimentos de clientes',                            23, [ 200000,  200000,  200000,  200000,  200000,  200000,  200000,       _,  200000,  200000,  200000,  200000]],
  ['A', 2025, V, 'Venda de Produtos',                   'N/A',      O, NA, 'Recebimentos de clientes',                            13, todos(50000)],
  ['A', 2025, C, 'Mercadoria',                          'Variável', O, NA, 'Pagamentos a fornecedores',                            6, todos(-30000)],
  ['A', 2025, F, 'Rendas e alugueres',                  'Fixo',     O, NA, 'Pagamentos a fornecedores',                            0, todos(-42000)],
  ['A', 2025, F, 'Electricidade',                       'Fixo',     O, NA, 'Pagamentos a fornecedores',                           23, [  -9000,       _,       _,   -9000,       _,       _,   -9000,       _,       _,   -9000,       _,       _]],
  ['A', 2025, F, 'Comissões',                           'Variável', O, NA, 'Pagamentos a fornecedores',                           23, todos(-2000)],
  ['A', 2025, P, 'Vencimento Líquido',                  'Fixo',     O, NA, 'Pagamentos ao pessoal',                                0, todos(-60000)],
  ['A', 2025, P, 'TSU',                                 'Fixo',     O, NA, 'Pagamentos ao pessoal',                                0, todos(-18000)],
  ['A', 2025, J, 'Juros e gastos similares suportados', 'N/A',      FB, 'Pagamentos - financiamento', 'Juros e gastos similares',  0, [      _,       _,   -1500,       _,       _,   -1500,       _,       _,   -1500,       _,       _,   -1500]],
  ['A', 2025, I, 'Equipamento básico',                  'N/A',      IB, 'Pagamentos - investimento', 'Activos fixos tangíveis',   23, [      _,       _,       _, -400000,       _,       _,       _,       _,       _,       _,       _,       _]],
  ['A', 2025, S, 'Sem Subcategoria A',                  'N/A',      'Sem Categoria B', 'Sem Subcategoria B', 'Sem Rúbrica B',      0, [      _,       _,       _,       _,       _,   25000,       _,       _,       _,       _,       _,       _]],
  ['B', 2025, V, 'Serviços Prestados',                  'N/A',      O, NA, 'Recebimentos de clientes',                            23, todos(120000)],
  ['B', 2025, C, 'Mercadoria',                          'Variável', O, NA, 'Pagamentos a fornecedores',                            6, todos(-20000)],
  ['B', 2025, F, 'Rendas e alugueres',                  'Fixo',     O, NA, 'Pagamentos a fornecedores',                            0, todos(-25000)],
  ['B', 2025, P, 'Vencimento Líquido',                  'Fixo',     O, NA, 'Pagamentos ao pessoal',                                0, todos(-30000)],
  ['B', 2025, F, 'Honorários',                          'Fixo',     O, NA, 'Pagamentos a fornecedores',                           23, [      _,       _,  -15000,       _,       _,  -15000,       _,       _,  -15000,       _,       _,  -15000]],
  // Store A, 2024: only what is paid in 2025 matters here.
  ['A', 2024, V, 'Serviços Prestados',                  'N/A',      O, NA, 'Recebimentos de clientes',                            23, [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _,  180000]],
  ['A', 2024, C, 'Mercadoria',                          'Variável', O, NA, 'Pagamentos a fornecedores',                            6, [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,  -28000,  -28000]],
  ['A', 2024, P, 'TSU',                                 'Fixo',     O, NA, 'Pagamentos ao pessoal',                                0, [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _,  -17000]],
  ['A', 2024, F, 'Electricidade',                       'Fixo',     O, NA, 'Pagamentos a fornecedores',                           23, [      _,       _,       _,       _,       _,       _,       _,       _,       _,   -8000,       _,       _]],
];

/** A store's budget of a year as the lines of the Orçamento Anual template (an empty month is null). */
export function linhasDoModelo(loja: LojaOrcamento, ano: number): Omit<LinhaOrcamento, 'linha'>[] {
  return ORCAMENTO.filter((l) => l[0] === loja && l[1] === ano).map(
    ([, , categoria_A, subcategoria_A, gasto, categoria_B, subcategoria_B, rubrica_B, taxaIva, meses]) => ({
      nif: null,
      emitente: subcategoria_A,
      categoria_A,
      subcategoria_A,
      centroCusto_A: null,
      categoria_B,
      subcategoria_B,
      rubrica_B,
      subrubrica_B: null,
      tipologia: 'Empresa',
      gasto,
      taxaIva,
      meses: meses.map((cents) => (cents === 0 ? null : cents)),
    }),
  );
}

/** The budgets in the fixture: [store, year]. */
export const ORCAMENTOS: ReadonlyArray<readonly [LojaOrcamento, number]> = [
  ['A', 2025],
  ['B', 2025],
  ['A', 2024],
];

/** Every budget of the fixture as the database sums it for the cash budget: base and VAT per month. */
export function linhasDeCaixa(): LinhaCaixaOrcamento[] {
  return ORCAMENTOS.flatMap(([loja, ano]) =>
    linhasDoModelo(loja, ano).flatMap((l) =>
      mesesDoOrcamento(l).map(({ mes, baseCents, ivaCents }) => ({
        loja,
        ano,
        mes,
        categoriaA: l.categoria_A,
        subcategoriaA: l.subcategoria_A,
        categoriaB: l.categoria_B,
        subcategoriaB: l.subcategoria_B,
        rubricaB: l.rubrica_B,
        baseCents,
        ivaCents,
      })),
    ),
  );
}

/** The day the budget is compared on: September 2025 is the month in progress. */
export const HOJE = '2025-09-15';

/** Documents paid after so many days, by group, in the years the 2025 budget learns from (2023–2025). */
// biome-ignore format: a table
export const HISTORICO_PRAZOS: readonly ContagemPrazo[] = [
  { categoriaA: V, subcategoriaA: 'Serviços Prestados', dias: 30, documentos: 3 },
  { categoriaA: V, subcategoriaA: 'Serviços Prestados', dias: 35, documentos: 4 },
  { categoriaA: V, subcategoriaA: 'Serviços Prestados', dias: 60, documentos: 2 },
  { categoriaA: V, subcategoriaA: 'Venda de Produtos',  dias: 0,  documentos: 10 },
  { categoriaA: C, subcategoriaA: 'Mercadoria',         dias: 45, documentos: 2 },
  { categoriaA: C, subcategoriaA: 'Mercadoria',         dias: 50, documentos: 3 },
  { categoriaA: C, subcategoriaA: 'Mercadoria',         dias: 90, documentos: 1 },
  { categoriaA: F, subcategoriaA: 'Electricidade',      dias: 20, documentos: 3 },
  { categoriaA: F, subcategoriaA: 'Rendas e alugueres', dias: 2,  documentos: 3 },
  { categoriaA: F, subcategoriaA: 'Honorários',         dias: 70, documentos: 2 },
];

/** TSU is paid by the 20th of the next month: the admin says so (there are no documents). */
export const PRAZOS_MANUAIS: readonly PrazoManual[] = [{ categoriaA: P, subcategoriaA: 'TSU', dias: 15 }];

/** Each group's delay as applied: days, months, where it comes from, and its own median (days, documents). */
// biome-ignore format: a table
export const PRAZOS_ESPERADOS: ReadonlyArray<readonly [string, string, number, number, string, [number, number] | null]> = [
  [V, 'Serviços Prestados',                  35, 1, 'historico',     [35, 9]],
  [V, 'Venda de Produtos',                    0, 0, 'historico',     [0, 10]],
  [C, 'Mercadoria',                          50, 2, 'historico',     [50, 6]],
  [F, 'Rendas e alugueres',                   2, 0, 'historico',     [2, 3]],
  [F, 'Electricidade',                       20, 1, 'historico',     [20, 3]],
  [F, 'Comissões',                           20, 1, 'categoria',     null],
  [P, 'Vencimento Líquido',                   0, 0, 'sem-historico', null],
  [P, 'TSU',                                 15, 1, 'manual',        null],
  [J, 'Juros e gastos similares suportados',  0, 0, 'sem-historico', null],
  [I, 'Equipamento básico',                   0, 0, 'sem-historico', null],
  [F, 'Honorários',                          20, 1, 'categoria',     [70, 2]],
];

/** A row compared: budget (ano1), real (ano2), ∆ € and ∆ % as in Esperado, plus the year-end forecast. */
export interface EsperadoOrcamento extends Esperado {
  /** [the year's budget, real + remaining budget, ∆ €, ∆ %] */
  previsao: [number, number, number, number];
}

/** Every cell of a compared row against its expected cents (∆ % to 8 decimals), and its forecast. */
export function confereLinhaOrcamento(l: LinhaComparada, esperado: EsperadoOrcamento) {
  for (const [serie, valores] of [
    ['ano1', esperado.ano1],
    ['ano2', esperado.ano2],
    ['deltaEuros', esperado.dEur],
  ] as const) {
    const v = l.valores[serie];
    expect([...v.meses, v.total, v.media], `${l.key} ${serie}`).toEqual(valores);
  }
  const pct = l.valores.deltaPercent;
  [...pct.meses, pct.total, pct.media].forEach((valor, i) => {
    expect(valor, `${l.key} ∆ % ${COLUNAS[i]}`).toBeCloseTo(esperado.dPct[i] as number, 8);
  });
  const [orcamento, previsao, deltaEuros, deltaPercent] = esperado.previsao;
  expect(l.previsao, `${l.key} previsão`).toMatchObject({ orcamento, previsao, deltaEuros });
  expect(l.previsao.deltaPercent, `${l.key} previsão ∆ %`).toBeCloseTo(deltaPercent, 8);
}

// Computed by hand, every cell: ano1 = the budget, ano2 = the real 2025 (ESPERADO_DR / ESPERADO_FC),
// ∆ € = real − budget, ∆ % over the budget (SPEC §9); forecast with January–August closed.
// biome-ignore format: the expected rows read as a table
export const ESPERADO_DR_ORCAMENTO: Record<string, EsperadoOrcamento> = {
  vendas: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   370000,    370000,    370000,    370000,    370000,    370000,    370000,    170000,    370000,    370000,    370000,    370000,   4240000,    353333],
    ano2: [   310000,    300000,    330000,    340000,    355000,    360000,    355000,    150000,    320000,    313000,    310000,    445000,   3888000,    324000],
    dEur: [   -60000,    -70000,    -40000,    -30000,    -15000,    -10000,    -15000,    -20000,    -50000,    -57000,    -60000,     75000,   -352000,    -29333],
    dPct: [-16.2162162162, -18.9189189189, -10.8108108108, -8.1081081081, -4.0540540541, -2.7027027027, -4.0540540541, -11.7647058824, -13.5135135135, -15.4054054054, -16.2162162162, 20.2702702703, -8.3018867925, -8.3018002847],
    previsao: [4240000, 3980000, -260000, -6.1320754717],
  },
  subsidios: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,         0,         0,         0,     25000,         0,         0,         0,         0,         0,         0,     25000,     25000],
    ano2: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    dEur: [        0,         0,         0,         0,         0,    -25000,         0,         0,         0,         0,         0,         0,    -25000,    -25000],
    dPct: [0, 0, 0, 0, 0, -100, 0, 0, 0, 0, 0, 0, -100, -100],
    previsao: [25000, 0, -25000, -100],
  },
  fse_variaveis: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [    -2000,     -2000,     -2000,     -2000,     -2000,     -2000,     -2000,     -2000,     -2000,     -2000,     -2000,     -2000,    -24000,     -2000],
    ano2: [    -2100,     -2100,     -2100,     -2100,     -9877,     -2100,     -2100,     -1000,     -2100,     -2100,     -2100,     -2100,    -31877,     -2656],
    dEur: [     -100,      -100,      -100,      -100,     -7877,      -100,      -100,      1000,      -100,      -100,      -100,      -100,     -7877,      -656],
    dPct: [-5, -5, -5, -5, -393.85, -5, -5, 50, -5, -5, -5, -5, -32.8208333333, -32.8],
    previsao: [-24000, -31477, -7477, -31.1541666667],
  },
  compras: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -50000,    -50000,    -50000,    -50000,    -50000,    -50000,    -50000,    -50000,    -50000,    -50000,    -50000,    -50000,   -600000,    -50000],
    ano2: [   -40000,         0,    -12345,    -30000,         0,         0,    -25000,         0,         0,         0,    -90000,         0,   -197345,    -39469],
    dEur: [    10000,     50000,     37655,     20000,     50000,     50000,     25000,     50000,     50000,     50000,    -40000,     50000,    402655,     10531],
    dPct: [20, 100, 75.31, 40, 100, 100, 50, 100, 100, 100, -80, 100, 67.1091666667, 21.062],
    previsao: [-600000, -307345, 292655, 48.7758333333],
  },
  margem_bruta: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   318000,    318000,    318000,    318000,    318000,    343000,    318000,    118000,    318000,    318000,    318000,    318000,   3641000,    303417],
    ano2: [   267900,    297900,    315555,    307900,    345123,    357900,    327900,    149000,    317900,    310900,    217900,    442900,   3658778,    304898],
    dEur: [   -50100,    -20100,     -2445,    -10100,     27123,     14900,      9900,     31000,      -100,     -7100,   -100100,    124900,     17778,      1481],
    dPct: [-15.7547169811, -6.320754717, -0.7688679245, -3.1761006289, 8.529245283, 4.3440233236, 3.1132075472, 26.2711864407, -0.0314465409, -2.2327044025, -31.4779874214, 39.2767295597, 0.4882724526, 0.4881071265],
    previsao: [3641000, 3641178, 178, 0.0048887668],
  },
  fse_fixos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -76000,    -67000,    -82000,    -76000,    -67000,    -82000,    -76000,    -67000,    -82000,    -76000,    -67000,    -82000,   -900000,    -75000],
    ano2: [   -75001,   -342000,    -57000,    -49500,    -42000,    -57000,    -51999,    -42000,    -57000,    -50250,    -42000,    -57000,   -922750,    -76896],
    dEur: [      999,   -275000,     25000,     26500,     25000,     25000,     24001,     25000,     25000,     25750,     25000,     25000,    -22750,     -1896],
    dPct: [1.3144736842, -410.447761194, 30.487804878, 34.8684210526, 37.3134328358, 30.487804878, 31.5802631579, 37.3134328358, 30.487804878, 33.8815789474, 37.3134328358, 30.487804878, -2.5277777778, -2.528],
    previsao: [-900000, -1023500, -123500, -13.7222222222],
  },
  gastos_pessoal: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -90000,    -90000,    -90000,    -90000,    -90000,    -90000,    -90000,    -90000,    -90000,    -90000,    -90000,    -90000,  -1080000,    -90000],
    ano2: [   -72500,    -72500,    -72500,    -72500,    -72500,    -80500,    -72500,    -72500,    -72500,    -85000,    -72500,    -72500,   -890500,    -74208],
    dEur: [    17500,     17500,     17500,     17500,     17500,      9500,     17500,     17500,     17500,      5000,     17500,     17500,    189500,     15792],
    dPct: [19.4444444444, 19.4444444444, 19.4444444444, 19.4444444444, 19.4444444444, 10.5555555556, 19.4444444444, 19.4444444444, 19.4444444444, 5.5555555556, 19.4444444444, 19.4444444444, 17.5462962963, 17.5466666667],
    previsao: [-1080000, -948000, 132000, 12.2222222222],
  },
  impostos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -18000,    -18000,    -18000,    -18000,    -18000,    -18000,    -18000,    -18000,    -18000,    -18000,    -18000,    -18000,   -216000,    -18000],
    ano2: [   -23300,    -23300,    -23300,    -23300,    -23300,    -48300,    -23300,    -23300,    -23300,    -23300,    -23300,    -23300,   -304600,    -25383],
    dEur: [    -5300,     -5300,     -5300,     -5300,     -5300,    -30300,     -5300,     -5300,     -5300,     -5300,     -5300,     -5300,    -88600,     -7383],
    dPct: [-29.4444444444, -29.4444444444, -29.4444444444, -29.4444444444, -29.4444444444, -168.3333333333, -29.4444444444, -29.4444444444, -29.4444444444, -29.4444444444, -29.4444444444, -29.4444444444, -41.0185185185, -41.0166666667],
    previsao: [-216000, -283400, -67400, -31.2037037037],
  },
  resultado_antes_depreciacoes: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   134000,    143000,    128000,    134000,    143000,    153000,    134000,    -57000,    128000,    134000,    143000,    128000,   1445000,    120417],
    ano2: [    97099,   -139900,    162755,    162600,    207323,    172100,    180101,     11200,    165100,    152350,     80100,    290100,   1540928,    128411],
    dEur: [   -36901,   -282900,     34755,     28600,     64323,     19100,     46101,     68200,     37100,     18350,    -62900,    162100,     95928,      7994],
    dPct: [-27.5380597015, -197.8321678322, 27.15234375, 21.3432835821, 44.9811188811, 12.4836601307, 34.4037313433, 119.649122807, 28.984375, 13.6940298507, -43.986013986, 126.640625, 6.638615917, 6.6385975402],
    previsao: [1445000, 1386278, -58722, -4.0638062284],
  },
  depreciacoes: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -18623,    -18623,    -18623,    -18623,    -18623,    -18623,    -18623,    -18622,    -18622,    -18621,    -18621,    -18621,   -223468,    -18622],
    ano2: [   -18623,    -18623,    -18623,    -18623,    -18623,    -18623,    -18623,    -18622,    -18622,    -18621,    -18621,    -18621,   -223468,    -18622],
    dEur: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    dPct: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    previsao: [-223468, -223468, 0, 0],
  },
  resultado_antes_financiamento_impostos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   115377,    124377,    109377,    115377,    124377,    134377,    115377,    -75622,    109378,    115379,    124379,    109379,   1221532,    101794],
    ano2: [    78476,   -158523,    144132,    143977,    188700,    153477,    161478,     -7422,    146478,    133729,     61479,    271479,   1317460,    109788],
    dEur: [   -36901,   -282900,     34755,     28600,     64323,     19100,     46101,     68200,     37100,     18350,    -62900,    162100,     95928,      7994],
    dPct: [-31.9829775432, -227.4536288864, 31.7754189638, 24.7883026946, 51.7161533081, 14.213741935, 39.9568371513, 90.1853957843, 33.9190696484, 15.9041073332, -50.5712379099, 148.2002943892, 7.8530893992, 7.8531151148],
    previsao: [1221532, 1162810, -58722, -4.8072420534],
  },
  juros: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,     -1500,         0,         0,     -1500,         0,         0,     -1500,         0,         0,     -1500,     -6000,     -1500],
    ano2: [        0,         0,     -1400,         0,         0,     -1302,         0,         0,     -1400,         0,         0,     -1099,     -5201,     -1300],
    dEur: [        0,         0,       100,         0,         0,       198,         0,         0,       100,         0,         0,       401,       799,       200],
    dPct: [0, 0, 6.6666666667, 0, 0, 13.2, 0, 0, 6.6666666667, 0, 0, 26.7333333333, 13.3166666667, 13.3333333333],
    previsao: [-6000, -5702, 298, 4.9666666667],
  },
  resultado_antes_impostos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   115377,    124377,    107877,    115377,    124377,    132877,    115377,    -75622,    107878,    115379,    124379,    107879,   1215532,    101294],
    ano2: [    78476,   -158523,    142732,    143977,    188700,    152175,    161478,     -7422,    145078,    133729,     61479,    270380,   1312259,    109355],
    dEur: [   -36901,   -282900,     34855,     28600,     64323,     19298,     46101,     68200,     37200,     18350,    -62900,    162501,     96727,      8061],
    dPct: [-31.9829775432, -227.4536288864, 32.3099455862, 24.7883026946, 51.7161533081, 14.5232056714, 39.9568371513, 90.1853957843, 34.4833979125, 15.9041073332, -50.5712379099, 150.6326532504, 7.9575856497, 7.9580231801],
    previsao: [1215532, 1157108, -58424, -4.8064551159],
  },
  imposto_rendimento: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -20191,    -21766,    -18878,    -20191,    -21766,    -23254,    -20191,     13234,    -18879,    -20191,    -21766,    -18879,   -212718,    -17727],
    ano2: [   -13733,     13733,    -10970,    -25196,    -33022,    -26631,    -28259,      1299,    -25388,    -23403,    -10759,    -47316,   -229645,    -19137],
    dEur: [     6458,     35499,      7908,     -5005,    -11256,     -3377,     -8068,    -11935,     -6509,     -3212,     11007,    -28437,    -16927,     -1410],
    dPct: [31.9845475707, 163.0938160434, 41.8900307236, -24.7882720024, -51.7136818892, -14.5222327342, -39.9583973057, -90.1843735832, -34.47746173, -15.9080778565, 50.5696958559, -150.6276815509, -7.9574836168, -7.9539685226],
    previsao: [-212718, -202494, 10224, 4.8063633543],
  },
  resultado_liquido: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [    95186,    102611,     88999,     95186,    102611,    109623,     95186,    -62388,     88999,     95188,    102613,     89000,   1002814,     83568],
    ano2: [    64743,   -144790,    131762,    118781,    155678,    125544,    133219,     -6123,    119690,    110326,     50720,    223064,   1082614,     90218],
    dEur: [   -30443,   -247401,     42763,     23595,     53067,     15921,     38033,     56265,     30691,     15138,    -51893,    134064,     79800,      6650],
    dPct: [-31.9826445065, -241.1057294052, 48.0488544815, 24.7883092051, 51.7166775492, 14.5234120577, 39.9565062089, 90.1856126178, 34.484657131, 15.9032651175, -50.5715650064, 150.6337078652, 7.9576072931, 7.9575914226],
    previsao: [1002814, 954614, -48200, -4.8064745805],
  },
};

// biome-ignore format: the expected rows read as a table
export const ESPERADO_FC_ORCAMENTO: Record<string, EsperadoOrcamento> = {
  operacionais: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   182170,     98740,    219640,    201190,    -15830,    219640,    201190,    208570,   -158760,    201190,     30170,    219640,   1607550,    133963],
    ano2: [   101099,   -139900,    162755,    162600,    -77454,    201600,    180101,         0,    165100,    147350,     80100,    290100,   1273451,    115768],
    dEur: [   -81071,   -238640,    -56885,    -38590,    -61624,    -18040,    -21089,   -208570,    323860,    -53840,     49930,     70460,   -334099,    -18195],
    dPct: [-44.5029368173, -241.6852339477, -25.8991986888, -19.1808738009, -389.2861655085, -8.2134401748, -10.4821313187, -100, 203.9934492315, -26.7607733983, 165.4955253563, 32.0797668913, -20.7831171659, -13.5821084926],
    previsao: [1607550, 883041, -724509, -45.0691424839],
  },
  investimento: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,         0,   -492000,         0,         0,         0,         0,         0,         0,         0,         0,   -492000,   -492000],
    ano2: [        0,         0,         0,         0,         0,         0,         0,         0,     50000,         0,         0,     75000,    125000,     62500],
    dEur: [        0,         0,         0,    492000,         0,         0,         0,         0,     50000,         0,         0,     75000,    617000,    554500],
    dPct: [0, 0, 0, 100, 0, 0, 0, 0, 100, 0, 0, 100, 125.406504065, 112.7032520325],
    previsao: [-492000, 0, 492000, 100],
  },
  financiamento: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,     -1500,         0,         0,     -1500,         0,         0,     -1500,         0,         0,     -1500,     -6000,     -1500],
    ano2: [   -15000,    -15000,    -16400,   -115000,    -15000,    -16400,    -15000,         0,    -16400,    -15000,    -15000,    -19733,   -273933,    -24903],
    dEur: [   -15000,    -15000,    -14900,   -115000,    -15000,    -14900,    -15000,         0,    -14900,    -15000,    -15000,    -18233,   -267933,    -23403],
    dPct: [100, 100, -993.3333333333, 100, 100, -993.3333333333, 100, 0, -993.3333333333, 100, 100, -1215.5333333333, -4465.55, -1560.2],
    previsao: [-6000, -210800, -204800, -3413.3333333333],
  },
  nao_classificado: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    ano2: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    dEur: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    dPct: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    previsao: [0, 0, 0, 0],
  },
  variacao: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   182170,     98740,    218140,   -290810,    -15830,    218140,    201190,    208570,   -160260,    201190,     30170,    218140,   1109550,     92463],
    ano2: [    86099,   -154900,    146355,     47600,    -92454,    185200,    165101,         0,    198700,    132350,     65100,    345367,   1124518,    102229],
    dEur: [   -96071,   -253640,    -71785,    338410,    -76624,    -32940,    -36089,   -208570,    358960,    -68840,     34930,    127227,     14968,      9766],
    dPct: [-52.7370038975, -256.8766457363, -32.9077656551, 116.3680753757, -484.0429564119, -15.1003942422, -17.9377702669, -100, 223.9860227131, -34.2164123465, 115.777262181, 58.3235536811, 1.3490153666, 10.5620626629],
    previsao: [1109550, 672241, -437309, -39.4131855257],
  },
  cip: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [  2213947,   2396117,   2494857,   2712997,   2422187,   2406357,   2624497,   2825687,   3034257,   2873997,   3075187,   3105357,   2213947,   2682120],
    ano2: [  2213947,   2300046,   2145146,   2291501,   2339101,   2246647,   2431847,   2596948,   2596948,   2795648,   2927998,   2993098,   2213947,   2489906],
    dEur: [        0,    -96071,   -349711,   -421496,    -83086,   -159710,   -192650,   -228739,   -437309,    -78349,   -147189,   -112259,         0,   -192214],
    dPct: [0, -4.0094452817, -14.0172763409, -15.536176413, -3.4302058429, -6.6370035701, -7.3404541899, -8.094987166, -14.4123915674, -2.7261336738, -4.7863430744, -3.6150110921, 0, -7.1664951605],
    previsao: [2213947, 2213947, 0, 0],
  },
  cfp: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [  2396117,   2494857,   2712997,   2422187,   2406357,   2624497,   2825687,   3034257,   2873997,   3075187,   3105357,   3323497,   3323497,   2774583],
    ano2: [  2300046,   2145146,   2291501,   2339101,   2246647,   2431847,   2596948,   2596948,   2795648,   2927998,   2993098,   3338465,   3338465,   2583616],
    dEur: [   -96071,   -349711,   -421496,    -83086,   -159710,   -192650,   -228739,   -437309,    -78349,   -147189,   -112259,     14968,     14968,   -190967],
    dPct: [-4.0094452817, -14.0172763409, -15.536176413, -3.4302058429, -6.6370035701, -7.3404541899, -8.094987166, -14.4123915674, -2.7261336738, -4.7863430744, -3.6150110921, 0.4503689939, 0.4503689939, -6.8827279631],
    previsao: [3323497, 2886188, -437309, -13.1580982321],
  },
};

// The budget side's rows under the activities, cash by month (no real side: the cash flow's own tests cover it).
// biome-ignore format: a table
export const CAIXA_ORCAMENTADA: Record<string, number[]> = {
  'financiamento.pagamentos_financiamento.juros_e_gastos_similares': [        0,         0,     -1500,         0,         0,     -1500,         0,         0,     -1500,         0,         0,     -1500],
  'investimento.pagamentos_investimento.activos_fixos_tangiveis': [        0,         0,         0,   -492000,         0,         0,         0,         0,         0,         0,         0,         0],
  'operacionais.outros_recebimentos_pagamentos': [        0,   -111950,         0,         0,   -224400,         0,         0,         0,   -132400,         0,   -178400,         0],
  'operacionais.pagamentos_a_fornecedores': [  -136330,   -131410,   -122460,   -140910,   -133530,   -122460,   -140910,   -133530,   -122460,   -140910,   -133530,   -122460],
  'operacionais.pagamentos_ao_pessoal': [  -107000,   -108000,   -108000,   -108000,   -108000,   -108000,   -108000,   -108000,   -108000,   -108000,   -108000,   -108000],
  'operacionais.recebimentos_de_clientes': [   425500,    450100,    450100,    450100,    450100,    450100,    450100,    450100,    204100,    450100,    450100,    450100],
};
