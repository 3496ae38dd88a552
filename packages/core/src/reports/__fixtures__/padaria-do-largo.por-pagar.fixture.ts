/*
 * "Padaria do Largo": what it still has to pay and to receive, worked out by hand at two dates, for core's
 * tests and the server's ('Por pagar / por receber' through the API on both databases).
 *
 * | Doc             | Store   | Counterparty                    | Issued     | Total    | Paid                       |
 * |-----------------|---------|---------------------------------|------------|----------|----------------------------|
 * | FT EC2025/311   | Largo   | Energia Exemplo, S.A.           | 10/12/2025 |   316,90 | 316,90 on 12/01/2026       |
 * | FT FP2025/77    | Largo   | Fornos e Pastelaria Exemplo     | 15/09/2025 | 2 460,00 | 1 000,00 on 15/10/2025     |
 * | FT A2025/40     | Largo   | sale to a hotel (590943278)     | 20/10/2025 |   738,00 | —                          |
 * | FT MO2025/500   | Mercado | Moagem Exemplo, Lda             | 20/11/2025 |   500,00 | —                          |
 * | NC MO2025/12    | Mercado | Moagem Exemplo (credit note)    | 05/12/2025 |    50,00 | —                          |
 * | FT MO2025/480   | Largo   | Moagem Exemplo, Lda             | 01/10/2025 |   300,00 | 300,00 on 31/10/2025       |
 * | FT EC2025/290   | Largo   | Energia Exemplo (annulled)      | 10/11/2025 |   184,50 | —                          |
 * | FR A2025/9      | Largo   | receipt-invoice to a hotel      | 03/12/2025 |    45,00 | at issue                   |
 * | FS A2025/88     | Largo   | counter sale, final consumer    | 28/12/2025 |    12,50 | at the counter             |
 * | FT EC2026/3     | Largo   | Energia Exemplo, S.A.           | 05/01/2026 |   200,00 | —                          |
 *
 * At 31/12/2025 (ages in days since issue):
 *   Por pagar — Largo: FT EC2025/311 316,90 (21 d, 0–30) — the invoice unpaid at year end —, FT FP2025/77
 *   1 460,00 still open of 2 460,00 (107 d, > 90): 1 776,90. Mercado: FT MO2025/500 500,00 (41 d, 31–60) and the
 *   credit note −50,00 (26 d, 0–30): 450,00. Total 2 226,90 = 266,90 (0–30) + 500,00 (31–60) + 0 + 1 460,00 (> 90).
 *   Por receber — Largo: FT A2025/40 738,00 (72 d, 61–90). The receipt-invoice, the counter sale, the annulled
 *   invoice, the paid one and next year's are not owed.
 * At 31/01/2026: FT EC2025/311 is paid; FT EC2026/3 200,00 (26 d, 0–30) is new. Por pagar 2 110,00 = 200,00 (0–30)
 *   − 50,00 (31–60: 57 d) + 500,00 (61–90: 72 d) + 1 460,00 (> 90: 138 d); por receber 738,00 (103 d, > 90).
 */

import type { DocumentoEfatura, Extrato } from '../../gerador/formatos';
import type { Cents } from '../../money/money';
import type { EscalaoIdade } from '../por-pagar/compute-por-pagar';

export const LOJAS_POR_PAGAR = ['Largo', 'Mercado'] as const;
export type LojaPorPagar = (typeof LOJAS_POR_PAGAR)[number];

export interface DocumentoDaPadaria {
  lado: 'compra' | 'venda';
  loja: LojaPorPagar;
  documento: DocumentoEfatura;
  /** The bank lines that paid it (CGD, store Largo's account). */
  pagamentos: ReadonlyArray<{ data: string; cents: Cents; descricao: string }>;
}

const ENERGIA = { nifEmitente: '503504564', nomeEmitente: 'Energia Exemplo, S.A.' };
const FORNOS = { nifEmitente: '508332273', nomeEmitente: 'Fornos e Pastelaria Exemplo, Lda' };
const MOAGEM = { nifEmitente: '595428703', nomeEmitente: 'Moagem Exemplo, Lda' };
const HOTEL = '590943278';

