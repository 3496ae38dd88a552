import { describe, expect, it } from 'vitest';
import { computeCorrespondencias, totalComSinal } from './compute-correspondencias';
import type {
  EntradaCorrespondencia,
  FaturaParaCorrespondencia,
  MovimentoParaCorrespondencia,
  ResultadoCorrespondencia,
} from './types';

const FRIO = { nifEmitente: '597148333', nomeEmitente: 'Frio Exemplar - Manutenção de Equipamentos, Lda' };
const EQUIPAMENTOS = { nifEmitente: '593874641', nomeEmitente: 'Equipamentos de Hotelaria Exemplo, Lda' };
const MOAGEM = { nifEmitente: '595428703', nomeEmitente: 'Moagem Vale Fundo - Farinhas e Cereais, Lda' };
const LIMPEZAS = { nifEmitente: '596242077', nomeEmitente: 'Limpezas Brilho Fictício, Lda' };
const LACTICINIOS = { nifEmitente: '592393704', nomeEmitente: 'Lacticínios Serra Alta, S.A.' };
const TORREFACAO = { nifEmitente: '596773730', nomeEmitente: 'Torrefação Grão Fictício, Lda' };
const BEBIDAS = { nifEmitente: '590831607', nomeEmitente: 'Distribuidora de Bebidas Imaginária, S.A.' };
const PAPELARIA = { nifEmitente: '597871027', nomeEmitente: 'Papelaria Central Fictícia, Lda' };
const EMPRESA = { nifEmitente: '596209665', nomeEmitente: 'Café Exemplo do Largo, Unipessoal Lda' };
const HOTEL = '590943278';

function compra(
  id: string,
  emitente: { nifEmitente: string; nomeEmitente: string },
  numeroDocumento: string,
  dataEmissao: string,
  totalAbsoluto: number,
  extra: Partial<FaturaParaCorrespondencia> = {},
): FaturaParaCorrespondencia {
  const tipo = extra.tipo ?? 'Fatura';
  return {
    id,
    lado: 'compra',
    ...emitente,
    nifAdquirente: EMPRESA.nifEmitente,
    numeroDocumento,
    tipo,
    dataEmissao,
    totalCents: totalComSinal('compra', tipo, totalAbsoluto),
    anulado: false,
    ...extra,
  };
}

function venda(
  id: string,
  numeroDocumento: string,
  dataEmissao: string,
  totalAbsoluto: number,
  extra: Partial<FaturaParaCorrespondencia> = {},
): FaturaParaCorrespondencia {
  const tipo = extra.tipo ?? 'Fatura';
  return {
    id,
    lado: 'venda',
    ...EMPRESA,
    nifAdquirente: HOTEL,
    numeroDocumento,
    tipo,
    dataEmissao,
    totalCents: totalComSinal('venda', tipo, totalAbsoluto),
    anulado: false,
    ...extra,
  };
}

function linha(
  id: string,
  dataMovimento: string,
  descricao: string,
  valorCents: number,
  extra: Partial<MovimentoParaCorrespondencia> = {},
): MovimentoParaCorrespondencia {
  return { id, dataMovimento, descricao, valorCents, referencias: [], ...extra };
}

function pares(r: ResultadoCorrespondencia) {
  return r.correspondencias.map((c) => ({
    faturas: c.faturaIds,
    movimentos: c.movimentoIds,
    regra: c.regra,
  }));
}

function correr(entrada: EntradaCorrespondencia) {
  return computeCorrespondencias(entrada);
}

describe('totalComSinal', () => {
  it.each([
    ['compra', 'Fatura', -1000],
    ['compra', 'Fatura-recibo', -1000],
    ['compra', 'Nota de débito', -1000],
    ['compra', 'Nota de crédito', 1000],
    ['venda', 'Fatura', 1000],
    ['venda', 'Fatura simplificada', 1000],
    ['venda', 'Nota de crédito', -1000],
  ] as const)('%s %s of 10,00 € → %d cents', (lado, tipo, esperado) => {
    expect(totalComSinal(lado, tipo, 1000)).toBe(esperado);
    expect(totalComSinal(lado, tipo, -1000)).toBe(esperado);
  });
});

