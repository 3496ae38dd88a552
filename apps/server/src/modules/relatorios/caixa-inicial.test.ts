import { describe, expect, it } from 'vitest';
import { chaveLojaAno as k, resolverCaixaInicial } from './caixa-inicial';

const vazio = { manual: new Map(), extratos: new Map(), movimentos: new Map() };
/** The banks' balance on 1 January: all accounts, and those said to be of a store. */
const banco = (total: number, porLoja: Record<string, number> = {}) => ({
  total,
  porLoja: new Map(Object.entries(porLoja)),
});

describe('resolverCaixaInicial', () => {
  it('is 0 for every store when nothing is known', () => {
    const r = resolverCaixaInicial({ ...vazio, lojaIds: ['a', 'b'] }, [2024, 2025]);
    expect(r.get(k('a', 2024))).toEqual({ cents: 0, origem: 'ano-anterior' });
    expect(r.get(k('b', 2025))).toEqual({ cents: 0, origem: 'ano-anterior' });
  });

  it('gives the bank balance to the first store, less what the others open with', () => {
    const r = resolverCaixaInicial(
      {
        lojaIds: ['a', 'b', 'c'],
        manual: new Map([[k('b', 2024), 120_000]]),
        extratos: new Map([[2024, banco(500_000)]]),
        movimentos: new Map([[k('c', 2023), 30_000]]),
      },
      [2024],
    );
    expect(r.get(k('b', 2024))).toEqual({ cents: 120_000, origem: 'manual' });
    expect(r.get(k('c', 2024))).toEqual({ cents: 30_000, origem: 'ano-anterior' });
    expect(r.get(k('a', 2024))).toEqual({ cents: 350_000, origem: 'extratos' });
  });

  it('carries each store’s closing cash into the next year, across years with nothing set', () => {
    const r = resolverCaixaInicial(
      {
        lojaIds: ['a', 'b'],
        manual: new Map([[k('b', 2022), 1_000]]),
        extratos: new Map([[2023, banco(50_000)]]),
        movimentos: new Map([
          [k('a', 2022), 7],
          [k('a', 2023), 200],
          [k('a', 2024), -50],
          [k('b', 2022), 10],
          [k('b', 2023), 20],
          [k('b', 2024), 40],
        ]),
      },
      [2025],
    );
    // b: 1 000 (2022) → 1 010 → 1 030 → 1 070; a: bank 2023 − b's 1 010 = 48 990 → 49 190 → 49 140.
    expect(r.get(k('b', 2025))).toEqual({ cents: 1_070, origem: 'ano-anterior' });
    expect(r.get(k('a', 2023))).toEqual({ cents: 48_990, origem: 'extratos' });
    expect(r.get(k('a', 2025))).toEqual({ cents: 49_140, origem: 'ano-anterior' });
  });

  it('opens a store with its own accounts, and the first store with every other account', () => {
    const r = resolverCaixaInicial(
      {
        ...vazio,
        lojaIds: ['a', 'b', 'c'],
        // 8 000,00 € in all: 3 000,00 € in b's account; the rest in accounts of no store (or of a).
        extratos: new Map([[2025, banco(800_000, { b: 300_000 })]]),
        movimentos: new Map([[k('c', 2024), 1_000]]),
      },
      [2025],
    );
    expect(r.get(k('b', 2025))).toEqual({ cents: 300_000, origem: 'extratos' });
    expect(r.get(k('c', 2025))).toEqual({ cents: 1_000, origem: 'ano-anterior' });
    expect(r.get(k('a', 2025))).toEqual({ cents: 499_000, origem: 'extratos' });
  });

  it('lets a value set by a person win over the statements', () => {
    const r = resolverCaixaInicial(
      {
        ...vazio,
        lojaIds: ['a'],
        manual: new Map([[k('a', 2024), -5_000]]),
        extratos: new Map([[2024, banco(9)]]),
      },
      [2024],
    );
    expect(r.get(k('a', 2024))).toEqual({ cents: -5_000, origem: 'manual' });
  });

  it('answers years before any data with 0, and nothing for a company without stores', () => {
    const r = resolverCaixaInicial(
      { ...vazio, lojaIds: ['a'], movimentos: new Map([[k('a', 2024), 100]]) },
      [2010, 2025],
    );
    expect(r.get(k('a', 2010))).toEqual({ cents: 0, origem: 'ano-anterior' });
    expect(r.get(k('a', 2025))).toEqual({ cents: 100, origem: 'ano-anterior' });
    expect(resolverCaixaInicial({ ...vazio, lojaIds: [] }, [2024]).size).toBe(0);
  });
});
