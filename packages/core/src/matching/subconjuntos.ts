import type { Cents } from '../money/money';

/**
 * Subsets of `valores` (as ascending index lists) of `minimo`..`maximo` elements that sum exactly
 * to `alvo`, stopping once `limite` are found (the caller only needs to know "none, one, or more").
 * Depth-first over all but the last element, whose value is then looked up in a map: with the
 * bounded candidate lists the callers pass (a few dozen), this stays well under a millisecond.
 */
export function subconjuntosComSoma(
  valores: readonly Cents[],
  alvo: Cents,
  minimo: number,
  maximo: number,
  limite: number,
): number[][] {
  const resultado: number[][] = [];
  if (maximo < 1 || minimo > maximo) return resultado;
  const posicoes = new Map<Cents, number[]>();
  valores.forEach((v, i) => {
    const lista = posicoes.get(v);
    if (lista) lista.push(i);
    else posicoes.set(v, [i]);
  });
  const escolhidos: number[] = [];

  const procurar = (inicio: number, soma: Cents): void => {
    if (escolhidos.length + 1 >= minimo) {
      for (const j of posicoes.get(alvo - soma) ?? []) {
        if (j < inicio) continue;
        resultado.push([...escolhidos, j]);
        if (resultado.length >= limite) return;
      }
    }
    if (escolhidos.length + 1 >= maximo) return;
    for (let i = inicio; i < valores.length; i++) {
      escolhidos.push(i);
      procurar(i + 1, soma + (valores[i] as Cents));
      escolhidos.pop();
      if (resultado.length >= limite) return;
    }
  };

  procurar(0, 0);
  return resultado;
}
