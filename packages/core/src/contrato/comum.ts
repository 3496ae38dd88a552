import { z } from 'zod';
import { ROLES } from '../taxonomy/opcoes';

/*
 * The answers of the API (SPEC §3 and §7) as zod schemas: the server declares them on its routes (serialising
 * and, in tests, checking every answer with them), the OpenAPI description is made from them, and the web app
 * takes its types from them. Money in euros with 2 decimals, dates 'aaaa-mm-dd', ids as strings.
 */

/** An answer that only says what happened, in Portuguese. */
export const mensagem = z.object({ message: z.string() });
export type Mensagem = z.infer<typeof mensagem>;

export const papel = z.enum(ROLES);
export type PapelNaEmpresa = z.infer<typeof papel>;

/** A company as lists show it. */
export const empresaResumo = z.object({ _id: z.string(), nome: z.string(), nif: z.string() });
