import { lisbonToday, MESES, type MonthValues } from '@contas/core';
import { compareMonthValues, mediaNaoNula, NUM_MESES, type ReportLine } from '@contas/core/reports';
import type { GrupoTabela } from './colunas';

/** Today's year and month (1–12) in Lisbon, where the months of the reports close. */
export interface Hoje {
  ano: number;
  mes: number;
}

export function hojeEmLisboa(agora = new Date()): Hoje {
  const [ano, mes] = lisbonToday(agora).split('-').map(Number);
  return { ano: ano ?? agora.getFullYear(), mes: mes ?? agora.getMonth() + 1 };
}

/** How many months of a year have begun: 12 for a past year, up to the current one for this year, 0 ahead. */
export function mesesComecados(ano: number, hoje: Hoje): number {
  if (ano < hoje.ano) return NUM_MESES;
  return ano === hoje.ano ? hoje.mes : 0;
}

/** 'Até à data' has a meaning when one of the compared years is the current one. */
export function temAteAData(ano1: number, ano2: number, hoje: Hoje): boolean {
  return ano1 === hoje.ano || ano2 === hoje.ano;
}

/** On unless chosen otherwise when year 2 is the current year: a partial year against a whole one misleads. */
export function ateADataPorOmissao(ano2: number, hoje: Hoje): boolean {
  return ano2 === hoje.ano;
}

/** 'Até à data' as the screen applies it: only with the current year in, as chosen or else by default. */
export function ateADataEfetivo(escolha: boolean | null, ano1: number, ano2: number, hoje: Hoje): boolean {
  return temAteAData(ano1, ano2, hoje) && (escolha ?? ateADataPorOmissao(ano2, hoje));
}

/** A line of a report cut at a month: its Total then exists only where it is the sum (or a balance) of its months. */
export type LinhaAteAoMes<L extends ReportLine = ReportLine> = L & { readonly semTotalAteAData?: true };

export const MOTIVO_SEM_TOTAL_ATE_A_DATA =
  'Esta linha calcula o total sobre o ano inteiro (uma razão ou um imposto do ano): não há total até à data.';

function somaDos(meses: readonly number[]): number {
  return meses.reduce((soma, v) => soma + v, 0);
}

