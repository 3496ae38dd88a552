import { z } from 'zod';
import { ESTADOS_LINHA } from '../planilha/estados';
import { TIPOS_MOVIMENTO } from '../taxonomy/opcoes';

/** The invoice part of a row (SPEC §3): null when the row has no document. */
export const faturaDaLinha = z.object({
  nif: z.string().nullable(),
  emitente: z.string().nullable(),
  numeroFatura: z.string().nullable(),
  dataEmissao: z.string().nullable(),
  baseTributavel: z.number().nullable(),
  iva: z.number().nullable(),
  total: z.number().nullable(),
  /** The document's type and its status at the tax authority, as the e-fatura export gives them. */
  tipo: z.string().nullable(),
  situacao: z.string().nullable(),
});
export type FaturaDaLinha = z.infer<typeof faturaDaLinha>;

/** The bank-statement part of a row: null when no bank line is on it. */
export const extratoDaLinha = z.object({
  descricao: z.string().nullable(),
  dataMovimento: z.string().nullable(),
  valor: z.number().nullable(),
  tipoMovimento: z.enum(TIPOS_MOVIMENTO).nullable(),
});
export type ExtratoDaLinha = z.infer<typeof extratoDaLinha>;

/**
 * What a row has to do with card takings (TPA): a settlement's commission; a settlement without documents
 * counted as the sales net of VAT (the rate and where it comes from), or only as the cash of sales its
 * days' documents already hold.
 */
export const cartaoDaLinha = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('comissao') }),
  z.object({
    tipo: z.literal('vendas'),
    taxaIva: z.number(),
    origem: z.enum(['loja', 'empresa', 'omissao']),
  }),
  z.object({ tipo: z.literal('faturadas'), vendas: z.number() }),
]);
export type CartaoDaLinha = z.infer<typeof cartaoDaLinha>;

/** A row of the spreadsheet (SPEC §3): the page, the search, an edit, a new or duplicated row, a link. */
export const linhaPlanilha = z.object({
  _id: z.string(),
  loja: z.string(),
  lojaNome: z.string(),
  criadaManualmente: z.boolean(),
  criadoPor: z.string().nullable(),
  statusCorrespondencia: z.string(),
  /** Optimistic concurrency: sent back with a change (or as If-Match). */
  versao: z.number().int(),
  fatura: faturaDaLinha.nullable(),
  /** An annulled document counts in no report (its amounts are shown, not added). */
  anulado: z.boolean(),
  estado: z.enum(ESTADOS_LINHA),
  extrato: extratoDaLinha.nullable(),
  dataPagamento: z.string().nullable(),
  categoria_A: z.string(),
  subcategoria_A: z.string(),
  categoria_B: z.string(),
  subcategoria_B: z.string(),
  rubrica_B: z.string(),
  tipologia: z.string(),
  gasto: z.string(),
  /** What the importer classified from the company's history; null when a person did it. */
  categorizacaoAutomatica: z
    .object({ origem: z.string().nullable(), campos: z.record(z.string(), z.string()).nullable() })
    .nullable(),
  cartao: cartaoDaLinha.nullable(),
});
export type LinhaPlanilha = z.infer<typeof linhaPlanilha>;

/** `GET /get/planilhas/resumo/{empresaId}` and `GET /get/search/planilhas/{empresaId}`. */
export const paginaPlanilha = z.object({
  dados: z.array(linhaPlanilha),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Asked with `contarPorClassificar=true`: how many rows of the same search and filters are 'Por classificar'. */
  porClassificar: z.number().int().optional(),
});
export type PaginaPlanilha = z.infer<typeof paginaPlanilha>;

/**
 * `GET /get/planilhas/{empresaId}/periodo`: the first and last date of the rows a search and filters find
 * (or an import brought), whatever the date range; null without rows.
 */
export const periodoPlanilha = z.object({
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  linhas: z.number().int(),
});
export type PeriodoPlanilha = z.infer<typeof periodoPlanilha>;

/** `GET /get/planilhas/{empresaId}/extratos`: a bank line not yet on any row. */
export const extratoPendente = z.object({
  _id: z.string(),
  descricao: z.string(),
  dataMovimento: z.string(),
  valor: z.number(),
  tipoMovimento: z.enum(TIPOS_MOVIMENTO),
  banco: z.string(),
  conta: z.string(),
});
export type ExtratoPendente = z.infer<typeof extratoPendente>;
export const extratosPendentes = z.array(extratoPendente);

/** `GET /get/planilha/{rowId}/historico`: one change to a row. */
export const entradaHistorico = z.object({
  /** ISO instant. */
  em: z.string(),
  utilizador: z.object({ _id: z.string(), email: z.string().nullable() }).nullable(),
  acao: z.string(),
  campo: z.string().nullable(),
  /** The field's value (euros for money), or the whole row when one was created, duplicated or removed. */
  antes: z.unknown(),
  depois: z.unknown(),
});
export type EntradaHistorico = z.infer<typeof entradaHistorico>;
export const historicoLinha = z.array(entradaHistorico);
