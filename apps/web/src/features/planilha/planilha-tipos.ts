import type { EstadoLinha, TipoMovimento } from '@contas/core';

/** The invoice part of a spreadsheet row (SPEC §3), euros as numbers, dates 'YYYY-MM-DD'. */
export interface FaturaLinha {
  nif: string | null;
  emitente: string | null;
  numeroFatura: string | null;
  dataEmissao: string | null;
  baseTributavel: number | null;
  iva: number | null;
  total: number | null;
  /** The document's type and its status at the tax authority, as the e-fatura export gives them. */
  tipo?: string | null;
  situacao?: string | null;
}

/** The bank-statement part of a spreadsheet row. */
export interface ExtratoLinha {
  descricao: string | null;
  dataMovimento: string | null;
  valor: number | null;
  tipoMovimento: TipoMovimento | null;
}

/** One row of GET /get/planilhas/resumo/{empresaId} (and of the search, PUT, create and duplicate answers). */
export interface PlanilhaLinha {
  _id: string;
  loja: string;
  lojaNome: string;
  criadaManualmente: boolean;
  criadoPor: string | null;
  statusCorrespondencia: string;
  /** Optimistic concurrency: sent back with every change. */
  versao: number;
  fatura: FaturaLinha | null;
  extrato: ExtratoLinha | null;
  /** An annulled document counts in no report. */
  anulado?: boolean;
  /** Pendente, Pago, Anulado or Sem fatura (the server's planilha.estado). */
  estado?: EstadoLinha;
  dataPagamento: string | null;
  categoria_A: string;
  subcategoria_A: string;
  categoria_B: string;
  subcategoria_B: string;
  rubrica_B: string;
  tipologia: string;
  gasto: string;
  /** What the importer classified from the company's history; null when a person did it. */
  categorizacaoAutomatica?: unknown;
  /** What the row has to do with card takings (TPA), when anything. */
  cartao?: CartaoLinha | null;
}

/**
 * A card settlement's commission; a settlement without documents counted as the sales net of VAT (the
 * rate and where it comes from), or only as the cash of sales its days' documents already hold.
 */
export type CartaoLinha =
  | { tipo: 'comissao' }
  | { tipo: 'vendas'; taxaIva: number; origem: 'loja' | 'empresa' | 'omissao' }
  | { tipo: 'faturadas'; vendas: number };

export interface PaginaPlanilha {
  dados: PlanilhaLinha[];
  totalPages: number;
  total?: number;
}

/** GET /get/planilhas/{empresaId}/extratos: a bank line not yet associated with any row. */
export interface ExtratoPendente {
  _id: string;
  descricao: string;
  dataMovimento: string;
  valor: number;
  tipoMovimento: TipoMovimento;
  banco: string;
  conta: string;
}

/** GET /get/planilha/{rowId}/historico: one change to a row. */
export interface HistoricoEntrada {
  /** ISO instant. */
  em: string;
  utilizador: { _id: string; email: string } | null;
  acao: string;
  campo: string | null;
  antes: unknown;
  depois: unknown;
}

/** A shop the store cell may name (the company query's `lojas`). */
export interface LojaOpcao {
  _id: string;
  nome: string;
}
