import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { alteracoesReducer, SEM_ALTERACOES } from './alteracoes';
import {
  diferencasConflito,
  falhaDeErro,
  type GuardarLinha,
  guardarAlteracoes,
  LINHA_ALTERADA_POR_OUTRO,
  rotuloDaLinha,
} from './guardar';
import type { MudancasApi } from './mudancas-api';
import { linhaDeTeste } from './test-fixtures';

const a = linhaDeTeste({ _id: 'a', versao: 1 });
const b = linhaDeTeste({
  _id: 'b',
  versao: 5,
  fatura: null,
  extrato: { descricao: 'TRF X', dataMovimento: '2025-01-02', valor: 1, tipoMovimento: 'Entrada' },
});
const c = linhaDeTeste({ _id: 'c', versao: 2 });

const pendentes = alteracoesReducer(SEM_ALTERACOES, {
  tipo: 'alterar-varias',
  alteracoes: [
    { linha: a, mudancas: { gasto: 'Fixo' } },
    { linha: b, mudancas: { categoria_A: 'Compras', subcategoria_A: 'Mercadoria' } },
    { linha: c, mudancas: { total: 10 } },
  ],
});

describe('guardarAlteracoes', () => {
  it('sends one PUT per changed row, in parallel, each with its version', async () => {
    const chamadas: [string, MudancasApi, number][] = [];
    let emCurso = 0;
    let maximo = 0;
    const guardar: GuardarLinha = async (id, mudancas, versao) => {
      chamadas.push([id, mudancas, versao]);
      emCurso += 1;
      maximo = Math.max(maximo, emCurso);
      await new Promise((r) => setTimeout(r, 5));
      emCurso -= 1;
      return { ...linhaDeTeste({ _id: id }), versao: versao + 1 };
    };
    const resultado = await guardarAlteracoes(pendentes, guardar);
    expect(maximo).toBe(3);
    expect(chamadas).toEqual([
      ['a', { gasto: 'Fixo' }, 1],
      ['b', { categoria_A: 'Compras', subcategoria_A: 'Mercadoria' }, 5],
      ['c', { fatura: { total: 10 } }, 2],
    ]);
    expect(resultado.guardadas).toEqual(['a', 'b', 'c']);
    expect(resultado.linhasGuardadas.map((l) => l.versao)).toEqual([2, 6, 3]);
    expect(resultado.falhas).toEqual([]);
  });

  it('reports each failed row with its reason and keeps going', async () => {
    const atual = { ...c, versao: 9, gasto: 'Variável' };
    const guardar: GuardarLinha = async (id) => {
      if (id === 'b')
        throw new ApiError(400, 'Subcategoria inválida.', undefined, {
          message: 'x',
          campo: 'subcategoria_A',
        });
      if (id === 'c') throw new ApiError(409, 'Conflito', undefined, { message: 'Conflito', linha: atual });
      return linhaDeTeste({ _id: id });
    };
    const resultado = await guardarAlteracoes(pendentes, guardar);
    expect(resultado.guardadas).toEqual(['a']);
    expect(resultado.falhas).toEqual([
      { id: 'b', rotulo: 'TRF X', status: 400, motivo: 'Subcategoria A: Subcategoria inválida.' },
      {
        id: 'c',
        rotulo: 'FT 2025/1 · 500000000 - EDP Comercial',
        status: 409,
        motivo: LINHA_ALTERADA_POR_OUTRO,
        linhaAtual: atual,
      },
    ]);
  });
});

describe('falhaDeErro', () => {
  it('reads the field of a 400 from detalhes too, without repeating a title already in the message', () => {
    expect(
      falhaDeErro(a, new ApiError(400, 'Data inválida.', undefined, { detalhes: { campo: 'dataPagamento' } }))
        .motivo,
    ).toBe('Data Pagamento: Data inválida.');
    expect(
      falhaDeErro(a, new ApiError(400, 'A Rúbrica B não pertence.', undefined, { campo: 'rubrica_B' }))
        .motivo,
    ).toBe('A Rúbrica B não pertence.');
  });

  it('explains a 403, a 409 without a row, and a network failure', () => {
    expect(falhaDeErro(a, new ApiError(403, 'Sem permissão.')).motivo).toBe('Sem permissão.');
    const conflito = falhaDeErro(a, new ApiError(409, 'x'));
    expect(conflito.motivo).toBe(LINHA_ALTERADA_POR_OUTRO);
    expect(conflito.linhaAtual).toBeUndefined();
    expect(falhaDeErro(a, new ApiError(0, 'Sem ligação.'))).toMatchObject({
      status: 0,
      motivo: 'Sem ligação.',
    });
  });
});

describe('rotuloDaLinha', () => {
  it('names a row by its invoice, else its statement, else its date', () => {
    expect(rotuloDaLinha(a)).toBe('FT 2025/1 · 500000000 - EDP Comercial');
    expect(rotuloDaLinha(b)).toBe('TRF X');
    expect(
      rotuloDaLinha(
        linhaDeTeste({
          fatura: {
            nif: null,
            emitente: null,
            numeroFatura: null,
            dataEmissao: '2025-04-01',
            baseTributavel: null,
            iva: null,
            total: null,
            tipo: null,
            situacao: null,
          },
        }),
      ),
    ).toBe('Linha de 01/04/2025');
    expect(rotuloDaLinha(linhaDeTeste({ fatura: null }))).toBe('Linha sem dados');
  });
});

describe('diferencasConflito', () => {
  it('shows the server’s current value of each field the user changed, beside the user’s', () => {
    const pendente = { base: a, mudancas: { gasto: 'Fixo', total: 10, unidadeNegocio: 'loja-2' } };
    const atual = { ...a, versao: 2, gasto: 'Variável', fatura: { ...a.fatura!, total: 99.5 } };
    const lojas = [
      { _id: 'loja-1', nome: 'LojaA' },
      { _id: 'loja-2', nome: 'Porto' },
    ];
    expect(diferencasConflito(pendente, atual, lojas)).toEqual([
      { campo: 'gasto', titulo: 'Gasto', atual: 'Variável', seu: 'Fixo' },
      { campo: 'total', titulo: 'Total', atual: '99,50 €', seu: '10,00 €' },
      { campo: 'unidadeNegocio', titulo: 'Unidade de Negócio', atual: 'LojaA', seu: 'Porto' },
    ]);
  });
});
