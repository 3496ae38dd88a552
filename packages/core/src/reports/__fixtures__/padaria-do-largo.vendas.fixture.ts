/*
 * "Padaria do Largo", 2024 against 2025, the sales documents behind the income statement's sales
 * (padaria-do-largo.livro: every sales cell of LIVRO is here, split into documents) and the average
 * ticket and the break-even worked out by hand. One copy, for core's tests and for the server's, which
 * turn the documents into ledger rows in two stores (even documents in A, odd ones in B).
 * Things these documents exercise:
 * - Serviços Prestados: each month's billing in `FATURAS` invoices of equal base, the remainder cents
 *   in the first ones; the types cycle through Fatura simplificada, Fatura-recibo and Fatura (all count).
 * - Credit notes reduce the billing and are not counted: Venda de Mercadoria −120,00 € in March 2024
 *   (beside 4 invoices of 125,00 €), a month with only a credit note (June 2024, October 2025).
 * - August 2024: no sales at all (the store was closed).
 * - May 2025: Venda de Produtos 200,00 € reached the ledger only as a card settlement, without a
 *   document: it is in the income statement's sales, not in the ticket (the screen says so).
 *
 * Worked by hand, the ticket: March 2024, Serviços Prestados 2 900,00 € / 116 = 25,00 €; Venda de
 * Mercadoria (500,00 − 120,00) / 4 = 95,00 € (the credit note is billing, not a sale counted); in total 3 280,00 € / 120 =
 * 27,333… → 27,33 €. November 2024: 2 980,25 € / 119 = 25,0441… → 25,04 €. Total 2024:
 * 36 030,75 € / 1 421 = 25,3559… → 25,36 €. Média: the months with a ticket (not August).
 *
 * The break-even (DOMAIN.md §7) from the statement's rows, each figure from those above it:
 * January 2024: fixed costs 485,33 + 730,00 + 225,00 + 133,34 = 1 573,67 €; variable 300,00 + 20,00 =
 * 320,00 €; sales 3 000,00 € in 120 invoices → ticket 25,00 €, variable cost per unit 320,00 / 120 =
 * 2,666… → 2,67 €; break-even 1 573,67 / (25,00 − 2,67) = 70,4733… units, × 25,00 € = 1 761,83 €;
 * safety margins (120 − 70,4733…) / 120 = 41,27 % and (3 000,00 − 1 761,83) / 3 000,00 = 41,27 %.
 * - August 2024, no sales: ticket 0 and no break-even ('sem-vendas').
 * - November 2024, 3 500,00 € of stock for Christmas: variable cost per unit 3 520,00 / 119 = 29,58 €
 *   over a ticket of 25,04 € — no quantity covers the fixed costs ('margem-nao-positiva').
 * - February 2025 (a 3 000,00 € fee): fixed costs 3 420,00 + 725,00 + 233,00 + 186,23 = 4 564,23 € /
 *   (25,00 − 0,18) = 183,89 units, above the 120 sold: below break-even, margin −53,24 %.
 * - May 2025: the card settlement is in Receitas (3 550,00 €) but not in the 134 invoices: ticket
 *   26,49 €.
 * Total 2024 on the year's figures: 17 148,27 / (25,36 − 3,88) = 798,34 units.
 */

import { expect } from 'vitest';
import type { SomaVendas } from '../ticket-medio/compute-ticket-medio';
import { deltaPercent, type ReportLine } from '../shared/report-line';
import { COLUNAS, LIVRO, V } from './padaria-do-largo.livro.fixture';

export const SERVICOS = 'Serviços Prestados';
export const MERCADORIA = 'Venda de Mercadoria';
export const PRODUTOS = 'Venda de Produtos';

/** Invoices that make each positive sales cell of LIVRO (type, year, 12 months). */
// biome-ignore format: a table
export const FATURAS: ReadonlyArray<readonly [subcategoria: string, ano: number, meses: number[]]> = [
  //                Jan  Fev  Mar  Abr  Mai  Jun  Jul  Ago  Set  Out  Nov  Dez
  [SERVICOS,  2024, [120, 125, 116, 124, 132, 140, 136,   0, 120, 122, 119, 160]],
  [SERVICOS,  2025, [124, 120, 132, 136, 134, 144, 142,  60, 128, 127, 124, 168]],
  [MERCADORIA, 2024, [  0,   0,   4,   0,   0,   0,   0,   0,   0,   0,   0,   3]],
  [PRODUTOS,  2025, [  0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,  10]],
];

