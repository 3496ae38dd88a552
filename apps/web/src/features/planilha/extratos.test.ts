import type { ExtratoPendente } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  diferencaPorConfirmar,
  filtrarExtratos,
  linhaParaAssociar,
  ordenarExtratosParaLinha,
} from './extratos';
import { linhaDeTeste } from './test-fixtures';

const extrato = (o: Partial<ExtratoPendente>): ExtratoPendente => ({
  _id: 'e',
  descricao: 'TRF',
  dataMovimento: '2025-03-01',
  valor: -10,
  tipoMovimento: 'Saída',
  banco: 'CGD',
  conta: 'PT50 0035',
  ...o,
});

const lista = [
  extrato({ _id: 'e1', descricao: 'PAG ELECTRICIDADE EDP', valor: -123, dataMovimento: '2025-03-20' }),
  extrato({ _id: 'e2', descricao: 'Água Municipal', valor: -123, dataMovimento: '2025-03-03' }),
  extrato({
    _id: 'e3',
    descricao: 'Venda TPA',
    valor: 1234.5,
    tipoMovimento: 'Entrada',
    dataMovimento: '2025-04-01',
  }),
];

describe('filtrarExtratos', () => {
  it('finds by description without accents or case, by amount as shown and by date', () => {
    expect(filtrarExtratos(lista, 'agua').map((e) => e._id)).toEqual(['e2']);
    expect(filtrarExtratos(lista, 'eletricidade').map((e) => e._id)).toEqual([]);
    expect(filtrarExtratos(lista, 'electricidade').map((e) => e._id)).toEqual(['e1']);
    expect(filtrarExtratos(lista, '1.234,50').map((e) => e._id)).toEqual(['e3']);
    expect(filtrarExtratos(lista, '03/03/2025').map((e) => e._id)).toEqual(['e2']);
    expect(filtrarExtratos(lista, '  ')).toHaveLength(3);
  });
});

describe('ordenarExtratosParaLinha', () => {
  it("ranks by core's score: the same amount with the issuer's name beats the same amount nearer in date", () => {
    // Row: 123,00 € of '500000000 - EDP Comercial', issued 01/03/2025.
    // e1: 45 (amount) + 20 × 41/60 (19 days) + 25 × 1/2 ('EDP' of EDP, COMERCIAL) = 71,2.
    // e2: 45 + 20 × 58/60 (2 days) = 64,3. e3: 1.111,50 € off (over the total: 0) + 20 × 29/60 (31 days) = 9,7.
    const ordem = ordenarExtratosParaLinha(lista, linhaParaAssociar(linhaDeTeste()).documento);
    expect(ordem.map((c) => [c.extrato._id, c.pontuacao.total, c.pontuacao.diferencaCents])).toEqual([
      ['e1', 71.2, 0],
      ['e2', 64.3, 0],
      ['e3', 9.7, 111150],
    ]);
  });

  it('is newest first for a row without a total or a date', () => {
    const semFatura = linhaParaAssociar(linhaDeTeste({ fatura: null })).documento;
    expect(ordenarExtratosParaLinha(lista, semFatura).map((c) => c.extrato._id)).toEqual(['e3', 'e1', 'e2']);
  });
});

describe('a link whose amounts differ', () => {
  const pergunta = 'O valor do extrato (1.960,00 €) difere do total do documento (2.000,00 €) em -40,00 €.';

  it("is the server's 409 with the difference: its question is asked", () => {
    const erro = new ApiError(409, pergunta, undefined, {
      message: pergunta,
      detalhes: { codigo: 'diferenca-por-confirmar', diferenca: -40 },
    });
    expect(diferencaPorConfirmar(erro)).toBe(pergunta);
  });

  it('is not any other refusal or failure', () => {
    expect(
      diferencaPorConfirmar(new ApiError(409, 'Esta linha já tem um extrato associado.')),
    ).toBeUndefined();
    expect(diferencaPorConfirmar(new ApiError(500, 'Erro'))).toBeUndefined();
    expect(diferencaPorConfirmar(new Error('rede'))).toBeUndefined();
  });
});
