import { describe, expect, it } from 'vitest';
import { parseExtrato } from '../detect';
import type { MovimentoBancario } from '../tipos';
import * as csv from './__fixtures__/csv.fixture';
import * as folhas from './__fixtures__/xlsx-bancos.fixture';
import { saldosDasLinhas } from './parse-extrato-banco';

type Linha = Omit<MovimentoBancario, 'banco' | 'referencias' | 'estorno'>;

function linhas(banco: string, esperadas: readonly Linha[]): MovimentoBancario[] {
  return esperadas.map((l) => ({ banco, referencias: [], estorno: false, ...l }));
}

describe('Caixa Geral de Depósitos', () => {
  const banco = 'Caixa Geral de Depósitos';
  const conta = '0574003591800';
  const rows = linhas(banco, [
    {
      conta,
      dataMovimento: '2026-07-22',
      dataValor: '2026-07-21',
      descricao: 'VIA VERDE',
      valorCents: -280,
      saldoCents: 289747,
      linha: 8,
    },
    {
      conta,
      dataMovimento: '2026-07-21',
      dataValor: '2026-07-21',
      descricao: 'DEVOL MANGO',
      valorCents: 6397,
      saldoCents: 290027,
      linha: 9,
    },
    {
      conta,
      dataMovimento: '2026-07-20',
      dataValor: '2026-07-20',
      descricao: 'TRF P/O CONTABILIDADE EXEMPLO FT CE2026/12',
      valorCents: -116968,
      saldoCents: 283630,
      linha: 10,
    },
    {
      conta,
      dataMovimento: '2026-07-01',
      dataValor: '2026-07-01',
      descricao: 'TPA VENDAS 1234567',
      valorCents: 350000,
      saldoCents: 400598,
      linha: 11,
    },
  ]);
  const extratos = [
    {
      banco,
      conta,
      saldoInicialCents: 50598,
      saldoFinalCents: 289747,
      dataInicio: '2026-06-27',
      dataFim: '2026-07-22',
    },
  ];

  it('CSV ";" em Windows-1252: preâmbulo, espaços finais, Débito/Crédito, rodapé ignorado', async () => {
    expect(await parseExtrato(csv.cgd, 'movimentos.csv')).toEqual({
      formato: 'Caixa Geral de Depósitos (CSV)',
      rows,
      issues: [],
      extratos,
      codificacao: 'windows-1252',
    });
  });

  it('a mesma exportação separada por TAB', async () => {
    const r = await parseExtrato(csv.cgdTab, 'movimentos.txt');
    expect(r.rows).toEqual(rows);
    expect(r.extratos).toEqual(extratos);
  });

  it('interface em inglês: números 15,419.44 e saldo "--" em falta', async () => {
    const r = await parseExtrato(csv.cgdIngles, 'operations.csv');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual(
      linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-22',
          dataValor: '2026-07-21',
          descricao: 'VIA VERDE',
          valorCents: -280,
          saldoCents: 1541944,
          linha: 6,
        },
        {
          conta,
          dataMovimento: '2026-07-21',
          dataValor: '2026-07-21',
          descricao: 'TRANSFER FROM CLIENTE',
          valorCents: 106397,
          linha: 7,
        },
      ]),
    );
    expect(r.extratos).toEqual([{ banco, conta, dataInicio: '2026-07-21', dataFim: '2026-07-22' }]);
  });

  it('reporta cada linha má com o número da linha e o motivo, e lê as boas', async () => {
    const r = await parseExtrato(csv.cgdComErros, 'movimentos.csv');
    expect(r.issues).toEqual([
      { linha: 2, motivo: 'Data do movimento inválida: "32-07-2026".' },
      { linha: 3, motivo: 'Crédito inválido: "6O,97".' },
      { linha: 4, motivo: 'Débito e crédito vazios.' },
      { linha: 5, motivo: 'Débito e crédito preenchidos na mesma linha.' },
      { linha: 6, motivo: 'Data valor inválida: "31-06-2026".' },
      { linha: 7, motivo: 'Saldo inválido: "x".' },
    ]);
    expect(r.rows.map((m) => [m.linha, m.descricao, m.valorCents])).toEqual([[8, 'BOA', -100]]);
  });
});

