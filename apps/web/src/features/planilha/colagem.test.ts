import type { LinhaPlanilha } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { aplicarMudancas } from './alteracoes';
import { CAMPOS, type Campo, type ContextoEdicao, podeEditarCampo, valoresDaLinha } from './campos';
import {
  colarBloco,
  colarNoCampo,
  LOJA_INVALIDA_COLAGEM,
  lerTabelaColada,
  textoDaCelula,
  textoParaCopiar,
  VALOR_INVALIDO_COLAGEM,
} from './colagem';
import { linhaDeTeste } from './test-fixtures';

const lojas = [
  { _id: 'loja-1', nome: 'LojaA' },
  { _id: 'loja-2', nome: 'Porto Centro' },
];
const valores = valoresDaLinha(linhaDeTeste());
const classificada = {
  ...valores,
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Subcontratos',
  categoria_B: 'Fluxos de caixa das actividades de investimento',
  subcategoria_B: 'Pagamentos - investimento',
  rubrica_B: 'Activos fixos tangíveis',
};

describe('colarNoCampo (SPEC §5 paste rules)', () => {
  it('accepts a category and applies the dependent reset', () => {
    expect(colarNoCampo('categoria_A', ' Compras ', valores, lojas)).toEqual({
      ok: true,
      mudancas: { categoria_A: 'Compras', subcategoria_A: 'Mercadoria' },
    });
  });

  it('accepts a subcategory only within the row’s category', () => {
    expect(colarNoCampo('subcategoria_A', 'Electricidade', classificada, lojas)).toEqual({
      ok: true,
      mudancas: { subcategoria_A: 'Electricidade' },
    });
    expect(colarNoCampo('subcategoria_A', 'Mercadoria', classificada, lojas)).toEqual({
      ok: false,
      erro: VALOR_INVALIDO_COLAGEM,
    });
  });

  it('accepts a rubric only within the row’s subcategory', () => {
    expect(colarNoCampo('rubrica_B', 'Activos intangíveis', classificada, lojas).ok).toBe(true);
    expect(colarNoCampo('rubrica_B', 'Dividendos', classificada, lojas)).toEqual({
      ok: false,
      erro: VALOR_INVALIDO_COLAGEM,
    });
    expect(colarNoCampo('subcategoria_B', 'Recebimentos - investimento', classificada, lojas)).toEqual({
      ok: true,
      mudancas: { subcategoria_B: 'Recebimentos - investimento', rubrica_B: 'Activos fixos tangíveis' },
    });
  });

  it('accepts the specification’s Subcategoria B label, then a rubric of either half (SPEC §3–4)', () => {
    const colada = colarNoCampo(
      'subcategoria_B',
      'Pagamentos/Recebimentos - investimento',
      classificada,
      lojas,
    );
    expect(colada).toEqual({
      ok: true,
      mudancas: {
        subcategoria_B: 'Pagamentos/Recebimentos - investimento',
        rubrica_B: 'Activos fixos tangíveis',
      },
    });
    const depois = { ...classificada, ...(colada.ok ? colada.mudancas : {}) };
    expect(colarNoCampo('rubrica_B', 'Subsídios ao investimento', depois, lojas).ok).toBe(true);
    expect(colarNoCampo('rubrica_B', 'Doações', depois, lojas)).toEqual({
      ok: false,
      erro: VALOR_INVALIDO_COLAGEM,
    });
  });

  it('accepts only the fixed options of tipologia, gasto and movement type', () => {
    expect(colarNoCampo('tipologia', 'Empresa', valores, lojas).ok).toBe(true);
    expect(colarNoCampo('tipologia', 'empresa', valores, lojas).ok).toBe(false);
    expect(colarNoCampo('gasto', 'Variável', valores, lojas).ok).toBe(true);
    expect(colarNoCampo('gasto', 'Talvez', valores, lojas)).toEqual({
      ok: false,
      erro: VALOR_INVALIDO_COLAGEM,
    });
    expect(colarNoCampo('cashFlow', 'Saída', valores, lojas)).toEqual({
      ok: true,
      mudancas: { cashFlow: 'Saída' },
    });
    expect(colarNoCampo('cashFlow', 'Saida', valores, lojas).ok).toBe(false);
    expect(colarNoCampo('categoria_A', '', valores, lojas).ok).toBe(false);
  });

  it('accepts a store by its name (any case), as its id', () => {
    expect(colarNoCampo('unidadeNegocio', 'porto centro', valores, lojas)).toEqual({
      ok: true,
      mudancas: { unidadeNegocio: 'loja-2' },
    });
    expect(colarNoCampo('unidadeNegocio', 'Lisboa', valores, lojas)).toEqual({
      ok: false,
      erro: LOJA_INVALIDA_COLAGEM,
    });
    expect(colarNoCampo('unidadeNegocio', '', valores, lojas).ok).toBe(false);
  });

  it('reads amounts in Portuguese or dot notation, and dates in dd/mm/aaaa or ISO', () => {
    expect(colarNoCampo('total', '1.234,56 €', valores, lojas)).toEqual({
      ok: true,
      mudancas: { total: 1234.56 },
    });
    expect(colarNoCampo('iva', '-12.5', valores, lojas)).toEqual({ ok: true, mudancas: { iva: -12.5 } });
    expect(colarNoCampo('total', 'doze', valores, lojas)).toEqual({
      ok: false,
      erro: VALOR_INVALIDO_COLAGEM,
    });
    expect(colarNoCampo('dataEmissao', '05/03/2025', valores, lojas)).toEqual({
      ok: true,
      mudancas: { dataEmissao: '2025-03-05' },
    });
    expect(colarNoCampo('dataPagamento', '2025-02-30', valores, lojas).ok).toBe(false);
    expect(colarNoCampo('dataPagamento', '', valores, lojas)).toEqual({
      ok: true,
      mudancas: { dataPagamento: null },
    });
  });

  it('takes free text as it comes, trimmed, an empty cell clearing it', () => {
    expect(colarNoCampo('emitente', '  Fornecedor X ', valores, lojas)).toEqual({
      ok: true,
      mudancas: { emitente: 'Fornecedor X' },
    });
    expect(colarNoCampo('nif', '', valores, lojas)).toEqual({ ok: true, mudancas: { nif: null } });
  });
});

