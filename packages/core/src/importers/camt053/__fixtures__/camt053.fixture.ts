import { texto } from '../../__fixtures__/bytes.fixture';

/**
 * ISO 20022 statements written like the banks' (DOMAIN §2.10): a camt.053.001.02 document
 * (v2: `<Sts>BOOK</Sts>`, `Dbtr/Nm`), a camt.053.001.08 one with a namespace prefix (v8:
 * `<Sts><Cd>`, `Pty/Nm`, DtTm, odd zones, two monthly statements, a reversal, a batch with
 * details, a debit balance) and a camt.052 report. Line numbers are asserted by the tests.
 */

export const camtV2 = texto(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>M-2026-01</MsgId><CreDtTm>2026-02-01T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>S-2026-01</Id>
      <CreDtTm>2026-02-01T06:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-01-01T00:00:00</FrDtTm><ToDtTm>2026-01-31T23:59:59</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>PT50003300004567890123457</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Svcr><FinInstnId><BIC>BCOMPTPL</BIC></FinInstnId></Svcr>
      </Acct>
      <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-12-31</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1505.48</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-01-31</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">1230.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-01-05</Dt></BookgDt>
        <ValDt><Dt>2026-01-05</Dt></ValDt>
        <AcctSvcrRef>REF-0001</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>Cliente Exemplo, Lda</Nm></Dbtr></RltdPties>
          <RmtInf>
            <Ustrd>PAGAMENTO FT E2025/17</Ustrd>
            <Strd><RfrdDocInf><Tp><CdOrPrtry><Cd>CINV</Cd></CdOrPrtry></Tp><Nb>FT E2025/17</Nb></RfrdDocInf></Strd>
          </RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">246.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-01-10</Dt></BookgDt>
        <ValDt><Dt>2026-01-09</Dt></ValDt>
        <AcctSvcrRef>REF-0002</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Cdtr><Nm>Contabilidade Exemplo &amp; Filhos</Nm></Cdtr></RltdPties>
          <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
        <AddtlNtryInf>TRF P/O CONTABILIDADE EXEMPLO</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">478.52</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-01-28</Dt></BookgDt>
        <ValDt><Dt>2026-01-28</Dt></ValDt>
        <AcctSvcrRef>REF-0003</AcctSvcrRef>
        <NtryDtls><Btch><PmtInfId>LOTE-ORDENADOS-01</PmtInfId><NbOfTxs>3</NbOfTxs></Btch></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">99.99</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-01-31</Dt></BookgDt>
        <AddtlNtryInf>AINDA PENDENTE</AddtlNtryInf>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);

