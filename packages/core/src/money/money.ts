/** Money is integer cents everywhere inside the product; euros only at the edges. */
export type Cents = number;

const GROUP_SEPARATORS = /[.\s\u00a0\u202f]/g;

/**
 * Reads a Portuguese amount as written by AT and the banks ("1.169,68 €", "-1 200,00",
 * "2.897,47", "12,5") into integer cents. Returns undefined when the text is not an amount.
 * A plain dot with exactly three decimals after it is a thousands separator ("1.234" = 1234,00).
 */
export function parsePtAmount(text: string): Cents | undefined {
  let s = text.replace(/€|EUR/gi, '').trim();
  if (s === '') return undefined;
  let sign = 1;
  if (s.startsWith('(') && s.endsWith(')')) {
    sign = -1;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith('-') || s.startsWith('−')) {
    sign = -sign;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) {
    s = s.slice(1).trim();
  }
  if (s.endsWith('-')) {
    sign = -sign;
    s = s.slice(0, -1).trim();
  }
  let integerPart: string;
  let decimalPart = '';
  const comma = s.lastIndexOf(',');
  if (comma >= 0) {
    integerPart = s.slice(0, comma);
    decimalPart = s.slice(comma + 1);
    if (/[.,\s]/.test(decimalPart)) return undefined;
  } else {
    integerPart = s;
  }
  if (!/^\d{1,3}([.\s\u00a0\u202f]\d{3})*$|^\d+$/.test(integerPart)) return undefined;
  integerPart = integerPart.replace(GROUP_SEPARATORS, '');
  if (!/^\d{0,2}$/.test(decimalPart)) return undefined;
  const cents = Number(integerPart) * 100 + Number(decimalPart.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign * cents || 0;
}

/** Reads an amount written with a dot decimal ("-106.64", "1284.30") or a JS number into cents. */
export function parseDotAmount(text: string | number): Cents | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? eurosToCents(text) : undefined;
  const s = text.trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(s)) return undefined;
  const negative = s.startsWith('-');
  const [whole = '0', fraction = ''] = s.replace(/^[+-]/, '').split('.');
  const frac = fraction.padEnd(3, '0');
  // Round half away from zero on the third decimal, exactly, without floats.
  let cents = Number(whole) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative ? -cents || 0 : cents;
}

/** Euros (a JS number from JSON or a spreadsheet cell) to cents, rounded half away from zero. */
export function eurosToCents(euros: number): Cents {
  const cents = Math.round(Math.abs(euros) * 100 + 1e-7);
  return euros < 0 ? -cents || 0 : cents;
}

/** Cents to euros for the API's JSON (a number with at most 2 decimals). */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "1.234,56 €" — dot thousands, comma decimals, always 2 decimals, minus sign in front. */
export function formatEuros(cents: Cents): string {
  return `${formatDecimal(cents / 100, 2)} €`;
}

/** A plain Portuguese number: "1.234,5" with the given decimals (grouping from 1.000 up). */
export function formatDecimal(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** "12,34 %" — percentages with 2 decimals. */
export function formatPercent(value: number): string {
  return `${formatDecimal(value, 2)} %`;
}

/** Sum of cents, exact. */
export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
