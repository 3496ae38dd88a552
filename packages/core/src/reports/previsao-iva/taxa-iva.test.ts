import { describe, expect, it } from 'vitest';
import { TAXAS_IVA_PCT } from '../../iva/taxa-habitual';
import { ORDEM_TAXAS_IVA, ROTULO_VARIAS_TAXAS, rotuloTaxaIva } from './taxa-iva';

describe('the rows of the VAT by rate', () => {
  it('are every legal rate once, mainland first, each with its label', () => {
    expect([...ORDEM_TAXAS_IVA].sort((a, b) => a - b)).toEqual(TAXAS_IVA_PCT);
    expect(ORDEM_TAXAS_IVA.slice(0, 3)).toEqual([23, 13, 6]);
    expect(rotuloTaxaIva(22)).toBe('22 % (Madeira)');
    expect(rotuloTaxaIva(null)).toBe(ROTULO_VARIAS_TAXAS);
    expect(rotuloTaxaIva(5.5)).toBe('5,5 %');
  });
});
