import { describe, expect, it } from 'vitest';
import { hasProfileChanges, profileUpdatePayload } from './profile-form';

const saved = { nome: 'Ana Silva', telefone: '912345678' };

describe('hasProfileChanges', () => {
  it('is false for the saved values, also with surrounding spaces', () => {
    expect(hasProfileChanges(saved, { ...saved })).toBe(false);
    expect(hasProfileChanges(saved, { nome: '  Ana Silva ', telefone: '912345678  ' })).toBe(false);
    expect(
      hasProfileChanges({ nome: 'Ana Silva ', telefone: '' }, { nome: 'Ana Silva', telefone: '   ' }),
    ).toBe(false);
  });

  it('is true when the name or the phone really changes', () => {
    expect(hasProfileChanges(saved, { ...saved, nome: 'Ana M. Silva' })).toBe(true);
    expect(hasProfileChanges(saved, { ...saved, telefone: '' })).toBe(true);
    expect(hasProfileChanges(saved, { ...saved, nome: 'ana silva' })).toBe(true);
  });
});

describe('profileUpdatePayload', () => {
  it('sends the trimmed fields and the e-mail as it is', () => {
    expect(profileUpdatePayload('ana@exemplo.pt', { nome: ' Ana ', telefone: ' 912 ' })).toEqual({
      nome: 'Ana',
      email: 'ana@exemplo.pt',
      telefone: '912',
    });
  });
});
