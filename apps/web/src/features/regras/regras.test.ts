import type { RegraDaEmpresa } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import {
  corpoDoFormulario,
  descreverClassificacao,
  descreverCondicao,
  FORMULARIO_VAZIO,
  formularioDaRegra,
  mudarCategoriaA,
  mudarCategoriaB,
  opcoesDoFormulario,
  temCategoria,
} from './regras';

const REGRA: RegraDaEmpresa = {
  _id: 'r1',
  campo: 'texto',
  texto: 'EDP',
  sinal: 'saida',
  valorMinimo: 10,
  valorMaximo: 1234.5,
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  gasto: 'Fixo',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Pagamentos a fornecedores',
  criadaEm: '2026-01-01T00:00:00.000Z',
};

describe('the rule form', () => {
  it('shows a rule’s amounts as written in Portugal, and sends them back as euros', () => {
    const f = formularioDaRegra(REGRA);
    expect([f.valorMinimo, f.valorMaximo, f.sinal]).toEqual(['10,00', '1.234,50', 'saida']);
    expect(corpoDoFormulario({ ...f, texto: '  EDP  ' })).toEqual({
      corpo: { ...f, texto: 'EDP', sinal: 'saida', valorMinimo: 10, valorMaximo: 1234.5 },
    });
    expect(corpoDoFormulario({ ...f, sinal: '', valorMinimo: '', valorMaximo: '' })).toMatchObject({
      corpo: { sinal: null, valorMinimo: null, valorMaximo: null },
    });
  });

  it('names the amount that is not one', () => {
    expect(corpoDoFormulario({ ...FORMULARIO_VAZIO, valorMaximo: 'muito' })).toEqual({
      campo: 'valorMaximo',
      message: 'Escreva um montante sem sinal, por exemplo 1.234,56.',
    });
    expect(corpoDoFormulario({ ...FORMULARIO_VAZIO, valorMinimo: '-5' })).toMatchObject({
      campo: 'valorMinimo',
    });
  });

  it('resets the dependent fields as the spreadsheet does, and clears the Gasto without Categoria A', () => {
    const compras = mudarCategoriaA(FORMULARIO_VAZIO, 'Compras');
    expect([compras.subcategoria_A, compras.gasto]).toEqual(['Mercadoria', 'N/A']);
    const semA = mudarCategoriaA({ ...compras, gasto: 'Variável' }, 'Sem Categoria A');
    expect([semA.subcategoria_A, semA.gasto]).toEqual(['Sem Subcategoria A', 'N/A']);
    expect(opcoesDoFormulario(semA).gasto).toEqual(['N/A']);
    const op = mudarCategoriaB(FORMULARIO_VAZIO, 'Fluxos de caixa das actividades operacionais');
    expect([op.subcategoria_B, op.rubrica_B]).toEqual(['Não Aplicável', 'Recebimentos de clientes']);
    expect(temCategoria(FORMULARIO_VAZIO)).toBe(false);
    expect(temCategoria(op)).toBe(true);
  });
});

describe('descriptions', () => {
  it('say the condition and what the rule sets in a line', () => {
    expect(descreverCondicao(REGRA)).toBe(
      'Emitente ou descritivo contém «EDP» · saída · de 10,00 € a 1.234,50 €',
    );
    expect(
      descreverCondicao({ ...REGRA, campo: 'nif', texto: '503504564', sinal: null, valorMinimo: null }),
    ).toBe('NIF contém «503504564» · até 1.234,50 €');
    expect(descreverClassificacao(REGRA)).toBe(
      'Fornecimentos e serviços externos › Electricidade (Fixo) · Fluxos de caixa das actividades operacionais › Pagamentos a fornecedores',
    );
  });
});
