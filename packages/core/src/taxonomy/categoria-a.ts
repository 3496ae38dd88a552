/**
 * Categoria A → Subcategoria A: the accrual classification of a spreadsheet row, the one list the
 * server validates and the web dropdowns offer. The values are the Portuguese labels themselves
 * (the API's `categoria_A` / `subcategoria_A` carry them as they are).
 */

export const SEM_CATEGORIA_A = 'Sem Categoria A';
export const SEM_SUBCATEGORIA_A = 'Sem Subcategoria A';

export const CATEGORIA_A = {
  vendas: 'Vendas e serviços prestados',
  subsidios: 'Subsídios à exploração',
  investimentos: 'Investimentos',
  compras: 'Compras',
  fse: 'Fornecimentos e serviços externos',
  gastosPessoal: 'Gastos com o pessoal',
  juros: 'Juros e Gastos Similares',
} as const;
export type CategoriaA = (typeof CATEGORIA_A)[keyof typeof CATEGORIA_A];

export interface ItemFse {
  /** SNC account (Portaria 218/2015). */
  readonly codigo: string;
  readonly nome: string;
}

export interface SubgrupoFse {
  readonly codigo: string;
  readonly nome: string;
  readonly itens: readonly ItemFse[];
}

/**
 * SNC account 62 with its sub-accounts. Where the specification names an item it keeps the
 * specification's spelling ('Electricidade'); the SNC's several "Outros" get the name of their
 * subgroup, because a Subcategoria A must be unique inside its category.
 */
export const FSE_SUBGRUPOS: readonly SubgrupoFse[] = [
  // 621 has no sub-accounts: the subgroup is its only item.
  { codigo: '621', nome: 'Subcontratos', itens: [{ codigo: '621', nome: 'Subcontratos' }] },
  {
    codigo: '622',
    nome: 'Serviços especializados',
    itens: [
      { codigo: '6221', nome: 'Trabalhos especializados' },
      { codigo: '6222', nome: 'Publicidade e propaganda' },
      { codigo: '6223', nome: 'Vigilância e segurança' },
      { codigo: '6224', nome: 'Honorários' },
      { codigo: '6225', nome: 'Comissões' },
      { codigo: '6226', nome: 'Conservação e reparação' },
      { codigo: '6228', nome: 'Outros serviços especializados' },
    ],
  },
  {
    codigo: '623',
    nome: 'Materiais',
    itens: [
      { codigo: '6231', nome: 'Ferramentas e utensílios de desgaste rápido' },
      { codigo: '6232', nome: 'Livros e documentação técnica' },
      { codigo: '6233', nome: 'Material de escritório' },
      { codigo: '6234', nome: 'Artigos para oferta' },
      { codigo: '6238', nome: 'Outros materiais' },
    ],
  },
  {
    codigo: '624',
    nome: 'Energia e fluidos',
    itens: [
      { codigo: '6241', nome: 'Electricidade' },
      { codigo: '6242', nome: 'Combustíveis' },
      { codigo: '6243', nome: 'Água' },
      { codigo: '6248', nome: 'Outros gastos de energia e fluidos' },
    ],
  },
  {
    codigo: '625',
    nome: 'Deslocações estadas e transportes',
    itens: [
      { codigo: '6251', nome: 'Deslocações e estadas' },
      { codigo: '6252', nome: 'Transportes de pessoal' },
      { codigo: '6253', nome: 'Transportes de mercadorias' },
      { codigo: '6258', nome: 'Outros gastos de deslocações e transportes' },
    ],
  },
  {
    codigo: '626',
    nome: 'Serviços diversos',
    itens: [
      { codigo: '6261', nome: 'Rendas e alugueres' },
      { codigo: '6262', nome: 'Comunicação' },
      { codigo: '6263', nome: 'Seguros' },
      { codigo: '6264', nome: 'Royalties' },
      { codigo: '6265', nome: 'Contencioso e notariado' },
      { codigo: '6266', nome: 'Despesas de representação' },
      { codigo: '6267', nome: 'Limpeza, higiene e conforto' },
      { codigo: '6268', nome: 'Outros serviços' },
    ],
  },
];

