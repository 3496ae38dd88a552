import { MESES } from '@contas/core';
import { describe, expect, it } from 'vitest';
import {
  changeRowYear,
  DUPLICATE_YEAR_MESSAGE,
  INVALID_YEAR_MESSAGE,
  isYearTaken,
  newPessoalRow,
  nextPessoalYear,
  type PessoalAnoDraft,
  pessoalPayload,
  toHeadcount,
} from './pessoal';

const rows = [{ year: 2023 }, { year: 2025 }, { year: 2024 }];

describe('nextPessoalYear', () => {
  it('is the current year when there are no rows', () => {
    expect(nextPessoalYear([], 2026)).toBe(2026);
  });

  it('is the latest year plus one, whatever the order of the rows or the current year', () => {
    expect(nextPessoalYear(rows, 2026)).toBe(2026);
    expect(nextPessoalYear(rows, 2030)).toBe(2026);
    expect(nextPessoalYear([{ year: 2031 }], 2026)).toBe(2032);
  });
});

describe('newPessoalRow', () => {
  it('has the next year and every month set to 1', () => {
    const row = newPessoalRow(rows, 2026);
    expect(row.year).toBe(2026);
    expect(MESES.map((mes) => row[mes])).toEqual(Array(12).fill(1));
    expect(Object.keys(row)).toEqual(['year', ...MESES]);
  });
});

describe('isYearTaken / changeRowYear', () => {
  it('ignores the row being changed', () => {
    expect(isYearTaken(rows, 2025, 1)).toBe(false);
    expect(isYearTaken(rows, 2025, 0)).toBe(true);
    expect(isYearTaken(rows, 2022, 0)).toBe(false);
  });

  it('refuses a year another row has, with the message of SPEC §5', () => {
    expect(changeRowYear(rows, 0, 2024)).toEqual({ ok: false, message: DUPLICATE_YEAR_MESSAGE });
    expect(DUPLICATE_YEAR_MESSAGE).toBe('Esse ano já existe! Escolhe outro.');
  });

  it('refuses a year outside 1900–2200 or not whole', () => {
    expect(changeRowYear(rows, 0, 1899)).toEqual({ ok: false, message: INVALID_YEAR_MESSAGE });
    expect(changeRowYear(rows, 0, 2201)).toEqual({ ok: false, message: INVALID_YEAR_MESSAGE });
    expect(changeRowYear(rows, 0, 2022.5)).toEqual({ ok: false, message: INVALID_YEAR_MESSAGE });
    expect(changeRowYear(rows, 0, 1900)).toMatchObject({ ok: true });
  });

  it('changes only that row otherwise, keeping the others as they were', () => {
    const result = changeRowYear(rows, 0, 2022);
    expect(result).toEqual({ ok: true, rows: [{ year: 2022 }, { year: 2025 }, { year: 2024 }] });
    expect(rows[0]).toEqual({ year: 2023 });
    expect(changeRowYear(rows, 1, 2025)).toEqual({ ok: true, rows });
  });
});

describe('toHeadcount', () => {
  it.each([
    [3, 3],
    ['', 0],
    ['7', 7],
    [-2, 0],
    [2.7, 2],
    ['1,5', 1],
    ['abc', 0],
  ] as const)('%j → %j', (typed, count) => {
    expect(toHeadcount(typed)).toBe(count);
  });
});

describe('pessoalPayload', () => {
  it('turns blanks into 0 and orders the years', () => {
    const later = { ...newPessoalRow([], 2026), Mar: '' } as PessoalAnoDraft;
    const earlier = newPessoalRow([], 2024) as PessoalAnoDraft;
    const payload = pessoalPayload([later, earlier]);
    expect(payload.map((row) => row.year)).toEqual([2024, 2026]);
    expect(payload[1]?.Mar).toBe(0);
    expect(payload[1]?.Abr).toBe(1);
  });
});
