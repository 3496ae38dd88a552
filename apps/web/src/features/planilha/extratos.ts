import { daysBetween, eurosToCents, formatDecimal, formatPtDate } from '@contas/core';
import type { ExtratoPendente, LinhaPlanilha } from '@contas/core/contrato';
import { ApiError } from '../../lib/api-client';

function dobrar(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt');
}

/** The pending statements whose description, bank, account, date or amount contain the text (accents and case ignored). */
export function filtrarExtratos(extratos: readonly ExtratoPendente[], termo: string): ExtratoPendente[] {
  const t = dobrar(termo.trim());
  if (t === '') return [...extratos];
  return extratos.filter((e) =>
    dobrar(
      [
        e.descricao,
        e.banco,
        e.conta,
        formatPtDate(e.dataMovimento),
        formatDecimal(e.valor, 2),
        e.tipoMovimento,
      ].join(' '),
    ).includes(t),
  );
}

/**
 * The likeliest statements for a row first: the closest amount to its invoice total, then the
 * closest date to its issue date; without a total or a date, newest first.
 */
export function ordenarExtratosParaLinha(
  extratos: readonly ExtratoPendente[],
  linha: LinhaPlanilha | undefined,
): ExtratoPendente[] {
  const total = linha?.fatura?.total;
  const data = linha?.fatura?.dataEmissao ?? linha?.dataPagamento ?? undefined;
  const distanciaValor = (e: ExtratoPendente) =>
    typeof total === 'number' ? Math.abs(Math.abs(eurosToCents(e.valor)) - Math.abs(eurosToCents(total))) : 0;
  const distanciaData = (e: ExtratoPendente) => (data ? Math.abs(daysBetween(data, e.dataMovimento)) : 0);
  return [...extratos].sort(
    (a, b) =>
      distanciaValor(a) - distanciaValor(b) ||
      distanciaData(a) - distanciaData(b) ||
      b.dataMovimento.localeCompare(a.dataMovimento),
  );
}

/** The 409 of a link whose amounts differ: the server's question, to confirm or cancel. */
export function diferencaPorConfirmar(erro: unknown): string | undefined {
  if (!(erro instanceof ApiError) || erro.status !== 409) return undefined;
  const detalhes = (erro.data as { detalhes?: { codigo?: unknown } } | undefined)?.detalhes;
  return detalhes?.codigo === 'diferenca-por-confirmar' ? erro.message : undefined;
}
