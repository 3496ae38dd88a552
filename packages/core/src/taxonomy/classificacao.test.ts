import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from './categoria-a';
import { OPCOES_CATEGORIA_B, opcoesRubricaB, opcoesSubcategoriaB } from './categoria-b';
import {
  CLASSIFICACAO_PREDEFINIDA,
  type Classificacao,
  changeCategoriaA,
  changeCategoriaB,
  changeSubcategoriaB,
  isValidPaste,
  validateClassificacao,
} from './classificacao';

const LINHA: Classificacao = {
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Pagamentos a fornecedores',
  tipologia: 'Empresa',
  gasto: 'Fixo',
};

describe('validateClassificacao', () => {
  it('accepts a complete, coherent classification and the defaults of a new row', () => {
    expect(validateClassificacao(LINHA)).toBeUndefined();
    expect(validateClassificacao(CLASSIFICACAO_PREDEFINIDA)).toBeUndefined();
    expect(validateClassificacao({})).toBeUndefined();
  });

  it.each<[Partial<Classificacao>, keyof Classificacao, string]>([
    [{ categoria_A: 'Vendas' }, 'categoria_A', "Categoria A inválida: 'Vendas'."],
    [
      { categoria_A: 'Compras', subcategoria_A: 'Electricidade' },
      'subcategoria_A',
      "A Subcategoria A 'Electricidade' não pertence à Categoria A 'Compras'.",
    ],
    [
      { categoria_A: 'Sem Categoria A', subcategoria_A: 'Mercadoria' },
      'subcategoria_A',
      "A Subcategoria A 'Mercadoria' não pertence à Categoria A 'Sem Categoria A'.",
    ],
    [{ subcategoria_A: 'Gasolina' }, 'subcategoria_A', "Subcategoria A inválida: 'Gasolina'."],
    [{ categoria_B: 'Operacionais' }, 'categoria_B', "Categoria B inválida: 'Operacionais'."],
    [
      {
        categoria_B: 'Fluxos de caixa das actividades operacionais',
        subcategoria_B: 'Pagamentos - investimento',
      },
      'subcategoria_B',
      "A Subcategoria B 'Pagamentos - investimento' não pertence à Categoria B 'Fluxos de caixa das actividades operacionais'.",
    ],
    [
      { subcategoria_B: 'Pagamentos/Recebimentos' },
      'subcategoria_B',
      "Subcategoria B inválida: 'Pagamentos/Recebimentos'.",
    ],
    [
      {
        categoria_B: 'Fluxos de caixa das actividades de financiamento',
        subcategoria_B: 'Pagamentos/Recebimentos - investimento',
      },
      'subcategoria_B',
      "A Subcategoria B 'Pagamentos/Recebimentos - investimento' não pertence à Categoria B 'Fluxos de caixa das actividades de financiamento'.",
    ],
    [
      { subcategoria_B: 'Pagamentos - investimento', rubrica_B: 'Dividendos' },
      'rubrica_B',
      "A Rúbrica B 'Dividendos' não pertence à Subcategoria B 'Pagamentos - investimento'.",
    ],
    [
      { categoria_B: 'Fluxos de caixa das actividades operacionais', rubrica_B: 'Dividendos' },
      'rubrica_B',
      "A Rúbrica B 'Dividendos' não pertence à Categoria B 'Fluxos de caixa das actividades operacionais'.",
    ],
    [{ rubrica_B: 'Prémios' }, 'rubrica_B', "Rúbrica B inválida: 'Prémios'."],
    [{ tipologia: 'Particular' }, 'tipologia', "Tipologia inválida: 'Particular'."],
    [{ gasto: 'variável' }, 'gasto', "Gasto inválido: 'variável'."],
  ])('%j → %s', (classificacao, field, message) => {
    expect(validateClassificacao(classificacao)).toEqual({ field, message });
  });

  it('checks a lone subcategory or rubric against every category', () => {
    expect(validateClassificacao({ subcategoria_A: 'Seguros' })).toBeUndefined();
    expect(validateClassificacao({ subcategoria_B: 'Pagamentos - financiamento' })).toBeUndefined();
    expect(
      validateClassificacao({ subcategoria_B: 'Pagamentos/Recebimentos - investimento' }),
    ).toBeUndefined();
    expect(validateClassificacao({ rubrica_B: 'Doações' })).toBeUndefined();
    expect(
      validateClassificacao({
        categoria_B: 'Fluxos de caixa das actividades de financiamento',
        rubrica_B: 'Doações',
      }),
    ).toBeUndefined();
  });

  it('answers the first wrong field in field order', () => {
    expect(validateClassificacao({ ...LINHA, gasto: 'x', categoria_A: 'y' })?.field).toBe('categoria_A');
  });

  it('accepts every option the dropdowns offer', () => {
    const arbitrary = fc
      .constantFrom(...OPCOES_CATEGORIA_A)
      .chain((categoria_A) =>
        fc.record({
          categoria_A: fc.constant(categoria_A),
          subcategoria_A: fc.constantFrom(...opcoesSubcategoriaA(categoria_A)),
        }),
      )
      .chain((a) =>
        fc
          .constantFrom(...OPCOES_CATEGORIA_B)
          .chain((categoria_B) =>
            fc.constantFrom(...opcoesSubcategoriaB(categoria_B)).chain((subcategoria_B) =>
              fc.record({
                categoria_B: fc.constant(categoria_B),
                subcategoria_B: fc.constant(subcategoria_B),
                rubrica_B: fc.constantFrom(...opcoesRubricaB(subcategoria_B)),
              }),
            ),
          )
          .map((b) => ({ ...a, ...b })),
      );
    fc.assert(fc.property(arbitrary, (classificacao) => validateClassificacao(classificacao) === undefined));
  });
});

