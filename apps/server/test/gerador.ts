/** A small deterministic generator, so a failure can be replayed. */
export function gerador(semente: number) {
  let s = semente;
  const proximo = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return {
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    um: <T>(opcoes: readonly T[]): T => opcoes[Math.floor(proximo() * opcoes.length)] as T,
    talvez: (p: number) => proximo() < p,
  };
}