describe('Millennium BCP (XLSX)', () => {
  it('cabeçalho na linha 8, montantes numéricos com sinal, conta e período do preâmbulo', async () => {
    const banco = 'Millennium BCP';
    const conta = '0000045615660381';
    expect(await parseExtrato(await folhas.millennium(), 'movimentos.xlsx')).toEqual({
      formato: 'Millennium BCP (XLSX)',
      rows: linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-15',
          dataValor: '2026-07-15',
          descricao: 'JUROS EMPRESTIMO 555000111222',
          valorCents: -10664,
          saldoCents: 498721,
          linha: 9,
        },
        {
          conta,
          dataMovimento: '2026-07-02',
          dataValor: '2026-07-02',
          descricao: 'TRF DE CLIENTE EXEMPLO FT A2026/9',
          valorCents: 223373,
          saldoCents: 509385,
          linha: 10,
        },
      ]),
      issues: [],
      extratos: [
        {
          banco,
          conta,
          saldoInicialCents: 286012,
          saldoFinalCents: 498721,
          dataInicio: '2026-07-01',
          dataFim: '2026-07-31',
        },
      ],
    });
  });

  it('células de data (Date do ExcelJS) dão o dia do calendário', async () => {
    const r = await parseExtrato(await folhas.millenniumComDatas(), 'movimentos.xlsx');
    expect(r.rows.map((m) => [m.dataMovimento, m.dataValor, m.valorCents, m.saldoCents])).toEqual([
      ['2026-07-31', '2026-07-30', -750, 10000],
    ]);
  });
});

describe('BPI', () => {
  const banco = 'BPI';

  it('XLSX "Download de MOVIMENTOS": cabeçalho na linha 18, montantes em texto', async () => {
    const conta = '4-5970154.000.001';
    const r = await parseExtrato(await folhas.bpi(), 'bpinet_empresas20260525124334.xlsx');
    expect(r.formato).toBe('BPI (XLSX)');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual(
      linhas(banco, [
        {
          conta,
          dataMovimento: '2026-05-25',
          dataValor: '2026-05-25',
          descricao: 'TRF P/O FORNECEDOR EXEMPLO',
          valorCents: -387450,
          saldoCents: 3591082,
          linha: 19,
        },
        {
          conta,
          dataMovimento: '2026-05-20',
          dataValor: '2026-05-19',
          descricao: 'TRF DE CLIENTE EXEMPLO',
          valorCents: 1200000,
          saldoCents: 3978532,
          linha: 20,
        },
      ]),
    );
    expect(r.extratos).toEqual([
      {
        banco,
        conta,
        saldoInicialCents: 2778532,
        saldoFinalCents: 3591082,
        dataInicio: '2026-05-01',
        dataFim: '2026-05-25',
      },
    ]);
  });

  it('CSV de particulares', async () => {
    const r = await parseExtrato(csv.bpiCsv, 'extrato.csv');
    expect(r.formato).toBe('BPI (CSV)');
    expect(r.rows).toEqual(
      linhas(banco, [
        {
          dataMovimento: '2026-02-03',
          dataValor: '2026-02-03',
          descricao: 'TRF. P/O FORNECEDOR EXEMPLO',
          valorCents: -387450,
          saldoCents: 3591082,
          linha: 2,
        },
        {
          dataMovimento: '2026-02-02',
          dataValor: '2026-02-01',
          descricao: 'COMPRA 1234 MERCEARIA EXEMPLO',
          valorCents: -4510,
          saldoCents: 3978532,
          linha: 3,
        },
      ]),
    );
    expect(r.extratos).toEqual([
      {
        banco,
        saldoInicialCents: 3983042,
        saldoFinalCents: 3591082,
        dataInicio: '2026-02-02',
        dataFim: '2026-02-03',
      },
    ]);
  });
});

