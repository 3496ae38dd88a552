import { describe, expect, it } from 'vitest';
import { hasNineDigits, isValidNif, nifCheckDigit } from './nif';

describe('NIF', () => {
  it.each([
    '999999990',
    '501964843',
    '508332273',
    '501293710',
    '506848558',
    '502236469',
    '504615947',
    '500927162',
  ])('%s is valid', (nif) => expect(isValidNif(nif)).toBe(true));
  it.each(['501964842', '12345678', '1234567890', '50196484a', '012345678', ''])('%j is not valid', (nif) =>
    expect(isValidNif(nif)).toBe(false),
  );
  it('computes the check digit (r < 2 gives 0)', () => {
    expect(nifCheckDigit('99999999')).toBe(0);
    expect(nifCheckDigit('50196484')).toBe(3);
  });
  it('tells nine digits apart from the check digit', () => {
    expect(hasNineDigits('501964842')).toBe(true);
    expect(hasNineDigits('5019648')).toBe(false);
  });
});
