import { describe, expect, it } from 'vitest';
import { mapearPorFatias, porFatias } from './por-fatias';

/** Holds the thread for `ms`, as a slice of real work would. */
const ocupar = (ms: number) => {
  const ate = performance.now() + ms;
  while (performance.now() < ate);
};

describe('porFatias', () => {
  it('goes over every item once, in order, and lets a waiting callback run between two slices', async () => {
    const itens = Array.from({ length: 2_000 }, (_, i) => i);
    const vistos: number[] = [];
    const fatias: number[] = [];
    let outroCorreuAMeio = false;
    setImmediate(() => {
      outroCorreuAMeio = vistos.length > 0 && vistos.length < itens.length;
    });
    await porFatias(
      itens,
      (fatia) => {
        fatias.push(fatia.length);
        vistos.push(...fatia);
        ocupar(fatia.length * 0.02);
      },
      5,
    );
    expect(vistos).toEqual(itens);
    expect(outroCorreuAMeio).toBe(true);
    // 0,02 ms an item, 5 ms a slice: ~250 items each after the first, never the whole list at once.
    expect(fatias.length).toBeGreaterThan(4);
    expect(Math.max(...fatias.slice(1))).toBeLessThan(1_000);
  });

  it('an empty list: nothing to do, and no slice', async () => {
    const fatias: number[] = [];
    await porFatias([], (fatia) => fatias.push(fatia.length));
    expect(fatias).toEqual([]);
  });
});

describe('mapearPorFatias', () => {
  it('answers what map would, in order, letting a waiting callback run in between', async () => {
    const itens = Array.from({ length: 3_000 }, (_, i) => i);
    let outroCorreuAMeio = false;
    let feitos = 0;
    setImmediate(() => {
      outroCorreuAMeio = feitos > 0 && feitos < itens.length;
    });
    const dobros = await mapearPorFatias(
      itens,
      (i) => {
        feitos++;
        ocupar(0.01);
        return 2 * i;
      },
      5,
    );
    expect(dobros).toEqual(itens.map((i) => 2 * i));
    expect(outroCorreuAMeio).toBe(true);
  });
});
