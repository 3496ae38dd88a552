import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthValues } from './month-values';
import {
  buildReportLines,
  childKey,
  compareMonthValues,
  deltaEuros,
  deltaPercent,
  findReportLine,
  slug,
} from './report-line';

describe('deltaPercent (SPEC §9)', () => {
  it.each([
    [0, 0, 0],
    [0, 500, 100],
    [0, -500, 100],
    [200, 300, 50],
    [200, 100, -50],
    [-200, -100, 50],
    [-200, -300, -50],
    [-100, 100, 200],
    [300, 400, 100 / 3],
  ])('from %d to %d → %d percent', (y1, y2, pct) => {
    expect(deltaPercent(y1, y2)).toBeCloseTo(pct, 12);
  });

  it('keeps full precision and the sign of the change', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (y1, y2) => {
        const pct = deltaPercent(y1, y2);
        if (y1 !== 0) expect(Math.sign(pct)).toBe(Math.sign(y2 - y1));
      }),
    );
  });

  it('∆ € is the second minus the first', () => {
    expect(deltaEuros(1000, 750)).toBe(-250);
  });
});

describe('compareMonthValues', () => {
  it('compares every month, the Total and the Média', () => {
    const ano1 = monthValues([100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 300]);
    const ano2 = monthValues([150, 50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const c = compareMonthValues(ano1, ano2);
    expect(c.deltaEuros).toEqual({
      meses: [50, 50, 0, 0, 0, 0, 0, 0, 0, 0, 0, -300],
      total: -200,
      media: -100,
    });
    expect(c.deltaPercent).toEqual({
      meses: [50, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, -100],
      total: -50,
      media: -50,
    });
  });
});

describe('line keys', () => {
  it('slugs labels to ascii snake_case', () => {
    expect(slug('Pagamento/recebimento do imposto sobre o rendimento')).toBe(
      'pagamento_recebimento_do_imposto_sobre_o_rendimento',
    );
    expect(slug('Limpeza, higiene e conforto')).toBe('limpeza_higiene_e_conforto');
    expect(childKey('fse_fixos', 'Energia e fluidos')).toBe('fse_fixos.energia_e_fluidos');
  });
});

describe('buildReportLines', () => {
  const meses = (jan: number) => [jan, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
  const lines = buildReportLines(
    [
      {
        key: 'g',
        label: 'Grupo',
        children: [
          { key: 'g.a', label: 'A', codigo: '61' },
          { key: 'g.b', label: 'B', children: [{ key: 'g.b.c', label: 'C' }] },
        ],
      },
      { key: 'h', label: 'Folha' },
    ],
    (key) =>
      key === 'g.a' ? [meses(10), meses(20)] : key === 'g.b.c' ? [meses(5), meses(0)] : [meses(0), meses(0)],
  );

  it('adds a group up from its children, at every level', () => {
    const g = lines[0];
    expect(g?.tipo).toBe('grupo');
    expect(g?.valores.ano1.meses[0]).toBe(15);
    expect(g?.valores.ano1.total).toBe(17);
    expect(g?.valores.ano2.meses[0]).toBe(20);
    expect(findReportLine(lines, 'g.b')?.valores.ano1.total).toBe(6);
  });

  it('sets levels, kinds, units and SNC accounts', () => {
    expect(findReportLine(lines, 'g.b.c')).toMatchObject({ level: 2, tipo: 'item', unidade: 'cents' });
    expect(findReportLine(lines, 'g.a')?.codigo).toBe('61');
    expect(findReportLine(lines, 'h')).toMatchObject({ level: 0, tipo: 'item' });
    expect(findReportLine(lines, 'h')).not.toHaveProperty('children');
    expect(findReportLine(lines, 'zzz')).toBeUndefined();
  });
});
