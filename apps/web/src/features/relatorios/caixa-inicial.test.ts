import type { CaixaInicial } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { resumoCaixaInicial, valorCaixaInicial } from './caixa-inicial';

const loja = (
  _id: string,
  valor: number,
  origem: CaixaInicial['lojas'][number]['origem'],
  manual: CaixaInicial['lojas'][number]['manual'] = null,
) => ({ _id, nome: _id, valor, origem, manual });

describe('opening cash summary', () => {
  it('of one store: its amount and where it comes from', () => {
    const resposta: CaixaInicial = {
      ano: 2025,
      valor: 1234.56,
      saldoExtratos: 5000,
      lojas: [loja('l1', 1234.56, 'extratos')],
    };
    expect(resumoCaixaInicial(resposta, 'l1')).toEqual({
      cents: 123456,
      origem: 'Saldo dos extratos bancários',
      tipo: 'extratos',
    });
  });

  it('set by hand: who and when (Lisbon date)', () => {
    const resposta: CaixaInicial = {
      ano: 2025,
      valor: -50,
      saldoExtratos: null,
      lojas: [
        loja('l1', -50, 'manual', {
          valor: -50,
          atualizadoEm: '2025-03-31T23:30:00.000Z',
          atualizadoPor: { _id: 'u1', nome: 'Ana' },
        }),
      ],
    };
    expect(resumoCaixaInicial(resposta, 'l1')).toEqual({
      cents: -5000,
      origem: 'Definida manualmente',
      tipo: 'manual',
      detalhe: 'por Ana em 01/04/2025',
    });
  });

  it('carried over from the year before', () => {
    const resposta: CaixaInicial = {
      ano: 2025,
      valor: 0,
      saldoExtratos: null,
      lojas: [loja('l1', 0, 'ano-anterior')],
    };
    expect(resumoCaixaInicial(resposta, 'l1').origem).toBe('Transitada do ano anterior');
  });

  it("of 'Todas as lojas': the bank's balance, unless a store was set by hand", () => {
    const banco: CaixaInicial = {
      ano: 2025,
      valor: 5000,
      saldoExtratos: 5000,
      lojas: [loja('l1', 4000, 'extratos'), loja('l2', 1000, 'ano-anterior')],
    };
    expect(resumoCaixaInicial(banco, 'todas')).toEqual({
      cents: 500000,
      origem: 'Saldo dos extratos bancários',
      tipo: 'extratos',
    });
    const misto: CaixaInicial = {
      ...banco,
      lojas: [loja('l1', 4000, 'extratos'), loja('l2', 1000, 'manual')],
    };
    expect(resumoCaixaInicial(misto, 'todas')).toMatchObject({
      origem: 'Inclui valores definidos manualmente',
      tipo: 'misto',
    });
  });
});

describe('opening cash field', () => {
  it.each([
    [1234.567, 1234.57],
    [-50, -50],
    ['12.', 12],
    ['-0.5', -0.5],
    ['1.234,56 €', 1234.56],
    ['', undefined],
    ['-', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
  ])('reads %s as %s euros', (valor, euros) => {
    expect(valorCaixaInicial(valor)).toBe(euros);
  });
});
