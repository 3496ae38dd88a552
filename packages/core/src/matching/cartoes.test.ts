import { describe, expect, it } from 'vitest';
import { NIF_CONSUMIDOR_FINAL } from '../nif/nif';
import { validateClassificacao } from '../taxonomy/classificacao';
import {
  CLASSIFICACAO_COMISSAO_CARTAO,
  eComissaoCartao,
  eLiquidacaoCartao,
  vendasExplicamLiquidacao,
} from './cartoes';
import { computeCorrespondencias } from './compute-correspondencias';
import type { FaturaParaCorrespondencia, MovimentoParaCorrespondencia } from './types';

const EMPRESA = { nifEmitente: '596209665', nomeEmitente: 'Padaria do Largo, Lda' };

function venda(
  id: string,
  dataEmissao: string,
  totalCents: number,
  extra: Partial<FaturaParaCorrespondencia> = {},
): FaturaParaCorrespondencia {
  return {
    id,
    lado: 'venda',
    ...EMPRESA,
    nifAdquirente: NIF_CONSUMIDOR_FINAL,
    numeroDocumento: `FS ${id}`,
    tipo: 'Fatura simplificada',
    dataEmissao,
    totalCents,
    anulado: false,
    ...extra,
  };
}

function linha(
  id: string,
  dataMovimento: string,
  descricao: string,
  valorCents: number,
  extra: Partial<MovimentoParaCorrespondencia> = {},
): MovimentoParaCorrespondencia {
  return { id, dataMovimento, descricao, valorCents, referencias: [], ...extra };
}

const pares = (r: ReturnType<typeof computeCorrespondencias>) =>
  r.correspondencias.map((c) => ({
    faturas: c.faturaIds,
    movimentos: c.movimentoIds,
    regra: c.regra,
    diferenca: c.diferencaCents,
  }));

describe('card-terminal lines', () => {
  it.each([
    ['TPA VENDAS 9054457', 196_000, true],
    ['LIQ. TPA 9054457', 50_000, true],
    ['REDUNIQ LIQUIDACAO 123', 50_000, true],
    ['Unicre - vendas', 50_000, true],
    ['ESTORNO COMISSAO TPA 9054457', 1_230, false],
    ['TPA VENDAS 9054457', -196_000, false],
    ['TRF DE CLIENTE EXEMPLO', 50_000, false],
    ['STOPAR LDA', 50_000, false],
  ])('«%s» %d is a settlement: %s', (descricao, valor, esperado) => {
    expect(eLiquidacaoCartao(descricao, valor)).toBe(esperado);
  });

  it.each([
    ['COMISSAO TPA 9061122', -1_230, true],
    ['Comissões TPA', -1_230, true],
    ['COM. SERV. TPA 9061122', -500, true],
    ['TPA VENDAS 9054457', -1_230, false],
    ['COMISSAO MANUTENCAO CONTA', -750, false],
  ])('«%s» %d is the acquirer commission: %s', (descricao, valor, esperado) => {
    expect(eComissaoCartao(descricao, valor)).toBe(esperado);
  });

  it('sales explain a settlement when the difference is a commission of at most the given percentage', () => {
    expect(vendasExplicamLiquidacao(200_000, 196_000, 5)).toBe(true);
    expect(vendasExplicamLiquidacao(200_000, 200_000, 5)).toBe(true);
    expect(vendasExplicamLiquidacao(200_000, 190_000, 5)).toBe(true);
    expect(vendasExplicamLiquidacao(200_000, 189_999, 5)).toBe(false);
    // More money than sales: the documents are not all of it.
    expect(vendasExplicamLiquidacao(200_000, 200_001, 5)).toBe(false);
  });
});

