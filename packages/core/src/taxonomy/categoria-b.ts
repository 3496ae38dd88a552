/**
 * Categoria B → Subcategoria B → Rúbrica B: the cash-flow classification, after the direct-method
 * "Demonstração dos fluxos de caixa" of the SNC (NCRF 2), in the pre-1990-agreement spelling the
 * specification uses ('actividades', 'Activos').
 *
 * NCRF 2 splits investment and financing into "Pagamentos respeitantes a" and "Recebimentos
 * provenientes de"; those halves are subcategories. The specification names the defaults
 * 'Pagamentos - investimento' and 'Recebimentos - financiamento obtidos', so the halves are
 * 'Pagamentos - investimento' / 'Recebimentos - investimento' and 'Recebimentos - financiamento
 * obtidos' / 'Pagamentos - financiamento'. The specification's own labels (SPEC §3–4)
 * 'Pagamentos/Recebimentos - investimento' and 'Recebimentos/Pagamentos - financiamento' are
 * subcategories too, after the halves, with the rubrics of both halves: files and clients that use
 * them are read as they are, and the reports show them on lines of their own. Operating flows have
 * the single subcategory 'Não Aplicável'.
 */

export const SEM_CATEGORIA_B = 'Sem Categoria B';
export const SEM_SUBCATEGORIA_B = 'Sem Subcategoria B';
export const SEM_RUBRICA_B = 'Sem Rúbrica B';

export const CATEGORIA_B = {
  operacionais: 'Fluxos de caixa das actividades operacionais',
  investimento: 'Fluxos de caixa das actividades de investimento',
  financiamento: 'Fluxos de caixa das actividades de financiamento',
} as const;
export type CategoriaB = (typeof CATEGORIA_B)[keyof typeof CATEGORIA_B];

export const SUBCATEGORIA_B = {
  naoAplicavel: 'Não Aplicável',
  pagamentosInvestimento: 'Pagamentos - investimento',
  recebimentosInvestimento: 'Recebimentos - investimento',
  recebimentosFinanciamento: 'Recebimentos - financiamento obtidos',
  pagamentosFinanciamento: 'Pagamentos - financiamento',
  /** The specification's label of both investment halves. */
  investimento: 'Pagamentos/Recebimentos - investimento',
  /** The specification's label of both financing halves. */
  financiamento: 'Recebimentos/Pagamentos - financiamento',
} as const;
export type SubcategoriaB = (typeof SUBCATEGORIA_B)[keyof typeof SUBCATEGORIA_B];

/**
 * The named subcategories of each Categoria B: the NCRF 2 halves in their order (the first is the
 * default), then the specification's label of both.
 */
export const SUBCATEGORIAS_B: Readonly<Record<CategoriaB, readonly SubcategoriaB[]>> = {
  [CATEGORIA_B.operacionais]: [SUBCATEGORIA_B.naoAplicavel],
  [CATEGORIA_B.investimento]: [
    SUBCATEGORIA_B.pagamentosInvestimento,
    SUBCATEGORIA_B.recebimentosInvestimento,
    SUBCATEGORIA_B.investimento,
  ],
  [CATEGORIA_B.financiamento]: [
    SUBCATEGORIA_B.recebimentosFinanciamento,
    SUBCATEGORIA_B.pagamentosFinanciamento,
    SUBCATEGORIA_B.financiamento,
  ],
};

const RUBRICAS_PAGAMENTOS_INVESTIMENTO = [
  'Activos fixos tangíveis',
  'Activos intangíveis',
  'Investimentos financeiros',
  'Outros activos',
] as const;

const RUBRICAS_RECEBIMENTOS_INVESTIMENTO = [
  'Activos fixos tangíveis',
  'Activos intangíveis',
  'Investimentos financeiros',
  'Outros activos',
  'Subsídios ao investimento',
  'Juros e rendimentos similares',
  'Dividendos',
] as const;

const RUBRICAS_RECEBIMENTOS_FINANCIAMENTO = [
  'Financiamentos obtidos',
  'Realizações de capital e de outros instrumentos de capital próprio',
  'Cobertura de prejuízos',
  'Doações',
  'Outras operações de financiamento',
] as const;

// Leasing instalments are kept apart from loans (as the pre-SNC model did): stores lease a lot.
const RUBRICAS_PAGAMENTOS_FINANCIAMENTO = [
  'Financiamentos obtidos',
  'Amortizações de contratos de locação financeira',
  'Juros e gastos similares',
  'Dividendos',
  'Reduções de capital e de outros instrumentos de capital próprio',
  'Outras operações de financiamento',
] as const;

/** The rubrics of two halves, once each, in the order of the first and then the new ones of the second. */
const ambas = (primeira: readonly string[], segunda: readonly string[]): readonly string[] => [
  ...new Set([...primeira, ...segunda]),
];

