import { describe, expect, it } from 'vitest';
import { CLASSIFICACAO_PREDEFINIDA, type Classificacao } from '../taxonomy/classificacao';
import {
  aplicarRegras,
  type ClassificacaoRegra,
  type CondicaoTexto,
  dobrarTexto,
  type LinhaParaRegras,
  mudancasDaRegra,
  ordenarRegrasDaEmpresa,
  porClassificar,
  prepararRegras,
  type Regra,
  regraDaLinha,
  validarClassificacaoRegra,
  validarCondicao,
} from './regras';

const OPERACIONAIS = 'Fluxos de caixa das actividades operacionais';
const ELECTRICIDADE: ClassificacaoRegra = {
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  gasto: 'Fixo',
  categoria_B: OPERACIONAIS,
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Pagamentos a fornecedores',
};
const SO_B: ClassificacaoRegra = {
  categoria_A: 'Sem Categoria A',
  subcategoria_A: 'Sem Subcategoria A',
  gasto: 'N/A',
  categoria_B: OPERACIONAIS,
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Outros recebimentos/pagamentos',
};

const linha = (l: Partial<LinhaParaRegras>): LinhaParaRegras => ({
  nif: null,
  emitente: null,
  descritivo: null,
  valorCents: null,
  lado: null,
  ...l,
});
const regra = (id: string, condicao: CondicaoTexto, classificacao = ELECTRICIDADE): Regra => ({
  origem: 'empresa',
  id,
  condicoes: [condicao],
  classificacao,
});
const qual = (l: Partial<LinhaParaRegras>, regras: Regra[]) =>
  regraDaLinha(linha(l), prepararRegras(regras))?.id;

describe('dobrarTexto', () => {
  it('drops accents, case and punctuation, keeping words and digits', () => {
    expect(dobrarTexto('Águas de Lisboa, S.A.')).toBe('aguas de lisboa s a');
    expect(dobrarTexto('PAG.DUC. AT IRS 161234')).toBe('pag duc at irs 161234');
    expect(dobrarTexto('  CASH & CARRY ')).toBe('cash carry');
  });
});

