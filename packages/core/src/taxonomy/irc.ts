/**
 * General IRC rate (CIRC art. 87), in percent, by tax year: 21 % up to 2024, then the reductions
 * of the 2025 budget and of the law promulgated in 2025 (DOMAIN §4.4). The SME rate on the first
 * 50 000 € and the derramas are not modelled. Years after 2028 keep the last rate set by law.
 */
const IRC_POR_ANO: ReadonlyArray<readonly [ano: number, taxa: number]> = [
  [2025, 20],
  [2026, 19],
  [2027, 18],
  [2028, 17],
];

/** Percent (21 means 21 %). A company-specific override wins when given. */
export function ircRate(year: number, override?: number): number {
  if (override !== undefined) {
    if (!Number.isFinite(override) || override < 0 || override > 100) {
      throw new RangeError(`Taxa de IRC inválida: ${override}.`);
    }
    return override;
  }
  let taxa = 21;
  for (const [ano, taxaDoAno] of IRC_POR_ANO) if (year >= ano) taxa = taxaDoAno;
  return taxa;
}
