import { z } from 'zod';
import { mensagem } from './comum';
import { porMes } from './meses';

/** A year of a store's headcount: the number of people in each month. */
export const pessoalDoAno = porMes(z.number()).extend({ year: z.number() });
export type PessoalDoAno = z.infer<typeof pessoalDoAno>;

/** `GET /get/info-loja/{lojaId}`: a store's fields (SPEC §3) and its headcount per year. */
export const loja = z.object({
  _id: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  morada: z.string(),
  responsavel_loja: z.string(),
  cont_resp_loja: z.number().nullable(),
  employee: z.array(pessoalDoAno),
  empresa: z.object({ _id: z.string() }),
});
export type Loja = z.infer<typeof loja>;

/** `POST /api/adicionar-loja/empresa/{empresaId}` (201). */
export const lojaAdicionada = mensagem.extend({
  loja: z.object({ _id: z.string(), nome: z.string(), email: z.string(), telefone: z.string() }),
});
export type LojaAdicionada = z.infer<typeof lojaAdicionada>;

/** `PUT /put/update-loja-info/{lojaId}`. */
export const lojaAtualizada = z.object({ loja });
export type LojaAtualizada = z.infer<typeof lojaAtualizada>;
