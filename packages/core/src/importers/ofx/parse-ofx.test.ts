import { describe, expect, it } from 'vitest';
import { semExtrato, sgmlAberto, sgmlFechado, xmlCartao } from './__fixtures__/ofx.fixture';
import { parseOfx } from './parse-ofx';

describe('parseOfx', () => {
  it('OFX 1 SGML com etiquetas abertas, CHARSET 1252, hora e fuso no DTPOSTED, LEDGERBAL', () => {
    const banco = 'Crédito Agrícola';
    const conta = '40123456789';
    expect(parseOfx(sgmlAberto)).toEqual({
      formato: 'OFX',
      rows: [
        {
          banco,
          conta,
          dataMovimento: '2026-07-07',
          dataValor: '2026-07-06',
          descricao: 'COMPRA 9012 PAPELARIA IMAGINARIA',
          valorCents: -4870,
          referencias: [],
          contraparte: 'Papelaria Imaginária, Lda',
          estorno: false,
          referenciaBanco: '4012345678920260707001',
          linha: 16,
        },
        {
          banco,
          conta,
          dataMovimento: '2026-07-10',
          descricao: 'Cliente A & Filhos',
          valorCents: 150000,
          referencias: [],
          contraparte: 'Cliente A & Filhos',
          estorno: false,
          referenciaBanco: '4012345678920260710002',
          linha: 17,
        },
      ],
      issues: [{ linha: 18, motivo: 'TRNAMT inválido: "abc".' }],
      extratos: [
        {
          banco,
          conta,
          // BANKID 0045, BRANCHID 9797, ACCTID 40123456789: a NIB whose check digits are 11.
          iban: 'PT50004597974012345678911',
          moeda: 'EUR',
          saldoFinalCents: 551254,
          dataInicio: '2026-07-01',
          dataFim: '2026-07-31',
        },
      ],
      codificacao: 'windows-1252',
    });
  });

  it('OFX 1 SGML com etiquetas fechadas, linhas em branco antes, FITID vazio ou repetido sem referência', () => {
    const comum = { banco: 'OFX', conta: '12345678', referencias: [], estorno: false };
    expect(parseOfx(sgmlFechado)).toEqual({
      formato: 'OFX',
      rows: [
        {
          ...comum,
          dataMovimento: '2026-07-07',
          descricao: 'Transferência recebida',
          valorCents: 1234,
          linha: 15,
        },
        { ...comum, dataMovimento: '2026-07-08', descricao: 'Comissão', valorCents: -500, linha: 16 },
        { ...comum, dataMovimento: '2026-07-08', descricao: 'Comissão', valorCents: -500, linha: 17 },
      ],
      issues: [],
      extratos: [{ banco: 'OFX', conta: '12345678', dataInicio: '2026-07-01', dataFim: '2026-07-31' }],
      codificacao: 'utf-8',
    });
  });

  it('OFX 2 XML de cartão de crédito (CCSTMTRS), DTAVAIL como data valor', () => {
    const r = parseOfx(xmlCartao);
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual([
      {
        banco: 'OFX',
        conta: '4321',
        dataMovimento: '2026-07-12',
        dataValor: '2026-07-13',
        descricao: 'AMAZON EU',
        valorCents: -3599,
        referencias: [],
        contraparte: 'AMAZON EU',
        estorno: false,
        referenciaBanco: 'CC-1',
        linha: 13,
      },
    ]);
    expect(r.extratos).toEqual([
      {
        banco: 'OFX',
        conta: '4321',
        moeda: 'EUR',
        saldoFinalCents: -3599,
        dataInicio: '2026-07-01',
        dataFim: '2026-07-31',
      },
    ]);
  });

  it('sem extrato dentro: um problema claro', () => {
    expect(parseOfx(semExtrato).issues).toEqual([
      { linha: 0, motivo: 'Ficheiro OFX sem extrato (STMTRS ou CCSTMTRS).' },
    ]);
  });
});
