import type { IsoDate } from '../../dates/dates';
import { NUM_MESES } from '../shared/month-values';

/**
 * Where a month of a year stands on a given day: closed (its real figures are final), partial (the
 * current month: real figures so far) or future (no real figures yet). The budget reports compare
 * real with budget only where that means something.
 */
export type EstadoMes = 'fechado' | 'parcial' | 'futuro';

export function estadoDosMeses(ano: number, hoje: IsoDate): EstadoMes[] {
  const anoHoje = Number(hoje.slice(0, 4));
  const mesHoje = Number(hoje.slice(5, 7));
  if (!Number.isInteger(anoHoje) || !Number.isInteger(mesHoje) || mesHoje < 1 || mesHoje > NUM_MESES) {
    throw new RangeError(`Data inválida: ${hoje}.`);
  }
  return Array.from({ length: NUM_MESES }, (_, i): EstadoMes => {
    const mes = i + 1;
    if (ano < anoHoje || (ano === anoHoje && mes < mesHoje)) return 'fechado';
    return ano === anoHoje && mes === mesHoje ? 'parcial' : 'futuro';
  });
}
