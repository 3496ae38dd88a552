import { MESES, type MonthValues } from '@contas/core';
import type { ComparedValues, ReportLine } from '@contas/core/reports';
import { type CelulaFormatada, formatarCelula } from './formatacao';

/** The four columns of every group: the two compared series, their difference in the unit and in %. */
export type Serie = keyof ComparedValues;

export const SERIES: readonly Serie[] = ['ano1', 'ano2', 'deltaEuros', 'deltaPercent'];

/** A group of four columns: one month, the Total or the Média. */
export interface GrupoColunas {
  /** 'm1'..'m12', 'total', 'media': stable, for keys and ids. */
  readonly id: string;
  /** The header: 'Jan'..'Dez', 'Total', 'Média'. */
  readonly label: string;
  readonly valor: (valores: MonthValues) => number;
}

export interface SubColuna {
  readonly serie: Serie;
  readonly label: string;
}

/** What the two compared series are called: the years, or 'Orçamentado' and 'Real' in the budget reports. */
export interface RotulosSeries {
  readonly ano1: string;
  readonly ano2: string;
}

/** SPEC §9: Jan..Dez, then Total and Média. */
export const GRUPOS_COLUNAS: readonly GrupoColunas[] = [
  ...MESES.map(
    (mes, i): GrupoColunas => ({ id: `m${i + 1}`, label: mes, valor: (valores) => valores.meses[i] ?? 0 }),
  ),
  { id: 'total', label: 'Total', valor: (valores) => valores.total },
  { id: 'media', label: 'Média', valor: (valores) => valores.media },
];

/** The four columns under each group header: year 1, year 2, ∆ €, ∆ %. */
export function subColunas(rotulos: RotulosSeries): SubColuna[] {
  return [
    { serie: 'ano1', label: rotulos.ano1 },
    { serie: 'ano2', label: rotulos.ano2 },
    { serie: 'deltaEuros', label: '∆ €' },
    { serie: 'deltaPercent', label: '∆ %' },
  ];
}

export function rotulosDosAnos(ano1: number, ano2: number): RotulosSeries {
  return { ano1: String(ano1), ano2: String(ano2) };
}

/** The number in one cell. */
export function valorCelula(valores: ComparedValues, grupo: GrupoColunas, serie: Serie): number {
  return grupo.valor(valores[serie]);
}

/** Every column of the table body, in order: (group, series) pairs. */
export function colunasDaTabela(rotulos: RotulosSeries): { grupo: GrupoColunas; sub: SubColuna }[] {
  const subs = subColunas(rotulos);
  return GRUPOS_COLUNAS.flatMap((grupo) => subs.map((sub) => ({ grupo, sub })));
}

/** A column of the table's body: its header and its number for a line (null leaves the cell empty). */
export interface ColunaTabela<L extends ReportLine = ReportLine> {
  /** Stable within its group, for keys. */
  readonly id: string;
  readonly label: string;
  /** A percentage whatever the line's unit (∆ %). */
  readonly percentagem: boolean;
  readonly valor: (linha: L) => number | null;
  /** Why the line has no figure in this column (shown '—' with it), or null where it has one. */
  readonly semValor?: (linha: L) => string | null;
}

/** A header over a few columns: a month, the Total, the Média, a forecast. */
export interface GrupoTabela<L extends ReportLine = ReportLine> {
  readonly id: string;
  readonly label: string;
  /** A month whose real figures are not all in yet (the current one, a future one): drawn apart. */
  readonly aberto?: boolean;
  readonly colunas: readonly ColunaTabela<L>[];
}

/** The two-year reports' table: Jan..Dez, Total and Média, each with year 1, year 2, ∆ €, ∆ %. */
export function gruposComparativos(rotulos: RotulosSeries): GrupoTabela[] {
  const subs = subColunas(rotulos);
  return GRUPOS_COLUNAS.map((grupo) => ({
    id: grupo.id,
    label: grupo.label,
    colunas: subs.map(({ serie, label }) => ({
      id: serie,
      label,
      percentagem: serie === 'deltaPercent',
      valor: (linha: ReportLine) => valorCelula(linha.valores, grupo, serie),
    })),
  }));
}

/** A cell as the table shows it: its column's number for the line, formatted; empty when there is none. */
export function celulaDaColuna<L extends ReportLine>(coluna: ColunaTabela<L>, linha: L): CelulaFormatada {
  const motivo = coluna.semValor?.(linha);
  if (motivo) return { texto: '—', negativo: false, motivo };
  const valor = coluna.valor(linha);
  if (valor === null) return { texto: '', negativo: false };
  return formatarCelula(valor, linha.unidade, coluna.percentagem ? 'deltaPercent' : 'ano1');
}
