/** Calendar dates are 'YYYY-MM-DD' strings: no time, no zone. */
export type IsoDate = string;

export const MESES = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;
export type Mes = (typeof MESES)[number];

/** The months written in full, as a sentence says them ('setembro de 2025'). */
export const MESES_POR_EXTENSO = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const BUSINESS_TIME_ZONE = 'Europe/Lisbon';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function buildIso(year: number, month: number, day: number): IsoDate | undefined {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return !!m && buildIso(Number(m[1]), Number(m[2]), Number(m[3])) === text;
}

/**
 * Reads the date formats of AT and the banks: yyyy-mm-dd, dd-mm-yyyy, dd/mm/yyyy, dd.mm.yy(yy),
 * and an ISO date-time (the date part is kept). Day first, always: Portuguese files.
 */
export function parsePtDate(text: string): IsoDate | undefined {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) return buildIso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(s);
  if (m) {
    const yy = m[3] as string;
    const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
    return buildIso(year, Number(m[2]), Number(m[1]));
  }
  return undefined;
}

/** Excel's serial day number (1900 system) to a calendar date. */
export function excelSerialToIso(serial: number): IsoDate | undefined {
  if (!Number.isFinite(serial) || serial < 1) return undefined;
  const ms = Math.round((Math.floor(serial) - 25569) * 86400000);
  const d = new Date(ms);
  return buildIso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' for display. */
export function formatPtDate(iso: IsoDate | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d + days));
  return t.toISOString().slice(0, 10);
}

export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, mo - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return buildIso(year, month, Math.min(d, daysInMonth(year, month))) as IsoDate;
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);
}

// Building an Intl formatter costs far more than using one: keep a single one.
const LISBON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type LisbonParts = { date: IsoDate; hour: number; minute: number };

// formatToParts with a time zone costs ~0.1 ms and every request asks for today: the last minute is kept.
let ultimoMinuto: { minuto: number; parts: LisbonParts } | undefined;

/** Wall-clock parts of an instant in Lisbon (the business time zone). */
export function lisbonParts(instant: Date): LisbonParts {
  const minuto = Math.floor(instant.getTime() / 60_000);
  if (ultimoMinuto?.minuto === minuto) return { ...ultimoMinuto.parts };
  const parts = LISBON_CLOCK.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const lidas = {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
  ultimoMinuto = { minuto, parts: lidas };
  return { ...lidas };
}

/** Today's calendar date in Lisbon. */
export function lisbonToday(instant: Date): IsoDate {
  return lisbonParts(instant).date;
}
