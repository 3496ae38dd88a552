import { describe, expect, it } from 'vitest';
import {
  CATEGORIA_A,
  defaultSubcategoriaA,
  FSE_SUBGRUPOS,
  findItemFse,
  isValidSubcategoriaA,
  OPCOES_CATEGORIA_A,
  opcoesSubcategoriaA,
  SEM_CATEGORIA_A,
  SEM_SUBCATEGORIA_A,
  SUBCATEGORIAS_A,
} from './categoria-a';

describe('Categoria A', () => {
  it('offers the seven categories of the spreadsheet and the default last', () => {
    expect(OPCOES_CATEGORIA_A).toEqual([
      'Vendas e serviços prestados',
      'Subsídios à exploração',
      'Investimentos',
      'Compras',
      'Fornecimentos e serviços externos',
      'Gastos com o pessoal',
      'Juros e Gastos Similares',
      'Sem Categoria A',
    ]);
  });

  it('keeps the subcategories the specification lists', () => {
    expect(SUBCATEGORIAS_A[CATEGORIA_A.vendas]).toEqual([
      'Serviços Prestados',
      'Venda de Mercadoria',
      'Venda de Produtos',
    ]);
    expect(SUBCATEGORIAS_A[CATEGORIA_A.subsidios]).toEqual([]);
    expect(SUBCATEGORIAS_A[CATEGORIA_A.compras]).toEqual([
      'Mercadoria',
      'Matéria Prima',
      'Produto Inacabado',
    ]);
    expect(SUBCATEGORIAS_A[CATEGORIA_A.gastosPessoal]).toEqual([
      'Vencimento Líquido',
      'Higiene e segurança no trabalho',
      'Seguros',
      'Formação',
      'Subsídio Refeição',
      'TSU',
      'Segurança Social',
      'IRS',
    ]);
    expect(SUBCATEGORIAS_A[CATEGORIA_A.juros]).toEqual([
      'Juros e rendimentos similares obtidos',
      'Juros e gastos similares suportados',
    ]);
    expect(SUBCATEGORIAS_A[CATEGORIA_A.fse]).toEqual(
      expect.arrayContaining([
        'Subcontratos',
        'Honorários',
        'Electricidade',
        'Combustíveis',
        'Rendas e alugueres',
        'Seguros',
        'Comunicação',
      ]),
    );
  });

  it('ends every list of options with Sem Subcategoria A, with no repeated name', () => {
    for (const categoria of OPCOES_CATEGORIA_A) {
      const opcoes = opcoesSubcategoriaA(categoria);
      expect(opcoes.at(-1)).toBe(SEM_SUBCATEGORIA_A);
      expect(new Set(opcoes).size).toBe(opcoes.length);
    }
    expect(opcoesSubcategoriaA(SEM_CATEGORIA_A)).toEqual([SEM_SUBCATEGORIA_A]);
    expect(opcoesSubcategoriaA('Outra coisa')).toEqual([SEM_SUBCATEGORIA_A]);
  });
});

describe('FSE (SNC 62)', () => {
  it('has the six subgroups of the specification, with their SNC accounts', () => {
    expect(FSE_SUBGRUPOS.map((s) => [s.codigo, s.nome])).toEqual([
      ['621', 'Subcontratos'],
      ['622', 'Serviços especializados'],
      ['623', 'Materiais'],
      ['624', 'Energia e fluidos'],
      ['625', 'Deslocações estadas e transportes'],
      ['626', 'Serviços diversos'],
    ]);
  });

  it('lists the 29 sub-accounts, each under its subgroup account', () => {
    const itens = FSE_SUBGRUPOS.flatMap((s) => s.itens.map((item) => ({ ...item, subgrupo: s.codigo })));
    expect(itens).toHaveLength(29);
    expect(new Set(itens.map((i) => i.codigo)).size).toBe(29);
    for (const item of itens) expect(item.codigo.startsWith(item.subgrupo)).toBe(true);
  });

  it.each([
    ['Subcontratos', '621', 'Subcontratos'],
    ['Honorários', '6224', 'Serviços especializados'],
    ['Electricidade', '6241', 'Energia e fluidos'],
    ['Combustíveis', '6242', 'Energia e fluidos'],
    ['Rendas e alugueres', '6261', 'Serviços diversos'],
    ['Comunicação', '6262', 'Serviços diversos'],
    ['Seguros', '6263', 'Serviços diversos'],
    ['Outros materiais', '6238', 'Materiais'],
  ])('finds %s as account %s in %s', (nome, codigo, subgrupo) => {
    const found = findItemFse(nome);
    expect(found?.item.codigo).toBe(codigo);
    expect(found?.subgrupo.nome).toBe(subgrupo);
  });

  it('finds nothing for a name outside account 62', () => {
    expect(findItemFse('Vencimento Líquido')).toBeUndefined();
  });
});

describe('defaultSubcategoriaA (SPEC §4 "Dependent selection")', () => {
  it.each([
    ['Vendas e serviços prestados', 'Serviços Prestados'],
    ['Subsídios à exploração', 'Sem Subcategoria A'],
    ['Investimentos', 'Edifícios e outras construções'],
    ['Compras', 'Mercadoria'],
    ['Fornecimentos e serviços externos', 'Subcontratos'],
    ['Gastos com o pessoal', 'Vencimento Líquido'],
    ['Juros e Gastos Similares', 'Juros e rendimentos similares obtidos'],
    ['Sem Categoria A', 'Sem Subcategoria A'],
    ['Desconhecida', 'Sem Subcategoria A'],
  ])('%s → %s', (categoria, esperada) => {
    expect(defaultSubcategoriaA(categoria)).toBe(esperada);
  });
});

describe('isValidSubcategoriaA', () => {
  it.each([
    ['Vendas e serviços prestados', 'Venda de Produtos', true],
    ['Vendas e serviços prestados', 'Sem Subcategoria A', true],
    ['Vendas e serviços prestados', 'Mercadoria', false],
    ['Gastos com o pessoal', 'Seguros', true],
    ['Fornecimentos e serviços externos', 'Seguros', true],
    ['Fornecimentos e serviços externos', 'TSU', false],
    ['Subsídios à exploração', 'Sem Subcategoria A', true],
    ['Subsídios à exploração', 'Serviços Prestados', false],
    ['Sem Categoria A', 'Sem Subcategoria A', true],
    ['Sem Categoria A', 'Mercadoria', false],
    ['Desconhecida', 'Sem Subcategoria A', false],
  ])('%s / %s → %s', (categoria, subcategoria, valida) => {
    expect(isValidSubcategoriaA(categoria, subcategoria)).toBe(valida);
  });
});
