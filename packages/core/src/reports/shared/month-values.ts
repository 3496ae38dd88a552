import type { Cents } from '../../money/money';

export const NUM_MESES = 12;

/** What a line's numbers measure: cents are exact integers; quantities and percentages are floats. */
export type Unidade = 'cents' | 'quantidade' | 'percentagem';

/** One year of a report line: the months Jan..Dez, the Total and the Média columns. */
export interface MonthValues {
  /** Always 12 entries, January first. */
  readonly meses: readonly number[];
  readonly total: number;
  /** Average of the non-zero months (SPEC §9); 0 when every month is zero. */
  readonly media: number;
}

export function zeroMonths(): number[] {
  return new Array<number>(NUM_MESES).fill(0);
}

/** Costs as the positive amounts the break-even and the ratios take (the statement keeps them negative). */
export function comoCustos(valores: readonly number[]): number[] {
  return valores.map((v) => -v || 0);
}

/** An amount per unit to the cent (a ticket: billing over invoices); 0 without units (SPEC §9). */
export function porUnidade(cents: Cents, unidades: number): Cents {
  return unidades === 0 ? 0 : divideRounded(cents, unidades);
}

/** Integer division rounded half away from zero, exact for every safe integer. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`Divisão inteira inválida: ${numerator} / ${denominator}.`);
  }
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  let q = Math.floor(n / d);
  let r = n - q * d;
  // The float quotient can land one off for very large numerators; the remainder says so.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return numerator < 0 !== denominator < 0 ? -q || 0 : q;
}

/**
 * Média = average of the months that are not zero (a month with no activity does not pull the
 * average down). Cents are rounded to the cent half away from zero; other units keep full precision.
 */
export function mediaNaoNula(meses: readonly number[], unidade: Unidade = 'cents'): number {
  let soma = 0;
  let contagem = 0;
  for (const valor of meses) {
    if (valor !== 0) {
      soma += valor;
      contagem += 1;
    }
  }
  if (contagem === 0) return 0;
  return unidade === 'cents' ? divideRounded(soma, contagem) : soma / contagem;
}

/**
 * A year of a line from its 12 months. The Total is the sum of the months unless the line says
 * otherwise (a balance, or a tax computed on the year's figures).
 */
export function monthValues(
  meses: readonly number[],
  options: { total?: number; unidade?: Unidade } = {},
): MonthValues {
  if (meses.length !== NUM_MESES) throw new RangeError(`Esperados 12 meses, recebidos ${meses.length}.`);
  const total = options.total ?? meses.reduce((soma, valor) => soma + valor, 0);
  return { meses: [...meses], total, media: mediaNaoNula(meses, options.unidade) };
}

/** Month-by-month sum of several 12-month series. */
export function sumMonths(...series: ReadonlyArray<readonly number[]>): number[] {
  const soma = zeroMonths();
  for (const meses of series) {
    for (let i = 0; i < NUM_MESES; i++) soma[i] = (soma[i] ?? 0) + (meses[i] ?? 0);
  }
  return soma;
}

/**
 * Spreads a yearly amount over the 12 months: one twelfth each, and the remainder cents one by
 * one to the first months, so the months add up exactly to the year and differ by one cent at most.
 */
export function splitYearlyCents(cents: Cents): Cents[] {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montante em cêntimos inválido: ${cents}.`);
  const abs = Math.abs(cents);
  const base = Math.floor(abs / NUM_MESES);
  const resto = abs - base * NUM_MESES;
  const sinal = cents < 0 ? -1 : 1;
  return zeroMonths().map((_, i) => sinal * (i < resto ? base + 1 : base) || 0);
}

/** Per-key 12-month series being summed from aggregated rows. */
export type SeriesByKey = Map<string, number[]>;

/** Adds an amount in cents to month `mes` (1-12) of the series under `key`. */
export function addToMonth(series: SeriesByKey, key: string, mes: number, cents: Cents): void {
  if (!Number.isInteger(mes) || mes < 1 || mes > NUM_MESES) throw new RangeError(`Mês inválido: ${mes}.`);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montante em cêntimos inválido: ${cents}.`);
  let meses = series.get(key);
  if (!meses) {
    meses = zeroMonths();
    series.set(key, meses);
  }
  meses[mes - 1] = (meses[mes - 1] ?? 0) + cents;
}

/** The months summed under `key`, zeros when nothing was. */
export function monthsOf(series: SeriesByKey, key: string): readonly number[] {
  return series.get(key) ?? zeroMonths();
}