/** Sales cells of LIVRO booked without a document (a card settlement): [type, year, month]. */
export const SEM_DOCUMENTO: ReadonlyArray<readonly [subcategoria: string, ano: number, mes: number]> = [
  [PRODUTOS, 2025, 5],
];

/** The sales cells of LIVRO (padaria-do-largo.livro), by type, year and month; credit notes apart. */
export const VENDAS: ReadonlyArray<readonly [subcategoria: string, ano: number, meses: readonly number[]]> =
  LIVRO.filter(([, categoriaA]) => categoriaA === V).map(([ano, , subcategoriaA, , meses]) => [
    subcategoriaA,
    ano,
    meses,
  ]);

export type LojaVenda = 'A' | 'B';

/** One sales document (or a sale without one), as a ledger row holds it. */
export interface DocumentoVenda {
  loja: LojaVenda;
  ano: number;
  mes: number;
  /** Day of the month it was issued. */
  dia: number;
  subcategoriaA: string;
  tipoDocumento: string | null;
  documento: boolean;
  baseCents: number;
}

const TIPOS_FATURA = ['Fatura simplificada', 'Fatura-recibo', 'Fatura'];

/** Every sales document of the fixture (and the card settlement), in order. */
export function documentosDeVenda(): DocumentoVenda[] {
  const documentos: DocumentoVenda[] = [];
  for (const [subcategoriaA, ano, meses] of VENDAS) {
    meses.forEach((cents, i) => {
      if (cents === 0) return;
      const mes = i + 1;
      const loja = (): LojaVenda => (documentos.length % 2 === 0 ? 'A' : 'B');
      if (SEM_DOCUMENTO.some(([s, a, m]) => s === subcategoriaA && a === ano && m === mes)) {
        documentos.push({ loja: loja(), ano, mes, dia: 28, subcategoriaA, tipoDocumento: null, documento: false, baseCents: cents });
        return;
      }
      if (cents < 0) {
        documentos.push({ loja: loja(), ano, mes, dia: 20, subcategoriaA, tipoDocumento: 'Nota de crédito', documento: true, baseCents: cents });
        return;
      }
      const n = FATURAS.find(([s, a]) => s === subcategoriaA && a === ano)?.[2][i] ?? 0;
      if (n === 0) throw new Error(`Venda sem faturas na tabela: ${subcategoriaA} ${ano}-${mes}`);
      const base = Math.floor(cents / n);
      const resto = cents - base * n;
      for (let k = 0; k < n; k++) {
        documentos.push({
          loja: loja(),
          ano,
          mes,
          dia: 1 + (k % 28),
          subcategoriaA,
          tipoDocumento: TIPOS_FATURA[k % TIPOS_FATURA.length] as string,
          documento: true,
          baseCents: base + (k < resto ? 1 : 0),
        });
      }
    });
  }
  return documentos;
}

/** Expected rows, per year: Jan..Dez, Total, Média (null: the cell has no figure). */
export interface EsperadoAnos {
  ano1: ReadonlyArray<number | null>;
  ano2: ReadonlyArray<number | null>;
}

/** The documents as the database sums them: by store, month, type, kind of document and sign. */
export function somasDeVendas(): SomaVendas[] {
  const somas = new Map<string, SomaVendas>();
  for (const d of documentosDeVenda()) {
    const soma: SomaVendas = {
      loja: d.loja,
      ano: d.ano,
      mes: d.mes,
      subcategoriaA: d.subcategoriaA,
      tipoDocumento: d.tipoDocumento ?? '',
      documento: d.documento,
      negativo: d.baseCents < 0,
      baseCents: 0,
      linhas: 0,
    };
    const chave = JSON.stringify({ ...soma });
    const existente = somas.get(chave) ?? soma;
    existente.baseCents += d.baseCents;
    existente.linhas += 1;
    somas.set(chave, existente);
  }
  return [...somas.values()];
}

/** Every cell of a row: both years, then ∆ € and ∆ % from them (SPEC §9). */
export function confereLinha(l: ReportLine, esperado: EsperadoAnos) {
  const serie = (s: keyof ReportLine['valores']) => [...l.valores[s].meses, l.valores[s].total, l.valores[s].media];
  const [ano1, ano2] = [serie('ano1'), serie('ano2')];
  COLUNAS.forEach((coluna, i) => {
    expect(ano1[i], `${l.key} ${coluna} ano1`).toBeCloseTo(esperado.ano1[i] as number, 8);
    expect(ano2[i], `${l.key} ${coluna} ano2`).toBeCloseTo(esperado.ano2[i] as number, 8);
    const [a, b] = [esperado.ano1[i] as number, esperado.ano2[i] as number];
    expect(serie('deltaEuros')[i], `${l.key} ${coluna} ∆ €`).toBeCloseTo(b - a, 8);
    expect(serie('deltaPercent')[i], `${l.key} ${coluna} ∆ %`).toBeCloseTo(deltaPercent(a, b), 8);
  });
}

