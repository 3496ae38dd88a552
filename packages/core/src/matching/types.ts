import type { IsoDate } from '../dates/dates';
import type { Cents } from '../money/money';

export type LadoFatura = 'compra' | 'venda';

export type TipoDocumento =
  | 'Fatura'
  | 'Fatura-recibo'
  | 'Fatura simplificada'
  | 'Nota de crédito'
  | 'Nota de débito';

/**
 * An e-fatura document as the engine needs it.
 *
 * `totalCents` is SIGNED from the company's point of view, the same way as a bank line, so that a
 * payment and the documents it settles sum to the same number (see `totalComSinal`):
 * - purchase invoice (compra: Fatura, Fatura-recibo, Fatura simplificada, Nota de débito) → negative
 *   (money goes out);
 * - purchase credit note (compra: Nota de crédito) → positive (the supplier owes us);
 * - sales invoice (venda) → positive; sales credit note → negative.
 */
export interface FaturaParaCorrespondencia {
  id: string;
  lado: LadoFatura;
  nifEmitente: string;
  nomeEmitente: string;
  nifAdquirente?: string;
  /** The customer's name on a sales document, when known (the issuer export has only the NIF). */
  nomeAdquirente?: string;
  numeroDocumento: string;
  atcud?: string;
  tipo: TipoDocumento;
  dataEmissao: IsoDate;
  totalCents: Cents;
  anulado: boolean;
  lojaId?: string;
}

/** A bank statement line. `valorCents`: entrada +, saída −. */
export interface MovimentoParaCorrespondencia {
  id: string;
  dataMovimento: IsoDate;
  dataValor?: IsoDate;
  descricao: string;
  valorCents: Cents;
  /** Structured references (camt.053 RmtInf: invoice numbers, ATCUD). */
  referencias: readonly string[];
  conta?: string;
  /** The bank's own reference or line locator (AcctSvcrRef, FITID, line number), shown in errors. */
  referenciaBancaria?: string;
  /** The store its row is in: a card settlement pays that store's sales. */
  lojaId?: string;
}

/** A pairing confirmed by hand: its invoices and lines are never touched by the engine again. */
export interface ParFixo {
  faturaIds: string[];
  movimentoIds: string[];
}

/** A pairing undone by hand: this invoice and this line are never matched together. */
export interface ParBloqueado {
  faturaId: string;
  movimentoId: string;
}

export interface OpcoesCorrespondencia {
  /** A payment may come up to this many days after the issue date. */
  diasDepois: number;
  /** …or this many days before it (card and direct-debit posting shifts). */
  diasAntes: number;
  /** Amounts this close (in cents) match in the tolerance pass, with name evidence. */
  toleranciaCents: Cents;
  /** Most documents one payment may settle in a combination. */
  maxFaturasPorPagamento: number;
  /** Most bank lines that may together settle one invoice. */
  maxPrestacoes: number;
  /** A line that quotes the document number may come this late (late payers still quote it). */
  diasDepoisReferencia: number;
  /** Instalments may spread this many days after the issue date. */
  diasPrestacoes: number;
  /** A supplier may refund a credit note this many days after issuing it. */
  diasReembolsoNotaCredito: number;
  /** A card-terminal settlement pays the sales of up to this many days before it (a weekend and a holiday). */
  diasVendasCartao: number;
  /** The acquirer's commission is at most this percentage of the card sales it settles. */
  comissaoMaximaCartaoPct: number;
  /**
   * The day the statements are known up to; invoices whose payment window ended before it are
   * reported as unpaid. Defaults to the latest line date (the engine reads no clock).
   */
  dataReferencia?: IsoDate;
}

export interface EntradaCorrespondencia {
  faturas: readonly FaturaParaCorrespondencia[];
  movimentos: readonly MovimentoParaCorrespondencia[];
  paresFixos?: readonly ParFixo[];
  bloqueados?: readonly ParBloqueado[];
  opcoes?: Partial<OpcoesCorrespondencia>;
}

export type ConfiancaCorrespondencia = 'referencia' | 'valor-exato' | 'tolerancia' | 'combinacao';

/** Which pass made a pairing, in the order the passes run. */
export type RegraCorrespondencia =
  | 'referencia'
  | 'referencia-combinacao'
  | 'referencia-prestacoes'
  | 'nif-e-valor'
  | 'valor-exato'
  | 'tolerancia'
  | 'combinacao-faturas'
  | 'combinacao-prestacoes'
  | 'nota-credito-reembolsada'
  | 'cartao';

export interface Correspondencia {
  /** In issue-date order. */
  faturaIds: string[];
  /** In posting-date order. */
  movimentoIds: string[];
  regra: RegraCorrespondencia;
  confianca: ConfiancaCorrespondencia;
  /** Σ lines − Σ documents (signed): +1 on a purchase means one cent less was paid. */
  diferencaCents: Cents;
  explicacao: string;
}

export interface ErroCorrespondencia {
  tipo: 'Fatura' | 'Extrato';
  faturaId?: string;
  movimentoId?: string;
  numeroFatura?: string;
  numeroExtrato?: string;
  data: IsoDate;
  valorCents: Cents;
  motivo: string;
}

/**
 * A card-terminal settlement no document explains, with the open counter sales of its store on its
 * takings days. More sales than the settlement (cash sales documented too) → the sales are in the
 * documents and the settlement is only their cash; none, or fewer → the settlement is the sales.
 */
export interface LiquidacaoCartao {
  movimentoId: string;
  vendasEmAbertoCents: Cents;
}

export interface ResultadoCorrespondencia {
  correspondencias: Correspondencia[];
  erros: ErroCorrespondencia[];
  /** The card settlements left open after every pass. */
  liquidacoesCartao: LiquidacaoCartao[];
}

export const OPCOES_CORRESPONDENCIA_PADRAO: Readonly<Omit<OpcoesCorrespondencia, 'dataReferencia'>> = {
  diasDepois: 30,
  diasAntes: 5,
  toleranciaCents: 2,
  maxFaturasPorPagamento: 4,
  maxPrestacoes: 3,
  diasDepoisReferencia: 365,
  diasPrestacoes: 90,
  diasReembolsoNotaCredito: 60,
  diasVendasCartao: 3,
  comissaoMaximaCartaoPct: 5,
};
