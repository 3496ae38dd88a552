import { MESES } from '@contas/core';
import { findReportLine, type ReportLine } from '@contas/core/reports';

/** A line of the report drawn on the chart, in both years. */
export interface LinhaGrafico {
  key: string;
  /** Shorter than the row's label when that is long; the row's label when omitted. */
  label?: string;
  /** Mantine colour name ('cyan', 'grape'…): a light shade for the first year, a dark one for the second. */
  color: string;
}

export interface SerieGrafico {
  /** Data key: synthetic, so two equal years or long labels never collide. */
  name: string;
  label: string;
  color: string;
  /** The first year dashed, the second solid. */
  strokeDasharray?: string;
}

export interface DadosGrafico {
  dados: Record<string, string | number>[];
  series: SerieGrafico[];
}

/**
 * The headline lines month by month for the two years, in euros (the chart's axis), from a report
 * in cents. A line missing from the report draws as zeros.
 */
export function dadosGrafico(
  linhas: readonly ReportLine[],
  escolhidas: readonly LinhaGrafico[],
  ano1: number,
  ano2: number,
): DadosGrafico {
  const series: SerieGrafico[] = [];
  const dados: Record<string, string | number>[] = MESES.map((mes) => ({ mes }));
  escolhidas.forEach((escolhida, i) => {
    const linha = findReportLine(linhas, escolhida.key);
    const label = escolhida.label ?? linha?.label ?? escolhida.key;
    const pares = [
      { name: `l${i}_a1`, ano: ano1, meses: linha?.valores.ano1.meses, shade: 4, dash: '5 5' },
      { name: `l${i}_a2`, ano: ano2, meses: linha?.valores.ano2.meses, shade: 8, dash: undefined },
    ];
    for (const par of pares) {
      series.push({
        name: par.name,
        label: `${label} ${par.ano}`,
        color: `${escolhida.color}.${par.shade}`,
        ...(par.dash && { strokeDasharray: par.dash }),
      });
      dados.forEach((ponto, m) => {
        ponto[par.name] = (par.meses?.[m] ?? 0) / 100;
      });
    }
  });
  return { dados, series };
}
