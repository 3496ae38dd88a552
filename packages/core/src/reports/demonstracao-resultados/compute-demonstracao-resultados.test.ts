import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from '../../taxonomy/categoria-a';
import { CATEGORIAS_DEPRECIACAO } from '../../taxonomy/depreciacoes';
import { GASTOS } from '../../taxonomy/opcoes';
import { findReportLine, type ReportLine } from '../shared/report-line';
import {
  computeDemonstracaoResultados,
  type DemonstracaoResultados,
  type DepreciacaoAnual,
  LINHA_DR,
  type SomaDemonstracaoResultados,
} from './compute-demonstracao-resultados';

/*
 * "Padaria do Largo", one store, 2024 against 2025, every amount in cents. The ledger below is what
 * the database hands over already summed by month; a cell of `_` means no row at all that month.
 * Rows with or without an invoice look the same here: just values. Things this company exercises:
 * - August 2024: the store was closed, no row at all; only the depreciation falls in it (a loss).
 * - Credit notes: Venda de Mercadoria −120,00 € in March 2024 (a row of its own next to the sale),
 *   a month with only a credit note (June 2024, October 2025).
 * - FSE with gasto 'N/A' (Electricidade 2024) and 'Não aplicável' (Honorários 2024) count as fixed;
 *   purchases with gasto 'N/A' (2025) are still purchases.
 * - Investimentos (February 2024) and a row with no Categoria A (November 2024) stay out of it.
 * - A pre-tax loss in November 2024 (Christmas stock) and in February 2025 (a large fee).
 * - Depreciations with remainder cents: 1 000,05 € a year → 83,34 € Jan–Set and 83,33 € Out–Dez;
 *   0,07 € a year → 0,01 € Jan–Jul and nothing after.
 * - IRC 21 % (2024) and 20 % (2025), per month on profitable months, Total on the year's figure.
 *
 * Worked by hand, January 2024: sales 3 000,00; variable FSE −20,00; purchases −300,00 →
 * Margem Bruta 2 680,00; fixed FSE −400,00 − 85,33 = −485,33; staff −600,00 − 100,00 − 30,00 =
 * −730,00; Impostos −180,00 − 45,00 = −225,00 → before depreciation 1 239,67; depreciation
 * −83,34 − 50,00 = −133,34 → 1 106,33; no interest → pre-tax 1 106,33; IRC 21 % = 232,3293 →
 * −232,33; net 874,00. Year 2024: pre-tax 13 560,81 → IRC 21 % = 2 847,7701 → Total −2 847,77,
 * while the profitable months alone pay −3 295,38 (the loss months of August and November lower
 * the year's result, not the months' taxes); net Total 13 560,81 − 2 847,77 = 10 713,04.
 */

const V = 'Vendas e serviços prestados';
const S = 'Subsídios à exploração';
const C = 'Compras';
const F = 'Fornecimentos e serviços externos';
const P = 'Gastos com o pessoal';
const J = 'Juros e Gastos Similares';
const I = 'Investimentos';
const X = 'Sem Categoria A';
const _ = 0;

type Lancamento = readonly [
  ano: number,
  categoriaA: string,
  subcategoriaA: string,
  gasto: string,
  meses: number[],
];

