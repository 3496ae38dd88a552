import { BUSINESS_TIME_ZONE } from '@contas/core';

/** One import of `GET /get/importacoes/{empresaId}` (newest first). */
export interface Importacao {
  _id: string;
  tipo: string;
  formato: string;
  ficheiro: string;
  /** ISO instant. */
  criadoEm: string;
  criadoPor: { _id: string; nome: string | null } | null;
  importadas: number;
  duplicadas: number;
  atualizadas: number;
  recusadas: number;
  /** Rows of this import that still carry a categorisation applied automatically. */
  categorizadas: number;
  /** The lines refused, as in the import's answer. */
  problemas?: { linha: number; motivo: string }[];
}

/** How many imports the screen lists. */
export const HISTORICO_LIMITE = 10;

export function importacoesRecentes(importacoes: readonly Importacao[]): Importacao[] {
  return importacoes.slice(0, HISTORICO_LIMITE);
}

const DATA_HORA = new Intl.DateTimeFormat('pt-PT', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Lisbon's wall clock: '22/11/2026, 14:05'. */
export function formatDataHora(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATA_HORA.format(date);
}

/** The format of an import when it says more than its kind ('Caixa Geral de Depósitos (CSV)'), else undefined. */
export function formatoDistinto(importacao: Pick<Importacao, 'tipo' | 'formato'>): string | undefined {
  const formato = importacao.formato?.trim();
  return formato && formato !== importacao.tipo ? formato : undefined;
}

/** The automatic categorisation of an import can be reverted while some of its rows still carry it. */
export function podeReverter(importacao: Pick<Importacao, 'categorizadas'>): boolean {
  return importacao.categorizadas > 0;
}
