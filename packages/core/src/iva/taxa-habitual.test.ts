import { describe, expect, it } from 'vitest';
import { descreverTaxaIva, separarIva, TAXAS_IVA_PCT, taxaIvaHabitual, taxaIvaLegal } from './taxa-habitual';

describe('VAT rates of sales', () => {
  it('knows the legal rates of the mainland, the Azores and Madeira', () => {
    expect(TAXAS_IVA_PCT).toEqual([0, 4, 6, 9, 12, 13, 16, 22, 23]);
  });

  it.each([
    [2300, 23],
    // 1,00 € with VAT: 0,81 + 0,19 → 23,46 %.
    [2346, 23],
    [1300, 13],
    [600, 6],
    [0, 0],
    // A document mixing 13 % and 23 %.
    [1750, undefined],
    [2251, 23],
    [2249, 22],
  ])('a ratio of %d basis points is the legal rate %s', (pontosBase, taxa) => {
    expect(taxaIvaLegal(pontosBase)).toBe(taxa);
  });

  it("a store's usual rate is the one of most of its sales by base, else the company's, else 23 %", () => {
    const vendas = [
      { lojaId: 'A', pontosBase: 2300, baseCents: 162_602 },
      { lojaId: 'B', pontosBase: 1300, baseCents: 10_000 },
      { lojaId: 'B', pontosBase: 2300, baseCents: 9_999 },
      { lojaId: 'C', pontosBase: 1750, baseCents: 50_000 },
    ];
    expect(taxaIvaHabitual(vendas, 'A')).toEqual({ taxa: 23, origem: 'loja' });
    expect(taxaIvaHabitual(vendas, 'B')).toEqual({ taxa: 13, origem: 'loja' });
    // Store C's only sales mix rates: the company's usual rate (172 601 at 23 % against 10 000 at 13 %).
    expect(taxaIvaHabitual(vendas, 'C')).toEqual({ taxa: 23, origem: 'empresa' });
    expect(taxaIvaHabitual([], 'A')).toEqual({ taxa: 23, origem: 'omissao' });
  });

  it.each([
    [113_000, 13, 100_000, 13_000],
    [113_000, 23, 91_870, 21_130],
    [120_000, 23, 97_561, 22_439],
    [80_000, 23, 65_041, 14_959],
    [1, 23, 1, 0],
    [-113_000, 13, -100_000, -13_000],
    [50_000, 0, 50_000, 0],
  ])('%d cents with VAT at %d %% → base %d + VAT %d', (total, taxa, base, iva) => {
    expect(separarIva(total, taxa)).toEqual({ baseCents: base, ivaCents: iva });
  });

  it('says where the rate comes from', () => {
    expect(descreverTaxaIva({ taxa: 13, origem: 'loja' })).toBe(
      '13 %, a taxa mais frequente nas vendas da loja',
    );
    expect(descreverTaxaIva({ taxa: 23, origem: 'omissao' })).toBe(
      '23 %, a taxa normal (a empresa não tem vendas com IVA)',
    );
  });
});
