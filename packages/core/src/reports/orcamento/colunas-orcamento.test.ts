import { describe, expect, it } from 'vitest';
import { celulasDoGrupo, MARCA_ESTADO_MES } from './colunas-orcamento';
import { estadoDosMeses } from './estado-meses';

describe('celulasDoGrupo', () => {
  // 10 March 2025: Jan and Fev closed, Mar partial, Abr..Dez future.
  const estados = estadoDosMeses(2025, '2025-03-10');

  it('a closed or the current month shows real and ∆; a future month neither', () => {
    expect(celulasDoGrupo(estados, 0)).toEqual({ real: true, delta: true });
    expect(celulasDoGrupo(estados, 2)).toEqual({ real: true, delta: true });
    expect(celulasDoGrupo(estados, 3)).toEqual({ real: false, delta: false });
    expect(celulasDoGrupo(estados, 11)).toEqual({ real: false, delta: false });
  });

  it("the Total's ∆ waits for the year to close; the Média compares", () => {
    expect(celulasDoGrupo(estados, 'total')).toEqual({ real: true, delta: false });
    expect(celulasDoGrupo(estados, 'media')).toEqual({ real: true, delta: true });
    const fechado = estadoDosMeses(2024, '2025-03-10');
    expect(celulasDoGrupo(fechado, 'total')).toEqual({ real: true, delta: true });
  });

  it('a year that has not begun has no real Total or Média to compare', () => {
    const futuro = estadoDosMeses(2026, '2025-03-10');
    expect(celulasDoGrupo(futuro, 'total')).toEqual({ real: false, delta: false });
    expect(celulasDoGrupo(futuro, 'media')).toEqual({ real: false, delta: false });
    expect(celulasDoGrupo(futuro, 0)).toEqual({ real: false, delta: false });
  });

  it('refuses a month outside Jan..Dez', () => {
    expect(() => celulasDoGrupo(estados, 12)).toThrow(RangeError);
    expect(() => celulasDoGrupo(estados, -1)).toThrow(RangeError);
  });

  it('marks the open months', () => {
    expect(estados.map((e) => `Mês${MARCA_ESTADO_MES[e]}`).slice(1, 4)).toEqual([
      'Mês',
      'Mês (em curso)',
      'Mês (por realizar)',
    ]);
  });
});
