import { describe, expect, it } from 'vitest';
import { descreverCartao } from './cartao';

describe('descreverCartao', () => {
  it('is nothing for a row that has nothing to do with card takings', () => {
    expect(descreverCartao(null)).toBeUndefined();
    expect(descreverCartao(undefined)).toBeUndefined();
  });

  it('states the rate of takings counted as sales, and where it comes from', () => {
    expect(descreverCartao({ tipo: 'vendas', taxaIva: 13, origem: 'loja' })).toEqual({
      marca: 'TPA 13 %',
      texto:
        'Liquidação TPA sem faturas de vendas nos seus dias: conta como as vendas, sem o IVA à taxa de ' +
        '13 %, a taxa mais frequente nas vendas da loja.',
    });
  });

  it('says when the sales are in the documents, and what a commission row is', () => {
    expect(descreverCartao({ tipo: 'faturadas', vendas: 5100 })?.texto).toBe(
      'Liquidação TPA: as vendas dos seus dias já estão nas faturas (5.100,00 €); conta só no fluxo de caixa, ' +
        'como o dinheiro dessas vendas.',
    );
    expect(descreverCartao({ tipo: 'comissao' })?.marca).toBe('Comissão TPA');
  });
});
