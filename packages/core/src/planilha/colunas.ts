/**
 * The spreadsheet's data columns (SPEC §2), in screen order (the 20th, Ações, is not data). Each key
 * is the API's `sortBy` for that column and the name of the field in a row's pending changes, so the
 * server and the screen read them from here.
 */
export const COLUNAS_PLANILHA = [
  'nif',
  'emitente',
  'numeroFatura',
  'descritivo',
  'dataEmissao',
  'dataPagamento',
  'baseTributavel',
  'iva',
  'total',
  'valorExtrato',
  'categoria_A',
  'subcategoria_A',
  'categoria_B',
  'subcategoria_B',
  'rubrica_B',
  'tipologia',
  'gasto',
  'cashFlow',
  'unidadeNegocio',
] as const;

export type ColunaPlanilha = (typeof COLUNAS_PLANILHA)[number];