// biome-ignore format: the ledger reads as a table
const LIVRO: readonly Lancamento[] = [
  //    cat subcategoria A                            gasto                 Jan      Fev      Mar      Abr      Mai      Jun      Jul      Ago      Set      Out      Nov      Dez
  // 2024
  [2024, V, 'Serviços Prestados',                     'N/A',           [ 300000,  320000,  290000,  310000,  330000,  350000,  340000,       _,  300000,  305050,  298025,  400000]],
  [2024, V, 'Venda de Mercadoria',                    'N/A',           [      _,       _,   50000,       _,       _,       _,       _,       _,       _,       _,       _,   30000]],
  [2024, V, 'Venda de Mercadoria',                    'N/A',           [      _,       _,  -12000,       _,       _,   -8000,       _,       _,       _,       _,       _,       _]],
  [2024, S, 'Sem Subcategoria A',                     'N/A',           [      _,       _,       _,   25000,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2024, F, 'Comissões',                              'Variável',      [  -2000,   -2000,   -2000,   -2000,   -2000,   -2000,   -2000,       _,   -2000,   -2000,   -2000,   -2000]],
  [2024, F, 'Transportes de mercadorias',             'Variável',      [      _,       _,   -3540,       _,       _,       _,       _,       _,       _,       _,       _,   -6000]],
  [2024, C, 'Mercadoria',                             'Variável',      [ -30000,       _,  -45000,       _,       _,  -20000,       _,       _,  -25000,       _, -350000,  -50000]],
  [2024, F, 'Rendas e alugueres',                     'Fixo',          [ -40000,  -40000,  -40000,  -40000,  -40000,  -40000,  -40000,       _,  -40000,  -40000,  -40000,  -40000]],
  [2024, F, 'Electricidade',                          'N/A',           [  -8533,       _,       _,   -7000,       _,       _,   -9555,       _,       _,   -8000,       _,       _]],
  [2024, F, 'Honorários',                             'Não aplicável', [      _,       _,  -15000,       _,       _,  -15000,       _,       _,  -15000,       _,       _,  -15000]],
  [2024, F, 'Sem Subcategoria A',                     'Fixo',          [      _,       _,       _,       _,   -1234,       _,       _,       _,       _,       _,       _,       _]],
  [2024, P, 'Vencimento Líquido',                     'Fixo',          [ -60000,  -60000,  -60000,  -60000,  -60000,  -60000,  -60000,       _,  -60000,  -60000,  -60000,  -60000]],
  [2024, P, 'Subsídio Refeição',                      'Fixo',          [ -10000,  -10000,  -10000,  -10000,  -10000,  -10000,  -10000,       _,  -10000,  -10000,  -10000,  -10000]],
  [2024, P, 'Seguros',                                'Fixo',          [  -3000,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2024, P, 'TSU',                                    'Fixo',          [ -18000,  -18000,  -18000,  -18000,  -18000,  -18000,  -18000,       _,  -18000,  -18000,  -18000,  -18000]],
  [2024, P, 'IRS',                                    'Fixo',          [  -4500,   -4500,   -4500,   -4500,   -4500,   -4500,   -4500,       _,   -4500,   -4500,   -4500,   -4500]],
  [2024, J, 'Juros e rendimentos similares obtidos',  'N/A',           [      _,       _,       _,       _,       _,     123,       _,       _,       _,       _,       _,     250]],
  [2024, J, 'Juros e gastos similares suportados',    'N/A',           [      _,       _,   -1500,       _,       _,   -1500,       _,       _,   -1500,       _,       _,   -1500]],
  [2024, I, 'Equipamento básico',                     'N/A',           [      _, -240000,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2024, X, 'Sem Subcategoria A',                     'N/A',           [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,   -4567,       _]],
  // 2025
  [2025, V, 'Serviços Prestados',                     'N/A',           [ 310000,  300000,  330000,  340000,  335000,  360000,  355000,  150000,  320000,  318000,  310000,  420000]],
  [2025, V, 'Venda de Produtos',                      'N/A',           [      _,       _,       _,       _,   20000,       _,       _,       _,       _,       _,       _,   25000]],
  [2025, V, 'Venda de Mercadoria',                    'N/A',           [      _,       _,       _,       _,       _,       _,       _,       _,       _,   -5000,       _,       _]],
  [2025, F, 'Comissões',                              'Variável',      [  -2100,   -2100,   -2100,   -2100,   -2100,   -2100,   -2100,   -1000,   -2100,   -2100,   -2100,   -2100]],
  [2025, F, 'Subcontratos',                           'Variável',      [      _,       _,       _,       _,   -7777,       _,       _,       _,       _,       _,       _,       _]],
  [2025, C, 'Mercadoria',                             'N/A',           [ -40000,       _,       _,  -30000,       _,       _,  -25000,       _,       _,       _,  -90000,       _]],
  [2025, C, 'Matéria Prima',                          'Variável',      [      _,       _,  -12345,       _,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2025, F, 'Rendas e alugueres',                     'Fixo',          [ -42000,  -42000,  -42000,  -42000,  -42000,  -42000,  -42000,  -42000,  -42000,  -42000,  -42000,  -42000]],
  [2025, F, 'Electricidade',                          'Fixo',          [  -9001,       _,       _,   -7500,       _,       _,   -9999,       _,       _,   -8250,       _,       _]],
  [2025, F, 'Honorários',                             'Fixo',          [      _, -300000,  -15000,       _,       _,  -15000,       _,       _,  -15000,       _,       _,  -15000]],
  [2025, F, 'Seguros',                                'Fixo',          [ -24000,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2025, P, 'Vencimento Líquido',                     'Fixo',          [ -62000,  -62000,  -62000,  -62000,  -62000,  -62000,  -62000,  -62000,  -62000,  -62000,  -62000,  -62000]],
  [2025, P, 'Higiene e segurança no trabalho',        'Fixo',          [      _,       _,       _,       _,       _,   -8000,       _,       _,       _,       _,       _,       _]],
  [2025, P, 'Formação',                               'Fixo',          [      _,       _,       _,       _,       _,       _,       _,       _,       _,  -12500,       _,       _]],
  [2025, P, 'Subsídio Refeição',                      'Fixo',          [ -10500,  -10500,  -10500,  -10500,  -10500,  -10500,  -10500,  -10500,  -10500,  -10500,  -10500,  -10500]],
  [2025, P, 'TSU',                                    'Fixo',          [ -18600,  -18600,  -18600,  -18600,  -18600,  -18600,  -18600,  -18600,  -18600,  -18600,  -18600,  -18600]],
  [2025, P, 'Segurança Social',                       'Fixo',          [      _,       _,       _,       _,       _,  -25000,       _,       _,       _,       _,       _,       _]],
  [2025, P, 'IRS',                                    'Fixo',          [  -4700,   -4700,   -4700,   -4700,   -4700,   -4700,   -4700,   -4700,   -4700,   -4700,   -4700,   -4700]],
  [2025, J, 'Juros e rendimentos similares obtidos',  'N/A',           [      _,       _,       _,       _,       _,      98,       _,       _,       _,       _,       _,     301]],
  [2025, J, 'Juros e gastos similares suportados',    'N/A',           [      _,       _,   -1400,       _,       _,   -1400,       _,       _,   -1400,       _,       _,   -1400]],
];

const DEPRECIACOES: readonly DepreciacaoAnual[] = [
  { ano: 2024, categoria: 'equipamento_basico', cents: 100005 },
  { ano: 2024, categoria: 'programas_computador', cents: 60000 },
  { ano: 2025, categoria: 'equipamento_basico', cents: 100005 },
  { ano: 2025, categoria: 'equipamento_transporte', cents: 123456 },
  { ano: 2025, categoria: 'equipamento_administrativo', cents: 7 },
];

function somas(livro: readonly Lancamento[]): SomaDemonstracaoResultados[] {
  return livro.flatMap(([ano, categoriaA, subcategoriaA, gasto, meses]) =>
    meses.flatMap((cents, i) =>
      cents === 0 ? [] : [{ ano, mes: i + 1, categoriaA, subcategoriaA, gasto, cents }],
    ),
  );
}

const dr = computeDemonstracaoResultados({
  ano1: 2024,
  ano2: 2025,
  somas: somas(LIVRO),
  depreciacoes: DEPRECIACOES,
});

/** Jan..Dez, Total, Média of one series of a line. */
function colunas(line: ReportLine, serie: 'ano1' | 'ano2' | 'deltaEuros' | 'deltaPercent'): number[] {
  const v = line.valores[serie];
  return [...v.meses, v.total, v.media];
}

function linha(key: string, resultado: DemonstracaoResultados = dr): ReportLine {
  const found =
    findReportLine(resultado.linhas, key) ??
    findReportLine([resultado.margemContribuicao, resultado.investimentos, resultado.naoClassificado], key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}

const COLUNAS = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
  'Total',
  'Média',
];

interface Esperado {
  ano1: number[];
  ano2: number[];
  dEur: number[];
  dPct: number[];
}

// Hand-computed, every cell: ano1 = 2024, ano2 = 2025, ∆ € = 2025 − 2024, ∆ % per SPEC §9.
// biome-ignore format: the expected statement reads as a table
const ESPERADO: Record<string, Esperado> = {
  vendas: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   300000,    320000,    328000,    310000,    330000,    342000,    340000,         0,    300000,    305050,    298025,    430000,   3603075,    327552],
    ano2: [   310000,    300000,    330000,    340000,    355000,    360000,    355000,    150000,    320000,    313000,    310000,    445000,   3888000,    324000],
    dEur: [    10000,    -20000,      2000,     30000,     25000,     18000,     15000,    150000,     20000,      7950,     11975,     15000,    284925,     -3552],
    dPct: [3.3333333333, -6.25, 0.6097560976, 9.6774193548, 7.5757575758, 5.2631578947, 4.4117647059, 100, 6.6666666667, 2.6061301426, 4.0181192853, 3.488372093, 7.9078287296, -1.0844079719],
  },
  subsidios: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,         0,     25000,         0,         0,         0,         0,         0,         0,         0,         0,     25000,     25000],
    ano2: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    dEur: [        0,         0,         0,    -25000,         0,         0,         0,         0,         0,         0,         0,         0,    -25000,    -25000],
    dPct: [0, 0, 0, -100, 0, 0, 0, 0, 0, 0, 0, 0, -100, -100],
  },
  fse_variaveis: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [    -2000,     -2000,     -5540,     -2000,     -2000,     -2000,     -2000,         0,     -2000,     -2000,     -2000,     -8000,    -31540,     -2867],
    ano2: [    -2100,     -2100,     -2100,     -2100,     -9877,     -2100,     -2100,     -1000,     -2100,     -2100,     -2100,     -2100,    -31877,     -2656],
    dEur: [     -100,      -100,      3440,      -100,     -7877,      -100,      -100,     -1000,      -100,      -100,      -100,      5900,      -337,       211],
    dPct: [-5, -5, 62.0938628159, -5, -393.85, -5, -5, 100, -5, -5, -5, 73.75, -1.0684844642, 7.3596093478],
  },
  compras: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -30000,         0,    -45000,         0,         0,    -20000,         0,         0,    -25000,         0,   -350000,    -50000,   -520000,    -86667],
    ano2: [   -40000,         0,    -12345,    -30000,         0,         0,    -25000,         0,         0,         0,    -90000,         0,   -197345,    -39469],
    dEur: [   -10000,         0,     32655,    -30000,         0,     20000,    -25000,         0,     25000,         0,    260000,     50000,    322655,     47198],
    dPct: [-33.3333333333, 0, 72.5666666667, 100, 0, 100, 100, 0, 100, 0, 74.2857142857, 100, 62.0490384615, 54.4590213115],
  },
  margem_bruta: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   268000,    318000,    277460,    333000,    328000,    320000,    338000,         0,    273000,    303050,    -53975,    372000,   3076535,    279685],
    ano2: [   267900,    297900,    315555,    307900,    345123,    357900,    327900,    149000,    317900,    310900,    217900,    442900,   3658778,    304898],
    dEur: [     -100,    -20100,     38095,    -25100,     17123,     37900,    -10100,    149000,     44900,      7850,    271875,     70900,    582243,     25213],
    dPct: [-0.0373134328, -6.320754717, 13.7299070136, -7.5375375375, 5.2204268293, 11.84375, -2.9881656805, 100, 16.4468864469, 2.5903316284, 503.7054191755, 19.0591397849, 18.9252844515, 9.0147844897],
  },
  fse_fixos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -48533,    -40000,    -55000,    -47000,    -41234,    -55000,    -49555,         0,    -55000,    -48000,    -40000,    -55000,   -534322,    -48575],
    ano2: [   -75001,   -342000,    -57000,    -49500,    -42000,    -57000,    -51999,    -42000,    -57000,    -50250,    -42000,    -57000,   -922750,    -76896],
    dEur: [   -26468,   -302000,     -2000,     -2500,      -766,     -2000,     -2444,    -42000,     -2000,     -2250,     -2000,     -2000,   -388428,    -28321],
    dPct: [-54.5360888468, -755, -3.6363636364, -5.3191489362, -1.8576902556, -3.6363636364, -4.9318938553, 100, -3.6363636364, -4.6875, -5, -3.6363636364, -72.6954907341, -58.3036541431],
  },
  gastos_pessoal: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -73000,    -70000,    -70000,    -70000,    -70000,    -70000,    -70000,         0,    -70000,    -70000,    -70000,    -70000,   -773000,    -70273],
    ano2: [   -72500,    -72500,    -72500,    -72500,    -72500,    -80500,    -72500,    -72500,    -72500,    -85000,    -72500,    -72500,   -890500,    -74208],
    dEur: [      500,     -2500,     -2500,     -2500,     -2500,    -10500,     -2500,    -72500,     -2500,    -15000,     -2500,     -2500,   -117500,     -3935],
    dPct: [0.6849315068, -3.5714285714, -3.5714285714, -3.5714285714, -3.5714285714, -15, -3.5714285714, 100, -3.5714285714, -21.4285714286, -3.5714285714, -3.5714285714, -15.2005174644, -5.5995901698],
  },
  impostos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -22500,    -22500,    -22500,    -22500,    -22500,    -22500,    -22500,         0,    -22500,    -22500,    -22500,    -22500,   -247500,    -22500],
    ano2: [   -23300,    -23300,    -23300,    -23300,    -23300,    -48300,    -23300,    -23300,    -23300,    -23300,    -23300,    -23300,   -304600,    -25383],
    dEur: [     -800,      -800,      -800,      -800,      -800,    -25800,      -800,    -23300,      -800,      -800,      -800,      -800,    -57100,     -2883],
    dPct: [-3.5555555556, -3.5555555556, -3.5555555556, -3.5555555556, -3.5555555556, -114.6666666667, -3.5555555556, 100, -3.5555555556, -3.5555555556, -3.5555555556, -3.5555555556, -23.0707070707, -12.8133333333],
  },
  resultado_antes_depreciacoes: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   123967,    185500,    129960,    193500,    194266,    172500,    195945,         0,    125500,    162550,   -186475,    224500,   1521713,    138338],
    ano2: [    97099,   -139900,    162755,    162600,    207323,    172100,    180101,     11200,    165100,    152350,     80100,    290100,   1540928,    128411],
    dEur: [   -26868,   -325400,     32795,    -30900,     13057,      -400,    -15844,     11200,     39600,    -10200,    266575,     65600,     19215,     -9927],
    dPct: [-21.6735098857, -175.4177897574, 25.2346875962, -15.9689922481, 6.7211967097, -0.231884058, -8.0859424839, 100, 31.5537848606, -6.2749923101, 142.9548196809, 29.2204899777, 1.2627216827, -7.1759024997],
  },
  depreciacoes: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -13334,    -13334,    -13334,    -13334,    -13334,    -13334,    -13334,    -13334,    -13334,    -13333,    -13333,    -13333,   -160005,    -13334],
    ano2: [   -18623,    -18623,    -18623,    -18623,    -18623,    -18623,    -18623,    -18622,    -18622,    -18621,    -18621,    -18621,   -223468,    -18622],
    dEur: [    -5289,     -5289,     -5289,     -5289,     -5289,     -5289,     -5289,     -5288,     -5288,     -5288,     -5288,     -5288,    -63463,     -5288],
    dPct: [-39.6655167242, -39.6655167242, -39.6655167242, -39.6655167242, -39.6655167242, -39.6655167242, -39.6655167242, -39.6580170991, -39.6580170991, -39.6609915248, -39.6609915248, -39.6609915248, -39.663135527, -39.6580170991],
  },
  resultado_antes_financiamento_impostos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   110633,    172166,    116626,    180166,    180932,    159166,    182611,    -13334,    112166,    149217,   -199808,    211167,   1361708,    113476],
    ano2: [    78476,   -158523,    144132,    143977,    188700,    153477,    161478,     -7422,    146478,    133729,     61479,    271479,   1317460,    109788],
    dEur: [   -32157,   -330689,     27506,    -36189,      7768,     -5689,    -21133,      5912,     34312,    -15488,    261287,     60312,    -44248,     -3688],
    dPct: [-29.0663726013, -192.0756711546, 23.5847924134, -20.0864758056, 4.2933256693, -3.5742558084, -11.572687297, 44.3377831108, 30.5903749799, -10.3795143985, 130.7690382767, 28.561280882, -3.2494484868, -3.2500264373],
  },
  juros: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,     -1500,         0,         0,     -1377,         0,         0,     -1500,         0,         0,     -1250,     -5627,     -1407],
    ano2: [        0,         0,     -1400,         0,         0,     -1302,         0,         0,     -1400,         0,         0,     -1099,     -5201,     -1300],
    dEur: [        0,         0,       100,         0,         0,        75,         0,         0,       100,         0,         0,       151,       426,       107],
    dPct: [0, 0, 6.6666666667, 0, 0, 5.4466230937, 0, 0, 6.6666666667, 0, 0, 12.08, 7.5706415497, 7.604832978],
  },
  resultado_antes_impostos: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   110633,    172166,    115126,    180166,    180932,    157789,    182611,    -13334,    110666,    149217,   -199808,    209917,   1356081,    113007],
    ano2: [    78476,   -158523,    142732,    143977,    188700,    152175,    161478,     -7422,    145078,    133729,     61479,    270380,   1312259,    109355],
    dEur: [   -32157,   -330689,     27606,    -36189,      7768,     -5614,    -21133,      5912,     34412,    -15488,    261287,     60463,    -43822,     -3652],
    dPct: [-29.0663726013, -192.0756711546, 23.9789448083, -20.0864758056, 4.2933256693, -3.557915951, -11.572687297, 44.3377831108, 31.0953680444, -10.3795143985, 130.7690382767, 28.803288919, -3.2315178813, -3.2316582159],
  },
  imposto_rendimento: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   -23233,    -36155,    -24176,    -37835,    -37996,    -33136,    -38348,         0,    -23240,    -31336,         0,    -44083,   -284777,    -32954],
    ano2: [   -15695,         0,    -28546,    -28795,    -37740,    -30435,    -32296,         0,    -29016,    -26746,    -12296,    -54076,   -262452,    -29564],
    dEur: [     7538,     36155,     -4370,      9040,       256,      2701,      6052,         0,     -5776,      4590,    -12296,     -9993,     22325,      3390],
    dPct: [32.4452287694, 100, -18.0757776307, 23.893220563, 0.6737551321, 8.1512554322, 15.7817878377, 0, -24.8537005164, 14.6476895583, 100, -22.6686024091, 7.8394673727, 10.2870668204],
  },
  resultado_liquido: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [    87400,    136011,     90950,    142331,    142936,    124653,    144263,    -13334,     87426,    117881,   -199808,    165834,   1071304,     85545],
    ano2: [    62781,   -158523,    114186,    115182,    150960,    121740,    129182,     -7422,    116062,    106983,     49183,    216304,   1049807,     84718],
    dEur: [   -24619,   -294534,     23236,    -27149,      8024,     -2913,    -15081,      5912,     28636,    -10898,    248991,     50470,    -21497,      -827],
    dPct: [-28.1681922197, -216.5516024439, 25.5481033535, -19.0745515734, 5.6137012369, -2.3368871989, -10.4538239188, 44.3377831108, 32.7545581406, -9.2449164836, 124.6151305253, 30.4340485063, -2.0066199697, -0.9667426501],
  },
  margem_contribuicao: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   268000,    318000,    277460,    308000,    328000,    320000,    338000,         0,    273000,    303050,    -53975,    372000,   3051535,    277412],
    ano2: [   267900,    297900,    315555,    307900,    345123,    357900,    327900,    149000,    317900,    310900,    217900,    442900,   3658778,    304898],
    dEur: [     -100,    -20100,     38095,      -100,     17123,     37900,    -10100,    149000,     44900,      7850,    271875,     70900,    607243,     27486],
    dPct: [-0.0373134328, -6.320754717, 13.7299070136, -0.0324675325, 5.2204268293, 11.84375, -2.9881656805, 100, 16.4468864469, 2.5903316284, 503.7054191755, 19.0591397849, 19.8995915171, 9.9080068634],
  },
};

