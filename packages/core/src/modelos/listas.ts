import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from '../taxonomy/categoria-a';
import { OPCOES_CATEGORIA_B, opcoesRubricaB, opcoesSubcategoriaB } from '../taxonomy/categoria-b';
import { GASTOS, TIPOLOGIAS, TIPOS_MOVIMENTO } from '../taxonomy/opcoes';

/** A dropdown of the templates. Text lists are the taxonomy's labels; 'taxa-iva' holds fractions (0.23). */
export type ChaveLista =
  | 'categoria-a'
  | 'subcategoria-a'
  | 'categoria-b'
  | 'subcategoria-b'
  | 'rubrica-b'
  | 'tipologia'
  | 'gasto'
  | 'tipo-movimento'
  | 'taxa-iva';

export interface ListaModelo {
  chave: ChaveLista;
  titulo: string;
  valores: readonly (string | number)[];
}

function semRepetidos(valores: readonly string[]): string[] {
  return [...new Set(valores)];
}

/**
 * VAT rates of the mainland, the Azores and Madeira (DOMAIN §4.1), as the fractions Excel stores
 * behind a percentage. Any other rate may still be typed; the list only speeds up the usual ones.
 */
export const TAXAS_IVA = [0, 0.04, 0.06, 0.09, 0.12, 0.13, 0.16, 0.22, 0.23] as const;

/**
 * Subcategories are offered as one list for all categories (a dropdown that depends on another cell
 * needs named ranges or OFFSET formulas, which not every spreadsheet program keeps): the parser checks
 * that each belongs to its category, and the 'Instruções' sheet shows which go together.
 */
export const LISTAS: Readonly<Record<ChaveLista, ListaModelo>> = {
  'categoria-a': { chave: 'categoria-a', titulo: 'Categoria A', valores: OPCOES_CATEGORIA_A },
  'subcategoria-a': {
    chave: 'subcategoria-a',
    titulo: 'Subcategoria A',
    valores: semRepetidos(OPCOES_CATEGORIA_A.flatMap(opcoesSubcategoriaA)),
  },
  'categoria-b': { chave: 'categoria-b', titulo: 'Categoria B', valores: OPCOES_CATEGORIA_B },
  'subcategoria-b': {
    chave: 'subcategoria-b',
    titulo: 'Subcategoria B',
    valores: semRepetidos(OPCOES_CATEGORIA_B.flatMap(opcoesSubcategoriaB)),
  },
  'rubrica-b': {
    chave: 'rubrica-b',
    titulo: 'Rúbrica B',
    valores: semRepetidos(OPCOES_CATEGORIA_B.flatMap(opcoesSubcategoriaB).flatMap(opcoesRubricaB)),
  },
  tipologia: { chave: 'tipologia', titulo: 'Tipologia', valores: TIPOLOGIAS },
  gasto: { chave: 'gasto', titulo: 'Gasto', valores: GASTOS },
  'tipo-movimento': { chave: 'tipo-movimento', titulo: 'Tipo de Movimento', valores: TIPOS_MOVIMENTO },
  'taxa-iva': { chave: 'taxa-iva', titulo: 'Taxa IVA', valores: TAXAS_IVA },
};
