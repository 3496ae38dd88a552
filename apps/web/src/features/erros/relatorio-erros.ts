import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';

/** A line of the matching errors report (SPEC §3 "Matching error report line"); `valor` in euros. */
export interface ErroCorrespondencia {
  _id: string;
  linha: number;
  tipo: string;
  numeroFatura: string | null;
  numeroExtrato: string | null;
  /** 'YYYY-MM-DD' (or an ISO instant), when the line has a date. */
  data: string | null;
  valor: number | null;
  motivo: string;
}

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
export function formatLinhaErro(erro: ErroCorrespondencia): LinhaErroFormatada {
  const valor = typeof erro.valor === 'number' && Number.isFinite(erro.valor) ? erro.valor : undefined;
  return {
    linha: String(erro.linha),
    tipo: texto(erro.tipo),
    numeroFatura: texto(erro.numeroFatura),
    numeroExtrato: texto(erro.numeroExtrato),
    data: formatPtDate(erro.data) || VAZIO,
    valor: valor === undefined ? VAZIO : formatEuros(eurosToCents(valor)),
    motivo: texto(erro.motivo),
  };
}

/** 'Há 1 linha para rever.' / 'Há 12 linhas para rever.' */
export function descreverTotalErros(total: number): string {
  return `Há ${total} ${total === 1 ? 'linha' : 'linhas'} para rever.`;
}
