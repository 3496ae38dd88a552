import { eurosToCents, formatDecimal, formatEuros, formatPtDate } from '@contas/core';
import type { DocumentoOrcamento, LinhaPlanilhaOrcamento } from '@contas/core/contrato';
import type { IntervaloDatas } from '../planilha/intervalo-datas';

type TipoColuna = 'texto' | 'data' | 'montante';

export interface ColunaOrcamento {
  readonly key: string;
  readonly titulo: string;
  readonly tipo: TipoColuna;
  readonly valor: (linha: LinhaPlanilhaOrcamento) => string | number | null;
}

/** SPEC §2 "Budget spreadsheet view": the 18 columns, in the spec's order. */
export const COLUNAS_ORCAMENTO: readonly ColunaOrcamento[] = [
  { key: 'nif', titulo: 'NIF', tipo: 'texto', valor: (l) => l.fatura.nif },
  { key: 'emitente', titulo: 'Emitente', tipo: 'texto', valor: (l) => l.fatura.emitente },
  { key: 'dataEmissao', titulo: 'Data Emissão', tipo: 'data', valor: (l) => l.fatura.dataEmissao },
  { key: 'dataPagamento', titulo: 'Data Pagamento', tipo: 'data', valor: (l) => l.dataPagamento },
  {
    key: 'baseTributavel',
    titulo: 'Base Tributável',
    tipo: 'montante',
    valor: (l) => l.fatura.baseTributavel,
  },
  { key: 'iva', titulo: 'IVA', tipo: 'montante', valor: (l) => l.fatura.iva },
  { key: 'total', titulo: 'Total', tipo: 'montante', valor: (l) => l.fatura.total },
  { key: 'categoria_A', titulo: 'Categoria A', tipo: 'texto', valor: (l) => l.categoria_A },
  { key: 'subcategoria_A', titulo: 'Subcategoria A', tipo: 'texto', valor: (l) => l.subcategoria_A },
  { key: 'centroCusto_A', titulo: 'Centro Custo A', tipo: 'texto', valor: (l) => l.centroCusto_A },
  { key: 'categoria_B', titulo: 'Categoria B', tipo: 'texto', valor: (l) => l.categoria_B },
  { key: 'subcategoria_B', titulo: 'Subcategoria B', tipo: 'texto', valor: (l) => l.subcategoria_B },
  { key: 'rubrica_B', titulo: 'Rúbrica B', tipo: 'texto', valor: (l) => l.rubrica_B },
  { key: 'subrubrica_B', titulo: 'Subrúbrica B', tipo: 'texto', valor: (l) => l.subrubrica_B },
  { key: 'tipologia', titulo: 'Tipologia', tipo: 'texto', valor: (l) => l.tipologia },
  { key: 'gasto', titulo: 'Gasto', tipo: 'texto', valor: (l) => l.gasto },
  { key: 'cash_flow', titulo: 'Cash Flow', tipo: 'texto', valor: (l) => l.cash_flow },
  { key: 'unidadeNegocio', titulo: 'Unidade de Negócio', tipo: 'texto', valor: (l) => l.unid_negocio.nome },
];

/** A row of the view: the budget row and the text of each column, worked out once. */
export interface LinhaDados {
  readonly id: string;
  readonly linha: LinhaPlanilhaOrcamento;
  readonly textos: Readonly<Record<string, string>>;
  /** Lower case, without accents: what the search looks in. */
  readonly pesquisavel: string;
}

/** What a cell shows: amounts '1.234,56 €' (2 decimals and €), dates dd/mm/aaaa, text as it is. */
export function textoDaCelula(coluna: ColunaOrcamento, linha: LinhaPlanilhaOrcamento): string {
  const valor = coluna.valor(linha);
  if (valor === null) return '';
  if (coluna.tipo === 'montante') return formatEuros(eurosToCents(Number(valor)));
  if (coluna.tipo === 'data') return formatPtDate(String(valor));
  return String(valor);
}

