import { describe, expect, it } from 'vitest';
import {
  apurarIva,
  diaUtil,
  feriadosNacionais,
  pagamentosIva,
  periodosIva,
  regimesIva,
} from './calendario-iva';

describe('the AT calendar', () => {
  it('return by the 20th, payment by the 25th of the second month after; June and Q2 in September', () => {
    const trimestres = periodosIva(2024, 'trimestral').map((p) => [
      p.rotulo,
      p.meses,
      p.prazoDeclaracao,
      p.prazoPagamento,
    ]);
    expect(trimestres).toEqual([
      ['1.º trimestre de 2024', [1, 2, 3], '2024-05-20', '2024-05-27'],
      ['2.º trimestre de 2024', [4, 5, 6], '2024-09-20', '2024-09-25'],
      ['3.º trimestre de 2024', [7, 8, 9], '2024-11-20', '2024-11-25'],
      ['4.º trimestre de 2024', [10, 11, 12], '2025-02-20', '2025-02-25'],
    ]);
    const meses = periodosIva(2026, 'mensal');
    expect(meses.map((p) => p.prazoPagamento)).toEqual([
      '2026-03-25',
      // 25 April 2026 is a Saturday and a holiday.
      '2026-04-27',
      '2026-05-25',
      // 25 June 2026 is a Thursday; June (below) goes to September.
      '2026-06-25',
      '2026-07-27',
      '2026-09-25',
      '2026-09-25',
      '2026-10-26',
      '2026-11-25',
      // 25 December: Christmas.
      '2026-12-28',
      '2027-01-25',
      '2027-02-25',
    ]);
    expect(meses[3]?.prazoDeclaracao).toBe('2026-06-22');
  });

  it('moves a deadline past weekends and the national holidays, Easter’s included', () => {
    // Good Friday 2016 was 25 March.
    expect(diaUtil('2016-03-25')).toBe('2016-03-28');
    expect(diaUtil('2025-12-25')).toBe('2025-12-26');
    // Corpus Christi 2030 falls on 20 June.
    expect(diaUtil('2030-06-20')).toBe('2030-06-21');
    expect(diaUtil('2025-11-25')).toBe('2025-11-25');
    expect(feriadosNacionais(2025)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-20',
      '2025-04-25',
      '2025-05-01',
      '2025-06-10',
      '2025-06-19',
      '2025-08-15',
      '2025-10-05',
      '2025-11-01',
      '2025-12-01',
      '2025-12-08',
      '2025-12-25',
    ]);
    // From 2013 to 2015 four holidays were suspended.
    expect(feriadosNacionais(2014)).not.toContain('2014-10-05');
  });

  it('the regime: the admin’s, else monthly from 650 000,00 € of turnover the year before', () => {
    const r = regimesIva(
      [2024, 2025, 2026],
      { 2026: 'trimestral' },
      { 2023: 64_999_999, 2024: 65_000_000, 2025: 90_000_000 },
    );
    expect(r[2024]?.regime).toBe('trimestral');
    expect(r[2025]?.regime).toBe('mensal');
    expect(r[2026]).toEqual({
      regime: 'trimestral',
      origem: 'manual',
      volumeNegociosAnteriorCents: 90_000_000,
    });
  });

  it('settles periods in order and pays in the month of each deadline', () => {
    const zeros = Array(12).fill(0);
    const apuramentos = apurarIva({
      anos: [2025],
      regimes: { 2025: 'trimestral' },
      iva: {
        2025: {
          liquidado: [100, 0, 0, 0, 0, 0, 0, 0, 0, 900, 0, 0],
          dedutivel: [0, 0, 300, ...zeros.slice(3)],
        },
      },
      excessoInicialCents: 50,
    });
    expect(apuramentos.map((a) => [a.excessoAnteriorCents, a.aPagarCents, a.excessoAReportarCents])).toEqual([
      [50, 0, 250],
      [250, 0, 250],
      [250, 0, 250],
      [250, 650, 0],
    ]);
    expect(pagamentosIva(apuramentos).map((p) => [p.ano, p.mes, p.cents])).toEqual([[2026, 2, 650]]);
  });
});