/**
 * Investment goods by SNC asset class (43 tangible, 44 intangible). The depreciable classes come
 * first and in the order of the depreciation categories, so an investment and its later
 * depreciation read alike; land (431) is last since a store rarely buys it and it is not
 * depreciated. Goodwill and development projects are not bought on an invoice, so they are absent.
 */
export const SUBCATEGORIAS_INVESTIMENTO = [
  'Edifícios e outras construções',
  'Equipamento básico',
  'Equipamento de transporte',
  'Equipamento administrativo',
  'Equipamentos biológicos',
  'Outros ativos fixos tangíveis',
  'Programas de computador',
  'Propriedade industrial',
  'Outros ativos intangíveis',
  'Terrenos e recursos naturais',
] as const;

/** The named subcategories of each Categoria A, in dropdown order; the first is the default. */
export const SUBCATEGORIAS_A: Readonly<Record<CategoriaA, readonly string[]>> = {
  [CATEGORIA_A.vendas]: ['Serviços Prestados', 'Venda de Mercadoria', 'Venda de Produtos'],
  [CATEGORIA_A.subsidios]: [],
  [CATEGORIA_A.investimentos]: SUBCATEGORIAS_INVESTIMENTO,
  [CATEGORIA_A.compras]: ['Mercadoria', 'Matéria Prima', 'Produto Inacabado'],
  [CATEGORIA_A.fse]: FSE_SUBGRUPOS.flatMap((subgrupo) => subgrupo.itens.map((item) => item.nome)),
  [CATEGORIA_A.gastosPessoal]: [
    'Vencimento Líquido',
    'Higiene e segurança no trabalho',
    'Seguros',
    'Formação',
    'Subsídio Refeição',
    'TSU',
    'Segurança Social',
    'IRS',
  ],
  [CATEGORIA_A.juros]: ['Juros e rendimentos similares obtidos', 'Juros e gastos similares suportados'],
};

/** Every accepted Categoria A, the default last. */
export const OPCOES_CATEGORIA_A: readonly string[] = [...Object.values(CATEGORIA_A), SEM_CATEGORIA_A];

export function isCategoriaA(value: string): value is CategoriaA {
  return Object.hasOwn(SUBCATEGORIAS_A, value);
}

/** The dropdown options of Subcategoria A for a category: its items, then 'Sem Subcategoria A'. */
export function opcoesSubcategoriaA(categoriaA: string): readonly string[] {
  return isCategoriaA(categoriaA)
    ? [...SUBCATEGORIAS_A[categoriaA], SEM_SUBCATEGORIA_A]
    : [SEM_SUBCATEGORIA_A];
}

export function isValidSubcategoriaA(categoriaA: string, subcategoriaA: string): boolean {
  if (categoriaA !== SEM_CATEGORIA_A && !isCategoriaA(categoriaA)) return false;
  return opcoesSubcategoriaA(categoriaA).includes(subcategoriaA);
}

/** Changing Categoria A resets Subcategoria A to the category's first item, or to none. */
export function defaultSubcategoriaA(categoriaA: string): string {
  return (isCategoriaA(categoriaA) ? SUBCATEGORIAS_A[categoriaA][0] : undefined) ?? SEM_SUBCATEGORIA_A;
}

/** The FSE subgroup and SNC account of an FSE Subcategoria A, when it is one. */
export function findItemFse(subcategoriaA: string): { subgrupo: SubgrupoFse; item: ItemFse } | undefined {
  for (const subgrupo of FSE_SUBGRUPOS) {
    const item = subgrupo.itens.find((candidate) => candidate.nome === subcategoriaA);
    if (item) return { subgrupo, item };
  }
  return undefined;
}
