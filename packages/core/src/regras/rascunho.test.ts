import { describe, expect, it } from 'vitest';
import { CLASSIFICACAO_PREDEFINIDA } from '../taxonomy/classificacao';
import { palavrasDoComerciante, rascunhoDaLinha } from './rascunho';
import type { LinhaParaRegras } from './regras';

const linha = (l: Partial<LinhaParaRegras>): LinhaParaRegras => ({
  nif: null,
  emitente: null,
  descritivo: null,
  valorCents: null,
  lado: null,
  ...l,
});
const COMPRAS = {
  ...CLASSIFICACAO_PREDEFINIDA,
  categoria_A: 'Compras',
  subcategoria_A: 'Mercadoria',
  gasto: 'Variável',
};

describe('palavrasDoComerciante', () => {
  it.each([
    ['COMPRA 4821 CASH & CARRY EXEMPLO', 'CASH & CARRY EXEMPLO'],
    ['TRF P/O FRIO EXEMPLAR 597148333', 'FRIO EXEMPLAR'],
    ['Trf De Hotel Miradouro FT A2025/2', 'Hotel Miradouro FT'],
    ['DD SEGURADORA IMAGINARIA', 'SEGURADORA IMAGINARIA'],
    ['PAG ORDENADOS 01/2025', 'ORDENADOS'],
    ['TRF P/O 123', ''],
  ])('%s → %s', (descritivo, esperado) => {
    expect(palavrasDoComerciante(descritivo)).toBe(esperado);
  });
});

describe('rascunhoDaLinha', () => {
  it('prefers the NIF, and takes the halves the row has', () => {
    expect(
      rascunhoDaLinha(
        linha({
          nif: '592087239',
          emitente: '592087239 - Cash & Carry Exemplo',
          descritivo: 'COMPRA 4821 CASH',
        }),
        COMPRAS,
      ),
    ).toEqual({
      condicao: { campo: 'nif', texto: '592087239' },
      classificacao: {
        categoria_A: 'Compras',
        subcategoria_A: 'Mercadoria',
        gasto: 'Variável',
        categoria_B: 'Sem Categoria B',
        subcategoria_B: 'Sem Subcategoria B',
        rubrica_B: 'Sem Rúbrica B',
      },
    });
  });

  it('takes a bank line’s merchant words when there is no NIF', () => {
    const r = rascunhoDaLinha(
      linha({ descritivo: 'COMPRA 4821 CASH & CARRY EXEMPLO', valorCents: -38_535 }),
      COMPRAS,
    );
    expect(r?.condicao).toEqual({ campo: 'descritivo', texto: 'CASH & CARRY EXEMPLO' });
  });

  it('has nothing to offer for a row without a category, or without NIF and words', () => {
    expect(rascunhoDaLinha(linha({ nif: '592087239' }), CLASSIFICACAO_PREDEFINIDA)).toBeUndefined();
    expect(rascunhoDaLinha(linha({ descritivo: 'TRF P/O 123' }), COMPRAS)).toBeUndefined();
  });
});
