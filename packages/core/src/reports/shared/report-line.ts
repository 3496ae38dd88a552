import { type MonthValues, monthValues, sumMonths, type Unidade } from './month-values';

/**
 * Two series compared column by column. Every comparative report uses it: two years (ano1 against
 * ano2) or, for the budget reports, the budget as ano1 and the real figures as ano2, so that
 * ∆ = real − orçamento.
 */
export interface ComparedValues {
  readonly ano1: MonthValues;
  readonly ano2: MonthValues;
  /** ano2 − ano1, per month, Total and Média (in the line's unit, despite the name). */
  readonly deltaEuros: MonthValues;
  /** deltaPercent(ano1, ano2) per column, full precision; the UI rounds to 2 decimals. */
  readonly deltaPercent: MonthValues;
}

/** grupo: sum of its children; item: a leaf; resultado: a formula over other lines; saldo: a balance. */
export type TipoLinha = 'grupo' | 'item' | 'resultado' | 'saldo';

/** A row of a report, with its sub-rows. Numbers only: formatting belongs to the UI. */
export interface ReportLine {
  /** Stable within a report: the parent's key, a dot, then the slug of the label. */
  readonly key: string;
  readonly label: string;
  /** 0 for a top row, +1 per nesting. */
  readonly level: number;
  readonly tipo: TipoLinha;
  readonly unidade: Unidade;
  /** The SNC account, where the line is one. */
  readonly codigo?: string;
  readonly children?: readonly ReportLine[];
  readonly valores: ComparedValues;
}

export function deltaEuros(y1: number, y2: number): number {
  return y2 - y1;
}

/** SPEC §9: 0 if both are 0; 100 if only the first is 0; else the signed change over |first|. */
export function deltaPercent(y1: number, y2: number): number {
  if (y1 === 0) return y2 === 0 ? 0 : 100;
  return ((y2 - y1) / Math.abs(y1)) * 100;
}

function columnByColumn(a: MonthValues, b: MonthValues, f: (y1: number, y2: number) => number): MonthValues {
  return {
    meses: a.meses.map((valor, i) => f(valor, b.meses[i] ?? 0)),
    total: f(a.total, b.total),
    media: f(a.media, b.media),
  };
}

export function compareMonthValues(ano1: MonthValues, ano2: MonthValues): ComparedValues {
  return {
    ano1,
    ano2,
    deltaEuros: columnByColumn(ano1, ano2, deltaEuros),
    deltaPercent: columnByColumn(ano1, ano2, deltaPercent),
  };
}

export interface ReportLineFields {
  key: string;
  label: string;
  level: number;
  tipo: TipoLinha;
  unidade?: Unidade;
  codigo?: string;
  children?: readonly ReportLine[];
  ano1: MonthValues;
  ano2: MonthValues;
}

export function reportLine(fields: ReportLineFields): ReportLine {
  const { ano1, ano2, unidade = 'cents', codigo, children, ...rest } = fields;
  return {
    ...rest,
    unidade,
    ...(codigo !== undefined && { codigo }),
    ...(children !== undefined && { children }),
    valores: compareMonthValues(ano1, ano2),
  };
}

const slugs = new Map<string, string>();

/** A slug for line keys: ascii, lower case, words joined by '_'. Labels are the taxonomy's: few, and remembered. */
export function slug(label: string): string {
  let feito = slugs.get(label);
  if (feito === undefined) {
    feito = label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
    if (slugs.size < 10_000) slugs.set(label, feito);
  }
  return feito;
}

export function childKey(parentKey: string, label: string): string {
  return `${parentKey}.${slug(label)}`;
}

/** The shape of a line before it has numbers: a leaf, or a group of lines. */
export interface LineSpec {
  readonly key: string;
  readonly label: string;
  readonly codigo?: string;
  readonly children?: readonly LineSpec[];
}

/** The 12 months of a leaf for each compared series. */
export type LeafMonths = (key: string) => readonly [ano1: readonly number[], ano2: readonly number[]];

/**
 * Fills a skeleton with numbers: a leaf takes its months from `leafMonths`, a group adds up its
 * children month by month, so every group equals the sum of its lines in every column but Média.
 */
export function buildReportLines(
  specs: readonly LineSpec[],
  leafMonths: LeafMonths,
  level = 0,
  unidade: Unidade = 'cents',
): ReportLine[] {
  return specs.map((spec) => {
    const base = { key: spec.key, label: spec.label, level, unidade, codigo: spec.codigo };
    if (!spec.children) {
      const [meses1, meses2] = leafMonths(spec.key);
      return reportLine({
        ...base,
        tipo: 'item',
        ano1: monthValues(meses1, { unidade }),
        ano2: monthValues(meses2, { unidade }),
      });
    }
    const children = buildReportLines(spec.children, leafMonths, level + 1, unidade);
    return reportLine({
      ...base,
      tipo: 'grupo',
      children,
      ano1: monthValues(sumMonths(...children.map((c) => c.valores.ano1.meses)), { unidade }),
      ano2: monthValues(sumMonths(...children.map((c) => c.valores.ano2.meses)), { unidade }),
    });
  });
}

/** Depth-first search of a line by key. */
export function findReportLine(lines: readonly ReportLine[], key: string): ReportLine | undefined {
  for (const line of lines) {
    if (line.key === key) return line;
    const found = line.children && findReportLine(line.children, key);
    if (found) return found;
  }
  return undefined;
}