describe('dependent changes', () => {
  it('resets the subcategory when Categoria A changes', () => {
    expect(changeCategoriaA('Gastos com o pessoal')).toEqual({
      categoria_A: 'Gastos com o pessoal',
      subcategoria_A: 'Vencimento Líquido',
    });
    expect(changeCategoriaA('Subsídios à exploração')).toEqual({
      categoria_A: 'Subsídios à exploração',
      subcategoria_A: 'Sem Subcategoria A',
    });
  });

  it('resets subcategory and rubric when Categoria B changes, and the rubric when Subcategoria B does', () => {
    expect(changeCategoriaB('Fluxos de caixa das actividades de investimento')).toEqual({
      categoria_B: 'Fluxos de caixa das actividades de investimento',
      subcategoria_B: 'Pagamentos - investimento',
      rubrica_B: 'Activos fixos tangíveis',
    });
    expect(changeSubcategoriaB('Pagamentos - financiamento')).toEqual({
      subcategoria_B: 'Pagamentos - financiamento',
      rubrica_B: 'Financiamentos obtidos',
    });
  });

  it('always leaves a valid row, whatever the category chosen', () => {
    for (const categoria of OPCOES_CATEGORIA_A) {
      expect(validateClassificacao({ ...LINHA, ...changeCategoriaA(categoria) })).toBeUndefined();
    }
    for (const categoria of OPCOES_CATEGORIA_B) {
      const row = { ...LINHA, ...changeCategoriaB(categoria) };
      expect(validateClassificacao(row)).toBeUndefined();
      for (const sub of opcoesSubcategoriaB(categoria)) {
        expect(validateClassificacao({ ...row, ...changeSubcategoriaB(sub) })).toBeUndefined();
      }
    }
  });
});

describe('isValidPaste (SPEC §5)', () => {
  it.each<[keyof Classificacao, string, boolean]>([
    ['categoria_A', 'Compras', true],
    ['categoria_A', 'compras', false],
    ['subcategoria_A', 'Comunicação', true],
    ['subcategoria_A', 'Mercadoria', false],
    ['categoria_B', 'Fluxos de caixa das actividades de financiamento', true],
    ['subcategoria_B', 'Não Aplicável', true],
    ['subcategoria_B', 'Pagamentos - investimento', false],
    ['rubrica_B', 'Pagamentos ao pessoal', true],
    ['rubrica_B', 'Dividendos', false],
    ['tipologia', 'Pessoal', true],
    ['tipologia', 'Loja', false],
    ['gasto', 'Variável', true],
    ['gasto', 'Variavel', false],
  ])('%s ← %j: %s', (field, value, aceite) => {
    expect(isValidPaste(field, value, LINHA)).toBe(aceite);
  });

  it('takes the specification’s Subcategoria B labels, and the rubrics of both halves under them', () => {
    const investimento = { ...LINHA, categoria_B: 'Fluxos de caixa das actividades de investimento' };
    const financiamento = { ...LINHA, categoria_B: 'Fluxos de caixa das actividades de financiamento' };
    expect(isValidPaste('subcategoria_B', 'Pagamentos/Recebimentos - investimento', investimento)).toBe(true);
    expect(isValidPaste('subcategoria_B', 'Recebimentos/Pagamentos - financiamento', financiamento)).toBe(
      true,
    );
    expect(isValidPaste('subcategoria_B', 'Recebimentos/Pagamentos - financiamento', investimento)).toBe(
      false,
    );
    const spec = { ...financiamento, subcategoria_B: 'Recebimentos/Pagamentos - financiamento' };
    expect(isValidPaste('rubrica_B', 'Doações', spec)).toBe(true);
    expect(isValidPaste('rubrica_B', 'Amortizações de contratos de locação financeira', spec)).toBe(true);
    expect(isValidPaste('rubrica_B', 'Activos intangíveis', spec)).toBe(false);
  });
});
