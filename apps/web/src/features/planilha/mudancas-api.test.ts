import { describe, expect, it } from 'vitest';
import { campoDaApi, mudancasParaApi, tituloDoCampoApi } from './mudancas-api';

describe('mudancasParaApi', () => {
  it('nests invoice and statement fields as in the row JSON and names the shop loja', () => {
    expect(
      mudancasParaApi({
        nif: '500000000',
        total: 12.3,
        descritivo: 'TRF',
        valorExtrato: -5,
        cashFlow: 'Saída',
        unidadeNegocio: 'loja-2',
        dataPagamento: null,
        categoria_A: 'Compras',
        subcategoria_A: 'Mercadoria',
      }),
    ).toEqual({
      fatura: { nif: '500000000', total: 12.3 },
      extrato: { descricao: 'TRF', valor: -5, tipoMovimento: 'Saída' },
      loja: 'loja-2',
      dataPagamento: null,
      categoria_A: 'Compras',
      subcategoria_A: 'Mercadoria',
    });
  });

  it('sends only what changed', () => {
    expect(mudancasParaApi({ gasto: 'Fixo' })).toEqual({ gasto: 'Fixo' });
    expect(mudancasParaApi({})).toEqual({});
  });
});

describe('campoDaApi / tituloDoCampoApi', () => {
  it('maps the server’s field names back to columns', () => {
    expect(campoDaApi('fatura.total')).toBe('total');
    expect(campoDaApi('total')).toBe('total');
    expect(campoDaApi('extrato.descricao')).toBe('descritivo');
    expect(campoDaApi('tipoMovimento')).toBe('cashFlow');
    expect(campoDaApi('loja')).toBe('unidadeNegocio');
    expect(campoDaApi('subcategoria_A')).toBe('subcategoria_A');
    expect(campoDaApi('fatura.descricao')).toBeUndefined();
    expect(campoDaApi(undefined)).toBeUndefined();
    expect(tituloDoCampoApi('rubrica_B')).toBe('Rúbrica B');
    expect(tituloDoCampoApi('outro')).toBe('outro');
  });
});