describe('regraDaLinha: what a condition matches', () => {
  it('matches whole words only, whatever the accents and case', () => {
    const bp = regra('bp', { campo: 'texto', texto: 'BP' });
    expect(qual({ descritivo: 'COMPRA 4821 BP AREA SERVICO' }, [bp])).toBe('bp');
    expect(qual({ descritivo: 'TRF P/O BPI 12' }, [bp])).toBeUndefined();
    expect(qual({ emitente: '500000000 - Bpost SA' }, [bp])).toBeUndefined();
    const nos = regra('nos', { campo: 'texto', texto: 'NOS' });
    expect(qual({ emitente: '509999999 - Padaria Nossa Senhora' }, [nos])).toBeUndefined();
    expect(qual({ descritivo: 'DD NOS 1234' }, [nos])).toBe('nos');
    const aguas = regra('aguas', { campo: 'texto', texto: 'Águas de' });
    expect(qual({ emitente: '503000000 - AGUAS DE GAIA EM SA' }, [aguas])).toBe('aguas');
    expect(qual({ emitente: '503000000 - Sociedade da Água de Luso' }, [aguas])).toBeUndefined();
  });

  it('looks in the field it names: emitente, descritivo, or either', () => {
    const noEmitente = regra('e', { campo: 'emitente', texto: 'Limpezas' });
    const noDescritivo = regra('d', { campo: 'descritivo', texto: 'Limpezas' });
    const emQualquer = regra('t', { campo: 'texto', texto: 'Limpezas' });
    const fatura = { emitente: '596242077 - Limpezas Brilho, Lda' };
    const banco = { descritivo: 'TRF P/O LIMPEZAS BRILHO' };
    expect([qual(fatura, [noEmitente]), qual(banco, [noEmitente])]).toEqual(['e', undefined]);
    expect([qual(fatura, [noDescritivo]), qual(banco, [noDescritivo])]).toEqual([undefined, 'd']);
    expect([qual(fatura, [emQualquer]), qual(banco, [emQualquer])]).toEqual(['t', 't']);
  });

  it('matches a NIF on the invoice, or written in the bank text as a word', () => {
    const nif = regra('nif', { campo: 'nif', texto: '592680860' });
    expect(qual({ nif: '592680860', emitente: '592680860 - Doce Fictício' }, [nif])).toBe('nif');
    expect(qual({ descritivo: 'TRF P/O DOCE FICTICIO 592680860' }, [nif])).toBe('nif');
    expect(qual({ descritivo: 'REF 5926808601' }, [nif])).toBeUndefined();
    expect(qual({ nif: '592680861' }, [nif])).toBeUndefined();
  });

  it('bounds the amount without its sign, inclusive, and the sign apart', () => {
    const faixa = regra('faixa', {
      campo: 'descritivo',
      texto: 'renda',
      valorMinimoCents: 100_000,
      valorMaximoCents: 300_000,
      sinal: 'saida',
    });
    const renda = (valorCents: number | null) =>
      qual({ descritivo: 'TRF P/O RENDA JAN', valorCents }, [faixa]);
    expect([renda(-270_000), renda(-100_000), renda(-300_000)]).toEqual(['faixa', 'faixa', 'faixa']);
    expect([renda(-99_999), renda(-300_001), renda(270_000), renda(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const entrada = regra('entrada', { campo: 'descritivo', texto: 'TPA', sinal: 'entrada' });
    expect(qual({ descritivo: 'TPA VENDAS 9054457', valorCents: 504_623 }, [entrada])).toBe('entrada');
    expect(qual({ descritivo: 'COMISSAO TPA 9054457', valorCents: -1_234 }, [entrada])).toBeUndefined();
    expect(qual({ descritivo: 'TPA', valorCents: 0 }, [entrada])).toBeUndefined();
  });

  it('takes the first rule of the list that the row meets', () => {
    const a = regra('a', { campo: 'texto', texto: 'galp' });
    const b = regra('b', { campo: 'texto', texto: 'energia' });
    expect(qual({ emitente: '500697370 - Galp Energia' }, [a, b])).toBe('a');
    expect(qual({ emitente: '500697370 - Galp Energia' }, [b, a])).toBe('b');
  });
});

describe('mudancasDaRegra: never over what a person chose', () => {
  it('fills both halves of an unclassified row', () => {
    expect(mudancasDaRegra(CLASSIFICACAO_PREDEFINIDA, ELECTRICIDADE)).toEqual({
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Electricidade',
      gasto: 'Fixo',
      categoria_B: OPERACIONAIS,
      subcategoria_B: 'Não Aplicável',
      rubrica_B: 'Pagamentos a fornecedores',
    });
  });

  it('fills only the half that is still empty, and keeps a Gasto already chosen', () => {
    const comA: Classificacao = {
      ...CLASSIFICACAO_PREDEFINIDA,
      categoria_A: 'Compras',
      subcategoria_A: 'Mercadoria',
      gasto: 'Variável',
    };
    expect(mudancasDaRegra(comA, ELECTRICIDADE)).toEqual({
      categoria_B: OPERACIONAIS,
      subcategoria_B: 'Não Aplicável',
      rubrica_B: 'Pagamentos a fornecedores',
    });
    const comGasto: Classificacao = { ...CLASSIFICACAO_PREDEFINIDA, gasto: 'Variável' };
    expect(mudancasDaRegra(comGasto, ELECTRICIDADE)).not.toHaveProperty('gasto');
  });

  it('leaves a half whose subcategory someone set, and answers nothing when nothing changes', () => {
    const soSubcategoriaB: Classificacao = {
      ...CLASSIFICACAO_PREDEFINIDA,
      rubrica_B: 'Pagamentos ao pessoal',
    };
    expect(mudancasDaRegra(soSubcategoriaB, SO_B)).toBeUndefined();
    const classificada: Classificacao = { ...CLASSIFICACAO_PREDEFINIDA, ...ELECTRICIDADE };
    expect(mudancasDaRegra(classificada, SO_B)).toBeUndefined();
  });
});

describe('aplicarRegras', () => {
  it('gives each row the first rule with something to write, and leaves the others out', () => {
    const linhas = [
      {
        id: 1,
        linha: linha({ descritivo: 'PAG.DUC. AT IVA 2025', valorCents: -50_000 }),
        classificacao: CLASSIFICACAO_PREDEFINIDA,
      },
      {
        id: 2,
        linha: linha({ descritivo: 'PAG.DUC. AT IVA 2025', valorCents: -50_000 }),
        classificacao: { ...CLASSIFICACAO_PREDEFINIDA, ...SO_B },
      },
      { id: 3, linha: linha({ descritivo: 'TRF DE CLIENTE' }), classificacao: CLASSIFICACAO_PREDEFINIDA },
    ];
    const soB = regra('so-b', { campo: 'descritivo', texto: 'pag duc' }, SO_B);
    const tudo = regra('tudo', { campo: 'descritivo', texto: 'at iva' });
    const aplicadas = aplicarRegras(linhas, prepararRegras([soB, tudo]));
    expect(aplicadas.map((a) => [a.linha.id, a.regra.id, Object.keys(a.mudancas)])).toEqual([
      [1, 'so-b', ['categoria_B', 'subcategoria_B', 'rubrica_B']],
      // Row 2 already has its Categoria B: the first rule has nothing to write, the second fills Categoria A.
      [2, 'tudo', ['categoria_A', 'subcategoria_A', 'gasto']],
    ]);
  });
});

describe('ordenarRegrasDaEmpresa', () => {
  it('puts a NIF first, then a rule bounded by sign or amount, then the longer text, then the older', () => {
    const r = (id: string, condicao: CondicaoTexto, criadaEm: string) => ({ id, condicao, criadaEm });
    const ordem = ordenarRegrasDaEmpresa([
      r('curto', { campo: 'texto', texto: 'edp' }, '2025-01-01'),
      r('longo', { campo: 'texto', texto: 'edp comercial' }, '2025-01-02'),
      r('com-sinal', { campo: 'texto', texto: 'edp', sinal: 'saida' }, '2025-01-03'),
      r('nif', { campo: 'nif', texto: '503504564' }, '2025-01-04'),
      r('curto-novo', { campo: 'texto', texto: 'edp' }, '2025-01-05'),
    ]).map((x) => x.id);
    expect(ordem).toEqual(['nif', 'com-sinal', 'longo', 'curto', 'curto-novo']);
  });
});

describe('validation', () => {
  it('refuses an unusable condition, in Portuguese', () => {
    expect(validarCondicao({ campo: 'texto', texto: '  ' })?.message).toBe(
      'Escreva o texto que a linha deve conter.',
    );
    expect(validarCondicao({ campo: 'nif', texto: '5031' })?.message).toBe(
      'O NIF deve conter exatamente 9 números.',
    );
    expect(validarCondicao({ campo: 'texto', texto: '&&' })?.message).toBe(
      'O texto da regra tem de ter letras ou algarismos.',
    );
    expect(
      validarCondicao({ campo: 'texto', texto: 'edp', valorMinimoCents: 5_000, valorMaximoCents: 4_999 })
        ?.campo,
    ).toBe('valorMaximo');
    expect(validarCondicao({ campo: 'texto', texto: 'edp', valorMinimoCents: -1 })?.campo).toBe(
      'valorMinimo',
    );
    expect(validarCondicao({ campo: 'nif', texto: '503504564', sinal: 'saida' })).toBeUndefined();
  });

  it('accepts only combinations the spreadsheet accepts, with at least one category', () => {
    expect(validarClassificacaoRegra(ELECTRICIDADE)).toBeUndefined();
    expect(validarClassificacaoRegra(SO_B)).toBeUndefined();
    expect(validarClassificacaoRegra({ ...ELECTRICIDADE, subcategoria_A: 'Mercadoria' })).toEqual({
      campo: 'subcategoria_A',
      message:
        "A Subcategoria A 'Mercadoria' não pertence à Categoria A 'Fornecimentos e serviços externos'.",
    });
    expect(validarClassificacaoRegra({ ...ELECTRICIDADE, rubrica_B: 'Dividendos' })?.campo).toBe('rubrica_B');
    expect(
      validarClassificacaoRegra({
        ...SO_B,
        categoria_B: 'Sem Categoria B',
        subcategoria_B: 'Sem Subcategoria B',
        rubrica_B: 'Sem Rúbrica B',
      })?.message,
    ).toBe('A regra tem de definir a Categoria A ou a Categoria B.');
    expect(validarClassificacaoRegra({ ...SO_B, gasto: 'Fixo' })?.campo).toBe('categoria_A');
  });
});

describe('porClassificar', () => {
  it('is a row without Categoria A or without Categoria B', () => {
    expect(porClassificar(CLASSIFICACAO_PREDEFINIDA)).toBe(true);
    expect(porClassificar({ ...CLASSIFICACAO_PREDEFINIDA, ...SO_B })).toBe(true);
    expect(porClassificar({ ...CLASSIFICACAO_PREDEFINIDA, ...ELECTRICIDADE })).toBe(false);
  });
});