// Hand-computed (ano1 = 2024, ano2 = 2025); ∆ € and ∆ % follow from them (SPEC §9).
// biome-ignore format: the expected ticket reads as a table
export const ESPERADO_TICKET: Record<string, EsperadoAnos> = {
  //                                          Jan     Fev     Mar     Abr     Mai     Jun     Jul     Ago     Set     Out     Nov     Dez     Total   Média
  quantidade:                         { ano1: [   120,    125,    120,    124,    132,    140,    136,      0,    120,    122,    119,    163,    1421, 1421 / 11],
                                        ano2: [   124,    120,    132,    136,    134,    144,    142,     60,    128,    127,    124,    178,    1549, 1549 / 12] },
  'quantidade.servicos_prestados':    { ano1: [   120,    125,    116,    124,    132,    140,    136,      0,    120,    122,    119,    160,    1414, 1414 / 11],
                                        ano2: [   124,    120,    132,    136,    134,    144,    142,     60,    128,    127,    124,    168,    1539, 1539 / 12] },
  'quantidade.venda_de_mercadoria':   { ano1: [     0,      0,      4,      0,      0,      0,      0,      0,      0,      0,      0,      3,       7,    3.5],
                                        ano2: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0] },
  'quantidade.venda_de_produtos':     { ano1: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0],
                                        ano2: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,     10,      10,     10] },
  faturacao:                          { ano1: [300000, 320000, 328000, 310000, 330000, 342000, 340000,      0, 300000, 305050, 298025, 430000, 3603075, 327552],
                                        ano2: [310000, 300000, 330000, 340000, 335000, 360000, 355000, 150000, 320000, 313000, 310000, 445000, 3868000, 322333] },
  'faturacao.servicos_prestados':     { ano1: [300000, 320000, 290000, 310000, 330000, 350000, 340000,      0, 300000, 305050, 298025, 400000, 3543075, 322098],
                                        ano2: [310000, 300000, 330000, 340000, 335000, 360000, 355000, 150000, 320000, 318000, 310000, 420000, 3848000, 320667] },
  'faturacao.venda_de_mercadoria':    { ano1: [     0,      0,  38000,      0,      0,  -8000,      0,      0,      0,      0,      0,  30000,   60000,  20000],
                                        ano2: [     0,      0,      0,      0,      0,      0,      0,      0,      0,  -5000,      0,      0,   -5000,  -5000] },
  'faturacao.venda_de_produtos':      { ano1: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0],
                                        ano2: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,  25000,   25000,  25000] },
  ticket:                             { ano1: [  2500,   2560,   2733,   2500,   2500,   2443,   2500,      0,   2500,   2500,   2504,   2638,    2536,   2534],
                                        ano2: [  2500,   2500,   2500,   2500,   2500,   2500,   2500,   2500,   2500,   2465,   2500,   2500,    2497,   2497] },
  'ticket.servicos_prestados':        { ano1: [  2500,   2560,   2500,   2500,   2500,   2500,   2500,      0,   2500,   2500,   2504,   2500,    2506,   2506],
                                        ano2: [  2500,   2500,   2500,   2500,   2500,   2500,   2500,   2500,   2500,   2504,   2500,   2500,    2500,   2500] },
  'ticket.venda_de_mercadoria':       { ano1: [     0,      0,   9500,      0,      0,      0,      0,      0,      0,      0,      0,  10000,    8571,   9750],
                                        ano2: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0] },
  'ticket.venda_de_produtos':         { ano1: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0],
                                        ano2: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,   2500,    2500,   2500] },
  sem_fatura:                         { ano1: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0],
                                        ano2: [     0,      0,      0,      0,  20000,      0,      0,      0,      0,      0,      0,      0,   20000,  20000] },
  'sem_fatura.venda_de_produtos':     { ano1: [     0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,      0,       0,      0],
                                        ano2: [     0,      0,      0,      0,  20000,      0,      0,      0,      0,      0,      0,      0,   20000,  20000] },
};

/** Units sold per month: the invoices counted above ('Quantidade de Faturas'). */
export const QUANTIDADES = {
  ano1: ESPERADO_TICKET.quantidade?.ano1.slice(0, 12) as number[],
  ano2: ESPERADO_TICKET.quantidade?.ano2.slice(0, 12) as number[],
};

