import { hasNineDigits, isValidNif } from '@contas/core';
import { campoDoErro } from '../../lib/campo-do-erro';
import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '../../lib/validation';
import type { NovaEmpresa } from './api/empresas-api';

export const NIF_DIGITS_MESSAGE = 'O NIF deve conter exatamente 9 números.';
/** The server's words for the same check: said under the field before the form is sent. */
export const NIF_CHECK_DIGIT_MESSAGE = 'O NIF não é válido: o dígito de controlo não confere.';

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
  else if (!isValidNif(payload.nif)) errors.nif = NIF_CHECK_DIGIT_MESSAGE;
  if (!payload.email) errors.email = REQUIRED_MESSAGE;
  else if (!isEmail(payload.email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

/**
 * The field a refusal of the server belongs under: the one its 400 names, and the NIF for a 409 (the only
 * conflict is a NIF already registered). Undefined when no field is to blame.
 */
export function campoDaRecusa(status: number, data: unknown): keyof CriarEmpresaValues | undefined {
  if (status === 409) return 'nif';
  if (status !== 400) return undefined;
  return campoDoErro(data, ['nome', 'nif', 'email', 'endereco', 'telefone'] as const);
}
