import { descreverTaxaIva, eurosToCents, formatarTaxaIva, formatEuros } from '@contas/core';
import type { CartaoDaLinha } from '@contas/core/contrato';

/** The short mark in the state cell and the sentence behind it, for a row that has to do with card takings. */
export function descreverCartao(
  cartao: CartaoDaLinha | null | undefined,
): { marca: string; texto: string } | undefined {
  if (!cartao) return undefined;
  switch (cartao.tipo) {
    case 'comissao':
      return {
        marca: 'Comissão TPA',
        texto:
          'Comissão da liquidação TPA: as vendas que a liquidação paga menos o que o banco creditou, ' +
          'em Fornecimentos e serviços externos — Comissões.',
      };
    case 'vendas':
      return {
        marca: `TPA ${formatarTaxaIva(cartao.taxaIva)}`,
        texto:
          'Liquidação TPA sem faturas de vendas nos seus dias: conta como as vendas, sem o IVA à taxa de ' +
          `${descreverTaxaIva({ taxa: cartao.taxaIva, origem: cartao.origem })}.`,
      };
    case 'faturadas':
      return {
        marca: 'TPA',
        texto:
          `Liquidação TPA: as vendas dos seus dias já estão nas faturas (${formatEuros(eurosToCents(cartao.vendas))}); ` +
          'conta só no fluxo de caixa, como o dinheiro dessas vendas.',
      };
  }
}
