import type { LinhaJson, ValoresJson } from '../relatorios/relatorio-json';
import { COLUNAS_DO_ANO, type GrupoXlsx, livroComparativo } from '../relatorios/relatorio-xlsx';
import type { Analise } from './analises.schemas';

/** A row as the analyses send it: the break-even's say which cells have no figure. */
type LinhaAnalise = LinhaJson & {
  children?: LinhaAnalise[];
  semValor?: { ano1: readonly (string | null)[]; ano2: readonly (string | null)[] };
};

/** What the export reads of an analysis' answer (the JSON the screen gets). */
export type AnaliseJson = {
  ano1: number;
  ano2: number;
  loja: { nome: string };
  linhas: LinhaAnalise[];
  /** The VAT map: the months whose figures are the budget's. */
  previsao?: { ano1: boolean[]; ano2: boolean[] };
};

const SEM_VALOR = '—';

/**
 * An analysis as the screen shows it, in the two-year layout of the reports (livroComparativo): per
 * month, Total and Média, the two years, ∆ € and ∆ %. A break-even cell without a figure is '—' (and so
 * is its ∆), never 0; a forecast month of the VAT map says so in its year's header.
 */
export function analiseXlsx(
  relatorio: Analise,
  titulo: string,
  empresa: string,
  r: AnaliseJson,
): Promise<Buffer> {
  const grupos: GrupoXlsx<LinhaAnalise>[] = COLUNAS_DO_ANO.map(({ titulo: grupo, de }, g) => {
    const semValor = (l: LinhaAnalise, serie: 'ano1' | 'ano2') => l.semValor?.[serie][g] != null;
    const valor = (serie: 'ano1' | 'ano2') => (l: LinhaAnalise) =>
      semValor(l, serie) ? SEM_VALOR : de(l.valores[serie] as ValoresJson);
    const delta = (serie: 'deltaEuros' | 'deltaPercent') => (l: LinhaAnalise) =>
      semValor(l, 'ano1') || semValor(l, 'ano2') ? SEM_VALOR : de(l.valores[serie]);
    const ano = (serie: 'ano1' | 'ano2') =>
      `${r[serie]}${relatorio === 'previsao-iva' && r.previsao?.[serie][g] ? ' (previsão)' : ''}`;
    return {
      titulo: grupo,
      colunas: [
        { titulo: ano('ano1'), formato: 'unidade', valor: valor('ano1') },
        { titulo: ano('ano2'), formato: 'unidade', valor: valor('ano2') },
        { titulo: '∆ €', formato: 'unidade', valor: delta('deltaEuros') },
        { titulo: '∆ %', formato: 'percentagem', valor: delta('deltaPercent') },
      ],
    };
  });
  return livroComparativo({
    titulo,
    empresa,
    subtitulo: `${r.loja.nome} · ${r.ano1} vs ${r.ano2}`,
    grupos,
    linhas: r.linhas,
  });
}
