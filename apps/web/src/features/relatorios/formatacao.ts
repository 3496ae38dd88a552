import { formatDecimal, formatEuros, formatPercent } from '@contas/core';
import type { Unidade } from '@contas/core/reports';
import type { Serie } from './colunas';

export interface CelulaFormatada {
  readonly texto: string;
  /** Shown red: the text carries a minus sign (a value that rounds to zero is not negative). */
  readonly negativo: boolean;
  /** Why a cell has no figure ('—'): said on hover and to screen readers. */
  readonly motivo?: string;
}

/**
 * A cell as the reports show it (SPEC §9): money '1.234,56 €' from cents, percentages and ∆ % with
 * 2 decimals and ' %', quantities as plain numbers — a count without decimals, an average or a
 * break-even quantity with 2. Negative values keep the minus sign in front.
 */
export function formatarValor(valor: number, unidade: Unidade, serie: Serie = 'ano1'): string {
  if (serie === 'deltaPercent' || unidade === 'percentagem') return formatPercent(valor);
  if (unidade === 'cents') return formatEuros(valor);
  return formatDecimal(valor, Number.isInteger(valor) ? 0 : 2);
}

export function formatarCelula(valor: number, unidade: Unidade, serie: Serie = 'ano1'): CelulaFormatada {
  const texto = formatarValor(valor, unidade, serie);
  return { texto, negativo: texto.startsWith('-') };
}
