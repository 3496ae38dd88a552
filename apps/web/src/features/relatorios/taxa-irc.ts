import { formatDecimal, ircRate } from '@contas/core';
import type { TaxaIrcEmpresa } from './api/relatorios-api';

export const TAXA_IRC_INVALIDA = 'Indique uma taxa entre 0 e 100 %, com até duas casas decimais.';

/** The IRC rate a year's income statement uses (percent) and whether it is the company's or the law's. */
export interface TaxaIrcDoAno {
  taxa: number;
  taxaLegal: number;
  daEmpresa: boolean;
}

/** The company's rate when it set one for the year, else core's legal rate (as the server does). */
export function taxaIrcDoAno(taxas: readonly TaxaIrcEmpresa[], ano: number): TaxaIrcDoAno {
  const propria = taxas.find((t) => t.ano === ano);
  return propria
    ? { taxa: propria.taxa, taxaLegal: propria.taxaLegal, daEmpresa: true }
    : { taxa: ircRate(ano), taxaLegal: ircRate(ano), daEmpresa: false };
}

/** '21 %', '22,50 %': the legal rates are whole, a company's may have two decimals. */
export function formatarTaxaIrc(taxa: number): string {
  return `${formatDecimal(taxa, Number.isInteger(taxa) ? 0 : 2)} %`;
}

/**
 * The rate in the field, in percent, or undefined when it is not one the server takes (0 to 100,
 * at most 2 decimals). The field gives a number, or its raw text while incomplete ('22.', '22.50').
 */
export function lerTaxaIrc(valor: number | string): number | undefined {
  let taxa: number;
  if (typeof valor === 'number') {
    taxa = valor;
  } else {
    const texto = valor.replace(/%/g, '').trim().replace(',', '.');
    if (!/^\d+(\.\d{0,2})?$/.test(texto)) return undefined;
    taxa = Number(texto);
  }
  if (!Number.isFinite(taxa) || taxa < 0 || taxa > 100) return undefined;
  const centesimas = Math.round(taxa * 100);
  // 22.555 would be stored as 22.56 by the server: asked for two decimals, it is refused here.
  if (Math.abs(taxa * 100 - centesimas) > 1e-6) return undefined;
  return centesimas / 100;
}
