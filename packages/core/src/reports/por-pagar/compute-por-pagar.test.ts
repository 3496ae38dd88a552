import { describe, expect, it } from 'vitest';
import { totalComSinal } from '../../matching/compute-correspondencias';
import type { TipoDocumento } from '../../matching/types';
import {
  DOCUMENTOS,
  ESPERADO,
  type EsperadoLado,
  LOJAS_POR_PAGAR,
} from '../__fixtures__/padaria-do-largo.por-pagar.fixture';
import {
  computePorPagar,
  type DocumentoPorPagar,
  escalaoDaIdade,
  type LadoPorPagar,
} from './compute-por-pagar';

/** The fixture's documents as the server reads them from the ledger (signed totals and payments). */
const documentos: DocumentoPorPagar[] = DOCUMENTOS.map(({ lado, loja, documento: d, pagamentos }, i) => ({
  id: `D${i}`,
  lado,
  lojaId: loja,
  numero: d.numero,
  contraparte: d.nomeEmitente ?? d.nifAdquirente ?? '',
  nifContraparte: (lado === 'compra' ? d.nifEmitente : d.nifAdquirente) ?? null,
  tipo: d.tipo,
  anulado: d.situacao !== 'Registado',
  dataEmissao: d.data,
  totalCents: totalComSinal(lado, d.tipo as TipoDocumento, d.baseCents + d.ivaCents),
  pagamentos: pagamentos.map((p) => ({ data: p.data, cents: p.cents })),
}));

const resumir = (l: LadoPorPagar): EsperadoLado => ({
  documentos: l.documentos.map((d) => ({
    numero: d.numero,
    loja: d.lojaId as EsperadoLado['documentos'][number]['loja'],
    idade: d.idadeDias,
    escalao: d.escalao,
    aberto: d.emAbertoCents,
  })),
  lojas: Object.fromEntries(
    l.lojas.map((t) => [t.lojaId, { escaloes: t.escaloes, total: t.total }]),
  ) as EsperadoLado['lojas'],
  total: { escaloes: l.total.escaloes, total: l.total.total },
});

describe("'Por pagar / por receber' — Padaria do Largo (hand-computed)", () => {
  it.each(Object.keys(ESPERADO) as Array<keyof typeof ESPERADO>)('at %s', (data) => {
    const r = computePorPagar(documentos, data, LOJAS_POR_PAGAR);
    expect(r.data).toBe(data);
    expect(resumir(r.porPagar)).toEqual(ESPERADO[data].porPagar);
    expect(resumir(r.porReceber)).toEqual(ESPERADO[data].porReceber);
  });

  it("keeps the issue's year-end invoice of 316,90 € and what is left of the partly paid one", () => {
    const r = computePorPagar(documentos, '2025-12-31', LOJAS_POR_PAGAR);
    expect(r.porPagar.documentos.find((d) => d.numero === 'FT EC2025/311')).toMatchObject({
      totalCents: 31_690,
      pagoCents: 0,
      emAbertoCents: 31_690,
      contraparte: 'Energia Exemplo, S.A.',
    });
    expect(r.porPagar.documentos.find((d) => d.numero === 'FT FP2025/77')).toMatchObject({
      totalCents: 246_000,
      pagoCents: 100_000,
      emAbertoCents: 146_000,
    });
    expect(r.porPagar.total.documentos).toBe(4);
  });
});

describe('open documents', () => {
  const base: DocumentoPorPagar = {
    id: 'X',
    lado: 'compra',
    lojaId: 'L',
    numero: 'FT 1',
    contraparte: 'Fornecedor',
    nifContraparte: '500000000',
    tipo: 'Fatura',
    anulado: false,
    dataEmissao: '2025-01-01',
    totalCents: -10_000,
    pagamentos: [],
  };
  const aberto = (d: Partial<DocumentoPorPagar>, data = '2025-01-31') =>
    computePorPagar([{ ...base, ...d }], data, []).porPagar.documentos[0]?.emAbertoCents;

  it('a payment within the matching tolerance settles it; an overpayment is no debt', () => {
    expect(aberto({ pagamentos: [{ data: '2025-01-10', cents: -9_998 }] })).toBeUndefined();
    expect(aberto({ pagamentos: [{ data: '2025-01-10', cents: -9_997 }] })).toBe(3);
    expect(aberto({ pagamentos: [{ data: '2025-01-10', cents: -12_000 }] })).toBeUndefined();
  });

  it('instalments count up to the date, each on its own day', () => {
    const prestacoes = [
      { data: '2025-01-28', cents: -5_000 },
      { data: '2025-02-05', cents: -5_000 },
    ];
    expect(aberto({ pagamentos: prestacoes }, '2025-01-31')).toBe(5_000);
    expect(aberto({ pagamentos: prestacoes }, '2025-02-05')).toBeUndefined();
  });

  it('ages in whole days since the issue date, buckets closed at 30, 60 and 90', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(escalaoDaIdade)).toEqual([
      'ate30',
      'ate30',
      'ate60',
      'ate60',
      'ate90',
      'ate90',
      'mais90',
      'mais90',
    ]);
  });

  it('a sale to a business is to receive; to a final consumer it was paid at the counter', () => {
    const venda = { ...base, lado: 'venda' as const, totalCents: 10_000 };
    expect(computePorPagar([venda], '2025-01-31', []).porReceber.total.total).toBe(10_000);
    for (const nifContraparte of [null, '999999990'])
      expect(computePorPagar([{ ...venda, nifContraparte }], '2025-01-31', []).porReceber.documentos).toEqual(
        [],
      );
  });

  it('a store outside the list asked for still gets its totals', () => {
    const r = computePorPagar([base], '2025-01-31', ['A']);
    expect(r.porPagar.lojas.map((l) => [l.lojaId, l.total])).toEqual([
      ['A', 0],
      ['L', 10_000],
    ]);
  });
});
