import { MESES, type Mes } from '../../dates/dates';
import { CATEGORIA_A } from '../../taxonomy/categoria-a';
import {
  type DemonstracaoResultados,
  LINHA_DR,
  type SomaDemonstracaoResultados,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import { type FluxoCaixa, LINHA_FC } from '../fluxo-caixa/compute-fluxo-caixa';
import type { MonthValues } from './month-values';
import { findReportLine, type ReportLine } from './report-line';

/*
 * The report data of SPEC §3 — per year, per month (Jan..Dez), objects keyed by category — next to
 * the row tree the screens use, for clients written against the specification. Amounts in cents here;
 * the server turns them into euros with the rest of the answer.
 */

/** An expense group's leaf: its amount by gasto ('Fixo', 'Variável', anything else). */
export interface ValoresPorGasto {
  fixo: number;
  variavel: number;
  na: number;
}

/** Year → month → category → subcategory → amounts by gasto. */
export type DadosDemonstracao = Record<string, Record<Mes, Record<string, Record<string, ValoresPorGasto>>>>;

/** A cash-flow group: its rows by label, down to the amounts. */
export interface GrupoDados {
  [label: string]: number | GrupoDados;
}
/** Year → month → activity (rows by label), 'Transferências internas', 'Por classificar', CIP and CFP. */
export type DadosFluxoCaixa = Record<string, Record<Mes, GrupoDados>>;

/** The expense groups of SPEC §3 that the statement sums from the ledger (Depreciações comes from the builder). */
const CATEGORIAS_DR: readonly string[] = [
  CATEGORIA_A.vendas,
  CATEGORIA_A.subsidios,
  CATEGORIA_A.compras,
  CATEGORIA_A.fse,
  CATEGORIA_A.gastosPessoal,
  CATEGORIA_A.juros,
];
const DEPRECIACOES = 'Depreciações';

const mesesVazios = <T>(criar: () => T) =>
  Object.fromEntries(MESES.map((mes) => [mes, criar()])) as Record<Mes, T>;

function porGasto(bucket: ValoresPorGasto, gasto: string, cents: number) {
  if (gasto === 'Fixo') bucket.fixo += cents;
  else if (gasto === 'Variável') bucket.variavel += cents;
  else bucket.na += cents;
}

/** Which year of a two-year result the data is read from. */
export type LadoDoResultado = 'ano1' | 'ano2';

/**
 * The §3 data of an income statement's year (`ano1` of the result, or `ano2`): the sums of the ledger (or of a
 * budget) it was built from, by category, subcategory and gasto, and its depreciations (fixed costs).
 */
export function dadosDemonstracao(
  ano: number,
  somas: readonly SomaDemonstracaoResultados[],
  resultado: DemonstracaoResultados,
  lado: LadoDoResultado = 'ano1',
): DadosDemonstracao {
  const meses = mesesVazios<Record<string, Record<string, ValoresPorGasto>>>(() => ({}));
  const bucket = (mes: Mes, categoria: string, subcategoria: string) => {
    meses[mes][categoria] ??= {};
    const grupo = meses[mes][categoria];
    grupo[subcategoria] ??= { fixo: 0, variavel: 0, na: 0 };
    return grupo[subcategoria];
  };
  for (const soma of somas) {
    const mes = MESES[soma.mes - 1];
    if (soma.ano !== ano || !mes || !CATEGORIAS_DR.includes(soma.categoriaA)) continue;
    porGasto(bucket(mes, soma.categoriaA, soma.subcategoriaA), soma.gasto, soma.cents);
  }
  for (const linha of findReportLine(resultado.linhas, LINHA_DR.depreciacoes)?.children ?? []) {
    linha.valores[lado].meses.forEach((cents, i) => {
      const mes = MESES[i];
      if (mes && cents !== 0) bucket(mes, DEPRECIACOES, linha.label).fixo += cents;
    });
  }
  return { [ano]: meses };
}

function grupoDados(
  linha: ReportLine,
  i: number,
  valores: (l: ReportLine) => MonthValues,
): number | GrupoDados {
  if (!linha.children) return valores(linha).meses[i] ?? 0;
  return Object.fromEntries(linha.children.map((c) => [c.label, grupoDados(c, i, valores)]));
}

/** The §3 data of a cash flow's year (`ano1` of the result, or `ano2`): the activities by row, CIP and CFP. */
export function dadosFluxoCaixa(
  ano: number,
  resultado: FluxoCaixa,
  lado: LadoDoResultado = 'ano1',
): DadosFluxoCaixa {
  const doLado = (l: ReportLine) => l.valores[lado];
  const linha = (key: string) => findReportLine(resultado.linhas, key);
  const grupos = [
    LINHA_FC.operacionais,
    LINHA_FC.investimento,
    LINHA_FC.financiamento,
    LINHA_FC.transferencias,
    LINHA_FC.naoClassificado,
  ]
    .map(linha)
    .filter((l): l is ReportLine => l !== undefined);
  const meses = mesesVazios<GrupoDados>(() => ({}));
  MESES.forEach((mes, i) => {
    meses[mes] = {
      ...Object.fromEntries(grupos.map((g) => [g.label, grupoDados(g, i, doLado)])),
      CIP: linha(LINHA_FC.cip)?.valores[lado].meses[i] ?? 0,
      CFP: linha(LINHA_FC.cfp)?.valores[lado].meses[i] ?? 0,
    };
  });
  return { [ano]: meses };
}
