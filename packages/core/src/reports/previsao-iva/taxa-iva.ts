import { formatarTaxaIva } from '../../iva/taxa-habitual';

/** The rows of the VAT by rate, mainland first, then the regions', with their labels. */
const TAXAS: ReadonlyArray<readonly [taxa: number, rotulo: string]> = [
  [23, '23 %'],
  [13, '13 %'],
  [6, '6 %'],
  [22, '22 % (Madeira)'],
  [12, '12 % (Madeira)'],
  [16, '16 % (Açores)'],
  [9, '9 % (Açores)'],
  [4, '4 % (Açores, Madeira)'],
  [0, '0 % (isento)'],
];
const ROTULOS = new Map(TAXAS);

export const ORDEM_TAXAS_IVA: readonly number[] = TAXAS.map(([taxa]) => taxa);

export const ROTULO_VARIAS_TAXAS = 'Várias taxas ou outra';

/** '23 %', '22 % (Madeira)' …; null: a document with several rates, or one that is none of them. */
export function rotuloTaxaIva(taxa: number | null): string {
  if (taxa === null) return ROTULO_VARIAS_TAXAS;
  return ROTULOS.get(taxa) ?? formatarTaxaIva(taxa);
}
