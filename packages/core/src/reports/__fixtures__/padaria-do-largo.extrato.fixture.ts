/*
 * "Padaria do Largo", 2024 against 2025, the bank side, in cents: statement sums by month, Entrada +,
 * Saída −; `_` = no movement; and the cash flow computed by hand. Opening cash 1 January 2024:
 * 5 000,00 €; 2025 opens with the closing cash of 2024 (22 139,47 €). One copy, for core's
 * compute-fluxo-caixa.test.ts and for the server's report tests, which turn the sums into real rows.
 * Things this company exercises:
 * - August: no movement in either year, so CIP = CFP and the month is left out of every Média.
 * - A customer refund inside the receipts (October 2025) and a tax refund (June 2025).
 * - Rows that are not fully classified still count: an operating movement with 'Sem Rúbrica B'
 *   (July 2024), an investment with 'Sem Subcategoria B' (October 2024) and a movement with no
 *   Categoria B at all (November 2024, 'Por classificar').
 * - The spec's own label of both financing halves, 'Recebimentos/Pagamentos - financiamento'
 *   (December 2025): a subcategory line of its own, with the rubrics of both halves.
 *
 * Worked by hand, January 2024: receipts 3 500,00 − suppliers 805,33 − staff 925,00 = 1 769,67 of
 * operating flow and of variation; CIP 5 000,00 → CFP 6 769,67, February's CIP.
 */

import { CATEGORIA_B } from '../../taxonomy/categoria-b';
import type { Esperado } from './padaria-do-largo.livro.fixture';

export const O = CATEGORIA_B.operacionais;
export const I = CATEGORIA_B.investimento;
export const F = CATEGORIA_B.financiamento;
export const X = 'Sem Categoria B';
export const NA = 'Não Aplicável';
export const PI = 'Pagamentos - investimento';
export const RI = 'Recebimentos - investimento';
export const RF = 'Recebimentos - financiamento obtidos';
export const PF = 'Pagamentos - financiamento';
const _ = 0;

export type Movimento = readonly [
  ano: number,
  categoriaB: string,
  subcategoriaB: string,
  rubricaB: string,
  meses: number[],
];

