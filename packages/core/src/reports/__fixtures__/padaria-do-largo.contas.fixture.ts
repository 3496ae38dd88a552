/*
 * "Padaria do Largo" in 2025 at its five banks, each statement in its bank's real format, worked out by
 * hand: one copy for core's tests (importers, balances) and the server's (import, 'Saldos', cash flow).
 *
 * | Account                          | Format        | Opening    | Lines (2025)                                  | Closing    |
 * |----------------------------------|---------------|------------|-----------------------------------------------|------------|
 * | CGD 0574012345678 (store A)      | CGD CSV       | 12 000,00  | −2 000,00 transfer to Millennium (2 Jan);     | 10 722,50  |
 * |                                  |               |            | −615,00 + −615,00 instalments of FT FE2025/12 |            |
 * |                                  |               |            | (28 Jan, 5 Feb); −7,50 fee (31 Mar);          |            |
 * |                                  |               |            | +1 960,00 card takings (16 Jun)               |            |
 * | Millennium 0000045615660381 (B)  | XLSX          |  3 000,00  | +2 000,00 transfer from CGD (3 Jan);          |  3 500,00  |
 * |                                  |               |            | −1 500,00 salaries (10 Apr)                   |            |
 * | Santander 694937192477756        | CSV           |  1 500,00  | −86,10 electricity (5 May)                    |  1 413,90  |
 * | BPI PT50 0010 0000 1234 5678 9014 3 | camt.053   |  2 700,00  | +300,00 from a customer (1 Jul)               |  3 000,00  |
 * | Crédito Agrícola 14048664458     | OFX           | (6 000,00) | −221,40 (7 Jan); −266,06 (14 Oct)             |  5 512,54  |
 *
 * The OFX states only its closing balance (LEDGERBAL): its opening is 5 512,54 + 221,40 + 266,06 =
 * 6 000,00 €. Opening cash on 1 January 2025 = 12 000,00 + 3 000,00 + 1 500,00 + 2 700,00 + 6 000,00 =
 * 25 200,00 €; the lines add up to −1 051,06 €, so the cash flow closes 2025 at 24 148,94 €, the sum of
 * the closing balances.
 *
 * The invoice paid in two instalments (FT FE2025/12, an oven: 1 000,00 + 230,00 VAT, issued 20 January)
 * puts 615,00 € in January's cash and 615,00 € in February's, each on its own bank line's date.
 */

import type { DocumentoEfatura } from '../../gerador/formatos';
import { cp1252, texto, utf8ComBom } from '../../importers/__fixtures__/bytes.fixture';
import type { Cents } from '../../money/money';

export const NOME_EMPRESA = 'Padaria do Largo, Lda';

export interface ContaEsperada {
  banco: string;
  conta: string;
  iban: string | null;
  ficheiro: string;
  aberturaCents: Cents;
  fechoCents: Cents;
  /** The statement's last day: the date of the last balance. */
  dataFecho: string;
}

export const CONTAS: readonly ContaEsperada[] = [
  {
    banco: 'Caixa Geral de Depósitos',
    conta: '0574012345678',
    iban: null,
    ficheiro: 'cgd.csv',
    aberturaCents: 1_200_000,
    fechoCents: 1_072_250,
    dataFecho: '2025-12-31',
  },
  {
    banco: 'Millennium BCP',
    conta: '0000045615660381',
    iban: null,
    ficheiro: 'millennium.xlsx',
    aberturaCents: 300_000,
    fechoCents: 350_000,
    dataFecho: '2025-12-31',
  },
  {
    banco: 'Santander Totta',
    conta: '694937192477756',
    iban: null,
    ficheiro: 'santander.csv',
    aberturaCents: 150_000,
    fechoCents: 141_390,
    dataFecho: '2025-12-31',
  },
  {
    banco: 'BPI',
    conta: 'PT50001000001234567890143',
    iban: 'PT50001000001234567890143',
    ficheiro: 'bpi.xml',
    aberturaCents: 270_000,
    fechoCents: 300_000,
    dataFecho: '2025-12-31',
  },
  {
    banco: 'Crédito Agrícola',
    conta: '14048664458',
    iban: 'PT50004597971404866445832',
    ficheiro: 'ca.ofx',
    aberturaCents: 600_000,
    fechoCents: 551_254,
    dataFecho: '2025-12-31',
  },
];

/** Σ openings on 1 January 2025 and Σ closings on 31 December 2025. */
export const CAIXA_INICIAL_2025 = 2_520_000;
export const CAIXA_FINAL_2025 = 2_414_894;

/** The oven, paid in two instalments of 615,00 € (28 January and 5 February). */
export const FATURA_PRESTACOES: DocumentoEfatura = {
  nifEmitente: '508332273',
  nomeEmitente: 'Forno Exemplo, Lda',
  numero: 'FT FE2025/12',
  atcud: 'FE25AB12-12',
  tipo: 'Fatura',
  data: '2025-01-20',
  baseCents: 100_000,
  ivaCents: 23_000,
  situacao: 'Registado',
};