const documento = (
  dados: Omit<DocumentoEfatura, 'situacao' | 'tipo'> & Partial<Pick<DocumentoEfatura, 'situacao' | 'tipo'>>,
): DocumentoEfatura => ({ tipo: 'Fatura', situacao: 'Registado', ...dados });

export const DOCUMENTOS: readonly DocumentoDaPadaria[] = [
  {
    lado: 'compra',
    loja: 'Largo',
    documento: documento({ ...ENERGIA, numero: 'FT EC2025/311', data: '2025-12-10', baseCents: 25_764, ivaCents: 5_926 }),
    pagamentos: [{ data: '2026-01-12', cents: -31_690, descricao: 'TRF P/O ENERGIA EXEMPLO FT EC2025/311' }],
  },
  {
    lado: 'compra',
    loja: 'Largo',
    documento: documento({ ...FORNOS, numero: 'FT FP2025/77', data: '2025-09-15', baseCents: 200_000, ivaCents: 46_000 }),
    pagamentos: [{ data: '2025-10-15', cents: -100_000, descricao: 'TRF P/O FORNOS PASTELARIA FT FP2025/77' }],
  },
  {
    lado: 'venda',
    loja: 'Largo',
    documento: documento({ nifAdquirente: HOTEL, numero: 'FT A2025/40', data: '2025-10-20', baseCents: 60_000, ivaCents: 13_800 }),
    pagamentos: [],
  },
  {
    lado: 'compra',
    loja: 'Mercado',
    documento: documento({ ...MOAGEM, numero: 'FT MO2025/500', data: '2025-11-20', baseCents: 47_170, ivaCents: 2_830 }),
    pagamentos: [],
  },
  {
    lado: 'compra',
    loja: 'Mercado',
    documento: documento({
      ...MOAGEM,
      numero: 'NC MO2025/12',
      tipo: 'Nota de crédito',
      data: '2025-12-05',
      baseCents: 4_717,
      ivaCents: 283,
    }),
    pagamentos: [],
  },
  {
    lado: 'compra',
    loja: 'Largo',
    documento: documento({ ...MOAGEM, numero: 'FT MO2025/480', data: '2025-10-01', baseCents: 28_302, ivaCents: 1_698 }),
    pagamentos: [{ data: '2025-10-31', cents: -30_000, descricao: 'TRF P/O MOAGEM EXEMPLO FT MO2025/480' }],
  },
  {
    lado: 'compra',
    loja: 'Largo',
    documento: documento({
      ...ENERGIA,
      numero: 'FT EC2025/290',
      data: '2025-11-10',
      baseCents: 15_000,
      ivaCents: 3_450,
      situacao: 'Documento Anulado pelo Emitente',
    }),
    pagamentos: [],
  },
  {
    lado: 'venda',
    loja: 'Largo',
    documento: documento({
      nifAdquirente: HOTEL,
      numero: 'FR A2025/9',
      tipo: 'Fatura-recibo',
      data: '2025-12-03',
      baseCents: 3_659,
      ivaCents: 841,
    }),
    pagamentos: [],
  },
  {
    lado: 'venda',
    loja: 'Largo',
    documento: documento({
      nifAdquirente: '999999990',
      numero: 'FS A2025/88',
      tipo: 'Fatura simplificada',
      data: '2025-12-28',
      baseCents: 1_016,
      ivaCents: 234,
    }),
    pagamentos: [],
  },
  {
    lado: 'compra',
    loja: 'Largo',
    documento: documento({ ...ENERGIA, numero: 'FT EC2026/3', data: '2026-01-05', baseCents: 16_260, ivaCents: 3_740 }),
    pagamentos: [],
  },
];

/** Store Largo's CGD account: the payments above, each quoting its invoice. */
export const EXTRATO_POR_PAGAR: Extrato = {
  conta: '0574066666666',
  saldoInicialCents: 1_000_000,
  dataInicio: '2025-09-01',
  dataFim: '2026-01-31',
  dataExportacao: '2026-02-01',
  linhas: DOCUMENTOS.flatMap((d) =>
    d.pagamentos.map((p) => ({ data: p.data, descricao: p.descricao, valorCents: p.cents })),
  ),
};

