import { z } from 'zod';

const ano = z.coerce
  .number({ error: 'O ano deve ser um número.' })
  .int('O ano deve ser inteiro.')
  .min(1900, 'Ano inválido.')
  .max(2200, 'Ano inválido.');

export const consultaOrcamento = z.object({
  ano: ano.optional(),
  lojaId: z.string({ error: 'A loja deve ser um identificador.' }).trim().min(1).optional(),
});

/** The year of the upload path: anything else means the form was sent without one. */
export const anoDoCaminho = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number);
