import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';

/** One break of an account's continuity, as GET /get/contas gives it (euros). */
export interface FalhaContinuidade {
  tipo: 'lacuna' | 'diferenca';
  de: string;
  ate: string;
  diferenca: number;
}

/** GET /get/contas/{empresaId}: one bank account, money in euros, dates 'YYYY-MM-DD'. */
export interface ContaBancaria {
  _id: string;
  banco: string;
  conta: string;
  iban: string | null;
  nome: string;
  loja: { _id: string; nome: string } | null;
  extratos: number;
  abertura: { valor: number; data: string } | null;
  ultimoSaldo: { valor: number; data: string } | null;
  continuidade: { ok: boolean; falhas: FalhaContinuidade[] };
}

/** How an account is named on screen: its name, else its IBAN, else the number the bank gave. */
export function nomeDaConta(conta: ContaBancaria): string {
  const numero = conta.iban ?? (conta.conta || 'sem número');
  return conta.nome ? `${conta.nome} (${numero})` : numero;
}

const periodo = (de: string, ate: string) =>
  de === ate ? `em ${formatPtDate(de)}` : `de ${formatPtDate(de)} a ${formatPtDate(ate)}`;

/**
 * A break in words: a gap names the days no statement covers and what the balances say moved then; a
 * difference, the days the statements cover where their balances and lines disagree.
 */
export function descreverFalha(falha: FalhaContinuidade): string {
  const valor = formatEuros(eurosToCents(falha.diferenca));
  if (falha.tipo === 'lacuna')
    return falha.diferenca === 0
      ? `Sem extrato ${periodo(falha.de, falha.ate)} (nenhum movimento por explicar).`
      : `Sem extrato ${periodo(falha.de, falha.ate)}: ${valor} por explicar.`;
  return `Os saldos e os movimentos não batem ${periodo(falha.de, falha.ate)}: diferença de ${valor}.`;
}

/** The sum of the accounts' last balances, in cents (each at its own date). */
export function totalDosSaldos(contas: readonly ContaBancaria[]): number {
  return contas.reduce((soma, c) => soma + (c.ultimoSaldo ? eurosToCents(c.ultimoSaldo.valor) : 0), 0);
}
