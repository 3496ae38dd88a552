import { describe, expect, it } from 'vitest';
import { textoConciliacao } from './conciliacao';

describe('the closing cash against the banks', () => {
  it('says when it agrees to the cent', () => {
    expect(textoConciliacao(2025, { bancos: 24148.94, caixaNoFim: 24148.94, diferenca: 0 })).toBe(
      'A caixa no fim de 2025 é igual à soma dos saldos das contas bancárias a 31/12/2025: 24.148,94 €.',
    );
  });

  it('says by how much it does not', () => {
    expect(textoConciliacao(2025, { bancos: 60651.79, caixaNoFim: 54651.79, diferenca: -6000 })).toBe(
      'A caixa no fim de 2025 (54.651,79 €) difere da soma dos saldos das contas bancárias a 31/12/2025 ' +
        '(60.651,79 €) em -6.000,00 €: veja os Saldos e as linhas por classificar ou com data de pagamento alterada.',
    );
  });
});
