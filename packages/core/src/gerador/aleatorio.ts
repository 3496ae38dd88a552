/** A seeded pseudo-random source (mulberry32): the same seed gives the same files, on any machine. */
export interface Aleatorio {
  /** In [0, 1). */
  real(): number;
  /** An integer in [min, max]. */
  inteiro(min: number, max: number): number;
  escolher<T>(lista: readonly T[]): T;
  chance(probabilidade: number): boolean;
}

export function criarAleatorio(semente: number): Aleatorio {
  let estado = semente >>> 0;
  const real = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const inteiro = (min: number, max: number) => min + Math.floor(real() * (max - min + 1));
  return {
    real,
    inteiro,
    escolher: <T>(lista: readonly T[]) => lista[inteiro(0, lista.length - 1)] as T,
    chance: (probabilidade: number) => real() < probabilidade,
  };
}