/** Its instalments in the cash of each month of 2025: January and February. */
export const PRESTACOES = { janeiro: -61_500, fevereiro: -61_500 } as const;
/** The transfer between own accounts: CGD (store A) → Millennium (store B). */
export const TRANSFERENCIA_CENTS = 200_000;

/** CGD Caixadirecta CSV, Windows-1252, newest first, trailing ';' (DOMAIN §2.1). */
export const cgd = cp1252([
  'Consultar saldos e movimentos à ordem - 05-01-2026',
  '',
  'Conta ;0574012345678 - EUR - Conta à ordem',
  'Data de início ;01-01-2025',
  'Data de fim ;31-12-2025',
  '',
  'Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;',
  '16-06-2025;16-06-2025;TPA VENDAS 9054457 ;;1.960,00;10.722,50;10.722,50;DEPOSITO ;',
  '31-03-2025;31-03-2025;COMISSAO MANUTENCAO CONTA ;7,50;;8.762,50;8.762,50;Comissões ;',
  '05-02-2025;05-02-2025;TRF P/O FORNO EXEMPLO FT FE2025/12 ;615,00;;8.770,00;8.770,00;Diversos ;',
  '28-01-2025;28-01-2025;TRF P/O FORNO EXEMPLO FT FE2025/12 ;615,00;;9.385,00;9.385,00;Diversos ;',
  '02-01-2025;02-01-2025;TRF P/O PADARIA DO LARGO ;2.000,00;;10.000,00;10.000,00;Diversos ;',
]);

/** Santander Totta 'Listagem de Movimentos', UTF-8 with BOM (DOMAIN §2.4). */
export const santander = utf8ComBom([
  'Listagem de Movimentos',
  '',
  'Conta:;694937192477756 - EUR',
  'Titular:;PADARIA DO LARGO, LDA',
  'Período:;01-01-2025 a 31-12-2025',
  'Data:;05-01-2026',
  '',
  'Data Operação;Data valor;Descrição;Montante( EUR );Saldo Contabilístico( EUR )',
  '05-05-2025;05-05-2025;Dd Energia Exemplar;-86,10;1.413,90',
]);

/** ISO 20022 camt.053.001.08, the year as one statement with its opening and closing balances. */
export const bpi = texto(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>PADARIA-2025</MsgId><CreDtTm>2026-01-05T06:30:00+00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>12345678901-2025</Id>
      <FrToDt><FrDtTm>2025-01-01T00:00:00+00:00</FrDtTm><ToDtTm>2025-12-31T23:59:59+00:00</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>PT50001000001234567890143</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Svcr><FinInstnId><BICFI>BBPIPTPL</BICFI><Nm>Banco BPI</Nm></FinInstnId></Svcr>
      </Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">2700.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-01-01</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">3000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-12-31</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">300.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2025-07-01</Dt></BookgDt>
        <ValDt><Dt>2025-07-01</Dt></ValDt>
        <AcctSvcrRef>BPI-2025-0001</AcctSvcrRef>
        <AddtlNtryInf>TRF DE CLIENTE EXEMPLO</AddtlNtryInf>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);

/** OFX 1.02 SGML (CHARSET 1252): the closing balance only, as banks give it (LEDGERBAL). */
export const creditoAgricola = cp1252([
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
  '<OFX>',
  '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
  '<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>0045<BRANCHID>9797<ACCTID>14048664458<ACCTTYPE>CHECKING</BANKACCTFROM>',
  '<BANKTRANLIST><DTSTART>20250101<DTEND>20251231',
  '<STMTTRN><TRNTYPE>POS<DTPOSTED>20250107<TRNAMT>-221.40<FITID>CA2025010700001<NAME>Software Nuvem<MEMO>COMPRA 5567 SOFTWARE NUVEM</STMTTRN>',
  '<STMTTRN><TRNTYPE>POS<DTPOSTED>20251014<TRNAMT>-266.06<FITID>CA2025101400002<NAME>Papelaria Central<MEMO>COMPRA 5567 PAPELARIA CENTRAL</STMTTRN>',
  '</BANKTRANLIST><LEDGERBAL><BALAMT>5512.54<DTASOF>20251231</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
]);

/** Millennium BCP's XLSX, made by core's writer (header at row 8, signed numeric amounts). */
export const millennium = {
  conta: '0000045615660381',
  saldoInicialCents: 300_000,
  dataInicio: '2025-01-01',
  dataFim: '2025-12-31',
  dataExportacao: '2026-01-05',
  linhas: [
    { data: '2025-01-03', descricao: 'TRF DE PADARIA DO LARGO', valorCents: 200_000 },
    { data: '2025-04-10', descricao: 'PAG ORDENADOS 04/2025', valorCents: -150_000 },
  ],
} as const;