export const camtV8 = texto(`<?xml version="1.0" encoding="UTF-8"?>
<camt:Document xmlns:camt="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <camt:BkToCstmrStmt>
    <camt:GrpHdr><camt:MsgId>M-2026-03</camt:MsgId><camt:CreDtTm>2026-04-01T05:00:00+01:00</camt:CreDtTm></camt:GrpHdr>
    <camt:Stmt>
      <camt:Id>S-2026-03</camt:Id>
      <camt:FrToDt><camt:FrDtTm>2026-03-01T00:00:00+00:00</camt:FrDtTm><camt:ToDtTm>2026-03-31T23:59:59+01:00</camt:ToDtTm></camt:FrToDt>
      <camt:Acct>
        <camt:Id><camt:Othr><camt:Id>0010-1234567-001</camt:Id></camt:Othr></camt:Id>
        <camt:Ccy>EUR</camt:Ccy>
        <camt:Svcr><camt:FinInstnId><camt:BICFI>BBPIPTPL</camt:BICFI></camt:FinInstnId></camt:Svcr>
      </camt:Acct>
      <camt:Bal><camt:Tp><camt:CdOrPrtry><camt:Cd>OPBD</camt:Cd></camt:CdOrPrtry></camt:Tp><camt:Amt Ccy="EUR">150.00</camt:Amt><camt:CdtDbtInd>DBIT</camt:CdtDbtInd><camt:Dt><camt:Dt>2026-03-01</camt:Dt></camt:Dt></camt:Bal>
      <camt:Bal><camt:Tp><camt:CdOrPrtry><camt:Cd>CLBD</camt:Cd></camt:CdOrPrtry></camt:Tp><camt:Amt Ccy="EUR">850.00</camt:Amt><camt:CdtDbtInd>CRDT</camt:CdtDbtInd><camt:Dt><camt:Dt>2026-03-31</camt:Dt></camt:Dt></camt:Bal>
      <camt:Ntry>
        <camt:Amt Ccy="EUR">1000.00</camt:Amt>
        <camt:CdtDbtInd>CRDT</camt:CdtDbtInd>
        <camt:RvslInd>false</camt:RvslInd>
        <camt:Sts><camt:Cd>BOOK</camt:Cd></camt:Sts>
        <camt:BookgDt><camt:DtTm>2026-03-10T09:00:00+00:00</camt:DtTm></camt:BookgDt>
        <camt:ValDt><camt:Dt>2026-03-10</camt:Dt></camt:ValDt>
        <camt:AcctSvcrRef>LOTE-77</camt:AcctSvcrRef>
        <camt:NtryDtls>
          <camt:TxDtls>
            <camt:RltdPties><camt:Dbtr><camt:Pty><camt:Nm>Cliente A, Lda</camt:Nm></camt:Pty></camt:Dbtr></camt:RltdPties>
            <camt:RmtInf><camt:Strd><camt:RfrdDocInf><camt:Nb>FT A2026/1</camt:Nb></camt:RfrdDocInf></camt:Strd></camt:RmtInf>
          </camt:TxDtls>
          <camt:TxDtls>
            <camt:RltdPties><camt:Dbtr><camt:Pty><camt:Nm>Cliente B, S.A.</camt:Nm></camt:Pty></camt:Dbtr></camt:RltdPties>
            <camt:RmtInf><camt:Strd><camt:RfrdDocInf><camt:Nb>FT A2026/2</camt:Nb></camt:RfrdDocInf></camt:Strd></camt:RmtInf>
          </camt:TxDtls>
        </camt:NtryDtls>
        <camt:AddtlNtryInf>COBRANCAS SEPA</camt:AddtlNtryInf>
      </camt:Ntry>
      <camt:Ntry>
        <camt:Amt Ccy="EUR">doze</camt:Amt>
        <camt:CdtDbtInd>DBIT</camt:CdtDbtInd>
        <camt:Sts><camt:Cd>BOOK</camt:Cd></camt:Sts>
        <camt:BookgDt><camt:Dt>2026-03-20</camt:Dt></camt:BookgDt>
      </camt:Ntry>
    </camt:Stmt>
    <camt:Stmt>
      <camt:Id>S-2026-02</camt:Id>
      <camt:FrToDt><camt:FrDtTm>2026-02-01T00:00:00+00:00</camt:FrDtTm><camt:ToDtTm>2026-02-28T23:59:59+00:00</camt:ToDtTm></camt:FrToDt>
      <camt:Acct>
        <camt:Id><camt:Othr><camt:Id>0010-1234567-001</camt:Id></camt:Othr></camt:Id>
        <camt:Ccy>EUR</camt:Ccy>
        <camt:Svcr><camt:FinInstnId><camt:BICFI>BBPIPTPL</camt:BICFI></camt:FinInstnId></camt:Svcr>
      </camt:Acct>
      <camt:Bal><camt:Tp><camt:CdOrPrtry><camt:Cd>OPBD</camt:Cd></camt:CdOrPrtry></camt:Tp><camt:Amt Ccy="EUR">150.00</camt:Amt><camt:CdtDbtInd>DBIT</camt:CdtDbtInd><camt:Dt><camt:Dt>2026-02-01</camt:Dt></camt:Dt></camt:Bal>
      <camt:Bal><camt:Tp><camt:CdOrPrtry><camt:Cd>CLBD</camt:Cd></camt:CdOrPrtry></camt:Tp><camt:Amt Ccy="EUR">150.00</camt:Amt><camt:CdtDbtInd>DBIT</camt:CdtDbtInd><camt:Dt><camt:Dt>2026-02-28</camt:Dt></camt:Dt></camt:Bal>
      <camt:Ntry>
        <camt:Amt Ccy="EUR">60.00</camt:Amt>
        <camt:CdtDbtInd>DBIT</camt:CdtDbtInd>
        <camt:Sts><camt:Cd>BOOK</camt:Cd></camt:Sts>
        <camt:BookgDt><camt:DtTm>2026-02-03T10:15:00+01:00</camt:DtTm></camt:BookgDt>
        <camt:ValDt><camt:Dt>2026-02-02+01:00</camt:Dt></camt:ValDt>
        <camt:AcctSvcrRef>DD-4411</camt:AcctSvcrRef>
        <camt:NtryDtls><camt:TxDtls>
          <camt:RltdPties><camt:Cdtr><camt:Pty><camt:Nm>Luz Exemplo, S.A.</camt:Nm></camt:Pty></camt:Cdtr></camt:RltdPties>
          <camt:RmtInf><camt:Ustrd>DD LUZ EXEMPLO</camt:Ustrd></camt:RmtInf>
        </camt:TxDtls></camt:NtryDtls>
      </camt:Ntry>
      <camt:Ntry>
        <camt:Amt Ccy="EUR">60.00</camt:Amt>
        <camt:CdtDbtInd>CRDT</camt:CdtDbtInd>
        <camt:RvslInd>true</camt:RvslInd>
        <camt:Sts><camt:Cd>BOOK</camt:Cd></camt:Sts>
        <camt:BookgDt><camt:Dt>2026-02-05</camt:Dt></camt:BookgDt>
        <camt:ValDt><camt:Dt>2026-02-02</camt:Dt></camt:ValDt>
        <camt:AcctSvcrRef>DD-4411</camt:AcctSvcrRef>
        <camt:AddtlNtryInf>ESTORNO DD LUZ EXEMPLO</camt:AddtlNtryInf>
      </camt:Ntry>
    </camt:Stmt>
  </camt:BkToCstmrStmt>
</camt:Document>
`);

