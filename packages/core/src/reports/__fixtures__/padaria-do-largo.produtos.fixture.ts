/*
 * "Padaria do Largo", units sold per product, 2024 against 2025, in its two stores (A = Largo,
 * B = Mercado), as the Produtos Mensais template stores them (a cell of `_` means no quantity stored
 * that month) and the analysis computed by hand. One copy, for core's compute-analise-produtos.test.ts
 * and for the server's test, which imports the same quantities through the template.
 * Things this company exercises:
 * - August 2024: both stores closed, nothing stored; the Média divides by 11 months.
 * - A stored 0 (Pastel de nata, April 2025, the oven broke): a month of zero, out of the Média.
 * - Broa only in 2024 (discontinued), Croissant only in 2025 (new, Mercado only): the other year is 0.
 * - Bolo-rei only in a few months; Café and Pastel de nata in both stores, summed by 'Todas as lojas'.
 *
 * Worked by hand, Café: 2024 is 100 (Largo) + 40 (Mercado) = 140 every month but August → 1 540,
 * Média 140; 2025 is 120 + 50 = 170, August 60 + 50 = 110 → 1 980, Média 1 980 / 12 = 165.
 * ∆ 30 a month (21,43 %), August 110 (100 %: the first is 0), Total 440 (28,57 %), Média 25 (17,86 %).
 * Pastel de nata: 2024 60 × 10 + 90 = 690 in 11 months (62,73); 2025 70 × 9 + 0 + 30 + (100 + 20) = 780,
 * the April 0 left out: 11 months (70,91).
 * Pareto of 2025: 2 988 units; Café 1 980 (66,27 %) is short of 80 %, with Pastel de nata 2 760
 * (92,37 %) it is reached: 2 of the 4 products that sold make 80 % of the units.
 */

import type { Esperado } from './padaria-do-largo.livro.fixture';

const _ = null;

export type LinhaProdutoLoja = readonly [
  loja: 'A' | 'B',
  produto: string,
  ano: number,
  quantidades: readonly (number | null)[],
];

// biome-ignore format: the quantities read as a table
export const PRODUTOS: readonly LinhaProdutoLoja[] = [
  //  loja produto            ano    Jan  Fev  Mar  Abr  Mai  Jun  Jul  Ago  Set  Out  Nov  Dez
  ['A', 'Café',            2024, [ 100, 100, 100, 100, 100, 100, 100,   _, 100, 100, 100, 100]],
  ['A', 'Café',            2025, [ 120, 120, 120, 120, 120, 120, 120,  60, 120, 120, 120, 120]],
  ['A', 'Pastel de nata',  2024, [  60,  60,  60,  60,  60,  60,  60,   _,  60,  60,  60,  90]],
  ['A', 'Pastel de nata',  2025, [  70,  70,  70,   0,  70,  70,  70,  30,  70,  70,  70, 100]],
  ['A', 'Bolo-rei',        2024, [   _,   _,   _,   _,   _,   _,   _,   _,   _,   _,  20,  40]],
  ['A', 'Bolo-rei',        2025, [   6,   _,   _,   _,   _,   _,   _,   _,   _,   _,  24,  48]],
  ['A', 'Broa',            2024, [  10,  10,  10,  10,  10,  10,  10,   _,  10,  10,  10,  10]],
  ['B', 'Café',            2024, [  40,  40,  40,  40,  40,  40,  40,   _,  40,  40,  40,  40]],
  ['B', 'Café',            2025, [  50,  50,  50,  50,  50,  50,  50,  50,  50,  50,  50,  50]],
  ['B', 'Croissant',       2025, [   _,   _,   _,   _,   _,   _,   _,   _,  30,  30,  40,  50]],
  ['B', 'Pastel de nata',  2025, [   _,   _,   _,   _,   _,   _,   _,   _,   _,   _,   _,  20]],
];

/** Every product of either year, by name. */
export const NOMES_PRODUTOS = ['Bolo-rei', 'Broa', 'Café', 'Croissant', 'Pastel de nata'];

