import { BUSINESS_TIME_ZONE } from '@contas/core';
import type { ImportacaoAnulada, ImportacaoDoHistorico } from '@contas/core/contrato';

/** One import of `GET /get/importacoes/{empresaId}` (newest first). */
export type Importacao = ImportacaoDoHistorico;

/** When an import was undone ('Anular importação'), by whom, and what went. */
export type Anulacao = NonNullable<ImportacaoDoHistorico['anulada']>;

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
  const formato = importacao.formato.trim();
  return formato && formato !== importacao.tipo ? formato : undefined;
}

/** The automatic categorisation of an import can be reverted while some of its rows still carry it. */
export function podeReverter(importacao: Pick<Importacao, 'categorizadas' | 'anulada'>): boolean {
  return !importacao.anulada && importacao.categorizadas > 0;
}

/** E-fatura and statement imports can be undone (the server refuses while a person changed their rows). */
export function podeAnular(importacao: Pick<Importacao, 'tipo' | 'anulada'>): boolean {
  return !importacao.anulada && (importacao.tipo === 'efatura' || importacao.tipo === 'extrato');
}

const contar = (n: number, uma: string, varias: string) => `${n} ${n === 1 ? uma : varias}`;

/** What an undo removed, in words: '3 linhas removidas da planilha, 1 correspondência desfeita'. */
export function descreverRemovido(r: Pick<ImportacaoAnulada, 'linhas' | 'ligacoes' | 'contas'>): string {
  return [
    contar(r.linhas, 'linha removida da planilha', 'linhas removidas da planilha'),
    ...(r.ligacoes > 0 ? [contar(r.ligacoes, 'correspondência desfeita', 'correspondências desfeitas')] : []),
    ...(r.contas > 0 ? [contar(r.contas, 'conta bancária removida', 'contas bancárias removidas')] : []),
  ].join(', ');
}

/** 'Anulada em 22/11/2026, 14:05 por Ana Lopes'. */
export function descreverAnulacao(anulacao: Anulacao): string {
  const quem = anulacao.por?.nome ? ` por ${anulacao.por.nome}` : '';
  return `Anulada em ${formatDataHora(anulacao.em)}${quem}`;
}
