import { describe, expect, it } from 'vitest';
import { emparelharTransferencias, type MovimentoParaTransferencia } from './transferencias';

const EMPRESA = {
  nome: 'Café Exemplo do Largo, Unipessoal Lda',
  contas: ['0164658073554', 'PT50003374441412768490553'],
};

const m = (
  id: string,
  contaId: string,
  data: string,
  valorCents: number,
  descricao: string,
): MovimentoParaTransferencia => ({ id, contaId, data, valorCents, descricao });

describe('emparelharTransferencias: the two legs of a transfer between own accounts', () => {
  it('pairs a TRF P/O in one account with the TRF DE in another, a day apart', () => {
    const linhas = [
      m('cgd-1', 'cgd', '2025-03-03', -500_000, 'TRF P/O CAFE EXEMPLO DO LARGO'),
      m('bcp-1', 'bcp', '2025-03-04', 500_000, 'TRF DE CAFE EXEMPLO DO LARGO'),
      // A loan repayment: financing, not a transfer (nothing opposite in another account).
      m('cgd-2', 'cgd', '2025-03-05', -120_000, 'AMORT EMPRESTIMO 55512'),
    ];
    expect(emparelharTransferencias(linhas, EMPRESA)).toEqual([['cgd-1', 'bcp-1']]);
  });

  it('wants different accounts, opposite amounts, at most 3 days apart, and a line naming the company', () => {
    const linhas = [
      m('a', 'cgd', '2025-04-01', -10_000, 'TRF P/O CAFE EXEMPLO DO LARGO'),
      m('mesma-conta', 'cgd', '2025-04-01', 10_000, 'TRF DE CAFE EXEMPLO DO LARGO'),
      m('longe', 'bcp', '2025-04-08', 10_000, 'TRF DE CAFE EXEMPLO DO LARGO'),
      m('outro-valor', 'bcp', '2025-04-02', 10_001, 'TRF DE CAFE EXEMPLO DO LARGO'),
      // A customer paying the same amount is not the company's own money.
      m('cliente', 'bcp', '2025-04-02', 10_000, 'TRF DE ANA FICTICIA'),
      m('b', 'cgd', '2025-05-01', -20_000, 'TRF P/O ANA FICTICIA RENDA MAIO'),
      m('c', 'bcp', '2025-05-01', 20_000, 'TRF DE ANA FICTICIA'),
    ];
    expect(emparelharTransferencias(linhas, EMPRESA)).toEqual([]);
  });

  it('accepts a line naming the other account instead of the company, and pairs each line once, closest first', () => {
    const linhas = [
      m('s1', 'cgd', '2025-06-02', -30_000, 'TRANSFERENCIA PARA PT50003374441412768490553'),
      m('e-longe', 'bcp', '2025-06-05', 30_000, 'TRF RECEBIDA'),
      m('e-perto', 'bcp', '2025-06-02', 30_000, 'TRF RECEBIDA'),
      m('s2', 'cgd', '2025-06-04', -30_000, 'TRF P/O CAFE EXEMPLO LARGO'),
    ];
    expect(emparelharTransferencias(linhas, EMPRESA)).toEqual([
      ['s1', 'e-perto'],
      ['s2', 'e-longe'],
    ]);
  });
});
