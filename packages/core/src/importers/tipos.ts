import type { IsoDate } from '../dates/dates';
import type { Cents } from '../money/money';

/**
 * A line the importer could not read. `linha` is the physical line of a text file (CSV, XML,
 * OFX) or the row of a sheet (XLSX), counted from 1; 0 means the file as a whole.
 */
export interface Problema {
  linha: number;
  motivo: string;
}

export interface Resultado<T> {
  rows: T[];
  issues: Problema[];
}

export type Codificacao = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** One movement of a bank statement, signed from the company's side: entrada +, saída −. */
export interface MovimentoBancario {
  /** Bank's name as shown to the user ('Caixa Geral de Depósitos', …) or the format when unknown. */
  banco: string;
  conta?: string;
  dataMovimento: IsoDate;
  dataValor?: IsoDate;
  descricao: string;
  valorCents: Cents;
  /** Running balance after this movement, when the file gives one. */
  saldoCents?: Cents;
  /** The bank's own id of the line (OFX FITID, camt AcctSvcrRef), only when unique in the file. */
  referenciaBanco?: string;
  /** Invoice / creditor references given in structured form (camt RmtInf/Strd), for matching. */
  referencias: string[];
  /** Payer of a credit or payee of a debit, when the file names it (camt related party, OFX NAME). */
  contraparte?: string;
  /** camt RvslInd: the line reverses an earlier one. */
  estorno: boolean;
  linha: number;
}

/** What a statement says about its account as a whole. */
export interface ResumoExtrato {
  banco: string;
  conta?: string;
  /** The account's IBAN, when the file gives it or it can be built from the account (OFX). */
  iban?: string;
  moeda?: string;
  saldoInicialCents?: Cents;
  saldoFinalCents?: Cents;
  dataInicio?: IsoDate;
  dataFim?: IsoDate;
}

export interface ResultadoExtrato extends Resultado<MovimentoBancario> {
  /** Format recognised, in words ('CSV da Caixa Geral de Depósitos', 'ISO 20022 camt.053' …). */
  formato: string;
  /** One per account found in the file (usually one). */
  extratos: ResumoExtrato[];
  codificacao?: Codificacao;
}

export type VistaEfatura = 'adquirente' | 'emitente';

/** One document of an e-fatura export (Portal das Finanças), amounts signed (credit notes −). */
export interface FaturaImportada {
  vista: VistaEfatura;
  /** Empty in the issuer view: the issuer is the company itself, whose NIF the caller fills in. */
  nifEmitente: string;
  /** Empty in the issuer view, like nifEmitente. */
  nomeEmitente: string;
  /** Only in the issuer view (the acquirer export is the company's own purchases). */
  nifAdquirente?: string;
  /**
   * The company's own NIF, when the file has a column for it ('NIF Adquirente' in the acquirer view,
   * 'NIF Emitente' in the issuer view): the portal's exports have none, other tools' may.
   */
  nifProprio?: string;
  numeroDocumento: string;
  atcud?: string;
  tipo: string;
  dataEmissao: IsoDate;
  totalCents: Cents;
  ivaCents: Cents;
  baseCents: Cents;
  situacao: string;
  /** 'Documento Anulado pelo Emitente': kept so a re-import updates the status, counted in no total. */
  anulado: boolean;
  setor?: string;
  linha: number;
}

export interface ResultadoEfatura extends Resultado<FaturaImportada> {
  vista?: VistaEfatura;
  codificacao?: Codificacao;
}
