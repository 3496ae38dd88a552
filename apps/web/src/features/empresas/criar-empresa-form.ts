import { hasNineDigits } from '@contas/core';
import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '../../lib/validation';
import type { NovaEmpresa } from './api/empresas-api';

export const NIF_DIGITS_MESSAGE = 'O NIF deve conter exatamente 9 números.';

export type CriarEmpresaValues = NovaEmpresa;
export type CriarEmpresaErrors = Partial<Record<keyof CriarEmpresaValues, string>>;

/** The body of POST /api/criar-empresa: every field trimmed; spaces inside the NIF dropped. */
export function criarEmpresaPayload(values: CriarEmpresaValues): NovaEmpresa {
  return {
    nome: values.nome.trim(),
    nif: values.nif.replace(/\s+/g, ''),
    endereco: values.endereco.trim(),
    telefone: values.telefone.trim(),
    email: values.email.trim(),
  };
}

/** SPEC §5 "Create company": nome, NIF and e-mail required; the NIF exactly 9 digits. */
export function validateCriarEmpresa(values: CriarEmpresaValues): CriarEmpresaErrors {
  const payload = criarEmpresaPayload(values);
  const errors: CriarEmpresaErrors = {};
  if (!payload.nome) errors.nome = REQUIRED_MESSAGE;
  if (!hasNineDigits(payload.nif)) errors.nif = NIF_DIGITS_MESSAGE;
  if (!payload.email) errors.email = REQUIRED_MESSAGE;
  else if (!isEmail(payload.email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}
