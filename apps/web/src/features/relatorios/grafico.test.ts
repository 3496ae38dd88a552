import { monthValues, zeroMonths } from '@contas/core';
import { computeDrOrcamento, LINHA_DR, type LinhaOrcamento, reportLine } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { dadosGrafico, dadosGraficoOrcamento } from './grafico';

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

describe('budget chart data', () => {
  // 10 March 2025: real sales of 1.200,00 € in Jan, 900,00 € in Fev, 500,00 € so far in Mar; 1.000,00 € budgeted a month.
  const venda = (mes: number, cents: number) => ({
    ano: 2025,
    mes,
    categoriaA: 'Vendas e serviços prestados',
    subcategoriaA: 'Venda de Mercadoria',
    gasto: 'Variável',
    cents,
  });
  const dr = computeDrOrcamento({
    ano: 2025,
    hoje: '2025-03-10',
    real: {
      ano1: 2025,
      ano2: 2025,
      somas: [venda(1, 120_000), venda(2, 90_000), venda(3, 50_000)],
      depreciacoes: [],
    },
    orcamento: Array.from({ length: 12 }, (_, i) => venda(i + 1, 100_000)),
  });
  const vendas = dr.linhas.find((l) => l.key === LINHA_DR.vendas) as LinhaOrcamento;

  it('gives real and budget per month and both running totals, in euros', () => {
    const { dados } = dadosGraficoOrcamento(vendas, dr.estadoMeses, 'cyan');
    expect(dados.slice(0, 3)).toEqual([
      { mes: 'Jan', real: 1200, orcamento: 1000, realAcumulado: 1200, orcamentoAcumulado: 1000 },
      { mes: 'Fev', real: 900, orcamento: 1000, realAcumulado: 2100, orcamentoAcumulado: 2000 },
      { mes: 'Mar (em curso)', real: 500, orcamento: 1000, realAcumulado: 2600, orcamentoAcumulado: 3000 },
    ]);
  });

  it('leaves the future months without a real point (a gap, not 0 €)', () => {
    const { dados } = dadosGraficoOrcamento(vendas, dr.estadoMeses, 'cyan');
    expect(dados[3]).toEqual({
      mes: 'Abr',
      real: null,
      orcamento: 1000,
      realAcumulado: null,
      orcamentoAcumulado: 4000,
    });
    expect(dados[11]).toEqual({
      mes: 'Dez',
      real: null,
      orcamento: 1000,
      realAcumulado: null,
      orcamentoAcumulado: 12000,
    });
  });

  it('draws the running totals on the right axis, the budget dashed', () => {
    const { series } = dadosGraficoOrcamento(vendas, dr.estadoMeses, 'cyan');
    expect(series).toEqual([
      { name: 'real', label: 'Real', color: 'cyan.8' },
      { name: 'orcamento', label: 'Orçamentado', color: 'cyan.4', strokeDasharray: '5 5' },
      { name: 'realAcumulado', label: 'Real acumulado', color: 'grape.8', yAxisId: 'right' },
      {
        name: 'orcamentoAcumulado',
        label: 'Orçamentado acumulado',
        color: 'grape.4',
        strokeDasharray: '5 5',
        yAxisId: 'right',
      },
    ]);
  });

  it('draws zeros for a line missing from the report', () => {
    const { dados } = dadosGraficoOrcamento(undefined, Array(12).fill('fechado'), 'cyan');
    expect(dados[11]).toEqual({ mes: 'Dez', real: 0, orcamento: 0, realAcumulado: 0, orcamentoAcumulado: 0 });
  });
});

describe('a month without a figure', () => {
  it('is a gap on the chart, never 0 €', () => {
    const zeros = Array<number>(12).fill(0);
    const linha = {
      key: 'quantidade_equilibrio',
      label: 'Ponto de Equilíbrio (vendas)',
      level: 0,
      tipo: 'resultado' as const,
      unidade: 'cents' as const,
      valores: {
        ano1: { meses: [150_000, ...zeros.slice(1)], total: 150_000, media: 150_000 },
        ano2: { meses: zeros, total: 0, media: 0 },
        deltaEuros: { meses: zeros, total: 0, media: 0 },
        deltaPercent: { meses: zeros, total: 0, media: 0 },
      },
      semValor: { ano1: [null, 'sem-vendas', ...Array(12).fill(null)], ano2: Array(14).fill(null) },
    };
    const { dados } = dadosGrafico([linha], [{ key: 'quantidade_equilibrio', color: 'orange' }], 2024, 2025);
    expect(dados.slice(0, 3).map((p) => p.l0_a1)).toEqual([1500, null, 0]);
    expect(dados[1]?.l0_a2).toBe(0);
  });
});
