/**
 * Portuguese IBANs (DOMAIN §5.2): 'PT50' + the 21-digit NIB (bank 4, branch 4, account 11, check 2),
 * whose own check digits make it ≡ 1 (mod 97), so every valid Portuguese IBAN has check digits 50.
 */

/** Remainder mod 97 of a long digit string, piece by piece (no big numbers). */
function mod97(digitos: string): number {
  let resto = 0;
  for (let i = 0; i < digitos.length; i += 7) resto = Number(`${resto}${digitos.slice(i, i + 7)}`) % 97;
  return resto;
}

/** An IBAN written as banks print it ('PT50 0035 0164 …'), or undefined when it is not a valid PT IBAN. */
export function normalizarIban(texto: string): string | undefined {
  const iban = texto.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^PT50\d{21}$/.test(iban)) return undefined;
  return mod97(iban.slice(4)) === 1 ? iban : undefined;
}

/** The NIB's check digits: 98 − (first 19 digits × 100 mod 97). */
function digitosNib(dezanove: string): string {
  return String(98 - mod97(`${dezanove}00`)).padStart(2, '0');
}

/**
 * The IBAN of a Portuguese account given as bank code, branch and account number (OFX BANKID,
 * BRANCHID, ACCTID), when they have the NIB's lengths (4, 4, 11 digits).
 */
export function ibanDaConta(partes: { banco: string; balcao: string; conta: string }): string | undefined {
  const { banco, balcao, conta } = partes;
  if (!/^\d{4}$/.test(banco) || !/^\d{4}$/.test(balcao) || !/^\d{11}$/.test(conta)) return undefined;
  const dezanove = `${banco}${balcao}${conta}`;
  return `PT50${dezanove}${digitosNib(dezanove)}`;
}

/** '•••• 5469' style ending of an account for short labels: the last 4 characters. */
export function finalDaConta(conta: string): string {
  return conta.replace(/\s/g, '').slice(-4);
}
