import { describe, expect, it } from 'vitest';
import { ePessoal } from './pessoal';

describe('ePessoal', () => {
  const dominio = 'contasclaras.pt';
  it('is a verified address of exactly the staff domain, in any letter case', () => {
    expect(ePessoal({ email: 'ana@contasclaras.pt', emailVerificado: true }, dominio)).toBe(true);
    expect(ePessoal({ email: 'Ana@ContasClaras.PT', emailVerificado: true }, dominio)).toBe(true);
  });
  it('is never an unverified address', () => {
    expect(ePessoal({ email: 'ana@contasclaras.pt', emailVerificado: false }, dominio)).toBe(false);
  });
  it('is never a look-alike domain', () => {
    for (const email of [
      'x@contasclaras.pt.evil.example',
      'x@sub.contasclaras.pt',
      'x@evilcontasclaras.pt',
      'x@contasclaras.pt@evil.example',
      '@contasclaras.pt',
    ])
      expect(ePessoal({ email, emailVerificado: true }, dominio), email).toBe(false);
  });
});
