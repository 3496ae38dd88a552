import { eurosToCents, formatEuros } from '@contas/core';
import type { ConciliacaoBancariaJson } from '@contas/core/contrato';

/** The closing cash of a year against the banks, in words. */
export function textoConciliacao(ano: number, c: ConciliacaoBancariaJson): string {
  const bancos = formatEuros(eurosToCents(c.bancos));
  if (c.diferenca === 0)
    return `A caixa no fim de ${ano} é igual à soma dos saldos das contas bancárias a 31/12/${ano}: ${bancos}.`;
  return (
    `A caixa no fim de ${ano} (${formatEuros(eurosToCents(c.caixaNoFim))}) difere da soma dos saldos das contas ` +
    `bancárias a 31/12/${ano} (${bancos}) em ${formatEuros(eurosToCents(c.diferenca))}: veja os Saldos e as ` +
    'linhas por classificar ou com data de pagamento alterada.'
  );
}
