import { MESES } from '@contas/core';
import {
  type EstadoMes,
  findReportLine,
  type LinhaOrcamento,
  type LinhaPontoEquilibrio,
  MARCA_ESTADO_MES,
  type ReportLine,
} from '@contas/core/reports';

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
  /** Running totals go on an axis of their own. */
  yAxisId?: 'right';
}

export interface DadosGrafico {
  /** Per month: its name and each series' value in euros; null is no figure (a gap, never 0 €). */
  dados: Record<string, string | number | null>[];
  series: SerieGrafico[];
}

/**
 * The headline lines month by month for the two years, in euros (the chart's axis), from a report
 * in cents. A line missing from the report draws as zeros; a month where a line has no figure (the
 * break-even's '—', a month not yet begun: `semFigura`) is a gap, never 0 €.
 */
export function dadosGrafico(
  linhas: readonly ReportLine[],
  escolhidas: readonly LinhaGrafico[],
  ano1: number,
  ano2: number,
  semFigura?: (serie: 'ano1' | 'ano2', mes: number) => boolean,
): DadosGrafico {
  const series: SerieGrafico[] = [];
  const dados: DadosGrafico['dados'] = MESES.map((mes) => ({ mes }));
  escolhidas.forEach((escolhida, i) => {
    const linha = findReportLine(linhas, escolhida.key);
    const label = escolhida.label ?? linha?.label ?? escolhida.key;
    const semValor = (linha as LinhaPontoEquilibrio | undefined)?.semValor;
    const pares = [
      {
        name: `l${i}_a1`,
        serie: 'ano1' as const,
        ano: ano1,
        meses: linha?.valores.ano1.meses,
        sem: semValor?.ano1,
        shade: 4,
        dash: '5 5',
      },
      {
        name: `l${i}_a2`,
        serie: 'ano2' as const,
        ano: ano2,
        meses: linha?.valores.ano2.meses,
        sem: semValor?.ano2,
        shade: 8,
        dash: undefined,
      },
    ];
    for (const par of pares) {
      series.push({
        name: par.name,
        label: `${label} ${par.ano}`,
        color: `${escolhida.color}.${par.shade}`,
        ...(par.dash && { strokeDasharray: par.dash }),
      });
      dados.forEach((ponto, m) => {
        ponto[par.name] = par.sem?.[m] || semFigura?.(par.serie, m) ? null : (par.meses?.[m] ?? 0) / 100;
      });
    }
  });
  return { dados, series };
}

/** A chart with nothing to draw: every point is zero or missing (a flat line at 0 € says nothing). */
export function graficoVazio(dados: DadosGrafico): boolean {
  return dados.dados.every((ponto) =>
    dados.series.every((serie) => ponto[serie.name] === null || ponto[serie.name] === 0),
  );
}

/**
 * A budget report's line month by month: real against budget, and both running totals (right axis).
 * A future month has no real figures: no point at all, neither in the month nor in the running total
 * (not 0 €). The current month shows what is in so far, and says so.
 */
export function dadosGraficoOrcamento(
  linha: LinhaOrcamento | undefined,
  estados: readonly EstadoMes[],
  color: string,
): DadosGrafico {
  let real = 0;
  let orcamento = 0;
  const dados = MESES.map((mes, i) => {
    const estado = estados[i] ?? 'fechado';
    const noMes = { real: linha?.valores.ano2.meses[i] ?? 0, orcamento: linha?.valores.ano1.meses[i] ?? 0 };
    real += noMes.real;
    orcamento += noMes.orcamento;
    const semReal = estado === 'futuro';
    return {
      mes: estado === 'parcial' ? `${mes}${MARCA_ESTADO_MES.parcial}` : mes,
      real: semReal ? null : noMes.real / 100,
      orcamento: noMes.orcamento / 100,
      realAcumulado: semReal ? null : real / 100,
      orcamentoAcumulado: orcamento / 100,
    };
  });
  const series: SerieGrafico[] = [
    { name: 'real', label: 'Real', color: `${color}.8` },
    { name: 'orcamento', label: 'Orçamentado', color: `${color}.4`, strokeDasharray: '5 5' },
    { name: 'realAcumulado', label: 'Real acumulado', color: 'grape.8', yAxisId: 'right' },
    {
      name: 'orcamentoAcumulado',
      label: 'Orçamentado acumulado',
      color: 'grape.4',
      strokeDasharray: '5 5',
      yAxisId: 'right',
    },
  ];
  return { dados, series };
}
