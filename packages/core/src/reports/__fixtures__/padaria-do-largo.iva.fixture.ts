/*
 * "Padaria do Largo", the VAT of 2024 and 2025 (a company of its own in the server's tests): the
 * documents below, in two stores, and the budget of padaria-do-largo.orcamento for the months of 2025
 * not closed on HOJE (15 September 2025: September partial, October–December future). The VAT map
 * worked out by hand, in cents.
 * Things it exercises:
 * - Output VAT by bucket, from documents at 6 % (bread), 13 % (café service) and 23 %; a credit note
 *   (March 2024) lowers it; an annulled invoice (March 2024) counts nowhere; an unclassified sales
 *   document goes to 'Outros Rendimentos', an unclassified purchase to 'Outras aquisições'; a typed row
 *   with no side (December 2024) is input VAT by its Categoria A (FSE).
 * - VAT by rate read from VAT ÷ base: a Madeira purchase at 22 % (June 2024), an Azores one at 4 %
 *   (July 2025), and a document with two rates (June 2024: 18 % of its base, no rate in force) under
 *   'Várias taxas ou outra'.
 * - Quarterly returns both years (no sales in 2023; 3 880,00 € of sales in 2024, below 650 000 €).
 * - A quarter that carries a credit: the oven of September 2024 (230,00 € of VAT) leaves Q3 2024 with
 *   178,00 € to carry; Q4 2024 (47,50 € due) still carries 130,50 € into 2025; Q1 2025 (92,40 € due)
 *   carries 38,10 €; Q2 2025 pays 57,50 − 38,10 = 19,40 € by 25 September 2025.
 * - The forecast: September–December 2025 take the budget's VAT (September's real document of 6,00 €
 *   is replaced by it), and Q3 and Q4 2025 are marked as forecast.
 * - Deadlines on the AT calendar moved to the next working day: Q1 2024's payment (25 May 2024, a
 *   Saturday) on 27 May; Q1 2025's (25 May 2025, a Sunday) on 26 May; Q2 2025's return (20 September
 *   2025, a Saturday) on 22 September.
 *
 * Worked by hand, Q1 2024: output 60,00 + 65,00 (January) + 46,00 − 4,60 (March) = 166,40 €; input
 * 24,00 + 23,00 (February) = 47,00 €; to pay 119,40 € by 27 May 2024. Q3 2024: output 52,00 €, input
 * 230,00 € → 178,00 € to carry. Q4 2024: output 54,00 + 23,00 = 77,00 €, input 18,00 + 6,90 + 4,60 =
 * 29,50 € → 47,50 € − 178,00 € → 130,50 € carried. The budget's September 2025: output 460,00 + 276,00
 * (23 %) + 65,00 (13 %) = 801,00 €; input 18,00 + 12,00 (6 %) + 4,60 + 34,50 (23 %) = 69,10 €. Q3
 * 2025: output 91,00 + 801,00 = 892,00 €, input 4,00 + 12,00 + 69,10 = 85,10 € → 806,90 € by 25
 * November 2025.
 */

import type { SomaIva } from '../previsao-iva/compute-previsao-iva';
import { pontosBase, taxaDosPontosBase } from '../../iva/taxa-habitual';
import type { EsperadoAnos } from './padaria-do-largo.vendas.fixture';

export { HOJE } from './padaria-do-largo.orcamento.fixture';

const V = 'Vendas e serviços prestados';
const C = 'Compras';
const F = 'Fornecimentos e serviços externos';
const I = 'Investimentos';
const X = 'Sem Categoria A';

/** A document as the ledger row holds it. */
export interface DocumentoIva {
  loja: 'A' | 'B';
  data: string;
  lado: 'venda' | 'compra' | null;
  categoriaA: string;
  subcategoriaA: string;
  tipoDocumento: string | null;
  baseCents: number;
  ivaCents: number;
  anulado?: boolean;
}