// Hand-computed, every cell, 'Todas as lojas': ano1 = 2024, ano2 = 2025, ∆ = 2025 − 2024, ∆ % per SPEC §9.
// biome-ignore format: the expected analysis reads as a table
export const ESPERADO_PRODUTOS: Record<string, Esperado> = {
  'Bolo-rei': {
    //     Jan,  Fev,  Mar,  Abr,  Mai,  Jun,  Jul,  Ago,  Set,  Out,  Nov,  Dez, Total, Média
    ano1: [  0,    0,    0,    0,    0,    0,    0,    0,    0,    0,   20,   40,    60,    30],
    ano2: [  6,    0,    0,    0,    0,    0,    0,    0,    0,    0,   24,   48,    78,    26],
    dEur: [  6,    0,    0,    0,    0,    0,    0,    0,    0,    0,    4,    8,    18,    -4],
    dPct: [100,    0,    0,    0,    0,    0,    0,    0,    0,    0,   20,   20,    30, -13.3333333333],
  },
  Broa: {
    ano1: [ 10,   10,   10,   10,   10,   10,   10,    0,   10,   10,   10,   10,   110,    10],
    ano2: [  0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,     0,     0],
    dEur: [-10,  -10,  -10,  -10,  -10,  -10,  -10,    0,  -10,  -10,  -10,  -10,  -110,   -10],
    dPct: [-100, -100, -100, -100, -100, -100, -100,   0, -100, -100, -100, -100,  -100,  -100],
  },
  Café: {
    ano1: [140,  140,  140,  140,  140,  140,  140,    0,  140,  140,  140,  140,  1540,   140],
    ano2: [170,  170,  170,  170,  170,  170,  170,  110,  170,  170,  170,  170,  1980,   165],
    dEur: [ 30,   30,   30,   30,   30,   30,   30,  110,   30,   30,   30,   30,   440,    25],
    dPct: [21.4285714286, 21.4285714286, 21.4285714286, 21.4285714286, 21.4285714286, 21.4285714286, 21.4285714286, 100, 21.4285714286, 21.4285714286, 21.4285714286, 21.4285714286, 28.5714285714, 17.8571428571],
  },
  Croissant: {
    ano1: [  0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,     0,     0],
    ano2: [  0,    0,    0,    0,    0,    0,    0,    0,   30,   30,   40,   50,   150,  37.5],
    dEur: [  0,    0,    0,    0,    0,    0,    0,    0,   30,   30,   40,   50,   150,  37.5],
    dPct: [  0,    0,    0,    0,    0,    0,    0,    0,  100,  100,  100,  100,   100,   100],
  },
  'Pastel de nata': {
    ano1: [ 60,   60,   60,   60,   60,   60,   60,    0,   60,   60,   60,   90,   690, 62.7272727273],
    ano2: [ 70,   70,   70,    0,   70,   70,   70,   30,   70,   70,   70,  120,   780, 70.9090909091],
    dEur: [ 10,   10,   10,  -60,   10,   10,   10,   30,   10,   10,   10,   30,    90, 8.1818181818],
    dPct: [16.6666666667, 16.6666666667, 16.6666666667, -100, 16.6666666667, 16.6666666667, 16.6666666667, 100, 16.6666666667, 16.6666666667, 16.6666666667, 33.3333333333, 13.0434782609, 13.0434782609],
  },
};

/** The Largo store alone: Total and Média of each of its products per year (no Croissant). */
// biome-ignore format: a table
export const ESPERADO_LARGO: Record<string, { ano1: [number, number]; ano2: [number, number] }> = {
  //                   Total, Média           Total, Média
  'Bolo-rei':       { ano1: [  60, 30],      ano2: [  78, 26] },
  Broa:             { ano1: [ 110, 10],      ano2: [   0,  0] },
  Café:             { ano1: [1100, 100],     ano2: [1380, 115] },
  'Pastel de nata': { ano1: [ 690, 62.7272727273], ano2: [ 760, 69.0909090909] },
};

/** The Pareto view of 2025, 'Todas as lojas', by hand: units, share and running share (percent). */
// biome-ignore format: a table
export const PARETO_2025 = {
  total: 2988,
  produtosNoPareto: 2,
  posicoes: [
    // nome,            unidades, %,             % acumulada,   no Pareto
    ['Café',            1980, 66.2650602410, 66.2650602410, true],
    ['Pastel de nata',   780, 26.1044176707, 92.3694779116, true],
    ['Croissant',        150,  5.0200803213, 97.3895582329, false],
    ['Bolo-rei',          78,  2.6104417671, 100,           false],
    ['Broa',               0,  0,            100,           false],
  ] as const,
};
