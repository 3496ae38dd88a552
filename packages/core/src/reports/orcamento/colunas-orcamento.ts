import { NUM_MESES } from '../shared/month-values';
import type { EstadoMes } from './estado-meses';

/** What a month's header says beyond its name (the screen and the export write the same). */
export const MARCA_ESTADO_MES: Readonly<Record<EstadoMes, string>> = {
  fechado: '',
  parcial: ' (em curso)',
  futuro: ' (por realizar)',
};

/** A column group of a budget report: a month (0 = Jan … 11 = Dez), the Total or the Média. */
export type GrupoDoAno = number | 'total' | 'media';

/** Which cells of a group carry a number; the others stay empty. */
export interface CelulasDoGrupo {
  /** The real figure. */
  readonly real: boolean;
  /** ∆ € and ∆ % (real against budget). */
  readonly delta: boolean;
}

/**
 * A future month has no real figures yet: its Real and ∆ stay empty (not a 100 % miss against the
 * budget), and a year that has not begun has no real Total or Média either. While the year is open,
 * the Total's ∆ is empty too: part of a year against the whole year's budget is no comparison, the
 * year-end forecast is. The current month compares what is in so far.
 */
export function celulasDoGrupo(estados: readonly EstadoMes[], grupo: GrupoDoAno): CelulasDoGrupo {
  if (typeof grupo === 'number') {
    if (!Number.isInteger(grupo) || grupo < 0 || grupo >= NUM_MESES) {
      throw new RangeError(`Mês inválido: ${grupo}.`);
    }
    const futuro = estados[grupo] === 'futuro';
    return { real: !futuro, delta: !futuro };
  }
  const comecou = estados.some((e) => e !== 'futuro');
  const fechado = estados.every((e) => e === 'fechado');
  return { real: comecou, delta: grupo === 'total' ? fechado : comecou };
}
