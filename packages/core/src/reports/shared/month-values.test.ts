import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToMonth,
  divideRounded,
  mediaNaoNula,
  monthsOf,
  monthValues,
  type SeriesByKey,
  splitYearlyCents,
  sumMonths,
} from './month-values';

describe('divideRounded', () => {
  it.each([
    [7, 2, 4],
    [-7, 2, -4],
    [5, 3, 2],
    [-5, 3, -2],
    [1, 3, 0],
    [-1, 2, -1],
    [1, 2, 1],
    [160005, 12, 13334],
    [0, 5, 0],
    [9, -2, -5],
  ])('%d / %d → %d (half away from zero)', (n, d, q) => {
    expect(divideRounded(n, d)).toBe(q);
  });

  it('is exact for any safe integers', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 53n) + 1n, max: 2n ** 53n - 1n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const abs = n < 0n ? -n : n;
          let q = abs / d;
          if (2n * (abs % d) >= d) q += 1n;
          expect(divideRounded(Number(n), Number(d))).toBe(Number(n < 0n ? -q : q));
        },
      ),
    );
  });

  it('refuses what is not an integer division', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('mediaNaoNula (Média = average of the non-zero months)', () => {
  it('leaves out the months with nothing', () => {
    expect(mediaNaoNula([100, 0, 200, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(150);
  });

  it('is 0 when every month is 0', () => {
    expect(mediaNaoNula(new Array(12).fill(0))).toBe(0);
  });

  it('rounds cents half away from zero', () => {
    expect(mediaNaoNula([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(2);
    expect(mediaNaoNula([-1, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(-2);
    expect(mediaNaoNula([1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(1);
  });

  it('keeps full precision for quantities and percentages', () => {
    expect(mediaNaoNula([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 'quantidade')).toBeCloseTo(4 / 3, 12);
    expect(mediaNaoNula([12.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 13], 'percentagem')).toBe(12.75);
  });

  it('lies between the smallest and the largest non-zero month', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 12, maxLength: 12 }),
        (meses) => {
          const naoNulos = meses.filter((m) => m !== 0);
          const media = mediaNaoNula(meses);
          if (naoNulos.length === 0) return media === 0;
          return media >= Math.min(...naoNulos) && media <= Math.max(...naoNulos);
        },
      ),
    );
  });
});

describe('monthValues', () => {
  it('totals the months unless a total is given', () => {
    const meses = [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 4];
    expect(monthValues(meses)).toEqual({ meses, total: 10, media: 3 });
    expect(monthValues(meses, { total: 1 })).toEqual({ meses, total: 1, media: 3 });
  });

  it('wants exactly twelve months', () => {
    expect(() => monthValues([1, 2, 3])).toThrow(RangeError);
  });
});

describe('splitYearlyCents', () => {
  it('gives the remainder cents to the first months', () => {
    expect(splitYearlyCents(100005)).toEqual([
      8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8333, 8333, 8333,
    ]);
    expect(splitYearlyCents(7)).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(splitYearlyCents(-13)).toEqual([-2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(splitYearlyCents(0)).toEqual(new Array(12).fill(0));
  });

  it('adds up exactly to the year, with months one cent apart at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const meses = splitYearlyCents(cents);
        expect(meses.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(Math.max(...meses) - Math.min(...meses)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('series by key', () => {
  it('adds rows into their month and reads zeros for a key with nothing', () => {
    const series: SeriesByKey = new Map();
    addToMonth(series, 'a', 1, 100);
    addToMonth(series, 'a', 1, -30);
    addToMonth(series, 'a', 12, 5);
    expect(monthsOf(series, 'a')).toEqual([70, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]);
    expect(monthsOf(series, 'b')).toEqual(new Array(12).fill(0));
  });

  it.each([0, 13, 1.5])('refuses month %d', (mes) => {
    expect(() => addToMonth(new Map(), 'a', mes, 1)).toThrow(RangeError);
  });

  it('refuses amounts that are not cents', () => {
    expect(() => addToMonth(new Map(), 'a', 1, 12.5)).toThrow(RangeError);
  });

  it('sums series month by month', () => {
    expect(sumMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], new Array(12).fill(-1))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(sumMonths()).toEqual(new Array(12).fill(0));
  });
});
