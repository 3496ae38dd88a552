import '@mantine/charts/styles.css';
import { formatDecimal } from '@contas/core';
import type { UnidadesComparadas } from '@contas/core/reports';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';

interface GraficoTopProdutosProps {
  produtos: readonly UnidadesComparadas[];
  ano1: number;
  ano2: number;
}

const unidades = (valor: number) => formatDecimal(valor, 0);

/** The ten products with the most units in the second year, both years side by side. */
export function GraficoTopProdutos({ produtos, ano1, ano2 }: GraficoTopProdutosProps) {
  const titulo = `Os ${produtos.length} produtos mais vendidos em ${ano2}, face a ${ano1}`;
  const dados = produtos.map((p) => ({ produto: p.nome, [String(ano1)]: p.ano1, [String(ano2)]: p.ano2 }));
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={titulo}>
      <Text component="figcaption" fw={600} mb="sm">
        {titulo}
      </Text>
      <BarChart
        h={300}
        data={dados}
        dataKey="produto"
        series={[
          { name: String(ano1), color: 'gray.5' },
          { name: String(ano2), color: 'cyan.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={unidades}
        yAxisProps={{ width: 60, tickFormatter: unidades }}
        barChartProps={{ accessibilityLayer: true }}
      />
    </Paper>
  );
}
