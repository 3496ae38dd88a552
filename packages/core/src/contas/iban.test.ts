import { describe, expect, it } from 'vitest';
import { finalDaConta, ibanDaConta, normalizarIban } from './iban';

describe('Portuguese IBANs', () => {
  it('reads one as banks print it, and refuses a wrong check', () => {
    expect(normalizarIban('PT50 0035 0164 9565 8073 5546 9')).toBe('PT50003501649565807355469');
    expect(normalizarIban('pt50-0010-0000-0000-0000-0000-0')).toBeUndefined();
    expect(normalizarIban('PT50003501649565807355468')).toBeUndefined();
    expect(normalizarIban('DE89370400440532013000')).toBeUndefined();
  });

  it('is made from an OFX account (bank, branch, account number) with the NIB check digits', () => {
    // Crédito Agrícola 0045, branch 9797, account 14048664458 → NIB check 32.
    expect(ibanDaConta({ banco: '0045', balcao: '9797', conta: '14048664458' })).toBe(
      'PT50004597971404866445832',
    );
    expect(
      normalizarIban(ibanDaConta({ banco: '0033', balcao: '0000', conta: '45615660381' }) ?? ''),
    ).toBeDefined();
    expect(ibanDaConta({ banco: '160000100', balcao: '00', conta: '12300 000012345678' })).toBeUndefined();
  });

  it('shortens an account to its last four characters', () => {
    expect(finalDaConta('PT50 0035 0164 9565 8073 5546 9')).toBe('5469');
  });
});