export const camt052 = texto(`<?xml  version="1.0" encoding="UTF-8"?>\r
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02">\r
  <BkToCstmrAcctRpt>\r
    <Rpt>\r
      <Acct><Id><IBAN>PT50003506510000123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>\r
      <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">268.35</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-04</Dt></Dt></Bal>\r
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">238.35</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-05</Dt></Dt></Bal>\r
      <Ntry>\r
        <Amt Ccy="EUR">30.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>\r
        <BookgDt><Dt>2026-02-05</Dt></BookgDt><ValDt><Dt>2026-02-05</Dt></ValDt>\r
        <AcctSvcrRef>NONREF</AcctSvcrRef><BkTxCd />\r
        <NtryDtls><TxDtls><RmtInf><Ustrd>Comissao</Ustrd></RmtInf></TxDtls></NtryDtls>\r
        <AddtlNtryInf>DEBITO</AddtlNtryInf>\r
      </Ntry>\r
    </Rpt>\r
  </BkToCstmrAcctRpt>\r
</Document>\r
`);

/** "Billion laughs": entity declarations that expand exponentially. */
export const camtComEntidades = texto(`<?xml version="1.0"?>
<!DOCTYPE Document [
  <!ENTITY a "hahahahahahahahahaha">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt><Stmt><Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AddtlNtryInf>&c;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt>
</Document>
`);

/** An external entity (XXE) reading a local file. */
export const camtComEntidadeExterna = texto(`<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
<!ENTITY xxe SYSTEM "file:///etc/passwd">
  <BkToCstmrStmt><Stmt><Ntry><AddtlNtryInf>&xxe;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt>
</Document>
`);

export const camtMalFormado = texto(`<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <Stmt>
      <Ntry><Amt>1.00</Amt></Stmt>
  </BkToCstmrStmt>
</Document>
`);

export const xmlQueNaoEExtrato = texto(`<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn><GrpHdr><MsgId>1</MsgId></GrpHdr></CstmrCdtTrfInitn>
</Document>
`);
