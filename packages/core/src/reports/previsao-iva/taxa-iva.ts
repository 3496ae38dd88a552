import { taxaIvaLegal } from '../../iva/taxa-habitual';
import { divideRounded } from '../shared/month-values';

const ROTULOS: Readonly<Record<number, string>> = {
  23: '23 %',
  13: '13 %',
  6: '6 %',
  22: '22 % (Madeira)',
  12: '12 % (Madeira)',
  16: '16 % (Açores)',
  9: '9 % (Açores)',
  4: '4 % (Açores, Madeira)',
  0: '0 % (isento)',
};

/** The rows of the VAT by rate, mainland first, then the regions'. */
export const ORDEM_TAXAS_IVA: readonly number[] = [23, 13, 6, 22, 12, 16, 9, 4, 0];

export const ROTULO_VARIAS_TAXAS = 'Várias taxas ou outra';

/** '23 %', '22 % (Madeira)' …; null: a document with several rates, or one that is none of them. */
export function rotuloTaxaIva(taxa: number | null): string {
  if (taxa === null) return ROTULO_VARIAS_TAXAS;
  return ROTULOS[taxa] ?? `${String(taxa).replace('.', ',')} %`;
}

/**
 * The rate of a sum of documents, in percent, from their VAT over base in basis points (the e-fatura
 * exports give only each document's totals): the legal rate it shows (taxaIvaLegal, the card takings'
 * rule), else null — several rates on one document, or none of them.
 */
export function taxaDosPontosBase(pontosBase: number | null): number | null {
  return pontosBase === null ? null : (taxaIvaLegal(pontosBase) ?? null);
}

/** A document's VAT over its base in basis points, rounded half away from zero as the database does. */
export function pontosBase(baseCents: number, ivaCents: number): number | null {
  return baseCents === 0 ? null : divideRounded(ivaCents * 10_000, baseCents);
}

/** A range of VAT over base (basis points, both ends included) that shows a legal rate. */
export interface FaixaTaxaIva {
  de: number;
  ate: number;
  taxa: number;
}

let faixas: FaixaTaxaIva[] | undefined;

/**
 * The ranges of VAT over base of each legal rate, read from taxaIvaLegal itself: what the database groups the
 * documents' sums by, so that a report reads one row per rate instead of one per ratio.
 */
export function faixasTaxaIvaLegal(): readonly FaixaTaxaIva[] {
  if (faixas) return faixas;
  const encontradas: FaixaTaxaIva[] = [];
  // Beyond the lowest rate (0 %) and the highest (23 %) with their tolerance no ratio is a legal rate.
  for (let pontos = -1_000; pontos <= 3_000; pontos++) {
    const taxa = taxaIvaLegal(pontos);
    if (taxa === undefined) continue;
    const ultima = encontradas.at(-1);
    if (ultima && ultima.taxa === taxa && ultima.ate === pontos - 1) ultima.ate = pontos;
    else encontradas.push({ de: pontos, ate: pontos, taxa });
  }
  faixas = encontradas;
  return faixas;
}