describe('card takings pass', () => {
  it("pairs a settlement with the day before's sales, the commission as the difference (Padaria do Largo, 16 June)", () => {
    const r = computeCorrespondencias({
      faturas: [venda('A101', '2025-06-15', 120_000), venda('A102', '2025-06-15', 80_000)],
      movimentos: [linha('T1', '2025-06-16', 'TPA VENDAS 9054457', 196_000)],
    });
    expect(pares(r)).toEqual([
      { faturas: ['A101', 'A102'], movimentos: ['T1'], regra: 'cartao', diferenca: -4_000 },
    ]);
    expect(r.correspondencias[0]?.explicacao).toBe(
      'Liquidação TPA de 1.960,00 € das vendas de 15/06/2025: FS A101 (1.200,00 €) + FS A102 (800,00 €) = ' +
        '2.000,00 €; comissão de 40,00 € (2,00 %), em Fornecimentos e serviços externos — Comissões.',
    );
    expect(r.erros).toEqual([]);
  });

  it("a Monday settlement pays the weekend's sales when the Sunday alone does not explain it", () => {
    const r = computeCorrespondencias({
      faturas: [
        venda('SEX', '2025-06-13', 30_000),
        venda('SAB', '2025-06-14', 50_000),
        venda('DOM', '2025-06-15', 40_000),
      ],
      movimentos: [linha('T1', '2025-06-16', 'TPA VENDAS 9054457', 88_560)],
    });
    // 900,00 € of sales on Saturday and Sunday, less 1,6 %: the Friday sale stays open.
    expect(pares(r)).toEqual([
      { faturas: ['SAB', 'DOM'], movimentos: ['T1'], regra: 'cartao', diferenca: -1_440 },
    ]);
  });

  it("each store's settlement pays its own store's sales", () => {
    const r = computeCorrespondencias({
      faturas: [
        venda('A1', '2025-06-15', 100_000, { lojaId: 'A' }),
        venda('B1', '2025-06-15', 50_000, { lojaId: 'B' }),
      ],
      movimentos: [
        linha('TA', '2025-06-16', 'TPA VENDAS 9054457', 98_500, { lojaId: 'A' }),
        linha('TB', '2025-06-16', 'TPA VENDAS 9061122', 49_250, { lojaId: 'B' }),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['A1'], movimentos: ['TA'], regra: 'cartao', diferenca: -1_500 },
      { faturas: ['B1'], movimentos: ['TB'], regra: 'cartao', diferenca: -750 },
    ]);
  });

  it('ignores receipt-invoices (paid when issued), credit notes and invoices to businesses', () => {
    const r = computeCorrespondencias({
      faturas: [
        venda('FR', '2025-06-15', 100_000, { tipo: 'Fatura-recibo' }),
        venda('NC', '2025-06-15', -10_000, { tipo: 'Nota de crédito' }),
        venda('FT', '2025-06-15', 100_000, { tipo: 'Fatura', nifAdquirente: '590943278' }),
      ],
      movimentos: [linha('T1', '2025-06-16', 'TPA VENDAS 9054457', 98_000)],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros).toEqual([]);
    expect(r.liquidacoesCartao).toEqual([{ movimentoId: 'T1', vendasEmAbertoCents: 0 }]);
  });

  it('a settlement left unpaired comes back with the open counter sales of its days, never as an error', () => {
    const r = computeCorrespondencias({
      faturas: [
        venda('A1', '2025-06-15', 500_000),
        venda('A2', '2025-06-16', 10_000),
        venda('MAIO', '2025-05-02', 11_300),
      ],
      movimentos: [
        // Cash sales documented too: 5 100,00 € of counter sales for 1 960,00 € of card takings.
        linha('T1', '2025-06-16', 'TPA VENDAS 9054457', 196_000),
        // No document on its days: the takings are the sales.
        linha('T2', '2025-07-07', 'TPA VENDAS 9061122', 113_000),
      ],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros).toEqual([]);
    expect(r.liquidacoesCartao).toEqual([
      { movimentoId: 'T1', vendasEmAbertoCents: 510_000 },
      { movimentoId: 'T2', vendasEmAbertoCents: 0 },
    ]);
  });

  it('never pairs a document with a settlement a person unlinked it from', () => {
    const r = computeCorrespondencias({
      faturas: [venda('A1', '2025-06-15', 200_000)],
      movimentos: [linha('T1', '2025-06-16', 'TPA VENDAS 9054457', 196_000)],
      bloqueados: [{ faturaId: 'A1', movimentoId: 'T1' }],
    });
    expect(r.correspondencias).toEqual([]);
  });
});

describe('the commission classification', () => {
  it('is a valid chain of the taxonomy: FSE Comissões, operating, paid to suppliers, variable', () => {
    expect(validateClassificacao(CLASSIFICACAO_COMISSAO_CARTAO)).toBeUndefined();
  });
});
