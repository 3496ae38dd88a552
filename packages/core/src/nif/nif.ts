/** Portuguese NIF/NIPC: 9 digits, the last a mod-11 check digit over weights 9..2. */
export function nifCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(firstEight[i]) * (9 - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function hasNineDigits(nif: string): boolean {
  return /^\d{9}$/.test(nif);
}

export function isValidNif(nif: string): boolean {
  if (!hasNineDigits(nif) || nif.startsWith('0')) return false;
  return nifCheckDigit(nif.slice(0, 8)) === Number(nif[8]);
}

/** The generic NIF of a final consumer on Portuguese invoices. */
export const NIF_CONSUMIDOR_FINAL = '999999990';