describe('computeCorrespondencias — the hard cases', () => {
  it('mesmo valor, mesmo fornecedor: two equal invoices and two later payments pair in chronological order', () => {
    const r = correr({
      faturas: [
        compra('F542', FRIO, 'FT F2025/542', '2025-08-08', 26814),
        compra('F533', FRIO, 'FT F2025/533', '2025-08-05', 26814),
      ],
      movimentos: [
        linha('L25', '2025-08-18', 'TRF P/O FRIO EXEMPLAR', -26814),
        linha('L24', '2025-08-11', 'TRF P/O FRIO EXEMPLAR', -26814),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['F533'], movimentos: ['L24'], regra: 'valor-exato' },
      { faturas: ['F542'], movimentos: ['L25'], regra: 'valor-exato' },
    ]);
    expect(r.correspondencias[0]?.explicacao).toContain('ordem cronológica (1.ª fatura ↔ 1.º pagamento');
    expect(r.erros).toEqual([]);
  });

  it('mesmo valor, mesmo fornecedor: a payment between the two invoices is a tie, not an order', () => {
    const r = correr({
      faturas: [
        compra('F533', FRIO, 'FT F2025/533', '2025-08-05', 26814),
        compra('F542', FRIO, 'FT F2025/542', '2025-08-08', 26814),
      ],
      movimentos: [
        linha('L1', '2025-08-07', 'TRF P/O FRIO EXEMPLAR', -26814),
        linha('L2', '2025-08-18', 'TRF P/O FRIO EXEMPLAR', -26814),
        linha('L3', '2025-08-20', 'TRF P/O FRIO EXEMPLAR', -26814),
      ],
    });
    // L1 is only after F533; but F533 has L1, L2 and L3 as equal candidates: nothing is certain.
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.faturaId ?? e.movimentoId])).toEqual([
      ['Fatura', 'F533'],
      ['Extrato', 'L1'],
      ['Fatura', 'F542'],
      ['Extrato', 'L2'],
      ['Extrato', 'L3'],
    ]);
    expect(r.erros.every((e) => e.motivo.startsWith('Correspondência ambígua'))).toBe(true);
  });

  it('fatura paga em duas prestações com um cêntimo ímpar (lines name the supplier, no reference)', () => {
    const r = correr({
      faturas: [compra('EH231', EQUIPAMENTOS, 'FT EH2025/231', '2025-09-02', 565801)],
      movimentos: [
        linha('M21', '2025-09-04', 'TRF P/O EQUIPAMENTOS DE HOTELARI', -282900),
        linha('M22', '2025-09-12', 'PAG SEG SOCIAL REF 340734991997844', -73845),
        linha('M24', '2025-09-22', 'TRF P/O EQUIPAMENTOS DE HOTELARI', -282901),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['EH231'], movimentos: ['M21', 'M24'], regra: 'combinacao-prestacoes' },
    ]);
    expect(r.correspondencias[0]?.confianca).toBe('combinacao');
    expect(r.correspondencias[0]?.diferencaCents).toBe(0);
    expect(r.erros).toEqual([]);
  });

  it('fatura paga em duas prestações that quote the invoice number', () => {
    const r = correr({
      faturas: [compra('EH231', EQUIPAMENTOS, 'FT EH2025/231', '2025-09-02', 565801)],
      movimentos: [
        linha('M21', '2025-09-04', 'TRF P/O EQUIPAMENTOS DE HOTELARI FT EH2025/231 1/2', -282900),
        linha('M24', '2025-09-22', 'TRF P/O EQUIPAMENTOS DE HOTELARI FT EH2025/231 2/2', -282901),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['EH231'], movimentos: ['M21', 'M24'], regra: 'referencia-prestacoes' },
    ]);
    expect(r.correspondencias[0]?.confianca).toBe('referencia');
  });

  it('um pagamento, duas faturas do mesmo fornecedor (no reference, a third invoice that does not fit)', () => {
    const r = correr({
      faturas: [
        compra('FA440', MOAGEM, 'FT FA.2025/440', '2025-09-08', 111209),
        compra('FA461', MOAGEM, 'FT FA.2025/461', '2025-09-12', 93312),
        compra('FA470', MOAGEM, 'FT FA.2025/470', '2025-09-15', 50000),
      ],
      movimentos: [linha('C8', '2025-09-22', 'TRF P/O MOAGEM VALE', -204521)],
      opcoes: { dataReferencia: '2025-10-10' },
    });
    expect(pares(r)).toEqual([
      { faturas: ['FA440', 'FA461'], movimentos: ['C8'], regra: 'combinacao-faturas' },
    ]);
    expect(r.correspondencias[0]?.explicacao).toContain(
      'FT FA.2025/440 (1.112,09 €) + FT FA.2025/461 (933,12 €)',
    );
    // FA470's window (30 days) is still open on the reference date: not an error yet.
    expect(r.erros).toEqual([]);
  });

  it('um pagamento, duas faturas quoted in the description', () => {
    const r = correr({
      faturas: [
        compra('FA440', MOAGEM, 'FT FA.2025/440', '2025-09-08', 111209),
        compra('FA461', MOAGEM, 'FT FA.2025/461', '2025-09-12', 93312),
      ],
      movimentos: [linha('C8', '2025-09-22', 'TRF P/O MOAGEM VALE FT FA.2025/440 FT FA.2025/461', -204521)],
    });
    expect(pares(r)).toEqual([{ faturas: ['FA440', 'FA461'], movimentos: ['C8'], regra: 'referencia' }]);
  });

  it('diferença de cêntimos: one cent short matches within the tolerance', () => {
    const r = correr({
      faturas: [compra('LB764', LIMPEZAS, 'FT LB2025/764', '2025-03-04', 24165)],
      movimentos: [linha('G10', '2025-03-14', 'TRF P/O LIMPEZAS BRILHO FICTICIO', -24164)],
    });
    expect(pares(r)).toEqual([{ faturas: ['LB764'], movimentos: ['G10'], regra: 'tolerancia' }]);
    expect(r.correspondencias[0]).toMatchObject({ confianca: 'tolerancia', diferencaCents: 1 });
    expect(r.erros).toEqual([]);
  });

  it('diferença above the tolerance: not matched, one difference error for the only candidate', () => {
    const r = correr({
      faturas: [compra('LB764', LIMPEZAS, 'FT LB2025/764', '2025-03-04', 24165)],
      movimentos: [
        linha('G10', '2025-03-14', 'TRF P/O LIMPEZAS BRILHO FICTICIO', -24100),
        linha('G11', '2025-05-30', 'COMISSAO MANUTENCAO CONTA', -750),
      ],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros).toEqual([
      {
        tipo: 'Fatura',
        faturaId: 'LB764',
        numeroFatura: 'FT LB2025/764',
        movimentoId: 'G10',
        numeroExtrato: 'G10',
        data: '2025-03-04',
        valorCents: -24165,
        motivo: 'Diferença de 0,65 € entre a fatura e o movimento',
      },
    ]);
  });

  it('nota de crédito reembolsada: a credit line equal to the purchase credit note', () => {
    const r = correr({
      faturas: [
        compra('FT12443', LACTICINIOS, 'FT 2025/12443', '2025-03-07', 116229),
        compra('NC12743', LACTICINIOS, 'NC 2025/12743', '2025-03-17', 31092, { tipo: 'Nota de crédito' }),
      ],
      movimentos: [
        linha('C3', '2025-03-13', 'TRF P/O LACTICINIOS SERRA ALTA', -116229),
        linha('C4', '2025-03-20', 'TRF DE LACTICINIOS SERRA ALTA', 31092),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['FT12443'], movimentos: ['C3'], regra: 'valor-exato' },
      { faturas: ['NC12743'], movimentos: ['C4'], regra: 'nota-credito-reembolsada' },
    ]);
    expect(r.erros).toEqual([]);
  });

  it('fatura anulada nunca paga, substituída por outra de valor próximo: only the replacement matches', () => {
    const r = correr({
      faturas: [
        compra('A711', TORREFACAO, 'FT 1A2025/711', '2025-07-04', 105138, { anulado: true }),
        compra('A721', TORREFACAO, 'FT 1A2025/721', '2025-07-07', 105021),
      ],
      movimentos: [linha('C6', '2025-07-21', 'TRF P/O TORREFACAO GRAO FICTICIO', -105021)],
      opcoes: { dataReferencia: '2025-12-31' },
    });
    expect(pares(r)).toEqual([{ faturas: ['A721'], movimentos: ['C6'], regra: 'valor-exato' }]);
    expect(r.erros).toEqual([]);
  });

  it('an annulled invoice is never matched, even at exactly the amount and quoted by number', () => {
    const r = correr({
      faturas: [compra('A711', TORREFACAO, 'FT 1A2025/711', '2025-07-04', 105138, { anulado: true })],
      movimentos: [linha('C6', '2025-07-21', 'TRF P/O TORREFACAO GRAO FICTICIO FT 1A2025/711', -105138)],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.movimentoId, e.motivo])).toEqual([
      ['Extrato', 'C6', 'O movimento refere FT 1A2025/711, anulado pelo emitente'],
    ]);
  });

  it('pagamento líquido de nota de crédito: one transfer = invoice − credit note (no reference)', () => {
    const r = correr({
      faturas: [
        compra('FB5175', BEBIDAS, 'FT FB25/5175', '2025-08-06', 101103),
        compra('NC5648', BEBIDAS, 'NC FB25/5648', '2025-08-11', 28747, { tipo: 'Nota de crédito' }),
      ],
      movimentos: [linha('C7', '2025-08-25', 'TRF P/O DISTRIBUIDORA DE BEBIDAS I', -72356)],
    });
    expect(pares(r)).toEqual([
      { faturas: ['FB5175', 'NC5648'], movimentos: ['C7'], regra: 'combinacao-faturas' },
    ]);
    expect(r.correspondencias[0]?.explicacao).toContain(
      'FT FB25/5175 (1.011,03 €) menos NC FB25/5648 (287,47 €)',
    );
  });

  it('pagamento líquido de nota de crédito quoting only the invoice is completed by the credit note', () => {
    const r = correr({
      faturas: [
        compra('FB5175', BEBIDAS, 'FT FB25/5175', '2025-08-06', 101103),
        compra('NC5648', BEBIDAS, 'NC FB25/5648', '2025-08-11', 28747, { tipo: 'Nota de crédito' }),
      ],
      movimentos: [linha('C7', '2025-08-25', 'TRF P/O DISTRIBUIDORA DE BEBIDAS I FT FB25/5175', -72356)],
    });
    expect(pares(r)).toEqual([
      { faturas: ['FB5175', 'NC5648'], movimentos: ['C7'], regra: 'referencia-combinacao' },
    ]);
  });

  it('cliente paga duas faturas de venda com uma transferência (customer name known)', () => {
    const hotel = { nomeAdquirente: 'Hotel Miradouro Fictício, Lda' };
    const r = correr({
      faturas: [
        venda('A7', 'FT A2025/7', '2025-09-05', 119142, hotel),
        venda('A8', 'FT A2025/8', '2025-09-10', 128462, hotel),
      ],
      movimentos: [linha('M23', '2025-09-22', 'TRF DE HOTEL MIRADOURO FICTI', 247604)],
    });
    expect(pares(r)).toEqual([{ faturas: ['A7', 'A8'], movimentos: ['M23'], regra: 'combinacao-faturas' }]);
  });

  it('cliente paga duas faturas de venda quoting both numbers (customer name unknown)', () => {
    const r = correr({
      faturas: [
        venda('A7', 'FT A2025/7', '2025-09-05', 119142),
        venda('A8', 'FT A2025/8', '2025-09-10', 128462),
      ],
      movimentos: [linha('M23', '2025-09-22', 'TRF DE HOTEL MIRADOURO FICTI FT A2025/7 FT A2025/8', 247604)],
    });
    expect(pares(r)).toEqual([{ faturas: ['A7', 'A8'], movimentos: ['M23'], regra: 'referencia' }]);
  });

  it('cliente paga fatura menos nota de crédito de venda', () => {
    const r = correr({
      faturas: [
        venda('A2', 'FT A2025/2', '2025-02-03', 220698),
        venda('NC1', 'NC A2025/1', '2025-02-06', 27586, { tipo: 'Nota de crédito' }),
      ],
      movimentos: [linha('M7', '2025-02-19', 'TRF DE HOTEL MIRADOURO FICTICIO FT A2025/2', 193112)],
    });
    expect(pares(r)).toEqual([
      { faturas: ['A2', 'NC1'], movimentos: ['M7'], regra: 'referencia-combinacao' },
    ]);
    expect(r.correspondencias[0]?.diferencaCents).toBe(0);
  });

  it('empate genuíno: two suppliers, same amount, an anonymous payment → no match, error lines', () => {
    const r = correr({
      faturas: [
        compra('P1', PAPELARIA, 'FR 2025/722', '2025-04-10', 5000),
        compra('F1', FRIO, 'FT F2025/600', '2025-04-11', 5000),
      ],
      movimentos: [linha('X1', '2025-04-15', 'PAGAMENTO SERVICOS', -5000, { referenciaBancaria: 'REF-778' })],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros).toEqual([
      {
        tipo: 'Extrato',
        movimentoId: 'X1',
        numeroExtrato: 'REF-778',
        data: '2025-04-15',
        valorCents: -5000,
        motivo:
          'Correspondência ambígua: 2 faturas possíveis com o mesmo valor (FR 2025/722 de Papelaria Central Fictícia, Lda, FT F2025/600 de Frio Exemplar - Manutenção de Equipamentos, Lda); confirme manualmente',
      },
    ]);
  });

  it('empate genuíno: equal invoices of one supplier and ONE payment are not paired by order', () => {
    const r = correr({
      faturas: [
        compra('F533', FRIO, 'FT F2025/533', '2025-08-05', 26814),
        compra('F542', FRIO, 'FT F2025/542', '2025-08-08', 26814),
      ],
      movimentos: [linha('L1', '2025-08-18', 'TRF P/O FRIO EXEMPLAR', -26814)],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.movimentoId ?? e.faturaId])).toEqual([['Extrato', 'L1']]);
    expect(r.erros[0]?.motivo).toContain('2 faturas possíveis');
  });

  it('pares fixos pela mão: their invoices and lines are never touched nor reported', () => {
    const r = correr({
      faturas: [
        compra('F1', FRIO, 'FT F2025/600', '2025-04-01', 12000),
        compra('F2', FRIO, 'FT F2025/601', '2025-04-02', 9900),
      ],
      movimentos: [
        linha('L1', '2025-04-10', 'TRF P/O FRIO EXEMPLAR', -9900),
        linha('L2', '2025-04-12', 'TRF P/O FRIO EXEMPLAR FT F2025/600', -12000),
        linha('L3', '2025-06-30', 'IMPOSTO SELO', -30),
      ],
      // By hand: F1 was paid in cash, F2 goes with L1 and nothing else; L2 is a duplicate
      // transfer the accountant already settled with the supplier.
      paresFixos: [
        { faturaIds: ['F1'], movimentoIds: [] },
        { faturaIds: ['F2'], movimentoIds: ['L1'] },
        { faturaIds: [], movimentoIds: ['L2'] },
      ],
    });
    expect(r).toEqual({ correspondencias: [], erros: [], liquidacoesCartao: [] });
  });

  it('a fixed invoice is not taken by a free line, which is reported instead', () => {
    const r = correr({
      faturas: [compra('F1', FRIO, 'FT F2025/600', '2025-04-01', 12000)],
      movimentos: [
        linha('L0', '2025-04-03', 'NUMERARIO', -12000),
        linha('L1', '2025-04-10', 'TRF P/O FRIO EXEMPLAR', -12000),
      ],
      paresFixos: [{ faturaIds: ['F1'], movimentoIds: ['L0'] }],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.movimentoId, e.motivo])).toEqual([
      [
        'Extrato',
        'L1',
        'Movimento de Frio Exemplar - Manutenção de Equipamentos, Lda sem fatura correspondente',
      ],
    ]);
  });

  it('par bloqueado: an undone pair is never made again, in any pass', () => {
    const entrada: EntradaCorrespondencia = {
      faturas: [compra('F1', FRIO, 'FT F2025/600', '2025-04-01', 12000)],
      movimentos: [
        linha('L0', '2025-03-31', 'COMISSAO MANUTENCAO CONTA', -750),
        linha('L1', '2025-04-10', 'TRF P/O FRIO EXEMPLAR 597148333 FT F2025/600', -12000),
        linha('L2', '2025-06-30', 'IMPOSTO SELO', -30),
      ],
      bloqueados: [{ faturaId: 'F1', movimentoId: 'L1' }],
    };
    const r = correr(entrada);
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.faturaId ?? e.movimentoId, e.motivo])).toEqual([
      ['Fatura', 'F1', 'Fatura sem movimento bancário correspondente'],
      [
        'Extrato',
        'L1',
        'O movimento refere FT F2025/600, mas o valor não corresponde a documentos em aberto',
      ],
    ]);
  });

  it('par bloqueado: the invoice can still go with another line', () => {
    const r = correr({
      faturas: [compra('F1', FRIO, 'FT F2025/600', '2025-04-01', 12000)],
      movimentos: [
        linha('L1', '2025-04-10', 'TRF P/O FRIO EXEMPLAR', -12000),
        linha('L2', '2025-04-20', 'TRF P/O FRIO EXEMPLAR', -12000),
      ],
      bloqueados: [{ faturaId: 'F1', movimentoId: 'L1' }],
    });
    expect(pares(r)).toEqual([{ faturas: ['F1'], movimentos: ['L2'], regra: 'valor-exato' }]);
    expect(r.erros.map((e) => [e.tipo, e.movimentoId])).toEqual([['Extrato', 'L1']]);
  });
});