describe('computeDemonstracaoResultados — Padaria do Largo, 2024 vs 2025', () => {
  it('lists the rows of SPEC §9 in order, with their labels', () => {
    expect(dr.linhas.map((l) => [l.key, l.label, l.tipo])).toEqual([
      ['vendas', 'Vendas e serviços prestados', 'grupo'],
      ['subsidios', 'Subsídios à exploração', 'item'],
      ['fse_variaveis', 'Variáveis FSE', 'grupo'],
      ['compras', 'Compras', 'grupo'],
      ['margem_bruta', 'Margem Bruta', 'resultado'],
      ['fse_fixos', 'Fixos FSE', 'grupo'],
      ['gastos_pessoal', 'Gastos com o pessoal', 'grupo'],
      ['impostos', 'Impostos', 'grupo'],
      ['resultado_antes_depreciacoes', 'Resultado antes de depreciações', 'resultado'],
      ['depreciacoes', 'Depreciações', 'grupo'],
      [
        'resultado_antes_financiamento_impostos',
        'Resultado antes de gastos de financiamento e impostos',
        'resultado',
      ],
      ['juros', 'Juros e Gastos Similares', 'grupo'],
      ['resultado_antes_impostos', 'Resultado antes de impostos', 'resultado'],
      ['imposto_rendimento', 'Imposto sobre o rendimento', 'resultado'],
      ['resultado_liquido', 'Resultado líquido do período', 'resultado'],
    ]);
    expect(dr.margemContribuicao.label).toBe('Margem Contribuição');
    expect(dr.taxaIrc).toEqual({ ano1: 21, ano2: 20 });
  });

  describe.each(Object.entries(ESPERADO))('%s', (key, esperado) => {
    it.each([
      ['ano1', esperado.ano1],
      ['ano2', esperado.ano2],
      ['deltaEuros', esperado.dEur],
    ] as const)('%s, every column', (serie, valores) => {
      const obtido = colunas(linha(key), serie);
      COLUNAS.forEach((coluna, i) => {
        expect(obtido[i], `${key} ${serie} ${coluna}`).toBe(valores[i]);
      });
    });

    it('deltaPercent, every column', () => {
      const obtido = colunas(linha(key), 'deltaPercent');
      COLUNAS.forEach((coluna, i) => {
        expect(obtido[i], `${key} ∆ % ${coluna}`).toBeCloseTo(esperado.dPct[i] ?? Number.NaN, 8);
      });
    });
  });

  // Lines below the top rows, hand-computed from the ledger: [Jan..Dez, Total, Média].
  // biome-ignore format: tables
  it.each([
    ['vendas.venda_de_mercadoria',
      [0, 0, 38000, 0, 0, -8000, 0, 0, 0, 0, 0, 30000, 60000, 20000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, -5000, 0, 0, -5000, -5000]],
    ['vendas.venda_de_produtos',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 20000, 0, 0, 0, 0, 0, 0, 25000, 45000, 22500]],
    ['fse_variaveis.servicos_especializados.comissoes',
      [-2000, -2000, -2000, -2000, -2000, -2000, -2000, 0, -2000, -2000, -2000, -2000, -22000, -2000],
      [-2100, -2100, -2100, -2100, -2100, -2100, -2100, -1000, -2100, -2100, -2100, -2100, -24100, -2008]],
    ['fse_variaveis.subcontratos',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, -7777, 0, 0, 0, 0, 0, 0, 0, -7777, -7777]],
    ['fse_fixos.energia_e_fluidos.electricidade',
      [-8533, 0, 0, -7000, 0, 0, -9555, 0, 0, -8000, 0, 0, -33088, -8272],
      [-9001, 0, 0, -7500, 0, 0, -9999, 0, 0, -8250, 0, 0, -34750, -8688]],
    ['fse_fixos.servicos_especializados.honorarios',
      [0, 0, -15000, 0, 0, -15000, 0, 0, -15000, 0, 0, -15000, -60000, -15000],
      [0, -300000, -15000, 0, 0, -15000, 0, 0, -15000, 0, 0, -15000, -360000, -72000]],
    ['fse_fixos.servicos_diversos.seguros',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-24000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -24000, -24000]],
    ['fse_fixos.sem_subcategoria_a',
      [0, 0, 0, 0, -1234, 0, 0, 0, 0, 0, 0, 0, -1234, -1234],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['compras.materia_prima',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, -12345, 0, 0, 0, 0, 0, 0, 0, 0, 0, -12345, -12345]],
    ['gastos_pessoal.seguros',
      [-3000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3000, -3000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['impostos.seguranca_social',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, -25000, 0, 0, 0, 0, 0, 0, -25000, -25000]],
    ['depreciacoes.equipamento_basico',
      [-8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8333, -8333, -8333, -100005, -8334],
      [-8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8333, -8333, -8333, -100005, -8334]],
    ['depreciacoes.programas_computador',
      [-5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -60000, -5000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['depreciacoes.equipamento_transporte',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -123456, -10288]],
    ['depreciacoes.equipamento_administrativo',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, -7, -1]],
    ['juros.juros_e_rendimentos_similares_obtidos',
      [0, 0, 0, 0, 0, 123, 0, 0, 0, 0, 0, 250, 373, 187],
      [0, 0, 0, 0, 0, 98, 0, 0, 0, 0, 0, 301, 399, 200]],
    ['juros.juros_e_gastos_similares_suportados',
      [0, 0, -1500, 0, 0, -1500, 0, 0, -1500, 0, 0, -1500, -6000, -1500],
      [0, 0, -1400, 0, 0, -1400, 0, 0, -1400, 0, 0, -1400, -5600, -1400]],
    ['investimentos.equipamento_basico',
      [0, -240000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -240000, -240000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['nao_classificado',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -4567, 0, -4567, -4567],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ])('%s', (key, ano1, ano2) => {
    expect(colunas(linha(key), 'ano1')).toEqual(ano1);
    expect(colunas(linha(key), 'ano2')).toEqual(ano2);
  });

  it('keeps Investimentos and unclassified rows out of every result', () => {
    expect(linha('investimentos').valores.ano1.total).toBe(-240000);
    const semEles = computeDemonstracaoResultados({
      ano1: 2024,
      ano2: 2025,
      somas: somas(LIVRO.filter(([, categoria]) => categoria !== I && categoria !== X)),
      depreciacoes: DEPRECIACOES,
    });
    expect(semEles.linhas).toEqual(dr.linhas);
  });

  it('expands the FSE groups into the SNC subgroups and their accounts', () => {
    const fixos = linha(LINHA_DR.fseFixos);
    expect(fixos.children?.map((c) => [c.key, c.codigo ?? null, c.children?.length ?? 0])).toEqual([
      ['fse_fixos.subcontratos', '621', 0],
      ['fse_fixos.servicos_especializados', '622', 7],
      ['fse_fixos.materiais', '623', 5],
      ['fse_fixos.energia_e_fluidos', '624', 4],
      ['fse_fixos.deslocacoes_estadas_e_transportes', '625', 4],
      ['fse_fixos.servicos_diversos', '626', 8],
      ['fse_fixos.sem_subcategoria_a', null, 0],
    ]);
    expect(linha('fse_fixos.energia_e_fluidos.electricidade')).toMatchObject({ level: 2, codigo: '6241' });
  });

  it('lists the personnel items and charges the spec names', () => {
    expect(linha(LINHA_DR.gastosPessoal).children?.map((c) => c.label)).toEqual([
      'Vencimento Líquido',
      'Higiene e segurança no trabalho',
      'Formação',
      'Subsídio Refeição',
      'Seguros',
      'Sem Subcategoria A',
    ]);
    expect(linha(LINHA_DR.impostos).children?.map((c) => c.label)).toEqual([
      'TSU',
      'Segurança Social',
      'IRS',
    ]);
    expect(linha(LINHA_DR.depreciacoes).children?.map((c) => c.label)).toEqual(
      CATEGORIAS_DEPRECIACAO.map((c) => c.label),
    );
  });

  it('applies a company-specific IRC rate', () => {
    const com = computeDemonstracaoResultados({
      ano1: 2024,
      ano2: 2025,
      somas: somas(LIVRO),
      depreciacoes: DEPRECIACOES,
      taxasIrc: { 2025: 16 },
    });
    expect(com.taxaIrc).toEqual({ ano1: 21, ano2: 16 });
    // 16 % of 13 122,59 € = 2 099,6144 €; January 784,76 € → 125,5616 €.
    expect(linha(LINHA_DR.impostoRendimento, com).valores.ano2.total).toBe(-209961);
    expect(linha(LINHA_DR.impostoRendimento, com).valores.ano2.meses[0]).toBe(-12556);
  });

  it('refuses an unknown month or depreciation category', () => {
    const base = { ano1: 2024, ano2: 2025, depreciacoes: [] };
    expect(() =>
      computeDemonstracaoResultados({
        ...base,
        somas: [
          { ano: 2024, mes: 13, categoriaA: V, subcategoriaA: 'Serviços Prestados', gasto: 'N/A', cents: 1 },
        ],
      }),
    ).toThrow(RangeError);
    expect(() =>
      computeDemonstracaoResultados({
        ...base,
        somas: [],
        depreciacoes: [{ ano: 2024, categoria: 'terrenos' as DepreciacaoAnual['categoria'], cents: 1 }],
      }),
    ).toThrow(RangeError);
  });
});

