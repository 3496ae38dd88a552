import { z } from 'zod';
import { MESES, type Mes } from '../dates/dates';

/** One value for each month, Jan..Dez, every month present (SPEC §3 keys months by their short names). */
export function porMes<T extends z.ZodType>(valor: T) {
  return z.object(Object.fromEntries(MESES.map((mes) => [mes, valor])) as Record<Mes, T>);
}
