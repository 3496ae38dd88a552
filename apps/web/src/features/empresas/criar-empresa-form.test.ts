import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../lib/validation';
import {
  campoDaRecusa,
  criarEmpresaPayload,
  NIF_CHECK_DIGIT_MESSAGE,
  NIF_DIGITS_MESSAGE,
  validateCriarEmpresa,
} from './criar-empresa-form';

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

  it('accepts a NIF typed in groups', () => {
    expect(validateCriarEmpresa({ ...valid, nif: '501 964 843' })).toEqual({});
  });

  it('refuses a wrong check digit under the NIF, in the server’s words', () => {
    expect(validateCriarEmpresa({ ...valid, nif: '501964842' })).toEqual({ nif: NIF_CHECK_DIGIT_MESSAGE });
    expect(NIF_CHECK_DIGIT_MESSAGE).toBe('O NIF não é válido: o dígito de controlo não confere.');
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

describe('campoDaRecusa', () => {
  it('puts a 409 under the NIF and a 400 under the field it names', () => {
    expect(campoDaRecusa(409, { message: 'Já existe uma empresa registada com o NIF 501964843.' })).toBe(
      'nif',
    );
    expect(campoDaRecusa(400, { message: 'O e-mail não é válido.', detalhes: { campo: 'email' } })).toBe(
      'email',
    );
  });

  it('names no field for other refusals', () => {
    expect(campoDaRecusa(400, { message: 'O corpo do pedido não é JSON válido.' })).toBeUndefined();
    expect(campoDaRecusa(400, { message: 'x', detalhes: { campo: 'outro' } })).toBeUndefined();
    expect(campoDaRecusa(403, { message: 'Sem permissão para criar empresas.' })).toBeUndefined();
    expect(campoDaRecusa(500, undefined)).toBeUndefined();
  });
});
