import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE, REQUIRED_MESSAGE } from '../../lib/validation';
import { PASSWORDS_DIFFER_MESSAGE } from '../auth/sign-up-validation';

export interface MudarSenhaValues {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

export type MudarSenhaErrors = Partial<Record<keyof MudarSenhaValues, string>>;

export const SENHA_IGUAL_MESSAGE = 'A nova palavra-passe tem de ser diferente da atual.';

/** The rules of sign-up for the new password, and it must differ from the current one. */
export function validateMudarSenha(values: MudarSenhaValues): MudarSenhaErrors {
  const errors: MudarSenhaErrors = {};
  if (!values.senhaAtual) errors.senhaAtual = REQUIRED_MESSAGE;
  if (!values.novaSenha) errors.novaSenha = REQUIRED_MESSAGE;
  else if (values.novaSenha.length < PASSWORD_MIN_LENGTH) errors.novaSenha = PASSWORD_TOO_SHORT_MESSAGE;
  else if (values.novaSenha === values.senhaAtual) errors.novaSenha = SENHA_IGUAL_MESSAGE;
  if (values.confirmacao !== values.novaSenha) errors.confirmacao = PASSWORDS_DIFFER_MESSAGE;
  return errors;
}
