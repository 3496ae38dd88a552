import { MESES, type Mes } from '@contas/core';
import type { PessoalDoAno } from '@contas/core/contrato';

/** While editing, a month may be blank for a moment; it is saved as 0. */
export type PessoalAnoDraft = { year: number } & Record<Mes, number | ''>;

export const DUPLICATE_YEAR_MESSAGE = 'Esse ano já existe! Escolhe outro.';

/** The years the server keeps (its table's check). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const INVALID_YEAR_MESSAGE = `Indique um ano entre ${MIN_YEAR} e ${MAX_YEAR}.`;

export function isValidYear(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** SPEC §5: the year after the latest one, or the current year when there is none. */
export function nextPessoalYear(rows: readonly { year: number }[], currentYear: number): number {
  if (rows.length === 0) return currentYear;
  return Math.max(...rows.map((row) => row.year)) + 1;
}

/** SPEC §5: a new row has the next year and every month set to 1. */
export function newPessoalRow(rows: readonly { year: number }[], currentYear: number): PessoalDoAno {
  const row = { year: nextPessoalYear(rows, currentYear) } as PessoalDoAno;
  for (const mes of MESES) row[mes] = 1;
  return row;
}

/** Whether another row (not the one at `ownIndex`) already has `year`. */
export function isYearTaken(rows: readonly { year: number }[], year: number, ownIndex: number): boolean {
  return rows.some((row, index) => index !== ownIndex && row.year === year);
}

/**
 * SPEC §5: a row's year changes only to a year no other row has (and one the server keeps);
 * otherwise the rows stay as they were and the message says why.
 */
export function changeRowYear<T extends { year: number }>(
  rows: readonly T[],
  index: number,
  year: number,
): { ok: true; rows: T[] } | { ok: false; message: string } {
  if (!isValidYear(year)) return { ok: false, message: INVALID_YEAR_MESSAGE };
  if (isYearTaken(rows, year, index)) return { ok: false, message: DUPLICATE_YEAR_MESSAGE };
  return { ok: true, rows: rows.map((row, i) => (i === index ? { ...row, year } : row)) };
}

/** A month's count as typed: blank, negative or fractional input never reaches the server. */
export function toHeadcount(value: number | string | ''): number {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}

/** The rows as the server takes them: blanks become 0, ordered by year. */
export function pessoalPayload(rows: readonly PessoalAnoDraft[]): PessoalDoAno[] {
  return rows
    .map((row) => {
      const clean = { year: row.year } as PessoalDoAno;
      for (const mes of MESES) clean[mes] = toHeadcount(row[mes]);
      return clean;
    })
    .sort((a, b) => a.year - b.year);
}
