import '@mantine/charts/styles.css';
import { eurosToCents, formatEuros } from '@contas/core';
import type { ReportLine } from '@contas/core/reports';
import { LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { dadosGrafico, type LinhaGrafico } from '../grafico';

interface GraficoRelatorioProps {
  titulo: string;
  linhas: readonly ReportLine[];
  escolhidas: readonly LinhaGrafico[];
  ano1: number;
  ano2: number;
}

function euros(valor: number): string {
  return formatEuros(eurosToCents(valor));
}

/** Compact axis ticks: '12,3 k €'. */
function eixo(valor: number): string {
  if (Math.abs(valor) >= 1000)
    return `${(valor / 1000).toLocaleString('pt-PT', { maximumFractionDigits: 1 })} k €`;
  return `${valor.toLocaleString('pt-PT', { maximumFractionDigits: 0 })} €`;
}

/** The headline lines of a report, month by month, for the two years (first year dashed). */
export function GraficoRelatorio({ titulo, linhas, escolhidas, ano1, ano2 }: GraficoRelatorioProps) {
  const { dados, series } = useMemo(
    () => dadosGrafico(linhas, escolhidas, ano1, ano2),
    [linhas, escolhidas, ano1, ano2],
  );
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={titulo}>
      <Text component="figcaption" fw={600} mb="sm">
        {titulo}
      </Text>
      <LineChart
        h={280}
        data={dados}
        dataKey="mes"
        series={series}
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={euros}
        yAxisProps={{ width: 80, tickFormatter: eixo }}
        lineChartProps={{ accessibilityLayer: true }}
      />
    </Paper>
  );
}
