import { describe, expect, it } from 'vitest';
import {
  autoSelectRubricaB,
  autoSelectSubcategoriaB,
  CATEGORIA_B,
  defaultRubricaB,
  defaultsForCategoriaB,
  isValidRubricaB,
  isValidSubcategoriaB,
  OPCOES_CATEGORIA_B,
  opcoesRubricaB,
  opcoesSubcategoriaB,
  RUBRICAS_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_B,
} from './categoria-b';

describe('Categoria B', () => {
  it('offers the three cash-flow activities and the default last', () => {
    expect(OPCOES_CATEGORIA_B).toEqual([
      'Fluxos de caixa das actividades operacionais',
      'Fluxos de caixa das actividades de investimento',
      'Fluxos de caixa das actividades de financiamento',
      'Sem Categoria B',
    ]);
  });

  it('splits each activity as the NCRF 2 model does, then offers the specification’s label of both halves', () => {
    expect(opcoesSubcategoriaB(CATEGORIA_B.operacionais)).toEqual(['Não Aplicável', 'Sem Subcategoria B']);
    expect(opcoesSubcategoriaB(CATEGORIA_B.investimento)).toEqual([
      'Pagamentos - investimento',
      'Recebimentos - investimento',
      'Pagamentos/Recebimentos - investimento',
      'Sem Subcategoria B',
    ]);
    expect(opcoesSubcategoriaB(CATEGORIA_B.financiamento)).toEqual([
      'Recebimentos - financiamento obtidos',
      'Pagamentos - financiamento',
      'Recebimentos/Pagamentos - financiamento',
      'Sem Subcategoria B',
    ]);
    expect(opcoesSubcategoriaB('Sem Categoria B')).toEqual(['Sem Subcategoria B']);
  });

  it('lists the NCRF 2 rubrics', () => {
    expect(RUBRICAS_B['Não Aplicável']).toEqual([
      'Recebimentos de clientes',
      'Pagamentos a fornecedores',
      'Pagamentos ao pessoal',
      'Pagamento/recebimento do imposto sobre o rendimento',
      'Outros recebimentos/pagamentos',
    ]);
    expect(RUBRICAS_B['Pagamentos - investimento']).toEqual([
      'Activos fixos tangíveis',
      'Activos intangíveis',
      'Investimentos financeiros',
      'Outros activos',
    ]);
    expect(RUBRICAS_B['Recebimentos - investimento']).toEqual([
      'Activos fixos tangíveis',
      'Activos intangíveis',
      'Investimentos financeiros',
      'Outros activos',
      'Subsídios ao investimento',
      'Juros e rendimentos similares',
      'Dividendos',
    ]);
    expect(RUBRICAS_B['Recebimentos - financiamento obtidos']).toEqual([
      'Financiamentos obtidos',
      'Realizações de capital e de outros instrumentos de capital próprio',
      'Cobertura de prejuízos',
      'Doações',
      'Outras operações de financiamento',
    ]);
    expect(RUBRICAS_B['Pagamentos - financiamento']).toEqual([
      'Financiamentos obtidos',
      'Amortizações de contratos de locação financeira',
      'Juros e gastos similares',
      'Dividendos',
      'Reduções de capital e de outros instrumentos de capital próprio',
      'Outras operações de financiamento',
    ]);
  });

  it('gives the specification’s labels the rubrics of both halves, once each (SPEC §3–4)', () => {
    expect(RUBRICAS_B['Pagamentos/Recebimentos - investimento']).toEqual([
      'Activos fixos tangíveis',
      'Activos intangíveis',
      'Investimentos financeiros',
      'Outros activos',
      'Subsídios ao investimento',
      'Juros e rendimentos similares',
      'Dividendos',
    ]);
    expect(RUBRICAS_B['Recebimentos/Pagamentos - financiamento']).toEqual([
      'Financiamentos obtidos',
      'Realizações de capital e de outros instrumentos de capital próprio',
      'Cobertura de prejuízos',
      'Doações',
      'Outras operações de financiamento',
      'Amortizações de contratos de locação financeira',
      'Juros e gastos similares',
      'Dividendos',
      'Reduções de capital e de outros instrumentos de capital próprio',
    ]);
    for (const [rotulo, metades] of [
      [
        'Pagamentos/Recebimentos - investimento',
        ['Pagamentos - investimento', 'Recebimentos - investimento'],
      ],
      [
        'Recebimentos/Pagamentos - financiamento',
        ['Recebimentos - financiamento obtidos', 'Pagamentos - financiamento'],
      ],
    ] as const)
      for (const metade of metades)
        for (const rubrica of RUBRICAS_B[metade])
          expect(isValidRubricaB(rotulo, rubrica), rubrica).toBe(true);
  });

  it('ends every rubric list with Sem Rúbrica B', () => {
    for (const categoria of OPCOES_CATEGORIA_B) {
      for (const sub of opcoesSubcategoriaB(categoria)) {
        expect(opcoesRubricaB(sub).at(-1)).toBe(SEM_RUBRICA_B);
      }
    }
    expect(opcoesRubricaB(SEM_SUBCATEGORIA_B)).toEqual([SEM_RUBRICA_B]);
  });
});

