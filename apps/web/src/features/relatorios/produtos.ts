import { formatDecimal, formatPercent } from '@contas/core';
import type { Pareto, ReportLine } from '@contas/core/reports';
import { GRUPOS_COLUNAS, type GrupoColunas, type Serie, valorCelula } from './colunas';

/** The four columns of each month, Total and Média. */
export const SUBCOLUNAS_PRODUTOS: readonly Serie[] = ['ano1', 'ano2', 'deltaEuros', 'deltaPercent'];

export function rotuloSubcoluna(serie: Serie, ano1: number, ano2: number): string {
  if (serie === 'ano1') return String(ano1);
  if (serie === 'ano2') return String(ano2);
  return serie === 'deltaEuros' ? '∆' : '∆ %';
}

/**
 * A cell of the analysis (SPEC §9): units with no decimals, the Média (and its difference) with 2, the
 * % difference with 2 and ' %'.
 */
export function celulaProduto(linha: ReportLine, grupo: GrupoColunas, serie: Serie): string {
  const valor = valorCelula(linha.valores, grupo, serie);
  if (serie === 'deltaPercent') return formatPercent(valor);
  return formatDecimal(valor, grupo.id === 'media' ? 2 : 0);
}

/** What the table is sorted by: the product's name, or one column (a month, Total or Média, and a series). */
export type ColunaOrdenacao = { tipo: 'nome' } | { tipo: 'valor'; grupo: string; serie: Serie };
export type Direcao = 'asc' | 'desc';
export interface Ordenacao {
  coluna: ColunaOrdenacao;
  direcao: Direcao;
}

export const ORDENACAO_INICIAL: Ordenacao = { coluna: { tipo: 'nome' }, direcao: 'asc' };

export function mesmaColuna(a: ColunaOrdenacao, b: ColunaOrdenacao): boolean {
  if (a.tipo === 'nome' || b.tipo === 'nome') return a.tipo === b.tipo;
  return a.grupo === b.grupo && a.serie === b.serie;
}

/**
 * A click on a header: the same column turns the direction round; another column starts with the
 * name A→Z, the figures largest first (what one looks for in sales).
 */
export function alternarOrdenacao(atual: Ordenacao, coluna: ColunaOrdenacao): Ordenacao {
  if (mesmaColuna(atual.coluna, coluna)) return { coluna, direcao: atual.direcao === 'asc' ? 'desc' : 'asc' };
  return { coluna, direcao: coluna.tipo === 'nome' ? 'asc' : 'desc' };
}

const ordemPt = new Intl.Collator('pt', { numeric: true, sensitivity: 'base' }).compare;

/** The lines in the order asked; equal figures keep the names' order. */
export function ordenarProdutos(linhas: readonly ReportLine[], { coluna, direcao }: Ordenacao): ReportLine[] {
  const sinal = direcao === 'asc' ? 1 : -1;
  if (coluna.tipo === 'nome') return [...linhas].sort((a, b) => sinal * ordemPt(a.label, b.label));
  const grupo = GRUPOS_COLUNAS.find((g) => g.id === coluna.grupo);
  if (!grupo) return [...linhas];
  return [...linhas].sort(
    (a, b) =>
      sinal * (valorCelula(a.valores, grupo, coluna.serie) - valorCelula(b.valores, grupo, coluna.serie)) ||
      ordemPt(a.label, b.label),
  );
}

/** Lower case, no accents: 'pão' finds 'Pão de forma', 'cafe' finds 'Café'. */
export function normalizarPesquisa(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The products whose name holds the search text (every product when it is empty). */
export function filtrarPorNome<T>(itens: readonly T[], pesquisa: string, nome: (item: T) => string): T[] {
  const procurado = normalizarPesquisa(pesquisa);
  if (procurado === '') return [...itens];
  return itens.filter((item) => normalizarPesquisa(nome(item)).includes(procurado));
}

/** 'N de M produtos (x %) fazem 80 % das unidades vendidas em {ano}.' */
export function resumoPareto(pareto: Pareto, ano: number): string {
  const vendidos = pareto.posicoes.filter((p) => p.quantidade > 0).length;
  if (vendidos === 0) return `Nenhum produto vendido em ${ano}.`;
  const n = pareto.produtosNoPareto;
  return `${n} de ${vendidos} ${vendidos === 1 ? 'produto vendido' : 'produtos vendidos'} (${formatPercent(
    (n / vendidos) * 100,
  )}) ${n === 1 ? 'faz' : 'fazem'} ${pareto.limiar} % das ${formatDecimal(pareto.total, 0)} unidades vendidas em ${ano}.`;
}
