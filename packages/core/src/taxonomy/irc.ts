import type { Cents } from '../money/money';
import { divideRounded } from '../reports/shared/month-values';

/**
 * General IRC rate (CIRC art. 87 n.º 1), in percent, by tax year: 21 % up to 2024, then the
 * reductions of the 2025 budget and of the law promulgated in 2025 (DOMAIN §4.4). Years after 2028
 * keep the last rate set by law.
 */
const IRC_POR_ANO: ReadonlyArray<readonly [ano: number, taxa: number]> = [
  [2025, 20],
  [2026, 19],
  [2027, 18],
  [2028, 17],
];

/**
 * The reduced rate of SMEs and Small Mid Caps on the first part of the taxable income (CIRC art. 87
 * n.º 2): 17 % on the first 25 000 € up to 2022, on the first 50 000 € from 2023 (OE2023), 16 % in
 * 2025 (OE2025) and 15 % from 2026 (DOMAIN §4.4).
 */
const IRC_PME_POR_ANO: ReadonlyArray<readonly [ano: number, taxa: number, limiteCents: Cents]> = [
  [2023, 17, 5_000_000],
  [2025, 16, 5_000_000],
  [2026, 15, 5_000_000],
];

/**
 * Derrama estadual (CIRC art. 87-A, since OE2018): on the part of the taxable income above 1,5 M€,
 * 3 % up to 7,5 M€, 5 % up to 35 M€ and 9 % above (DOMAIN §4.5).
 */
const DERRAMA_ESTADUAL: ReadonlyArray<readonly [acimaDeCents: Cents, taxa: number]> = [
  [150_000_000, 3],
  [750_000_000, 5],
  [3_500_000_000, 9],
];

/** The legal maximum of the derrama municipal (Lei 73/2013, art. 18), in percent. */
export const DERRAMA_MUNICIPAL_MAXIMA = 1.5;

/** Percent (21 means 21 %). A company-specific override wins when given. */
export function ircRate(year: number, override?: number): number {
  if (override !== undefined) {
    if (!Number.isFinite(override) || override < 0 || override > 100) {
      throw new RangeError(`Taxa de IRC inválida: ${override}.`);
    }
    return override;
  }
  let taxa = 21;
  for (const [ano, taxaDoAno] of IRC_POR_ANO) if (year >= ano) taxa = taxaDoAno;
  return taxa;
}

/** The SME rate (percent) and the taxable income it applies to (cents), by tax year. */
export function ircPmeRate(year: number): { taxa: number; limiteCents: Cents } {
  let escalao = { taxa: 17, limiteCents: 2_500_000 };
  for (const [ano, taxa, limiteCents] of IRC_PME_POR_ANO) if (year >= ano) escalao = { taxa, limiteCents };
  return escalao;
}

/** How a company is taxed, from its settings: the SME band, and its municipality's derrama (percent). */
export interface RegimeIrc {
  pme: boolean;
  derramaMunicipal: number;
}

/** No SME band and no derrama municipal: the general rate alone. */
export const REGIME_IRC_GERAL: RegimeIrc = { pme: false, derramaMunicipal: 0 };

/** What was applied to a year's taxable income, for the screens to state. */
export interface DetalheIrc {
  /** General rate, percent. */
  taxa: number;
  /** The SME band, when the company is an SME. */
  pme: { taxa: number; limiteCents: Cents } | null;
  /** Percent of the taxable income. */
  derramaMunicipal: number;
}

/** Basis points (1 % = 100) of a percentage with at most 2 decimals. */
const pontosBase = (percentagem: number) => Math.round(percentagem * 100);

export function detalheIrc(ano: number, regime: RegimeIrc, taxaGeral?: number): DetalheIrc {
  if (
    !Number.isFinite(regime.derramaMunicipal) ||
    regime.derramaMunicipal < 0 ||
    regime.derramaMunicipal > DERRAMA_MUNICIPAL_MAXIMA
  ) {
    throw new RangeError(`Taxa de derrama municipal inválida: ${regime.derramaMunicipal}.`);
  }
  return {
    taxa: ircRate(ano, taxaGeral),
    pme: regime.pme ? ircPmeRate(ano) : null,
    derramaMunicipal: regime.derramaMunicipal,
  };
}

/**
 * The tax charged on a year's taxable income (here the pre-tax result; positive cents, 0 on a loss):
 * IRC at the SME rate on the first band and the general rate on the rest, the derrama municipal on
 * the whole, and the derrama estadual above 1,5 M€. One rounding to the cent, half away from zero.
 */
export function impostoSobreLucro(lucroCents: Cents, detalhe: DetalheIrc): Cents {
  if (!Number.isSafeInteger(lucroCents))
    throw new RangeError(`Montante em cêntimos inválido: ${lucroCents}.`);
  if (lucroCents <= 0) return 0;
  const reduzida = detalhe.pme ? Math.min(lucroCents, detalhe.pme.limiteCents) : 0;
  let emPontos =
    reduzida * pontosBase(detalhe.pme?.taxa ?? 0) +
    (lucroCents - reduzida) * pontosBase(detalhe.taxa) +
    lucroCents * pontosBase(detalhe.derramaMunicipal);
  DERRAMA_ESTADUAL.forEach(([acimaDe, taxa], i) => {
    const ate = DERRAMA_ESTADUAL[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    if (lucroCents > acimaDe) emPontos += (Math.min(lucroCents, ate) - acimaDe) * pontosBase(taxa);
  });
  return divideRounded(emPontos, 10_000);
}

/**
 * The year's tax spread over its months by year-to-date allocation: each month carries the tax on
 * the result so far minus what the months before carried, so the months add up to the tax on the
 * year's result (the Total). A month that lowers the result so far gives back tax (a positive
 * amount); costs are negative, as everywhere in the statement.
 */
export function impostoAcumulado(resultadosMensais: readonly Cents[], detalhe: DetalheIrc): Cents[] {
  let acumulado = 0;
  let jaImputado = 0;
  return resultadosMensais.map((resultado) => {
    acumulado += resultado;
    const ateAqui = impostoSobreLucro(acumulado, detalhe);
    const doMes = ateAqui - jaImputado;
    jaImputado = ateAqui;
    return -doMes || 0;
  });
}
