import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates';
import { computeCorrespondencias, totalComSinal } from './compute-correspondencias';
import type {
  EntradaCorrespondencia,
  FaturaParaCorrespondencia,
  MovimentoParaCorrespondencia,
  TipoDocumento,
} from './types';

// Few counterparties, few amounts and a short period: collisions, ties and combinations are
// the norm, which is where an engine would double-book or guess.
const CONTRAPARTES = [
  { nif: '597148333', nome: 'Frio Exemplar, Lda', serie: 'F' },
  { nif: '597871027', nome: 'Papelaria Central Fictícia, Lda', serie: 'P' },
  { nif: '590831607', nome: 'Distribuidora de Bebidas Imaginária, S.A.', serie: 'B' },
] as const;
const EMPRESA = '596209665';
const VALORES = [1000, 2000, 2500, 3000, 4500];
const INICIO = '2025-03-01';

const faturaArb = fc.record({
  cp: fc.integer({ min: 0, max: CONTRAPARTES.length - 1 }),
  venda: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  notaCredito: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  anulado: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  dia: fc.integer({ min: 0, max: 60 }),
  valor: fc.constantFrom(...VALORES),
  numero: fc.integer({ min: 1, max: 12 }),
});

const movimentoArb = fc.record({
  dia: fc.integer({ min: -5, max: 75 }),
  valor: fc.oneof(
    fc.constantFrom(...VALORES).map((v) => -v),
    fc.constantFrom(...VALORES).map((v) => v),
    fc.tuple(fc.constantFrom(...VALORES), fc.constantFrom(...VALORES)).map(([a, b]) => -(a + b)),
    fc.tuple(fc.constantFrom(...VALORES), fc.integer({ min: -3, max: 3 })).map(([v, d]) => -v + d),
    fc.constantFrom(...VALORES).map((v) => -v / 2),
  ),
  texto: fc.constantFrom(0, 1, 1, 1, 2, 3, 4),
  cp: fc.integer({ min: 0, max: CONTRAPARTES.length - 1 }),
  numero: fc.integer({ min: 1, max: 12 }),
});

const entradaArb = fc
  .record({
    faturas: fc.array(faturaArb, { maxLength: 14 }),
    movimentos: fc.array(movimentoArb, { maxLength: 14 }),
    fixos: fc.array(fc.tuple(fc.nat(15), fc.nat(15)), { maxLength: 3 }),
    bloqueados: fc.array(fc.tuple(fc.nat(15), fc.nat(15)), { maxLength: 5 }),
  })
  .map(({ faturas, movimentos, fixos, bloqueados }): EntradaCorrespondencia => {
    const docs: FaturaParaCorrespondencia[] = faturas.map((f, k) => {
      const cp = CONTRAPARTES[f.cp] as (typeof CONTRAPARTES)[number];
      const tipo: TipoDocumento = f.notaCredito ? 'Nota de crédito' : 'Fatura';
      const lado = f.venda ? 'venda' : 'compra';
      return {
        id: `F${k}`,
        lado,
        nifEmitente: f.venda ? EMPRESA : cp.nif,
        nomeEmitente: f.venda ? 'Café Exemplo do Largo, Lda' : cp.nome,
        nifAdquirente: f.venda ? cp.nif : EMPRESA,
        numeroDocumento: `${f.notaCredito ? 'NC' : 'FT'} ${cp.serie}2025/${f.numero}`,
        tipo,
        dataEmissao: addDays(INICIO, f.dia),
        totalCents: totalComSinal(lado, tipo, f.valor),
        anulado: f.anulado,
      };
    });
    const linhas: MovimentoParaCorrespondencia[] = movimentos.map((m, k) => {
      const cp = CONTRAPARTES[m.cp] as (typeof CONTRAPARTES)[number];
      const textos = [
        'PAGAMENTO',
        `TRF P/O ${cp.nome.toUpperCase()}`,
        `TRF ${cp.nif}`,
        `TRF P/O ${cp.nome.slice(0, 14)} FT ${cp.serie}2025/${m.numero}`,
        `DD ${cp.serie}2025/${m.numero}`,
      ];
      return {
        id: `M${k}`,
        dataMovimento: addDays(INICIO, m.dia),
        dataValor: addDays(INICIO, m.dia - (k % 2)),
        descricao: textos[m.texto] as string,
        valorCents: m.valor,
        referencias: m.texto === 4 ? [`FT ${cp.serie}2025/${m.numero}`] : [],
      };
    });
    return {
      faturas: docs,
      movimentos: linhas,
      paresFixos: fixos.map(([f, m]) => ({
        faturaIds: docs[f] ? [docs[f].id] : [],
        movimentoIds: linhas[m] ? [linhas[m].id] : [],
      })),
      bloqueados: bloqueados
        .filter(([f, m]) => docs[f] && linhas[m])
        .map(([f, m]) => ({ faturaId: `F${f}`, movimentoId: `M${m}` })),
    };
  });

const comPermutacao = entradaArb.chain((entrada) =>
  fc.tuple(
    fc.constant(entrada),
    fc.shuffledSubarray([...entrada.faturas], { minLength: entrada.faturas.length }),
    fc.shuffledSubarray([...entrada.movimentos], { minLength: entrada.movimentos.length }),
  ),
);

describe('computeCorrespondencias — invariants', () => {
  it('never books an invoice or a line twice, never an annulled invoice, never a fixed or blocked pair; input order does not matter', () => {
    fc.assert(
      fc.property(comPermutacao, ([entrada, faturas, movimentos]) => {
        const r = computeCorrespondencias(entrada);

        const faturaIds = r.correspondencias.flatMap((c) => c.faturaIds);
        const movimentoIds = r.correspondencias.flatMap((c) => c.movimentoIds);
        expect(new Set(faturaIds).size).toBe(faturaIds.length);
        expect(new Set(movimentoIds).size).toBe(movimentoIds.length);

        const anuladas = new Set(entrada.faturas.filter((f) => f.anulado).map((f) => f.id));
        expect(faturaIds.filter((id) => anuladas.has(id))).toEqual([]);

        const fixos = new Set((entrada.paresFixos ?? []).flatMap((p) => [...p.faturaIds, ...p.movimentoIds]));
        const tocados = [
          ...faturaIds,
          ...movimentoIds,
          ...r.erros.flatMap((e) => [e.faturaId, e.movimentoId].filter((x) => x !== undefined)),
        ];
        expect(tocados.filter((id) => fixos.has(id))).toEqual([]);

        for (const b of entrada.bloqueados ?? []) {
          const junto = r.correspondencias.some(
            (c) => c.faturaIds.includes(b.faturaId) && c.movimentoIds.includes(b.movimentoId),
          );
          expect(junto).toBe(false);
        }

        for (const c of r.correspondencias) expect(Math.abs(c.diferencaCents)).toBeLessThanOrEqual(2);

        expect(computeCorrespondencias({ ...entrada, faturas, movimentos })).toEqual(r);
      }),
      { numRuns: 400 },
    );
  });
});