describe('lerTabelaColada', () => {
  it('splits Excel’s tabs and newlines, without the final empty row', () => {
    expect(lerTabelaColada('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(lerTabelaColada('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty cells and a single value', () => {
    expect(lerTabelaColada('Compras')).toEqual([['Compras']]);
    expect(lerTabelaColada('a\t\tc')).toEqual([['a', '', 'c']]);
    expect(lerTabelaColada('')).toEqual([['']]);
  });

  it('reads quoted cells with tabs, newlines and doubled quotes', () => {
    expect(lerTabelaColada('"linha 1\nlinha 2"\t"diz ""olá"""\n"a\tb"\tx')).toEqual([
      ['linha 1\nlinha 2', 'diz "olá"'],
      ['a\tb', 'x'],
    ]);
    expect(lerTabelaColada('5" ecrã\tx')).toEqual([['5" ecrã', 'x']]);
  });
});

describe('colarBloco', () => {
  const editor: ContextoEdicao = { editando: true, podeEditar: true, userId: 'u1' };
  const colunas = ['acoes', ...CAMPOS];
  const coluna = (campo: Campo) => colunas.indexOf(campo);
  const linhas: LinhaPlanilha[] = [
    linhaDeTeste({ _id: 'a' }),
    linhaDeTeste({ _id: 'b', criadaManualmente: true, criadoPor: 'u1' }),
    linhaDeTeste({ _id: 'c' }),
  ];
  const alvo = linhas.map((linha) => ({ linha, valores: valoresDaLinha(linha) }));
  const podeEditar = (campo: Campo, linha: LinhaPlanilha) => podeEditarCampo(campo, linha, editor);

  it('fills a block from the active cell, a pasted category and subcategory landing together', () => {
    const tabela = lerTabelaColada('Compras\tMatéria Prima\nFornecimentos e serviços externos\tHonorários\n');
    const resultado = colarBloco({
      tabela,
      linhas: alvo,
      colunas,
      inicio: { linha: 0, coluna: coluna('categoria_A') },
      lojas,
      podeEditar,
    });
    expect(resultado.erros).toEqual([]);
    expect(resultado.coladas).toBe(4);
    expect(resultado.alteracoes).toEqual([
      { linha: linhas[0], mudancas: { categoria_A: 'Compras', subcategoria_A: 'Matéria Prima' } },
      {
        linha: linhas[1],
        mudancas: { categoria_A: 'Fornecimentos e serviços externos', subcategoria_A: 'Honorários' },
      },
    ]);
  });

  it('refuses invalid cells with their reason and keeps the valid ones', () => {
    const resultado = colarBloco({
      tabela: [
        ['Empresa', 'Fixo', 'Entrada', 'Lisboa'],
        ['Outra', 'Variável', 'Saída', 'LojaA'],
      ],
      linhas: alvo,
      colunas,
      inicio: { linha: 1, coluna: coluna('tipologia') },
      lojas,
      podeEditar,
    });
    // Each refused cell named by its row on the page, its column and the value pasted.
    expect(resultado.erros).toEqual([
      `${LOJA_INVALIDA_COLAGEM} Linha 2, Unidade de Negócio: «Lisboa»`,
      `${VALOR_INVALIDO_COLAGEM} Linha 3, Tipologia: «Outra»`,
    ]);
    expect(resultado.alteracoes.map((a) => [a.linha._id, a.mudancas])).toEqual([
      ['b', { tipologia: 'Empresa', gasto: 'Fixo', cashFlow: 'Entrada' }],
      ['c', { gasto: 'Variável', cashFlow: 'Saída', unidadeNegocio: 'loja-1' }],
    ]);
    expect(resultado.coladas).toBe(6);
    expect(resultado.ignoradas).toBe(0);
  });

  it('skips read-only fields, the actions column and cells past the grid', () => {
    const resultado = colarBloco({
      tabela: [['999999990', 'Outro'], ['111'], ['222'], ['333']],
      linhas: alvo,
      colunas,
      inicio: { linha: 0, coluna: coluna('nif') },
      lojas,
      podeEditar,
    });
    // Row a is imported: its NIF stays; row b is the user's; row c imported; the 4th row is past the end.
    expect(resultado.alteracoes).toEqual([{ linha: linhas[1], mudancas: { nif: '111' } }]);
    expect(resultado.ignoradas).toBe(2 + 1 + 1);
    const naAcoes = colarBloco({
      tabela: [['x', 'Empresa']],
      linhas: alvo,
      colunas: ['acoes', 'tipologia'],
      inicio: { linha: 0, coluna: 0 },
      lojas,
      podeEditar,
    });
    expect(naAcoes.alteracoes).toEqual([{ linha: linhas[0], mudancas: { tipologia: 'Empresa' } }]);
  });

  it('checks a pasted subcategory against the row as already changed by the same paste', () => {
    const resultado = colarBloco({
      tabela: [
        ['Fluxos de caixa das actividades de financiamento', 'Pagamentos - financiamento', 'Dividendos'],
      ],
      linhas: alvo,
      colunas,
      inicio: { linha: 2, coluna: coluna('categoria_B') },
      lojas,
      podeEditar,
    });
    expect(resultado.erros).toEqual([]);
    const mudancas = resultado.alteracoes[0]?.mudancas;
    expect(aplicarMudancas(alvo[2]!.valores, mudancas)).toMatchObject({
      categoria_B: 'Fluxos de caixa das actividades de financiamento',
      subcategoria_B: 'Pagamentos - financiamento',
      rubrica_B: 'Dividendos',
    });
  });
});

describe('textoParaCopiar / textoDaCelula', () => {
  const linha = linhaDeTeste({ dataPagamento: '2025-03-09' });
  const v = { ...valoresDaLinha(linha), total: 1234.5 };

  it('copies amounts and dates in the form a paste reads back', () => {
    expect(textoParaCopiar('total', v, lojas, linha)).toBe('1.234,50');
    expect(textoParaCopiar('dataPagamento', v, lojas, linha)).toBe('09/03/2025');
    expect(textoParaCopiar('unidadeNegocio', v, lojas, linha)).toBe('LojaA');
    expect(textoParaCopiar('valorExtrato', v, lojas, linha)).toBe('');
    const copiado = textoParaCopiar('total', v, lojas, linha);
    expect(colarNoCampo('total', copiado, v, lojas)).toEqual({ ok: true, mudancas: { total: 1234.5 } });
  });

  it('shows amounts with the euro sign', () => {
    expect(textoDaCelula('total', v, lojas, linha)).toBe('1.234,50 €');
    expect(textoDaCelula('iva', { ...v, iva: -0.5 }, lojas, linha)).toBe('-0,50 €');
    expect(textoDaCelula('dataEmissao', v, lojas, linha)).toBe('01/03/2025');
    expect(textoDaCelula('categoria_A', v, lojas, linha)).toBe('Sem Categoria A');
  });

  it('names a shop the company no longer lists by the row’s own name', () => {
    const antiga = linhaDeTeste({ loja: 'loja-9', lojaNome: 'Fechada' });
    expect(textoDaCelula('unidadeNegocio', valoresDaLinha(antiga), lojas, antiga)).toBe('Fechada');
  });
});
