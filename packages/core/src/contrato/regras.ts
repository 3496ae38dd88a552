import { z } from 'zod';

/*
 * Regras de categorização (issue 20): a company's rules, the starter set, and applying them to the rows
 * still 'por classificar'. Amounts in euros, without sign (the sign is its own field).
 */

const campoRegra = z.enum(['nif', 'emitente', 'descritivo', 'texto']);
const sinalRegra = z.enum(['entrada', 'saida']).nullable();

/** The fields a rule sets (the spreadsheet's classification without Tipologia); 'Sem …' / 'N/A' set nothing. */
const classificacaoRegra = {
  categoria_A: z.string(),
  subcategoria_A: z.string(),
  gasto: z.string(),
  categoria_B: z.string(),
  subcategoria_B: z.string(),
  rubrica_B: z.string(),
};

/** A company's rule. */
export const regraDaEmpresa = z.object({
  _id: z.string(),
  campo: campoRegra,
  texto: z.string(),
  sinal: sinalRegra,
  valorMinimo: z.number().nullable(),
  valorMaximo: z.number().nullable(),
  ...classificacaoRegra,
  criadaEm: z.string(),
});
export type RegraDaEmpresa = z.infer<typeof regraDaEmpresa>;

/** A rule of the starter set, with whether this company has it on. Any of its conditions is enough. */
export const regraBase = z.object({
  _id: z.string(),
  descricao: z.string(),
  condicoes: z.array(
    z.object({
      /** 'faturaEmitida': a sales invoice the company itself issued. */
      campo: z.enum(['nif', 'emitente', 'descritivo', 'texto', 'faturaEmitida']),
      texto: z.string(),
      sinal: sinalRegra,
    }),
  ),
  ...classificacaoRegra,
  ativa: z.boolean(),
});
export type RegraBaseApi = z.infer<typeof regraBase>;

/** `GET /get/regras/{empresaId}`: the company's rules in their precedence, then the starter set's. */
export const regrasDaEmpresa = z.object({
  regras: z.array(regraDaEmpresa),
  base: z.array(regraBase),
});
export type RegrasDaEmpresa = z.infer<typeof regrasDaEmpresa>;

/** `GET /get/regras/{empresaId}/por-classificar`: how many rows the rules would classify, and by which rule. */
export const previsaoDasRegras = z.object({
  /** Rows without Categoria A or Categoria B. */
  porClassificar: z.number().int(),
  /** Of those, the rows a rule would change. */
  linhas: z.number().int(),
  porRegra: z.array(
    z.object({
      origem: z.enum(['empresa', 'base']),
      _id: z.string(),
      descricao: z.string(),
      linhas: z.number().int(),
    }),
  ),
});
export type PrevisaoDasRegras = z.infer<typeof previsaoDasRegras>;

/** `POST /api/regras/{empresaId}/aplicar`. */
export const regrasAplicadas = z.object({ message: z.string(), linhas: z.number().int() });
export type RegrasAplicadas = z.infer<typeof regrasAplicadas>;

/** `GET /get/regras/{empresaId}/da-linha/{rowId}`: a rule prefilled from a classified row, and the row. */
export const rascunhoDeRegra = z.object({
  campo: campoRegra,
  texto: z.string(),
  ...classificacaoRegra,
  linha: z.object({
    _id: z.string(),
    nif: z.string().nullable(),
    emitente: z.string().nullable(),
    descritivo: z.string().nullable(),
  }),
});
export type RascunhoDeRegra = z.infer<typeof rascunhoDeRegra>;
