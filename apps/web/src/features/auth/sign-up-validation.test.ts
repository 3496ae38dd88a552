import { describe, expect, it } from 'vitest';
import { type SignUpValues, validateSignUp } from './sign-up-validation';

const valid: SignUpValues = {
  nome: 'Ana Silva',
  email: 'ana@exemplo.pt',
  senha: 'segredo',
  confirmacao: 'segredo',
  telefone: '',
};

describe('validateSignUp', () => {
  it('accepts a complete form; the phone is optional', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires name, e-mail and password', () => {
    expect(validateSignUp({ ...valid, nome: '  ', email: '', senha: '', confirmacao: '' })).toEqual({
      nome: 'Campo obrigatório.',
      email: 'Campo obrigatório.',
      senha: 'Campo obrigatório.',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateSignUp({ ...valid, email: 'ana@exemplo' }).email).toBe('Indique um e-mail válido.');
  });

  it('requires at least 6 characters in the password', () => {
    expect(validateSignUp({ ...valid, senha: '12345', confirmacao: '12345' })).toEqual({
      senha: 'A palavra-passe deve ter pelo menos 6 caracteres.',
    });
    expect(validateSignUp({ ...valid, senha: '123456', confirmacao: '123456' })).toEqual({});
  });

  it('requires the confirmation to match', () => {
    expect(validateSignUp({ ...valid, confirmacao: 'segredO' })).toEqual({
      confirmacao: 'As palavras-passe não coincidem.',
    });
  });
});