const todosOsPares = OPCOES_CATEGORIA_A.flatMap((categoriaA) =>
  [...opcoesSubcategoriaA(categoriaA), 'Outra'].map((subcategoriaA) => ({ categoriaA, subcategoriaA })),
);

const arbSoma = fc.record({
  ano: fc.constantFrom(2024, 2025, 2026),
  mes: fc.integer({ min: 1, max: 12 }),
  par: fc.constantFrom(...todosOsPares, { categoriaA: 'Outra', subcategoriaA: 'Outra' }),
  gasto: fc.constantFrom(...GASTOS, ''),
  cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
});
const arbSomas = fc
  .array(arbSoma, { maxLength: 60 })
  .map((rows) => rows.map(({ par, ...r }): SomaDemonstracaoResultados => ({ ...r, ...par })));
const arbDepreciacoes = (multiploDe: number) =>
  fc.array(
    fc.record({
      ano: fc.constantFrom(2024, 2025),
      categoria: fc.constantFrom(...CATEGORIAS_DEPRECIACAO.map((c) => c.key)),
      cents: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c * multiploDe),
    }),
    { maxLength: 6 },
  );

function walk(lines: readonly ReportLine[], visit: (line: ReportLine) => void): void {
  for (const line of lines) {
    visit(line);
    if (line.children) walk(line.children, visit);
  }
}

