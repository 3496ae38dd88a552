import { DERRAMA_MUNICIPAL_MAXIMA, eurosToCents, formatDecimal, formatEuros, ircRate } from '@contas/core';
import type { DetalheIrcJson, TaxaIrcDaEmpresa } from '@contas/core/contrato';

export const TAXA_IRC_INVALIDA = 'Indique uma taxa entre 0 e 100 %, com até duas casas decimais.';

/** The IRC rate a year's income statement uses (percent) and whether it is the company's or the law's. */
export interface TaxaIrcDoAno {
  taxa: number;
  taxaLegal: number;
  daEmpresa: boolean;
}

/** The company's rate when it set one for the year, else core's legal rate (as the server does). */
export function taxaIrcDoAno(taxas: readonly TaxaIrcDaEmpresa[], ano: number): TaxaIrcDoAno {
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

export const DERRAMA_INVALIDA = 'Indique uma derrama entre 0 e 1,5 %, com até duas casas decimais.';

/** The derrama municipal in the field (percent), or undefined when out of the legal range (0 to 1,5 %). */
export function lerDerrama(valor: number | string): number | undefined {
  const taxa = lerTaxaIrc(valor);
  return taxa !== undefined && taxa <= DERRAMA_MUNICIPAL_MAXIMA ? taxa : undefined;
}

/** '21 %', or '20 % em 2024 e 19 % em 2025' when the compared years differ. */
function porAno(a: string, b: string, anos: readonly [number, number]): string {
  return anos[0] === anos[1] || a === b ? b : `${a} em ${anos[0]} e ${b} em ${anos[1]}`;
}

/**
 * The note under the income statement: what the tax line applied (general rate, the SME band,
 * derrama municipal) and how the months add up to the year.
 */
export function notaIrc(
  irc: { ano1: DetalheIrcJson; ano2: DetalheIrcJson },
  anos: readonly [number, number],
): string {
  const partes = [
    `IRC à taxa de ${porAno(formatarTaxaIrc(irc.ano1.taxa), formatarTaxaIrc(irc.ano2.taxa), anos)}`,
  ];
  const pme = irc.ano2.pme ?? irc.ano1.pme;
  if (pme) {
    const taxa = (i: DetalheIrcJson) => (i.pme ? formatarTaxaIrc(i.pme.taxa) : 'sem taxa de PME');
    partes.push(
      `a taxa de PME de ${porAno(taxa(irc.ano1), taxa(irc.ano2), anos)} nos primeiros ${formatEuros(eurosToCents(pme.limite))} de lucro`,
    );
  }
  if (irc.ano2.derramaMunicipal > 0)
    partes.push(`derrama municipal de ${formatarTaxaIrc(irc.ano2.derramaMunicipal)}`);
  const taxas = partes.length === 1 ? partes[0] : `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}`;
  return (
    `Imposto sobre o rendimento estimado sobre o resultado do ano (${taxas}), só quando positivo. ` +
    'Cada mês mostra o imposto do resultado acumulado até esse mês menos o dos meses anteriores, ' +
    'por isso os meses somam o Total.'
  );
}