/** Exact for cents; quantities and percentages are floats, so within a rounding error. */
function igual(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * One year of a line up to month `ate` (1–12): the Total of a line that sums its months is the sum of
 * those months; a balance that closes the year (cash at the end) is the month's; one that opens it
 * stays the first month's. Any other Total (a ratio of the year, a tax on the year) cannot be cut:
 * null. The Média is the non-zero months' average (SPEC §9) within the cut.
 */
function anoAteAoMes(valores: MonthValues, ate: number, unidade: ReportLine['unidade']) {
  const cortados = valores.meses.slice(0, ate);
  const media = mediaNaoNula(cortados, unidade);
  let total: number | null = null;
  if (igual(valores.total, somaDos(valores.meses))) total = somaDos(cortados);
  else if (igual(valores.total, valores.meses[NUM_MESES - 1] ?? 0)) total = cortados[ate - 1] ?? 0;
  else if (igual(valores.total, valores.meses[0] ?? 0)) total = valores.meses[0] ?? 0;
  return { meses: valores.meses, total, media };
}

/**
 * The lines compared like for like: both years' Total and Média over January to month `ate` only,
 * with their ∆ € and ∆ % (SPEC §9's formulas); the months are as they were. A line whose Total
 * cannot be cut says so (semTotalAteAData) and its Total shows '—'.
 */
export function linhasAteAoMes<L extends ReportLine>(linhas: readonly L[], ate: number): LinhaAteAoMes<L>[] {
  return linhas.map((linha) => {
    const a1 = anoAteAoMes(linha.valores.ano1, ate, linha.unidade);
    const a2 = anoAteAoMes(linha.valores.ano2, ate, linha.unidade);
    const semTotal = a1.total === null || a2.total === null;
    const comparados = compareMonthValues({ ...a1, total: a1.total ?? 0 }, { ...a2, total: a2.total ?? 0 });
    return {
      ...linha,
      valores: {
        ...linha.valores,
        deltaEuros: {
          ...linha.valores.deltaEuros,
          total: comparados.deltaEuros.total,
          media: comparados.deltaEuros.media,
        },
        deltaPercent: {
          ...linha.valores.deltaPercent,
          total: comparados.deltaPercent.total,
          media: comparados.deltaPercent.media,
        },
        ano1: comparados.ano1,
        ano2: comparados.ano2,
      },
      ...(linha.children && { children: linhasAteAoMes(linha.children, ate) }),
      ...(semTotal && { semTotalAteAData: true as const }),
    };
  });
}

/** How a two-year table shows its period. */
export interface VistaPeriodo {
  ano1: number;
  ano2: number;
  hoje: Hoje;
  /** Total and Média over the months begun this year, for both years. */
  ateAData: boolean;
  /** A month of a year whose figures are a forecast, not empty though still ahead (the VAT map's budget). */
  previsto?: (serie: 'ano1' | 'ano2', mes: number) => boolean;
}

/**
 * Whether a month's cell (1–12) of a series has no figure yet: the month has not begun in its year (the
 * ∆ columns: in either year), unless its figures are a forecast.
 */
export function mesSemFigura(
  mes: number,
  serie: string,
  vista: Pick<VistaPeriodo, 'ano1' | 'ano2' | 'hoje' | 'previsto'>,
): boolean {
  const futuro = (s: 'ano1' | 'ano2') =>
    mes > mesesComecados(vista[s], vista.hoje) && !vista.previsto?.(s, mes - 1);
  return serie === 'ano1' || serie === 'ano2' ? futuro(serie) : futuro('ano1') || futuro('ano2');
}

/** 'Jan–Nov': the months the Total and Média take when cut. */
export function periodoAteAData(hoje: Hoje): string {
  return hoje.mes === 1 ? 'Jan' : `Jan–${MESES[hoje.mes - 1]}`;
}

/** Total and Média first (then the months): they are what one looks for, 48 columns to the right otherwise. */
export function totaisPrimeiro<G extends { id: string }>(grupos: readonly G[]): G[] {
  const mes = (g: G) => /^m\d+$/.test(g.id);
  return [...grupos.filter((g) => !mes(g)), ...grupos.filter(mes)];
}

/**
 * The two-year table's columns for the period: a month not yet begun of the current year has no
 * figure (an empty cell, and so are its ∆, which compare nothing), not 0 €; the current month is open;
 * with 'Até à data', Total and Média say the months they take and a line whose Total cannot be cut
 * shows '—' and why.
 */
export function gruposDoPeriodo<L extends ReportLine>(
  grupos: readonly GrupoTabela<L>[],
  vista: VistaPeriodo,
): GrupoTabela<LinhaAteAoMes<L>>[] {
  const { ano1, ano2, hoje } = vista;
  const periodo = periodoAteAData(hoje);
  return grupos.map((grupo): GrupoTabela<LinhaAteAoMes<L>> => {
    const mes = /^m(\d+)$/.exec(grupo.id);
    if (!mes) {
      if (!vista.ateAData) return grupo;
      return {
        ...grupo,
        label: `${grupo.label} ${periodo}`,
        colunas: grupo.colunas.map((coluna) => ({
          ...coluna,
          semValor: (linha: LinhaAteAoMes<L>) =>
            grupo.id === 'total' && linha.semTotalAteAData
              ? MOTIVO_SEM_TOTAL_ATE_A_DATA
              : (coluna.semValor?.(linha) ?? null),
        })),
      };
    }
    const m = Number(mes[1]);
    const atual = temAteAData(ano1, ano2, hoje) && m === hoje.mes;
    const colunas = grupo.colunas.map((coluna) =>
      mesSemFigura(m, coluna.id, vista) ? { ...coluna, valor: () => null, semValor: () => null } : coluna,
    );
    if (!atual && colunas.every((c, i) => c === grupo.colunas[i])) return grupo;
    return { ...grupo, ...(atual && { aberto: true }), colunas };
  });
}
