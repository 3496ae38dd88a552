import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { ErroDeCorrespondencia } from '@contas/core/contrato';
import { caminhoEmpresa } from '../empresa-area/paginas';
import type { LinhaParaAssociar } from '../planilha/extratos';

/** The report's cells as the table shows them, in the column order of SPEC §2. */
export interface LinhaErroFormatada {
  linha: string;
  tipo: string;
  numeroFatura: string;
  numeroExtrato: string;
  /** dd/mm/aaaa */
  data: string;
  /** '1.234,56 €' */
  valor: string;
  motivo: string;
}

export const COLUNAS_ERROS = [
  'Linha',
  'Tipo',
  'Número da Fatura',
  'Número do Extrato',
  'Data',
  'Valor',
  'Motivo',
  'Ação',
] as const;

const VAZIO = '—';

function texto(value: string | null | undefined): string {
  const t = value?.trim();
  return t ? t : VAZIO;
}

/** Formats one line: dates dd/mm/aaaa, amounts through cents ('1.234,56 €'), blanks as '—'. */
export function formatLinhaErro(erro: ErroDeCorrespondencia): LinhaErroFormatada {
  return {
    linha: String(erro.linha),
    tipo: texto(erro.tipo),
    numeroFatura: texto(erro.numeroFatura),
    numeroExtrato: texto(erro.numeroExtrato),
    data: formatPtDate(erro.data) || VAZIO,
    valor: formatEuros(eurosToCents(erro.valor)),
    motivo: texto(erro.motivo),
  };
}

/** 'Há 1 linha para rever.' / 'Há 12 linhas para rever.' */
export function descreverTotalErros(total: number): string {
  return `Há ${total} ${total === 1 ? 'linha' : 'linhas'} para rever.`;
}

/**
 * The spreadsheet narrowed to the line's row: its date as the range, and its document number (or the bank
 * line's description) as the search. Undefined when the line names neither a date nor a text to find.
 */
export function ligacaoNaPlanilha(empresaId: string, erro: ErroDeCorrespondencia): string | undefined {
  const pesquisa = erro.numeroFatura?.trim() || erro.descricaoExtrato?.trim() || '';
  if (!erro.data || pesquisa === '') return undefined;
  const params = new URLSearchParams({ pesquisa, startDate: erro.data, endDate: erro.data });
  return `${caminhoEmpresa(empresaId, 'planilha')}?${params.toString()}`;
}

/** A document with no bank line can take one by hand: the association dialog's row, or undefined. */
export function linhaParaAssociarDoErro(erro: ErroDeCorrespondencia): LinhaParaAssociar | undefined {
  if (!erro.planilhaId || erro.movimentoId) return undefined;
  const emitente = erro.emitente?.trim();
  return {
    _id: erro.planilhaId,
    rotulo: [erro.numeroFatura, emitente].filter(Boolean).join(' · ') || `Linha ${erro.linha}`,
    documento: {
      totalCents: eurosToCents(erro.valor),
      data: erro.data,
      nif: emitente?.match(/^\d{9}/)?.[0] ?? null,
      emitente: emitente ?? null,
      numero: erro.numeroFatura,
    },
  };
}

/** 'Resolvida em 05/03/2026 por Ana Silva.' */
export function descreverResolucao(resolvida: NonNullable<ErroDeCorrespondencia['resolvida']>): string {
  const quando = formatPtDate(resolvida.em.slice(0, 10));
  return resolvida.por ? `Resolvida em ${quando} por ${resolvida.por.nome}.` : `Resolvida em ${quando}.`;
}
