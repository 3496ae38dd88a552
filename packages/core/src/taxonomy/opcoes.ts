/** The fixed option lists of the spreadsheet and of company membership. The first is the default. */

export const TIPOLOGIAS = ['N/A', 'Pessoal', 'Empresa'] as const;
export type Tipologia = (typeof TIPOLOGIAS)[number];

/** 'N/A' and 'Não aplicável' are both in the spreadsheet; the reports treat both as not variable. */
export const GASTOS = ['N/A', 'Fixo', 'Variável', 'Não aplicável'] as const;
export type Gasto = (typeof GASTOS)[number];

export const TIPOS_MOVIMENTO = ['Entrada', 'Saída'] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

export const ROLES = ['admin', 'editor', 'leitor'] as const;
export type Role = (typeof ROLES)[number];

export function isTipologia(value: string): value is Tipologia {
  return (TIPOLOGIAS as readonly string[]).includes(value);
}

export function isGasto(value: string): value is Gasto {
  return (GASTOS as readonly string[]).includes(value);
}

export function isTipoMovimento(value: string): value is TipoMovimento {
  return (TIPOS_MOVIMENTO as readonly string[]).includes(value);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
