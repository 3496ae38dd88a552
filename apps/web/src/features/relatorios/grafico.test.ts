import { monthValues, zeroMonths } from '@contas/core';
import { LINHA_DR, reportLine } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { dadosGrafico } from './grafico';

const vendas = reportLine({
  key: LINHA_DR.vendas,
  label: 'Vendas e serviços prestados',
  level: 0,
  tipo: 'grupo',
  ano1: monthValues(zeroMonths().map((_, i) => (i + 1) * 100_000)),
  ano2: monthValues(zeroMonths().map((_, i) => -(i + 1) * 123)),
});

describe('chart data', () => {
  it('gives each month the chosen lines of both years, in euros', () => {
    const { dados, series } = dadosGrafico(
      [vendas],
      [
        { key: LINHA_DR.vendas, color: 'cyan' },
        { key: LINHA_DR.resultadoLiquido, label: 'Resultado líquido', color: 'orange' },
      ],
      2024,
      2025,
    );
    expect(dados).toHaveLength(12);
    expect(dados[0]).toEqual({ mes: 'Jan', l0_a1: 1000, l0_a2: -1.23, l1_a1: 0, l1_a2: 0 });
    expect(dados[11]).toMatchObject({ mes: 'Dez', l0_a1: 12000, l0_a2: -14.76 });
    expect(series).toEqual([
      { name: 'l0_a1', label: 'Vendas e serviços prestados 2024', color: 'cyan.4', strokeDasharray: '5 5' },
      { name: 'l0_a2', label: 'Vendas e serviços prestados 2025', color: 'cyan.8' },
      { name: 'l1_a1', label: 'Resultado líquido 2024', color: 'orange.4', strokeDasharray: '5 5' },
      { name: 'l1_a2', label: 'Resultado líquido 2025', color: 'orange.8' },
    ]);
  });

  it('keeps two series apart when both years are the same', () => {
    const { series } = dadosGrafico([vendas], [{ key: LINHA_DR.vendas, color: 'cyan' }], 2025, 2025);
    expect(new Set(series.map((s) => s.name)).size).toBe(2);
  });
});
