/*
 * "Padaria do Largo", the summary (Resumo) of 2025 on 15 September 2025 (HOJE of the budget fixture:
 * January–August closed): the income statement (ESPERADO_DR, ano2), the cash flow (ESPERADO_FC, ano2)
 * and the budget (padaria-do-largo.orcamento) of the other fixtures, with the stores' headcount and the
 * company's equity below, and the ratios computed by hand. One copy, for core's compute-resumo.test.ts
 * and the server's summary test.
 *
 * Worked by hand, January: VAB = sales 3 100,00 − purchases 400,00 − variable FSE 21,00 − fixed FSE
 * 750,01 = 1 928,99 €; 6 people → 321,4983 → 321,50 € per person; staff costs 725,00 + 233,00 = 958,00 →
 * labour productivity 1 928,99 ÷ 958,00 = 2,0136; gross margin 2 679,00 ÷ 3 100,00 = 86,42 %.
 * The year: VAB 27 360,28 €; 71 people-months → 5,9167 on average → 27 360,28 × 12 ÷ 71 = 4 624,27 € per
 * person; equity 50 000,00 € → 0,5472. No investment in 2025: no investment productivity (the budget's
 * 4 000,00 € gives it 27 160,00 ÷ 4 000,00 = 6,79).
 * Headline cards, January–August: sales 25 000,00 €, gross margin 23 691,78 ÷ 25 000,00 = 94,77 %, net
 * result 5 788,14 € against 6 270,14 € budgeted (−482,00 €, −7,69 %), cash at the end of August
 * 25 969,48 €.
 */

import { COLUNAS } from './padaria-do-largo.livro.fixture';

/** People at work per month of 2025, by store (A = Largo, B = Mercado); Largo is closed in August. */
// biome-ignore format: a table
export const PESSOAL_2025: Readonly<Record<'A' | 'B', readonly number[]>> = {
  //   Jan Fev Mar Abr Mai Jun Jul Ago Set Out Nov Dez
  A: [  4,  4,  4,  4,  4,  4,  4,  2,  4,  4,  4,  5],
  B: [  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2],
};

/** The company's equity at the end of 2025, as an admin enters it. */
export const CAPITAL_PROPRIO_2025 = 5_000_000;

/** The columns of a summary row: the months and the year. */
export const COLUNAS_RESUMO = COLUNAS.slice(0, 13);

// Hand-computed, 'Todas as lojas', 2025: Jan..Dez, then the year. null: no figure (see the reason).
// biome-ignore format: the expected rows read as a table
export const ESPERADO_RESUMO: Record<string, readonly (number | null)[]> = {
  //                              Jan,           Fev,           Mar,           Abr,           Mai,           Jun,           Jul,           Ago,           Set,           Out,           Nov,           Dez,           Ano
  margem_bruta_pct:           [86.4193548387,          99.3, 95.6227272727, 90.5588235294, 97.2177464789, 99.4166666667, 92.3661971831, 99.3333333333,      99.34375, 99.3290734824, 70.2903225806, 99.5280898876,  94.104372428],
  margem_operacional:         [31.3222580645, -46.6333333333, 49.3196969697, 47.8235294118, 58.4008450704, 47.8055555556, 50.7326760563, 7.4666666667,      51.59375, 48.6741214058, 25.8387096774, 65.191011236, 39.6329218107],
  margem_liquida:             [20.8848387097, -48.2633333333, 39.9278787879, 34.9355882353, 43.8529577465, 34.8733333333, 37.5264788732,        -4.082,     37.403125, 35.2479233227, 16.3612903226, 50.126741573, 27.8450102881],
  vab:                        [       192899,        -44100,        258555,        258400,        303123,        300900,        275901,        107000,        260900,        260650,        175900,        385900,       2736028],
  vab_por_posto:              [        32150,         -7350,         43093,         43067,         50521,         50150,         45984,         26750,         43483,         43442,         29317,         55129,        462427],
  produtividade_investimento: [         null,          null,          null,          null,          null,          null,          null,          null,          null,          null,          null,          null,          null],
  produtividade_trabalho:     [  2.013559499, -0.4603340292, 2.6989039666, 2.6972860125, 3.1641231733, 2.3361801242, 2.8799686848, 1.1169102296, 2.7233820459, 2.4067405355, 1.8361169102, 4.0281837161, 2.2893716007],
  produtividade_capital_proprio: [       null,          null,          null,          null,          null,          null,          null,          null,          null,          null,          null,          null,     0.5472056],
  rentabilidade_liquida_vendas: [20.8848387097, -48.2633333333, 39.9278787879, 34.9355882353, 43.8529577465, 34.8733333333, 37.5264788732,      -4.082,     37.403125, 35.2479233227, 16.3612903226, 50.126741573, 27.8450102881],
  rentabilidade_operacional_vendas: [25.3148387097, -52.841, 43.6763636364, 42.3461764706, 53.1549295775, 42.6325, 45.4867605634,   -4.948,     45.774375, 42.7249201278, 19.8319354839, 61.0065168539, 33.8852880658],
};

/** The budget's VAB by month and year (sales − purchases − FSE of padaria-do-largo.orcamento), by hand. */
// biome-ignore format: a table
export const VAB_ORCAMENTO = [242000, 251000, 236000, 242000, 251000, 236000, 242000, 51000, 236000, 242000, 251000, 236000, 2716000];

/** The headline cards of January–August 2025, in cents and percent. */
export const CARTOES_2025 = {
  meses: 8,
  vendas: 2_500_000,
  margemBruta: 94.76712,
  resultadoLiquido: 578_814,
  caixa: 2_596_948,
  desvioOrcamento: { real: 578_814, orcamento: 627_014, deltaEuros: -48_200, deltaPercent: -7.6872286743 },
};
