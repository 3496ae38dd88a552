import { type IsoDate, MESES_POR_EXTENSO } from '../../dates/dates';
import type { Cents } from '../../money/money';
import { NUM_MESES } from '../shared/month-values';

/** How often the company files its VAT return (declaração periódica). */
export type RegimeIva = 'mensal' | 'trimestral';

/** Where a year's regime comes from: set by an admin, or the €650 000 rule on the year before. */
export type OrigemRegimeIva = 'manual' | 'volume-de-negocios' | 'sem-historico';

/** DOMAIN.md §4.2: monthly when the previous year's turnover reached 650 000 €. */
export const LIMIAR_REGIME_MENSAL_CENTS: Cents = 65_000_000;

export interface RegimeDoAno {
  regime: RegimeIva;
  origem: OrigemRegimeIva;
  /** The previous year's turnover the rule looked at (sales and services, without VAT). */
  volumeNegociosAnteriorCents: Cents;
}

/**
 * The regime of each year: the admin's where set; else monthly when the previous year's turnover
 * (vendas e serviços prestados) reached 650 000 €, quarterly below it; a year with no sales the year
 * before is quarterly too (a new business declares by its own estimate: the admin can say monthly).
 */
export function regimesIva(
  anos: readonly number[],
  manuais: Readonly<Record<number, RegimeIva>>,
  volumeNegocios: Readonly<Record<number, Cents>>,
): Record<number, RegimeDoAno> {
  return Object.fromEntries(
    anos.map((ano) => {
      const volume = volumeNegocios[ano - 1] ?? 0;
      const manual = manuais[ano];
      const regime: RegimeDoAno = manual
        ? { regime: manual, origem: 'manual', volumeNegociosAnteriorCents: volume }
        : {
            regime: volume >= LIMIAR_REGIME_MENSAL_CENTS ? 'mensal' : 'trimestral',
            origem: volume === 0 ? 'sem-historico' : 'volume-de-negocios',
            volumeNegociosAnteriorCents: volume,
          };
      return [ano, regime];
    }),
  );
}