/** The partial payment: a line quoting the invoice for less than it, linked by hand. */
export const PAGAMENTO_PARCIAL = { numero: 'FT FP2025/77', descricao: 'TRF P/O FORNOS PASTELARIA FT FP2025/77' };

export interface EsperadoLado {
  documentos: ReadonlyArray<{ numero: string; loja: LojaPorPagar; idade: number; escalao: EscalaoIdade; aberto: Cents }>;
  lojas: Record<LojaPorPagar, { escaloes: Record<EscalaoIdade, Cents>; total: Cents }>;
  total: { escaloes: Record<EscalaoIdade, Cents>; total: Cents };
}

const escaloes = (ate30: Cents, ate60: Cents, ate90: Cents, mais90: Cents) => ({ ate30, ate60, ate90, mais90 });

/** The hand-computed answer at each reference date (documents oldest first). */
export const ESPERADO: Record<'2025-12-31' | '2026-01-31', { porPagar: EsperadoLado; porReceber: EsperadoLado }> = {
  '2025-12-31': {
    porPagar: {
      documentos: [
        { numero: 'FT FP2025/77', loja: 'Largo', idade: 107, escalao: 'mais90', aberto: 146_000 },
        { numero: 'FT MO2025/500', loja: 'Mercado', idade: 41, escalao: 'ate60', aberto: 50_000 },
        { numero: 'NC MO2025/12', loja: 'Mercado', idade: 26, escalao: 'ate30', aberto: -5_000 },
        { numero: 'FT EC2025/311', loja: 'Largo', idade: 21, escalao: 'ate30', aberto: 31_690 },
      ],
      lojas: {
        Largo: { escaloes: escaloes(31_690, 0, 0, 146_000), total: 177_690 },
        Mercado: { escaloes: escaloes(-5_000, 50_000, 0, 0), total: 45_000 },
      },
      total: { escaloes: escaloes(26_690, 50_000, 0, 146_000), total: 222_690 },
    },
    porReceber: {
      documentos: [{ numero: 'FT A2025/40', loja: 'Largo', idade: 72, escalao: 'ate90', aberto: 73_800 }],
      lojas: {
        Largo: { escaloes: escaloes(0, 0, 73_800, 0), total: 73_800 },
        Mercado: { escaloes: escaloes(0, 0, 0, 0), total: 0 },
      },
      total: { escaloes: escaloes(0, 0, 73_800, 0), total: 73_800 },
    },
  },
  '2026-01-31': {
    porPagar: {
      documentos: [
        { numero: 'FT FP2025/77', loja: 'Largo', idade: 138, escalao: 'mais90', aberto: 146_000 },
        { numero: 'FT MO2025/500', loja: 'Mercado', idade: 72, escalao: 'ate90', aberto: 50_000 },
        { numero: 'NC MO2025/12', loja: 'Mercado', idade: 57, escalao: 'ate60', aberto: -5_000 },
        { numero: 'FT EC2026/3', loja: 'Largo', idade: 26, escalao: 'ate30', aberto: 20_000 },
      ],
      lojas: {
        Largo: { escaloes: escaloes(20_000, 0, 0, 146_000), total: 166_000 },
        Mercado: { escaloes: escaloes(0, -5_000, 50_000, 0), total: 45_000 },
      },
      total: { escaloes: escaloes(20_000, -5_000, 50_000, 146_000), total: 211_000 },
    },
    porReceber: {
      documentos: [{ numero: 'FT A2025/40', loja: 'Largo', idade: 103, escalao: 'mais90', aberto: 73_800 }],
      lojas: {
        Largo: { escaloes: escaloes(0, 0, 0, 73_800), total: 73_800 },
        Mercado: { escaloes: escaloes(0, 0, 0, 0), total: 0 },
      },
      total: { escaloes: escaloes(0, 0, 0, 73_800), total: 73_800 },
    },
  },
};
