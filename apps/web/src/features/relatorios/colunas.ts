import { MESES, type MonthValues } from '@contas/core';
import type { ComparedValues } from '@contas/core/reports';

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
