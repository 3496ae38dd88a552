import { z } from 'zod';

/** A store named in an answer; `todas` with 'Todas as lojas' for the whole company. */
const lojaNomeada = z.object({ _id: z.string(), nome: z.string() });

/** The age buckets (core's ESCALOES_IDADE): 0–30, 31–60, 61–90 and more than 90 days. */
const escalao = z.enum(['ate30', 'ate60', 'ate90', 'mais90']);

/** An amount per age bucket. */
const porEscalao = z.object({ ate30: z.number(), ate60: z.number(), ate90: z.number(), mais90: z.number() });
export type PorEscalao = z.infer<typeof porEscalao>;

export const totaisPorEscalao = z.object({
  escaloes: porEscalao,
  total: z.number(),
  documentos: z.number().int(),
});
export type TotaisPorEscalao = z.infer<typeof totaisPorEscalao>;

/** An age bucket and its heading ('0–30 dias' …). */
export const escalaoComTitulo = z.object({ chave: escalao, titulo: z.string() });
export type EscalaoComTitulo = z.infer<typeof escalaoComTitulo>;

/** A document still open at the date: what it was, what the bank paid of it by then, and its age. */
export const documentoEmAberto = z.object({
  /** The spreadsheet row. */
  _id: z.string(),
  numero: z.string(),
  tipo: z.string(),
  /** The supplier on a purchase, the customer on a sale: name, else NIF. */
  contraparte: z.string(),
  nif: z.string().nullable(),
  dataEmissao: z.string(),
  loja: lojaNomeada,
  total: z.number(),
  pago: z.number(),
  emAberto: z.number(),
  /** Days since it was issued. */
  idade: z.number().int(),
  escalao,
});
export type DocumentoEmAberto = z.infer<typeof documentoEmAberto>;

/** One side: purchases to pay or sales to receive, oldest first, per store and in total. */
export const ladoPorPagar = z.object({
  documentos: z.array(documentoEmAberto),
  lojas: z.array(lojaNomeada.extend(totaisPorEscalao.shape)),
  total: totaisPorEscalao,
});
export type LadoPorPagar = z.infer<typeof ladoPorPagar>;

/**
 * `GET /get/por-pagar/{empresaId}/{lojaId}?data=`: 'Por pagar / por receber' at a date. Euros, positive what
 * is to pay or to receive; a credit note not yet settled negative.
 */
export const porPagar = z.object({
  data: z.string(),
  loja: lojaNomeada,
  escaloes: z.array(escalaoComTitulo),
  porPagar: ladoPorPagar,
  porReceber: ladoPorPagar,
});
export type PorPagar = z.infer<typeof porPagar>;
