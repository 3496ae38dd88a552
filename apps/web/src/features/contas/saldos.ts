import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { ContaBancaria, FalhaDeContinuidade } from '@contas/core/contrato';

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
export function descreverFalha(falha: FalhaDeContinuidade): string {
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
