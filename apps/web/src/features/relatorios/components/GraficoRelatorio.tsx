import '@mantine/charts/styles.css';
import { eurosToCents, formatEuros } from '@contas/core';
import { LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { DadosGrafico } from '../grafico';

interface GraficoRelatorioProps {
  titulo: string;
  dados: DadosGrafico;
}

/** A point with no figure (a month with no real figures yet) is a gap in the line, never 0 €. */
function euros(valor: number | null): string {
  return typeof valor === 'number' ? formatEuros(eurosToCents(valor)) : 'sem dados';
}

/** Compact axis ticks: '12,3 k €'. */
function eixo(valor: number): string {
  if (Math.abs(valor) >= 1000)
    return `${(valor / 1000).toLocaleString('pt-PT', { maximumFractionDigits: 1 })} k €`;
  return `${valor.toLocaleString('pt-PT', { maximumFractionDigits: 0 })} €`;
}

/**
 * A report's lines month by month (dadosGrafico, dadosGraficoOrcamento). Series on the right axis
 * (running totals) get an axis of their own, so the monthly lines keep their scale.
 */
export function GraficoRelatorio({ titulo, dados }: GraficoRelatorioProps) {
  const direita = dados.series.some((s) => s.yAxisId === 'right');
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={titulo}>
      <Text component="figcaption" fw={600} mb="sm">
        {titulo}
      </Text>
      <LineChart
        h={280}
        data={dados.dados}
        dataKey="mes"
        series={dados.series}
        curveType="linear"
        connectNulls={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={euros as (valor: number) => string}
        yAxisProps={{ width: 80, tickFormatter: eixo }}
        withRightYAxis={direita}
        rightYAxisProps={{ width: 80, tickFormatter: eixo }}
        lineChartProps={{ accessibilityLayer: true }}
      />
    </Paper>
  );
}
