import { z } from 'zod';
import { mensagem } from './comum';

/** `POST /api/processar-correspondencias/{empresaId}`: how many links the run made and how many errors it left. */
export const correspondenciasProcessadas = mensagem.extend({
  correspondencias: z.number().int(),
  erros: z.number().int(),
});
export type CorrespondenciasProcessadas = z.infer<typeof correspondenciasProcessadas>;

/** `GET /get/erros-correspondencia/{empresaId}`: a line of the matching's error report (SPEC §3). */
export const erroDeCorrespondencia = z.object({
  _id: z.string(),
  linha: z.number().int(),
  tipo: z.string(),
  numeroFatura: z.string().nullable(),
  numeroExtrato: z.string().nullable(),
  data: z.string().nullable(),
  valor: z.number(),
  motivo: z.string(),
  /** The spreadsheet row of the document, and the bank line, the line is about (either may be absent). */
  planilhaId: z.string().nullable(),
  movimentoId: z.string().nullable(),
  /** The document's issuer ('NIF - Nome') and the bank line's description, to find and link them. */
  emitente: z.string().nullable(),
  descricaoExtrato: z.string().nullable(),
  /** Marked 'resolvida' by a person: when (ISO instant) and by whom. */
  resolvida: z
    .object({ em: z.string(), por: z.object({ _id: z.string(), nome: z.string() }).nullable() })
    .nullable(),
});
export type ErroDeCorrespondencia = z.infer<typeof erroDeCorrespondencia>;
export const relatorioDeErros = z.array(erroDeCorrespondencia);

/** `DELETE /delete/relatorio-erro/all/{empresaId}`: how many lines went. */
export const relatorioDeErrosLimpo = mensagem.extend({ removidos: z.number().int() });
export type RelatorioDeErrosLimpo = z.infer<typeof relatorioDeErrosLimpo>;

/** `PUT /put/relatorio-erro/{erroId}/resolvida`: mark a line resolved, or undo it. */
export const erroResolvidoCorpo = z.object({ resolvida: z.boolean() });
export const erroResolvido = mensagem.extend({ resolvida: z.boolean() });
export type ErroResolvido = z.infer<typeof erroResolvido>;
