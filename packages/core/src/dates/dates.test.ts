import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  excelSerialToIso,
  formatPtDate,
  isIsoDate,
  lisbonParts,
  parsePtDate,
} from './dates';

describe('parsePtDate', () => {
  it.each([
    ['2026-01-22', '2026-01-22'],
    ['13/11/2024', '2024-11-13'],
    ['22-07-2026', '2026-07-22'],
    ['01.11.24', '2024-11-01'],
    ['2017-04-01T10:00:00+02:00', '2017-04-01'],
    [' 5/3/2025 ', '2025-03-05'],
  ])('%s → %s', (text, iso) => expect(parsePtDate(text)).toBe(iso));
  it.each(['31/02/2025', '2025-13-01', 'ontem', '', '12/2025'])('refuses %j', (text) =>
    expect(parsePtDate(text)).toBeUndefined(),
  );
});

describe('calendar arithmetic', () => {
  it('adds days and months across boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-05-31', -3)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(daysBetween('2025-01-30', '2025-03-01')).toBe(30);
  });
  it('validates and formats', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(formatPtDate('2025-03-05')).toBe('05/03/2025');
    expect(formatPtDate(null)).toBe('');
    expect(excelSerialToIso(45658)).toBe('2025-01-01');
  });
  it('reads the wall clock in Lisbon, summer and winter', () => {
    expect(lisbonParts(new Date('2026-07-01T17:50:00Z'))).toEqual({
      date: '2026-07-01',
      hour: 18,
      minute: 50,
    });
    expect(lisbonParts(new Date('2026-01-01T23:30:00Z'))).toEqual({
      date: '2026-01-01',
      hour: 23,
      minute: 30,
    });
  });
  it('answers each instant of a minute alike, and the next minute anew (it keeps the last one)', () => {
    const antes = lisbonParts(new Date('2026-03-29T00:59:05Z'));
    antes.hour = 99;
    expect(lisbonParts(new Date('2026-03-29T00:59:59.999Z'))).toEqual({
      date: '2026-03-29',
      hour: 0,
      minute: 59,
    });
    // 01:00 UTC on the last Sunday of March: Lisbon moves from 01:00 to 02:00.
    expect(lisbonParts(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', hour: 2, minute: 0 });
  });
});
