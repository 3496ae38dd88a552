import { describe, expect, it } from 'vitest';
import { parseExtrato } from '../detect';
import {
  camt052,
  camtComEntidadeExterna,
  camtComEntidades,
  camtMalFormado,
  camtV2,
  camtV8,
  xmlQueNaoEExtrato,
} from './__fixtures__/camt053.fixture';
import { parseCamt053 } from './parse-camt053';

describe('parseCamt053', () => {
  it('camt.053.001.02: Sts em texto, Dbtr/Nm, referências estruturadas, lote sem TxDtls, pendente ignorado', () => {
    const banco = 'Millennium BCP';
    const conta = 'PT50003300004567890123457';
    expect(parseCamt053(camtV2)).toEqual({
      formato: 'ISO 20022 camt.053',
      rows: [
        {
          banco,
          conta,
          dataMovimento: '2026-01-05',
          dataValor: '2026-01-05',
          descricao: 'Cliente Exemplo, Lda PAGAMENTO FT E2025/17',
          valorCents: 123000,
          referencias: ['FT E2025/17'],
          contraparte: 'Cliente Exemplo, Lda',
          estorno: false,
          referenciaBanco: 'REF-0001',
          linha: 16,
        },
        {
          banco,
          conta,
          dataMovimento: '2026-01-10',
          dataValor: '2026-01-09',
          descricao: 'TRF P/O CONTABILIDADE EXEMPLO',
          valorCents: -24600,
          referencias: ['RF18539007547034'],
          contraparte: 'Contabilidade Exemplo & Filhos',
          estorno: false,
          referenciaBanco: 'REF-0002',
          linha: 31,
        },
        {
          banco,
          conta,
          dataMovimento: '2026-01-28',
          dataValor: '2026-01-28',
          descricao: 'Lote de 3 operações LOTE-ORDENADOS-01',
          valorCents: -47852,
          referencias: [],
          estorno: false,
          referenciaBanco: 'REF-0003',
          linha: 44,
        },
      ],
      issues: [],
      extratos: [
        {
          banco,
          conta,
          iban: conta,
          moeda: 'EUR',
          saldoInicialCents: 100000,
          saldoFinalCents: 150548,
          dataInicio: '2026-01-01',
          dataFim: '2026-01-31',
        },
      ],
      codificacao: 'utf-8',
    });
  });

  it('camt.053.001.08 com prefixo: Sts/Cd, Pty/Nm, DtTm, estorno, lote com detalhes, saldo devedor, dois meses', () => {
    const banco = 'BPI';
    const conta = '0010-1234567-001';
    const r = parseCamt053(camtV8);
    expect(r.issues).toEqual([{ linha: 35, motivo: 'Montante inválido: "doze".' }]);
    expect(r.rows).toEqual([
      {
        banco,
        conta,
        dataMovimento: '2026-03-10',
        dataValor: '2026-03-10',
        descricao: 'COBRANCAS SEPA',
        valorCents: 100000,
        referencias: ['FT A2026/1', 'FT A2026/2'],
        estorno: false,
        referenciaBanco: 'LOTE-77',
        linha: 15,
      },
      {
        banco,
        conta,
        dataMovimento: '2026-02-03',
        dataValor: '2026-02-02',
        descricao: 'Luz Exemplo, S.A. DD LUZ EXEMPLO',
        valorCents: -6000,
        referencias: [],
        contraparte: 'Luz Exemplo, S.A.',
        estorno: false,
        linha: 52,
      },
      {
        banco,
        conta,
        dataMovimento: '2026-02-05',
        dataValor: '2026-02-02',
        descricao: 'ESTORNO DD LUZ EXEMPLO',
        valorCents: 6000,
        referencias: [],
        estorno: true,
        linha: 64,
      },
    ]);
    // The statements come March first; opening is February's, closing March's.
    expect(r.extratos).toEqual([
      {
        banco,
        conta,
        moeda: 'EUR',
        saldoInicialCents: -15000,
        saldoFinalCents: 85000,
        dataInicio: '2026-02-01',
        dataFim: '2026-03-31',
      },
    ]);
  });

  it('camt.052 (BkToCstmrAcctRpt/Rpt), CRLF, AcctSvcrRef "NONREF" não é referência', () => {
    const banco = 'Caixa Geral de Depósitos';
    const conta = 'PT50003506510000123456789';
    expect(parseCamt053(camt052)).toEqual({
      formato: 'ISO 20022 camt.052',
      rows: [
        {
          banco,
          conta,
          dataMovimento: '2026-02-05',
          dataValor: '2026-02-05',
          descricao: 'DEBITO Comissao',
          valorCents: -3000,
          referencias: [],
          estorno: false,
          linha: 8,
        },
      ],
      issues: [],
      extratos: [
        {
          banco,
          conta,
          iban: conta,
          moeda: 'EUR',
          saldoInicialCents: 26835,
          saldoFinalCents: 23835,
          dataInicio: '2026-02-04',
          dataFim: '2026-02-05',
        },
      ],
      codificacao: 'utf-8',
    });
  });

  it('recusa DOCTYPE com entidades ("billion laughs") sem as expandir', () => {
    expect(parseCamt053(camtComEntidades)).toEqual({
      formato: 'ISO 20022 camt.053',
      rows: [],
      issues: [
        {
          linha: 2,
          motivo:
            'O XML contém uma declaração <!DOCTYPE>, recusada por segurança (um extrato camt.053 não a usa).',
        },
      ],
      extratos: [],
    });
  });

  it('recusa uma entidade externa (XXE)', () => {
    expect(parseCamt053(camtComEntidadeExterna).issues).toEqual([
      {
        linha: 3,
        motivo:
          'O XML contém uma declaração <!ENTITY>, recusada por segurança (um extrato camt.053 não a usa).',
      },
    ]);
  });

  it('XML mal formado: a linha do erro', () => {
    expect(parseCamt053(camtMalFormado).issues).toEqual([
      { linha: 5, motivo: 'XML mal formado perto da linha 5, coluna 28.' },
    ]);
  });

  it('pela entrada automática: reconhecido pelo conteúdo, e outro XML explicado', async () => {
    expect((await parseExtrato(camtV2, 'extrato.xml')).rows).toHaveLength(3);
    expect((await parseExtrato(camtComEntidades, 'extrato.xml')).issues[0]?.linha).toBe(2);
    expect((await parseExtrato(xmlQueNaoEExtrato, 'pagamentos.xml')).issues).toEqual([
      { linha: 0, motivo: 'O XML não é um extrato ISO 20022: falta Document/BkToCstmrStmt/Stmt (camt.053).' },
    ]);
  });
});
