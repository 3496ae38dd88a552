/**
 * The provider's staff create companies. An address counts only once proven (verified) and only when its
 * domain is exactly the staff's: 'x@contasclaras.pt.evil.example' and 'x@sub.contasclaras.pt' are not staff.
 */
export function ePessoal(utilizador: { email: string; emailVerificado: boolean }, dominio: string): boolean {
  if (!utilizador.emailVerificado) return false;
  const arroba = utilizador.email.lastIndexOf('@');
  return arroba > 0 && utilizador.email.slice(arroba + 1).toLowerCase() === dominio;
}
