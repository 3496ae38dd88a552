import { describe, expect, it } from 'vitest';
import {
  corrigirIntervalo,
  DATA_INICIAL_MAIOR,
  dataNovaLinha,
  guardarIntervalo,
  intervaloDoAtalho,
  intervaloPredefinido,
  lerIntervalo,
} from './intervalo-datas';

function memoria(inicial: Record<string, string> = {}) {
  const dados = new Map(Object.entries(inicial));
  return {
    dados,
    getItem: (k: string) => dados.get(k) ?? null,
    setItem: (k: string, v: string) => void dados.set(k, v),
    removeItem: (k: string) => void dados.delete(k),
  };
}

describe('intervaloPredefinido', () => {
  it('is three months ago to today, clamping the day of the month', () => {
    expect(intervaloPredefinido('2025-06-15')).toEqual({ startDate: '2025-03-15', endDate: '2025-06-15' });
    expect(intervaloPredefinido('2025-05-31')).toEqual({ startDate: '2025-02-28', endDate: '2025-05-31' });
    expect(intervaloPredefinido('2025-01-10')).toEqual({ startDate: '2024-10-10', endDate: '2025-01-10' });
  });
});

describe('lerIntervalo / guardarIntervalo', () => {
  it('uses the default when nothing valid is stored', () => {
    expect(lerIntervalo(memoria(), '2025-06-15')).toEqual(intervaloPredefinido('2025-06-15'));
    expect(lerIntervalo(memoria({ startDate: 'ontem', endDate: '' }), '2025-06-15')).toEqual(
      intervaloPredefinido('2025-06-15'),
    );
  });

  it('reads back what was stored under startDate and endDate, an open end included', () => {
    const armazenamento = memoria();
    guardarIntervalo(armazenamento, { startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(Object.fromEntries(armazenamento.dados)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(lerIntervalo(armazenamento, '2025-06-15')).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    guardarIntervalo(armazenamento, { startDate: '2024-01-01', endDate: '' });
    expect(lerIntervalo(armazenamento, '2025-06-15')).toEqual({ startDate: '2024-01-01', endDate: '' });
  });

  it('forgets both keys when cleared', () => {
    const armazenamento = memoria({ startDate: '2024-01-01', endDate: '2024-12-31' });
    guardarIntervalo(armazenamento, { startDate: '', endDate: '' });
    expect(armazenamento.dados.size).toBe(0);
  });
});

describe('corrigirIntervalo (SPEC §5)', () => {
  it('clears the end date and explains when the start is later', () => {
    expect(corrigirIntervalo({ startDate: '2025-05-02', endDate: '2025-05-01' })).toEqual({
      intervalo: { startDate: '2025-05-02', endDate: '' },
      erro: DATA_INICIAL_MAIOR,
    });
    expect(DATA_INICIAL_MAIOR).toBe('A data inicial não pode ser maior que a data final.');
  });

  it('accepts equal dates and open ends', () => {
    for (const intervalo of [
      { startDate: '2025-05-01', endDate: '2025-05-01' },
      { startDate: '2024-12-31', endDate: '2025-01-01' },
      { startDate: '', endDate: '2025-01-01' },
      { startDate: '2025-01-01', endDate: '' },
    ]) {
      expect(corrigirIntervalo(intervalo)).toEqual({ intervalo });
    }
  });
});

describe('dataNovaLinha', () => {
  it('is today inside the filter, else the nearest end of it', () => {
    expect(dataNovaLinha('2025-06-15', { startDate: '2025-03-15', endDate: '2025-06-15' })).toBe(
      '2025-06-15',
    );
    expect(dataNovaLinha('2025-06-15', { startDate: '2024-01-01', endDate: '2024-12-31' })).toBe(
      '2024-12-31',
    );
    expect(dataNovaLinha('2025-06-15', { startDate: '2026-01-01', endDate: '' })).toBe('2026-01-01');
    expect(dataNovaLinha('2025-06-15', { startDate: '', endDate: '' })).toBe('2025-06-15');
  });
});

describe('intervaloDoAtalho', () => {
  it('gives whole calendar months and years around today, across a year and in a leap February', () => {
    expect(intervaloDoAtalho('este-mes', '2026-11-25')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(intervaloDoAtalho('mes-passado', '2026-11-25')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(intervaloDoAtalho('mes-passado', '2026-01-10')).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    expect(intervaloDoAtalho('este-mes', '2028-02-29')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(intervaloDoAtalho('mes-passado', '2028-03-31')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(intervaloDoAtalho('este-ano', '2026-11-25')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(intervaloDoAtalho('ano-passado', '2026-01-01')).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(intervaloDoAtalho('tudo', '2026-11-25')).toBeUndefined();
  });
});