/** Case and accents aside: 'Electricidade' is found by 'ELECTRICIDADE' and 'serviços' by 'servicos'. */
export function dobrar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Every store's rows, in the server's order (store, year, line, month). */
export function linhasDosGrupos(grupos: readonly DocumentoOrcamento[]): LinhaDados[] {
  return grupos.flatMap((grupo) =>
    grupo.linhas.map((linha) => {
      const textos = Object.fromEntries(COLUNAS_ORCAMENTO.map((c) => [c.key, textoDaCelula(c, linha)]));
      return { id: linha._id, linha, textos, pesquisavel: dobrar(Object.values(textos).join('\u0000')) };
    }),
  );
}

export type FiltroCashFlow = 'todos' | 'Sim' | 'Não';

export interface FiltrosOrcamento {
  /** '' for none: a word or part of one, in any column as the screen shows it. */
  pesquisa: string;
  /** On the issue date (a budget line's month). */
  intervalo: IntervaloDatas;
  cashFlow: FiltroCashFlow;
}

export const SEM_FILTROS: FiltrosOrcamento = {
  pesquisa: '',
  intervalo: { startDate: '', endDate: '' },
  cashFlow: 'todos',
};

/** The rows that pass the search, the dates (inclusive; an open end is no bound) and the cash-flow filter. */
export function filtrarLinhas(linhas: readonly LinhaDados[], filtros: FiltrosOrcamento): LinhaDados[] {
  const termo = dobrar(filtros.pesquisa.trim());
  const { startDate, endDate } = filtros.intervalo;
  return linhas.filter(({ linha, pesquisavel }) => {
    const data = linha.fatura.dataEmissao;
    if (startDate && data < startDate) return false;
    if (endDate && data > endDate) return false;
    if (filtros.cashFlow !== 'todos' && linha.cash_flow !== filtros.cashFlow) return false;
    return termo === '' || pesquisavel.includes(termo);
  });
}

export interface OrdemOrcamento {
  key: string;
  direcao: 'asc' | 'desc';
}

/** A click on a header: a new column sorts ascending, the same column toggles its direction. */
export function proximaOrdem(atual: OrdemOrcamento | undefined, key: string): OrdemOrcamento {
  if (atual?.key === key) return { key, direcao: atual.direcao === 'asc' ? 'desc' : 'asc' };
  return { key, direcao: 'asc' };
}

/** The issuer's name after 'NIF - ' (SPEC §9: emitente sorts by the part after ' - '). */
function nomeDoEmitente(emitente: string): string {
  const i = emitente.indexOf(' - ');
  return i >= 0 ? emitente.slice(i + 3) : emitente;
}

const comparador = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/**
 * SPEC §9 sorting: dates by date, amounts numerically, the rest as text (pt), emitente by the part
 * after ' - '; empty cells last either way; equal rows keep their order.
 */
export function ordenarLinhas(
  linhas: readonly LinhaDados[],
  ordem: OrdemOrcamento | undefined,
): LinhaDados[] {
  const coluna = ordem && COLUNAS_ORCAMENTO.find((c) => c.key === ordem.key);
  if (!ordem || !coluna) return [...linhas];
  const sinal = ordem.direcao === 'asc' ? 1 : -1;
  const chave = (l: LinhaDados) => {
    const v = coluna.valor(l.linha);
    if (v === null || v === '') return null;
    return coluna.key === 'emitente' ? nomeDoEmitente(String(v)) : v;
  };
  return linhas
    .map((linha, i) => ({ linha, i, k: chave(linha) }))
    .sort((a, b) => {
      if (a.k === null || b.k === null) return a.k === b.k ? a.i - b.i : a.k === null ? 1 : -1;
      const c =
        typeof a.k === 'number' && typeof b.k === 'number'
          ? a.k - b.k
          : coluna.tipo === 'data'
            ? String(a.k).localeCompare(String(b.k))
            : comparador.compare(String(a.k), String(b.k));
      return c === 0 ? a.i - b.i : sinal * c;
    })
    .map(({ linha }) => linha);
}

/** How many rows are shown: '24 linhas', '1 linha', or with a filter on '12 de 24 linhas'. */
export function textoContagem(vistas: number, total: number): string {
  const n = (x: number) => formatDecimal(x, 0);
  const palavra = (x: number) => (x === 1 ? 'linha' : 'linhas');
  return vistas === total ? `${n(total)} ${palavra(total)}` : `${n(vistas)} de ${n(total)} ${palavra(total)}`;
}
