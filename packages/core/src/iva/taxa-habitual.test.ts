import { describe, expect, it } from 'vitest';
import {
  descreverTaxaIva,
  faixasTaxaIvaLegal,
  pontosBase,
  separarIva,
  TAXAS_IVA_PCT,
  taxaDosPontosBase,
  taxaIvaHabitual,
  taxaIvaLegal,
} from './taxa-habitual';

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

describe('the rate of a document', () => {
  it('is the legal rate its VAT over base shows (the card takings’ rule), else none', () => {
    expect(taxaDosPontosBase(pontosBase(5000, 1100))).toBe(22);
    expect(taxaDosPontosBase(pontosBase(-10000, -400))).toBe(4);
    expect(taxaDosPontosBase(pontosBase(10000, 1800))).toBeNull();
    expect(taxaDosPontosBase(pontosBase(10000, -2300))).toBeNull();
    expect(pontosBase(0, 230)).toBeNull();
  });

  it('the ranges of each legal rate the database groups by: the rule itself, range by range', () => {
    const faixas = faixasTaxaIvaLegal();
    expect(faixas.map((f) => f.taxa)).toEqual([0, 4, 6, 9, 12, 13, 16, 22, 23]);
    expect(faixas.find((f) => f.taxa === 23)).toEqual({ de: 2251, ate: 2350, taxa: 23 });
    // Halfway between two rates (22,50 %) is the lower one.
    expect(faixas.find((f) => f.taxa === 22)).toEqual({ de: 2150, ate: 2250, taxa: 22 });
    for (const { de, ate, taxa } of faixas) {
      for (let p = de; p <= ate; p++) expect(taxaDosPontosBase(p)).toBe(taxa);
      expect(taxaDosPontosBase(de - 1)).not.toBe(taxa);
      expect(taxaDosPontosBase(ate + 1)).not.toBe(taxa);
    }
  });
});
