import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCategoriaB } from '../../taxonomy/categoria-b';
import {
  HISTORICO_PRAZOS,
  linhasDeCaixa,
  PRAZOS_ESPERADOS,
  PRAZOS_MANUAIS,
} from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import { medianaDias, mesesDeAtraso, prazosDePagamento } from './prazos-pagamento';

describe('mesesDeAtraso', () => {
  it.each([
    [0, 0],
    [14, 0],
    [15, 1],
    [44, 1],
    [45, 2],
    [50, 2],
    [75, 3],
    [365, 12],
  ])('%d days → %d months', (dias, meses) => {
    expect(mesesDeAtraso(dias)).toBe(meses);
  });

  it.each([-1, 366, 1.5])('refuses %d days', (dias) => {
    expect(() => mesesDeAtraso(dias)).toThrow(RangeError);
  });
});

describe('medianaDias', () => {
  it('takes the middle document, the smaller middle one when even', () => {
    expect(
      medianaDias([
        { dias: 35, documentos: 4 },
        { dias: 30, documentos: 3 },
        { dias: 60, documentos: 2 },
      ]),
    ).toEqual({ dias: 35, documentos: 9 });
    expect(
      medianaDias([
        { dias: 10, documentos: 1 },
        { dias: 20, documentos: 1 },
      ]),
    ).toEqual({ dias: 10, documentos: 2 });
    expect(medianaDias([{ dias: 10, documentos: 0 }])).toBeNull();
    expect(medianaDias([])).toBeNull();
  });

  it('is the percentile_disc(0.5) of the documents spelled out', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ dias: fc.integer({ min: 0, max: 365 }), documentos: fc.integer({ min: 1, max: 5 }) }),
          { minLength: 1, maxLength: 20 },
        ),
        (contagens) => {
          const todos = contagens
            .flatMap((c) => Array<number>(c.documentos).fill(c.dias))
            .sort((a, b) => a - b);
          expect(medianaDias(contagens)).toEqual({
            dias: todos[Math.ceil(todos.length / 2) - 1],
            documentos: todos.length,
          });
        },
      ),
    );
  });
});

describe('prazosDePagamento — the fixture’s groups', () => {
  const prazos = prazosDePagamento({
    // The groups of the lines that reach the cash budget (the others have no payment to move).
    grupos: linhasDeCaixa().filter((l) => isCategoriaB(l.categoriaB)),
    historico: HISTORICO_PRAZOS,
    manuais: PRAZOS_MANUAIS,
  });

  it('gives each group its delay, once, with where it comes from', () => {
    expect(
      prazos.map((p) => [
        p.categoriaA,
        p.subcategoriaA,
        p.dias,
        p.meses,
        p.origem,
        p.medido && [p.medido.dias, p.medido.documentos],
      ]),
    ).toEqual(PRAZOS_ESPERADOS);
  });

  it('an admin’s delay wins over the history', () => {
    const [servicos] = prazosDePagamento({
      grupos: [{ categoriaA: 'Vendas e serviços prestados', subcategoriaA: 'Serviços Prestados' }],
      historico: HISTORICO_PRAZOS,
      manuais: [{ categoriaA: 'Vendas e serviços prestados', subcategoriaA: 'Serviços Prestados', dias: 0 }],
    });
    expect(servicos).toMatchObject({
      dias: 0,
      meses: 0,
      origem: 'manual',
      medido: { dias: 35, documentos: 9 },
    });
  });
});

describe('prazosDePagamento — many groups', () => {
  it('each group’s delay is its own median, else its Categoria A’s over all the category’s documents', () => {
    const contagem = fc.record({
      categoriaA: fc.constantFrom('Compras', 'Fornecimentos e serviços externos', 'Gastos com o pessoal'),
      subcategoriaA: fc.constantFrom('a', 'b', 'c', 'd'),
      dias: fc.integer({ min: 0, max: 365 }),
      documentos: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(contagem, { maxLength: 60 }),
        fc.array(contagem, { maxLength: 12 }),
        (historico, pedidos) => {
          const prazos = prazosDePagamento({ grupos: pedidos, historico, manuais: [] });
          const doGrupo = (p: { categoriaA: string; subcategoriaA?: string }) =>
            historico.filter(
              (h) =>
                h.categoriaA === p.categoriaA &&
                (p.subcategoriaA === undefined || h.subcategoriaA === p.subcategoriaA),
            );
          expect(prazos).toHaveLength(new Set(pedidos.map((p) => `${p.categoriaA}|${p.subcategoriaA}`)).size);
          for (const p of prazos) {
            const proprio = medianaDias(doGrupo(p));
            const categoria = medianaDias(doGrupo({ categoriaA: p.categoriaA }));
            expect(p.medido).toEqual(proprio);
            if (proprio && proprio.documentos >= 3)
              expect([p.dias, p.origem]).toEqual([proprio.dias, 'historico']);
            else if (categoria && categoria.documentos >= 3)
              expect([p.dias, p.origem]).toEqual([categoria.dias, 'categoria']);
            else expect([p.dias, p.origem]).toEqual([0, 'sem-historico']);
          }
        },
      ),
    );
  });
});