/** The rubrics of each Subcategoria B, in NCRF 2 order; the first is the default. */
export const RUBRICAS_B: Readonly<Record<SubcategoriaB, readonly string[]>> = {
  [SUBCATEGORIA_B.naoAplicavel]: [
    'Recebimentos de clientes',
    'Pagamentos a fornecedores',
    'Pagamentos ao pessoal',
    'Pagamento/recebimento do imposto sobre o rendimento',
    'Outros recebimentos/pagamentos',
  ],
  [SUBCATEGORIA_B.pagamentosInvestimento]: RUBRICAS_PAGAMENTOS_INVESTIMENTO,
  [SUBCATEGORIA_B.recebimentosInvestimento]: RUBRICAS_RECEBIMENTOS_INVESTIMENTO,
  [SUBCATEGORIA_B.recebimentosFinanciamento]: RUBRICAS_RECEBIMENTOS_FINANCIAMENTO,
  [SUBCATEGORIA_B.pagamentosFinanciamento]: RUBRICAS_PAGAMENTOS_FINANCIAMENTO,
  // SPEC §4: their default rubrics are 'Activos fixos tangíveis' and 'Financiamentos obtidos', the first here.
  [SUBCATEGORIA_B.investimento]: ambas(RUBRICAS_PAGAMENTOS_INVESTIMENTO, RUBRICAS_RECEBIMENTOS_INVESTIMENTO),
  [SUBCATEGORIA_B.financiamento]: ambas(
    RUBRICAS_RECEBIMENTOS_FINANCIAMENTO,
    RUBRICAS_PAGAMENTOS_FINANCIAMENTO,
  ),
};

/** Every accepted Categoria B, the default last. */
export const OPCOES_CATEGORIA_B: readonly string[] = [...Object.values(CATEGORIA_B), SEM_CATEGORIA_B];

export function isCategoriaB(value: string): value is CategoriaB {
  return Object.hasOwn(SUBCATEGORIAS_B, value);
}

export function isSubcategoriaB(value: string): value is SubcategoriaB {
  return Object.hasOwn(RUBRICAS_B, value);
}

/** Dropdown options of Subcategoria B for a category: its subcategories, then 'Sem Subcategoria B'. */
export function opcoesSubcategoriaB(categoriaB: string): readonly string[] {
  return isCategoriaB(categoriaB)
    ? [...SUBCATEGORIAS_B[categoriaB], SEM_SUBCATEGORIA_B]
    : [SEM_SUBCATEGORIA_B];
}

/** Dropdown options of Rúbrica B for a subcategory: its rubrics, then 'Sem Rúbrica B'. */
export function opcoesRubricaB(subcategoriaB: string): readonly string[] {
  return isSubcategoriaB(subcategoriaB) ? [...RUBRICAS_B[subcategoriaB], SEM_RUBRICA_B] : [SEM_RUBRICA_B];
}

export function isValidSubcategoriaB(categoriaB: string, subcategoriaB: string): boolean {
  if (categoriaB !== SEM_CATEGORIA_B && !isCategoriaB(categoriaB)) return false;
  return opcoesSubcategoriaB(categoriaB).includes(subcategoriaB);
}

/** Subcategory names are unique across categories, so the subcategory alone decides its rubrics. */
export function isValidRubricaB(subcategoriaB: string, rubricaB: string): boolean {
  if (subcategoriaB !== SEM_SUBCATEGORIA_B && !isSubcategoriaB(subcategoriaB)) return false;
  return opcoesRubricaB(subcategoriaB).includes(rubricaB);
}

/** The only named option, which the dropdown selects by itself; undefined when there is a choice. */
function onlyOption(options: readonly string[]): string | undefined {
  return options.length === 1 ? options[0] : undefined;
}

/** A Categoria B with a single subcategory selects it by itself (operating flows: 'Não Aplicável'). */
export function autoSelectSubcategoriaB(categoriaB: string): string | undefined {
  return isCategoriaB(categoriaB) ? onlyOption(SUBCATEGORIAS_B[categoriaB]) : undefined;
}

/** A Subcategoria B with a single rubric selects it by itself. */
export function autoSelectRubricaB(subcategoriaB: string): string | undefined {
  return isSubcategoriaB(subcategoriaB) ? onlyOption(RUBRICAS_B[subcategoriaB]) : undefined;
}

/**
 * Changing Subcategoria B resets Rúbrica B to the subcategory's default, its first rubric (which is
 * also the single rubric when there is only one).
 */
export function defaultRubricaB(subcategoriaB: string): string {
  return (isSubcategoriaB(subcategoriaB) ? RUBRICAS_B[subcategoriaB][0] : undefined) ?? SEM_RUBRICA_B;
}

/**
 * Changing Categoria B resets Subcategoria B and Rúbrica B to the category's defaults: the first
 * subcategory (the single one for operating flows) and its default rubric.
 */
export function defaultsForCategoriaB(categoriaB: string): { subcategoria_B: string; rubrica_B: string } {
  const subcategoria_B =
    (isCategoriaB(categoriaB) ? SUBCATEGORIAS_B[categoriaB][0] : undefined) ?? SEM_SUBCATEGORIA_B;
  return { subcategoria_B, rubrica_B: defaultRubricaB(subcategoria_B) };
}
