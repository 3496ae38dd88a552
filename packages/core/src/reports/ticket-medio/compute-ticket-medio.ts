import type { Cents } from '../../money/money';
import { CATEGORIA_A, SEM_SUBCATEGORIA_A, SUBCATEGORIAS_A } from '../../taxonomy/categoria-a';
import {
  addToMonth,
  monthsOf,
  monthValues,
  porUnidade,
  type SeriesByKey,
  sumMonths,
} from '../shared/month-values';
import { childKey, type ReportLine, reportLine } from '../shared/report-line';

/**
 * The ledger's sales rows (Categoria A 'Vendas e serviços prestados') summed by store, month,
 * Subcategoria A and kind of document. Annulled documents are not in it.
 */
export interface SomaVendas {
  /** The store: the break-even takes its quantities store by store. */
  loja: string;
  ano: number;
  /** 1-12, the month of the issue date (of the payment, for a sale without document). */
  mes: number;
  subcategoriaA: string;
  /** As imported ('Fatura', 'Fatura-recibo', 'Fatura simplificada', 'Nota de crédito', …); '' when not known. */
  tipoDocumento: string;
  /** A numbered document; false is a sale booked without one (a card-terminal settlement, TPA). */
  documento: boolean;
  /** The rows' base is negative (what tells a credit note whose type is not known). */
  negativo: boolean;
  /** Taxable base without VAT (income +); the bank's value for a sale without document. */
  baseCents: Cents;
  /** How many ledger rows. */
  linhas: number;
}

export interface TicketMedioInput {
  ano1: number;
  ano2: number;
  /** Rows of other years are ignored. */
  somas: readonly SomaVendas[];
}

export interface TicketMedio {
  ano1: number;
  ano2: number;
  /** 'Quantidade de Faturas', 'Faturação Mensal', 'Ticket Médio', then the sales left out of them. */
  linhas: readonly ReportLine[];
}

export const LINHA_TM = {
  quantidade: 'quantidade',
  faturacao: 'faturacao',
  ticket: 'ticket',
  semFatura: 'sem_fatura',
} as const;

/** The sales types of SPEC §3, and the sales without one, so that each row adds up. */
export const TIPOS_VENDA: readonly string[] = [...SUBCATEGORIAS_A[CATEGORIA_A.vendas], SEM_SUBCATEGORIA_A];

const sem = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * An issued invoice, for the count (SPEC §9): Fatura, Fatura-recibo, Fatura simplificada. Credit and
 * debit notes change the billing but are not sales counted; a document whose type is not known (a
 * row of the complete spreadsheet) counts as an invoice unless it is negative (a credit note).
 */
export function contaComoFatura(tipoDocumento: string, negativo: boolean): boolean {
  const tipo = sem(tipoDocumento.trim());
  if (tipo === '') return !negativo;
  if (tipo.includes('nota de')) return false;
  return tipo.includes('fatura');
}

const tipoDaVenda = (subcategoriaA: string) =>
  TIPOS_VENDA.includes(subcategoriaA) ? subcategoriaA : SEM_SUBCATEGORIA_A;

/** The issued invoices of a year, store by store, month by month (the break-even's quantities). */
export function faturasPorLoja(somas: readonly SomaVendas[], ano: number): Map<string, number[]> {
  const porLoja: SeriesByKey = new Map();
  for (const s of somas) {
    if (s.ano === ano && s.documento && contaComoFatura(s.tipoDocumento, s.negativo)) {
      addToMonth(porLoja, s.loja, s.mes, s.linhas);
    }
  }
  return porLoja;
}

/** Billing over count per month, 0 without invoices (SPEC §9); the Total is the year's billing over its count. */
function ticket(faturacao: readonly number[], quantidade: readonly number[]) {
  const meses = faturacao.map((b, i) => porUnidade(b, quantidade[i] ?? 0));
  const total = porUnidade(
    faturacao.reduce((s, v) => s + v, 0),
    quantidade.reduce((s, v) => s + v, 0),
  );
  return monthValues(meses, { total });
}

/**
 * 'Análise Ticket Médio' (SPEC §2, §9), two years compared month by month, for each sales type and in
 * total: the issued invoices, their billing (base without VAT, credit notes included) and the ticket
 * = billing / invoices. Sales booked without a document (card settlements) are in neither: they are
 * the last row, apart, so that the screen can say how much the ticket leaves out.
 */
export function computeTicketMedio(input: TicketMedioInput): TicketMedio {
  const anos = [input.ano1, input.ano2] as const;
  const quantidade: [SeriesByKey, SeriesByKey] = [new Map(), new Map()];
  const faturacao: [SeriesByKey, SeriesByKey] = [new Map(), new Map()];
  const semFatura: [SeriesByKey, SeriesByKey] = [new Map(), new Map()];
  for (const s of input.somas) {
    const tipo = tipoDaVenda(s.subcategoriaA);
    for (const slot of [0, 1] as const) {
      if (s.ano !== anos[slot]) continue;
      if (!s.documento) {
        addToMonth(semFatura[slot], tipo, s.mes, s.baseCents);
        continue;
      }
      addToMonth(faturacao[slot], tipo, s.mes, s.baseCents);
      if (contaComoFatura(s.tipoDocumento, s.negativo)) addToMonth(quantidade[slot], tipo, s.mes, s.linhas);
    }
  }

  const grupo = (
    key: string,
    label: string,
    series: [SeriesByKey, SeriesByKey],
    unidade: 'cents' | 'quantidade',
  ): ReportLine => {
    const children = TIPOS_VENDA.map((tipo) =>
      reportLine({
        key: childKey(key, tipo),
        label: tipo,
        level: 1,
        tipo: 'item',
        unidade,
        ano1: monthValues(monthsOf(series[0], tipo), { unidade }),
        ano2: monthValues(monthsOf(series[1], tipo), { unidade }),
      }),
    );
    const soma = (slot: 0 | 1) => sumMonths(...TIPOS_VENDA.map((tipo) => monthsOf(series[slot], tipo)));
    return reportLine({
      key,
      label,
      level: 0,
      tipo: 'grupo',
      unidade,
      children,
      ano1: monthValues(soma(0), { unidade }),
      ano2: monthValues(soma(1), { unidade }),
    });
  };

  const quantidades = grupo(LINHA_TM.quantidade, 'Quantidade de Faturas', quantidade, 'quantidade');
  const faturacoes = grupo(LINHA_TM.faturacao, 'Faturação Mensal', faturacao, 'cents');
  const tickets = reportLine({
    key: LINHA_TM.ticket,
    label: 'Ticket Médio',
    level: 0,
    tipo: 'resultado',
    children: TIPOS_VENDA.map((tipo) =>
      reportLine({
        key: childKey(LINHA_TM.ticket, tipo),
        label: tipo,
        level: 1,
        tipo: 'resultado',
        ano1: ticket(monthsOf(faturacao[0], tipo), monthsOf(quantidade[0], tipo)),
        ano2: ticket(monthsOf(faturacao[1], tipo), monthsOf(quantidade[1], tipo)),
      }),
    ),
    ano1: ticket(faturacoes.valores.ano1.meses, quantidades.valores.ano1.meses),
    ano2: ticket(faturacoes.valores.ano2.meses, quantidades.valores.ano2.meses),
  });
  const semFaturas = grupo(LINHA_TM.semFatura, 'Vendas sem fatura (fora do ticket)', semFatura, 'cents');

  return { ano1: input.ano1, ano2: input.ano2, linhas: [quantidades, faturacoes, tickets, semFaturas] };
}
