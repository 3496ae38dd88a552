import { eurosToCents, formatEuros, formatPtDate, isIsoDate } from '@contas/core';
import type { DocumentoEmAberto, LadoPorPagar, TotaisPorEscalao } from '@contas/core/contrato';
import { caminhoEmpresa } from '../empresa-area/paginas';
import { type LojaOpcao, TODAS_AS_LOJAS, TODAS_AS_LOJAS_LABEL } from '../relatorios/selecao';

export interface SelecaoPorPagar {
  /** A store id, or TODAS_AS_LOJAS. */
  lojaId: string;
  /** The reference date, 'YYYY-MM-DD'. */
  data: string;
}

/**
 * The store and date of the address (?loja=&data=). By default every store, each with its own totals
 * (what the list is for), at today's date.
 */
export function selecaoDosParametros(
  params: URLSearchParams,
  lojas: readonly LojaOpcao[],
  hoje: string,
): SelecaoPorPagar {
  const loja = params.get('loja');
  const data = params.get('data');
  return {
    lojaId: loja && lojas.some((l) => l._id === loja) ? loja : TODAS_AS_LOJAS,
    data: data && isIsoDate(data) ? data : hoje,
  };
}

/** The address of a choice: the inverse of selecaoDosParametros. */
export const parametrosDaSelecao = ({ lojaId, data }: SelecaoPorPagar): Record<string, string> => ({
  loja: lojaId,
  data,
});

export function opcoesLojas(lojas: readonly LojaOpcao[]): Array<{ value: string; label: string }> {
  return [
    { value: TODAS_AS_LOJAS, label: TODAS_AS_LOJAS_LABEL },
    ...lojas.map((l) => ({ value: l._id, label: l.nome })),
  ];
}

export const euros = (valor: number): string => formatEuros(eurosToCents(valor));

/** The rows of a side's summary: each store when every store is shown, then the total. */
export function linhasDoResumo(
  lado: LadoPorPagar,
  todas: boolean,
): Array<{ rotulo: string; totais: TotaisPorEscalao }> {
  return [
    ...(todas ? lado.lojas.map((l) => ({ rotulo: l.nome, totais: l })) : []),
    { rotulo: 'Total', totais: lado.total },
  ];
}

/** The document's row in the spreadsheet: its number searched on its issue day, in its store. */
export function caminhoNaPlanilha(empresaId: string, d: DocumentoEmAberto): string {
  const parametros = new URLSearchParams({
    pesquisa: d.numero,
    startDate: d.dataEmissao,
    endDate: d.dataEmissao,
    lojaId: d.loja._id,
  });
  return `${caminhoEmpresa(empresaId, 'planilha')}?${parametros}`;
}

export function descreverDocumento(d: DocumentoEmAberto): string {
  return `${d.numero} de ${d.contraparte || 'NIF desconhecido'}, emitido a ${formatPtDate(d.dataEmissao)}`;
}

/** The XLSX of the list on screen. */
export function caminhoExportacao(empresaId: string, s: SelecaoPorPagar): string {
  return `/get/por-pagar/${encodeURIComponent(empresaId)}/${encodeURIComponent(s.lojaId)}/exportar.xlsx?data=${s.data}`;
}