describe('computeCorrespondencias — evidence and reports', () => {
  it('matches a short form of the number only when it is unambiguous', () => {
    const r = correr({
      faturas: [
        compra('F533', FRIO, 'FT F2025/533', '2025-08-05', 10000),
        compra('P533', PAPELARIA, 'FR P2025/533', '2025-08-05', 20000),
        compra('F540', FRIO, 'FT F2025/540', '2025-08-06', 30000),
      ],
      movimentos: [
        // '2025/533' is both F533 and P533; the amount would fit F533, but the reference is no proof.
        linha('L1', '2025-08-10', 'PAGAMENTO 2025/533', -30000),
        linha('L2', '2025-08-11', 'PAGAMENTO F2025/533', -10000),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['F540'], movimentos: ['L1'], regra: 'valor-exato' },
      { faturas: ['F533'], movimentos: ['L2'], regra: 'referencia' },
    ]);
  });

  it('reads ATCUD and camt structured references', () => {
    const r = correr({
      faturas: [
        compra('F1', FRIO, 'FT F2025/600', '2025-04-01', 12000, { atcud: 'JJGBTD9W-600' }),
        compra('F2', FRIO, 'FT F2025/601', '2025-04-01', 12000),
      ],
      movimentos: [
        linha('L1', '2025-04-10', 'SEPA CT', -12000, { referencias: ['ATCUD:JJGBTD9W-600'] }),
        linha('L2', '2025-04-11', 'SEPA CT', -12000, { referencias: ['FT F2025/601'] }),
      ],
    });
    expect(pares(r)).toEqual([
      { faturas: ['F1'], movimentos: ['L1'], regra: 'referencia' },
      { faturas: ['F2'], movimentos: ['L2'], regra: 'referencia' },
    ]);
  });

  it('a supplier NIF in the description with the exact amount is a reference', () => {
    const r = correr({
      faturas: [compra('F569', FRIO, 'FT F2025/569', '2025-10-07', 66785)],
      movimentos: [linha('G30', '2025-10-07', 'TRF P/O 597148333', -66785)],
    });
    expect(r.correspondencias).toEqual([
      {
        faturaIds: ['F569'],
        movimentoIds: ['G30'],
        regra: 'nif-e-valor',
        confianca: 'referencia',
        diferencaCents: 0,
        explicacao:
          'NIF 597148333 (Frio Exemplar - Manutenção de Equipamentos, Lda) na descrição e valor igual (667,85 €); pagamento no dia da emissão.',
      },
    ]);
  });

  it('never pairs a line naming one supplier with another supplier’s invoice of the same amount', () => {
    const r = correr({
      faturas: [
        compra('P1', PAPELARIA, 'FR 2025/722', '2025-04-14', 7273),
        compra('F1', FRIO, 'FT F2025/100', '2025-01-10', 26814),
      ],
      movimentos: [linha('L1', '2025-04-15', 'TRF P/O FRIO EXEMPLAR', -7273)],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.faturaId ?? e.movimentoId, e.motivo])).toEqual([
      [
        'Extrato',
        'L1',
        'Movimento de Frio Exemplar - Manutenção de Equipamentos, Lda sem fatura correspondente',
      ],
    ]);
  });

  it('an invoice with one anonymous exact payment matches on the amount alone', () => {
    const r = correr({
      faturas: [venda('A1', 'FT A2025/1', '2025-01-15', 105349)],
      movimentos: [linha('M5', '2025-02-03', 'TRF DE HOTEL MIRADOURO FICTICIO', 105349)],
    });
    expect(pares(r)).toEqual([{ faturas: ['A1'], movimentos: ['M5'], regra: 'valor-exato' }]);
    expect(r.correspondencias[0]?.explicacao).toContain('a descrição não identifica a contraparte');
  });

  it('a payment slightly before the issue date (card posting) is accepted up to the window', () => {
    const r = correr({
      faturas: [compra('P1', PAPELARIA, 'FR 2025/722', '2025-04-14', 7273)],
      movimentos: [
        linha('L1', '2025-04-12', 'COMPRA 5567 PAPELARIA CENTRAL FICTICIA', -7273),
        linha('L2', '2025-04-01', 'COMPRA 5567 PAPELARIA CENTRAL FICTICIA', -1000),
      ],
    });
    expect(pares(r)).toEqual([{ faturas: ['P1'], movimentos: ['L1'], regra: 'valor-exato' }]);
  });

  it('reports unpaid invoices only once their window is over, and never counter sales to consumers', () => {
    const r = correr({
      faturas: [
        compra('OLD', FRIO, 'FT F2025/100', '2025-05-01', 5000),
        compra('NEW', FRIO, 'FT F2025/200', '2025-12-20', 5000),
        compra('NC', FRIO, 'NC F2025/3', '2025-05-02', 700, { tipo: 'Nota de crédito' }),
        venda('CF', 'FR A2025/250', '2025-05-01', 3981, {
          tipo: 'Fatura-recibo',
          nifAdquirente: '999999990',
        }),
        compra('ANUL', FRIO, 'FT F2025/101', '2025-05-03', 4000, { anulado: true }),
      ],
      movimentos: [
        linha('T1', '2025-05-01', 'TPA VENDAS 9054457', 504623),
        linha('T2', '2025-12-31', 'PAG ORDENADOS 12/2025', -189130),
      ],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.faturaId ?? e.movimentoId, e.motivo])).toEqual([
      ['Fatura', 'OLD', 'Fatura sem movimento bancário correspondente'],
      [
        'Fatura',
        'NC',
        'Nota de crédito de Frio Exemplar - Manutenção de Equipamentos, Lda sem reembolso nem compensação no extrato',
      ],
    ]);
  });

  it('a line quoting an invoice with another amount is a difference to review, not a match', () => {
    const r = correr({
      faturas: [compra('F1', FRIO, 'FT F2025/600', '2025-04-01', 12000)],
      movimentos: [linha('L1', '2025-04-10', 'TRF FT F2025/600', -11000)],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.faturaId, e.movimentoId, e.motivo])).toEqual([
      ['Fatura', 'F1', 'L1', 'Diferença de 10,00 € entre a fatura e o movimento'],
    ]);
  });

  it('several combinations of invoices for one payment are a tie', () => {
    const r = correr({
      faturas: [
        compra('F1', FRIO, 'FT F2025/1', '2025-04-01', 10000),
        compra('F2', FRIO, 'FT F2025/2', '2025-04-02', 10000),
        compra('F3', FRIO, 'FT F2025/3', '2025-04-03', 10000),
      ],
      movimentos: [linha('L1', '2025-04-10', 'TRF P/O FRIO EXEMPLAR', -20000)],
    });
    expect(r.correspondencias).toEqual([]);
    expect(r.erros.map((e) => [e.tipo, e.movimentoId])).toEqual([['Extrato', 'L1']]);
    expect(r.erros[0]?.motivo).toMatch(/^Correspondência ambígua: várias combinações de faturas/);
  });

  it('explains every pairing in Portuguese', () => {
    const r = correr({
      faturas: [compra('LB764', LIMPEZAS, 'FT LB2025/764', '2025-03-04', 24165)],
      movimentos: [linha('G10', '2025-03-14', 'TRF P/O LIMPEZAS BRILHO FICTICIO', -24164)],
    });
    expect(r.correspondencias[0]?.explicacao).toBe(
      'Diferença de 0,01 € (tolerância 0,02 €) entre a fatura (241,65 €) e o movimento, com nome «Limpezas Brilho Fictício, Lda» na descrição; pagamento 10 dias após a emissão.',
    );
  });

  it('refuses repeated ids', () => {
    expect(() =>
      correr({
        faturas: [compra('F1', FRIO, 'FT 1', '2025-01-01', 1), compra('F1', FRIO, 'FT 2', '2025-01-01', 1)],
        movimentos: [],
      }),
    ).toThrow('Id repetido em faturas: F1');
  });
});