// biome-ignore format: the statement sums read as a table
export const EXTRATO: readonly Movimento[] = [
  //    cat subcategoria B                             rúbrica B                                                  Jan      Fev      Mar      Abr      Mai      Jun      Jul      Ago      Set      Out      Nov      Dez
  // 2024
  [2024, O, NA,                                        'Recebimentos de clientes',                           [ 350000,  330000,  340000,  360000,  330000,  342000,  340000,       _,  300000,  305050,  298025,  430000]],
  [2024, O, NA,                                        'Pagamentos a fornecedores',                          [ -80533,  -42000,  -60540,  -49000,  -43234,  -57000,  -51555,       _,  -82000,  -50000,  -42000,  -71000]],
  [2024, O, NA,                                        'Pagamentos ao pessoal',                              [ -92500,  -92500,  -92500,  -92500,  -92500,  -92500,  -92500,       _,  -92500,  -92500,  -92500,  -92500]],
  [2024, O, NA,                                        'Pagamento/recebimento do imposto sobre o rendimento',[      _,       _,       _,       _, -120000,       _,       _,       _,       _,       _,       _,       _]],
  [2024, O, NA,                                        'Sem Rúbrica B',                                      [      _,       _,       _,       _,       _,       _,    1000,       _,       _,       _,       _,       _]],
  [2024, I, PI,                                        'Activos fixos tangíveis',                            [      _, -295200,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2024, I, 'Sem Subcategoria B',                      'Sem Rúbrica B',                                      [      _,       _,       _,       _,       _,       _,       _,       _,       _,   -9999,       _,       _]],
  [2024, F, RF,                                        'Financiamentos obtidos',                             [      _,  250000,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2024, F, PF,                                        'Financiamentos obtidos',                             [      _,       _,  -20000,  -20000,  -20000,  -20000,  -20000,       _,  -20000,  -20000,  -20000,  -20000]],
  [2024, F, PF,                                        'Juros e gastos similares',                           [      _,       _,   -1500,       _,       _,   -1500,       _,       _,   -1500,       _,       _,   -1500]],
  [2024, X, 'Sem Subcategoria B',                      'Sem Rúbrica B',                                      [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,   -4567,       _]],
  // 2025
  [2025, O, NA,                                        'Recebimentos de clientes',                           [ 310000,  300000,  330000,  340000,  355000,  360000,  355000,       _,  320000,  313000,  310000,  445000]],
  [2025, O, NA,                                        'Recebimentos de clientes',                           [      _,       _,       _,       _,       _,       _,       _,       _,       _,   -5000,       _,       _]],
  [2025, O, NA,                                        'Pagamentos a fornecedores',                          [-113101, -344100,  -71445,  -81600,  -51877,  -59100,  -79099,       _,  -59100,  -52350, -134100,  -59100]],
  [2025, O, NA,                                        'Pagamentos ao pessoal',                              [ -95800,  -95800,  -95800,  -95800,  -95800, -129300,  -95800,       _,  -95800, -108300,  -95800,  -95800]],
  [2025, O, NA,                                        'Pagamento/recebimento do imposto sobre o rendimento',[      _,       _,       _,       _, -284777,   30000,       _,       _,       _,       _,       _,       _]],
  [2025, I, RI,                                        'Activos fixos tangíveis',                            [      _,       _,       _,       _,       _,       _,       _,       _,   50000,       _,       _,       _]],
  [2025, I, RI,                                        'Subsídios ao investimento',                          [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _,   75000]],
  [2025, F, PF,                                        'Amortizações de contratos de locação financeira',    [ -15000,  -15000,  -15000,  -15000,  -15000,  -15000,  -15000,       _,  -15000,  -15000,  -15000,  -15000]],
  [2025, F, PF,                                        'Dividendos',                                         [      _,       _,       _, -100000,       _,       _,       _,       _,       _,       _,       _,       _]],
  [2025, F, PF,                                        'Juros e gastos similares',                           [      _,       _,   -1400,       _,       _,   -1400,       _,       _,   -1400,       _,       _,   -1400]],
  [2025, F, 'Recebimentos/Pagamentos - financiamento', 'Financiamentos obtidos',                             [      _,       _,       _,       _,       _,       _,       _,       _,       _,       _,       _,   -3333]],
];

/** Opening cash of each year, in cents: 2025 opens with the closing cash of 2024. */
export const CAIXA_INICIAL: Readonly<Record<number, number>> = { 2024: 500000, 2025: 2213947 };

// Hand-computed, every cell: ano1 = 2024, ano2 = 2025, ∆ € = 2025 − 2024, ∆ % per SPEC §9.
// biome-ignore format: the expected cash flow reads as a table
export const ESPERADO_FC: Record<string, Esperado> = {
  operacionais: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   176967,    195500,    186960,    218500,     74266,    192500,    196945,         0,    125500,    162550,    163525,    266500,   1959713,    178156],
    ano2: [   101099,   -139900,    162755,    162600,    -77454,    201600,    180101,         0,    165100,    147350,     80100,    290100,   1273451,    115768],
    dEur: [   -75868,   -335400,    -24205,    -55900,   -151720,      9100,    -16844,         0,     39600,    -15200,    -83425,     23600,   -686262,    -62388],
    dPct: [-42.8712697848, -171.5601023018, -12.9466195978, -25.5835240275, -204.2926776722, 4.7272727273, -8.5526416004, 0, 31.5537848606, -9.3509689326, -51.0166641186, 8.8555347092, -35.0184950551, -35.0187476145],
  },
  investimento: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,   -295200,         0,         0,         0,         0,         0,         0,         0,     -9999,         0,         0,   -305199,   -152600],
    ano2: [        0,         0,         0,         0,         0,         0,         0,         0,     50000,         0,         0,     75000,    125000,     62500],
    dEur: [        0,    295200,         0,         0,         0,         0,         0,         0,     50000,      9999,         0,     75000,    430199,    215100],
    dPct: [0, 100, 0, 0, 0, 0, 0, 0, 100, 100, 0, 100, 140.9568838692, 140.9567496723],
  },
  financiamento: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,    250000,    -21500,    -20000,    -20000,    -21500,    -20000,         0,    -21500,    -20000,    -20000,    -21500,     64000,      6400],
    ano2: [   -15000,    -15000,    -16400,   -115000,    -15000,    -16400,    -15000,         0,    -16400,    -15000,    -15000,    -19733,   -273933,    -24903],
    dEur: [   -15000,   -265000,      5100,    -95000,      5000,      5100,      5000,         0,      5100,      5000,      5000,      1767,   -337933,    -31303],
    dPct: [100, -106, 23.7209302326, -475, 25, 23.7209302326, 25, 0, 23.7209302326, 25, 25, 8.2186046512, -528.0203125, -489.109375],
  },
  nao_classificado: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,     -4567,         0,     -4567,     -4567],
    ano2: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0,         0],
    dEur: [        0,         0,         0,         0,         0,         0,         0,         0,         0,         0,      4567,         0,      4567,      4567],
    dPct: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 100, 100],
  },
  variacao: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   176967,    150300,    165460,    198500,     54266,    171000,    176945,         0,    104000,    132551,    138958,    245000,   1713947,    155813],
    ano2: [    86099,   -154900,    146355,     47600,    -92454,    185200,    165101,         0,    198700,    132350,     65100,    345367,   1124518,    102229],
    dEur: [   -90868,   -305200,    -19105,   -150900,   -146720,     14200,    -11844,         0,     94700,      -201,    -73858,    100367,   -589429,    -53584],
    dPct: [-51.3474263563, -203.0605455755, -11.5465973649, -76.0201511335, -270.3718718903, 8.3040935673, -6.6936053576, 0, 91.0576923077, -0.1516397462, -53.1513119072, 40.966122449, -34.3901532544, -34.3899417892],
  },
  cip: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   500000,    676967,    827267,    992727,   1191227,   1245493,   1416493,   1593438,   1593438,   1697438,   1829989,   1968947,    500000,   1294452],
    ano2: [  2213947,   2300046,   2145146,   2291501,   2339101,   2246647,   2431847,   2596948,   2596948,   2795648,   2927998,   2993098,   2213947,   2489906],
    dEur: [  1713947,   1623079,   1317879,   1298774,   1147874,   1001154,   1015354,   1003510,   1003510,   1098210,   1098009,   1024151,   1713947,   1195454],
    dPct: [342.7894, 239.7574771001, 159.3051578269, 130.8289187259, 96.3606432695, 80.3821458651, 71.6808342858, 62.9776621368, 62.9776621368, 64.6980920658, 60.0008524641, 52.0151634351, 342.7894, 92.3521304768],
  },
  cfp: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   676967,    827267,    992727,   1191227,   1245493,   1416493,   1593438,   1593438,   1697438,   1829989,   1968947,   2213947,   2213947,   1437281],
    ano2: [  2300046,   2145146,   2291501,   2339101,   2246647,   2431847,   2596948,   2596948,   2795648,   2927998,   2993098,   3338465,   3338465,   2583616],
    dEur: [  1623079,   1317879,   1298774,   1147874,   1001154,   1015354,   1003510,   1003510,   1098210,   1098009,   1024151,   1124518,   1124518,   1146335],
    dPct: [239.7574771001, 159.3051578269, 130.8289187259, 96.3606432695, 80.3821458651, 71.6808342858, 62.9776621368, 62.9776621368, 64.6980920658, 60.0008524641, 52.0151634351, 50.7924534779, 50.7924534779, 79.7571943134],
  },
  caixa_gerada_operacoes: {
    //           Jan,       Fev,       Mar,       Abr,       Mai,       Jun,       Jul,       Ago,       Set,       Out,       Nov,       Dez,     Total,     Média
    ano1: [   176967,    195500,    186960,    218500,    194266,    192500,    195945,         0,    125500,    162550,    163525,    266500,   2078713,    188974],
    ano2: [   101099,   -139900,    162755,    162600,    207323,    171600,    180101,         0,    165100,    147350,     80100,    290100,   1528228,    138930],
    dEur: [   -75868,   -335400,    -24205,    -55900,     13057,    -20900,    -15844,         0,     39600,    -15200,    -83425,     23600,   -550485,    -50044],
    dPct: [-42.8712697848, -171.5601023018, -12.9466195978, -25.5835240275, 6.7211967097, -10.8571428571, -8.0859424839, 0, 31.5537848606, -9.3509689326, -51.0166641186, 8.8555347092, -26.4820107441, -26.4819498979],
  },
};
