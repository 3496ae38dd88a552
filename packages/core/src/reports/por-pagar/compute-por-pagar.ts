import { daysBetween, type IsoDate } from '../../dates/dates';
import { OPCOES_CORRESPONDENCIA_PADRAO } from '../../matching/types';
import type { Cents } from '../../money/money';
import { NIF_CONSUMIDOR_FINAL } from '../../nif/nif';

/** Age buckets of open documents, in days since the issue date at the reference date. */
export const ESCALOES_IDADE = [
  { chave: 'ate30', titulo: '0–30 dias', ate: 30 },
  { chave: 'ate60', titulo: '31–60 dias', ate: 60 },
  { chave: 'ate90', titulo: '61–90 dias', ate: 90 },
  { chave: 'mais90', titulo: '> 90 dias', ate: Number.POSITIVE_INFINITY },
] as const;
export type EscalaoIdade = (typeof ESCALOES_IDADE)[number]['chave'];

export function escalaoDaIdade(dias: number): EscalaoIdade {
  return (ESCALOES_IDADE.find((e) => dias <= e.ate) ?? ESCALOES_IDADE[3]).chave;
}

/**
 * A purchase or sales document with what the bank paid of it, as the ledger holds it: the total and
 * each payment signed as money moves (a purchase −, its credit note +; a sale +, its credit note −).
 */
export interface DocumentoPorPagar {
  id: string;
  lado: 'compra' | 'venda';
  lojaId: string;
  numero: string;
  /** The supplier on a purchase, the customer on a sale: name, else NIF. */
  contraparte: string;
  /** Their NIF; none (or 999999990) for a final consumer. */
  nifContraparte: string | null;
  tipo: string;
  anulado: boolean;
  dataEmissao: IsoDate;
  totalCents: Cents;
  /** Each payment on its own day (instalments); a payment after the reference date did not happen yet. */
  pagamentos: ReadonlyArray<{ data: IsoDate; cents: Cents }>;
}

/** An open document at the reference date, its amounts as owed: positive what is to pay (or receive). */
export interface DocumentoEmAberto extends Omit<DocumentoPorPagar, 'totalCents' | 'pagamentos' | 'anulado'> {
  totalCents: Cents;
  pagoCents: Cents;
  emAbertoCents: Cents;
  idadeDias: number;
  escalao: EscalaoIdade;
}

export interface TotaisPorEscalao {
  escaloes: Record<EscalaoIdade, Cents>;
  total: Cents;
  documentos: number;
}

export interface LadoPorPagar {
  /** Oldest first. */
  documentos: DocumentoEmAberto[];
  /** Every store asked for, in the order given, with nothing open too. */
  lojas: Array<TotaisPorEscalao & { lojaId: string }>;
  total: TotaisPorEscalao;
}

export interface PorPagar {
  data: IsoDate;
  /** Purchases to pay. */
  porPagar: LadoPorPagar;
  /** Sales to receive. */
  porReceber: LadoPorPagar;
}

function totaisVazios(): TotaisPorEscalao {
  return { escaloes: { ate30: 0, ate60: 0, ate90: 0, mais90: 0 }, total: 0, documentos: 0 };
}

function somar(totais: TotaisPorEscalao, d: DocumentoEmAberto): void {
  totais.escaloes[d.escalao] += d.emAbertoCents;
  totais.total += d.emAbertoCents;
  totais.documentos += 1;
}

/**
 * Documents that are never owed: an annulled one counts nowhere, a receipt-invoice is paid when issued,
 * and a sale to a final consumer is paid at the counter (in cash or by card, never chased).
 */
function nuncaEmAberto(d: DocumentoPorPagar): boolean {
  const consumidorFinal = !d.nifContraparte || d.nifContraparte === NIF_CONSUMIDOR_FINAL;
  return d.anulado || d.tipo === 'Fatura-recibo' || (d.lado === 'venda' && consumidorFinal);
}

/**
 * What is still open of a document at a date: its signed total less the payments made by then. Open
 * when something of it is left to move the way the document moves money (an overpayment is not
 * debt) beyond the matching tolerance (a payment 1 cent short is a paid invoice). Documents issued
 * after the date did not exist yet.
 */
function emAberto(d: DocumentoPorPagar, data: IsoDate): DocumentoEmAberto | undefined {
  if (nuncaEmAberto(d) || d.dataEmissao > data || d.totalCents === 0) return undefined;
  let pago = 0;
  for (const p of d.pagamentos) if (p.data <= data) pago += p.cents;
  const aberto = d.totalCents - pago;
  if (Math.sign(aberto) !== Math.sign(d.totalCents)) return undefined;
  if (Math.abs(aberto) <= OPCOES_CORRESPONDENCIA_PADRAO.toleranciaCents) return undefined;
  // Owed: what the company is to pay on a purchase, or to receive on a sale, is positive.
  const sentido = d.lado === 'compra' ? -1 : 1;
  const idadeDias = daysBetween(d.dataEmissao, data);
  const { pagamentos: _, anulado: __, ...resto } = d;
  return {
    ...resto,
    totalCents: sentido * d.totalCents,
    pagoCents: sentido * pago || 0,
    emAbertoCents: sentido * aberto,
    idadeDias,
    escalao: escalaoDaIdade(idadeDias),
  };
}

function lado(documentos: DocumentoEmAberto[], lojaIds: readonly string[]): LadoPorPagar {
  documentos.sort(
    (a, b) =>
      (a.dataEmissao < b.dataEmissao ? -1 : a.dataEmissao > b.dataEmissao ? 1 : 0) ||
      (a.numero < b.numero ? -1 : a.numero > b.numero ? 1 : 0) ||
      (a.id < b.id ? -1 : 1),
  );
  const porLoja = new Map(lojaIds.map((lojaId) => [lojaId, totaisVazios()]));
  const total = totaisVazios();
  for (const d of documentos) {
    somar(total, d);
    let daLoja = porLoja.get(d.lojaId);
    if (!daLoja) {
      daLoja = totaisVazios();
      porLoja.set(d.lojaId, daLoja);
    }
    somar(daLoja, d);
  }
  return { documentos, lojas: [...porLoja].map(([lojaId, t]) => ({ lojaId, ...t })), total };
}

/**
 * 'Por pagar / por receber': the purchases still to pay and the sales still to receive at a date (not
 * annulled, not fully paid by then; what is left of the partly paid), each with its age since the issue
 * date in the buckets 0–30, 31–60, 61–90 and over 90 days, per store and in total.
 */
export function computePorPagar(
  documentos: readonly DocumentoPorPagar[],
  data: IsoDate,
  lojaIds: readonly string[],
): PorPagar {
  const compras: DocumentoEmAberto[] = [];
  const vendas: DocumentoEmAberto[] = [];
  for (const d of documentos) {
    const aberto = emAberto(d, data);
    if (aberto) (d.lado === 'compra' ? compras : vendas).push(aberto);
  }
  return { data, porPagar: lado(compras, lojaIds), porReceber: lado(vendas, lojaIds) };
}
