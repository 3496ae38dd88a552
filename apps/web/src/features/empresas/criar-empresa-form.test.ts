import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../lib/validation';
import { criarEmpresaPayload, NIF_DIGITS_MESSAGE, validateCriarEmpresa } from './criar-empresa-form';

const valid = {
  nome: 'Padaria Central, Lda',
  nif: '501964843',
  endereco: '',
  telefone: '',
  email: 'geral@padaria.pt',
};

describe('validateCriarEmpresa', () => {
  it('accepts a company with the required fields only', () => {
    expect(validateCriarEmpresa(valid)).toEqual({});
  });

  it('requires nome, NIF and e-mail', () => {
    expect(validateCriarEmpresa({ ...valid, nome: '  ', nif: '', email: '' })).toEqual({
      nome: REQUIRED_MESSAGE,
      nif: NIF_DIGITS_MESSAGE,
      email: REQUIRED_MESSAGE,
    });
  });

  it.each(['12345678', '1234567890', '50196484a', '501-964-843'])('refuses the NIF %j', (nif) => {
    expect(validateCriarEmpresa({ ...valid, nif }).nif).toBe('O NIF deve conter exatamente 9 números.');
  });

  it('accepts a NIF typed in groups; the check digit is the server’s to judge', () => {
    expect(validateCriarEmpresa({ ...valid, nif: '501 964 843' })).toEqual({});
    expect(validateCriarEmpresa({ ...valid, nif: '501964842' })).toEqual({});
  });

  it('refuses a malformed e-mail', () => {
    expect(validateCriarEmpresa({ ...valid, email: 'geral@' }).email).toBe(INVALID_EMAIL_MESSAGE);
  });
});

describe('criarEmpresaPayload', () => {
  it('trims every field and joins the NIF', () => {
    expect(
      criarEmpresaPayload({
        nome: ' Padaria ',
        nif: ' 501 964 843 ',
        endereco: ' Rua A ',
        telefone: ' 912 ',
        email: ' a@b.pt ',
      }),
    ).toEqual({ nome: 'Padaria', nif: '501964843', endereco: 'Rua A', telefone: '912', email: 'a@b.pt' });
  });
});
