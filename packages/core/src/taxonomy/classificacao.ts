import {
  defaultSubcategoriaA,
  isValidSubcategoriaA,
  OPCOES_CATEGORIA_A,
  opcoesSubcategoriaA,
  SEM_CATEGORIA_A,
  SEM_SUBCATEGORIA_A,
} from './categoria-a';
import {
  defaultRubricaB,
  defaultsForCategoriaB,
  isValidRubricaB,
  isValidSubcategoriaB,
  OPCOES_CATEGORIA_B,
  opcoesRubricaB,
  opcoesSubcategoriaB,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_B,
} from './categoria-b';
import { isGasto, isTipologia } from './opcoes';

/** The classification fields of a spreadsheet row, named as in the API. */
export interface Classificacao {
  categoria_A: string;
  subcategoria_A: string;
  categoria_B: string;
  subcategoria_B: string;
  rubrica_B: string;
  tipologia: string;
  gasto: string;
}

export type CampoClassificacao = keyof Classificacao;

/** The classification fields in the spreadsheet's column order. */
export const CAMPOS_CLASSIFICACAO: readonly CampoClassificacao[] = [
  'categoria_A',
  'subcategoria_A',
  'categoria_B',
  'subcategoria_B',
  'rubrica_B',
  'tipologia',
  'gasto',
];

export interface ErroClassificacao {
  field: CampoClassificacao;
  message: string;
}

/** What a new row carries until someone classifies it. */
export const CLASSIFICACAO_PREDEFINIDA: Readonly<Classificacao> = {
  categoria_A: SEM_CATEGORIA_A,
  subcategoria_A: SEM_SUBCATEGORIA_A,
  categoria_B: SEM_CATEGORIA_B,
  subcategoria_B: SEM_SUBCATEGORIA_B,
  rubrica_B: SEM_RUBRICA_B,
  tipologia: 'N/A',
  gasto: 'N/A',
};

const TODAS_SUBCATEGORIAS_B: readonly string[] = [
  ...new Set(OPCOES_CATEGORIA_B.flatMap((categoria) => opcoesSubcategoriaB(categoria))),
];

/**
 * Checks the classification fields present, each against the field it depends on. Give it the row
 * as it will be stored (the change merged into the saved row): a subcategory without its category
 * is only checked to exist in some category. Answers the first error, in field order, in Portuguese.
 */
export function validateClassificacao(c: Partial<Classificacao>): ErroClassificacao | undefined {
  const { categoria_A, subcategoria_A, categoria_B, subcategoria_B, rubrica_B } = c;

  if (categoria_A !== undefined && !OPCOES_CATEGORIA_A.includes(categoria_A)) {
    return { field: 'categoria_A', message: `Categoria A inválida: '${categoria_A}'.` };
  }
  if (subcategoria_A !== undefined) {
    if (categoria_A !== undefined) {
      if (!isValidSubcategoriaA(categoria_A, subcategoria_A)) {
        return {
          field: 'subcategoria_A',
          message: `A Subcategoria A '${subcategoria_A}' não pertence à Categoria A '${categoria_A}'.`,
        };
      }
    } else if (
      !OPCOES_CATEGORIA_A.some((categoria) => opcoesSubcategoriaA(categoria).includes(subcategoria_A))
    ) {
      return { field: 'subcategoria_A', message: `Subcategoria A inválida: '${subcategoria_A}'.` };
    }
  }

  if (categoria_B !== undefined && !OPCOES_CATEGORIA_B.includes(categoria_B)) {
    return { field: 'categoria_B', message: `Categoria B inválida: '${categoria_B}'.` };
  }
  if (subcategoria_B !== undefined) {
    if (categoria_B !== undefined) {
      if (!isValidSubcategoriaB(categoria_B, subcategoria_B)) {
        return {
          field: 'subcategoria_B',
          message: `A Subcategoria B '${subcategoria_B}' não pertence à Categoria B '${categoria_B}'.`,
        };
      }
    } else if (!TODAS_SUBCATEGORIAS_B.includes(subcategoria_B)) {
      return { field: 'subcategoria_B', message: `Subcategoria B inválida: '${subcategoria_B}'.` };
    }
  }
  if (rubrica_B !== undefined) {
    if (subcategoria_B !== undefined) {
      if (!isValidRubricaB(subcategoria_B, rubrica_B)) {
        return {
          field: 'rubrica_B',
          message: `A Rúbrica B '${rubrica_B}' não pertence à Subcategoria B '${subcategoria_B}'.`,
        };
      }
    } else {
      const candidatas = categoria_B !== undefined ? opcoesSubcategoriaB(categoria_B) : TODAS_SUBCATEGORIAS_B;
      if (!candidatas.some((subcategoria) => opcoesRubricaB(subcategoria).includes(rubrica_B))) {
        return {
          field: 'rubrica_B',
          message:
            categoria_B !== undefined
              ? `A Rúbrica B '${rubrica_B}' não pertence à Categoria B '${categoria_B}'.`
              : `Rúbrica B inválida: '${rubrica_B}'.`,
        };
      }
    }
  }

  if (c.tipologia !== undefined && !isTipologia(c.tipologia)) {
    return { field: 'tipologia', message: `Tipologia inválida: '${c.tipologia}'.` };
  }
  if (c.gasto !== undefined && !isGasto(c.gasto)) {
    return { field: 'gasto', message: `Gasto inválido: '${c.gasto}'.` };
  }
  return undefined;
}

/** The fields a change of Categoria A sets (SPEC §4 "Dependent selection"). */
export function changeCategoriaA(categoria_A: string): Pick<Classificacao, 'categoria_A' | 'subcategoria_A'> {
  return { categoria_A, subcategoria_A: defaultSubcategoriaA(categoria_A) };
}

/** The fields a change of Categoria B sets. */
export function changeCategoriaB(
  categoria_B: string,
): Pick<Classificacao, 'categoria_B' | 'subcategoria_B' | 'rubrica_B'> {
  return { categoria_B, ...defaultsForCategoriaB(categoria_B) };
}

/** The fields a change of Subcategoria B sets. */
export function changeSubcategoriaB(
  subcategoria_B: string,
): Pick<Classificacao, 'subcategoria_B' | 'rubrica_B'> {
  return { subcategoria_B, rubrica_B: defaultRubricaB(subcategoria_B) };
}

const DEPENDE_DE: Partial<Record<CampoClassificacao, CampoClassificacao>> = {
  subcategoria_A: 'categoria_A',
  subcategoria_B: 'categoria_B',
  rubrica_B: 'subcategoria_B',
};

/**
 * Whether a text may be pasted into a dropdown cell of the row (SPEC §5): a category or a fixed
 * option as such, a subcategory within the row's category, a rubric within the row's subcategory.
 */
export function isValidPaste(field: CampoClassificacao, value: string, row: Classificacao): boolean {
  const parent = DEPENDE_DE[field];
  return (
    validateClassificacao(parent ? { [parent]: row[parent], [field]: value } : { [field]: value }) ===
    undefined
  );
}
