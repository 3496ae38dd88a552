import { addDays, addMonths, isIsoDate } from '@contas/core';

/** A date filter: 'YYYY-MM-DD' or '' for an open end. */
export interface IntervaloDatas {
  startDate: string;
  endDate: string;
}

export const DATA_INICIAL_MAIOR = 'A data inicial não pode ser maior que a data final.';

/** SPEC §4 "Date range": kept in the browser under these keys. */
export const CHAVE_INICIO = 'startDate';
export const CHAVE_FIM = 'endDate';

/** Three months ago to today (SPEC §9), `hoje` being Lisbon's date. */
export function intervaloPredefinido(hoje: string): IntervaloDatas {
  return { startDate: addMonths(hoje, -3), endDate: hoje };
}

type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored range, else the default; a value that is not a date counts as absent. */
export function lerIntervalo(armazenamento: Armazenamento, hoje: string): IntervaloDatas {
  const inicio = armazenamento.getItem(CHAVE_INICIO);
  const fim = armazenamento.getItem(CHAVE_FIM);
  const valida = (valor: string | null): valor is string => valor !== null && isIsoDate(valor);
  if (!valida(inicio) && !valida(fim)) return intervaloPredefinido(hoje);
  return { startDate: valida(inicio) ? inicio : '', endDate: valida(fim) ? fim : '' };
}

/** Remembers an applied range; an empty one (after 'Limpar') forgets it, and the default applies. */
export function guardarIntervalo(armazenamento: Armazenamento, intervalo: IntervaloDatas): void {
  const guardar = (chave: string, valor: string) => {
    if (valor) armazenamento.setItem(chave, valor);
    else armazenamento.removeItem(chave);
  };
  guardar(CHAVE_INICIO, intervalo.startDate);
  guardar(CHAVE_FIM, intervalo.endDate);
}

/**
 * SPEC §5: a start later than the end clears the end and says so. Dates are 'YYYY-MM-DD', so the
 * text order is the calendar order.
 */
export function corrigirIntervalo(intervalo: IntervaloDatas): { intervalo: IntervaloDatas; erro?: string } {
  if (intervalo.startDate && intervalo.endDate && intervalo.startDate > intervalo.endDate) {
    return { intervalo: { ...intervalo, endDate: '' }, erro: DATA_INICIAL_MAIOR };
  }
  return { intervalo };
}

/**
 * The issue date of a row added by hand: today, pulled into the filter so that the new row shows
 * on the first page of the range being looked at.
 */
export function dataNovaLinha(hoje: string, intervalo: IntervaloDatas): string {
  if (intervalo.endDate && hoje > intervalo.endDate) return intervalo.endDate;
  if (intervalo.startDate && hoje < intervalo.startDate) return intervalo.startDate;
  return hoje;
}

/** The date presets of the filter; 'tudo' is the period that has rows (the server knows it). */
export const ATALHOS_DATAS = [
  { id: 'este-mes', rotulo: 'Este mês' },
  { id: 'mes-passado', rotulo: 'Mês passado' },
  { id: 'este-ano', rotulo: 'Este ano' },
  { id: 'ano-passado', rotulo: 'Ano passado' },
  { id: 'tudo', rotulo: 'Tudo' },
] as const;
export type AtalhoDatas = (typeof ATALHOS_DATAS)[number]['id'];

/** Whole calendar months and years around Lisbon's `hoje`; undefined for 'tudo'. */
export function intervaloDoAtalho(atalho: AtalhoDatas, hoje: string): IntervaloDatas | undefined {
  const ano = Number(hoje.slice(0, 4));
  const inicioDoMes = `${hoje.slice(0, 7)}-01`;
  switch (atalho) {
    case 'este-mes':
      return { startDate: inicioDoMes, endDate: addDays(addMonths(inicioDoMes, 1), -1) };
    case 'mes-passado':
      return { startDate: addMonths(inicioDoMes, -1), endDate: addDays(inicioDoMes, -1) };
    case 'este-ano':
      return { startDate: `${ano}-01-01`, endDate: `${ano}-12-31` };
    case 'ano-passado':
      return { startDate: `${ano - 1}-01-01`, endDate: `${ano - 1}-12-31` };
    case 'tudo':
      return undefined;
  }
}