// biome-ignore format: the documents read as a table
export const DOCUMENTOS_IVA: readonly DocumentoIva[] = [
  { loja: 'A', data: '2024-01-10', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Produtos',      tipoDocumento: 'Fatura simplificada', baseCents:  100000, ivaCents:   6000 },
  { loja: 'B', data: '2024-01-20', lado: 'venda',  categoriaA: V, subcategoriaA: 'Serviços Prestados',     tipoDocumento: 'Fatura',              baseCents:   50000, ivaCents:   6500 },
  { loja: 'A', data: '2024-02-05', lado: 'compra', categoriaA: C, subcategoriaA: 'Mercadoria',             tipoDocumento: 'Fatura',              baseCents:  -40000, ivaCents:  -2400 },
  { loja: 'A', data: '2024-02-15', lado: 'compra', categoriaA: F, subcategoriaA: 'Electricidade',          tipoDocumento: 'Fatura',              baseCents:  -10000, ivaCents:  -2300 },
  { loja: 'A', data: '2024-03-03', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Mercadoria',    tipoDocumento: 'Fatura-recibo',       baseCents:   20000, ivaCents:   4600 },
  { loja: 'A', data: '2024-03-09', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Mercadoria',    tipoDocumento: 'Nota de crédito',     baseCents:   -2000, ivaCents:   -460 },
  { loja: 'B', data: '2024-03-12', lado: 'venda',  categoriaA: V, subcategoriaA: 'Serviços Prestados',     tipoDocumento: 'Fatura',              baseCents:   30000, ivaCents:   3900, anulado: true },
  { loja: 'A', data: '2024-04-08', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Produtos',      tipoDocumento: 'Fatura simplificada', baseCents:   80000, ivaCents:   4800 },
  { loja: 'B', data: '2024-05-14', lado: 'compra', categoriaA: F, subcategoriaA: 'Honorários',             tipoDocumento: 'Fatura',              baseCents:  -20000, ivaCents:  -4600 },
  { loja: 'B', data: '2024-06-02', lado: 'venda',  categoriaA: V, subcategoriaA: 'Serviços Prestados',     tipoDocumento: 'Fatura',              baseCents:   10000, ivaCents:   1800 },
  { loja: 'A', data: '2024-06-20', lado: 'compra', categoriaA: C, subcategoriaA: 'Matéria Prima',          tipoDocumento: 'Fatura',              baseCents:   -5000, ivaCents:  -1100 },
  { loja: 'B', data: '2024-07-01', lado: 'venda',  categoriaA: V, subcategoriaA: 'Serviços Prestados',     tipoDocumento: 'Fatura',              baseCents:   40000, ivaCents:   5200 },
  { loja: 'A', data: '2024-09-30', lado: 'compra', categoriaA: I, subcategoriaA: 'Equipamento básico',     tipoDocumento: 'Fatura',              baseCents: -100000, ivaCents: -23000 },
  { loja: 'A', data: '2024-10-10', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Produtos',      tipoDocumento: 'Fatura simplificada', baseCents:   90000, ivaCents:   5400 },
  { loja: 'B', data: '2024-11-05', lado: 'compra', categoriaA: C, subcategoriaA: 'Mercadoria',             tipoDocumento: 'Fatura',              baseCents:  -30000, ivaCents:  -1800 },
  { loja: 'A', data: '2024-12-15', lado: 'venda',  categoriaA: X, subcategoriaA: 'Sem Subcategoria A',     tipoDocumento: 'Fatura',              baseCents:   10000, ivaCents:   2300 },
  { loja: 'B', data: '2024-12-18', lado: 'compra', categoriaA: X, subcategoriaA: 'Sem Subcategoria A',     tipoDocumento: 'Fatura',              baseCents:   -3000, ivaCents:   -690 },
  { loja: 'A', data: '2024-12-20', lado: null,     categoriaA: F, subcategoriaA: 'Comunicação',            tipoDocumento: null,                  baseCents:   -2000, ivaCents:   -460 },
  { loja: 'A', data: '2025-01-09', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Produtos',      tipoDocumento: 'Fatura simplificada', baseCents:  120000, ivaCents:   7200 },
  { loja: 'B', data: '2025-02-11', lado: 'venda',  categoriaA: V, subcategoriaA: 'Serviços Prestados',     tipoDocumento: 'Fatura',              baseCents:   60000, ivaCents:   7800 },
  { loja: 'A', data: '2025-02-20', lado: 'compra', categoriaA: F, subcategoriaA: 'Electricidade',          tipoDocumento: 'Fatura',              baseCents:  -12000, ivaCents:  -2760 },
  { loja: 'B', data: '2025-03-31', lado: 'compra', categoriaA: C, subcategoriaA: 'Mercadoria',             tipoDocumento: 'Fatura',              baseCents:  -50000, ivaCents:  -3000 },
  { loja: 'A', data: '2025-04-15', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Mercadoria',    tipoDocumento: 'Fatura-recibo',       baseCents:   40000, ivaCents:   9200 },
  { loja: 'B', data: '2025-06-10', lado: 'compra', categoriaA: F, subcategoriaA: 'Honorários',             tipoDocumento: 'Fatura',              baseCents:  -15000, ivaCents:  -3450 },
  { loja: 'A', data: '2025-07-07', lado: 'venda',  categoriaA: V, subcategoriaA: 'Serviços Prestados',     tipoDocumento: 'Fatura',              baseCents:   70000, ivaCents:   9100 },
  { loja: 'A', data: '2025-07-20', lado: 'compra', categoriaA: C, subcategoriaA: 'Mercadoria',             tipoDocumento: 'Fatura',              baseCents:  -10000, ivaCents:   -400 },
  { loja: 'B', data: '2025-08-12', lado: 'compra', categoriaA: C, subcategoriaA: 'Mercadoria',             tipoDocumento: 'Fatura',              baseCents:  -20000, ivaCents:  -1200 },
  { loja: 'A', data: '2025-09-03', lado: 'venda',  categoriaA: V, subcategoriaA: 'Venda de Produtos',      tipoDocumento: 'Fatura simplificada', baseCents:   10000, ivaCents:    600 },
];

/** The documents as the database sums them (annulled ones left out), with their VAT ÷ base. */
export function somasIva(documentos: readonly DocumentoIva[] = DOCUMENTOS_IVA): SomaIva[] {
  return documentos
    .filter((d) => !d.anulado)
    .map((d) => ({
      ano: Number(d.data.slice(0, 4)),
      mes: Number(d.data.slice(5, 7)),
      lado: d.lado ?? '',
      categoriaA: d.categoriaA,
      subcategoriaA: d.subcategoriaA,
      taxa: taxaDosPontosBase(pontosBase(d.baseCents, d.ivaCents)),
      baseCents: d.baseCents,
      ivaCents: d.ivaCents,
    }));
}

/** The company's sales (turnover) by year: 2024's documents of Vendas e serviços prestados. */
export const VOLUME_NEGOCIOS: Readonly<Record<number, number>> = { 2024: 388000 };

/** Each quarter of the two years: output, input, credit in, to pay, credit out, deadlines. */
// biome-ignore format: a table
export const APURAMENTOS: ReadonlyArray<readonly [rotulo: string, liquidado: number, dedutivel: number, excessoAnterior: number, aPagar: number, excessoAReportar: number, declaracao: string, pagamento: string, previsao: boolean]> = [
  ['1.º trimestre de 2024',  16640,  4700,     0, 11940,     0, '2024-05-20', '2024-05-27', false],
  ['2.º trimestre de 2024',   6600,  5700,     0,   900,     0, '2024-09-20', '2024-09-25', false],
  ['3.º trimestre de 2024',   5200, 23000,     0,     0, 17800, '2024-11-20', '2024-11-25', false],
  ['4.º trimestre de 2024',   7700,  2950, 17800,     0, 13050, '2025-02-20', '2025-02-25', false],
  ['1.º trimestre de 2025',  15000,  5760, 13050,     0,  3810, '2025-05-20', '2025-05-26', false],
  ['2.º trimestre de 2025',   9200,  3450,  3810,  1940,     0, '2025-09-22', '2025-09-25', false],
  ['3.º trimestre de 2025',  89200,  8510,     0, 80690,     0, '2025-11-20', '2025-11-25', true],
  ['4.º trimestre de 2025', 240300, 15900,     0, 224400,    0, '2026-02-20', '2026-02-25', true],
];

// Hand-computed, every cell (ano1 = 2024, ano2 = 2025); ∆ € and ∆ % follow from them (SPEC §9).
export const ESPERADO_IVA: Record<string, EsperadoAnos> = {
  liquidado: {
    ano1: [12500, 0, 4140, 4800, 0, 1800, 5200, 0, 0, 5400, 0, 2300, 36140, 5163],
    ano2: [7200, 7800, 0, 9200, 0, 0, 9100, 0, 80100, 80100, 80100, 80100, 353700, 44213],
  },
  'liquidado.venda_de_produtos': {
    ano1: [6000, 0, 0, 4800, 0, 0, 0, 0, 0, 5400, 0, 0, 16200, 5400],
    ano2: [7200, 0, 0, 0, 0, 0, 0, 0, 6500, 6500, 6500, 6500, 33200, 6640],
  },
  'liquidado.venda_de_mercadorias': {
    ano1: [0, 0, 4140, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4140, 4140],
    ano2: [0, 0, 0, 9200, 0, 0, 0, 0, 0, 0, 0, 0, 9200, 9200],
  },
  'liquidado.servicos_prestados': {
    ano1: [6500, 0, 0, 0, 0, 1800, 5200, 0, 0, 0, 0, 0, 13500, 4500],
    ano2: [0, 7800, 0, 0, 0, 0, 9100, 0, 73600, 73600, 73600, 73600, 311300, 51883],
  },
  'liquidado.outros_rendimentos': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2300, 2300, 2300],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  dedutivel: {
    ano1: [0, 4700, 0, 0, 4600, 1100, 0, 0, 23000, 0, 1800, 1150, 36350, 6058],
    ano2: [0, 2760, 3000, 0, 0, 3450, 400, 1200, 6910, 5530, 3460, 6910, 33620, 3736],
  },
  'dedutivel.compras': {
    ano1: [0, 2400, 0, 0, 0, 1100, 0, 0, 0, 0, 1800, 0, 5300, 1767],
    ano2: [0, 0, 3000, 0, 0, 0, 400, 1200, 3000, 3000, 3000, 3000, 16600, 2371],
  },
  'dedutivel.fornecimentos_e_servicos_externos': {
    ano1: [0, 2300, 0, 0, 4600, 0, 0, 0, 0, 0, 0, 460, 7360, 2453],
    ano2: [0, 2760, 0, 0, 0, 3450, 0, 0, 3910, 2530, 460, 3910, 17020, 2837],
  },
  'dedutivel.investimentos': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 23000, 0, 0, 0, 23000, 23000],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  'dedutivel.outras_aquisicoes': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 690, 690, 690],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  a_entregar: {
    ano1: [12500, 0, 4140, 4800, 0, 700, 5200, 0, 0, 5400, 0, 1150, 0, 4841],
    ano2: [7200, 5040, 0, 9200, 0, 0, 8700, 0, 73190, 74570, 76640, 73190, 320080, 40966],
  },
  a_recuperar: {
    ano1: [0, 4700, 0, 0, 4600, 0, 0, 0, 23000, 0, 1800, 0, 210, 8525],
    ano2: [0, 0, 3000, 0, 0, 3450, 0, 1200, 0, 0, 0, 0, 0, 2550],
  },
  excesso_anterior: {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17800, 0, 17800],
    ano2: [0, 0, 13050, 0, 0, 3810, 0, 0, 0, 0, 0, 0, 13050, 8430],
  },
  a_pagar: {
    ano1: [0, 0, 11940, 0, 0, 900, 0, 0, 0, 0, 0, 0, 12840, 6420],
    ano2: [0, 0, 0, 0, 0, 1940, 0, 0, 80690, 0, 0, 224400, 307030, 102343],
  },
  excesso_a_reportar: {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 17800, 0, 0, 13050, 13050, 15425],
    ano2: [0, 0, 3810, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3810],
  },
  pagamentos: {
    ano1: [0, 0, 0, 0, 11940, 0, 0, 0, 900, 0, 0, 0, 12840, 6420],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 1940, 0, 80690, 0, 82630, 41315],
  },
  liquidado_por_taxa: {
    ano1: [12500, 0, 4140, 4800, 0, 1800, 5200, 0, 0, 5400, 0, 2300, 36140, 5163],
    ano2: [7200, 7800, 0, 9200, 0, 0, 9100, 0, 80100, 80100, 80100, 80100, 353700, 44213],
  },
  'liquidado_por_taxa.t23': {
    ano1: [0, 0, 4140, 0, 0, 0, 0, 0, 0, 0, 0, 2300, 6440, 3220],
    ano2: [0, 0, 0, 9200, 0, 0, 0, 0, 73600, 73600, 73600, 73600, 303600, 60720],
  },
  'liquidado_por_taxa.t13': {
    ano1: [6500, 0, 0, 0, 0, 0, 5200, 0, 0, 0, 0, 0, 11700, 5850],
    ano2: [0, 7800, 0, 0, 0, 0, 9100, 0, 6500, 6500, 6500, 6500, 42900, 7150],
  },
  'liquidado_por_taxa.t6': {
    ano1: [6000, 0, 0, 4800, 0, 0, 0, 0, 0, 5400, 0, 0, 16200, 5400],
    ano2: [7200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7200, 7200],
  },
  'liquidado_por_taxa.t22': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  'liquidado_por_taxa.t4': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  'liquidado_por_taxa.varias': {
    ano1: [0, 0, 0, 0, 0, 1800, 0, 0, 0, 0, 0, 0, 1800, 1800],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  dedutivel_por_taxa: {
    ano1: [0, 4700, 0, 0, 4600, 1100, 0, 0, 23000, 0, 1800, 1150, 36350, 6058],
    ano2: [0, 2760, 3000, 0, 0, 3450, 400, 1200, 6910, 5530, 3460, 6910, 33620, 3736],
  },
  'dedutivel_por_taxa.t23': {
    ano1: [0, 2300, 0, 0, 4600, 0, 0, 0, 23000, 0, 0, 1150, 31050, 7763],
    ano2: [0, 2760, 0, 0, 0, 3450, 0, 0, 3910, 2530, 460, 3910, 17020, 2837],
  },
  'dedutivel_por_taxa.t13': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  'dedutivel_por_taxa.t6': {
    ano1: [0, 2400, 0, 0, 0, 0, 0, 0, 0, 0, 1800, 0, 4200, 2100],
    ano2: [0, 0, 3000, 0, 0, 0, 0, 1200, 3000, 3000, 3000, 3000, 16200, 2700],
  },
  'dedutivel_por_taxa.t22': {
    ano1: [0, 0, 0, 0, 0, 1100, 0, 0, 0, 0, 0, 0, 1100, 1100],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  'dedutivel_por_taxa.t4': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ano2: [0, 0, 0, 0, 0, 0, 400, 0, 0, 0, 0, 0, 400, 400],
  },
  'dedutivel_por_taxa.varias': {
    ano1: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ano2: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
};