describe('defaults (SPEC §4 "Dependent selection")', () => {
  it.each([
    [CATEGORIA_B.operacionais, 'Não Aplicável', 'Recebimentos de clientes'],
    [CATEGORIA_B.investimento, 'Pagamentos - investimento', 'Activos fixos tangíveis'],
    [CATEGORIA_B.financiamento, 'Recebimentos - financiamento obtidos', 'Financiamentos obtidos'],
    ['Sem Categoria B', 'Sem Subcategoria B', 'Sem Rúbrica B'],
    ['Desconhecida', 'Sem Subcategoria B', 'Sem Rúbrica B'],
  ])('Categoria B %s → %s, %s', (categoria, subcategoria_B, rubrica_B) => {
    expect(defaultsForCategoriaB(categoria)).toEqual({ subcategoria_B, rubrica_B });
  });

  it.each([
    ['Não Aplicável', 'Recebimentos de clientes'],
    ['Pagamentos - investimento', 'Activos fixos tangíveis'],
    ['Recebimentos - investimento', 'Activos fixos tangíveis'],
    ['Recebimentos - financiamento obtidos', 'Financiamentos obtidos'],
    ['Pagamentos - financiamento', 'Financiamentos obtidos'],
    ['Pagamentos/Recebimentos - investimento', 'Activos fixos tangíveis'],
    ['Recebimentos/Pagamentos - financiamento', 'Financiamentos obtidos'],
    ['Sem Subcategoria B', 'Sem Rúbrica B'],
    ['Desconhecida', 'Sem Rúbrica B'],
  ])('Subcategoria B %s → %s', (subcategoria, rubrica) => {
    expect(defaultRubricaB(subcategoria)).toBe(rubrica);
  });

  it('selects a single subcategory by itself, and nothing when there is a choice', () => {
    expect(autoSelectSubcategoriaB(CATEGORIA_B.operacionais)).toBe('Não Aplicável');
    expect(autoSelectSubcategoriaB(CATEGORIA_B.investimento)).toBeUndefined();
    expect(autoSelectSubcategoriaB(CATEGORIA_B.financiamento)).toBeUndefined();
    expect(autoSelectSubcategoriaB('Sem Categoria B')).toBeUndefined();
  });

  it('selects no rubric by itself: every subcategory has several', () => {
    for (const sub of Object.keys(RUBRICAS_B)) expect(autoSelectRubricaB(sub)).toBeUndefined();
    expect(autoSelectRubricaB('Desconhecida')).toBeUndefined();
  });
});

describe('membership', () => {
  it.each([
    [CATEGORIA_B.investimento, 'Recebimentos - investimento', true],
    [CATEGORIA_B.investimento, 'Pagamentos/Recebimentos - investimento', true],
    [CATEGORIA_B.financiamento, 'Recebimentos/Pagamentos - financiamento', true],
    [CATEGORIA_B.financiamento, 'Pagamentos/Recebimentos - investimento', false],
    [CATEGORIA_B.investimento, 'Sem Subcategoria B', true],
    [CATEGORIA_B.investimento, 'Não Aplicável', false],
    [CATEGORIA_B.operacionais, 'Pagamentos - financiamento', false],
    ['Sem Categoria B', 'Sem Subcategoria B', true],
    ['Sem Categoria B', 'Não Aplicável', false],
    ['Desconhecida', 'Sem Subcategoria B', false],
  ])('Subcategoria B: %s / %s → %s', (categoria, sub, valida) => {
    expect(isValidSubcategoriaB(categoria, sub)).toBe(valida);
  });

  it.each([
    ['Pagamentos - financiamento', 'Dividendos', true],
    ['Pagamentos - investimento', 'Dividendos', false],
    ['Pagamentos/Recebimentos - investimento', 'Dividendos', true],
    ['Recebimentos/Pagamentos - financiamento', 'Doações', true],
    ['Recebimentos/Pagamentos - financiamento', 'Activos fixos tangíveis', false],
    ['Não Aplicável', 'Sem Rúbrica B', true],
    ['Sem Subcategoria B', 'Sem Rúbrica B', true],
    ['Sem Subcategoria B', 'Dividendos', false],
    ['Desconhecida', 'Sem Rúbrica B', false],
  ])('Rúbrica B: %s / %s → %s', (sub, rubrica, valida) => {
    expect(isValidRubricaB(sub, rubrica)).toBe(valida);
  });
});
