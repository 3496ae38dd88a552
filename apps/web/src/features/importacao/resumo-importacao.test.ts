import type { ResultadoDoFicheiro, ResultadoDoModelo } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  contagensDoResultado,
  descreverCorrespondencias,
  descreverLoja,
  descreverResultado,
  falhaDe,
  formatLinhaProblema,
  formatTipoFicheiro,
  MAX_PROBLEMAS_VISIVEIS,
  problemasVisiveis,
} from './resumo-importacao';

const contagens = {
  importadas: 12,
  duplicadas: 3,
  atualizadas: 0,
  recusadas: 1,
  problemas: [{ linha: 14, motivo: 'Data inválida: "31-02-2026".' }],
};

const deModelo = (mudanca: Partial<ResultadoDoModelo> = {}): ResultadoDoModelo => ({
  _id: 'i1',
  ficheiro: 'planilha.xlsx',
  tipo: 'planilha',
  formato: 'XLSX',
  ...contagens,
  ...mudanca,
});

const deExtrato = (mudanca: Partial<ResultadoDoFicheiro> = {}): ResultadoDoFicheiro => ({
  _id: 'i2',
  ficheiro: 'extrato.csv',
  tipo: 'extrato',
  formato: 'CSV da Caixa Geral de Depósitos',
  ...contagens,
  categorizadas: 0,
  lojas: [],
  ...mudanca,
});

const origens = { texto: 0, conta: 0, serie: 0, historico: 0, primeira: 0 };

describe('descreverResultado', () => {
  it.each([
    [{}, '12 linhas importadas, 3 duplicadas, 0 atualizadas e 1 recusada.'],
    [
      { importadas: 1, duplicadas: 1, atualizadas: 1, recusadas: 0 },
      '1 linha importada, 1 duplicada, 1 atualizada e 0 recusadas.',
    ],
    [
      { importadas: 0, duplicadas: 250, atualizadas: 2, recusadas: 0 },
      '0 linhas importadas, 250 duplicadas, 2 atualizadas e 0 recusadas.',
    ],
  ])('%o → %s', (mudanca, esperado) => {
    expect(descreverResultado(deModelo(mudanca))).toBe(esperado);
  });
});

describe('contagensDoResultado', () => {
  it("lists a template's four counts in order", () => {
    expect(contagensDoResultado(deModelo()).map((c) => [c.rotulo, c.valor])).toEqual([
      ['Importadas', 12],
      ['Duplicadas (já existiam)', 3],
      ['Atualizadas', 0],
      ['Recusadas', 1],
    ]);
  });

  it('adds the automatic categorisations of e-fatura and statements', () => {
    expect(contagensDoResultado(deExtrato({ categorizadas: 7 })).at(-1)).toEqual({
      chave: 'categorizadas',
      rotulo: 'Categorizadas automaticamente',
      valor: 7,
    });
  });
});

describe('descreverLoja', () => {
  it('says how many rows went to the store and why', () => {
    expect(
      descreverLoja({
        _id: 'l',
        nome: 'Loja Parque',
        linhas: 3,
        origens: { ...origens, texto: 1, historico: 2 },
      }),
    ).toBe('Loja Parque: 3 linhas (1 pela descrição, 2 pelo histórico)');
    expect(
      descreverLoja({ _id: 'l', nome: 'Loja Baixa', linhas: 1, origens: { ...origens, primeira: 1 } }),
    ).toBe('Loja Baixa: 1 linha (1 por omissão)');
    expect(descreverLoja({ _id: 'l', nome: 'Loja Baixa', linhas: 2, origens })).toBe('Loja Baixa: 2 linhas');
  });
});

describe('problems', () => {
  it('shows line 0 as the file as a whole', () => {
    expect(formatLinhaProblema(0)).toBe('Ficheiro');
    expect(formatLinhaProblema(14)).toBe('14');
  });

  it('sorts by line and caps the list, counting the rest', () => {
    const muitos = Array.from({ length: MAX_PROBLEMAS_VISIVEIS + 5 }, (_, i) => ({
      linha: MAX_PROBLEMAS_VISIVEIS + 5 - i,
      motivo: 'x',
    }));
    const { visiveis, ocultos } = problemasVisiveis(muitos);
    expect(visiveis).toHaveLength(MAX_PROBLEMAS_VISIVEIS);
    expect(visiveis[0]?.linha).toBe(1);
    expect(ocultos).toBe(5);
    expect(problemasVisiveis([]).ocultos).toBe(0);
  });
});

describe('formatTipoFicheiro', () => {
  it('names the kinds, and keeps an unknown one', () => {
    expect(formatTipoFicheiro('efatura')).toBe('E-fatura');
    expect(formatTipoFicheiro('extrato')).toBe('Extrato bancário');
    expect(formatTipoFicheiro('orcamento')).toBe('Orçamento Anual');
    expect(formatTipoFicheiro('outro')).toBe('outro');
  });
});

describe('falhaDe', () => {
  it('puts the server reason after the §8 message', () => {
    const error = new ApiError(400, 'Formato de extrato não reconhecido. Formatos suportados: OFX.');
    expect(falhaDe('Erro ao importar arquivos.', error)).toEqual({
      titulo: 'Erro ao importar arquivos.',
      detalhe: 'Formato de extrato não reconhecido. Formatos suportados: OFX.',
    });
  });

  it('has no detail without a reason, or when the reason repeats the message', () => {
    expect(falhaDe('Erro ao importar planilha.', new ApiError(500, ''))).toEqual({
      titulo: 'Erro ao importar planilha.',
    });
    expect(falhaDe('Erro ao importar planilha.', new Error('Erro ao importar planilha.'))).toEqual({
      titulo: 'Erro ao importar planilha.',
    });
    expect(falhaDe('Erro ao importar produtos.', 'texto')).toEqual({ titulo: 'Erro ao importar produtos.' });
  });

  it("marks the server's 'sem-lojas' answer, whose way out is adding a store", () => {
    const mensagem = 'A empresa ainda não tem lojas: adicione uma loja antes de importar ficheiros.';
    const semLojas = new ApiError(409, mensagem, undefined, {
      message: mensagem,
      detalhes: { codigo: 'sem-lojas' },
    });
    expect(falhaDe('Erro ao importar arquivos.', semLojas)).toEqual({
      titulo: 'Erro ao importar arquivos.',
      detalhe: mensagem,
      semLojas: true,
    });
    const outro409 = new ApiError(409, 'Outra razão.', undefined, {
      message: 'Outra razão.',
      detalhes: { codigo: 'x' },
    });
    expect(falhaDe('Erro ao importar arquivos.', outro409)).toEqual({
      titulo: 'Erro ao importar arquivos.',
      detalhe: 'Outra razão.',
    });
  });
});

describe('descreverCorrespondencias', () => {
  it.each([
    [
      { correspondencias: 12, erros: 3 },
      '12 correspondências encontradas; 3 linhas para rever no Relatório de Erros.',
    ],
    [
      { correspondencias: 1, erros: 1 },
      '1 correspondência encontrada; 1 linha para rever no Relatório de Erros.',
    ],
    [{ correspondencias: 0, erros: 0 }, '0 correspondências encontradas; nenhuma linha para rever.'],
  ])('%o → %s', (contagens, esperado) => {
    expect(descreverCorrespondencias({ message: 'Processamento concluído!', ...contagens })).toBe(esperado);
  });
});
