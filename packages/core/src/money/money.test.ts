import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eurosToCents,
  formatDecimal,
  formatEuros,
  formatPercent,
  parseDotAmount,
  parsePtAmount,
} from './money';

describe('parsePtAmount', () => {
  it.each([
    ['1.169,68 €', 116968],
    ['12.345.678,90 €', 1234567890],
    ['-1 200,00', -120000],
    ['2,80', 280],
    ['63,97 ', 6397],
    ['0,00 €', 0],
    ['-0,05', -5],
    ['1\u00a0234,5', 123450],
    ['1234', 123400],
    ['1.234', 123400],
    ['  15.435,88', 1543588],
  ])('%s → %d cents', (text, cents) => {
    expect(parsePtAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,2,3', '12,345', '1.23,00', '--'])('refuses %j', (text) => {
    expect(parsePtAmount(text)).toBeUndefined();
  });

  it('reads back what formatEuros writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parsePtAmount(formatEuros(cents))).toBe(cents);
      }),
    );
  });
});

describe('parseDotAmount', () => {
  it.each([
    ['-106.64', -10664],
    ['1284.30', 128430],
    ['12.345', 1235],
    ['7', 700],
    [-106.64, -10664],
    [0.1 + 0.2, 30],
  ])('%s → %d', (text, cents) => {
    expect(parseDotAmount(text)).toBe(cents);
  });
  it('refuses a Portuguese comma', () => {
    expect(parseDotAmount('1,5')).toBeUndefined();
  });
});

describe('formatting', () => {
  it('formats euros as 1.234,56 €', () => {
    expect(formatEuros(123456)).toBe('1.234,56 €');
    expect(formatEuros(123456789)).toBe('1.234.567,89 €');
    expect(formatEuros(-5)).toBe('-0,05 €');
    expect(formatEuros(0)).toBe('0,00 €');
    expect(formatEuros(99999)).toBe('999,99 €');
  });
  it('formats decimals and percentages', () => {
    expect(formatDecimal(1234.5, 2)).toBe('1.234,50');
    expect(formatDecimal(-0.001, 2)).toBe('0,00');
    expect(formatDecimal(12, 0)).toBe('12');
    expect(formatPercent(-12.345)).toBe('-12,35 %');
  });
  it('converts euros to cents without float drift', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(-2.675)).toBe(-268);
  });
});
