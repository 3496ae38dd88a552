import {
  INVALID_EMAIL_MESSAGE,
  isEmail,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../lib/validation';

export interface SignUpValues {
  nome: string;
  email: string;
  senha: string;
  confirmacao: string;
  telefone: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export const PASSWORDS_DIFFER_MESSAGE = 'As palavras-passe não coincidem.';

/** SPEC §5: name, e-mail and password required; password of 6+ characters, confirmed. */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.nome.trim()) errors.nome = REQUIRED_MESSAGE;
  if (!values.email.trim()) errors.email = REQUIRED_MESSAGE;
  else if (!isEmail(values.email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!values.senha) errors.senha = REQUIRED_MESSAGE;
  else if (values.senha.length < PASSWORD_MIN_LENGTH) errors.senha = PASSWORD_TOO_SHORT_MESSAGE;
  if (values.confirmacao !== values.senha) errors.confirmacao = PASSWORDS_DIFFER_MESSAGE;
  return errors;
}
