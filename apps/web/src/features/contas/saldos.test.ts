import type { ContaBancaria } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { descreverFalha, nomeDaConta, totalDosSaldos } from './saldos';

const conta = (o: Partial<ContaBancaria>): ContaBancaria => ({
  _id: 'c',
  banco: 'BPI',
  conta: '0010-1',
  iban: null,
  nome: '',
  loja: null,
  extratos: 1,
  abertura: null,
  ultimoSaldo: null,
  continuidade: { ok: true, falhas: [] },
  ...o,
});

describe("the 'Saldos' panel", () => {
  it('names an account by its name, IBAN or number', () => {
    expect(nomeDaConta(conta({}))).toBe('0010-1');
    expect(nomeDaConta(conta({ iban: 'PT50001000001234567890143' }))).toBe('PT50001000001234567890143');
    expect(nomeDaConta(conta({ nome: 'Conta da loja', iban: 'PT50001000001234567890143' }))).toBe(
      'Conta da loja (PT50001000001234567890143)',
    );
    expect(nomeDaConta(conta({ conta: '' }))).toBe('sem número');
  });

  it('says where continuity breaks, with the period and the amount', () => {
    expect(descreverFalha({ tipo: 'lacuna', de: '2025-02-01', ate: '2025-02-28', diferenca: 350 })).toBe(
      'Sem extrato de 01/02/2025 a 28/02/2025: 350,00 € por explicar.',
    );
    expect(descreverFalha({ tipo: 'lacuna', de: '2025-02-01', ate: '2025-02-28', diferenca: 0 })).toBe(
      'Sem extrato de 01/02/2025 a 28/02/2025 (nenhum movimento por explicar).',
    );
    expect(
      descreverFalha({ tipo: 'diferenca', de: '2025-01-31', ate: '2025-01-31', diferenca: -1234.5 }),
    ).toBe('Os saldos e os movimentos não batem em 31/01/2025: diferença de -1.234,50 €.');
  });

  it('adds up the last balances exactly', () => {
    expect(
      totalDosSaldos([
        conta({ ultimoSaldo: { valor: 10722.5, data: '2025-12-31' } }),
        conta({ ultimoSaldo: { valor: 0.1, data: '2025-12-31' } }),
        conta({ ultimoSaldo: { valor: 0.2, data: '2025-12-31' } }),
        conta({}),
      ]),
    ).toBe(1_072_280);
  });
});