/** Lines that are plain sums of the ledger: everything but the tax and the net result. */
const NAO_LINEARES: readonly string[] = [LINHA_DR.impostoRendimento, LINHA_DR.resultadoLiquido];

/** Months and Total of both years of every linear line, in one flat list. */
function linearColumns(r: DemonstracaoResultados): number[] {
  const out: number[] = [];
  walk(r.linhas, (line) => {
    if (NAO_LINEARES.includes(line.key)) return;
    for (const v of [line.valores.ano1, line.valores.ano2]) out.push(...v.meses, v.total);
  });
  return out;
}

describe('computeDemonstracaoResultados — properties', () => {
  it('makes every group the sum of its lines, and every Total the sum of its months', () => {
    fc.assert(
      fc.property(arbSomas, arbDepreciacoes(1), (rows, depreciacoes) => {
        const r = computeDemonstracaoResultados({ ano1: 2024, ano2: 2025, somas: rows, depreciacoes });
        const erros: string[] = [];
        walk([...r.linhas, r.investimentos, r.naoClassificado, r.margemContribuicao], (line) => {
          for (const serie of ['ano1', 'ano2'] as const) {
            const v = line.valores[serie];
            if (!NAO_LINEARES.includes(line.key) && v.total !== v.meses.reduce((a, b) => a + b, 0)) {
              erros.push(`${line.key} ${serie} Total`);
            }
            v.meses.forEach((mes, i) => {
              const filhos = line.children?.reduce((a, c) => a + (c.valores[serie].meses[i] ?? 0), 0);
              if (filhos !== undefined && filhos !== mes) erros.push(`${line.key} ${serie} mês ${i + 1}`);
            });
          }
        });
        expect(erros).toEqual([]);
      }),
    );
  });

  it('taxes the year on its pre-tax total and each month on its own profit only', () => {
    fc.assert(
      fc.property(arbSomas, arbDepreciacoes(1), (rows, depreciacoes) => {
        const r = computeDemonstracaoResultados({ ano1: 2024, ano2: 2025, somas: rows, depreciacoes });
        const rai = findReportLine(r.linhas, LINHA_DR.resultadoAntesImpostos)!;
        const irc = findReportLine(r.linhas, LINHA_DR.impostoRendimento)!;
        const rl = findReportLine(r.linhas, LINHA_DR.resultadoLiquido)!;
        for (const [serie, taxa] of [
          ['ano1', 21],
          ['ano2', 20],
        ] as const) {
          const imposto = (x: number) => (x > 0 ? -Math.round((x * taxa) / 100) : 0);
          expect(irc.valores[serie].total).toBe(imposto(rai.valores[serie].total));
          expect(irc.valores[serie].meses).toEqual(rai.valores[serie].meses.map(imposto));
          expect(rl.valores[serie].total).toBe(rai.valores[serie].total + irc.valores[serie].total);
          expect(irc.valores[serie].total).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('consolidates: the sum of the stores equals the statement of the summed stores', () => {
    // Depreciations in multiples of 12 cents split without remainder, so they add up month by month
    // too; the tax is on the company's result, not the sum of the stores' taxes.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbSomas, arbDepreciacoes(12)), { minLength: 1, maxLength: 4 }),
        (lojas) => {
          const porLoja = lojas.map(([somasLoja, depreciacoes]) =>
            linearColumns(
              computeDemonstracaoResultados({ ano1: 2024, ano2: 2025, somas: somasLoja, depreciacoes }),
            ),
          );
          const empresa = computeDemonstracaoResultados({
            ano1: 2024,
            ano2: 2025,
            somas: lojas.flatMap(([s]) => s),
            depreciacoes: lojas.flatMap(([, d]) => d),
          });
          expect(linearColumns(empresa)).toEqual(
            porLoja.reduce((soma, loja) => soma.map((valor, i) => valor + (loja[i] ?? 0))),
          );
        },
      ),
    );
  });
});
