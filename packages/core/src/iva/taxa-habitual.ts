import { TAXAS_IVA } from '../modelos/listas';
import type { Cents } from '../money/money';
import { divideRounded } from '../reports/shared/month-values';

/** The legal VAT rates in percent (mainland, Azores, Madeira; DOMAIN §4.1). */
export const TAXAS_IVA_PCT: readonly number[] = TAXAS_IVA.map((t) => Math.round(t * 100));

/** The normal rate of the mainland: the rate when a store's sales say nothing. */
export const TAXA_IVA_NORMAL_PCT = 23;

/** A document's VAT over its base is a legal rate when it is this close (0,5 points: rounding of small sales). */
const TOLERANCIA_PONTOS_BASE = 50;

/**
 * The legal rate a document's VAT over its base shows, in percent, from the ratio in basis points
 * (round(iva × 10 000 / base)); none when it is no legal rate (a document mixing rates).
 */
export function taxaIvaLegal(pontosBase: number): number | undefined {
  let melhor: number | undefined;
  for (const taxa of TAXAS_IVA_PCT) {
    const distancia = Math.abs(pontosBase - taxa * 100);
    if (distancia > TOLERANCIA_PONTOS_BASE) continue;
    if (melhor === undefined || distancia < Math.abs(pontosBase - melhor * 100)) melhor = taxa;
  }
  return melhor;
}

/** A document's VAT over its base in basis points, rounded half away from zero as the database does. */
export function pontosBase(baseCents: number, ivaCents: number): number | null {
  return baseCents === 0 ? null : divideRounded(ivaCents * 10_000, baseCents);
}

/** taxaIvaLegal of a sum of documents (none without a base); null: several rates, or none of them. */
export function taxaDosPontosBase(pontosBase: number | null): number | null {
  return pontosBase === null ? null : (taxaIvaLegal(pontosBase) ?? null);
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

/** A rate in percent as the screens write it: '23 %', '5,5 %'. */
export function formatarTaxaIva(taxa: number): string {
  return `${String(taxa).replace('.', ',')} %`;
}

/** Sales documents of one store with the same ratio of VAT to base (basis points), with their bases. */
export interface VendasPorRacio {
  lojaId: string;
  pontosBase: number;
  baseCents: Cents;
}

export type OrigemTaxaIva = 'loja' | 'empresa' | 'omissao';

export interface TaxaIvaHabitual {
  taxa: number;
  origem: OrigemTaxaIva;
}

/** The legal rate carrying the largest base (ties: the higher rate), if any document shows one. */
function maisFrequente(vendas: readonly VendasPorRacio[]): number | undefined {
  const porTaxa = new Map<number, Cents>();
  for (const v of vendas) {
    const taxa = taxaIvaLegal(v.pontosBase);
    if (taxa !== undefined) porTaxa.set(taxa, (porTaxa.get(taxa) ?? 0) + v.baseCents);
  }
  let melhor: [number, Cents] | undefined;
  for (const [taxa, base] of porTaxa) {
    if (!melhor || base > melhor[1] || (base === melhor[1] && taxa > melhor[0])) melhor = [taxa, base];
  }
  return melhor?.[0];
}

/**
 * A store's usual sales VAT rate: the legal rate of most of its sales (by taxable base), else that of
 * the company's sales, else the normal rate (23 %). It is the rate at which card takings without
 * documents are taken out of the sales.
 */
export function taxaIvaHabitual(vendas: readonly VendasPorRacio[], lojaId: string): TaxaIvaHabitual {
  const daLoja = maisFrequente(vendas.filter((v) => v.lojaId === lojaId));
  if (daLoja !== undefined) return { taxa: daLoja, origem: 'loja' };
  const daEmpresa = maisFrequente(vendas);
  if (daEmpresa !== undefined) return { taxa: daEmpresa, origem: 'empresa' };
  return { taxa: TAXA_IVA_NORMAL_PCT, origem: 'omissao' };
}

/**
 * An amount with VAT split into base and VAT at a rate in percent: base = total / (1 + taxa), rounded
 * to the cent half away from zero, exactly (integers only); VAT is the rest, so base + VAT = total.
 */
export function separarIva(totalCents: Cents, taxaPct: number): { baseCents: Cents; ivaCents: Cents } {
  const pontosBase = Math.round(taxaPct * 100);
  const divisor = 10_000 + pontosBase;
  const base = Math.floor((Math.abs(totalCents) * 20_000 + divisor) / (2 * divisor));
  const baseCents = totalCents < 0 ? -base || 0 : base;
  return { baseCents, ivaCents: totalCents - baseCents };
}

/** How the screen and the row state where a rate comes from. */
export function descreverTaxaIva({ taxa, origem }: TaxaIvaHabitual): string {
  const texto = formatarTaxaIva(taxa);
  switch (origem) {
    case 'loja':
      return `${texto}, a taxa mais frequente nas vendas da loja`;
    case 'empresa':
      return `${texto}, a taxa mais frequente nas vendas da empresa (a loja não tem vendas com IVA)`;
    case 'omissao':
      return `${texto}, a taxa normal (a empresa não tem vendas com IVA)`;
  }
}
