/*
 * "Padaria do Largo" card takings in 2025, worked out by hand: one copy for core's tests (matching, VAT)
 * and the server's (import, matching, income statement and cash flow on both databases).
 *
 * Store 'Largo' (A), CGD account 0574055555555, has its sales documents:
 *   FS A2025/101 and FS A2025/102, Sunday 15 June, to final consumers: 1 200,00 € (975,61 + 224,39 VAT) and
 *   800,00 € (650,41 + 149,59 VAT) = 2 000,00 € (1 626,02 € base).
 *   Monday 16 June the acquirer credits 'TPA VENDAS 9054457' 1 960,00 €: the day before's sales less a
 *   commission of 40,00 € (2,00 %).
 *   → paired: the sales count once, by their base (June: Vendas 1 626,02 €), the commission is an FSE
 *     'Comissões' of −40,00 €; in June's cash the documents are +2 000,00 € received from customers and the
 *     commission −40,00 € paid, 1 960,00 € in all, the bank's line.
 *
 * Store 'Mercado' (B), Millennium account 0000045699990001, issues no documents for its counter sales:
 *   Monday 7 July 'TPA VENDAS 9061122' 1 130,00 €, and on 31 July the acquirer's commission apart,
 *   'COMISSAO TPA 9061122' −12,30 €. The store's one invoice, FT M2025/7 of 2 May (100,00 € + 13,00 € VAT,
 *   a catering to a business, still unpaid), makes 13 % its usual sales rate.
 *   → the takings are sales net of VAT at 13 %: base 1 000,00 €, VAT 130,00 € (July: Vendas 1 000,00 €,
 *     cash +1 130,00 €); the commission is an FSE 'Comissões' of −12,30 € (cash −12,30 €).
 *   Without FT M2025/7 in the store, the rate would be the company's usual one: 23 % (1 626,02 € of base at
 *   23 % against 100,00 € at 13 %), base 918,70 € and VAT 211,30 €.
 */

import type { DocumentoEfatura, Extrato } from '../../gerador/formatos';
import { NIF_CONSUMIDOR_FINAL } from '../../nif/nif';

export const NOME_EMPRESA_CARTOES = 'Padaria do Largo, Lda';

/** Store A's account: the settlement with its sales documents. */
export const EXTRATO_LARGO: Extrato = {
  conta: '0574055555555',
  saldoInicialCents: 500_000,
  dataInicio: '2025-06-01',
  dataFim: '2025-07-31',
  dataExportacao: '2025-08-01',
  linhas: [{ data: '2025-06-16', descricao: 'TPA VENDAS 9054457', valorCents: 196_000, categoria: 'DEPOSITO' }],
};

/** Store B's account: takings without documents, and the acquirer's commission apart. */
export const EXTRATO_MERCADO: Extrato = {
  conta: '0000045699990001',
  saldoInicialCents: 200_000,
  dataInicio: '2025-06-01',
  dataFim: '2025-07-31',
  dataExportacao: '2025-08-01',
  linhas: [
    { data: '2025-07-07', descricao: 'TPA VENDAS 9061122', valorCents: 113_000 },
    { data: '2025-07-31', descricao: 'COMISSAO TPA 9061122', valorCents: -1_230 },
  ],
};

/** The issuer view: the two counter sales of 15 June (store A) and store B's catering invoice. */
export const VENDAS: readonly DocumentoEfatura[] = [
  {
    nifAdquirente: NIF_CONSUMIDOR_FINAL,
    numero: 'FS A2025/101',
    atcud: 'JFA2025-101',
    tipo: 'Fatura simplificada',
    data: '2025-06-15',
    baseCents: 97_561,
    ivaCents: 22_439,
    situacao: 'Registado',
  },
  {
    nifAdquirente: NIF_CONSUMIDOR_FINAL,
    numero: 'FS A2025/102',
    atcud: 'JFA2025-102',
    tipo: 'Fatura simplificada',
    data: '2025-06-15',
    baseCents: 65_041,
    ivaCents: 14_959,
    situacao: 'Registado',
  },
  {
    nifAdquirente: '590943278',
    numero: 'FT M2025/7',
    atcud: 'JFM2025-7',
    tipo: 'Fatura',
    data: '2025-05-02',
    baseCents: 10_000,
    ivaCents: 1_300,
    situacao: 'Registado',
  },
];

/** The catering invoice of store B, which sets its usual rate. */
export const FATURA_MERCADO = 'FT M2025/7';

export const COM_FATURAS = {
  liquidacaoCents: 196_000,
  vendasCents: 200_000,
  baseCents: 162_602,
  comissaoCents: -4_000,
  /** Month of the sales, the settlement and the commission (June). */
  mes: 6,
} as const;

export const SEM_FATURAS = {
  liquidacaoCents: 113_000,
  taxaIva: 13,
  baseCents: 100_000,
  ivaCents: 13_000,
  comissaoCents: -1_230,
  /** Month of the takings and of the commission (July). */
  mes: 7,
  /** At the company's usual 23 %, had store B no sales of its own. */
  aTaxaDaEmpresa: { taxaIva: 23, baseCents: 91_870, ivaCents: 21_130 },
} as const;
