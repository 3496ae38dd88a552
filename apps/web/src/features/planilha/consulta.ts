import { ESTADOS_LINHA, type EstadoLinha, POR_CLASSIFICAR, type PorClassificar } from '@contas/core';
import type { Campo } from './campos';
import type { IntervaloDatas } from './intervalo-datas';

/** SPEC §9: the spreadsheet pages 200 rows. */
export const LINHAS_POR_PAGINA = 200;

export type DirecaoOrdem = 'asc' | 'desc';

export interface Ordenacao {
  sortBy: Campo;
  sortDir: DirecaoOrdem;
}

/**
 * Filters beyond the search and the dates: a row state, and (from a report's 'Por classificar' line)
 * the rows that report leaves out, of one store.
 */
export interface FiltrosPlanilha {
  estado?: EstadoLinha;
  porClassificar?: PorClassificar;
  lojaId?: string;
}

/** The filters of the page's address (`?estado=&porClassificar=&lojaId=`); unknown values are ignored. */
export function lerFiltros(params: URLSearchParams): FiltrosPlanilha {
  const estado = params.get('estado');
  const porClassificar = params.get('porClassificar');
  const lojaId = params.get('lojaId');
  return {
    ...(ESTADOS_LINHA.includes(estado as EstadoLinha) && { estado: estado as EstadoLinha }),
    ...(POR_CLASSIFICAR.includes(porClassificar as PorClassificar) && {
      porClassificar: porClassificar as PorClassificar,
    }),
    ...(lojaId && { lojaId }),
  };
}

/** What a page of the spreadsheet is asked with: the applied search and filter, the page, the order. */
export interface ConsultaPlanilha {
  empresaId: string;
  /** '' for no search: the plain page call. */
  pesquisa: string;
  intervalo: IntervaloDatas;
  filtros?: FiltrosPlanilha;
  /** 1-based. */
  pagina: number;
  ordenacao: Ordenacao | undefined;
  /** Also ask how many rows of the same search and filters are 'Por classificar' (the toolbar's count). */
  contarPorClassificar?: boolean;
}

function queryString(params: [string, string | number | undefined][]): string {
  return params
    .filter((par): par is [string, string | number] => par[1] !== undefined && par[1] !== '')
    .map(([chave, valor]) => `${encodeURIComponent(chave)}=${encodeURIComponent(String(valor))}`)
    .join('&');
}

/**
 * The address of a page (SPEC §7 "Spreadsheet"): GET /get/planilhas/resumo/{empresaId}, or with a
 * search term GET /get/search/planilhas/{empresaId} (which also names the company in the query).
 * Open ends of the date range and an absent order are left out; the server sorts.
 */
export function caminhoDaPagina(consulta: ConsultaPlanilha): string {
  const empresa = encodeURIComponent(consulta.empresaId);
  const termo = consulta.pesquisa.trim();
  const comum: [string, string | number | undefined][] = [
    ['startDate', consulta.intervalo.startDate],
    ['endDate', consulta.intervalo.endDate],
    ['page', consulta.pagina],
    ['limit', LINHAS_POR_PAGINA],
    ['sortBy', consulta.ordenacao?.sortBy],
    ['sortDir', consulta.ordenacao?.sortDir],
    ['estado', consulta.filtros?.estado],
    ['porClassificar', consulta.filtros?.porClassificar],
    ['lojaId', consulta.filtros?.lojaId],
    ['contarPorClassificar', consulta.contarPorClassificar ? 'true' : undefined],
  ];
  if (termo === '') return `/get/planilhas/resumo/${empresa}?${queryString(comum)}`;
  return `/get/search/planilhas/${empresa}?${queryString([
    ['empresaId', consulta.empresaId],
    ['searchTerm', termo],
    ...comum,
  ])}`;
}

/**
 * The address of the period that has rows (`GET /get/planilhas/{empresaId}/periodo`): of a search and
 * filters, whatever the dates, or of one import's rows.
 */
export function caminhoDoPeriodo(
  empresaId: string,
  de: { pesquisa?: string; filtros?: FiltrosPlanilha } | { importacaoId: string },
): string {
  const params: [string, string | undefined][] =
    'importacaoId' in de
      ? [['importacaoId', de.importacaoId]]
      : [
          ['searchTerm', de.pesquisa?.trim()],
          ['estado', de.filtros?.estado],
          ['porClassificar', de.filtros?.porClassificar],
          ['lojaId', de.filtros?.lojaId],
        ];
  const qs = queryString(params);
  return `/get/planilhas/${encodeURIComponent(empresaId)}/periodo${qs ? `?${qs}` : ''}`;
}

/** The spreadsheet's address showing a period (the dates the screen reads from its query). */
export function enderecoDoPeriodo(caminhoPlanilha: string, periodo: { inicio: string; fim: string }): string {
  return `${caminhoPlanilha}?${queryString([
    ['startDate', periodo.inicio],
    ['endDate', periodo.fim],
  ])}`;
}

/** A click on a header: a new column sorts ascending, the same column toggles its direction. */
export function proximaOrdenacao(atual: Ordenacao | undefined, campo: Campo): Ordenacao {
  if (atual?.sortBy === campo) return { sortBy: campo, sortDir: atual.sortDir === 'asc' ? 'desc' : 'asc' };
  return { sortBy: campo, sortDir: 'asc' };
}

/** The page to show after the total changed (a removal, a narrower filter): never past the last one. */
export function paginaValida(pagina: number, totalPaginas: number): number {
  return Math.min(Math.max(1, pagina), Math.max(1, totalPaginas));
}
