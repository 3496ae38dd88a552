import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subconjuntosComSoma } from './subconjuntos';

describe('subconjuntosComSoma', () => {
  it('finds the one pair, credit notes counting negatively', () => {
    expect(subconjuntosComSoma([-101103, -50000, 28747], -72356, 2, 4, 2)).toEqual([[0, 2]]);
  });

  it('stops at the limit', () => {
    expect(subconjuntosComSoma([1, 1, 1, 1], 2, 2, 2, 2)).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('respects the sizes', () => {
    expect(subconjuntosComSoma([5, 5, 10], 10, 2, 2, 5)).toEqual([[0, 1]]);
    expect(subconjuntosComSoma([5, 5, 10], 10, 1, 1, 5)).toEqual([[2]]);
    expect(subconjuntosComSoma([1, 2, 3, 4], 10, 2, 3, 5)).toEqual([]);
  });

  it('finds exactly the subsets a brute force finds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 9 }),
        fc.integer({ min: -40, max: 40 }),
        (valores, alvo) => {
          const esperados: string[] = [];
          for (let mascara = 1; mascara < 1 << valores.length; mascara++) {
            const indices = valores.map((_, i) => i).filter((i) => mascara & (1 << i));
            const soma = indices.reduce((s, i) => s + (valores[i] as number), 0);
            if (indices.length >= 2 && indices.length <= 4 && soma === alvo)
              esperados.push(indices.join(','));
          }
          const obtidos = subconjuntosComSoma(valores, alvo, 2, 4, 1000).map((s) => s.join(','));
          expect(obtidos.sort()).toEqual(esperados.sort());
        },
      ),
    );
  });
});
