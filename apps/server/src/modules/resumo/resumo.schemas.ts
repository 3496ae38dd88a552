import { z } from 'zod';
import { ano, valorEmEuros } from '../relatorios/relatorios.schemas';

/** An admin's equity (capital próprio) of a year, in euros; null (or empty) removes it. */
export const capitalProprioBody = z.object({
  ano,
  valor: valorEmEuros('O capital próprio deve ser um número em euros.'),
});