describe('Santander Totta', () => {
  const banco = 'Santander Totta';
  const conta = '000012345678901';

  it('CSV com BOM: "Montante( EUR )" com sinal, período "x a y"', async () => {
    expect(await parseExtrato(csv.santander, 'Listagem.csv')).toEqual({
      formato: 'Santander Totta (CSV)',
      rows: linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-03',
          dataValor: '2026-07-03',
          descricao: 'Imp.Selo-Mo Limpezas-E05869186',
          valorCents: -5,
          saldoCents: 1181310,
          linha: 9,
        },
        {
          conta,
          dataMovimento: '2026-07-03',
          dataValor: '2026-07-03',
          descricao: 'Trf De Cliente Exemplo',
          valorCents: 125000,
          saldoCents: 1181315,
          linha: 10,
        },
        {
          conta,
          dataMovimento: '2026-07-01',
          dataValor: '2026-07-01',
          descricao: 'Dd Eletricidade Exemplo',
          valorCents: -8685,
          saldoCents: 1056315,
          linha: 11,
        },
      ]),
      issues: [],
      extratos: [
        {
          banco,
          conta,
          saldoInicialCents: 1065000,
          saldoFinalCents: 1181310,
          dataInicio: '2026-07-01',
          dataFim: '2026-07-31',
        },
      ],
      codificacao: 'utf-8-bom',
    });
  });

  it('XLSX com a primeira coluna vazia', async () => {
    const r = await parseExtrato(await folhas.santander(), 'Listagem.xlsx');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual(
      linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-03',
          dataValor: '2026-07-03',
          descricao: 'Trf De Cliente Exemplo',
          valorCents: 125000,
          saldoCents: 1181315,
          linha: 6,
        },
      ]),
    );
  });
});

describe('Montepio', () => {
  const banco = 'Montepio';

  it('TAB, Windows-1252, cabeçalho "DATA MOV." … "IMPORTÂNCIA" depois de metadados', async () => {
    const conta = '012.10.123456-7';
    expect(await parseExtrato(csv.montepio, 'movimentos.csv')).toEqual({
      formato: 'Montepio (CSV)',
      rows: linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-15',
          dataValor: '2026-07-15',
          descricao: 'PAGAMENTO SERVIÇOS ÁGUA',
          valorCents: -4530,
          saldoCents: 195470,
          linha: 7,
        },
        {
          conta,
          dataMovimento: '2026-07-01',
          dataValor: '2026-07-01',
          descricao: 'TRANSFERÊNCIA RECEBIDA',
          valorCents: 50000,
          saldoCents: 200000,
          linha: 8,
        },
      ]),
      issues: [],
      extratos: [
        {
          banco,
          conta,
          saldoInicialCents: 150000,
          saldoFinalCents: 195470,
          dataInicio: '2026-07-01',
          dataFim: '2026-07-31',
        },
      ],
      codificacao: 'windows-1252',
    });
  });

  it('deteta datas mês/dia por um dia acima de 12', async () => {
    const r = await parseExtrato(csv.montepioMesPrimeiro, 'movimentos.csv');
    expect(r.rows.map((m) => [m.dataMovimento, m.dataValor])).toEqual([
      ['2026-07-15', '2026-07-15'],
      ['2026-07-01', '2026-07-02'],
    ]);
  });
});

describe('Crédito Agrícola (XLSX)', () => {
  it('montante sem sinal + coluna D (C/D), linhas de detalhe ignoradas, indicador mau reportado', async () => {
    const banco = 'Crédito Agrícola';
    const conta = '40123456789';
    expect(await parseExtrato(await folhas.creditoAgricola(), 'Movimentos.xlsx')).toEqual({
      formato: 'Crédito Agrícola (XLSX)',
      rows: linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-02',
          dataValor: '2026-07-02',
          descricao: 'TRF SEPA CLIENTE EXEMPLO LDA',
          valorCents: 150000,
          saldoCents: 350000,
          linha: 7,
        },
        {
          conta,
          dataMovimento: '2026-07-05',
          dataValor: '2026-07-05',
          descricao: 'PAG SERVICOS LUZ EXEMPLO',
          valorCents: -12055,
          saldoCents: 337945,
          linha: 10,
        },
      ]),
      issues: [{ linha: 12, motivo: 'Indicador de débito/crédito inválido: "X" (esperava C ou D).' }],
      extratos: [
        {
          banco,
          conta,
          saldoInicialCents: 200000,
          saldoFinalCents: 337945,
          dataInicio: '2026-07-01',
          dataFim: '2026-07-31',
        },
      ],
    });
  });
});

