import { excelSerialToIso, type IsoDate, parsePtDate } from '../../dates/dates';
import { type Cents, eurosToCents, parseDotAmount, parsePtAmount } from '../../money/money';

/** A cell as read from a CSV (always text) or an XLSX sheet (number, date or text). */
export type Celula = string | number | Date | undefined;

export interface LinhaTabela {
  /** Physical line (CSV) or sheet row (XLSX), from 1. */
  numero: number;
  celulas: Celula[];
}

export interface Tabela {
  linhas: LinhaTabela[];
  /** Sheet name, for XLSX. */
  folha?: string;
}

/** How many rows from the top may hold a preamble before the header. */
export const LINHAS_ATE_CABECALHO = 30;

function isoDeDate(d: Date): IsoDate | undefined {
  if (Number.isNaN(d.getTime())) return undefined;
  // ExcelJS turns date cells into instants at UTC midnight of the calendar day.
  return parsePtDate(d.toISOString().slice(0, 10));
}

export function textoCelula(celula: Celula): string {
  if (celula === undefined) return '';
  if (celula instanceof Date) return isoDeDate(celula) ?? '';
  return String(celula).trim();
}

export function linhaVazia(celulas: readonly Celula[]): boolean {
  return celulas.every((c) => textoCelula(c) === '');
}

/** Order of day and month in a file's slash/dash dates; Portuguese files are day first. */
export type OrdemData = 'dia-mes' | 'mes-dia';

const DATA_NUMERICA = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/;

/** Scans a file's dates for a component above 12 to tell d/m from m/d; day first when unsure. */
export function detetarOrdemData(textos: Iterable<string>): OrdemData {
  let mesPrimeiro = false;
  for (const t of textos) {
    const m = DATA_NUMERICA.exec(t.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) return 'dia-mes';
    if (Number(m[3]) > 12) mesPrimeiro = true;
  }
  return mesPrimeiro ? 'mes-dia' : 'dia-mes';
}

/** Excel serials from 1950 to 2100: numbers outside are not dates. */
function pareceSerialExcel(n: number): boolean {
  return n >= 18264 && n < 73051;
}

export function lerDataCelula(celula: Celula, ordem: OrdemData = 'dia-mes'): IsoDate | undefined {
  if (celula === undefined) return undefined;
  if (celula instanceof Date) return isoDeDate(celula);
  if (typeof celula === 'number') return pareceSerialExcel(celula) ? excelSerialToIso(celula) : undefined;
  const t = celula.trim();
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    const n = Number(t);
    return pareceSerialExcel(n) ? excelSerialToIso(n) : undefined;
  }
  const m = DATA_NUMERICA.exec(t);
  if (m && ordem === 'mes-dia') return parsePtDate(`${m[3]}${m[2]}${m[1]}${m[2]}${m[4]}`);
  // ISO with a zone right after the date ('2017-04-01+02:00') still names that calendar day.
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*|[+-]\d{2}:\d{2}|Z)?$/.exec(t);
  return parsePtDate(iso ? (iso[1] as string) : t);
}

/** Text that stands for "no amount" in bank exports. */
export function semMontante(texto: string): boolean {
  return texto === '' || /^-{1,2}$/.test(texto);
}

/** Portuguese amounts ('1.169,68 €', '-1 200,00'), plain dot decimals ('-106.64') or numeric cells. */
export function lerMontanteCelula(celula: Celula): Cents | undefined {
  if (typeof celula === 'number') return Number.isFinite(celula) ? eurosToCents(celula) : undefined;
  if (celula === undefined || celula instanceof Date) return undefined;
  const t = celula.replace(/\uFFFD/g, '').trim();
  const pt = parsePtAmount(t);
  if (pt !== undefined) return pt;
  const semMoeda = t.replace(/€|EUR/gi, '').replace(/\s+/g, '');
  return /^[+-]?\d+\.\d{1,2}$/.test(semMoeda) ? parseDotAmount(semMoeda) : undefined;
}

/** English-UI amounts: comma thousands, dot decimals ('15,419.44'). */
export function lerMontanteInglesCelula(celula: Celula): Cents | undefined {
  if (typeof celula !== 'string') return lerMontanteCelula(celula);
  const t = celula.replace(/€|EUR/gi, '').replace(/\s+/g, '');
  if (!/^[+-]?\d{1,3}(,\d{3})*(\.\d{1,2})?$|^[+-]?\d+(\.\d{1,2})?$/.test(t)) return undefined;
  return parseDotAmount(t.replace(/,/g, ''));
}