/** Why a break-even cell of 2024 has no figure (2025 has one everywhere): August and November. */
export const SEM_VALOR_2024: ReadonlyArray<string | null> = [
  null, null, null, null, null, null, null, 'sem-vendas', null, null, 'margem-nao-positiva', null, null, null,
];

// Hand-computed (see above); null where there is no break-even.
// biome-ignore format: the expected break-even reads as a table
export const ESPERADO_PE: Record<string, EsperadoAnos> = {
  custos_fixos: { ano1: [157367, 145834, 160834, 152834, 147068, 160834, 155389, 13334, 160834, 153833, 145833, 160833, 1714827, 142902],
    ano2: [189424, 456423, 171423, 163923, 156423, 204423, 166422, 156422, 171422, 177171, 156421, 171421, 2341318, 195110] },
  ticket_medio: { ano1: [2500, 2560, 2733, 2500, 2500, 2443, 2500, 0, 2500, 2500, 2504, 2638, 2536, 2534],
    ano2: [2500, 2500, 2500, 2500, 2649, 2500, 2500, 2500, 2500, 2465, 2500, 2500, 2510, 2510] },
  custos_variaveis: { ano1: [32000, 2000, 50540, 2000, 2000, 22000, 2000, 0, 27000, 2000, 352000, 58000, 551540, 50140],
    ano2: [42100, 2100, 14445, 32100, 9877, 2100, 27100, 1000, 2100, 2100, 92100, 2100, 229222, 19102] },
  custos_variaveis_unidade: { ano1: [267, 16, 421, 16, 15, 157, 15, 0, 225, 16, 2958, 356, 388, 406],
    ano2: [340, 18, 109, 236, 74, 15, 191, 17, 16, 17, 743, 12, 148, 149] },
  quantidades: { ano1: [120, 125, 120, 124, 132, 140, 136, 0, 120, 122, 119, 163, 1421, 129.1818181818],
    ano2: [124, 120, 132, 136, 134, 144, 142, 60, 128, 127, 124, 178, 1549, 129.0833333333] },
  quantidade_equilibrio: { ano1: [70.473354232, 57.3246855346, 69.5648788927, 61.5273752013, 59.1822937626, 70.3560804899, 62.5307847082, null, 70.6962637363, 61.9295491143, null, 70.4789658195, 798.3365921788, 65.4064231491],
    ano2: [87.6962962963, 183.8932312651, 71.6951066499, 72.4041519435, 60.7467961165, 82.26277666, 72.0753572975, 62.9971808296, 69.0104669887, 72.3737745098, 89.0273192943, 68.8991157556, 991.2438611346, 82.7567978006] },
  margem_seguranca_quantidades: { ano1: [41.2722048067, 54.1402515723, 42.0292675894, 50.3811490312, 55.1649289677, 49.7456567929, 54.0214818322, null, 41.0864468864, 49.2380744964, null, 56.7613706629, 43.8186775384, 49.3840832638],
    ano2: [29.2771804062, -53.2443593876, 45.6855252652, 46.7616529827, 54.6665700623, 42.8730717639, 49.2427061285, -4.9953013827, 46.0855726651, 43.0127759765, 28.2037747627, 61.292631598, 36.0074976672, 32.4051500701] },
  receitas: { ano1: [300000, 320000, 328000, 310000, 330000, 342000, 340000, 0, 300000, 305050, 298025, 430000, 3603075, 327552],
    ano2: [310000, 300000, 330000, 340000, 355000, 360000, 355000, 150000, 320000, 313000, 310000, 445000, 3888000, 324000] },
  vendas_equilibrio: { ano1: [176183, 146751, 190121, 153818, 147956, 171880, 156327, null, 176741, 154824, null, 185924, 2024582, 166053],
    ano2: [219241, 459733, 179238, 181010, 160918, 205657, 180188, 157493, 172526, 178401, 222568, 172248, 2488022, 207435] },
  margem_seguranca_vendas: { ano1: [41.2723333333, 54.1403125, 42.0362804878, 50.3812903226, 55.1648484848, 49.7426900585, 54.0214705882, null, 41.0863333333, 49.2463530569, null, 56.7618604651, 43.8096070717, 49.3853772631],
    ano2: [29.2770967742, -53.2443333333, 45.6854545455, 46.7617647059, 54.6709859155, 42.8730555556, 49.2428169014, -4.9953333333, 46.085625, 43.0028753994, 28.2038709677, 61.2925842697, 36.0076646091, 32.4047052807] },
};