const iso = (ano: number, mes: number, dia: number): IsoDate =>
  `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/** Easter Sunday (anonymous Gregorian algorithm). */
function pascoa(ano: number): { mes: number; dia: number } {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  return { mes, dia: ((h + l - 7 * m + 114) % 31) + 1 };
}

function diasDepois(ano: number, mes: number, dia: number, dias: number): IsoDate {
  return new Date(Date.UTC(ano, mes - 1, dia + dias)).toISOString().slice(0, 10);
}

/**
 * The national holidays (Código do Trabalho, art. 234.º): 1 January, Good Friday, Easter, 25 April,
 * 1 May, Corpus Christi, 10 June, 15 August, 5 October, 1 November, 1 and 8 December, 25 December.
 * Corpus Christi, 5 October, 1 November and 1 December were suspended from 2013 to 2015.
 */
export function feriadosNacionais(ano: number): IsoDate[] {
  const p = pascoa(ano);
  const suspensos = ano >= 2013 && ano <= 2015;
  return [
    iso(ano, 1, 1),
    diasDepois(ano, p.mes, p.dia, -2),
    iso(ano, p.mes, p.dia),
    ...(suspensos ? [] : [diasDepois(ano, p.mes, p.dia, 60)]),
    iso(ano, 4, 25),
    iso(ano, 5, 1),
    iso(ano, 6, 10),
    iso(ano, 8, 15),
    ...(suspensos ? [] : [iso(ano, 10, 5), iso(ano, 11, 1), iso(ano, 12, 1)]),
    iso(ano, 12, 8),
    iso(ano, 12, 25),
  ].sort();
}

/**
 * A tax deadline that ends on a Saturday, a Sunday or a national holiday moves to the next working day
 * (CPPT, art. 20.º; Código Civil, art. 279.º, al. e).
 */
export function diaUtil(data: IsoDate): IsoDate {
  let dia = data;
  for (;;) {
    const [ano, mes, d] = dia.split('-').map(Number) as [number, number, number];
    const semana = new Date(Date.UTC(ano, mes - 1, d)).getUTCDay();
    if (semana !== 0 && semana !== 6 && !feriadosNacionais(ano).includes(dia)) return dia;
    dia = diasDepois(ano, mes, d, 1);
  }
}

/** One declaration period of a year: a month, or a quarter. */
export interface PeriodoIva {
  ano: number;
  regime: RegimeIva;
  /** 1-12 (month) or 1-4 (quarter). */
  numero: number;
  /** The months it covers, 1-12. */
  meses: readonly number[];
  /** 'janeiro de 2025', '1.º trimestre de 2025'. */
  rotulo: string;
  /** The return is filed by this day (the 20th of the second month after the period). */
  prazoDeclaracao: IsoDate;
  /** And the VAT paid by this one (the 25th). */
  prazoPagamento: IsoDate;
}

/**
 * DOMAIN.md §4.2 (since OE2022): the return by the 20th and the payment by the 25th of the second month
 * after the month or quarter; June and the second quarter, by 20 and 25 September. Each moved to the
 * next working day when it falls on a weekend or holiday.
 */
function prazos(ano: number, ultimoMes: number): { prazoDeclaracao: IsoDate; prazoPagamento: IsoDate } {
  const alvo = ultimoMes === 6 ? 9 : ultimoMes + 2;
  const [a, m] = alvo > NUM_MESES ? [ano + 1, alvo - NUM_MESES] : [ano, alvo];
  return { prazoDeclaracao: diaUtil(iso(a, m, 20)), prazoPagamento: diaUtil(iso(a, m, 25)) };
}

export function periodosIva(ano: number, regime: RegimeIva): PeriodoIva[] {
  if (regime === 'mensal') {
    return MESES_POR_EXTENSO.map((nome, i) => ({
      ano,
      regime,
      numero: i + 1,
      meses: [i + 1],
      rotulo: `${nome} de ${ano}`,
      ...prazos(ano, i + 1),
    }));
  }
  return [1, 2, 3, 4].map((numero) => ({
    ano,
    regime,
    numero,
    meses: [numero * 3 - 2, numero * 3 - 1, numero * 3],
    rotulo: `${numero}.º trimestre de ${ano}`,
    ...prazos(ano, numero * 3),
  }));
}

/** A year's VAT month by month (positive amounts): what the sales charged and what can be deducted. */
export interface IvaDoAno {
  liquidado: readonly number[];
  dedutivel: readonly number[];
  /** Months whose figures are a forecast (the budget's), not documents. */
  previsao?: readonly boolean[];
}

/** A period's settlement: its VAT, the credit it received and what it pays or carries forward. */
export interface ApuramentoIva extends PeriodoIva {
  liquidadoCents: Cents;
  dedutivelCents: Cents;
  /** Liquidado − dedutível of the period. */
  resultadoCents: Cents;
  /** The credit carried in from the period before ('excesso a reportar do período anterior'). */
  excessoAnteriorCents: Cents;
  /** To pay with the return (0 or more). */
  aPagarCents: Cents;
  /** The credit carried to the next period (0 or more). */
  excessoAReportarCents: Cents;
  /** Some month of it is a forecast. */
  previsao: boolean;
}

/**
 * The periods of consecutive years settled in order (DOMAIN.md §4.3): each period's VAT less the
 * credit carried in; a debt is paid with the return, a credit carried to the next period — across years
 * too. Refunds (reembolso) are not asked for: a credit always carries forward.
 */
export function apurarIva(input: {
  anos: readonly number[];
  regimes: Readonly<Record<number, RegimeIva>>;
  iva: Readonly<Record<number, IvaDoAno>>;
  /** The credit carried into the first period (0: nothing before the first year). */
  excessoInicialCents?: Cents;
}): ApuramentoIva[] {
  let excesso = input.excessoInicialCents ?? 0;
  const apuramentos: ApuramentoIva[] = [];
  for (const ano of [...input.anos].sort((a, b) => a - b)) {
    const doAno = input.iva[ano];
    for (const periodo of periodosIva(ano, input.regimes[ano] ?? 'trimestral')) {
      const soma = (serie: readonly number[] | undefined) =>
        periodo.meses.reduce((s, mes) => s + (serie?.[mes - 1] ?? 0), 0);
      const liquidadoCents = soma(doAno?.liquidado);
      const dedutivelCents = soma(doAno?.dedutivel);
      const resultadoCents = liquidadoCents - dedutivelCents;
      const liquido = resultadoCents - excesso;
      apuramentos.push({
        ...periodo,
        liquidadoCents,
        dedutivelCents,
        resultadoCents,
        excessoAnteriorCents: excesso,
        aPagarCents: Math.max(liquido, 0),
        excessoAReportarCents: Math.max(-liquido, 0),
        previsao: periodo.meses.some((mes) => doAno?.previsao?.[mes - 1] === true),
      });
      excesso = Math.max(-liquido, 0);
    }
  }
  return apuramentos;
}

/** A payment to the State: the period it settles and the month (of its deadline) the cash leaves. */
export interface PagamentoIva {
  ano: number;
  /** 1-12 */
  mes: number;
  cents: Cents;
  periodo: ApuramentoIva;
}

/**
 * The VAT payments to the State, in the month of each period's payment deadline: what the VAT map shows
 * as payments, and what the cash flow vs budget and the Summary take as the forecast VAT payments.
 */
export function pagamentosIva(apuramentos: readonly ApuramentoIva[]): PagamentoIva[] {
  return apuramentos
    .filter((a) => a.aPagarCents !== 0)
    .map((a) => ({
      ano: Number(a.prazoPagamento.slice(0, 4)),
      mes: Number(a.prazoPagamento.slice(5, 7)),
      cents: a.aPagarCents,
      periodo: a,
    }));
}