describe('ActivoBank', () => {
  const banco = 'ActivoBank';
  const conta = '123456789';

  it('XLSX com datas em número de série do Excel', async () => {
    const r = await parseExtrato(await folhas.activobank(), 'historico.xlsx');
    expect(r.formato).toBe('ActivoBank (XLSX)');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual(
      linhas(banco, [
        {
          conta,
          dataMovimento: '2026-07-06',
          dataValor: '2026-07-05',
          descricao: 'COMPRA 4321 MERCEARIA EXEMPLO',
          valorCents: -4510,
          saldoCents: 95490,
          linha: 8,
        },
        {
          conta,
          dataMovimento: '2026-07-01',
          dataValor: '2026-07-01',
          descricao: 'TRF DE CLIENTE EXEMPLO',
          valorCents: 100000,
          saldoCents: 100000,
          linha: 9,
        },
      ]),
    );
    expect(r.extratos).toEqual([
      {
        banco,
        conta,
        saldoInicialCents: 0,
        saldoFinalCents: 95490,
        dataInicio: '2026-07-01',
        dataFim: '2026-07-31',
      },
    ]);
  });

  it('CSV Windows-1252 com espaço como separador de milhares', async () => {
    const r = await parseExtrato(csv.activobankCsv, 'historico.csv');
    expect(r.issues).toEqual([]);
    expect(r.rows.map((m) => [m.linha, m.dataMovimento, m.descricao, m.valorCents, m.saldoCents])).toEqual([
      [8, '2026-07-10', 'TRF P/O SENHORIO RENDA JUL', -120000, 130000],
      [9, '2026-07-01', 'TRF DE CLIENTE EXEMPLO', 250000, 250000],
    ]);
    expect(r.extratos).toEqual([
      {
        banco,
        conta,
        saldoInicialCents: 0,
        saldoFinalCents: 130000,
        dataInicio: '2026-07-01',
        dataFim: '2026-07-31',
      },
    ]);
  });

  it('cartão de crédito: compras escritas positivas saem negativas', async () => {
    const r = await parseExtrato(csv.activobankCartao, 'cartao.csv');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual(
      linhas(banco, [
        {
          conta: '4321',
          dataMovimento: '2026-07-12',
          dataValor: '2026-07-11',
          descricao: 'COMPRA AMAZON EU',
          valorCents: -3599,
          linha: 4,
        },
        {
          conta: '4321',
          dataMovimento: '2026-07-15',
          dataValor: '2026-07-15',
          descricao: 'PAGAMENTO CARTAO',
          valorCents: 3599,
          linha: 5,
        },
      ]),
    );
  });
});

describe('Novo Banco', () => {
  const banco = 'Novo Banco';
  const esperadas = linhas(banco, [
    {
      dataMovimento: '2026-07-05',
      dataValor: '2026-07-05',
      descricao: 'COMPRA ELECTRICIDADE',
      valorCents: -7320,
      saldoCents: 92680,
      linha: 2,
    },
    {
      dataMovimento: '2026-07-01',
      dataValor: '2026-07-01',
      descricao: 'DEPOSITO',
      valorCents: 100000,
      saldoCents: 100000,
      linha: 3,
    },
  ]);

  it.each([
    ['Valor com sinal', csv.novoBanco],
    ['Débito/Crédito', csv.novoBancoDebitoCredito],
  ])('%s', async (_, bytes) => {
    const r = await parseExtrato(bytes, 'extrato.csv');
    expect(r.formato).toBe('Novo Banco (CSV)');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual(esperadas);
    expect(r.extratos).toEqual([
      {
        banco,
        saldoInicialCents: 0,
        saldoFinalCents: 92680,
        dataInicio: '2026-07-01',
        dataFim: '2026-07-05',
      },
    ]);
  });
});

describe('saldosDasLinhas', () => {
  const linha = (dataMovimento: string, valorCents: number, saldoCents: number): MovimentoBancario => ({
    banco: 'X',
    dataMovimento,
    descricao: '',
    valorCents,
    saldoCents,
    referencias: [],
    estorno: false,
    linha: 1,
  });

  it('mais antigo primeiro', () => {
    expect(saldosDasLinhas([linha('2026-01-01', 100, 1100), linha('2026-01-01', -50, 1050)])).toEqual({
      saldoInicialCents: 1000,
      saldoFinalCents: 1050,
    });
  });

  it('mais recente primeiro, no mesmo dia', () => {
    expect(saldosDasLinhas([linha('2026-01-01', -50, 1050), linha('2026-01-01', 100, 1100)])).toEqual({
      saldoInicialCents: 1000,
      saldoFinalCents: 1050,
    });
  });

  it('sem saldo em alguma linha não inventa saldos', () => {
    expect(saldosDasLinhas([{ ...linha('2026-01-01', 1, 1), saldoCents: undefined }])).toEqual({});
  });
});
