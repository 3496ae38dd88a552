import { describe, expect, it } from 'vitest';
import { ircRate } from './irc';

describe('ircRate', () => {
  it.each([
    [2015, 21],
    [2023, 21],
    [2024, 21],
    [2025, 20],
    [2026, 19],
    [2027, 18],
    [2028, 17],
    [2031, 17],
  ])('%d → %d %%', (ano, taxa) => {
    expect(ircRate(ano)).toBe(taxa);
  });

  it('lets a company-specific rate win', () => {
    expect(ircRate(2025, 16)).toBe(16);
    expect(ircRate(2025, 0)).toBe(0);
  });

  it.each([-1, 101, Number.NaN])('refuses the override %d', (taxa) => {
    expect(() => ircRate(2025, taxa)).toThrow(RangeError);
  });
});
