import { describe, expect, it } from 'vitest';
import { estadoDosMeses } from './estado-meses';

describe('estadoDosMeses', () => {
  it('a past year is closed, a coming one future, this one closed up to last month', () => {
    expect(estadoDosMeses(2024, '2025-03-10')).toEqual(Array(12).fill('fechado'));
    expect(estadoDosMeses(2026, '2025-03-10')).toEqual(Array(12).fill('futuro'));
    expect(estadoDosMeses(2025, '2025-03-10')).toEqual([
      'fechado',
      'fechado',
      'parcial',
      ...Array(9).fill('futuro'),
    ]);
    expect(estadoDosMeses(2025, '2025-01-01')[0]).toBe('parcial');
    expect(estadoDosMeses(2025, '2025-12-31')).toEqual([...Array(11).fill('fechado'), 'parcial']);
  });

  it('refuses a day that is not a date', () => {
    expect(() => estadoDosMeses(2025, 'ontem')).toThrow(RangeError);
  });
});
