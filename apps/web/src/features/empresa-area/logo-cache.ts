/** SPEC §9: each company's logo address is kept in localStorage, so the header shows it at once. */
export function logoCacheKey(empresaId: string): string {
  return `logo:${empresaId}`;
}

export function readCachedLogo(empresaId: string): string | undefined {
  return localStorage.getItem(logoCacheKey(empresaId)) || undefined;
}

/** Stores the address, or forgets it when the company has none. */
export function cacheLogo(empresaId: string, imagemLink: string | undefined): void {
  if (imagemLink) localStorage.setItem(logoCacheKey(empresaId), imagemLink);
  else localStorage.removeItem(logoCacheKey(empresaId));
}

export function forgetLogo(empresaId: string): void {
  localStorage.removeItem(logoCacheKey(empresaId));
}
