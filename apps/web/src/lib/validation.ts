export const REQUIRED_MESSAGE = 'Campo obrigatório.';
export const INVALID_EMAIL_MESSAGE = 'Indique um e-mail válido.';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = 'A palavra-passe deve ter pelo menos 6 caracteres.';

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
