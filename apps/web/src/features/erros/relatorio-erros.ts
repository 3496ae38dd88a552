import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { ErroDeCorrespondencia } from '@contas/core/contrato';

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
