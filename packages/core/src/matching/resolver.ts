import type { Fatura, Movimento } from './contexto';

/** A candidate pairing of one document and one line; a higher `pontos` is a better fit. */
export interface Aresta {
  readonly f: Fatura;
  readonly m: Movimento;
  readonly pontos: number;
  /** EVIDENCIA_NOME / EVIDENCIA_NIF, or 0 when the line does not name the counterparty. */
  readonly evidencia: number;
}

export interface Resolucao {
  /** `ordem`: set when paired by chronological order (k-th of n). */
  readonly pares: Array<{ aresta: Aresta; ordem?: { k: number; n: number } }>;
  /** Groups of documents and lines that are equally good for each other: for a person to decide. */
  readonly empates: Array<{ arestas: Aresta[]; faturas: Fatura[]; movimentos: Movimento[] }>;
}

// Each round settles every group it can see; a handful of rounds covers real data, and the
// bound keeps an adversarial chain of candidates from making a pass quadratic.
const MAX_RONDAS = 8;

/**
 * One-to-one pairing without guessing. A candidate is kept only when it is the best for its line
 * AND the best for its document; the kept candidates form groups (connected components):
 * - one document with one line → a pair;
 * - otherwise a tie, reported and left alone — except the chronological case below.
 * Paired and tied items leave, and the next round looks again at what is left (a line whose best
 * document went to a better line may then pair with its next candidate).
 *
 * Chronological case (`ordemCronologica`): k ≥ 2 documents of the same counterparty with the same
 * total, and k lines of the same amount that name that counterparty, every line a candidate of
 * every document, and every line dated on or after every document. Nothing tells them apart and
 * any pairing settles the same amounts, so the oldest document goes with the oldest line, the
 * second with the second, and so on (how the hard case "same amount, same supplier" is settled
 * by accountants). Unequal counts, a line between two documents, or a line without the name: a tie.
 */
export function resolverUmParaUm(arestas: readonly Aresta[], ordemCronologica: boolean): Resolucao {
  const pares: Resolucao['pares'] = [];
  const empates: Resolucao['empates'] = [];
  let nF = 0;
  let nM = 0;
  for (const a of arestas) {
    nF = Math.max(nF, a.f.i + 1);
    nM = Math.max(nM, a.m.i + 1);
  }
  const melhorF = new Float64Array(nF);
  const melhorM = new Float64Array(nM);
  const usadaF = new Uint8Array(nF);
  const usadoM = new Uint8Array(nM);
  // Union-find over documents (i) and lines (nF + i).
  const pai = new Int32Array(nF + nM);
  const raiz = (x: number): number => {
    let r = x;
    while (pai[r] !== r) {
      const avo = pai[pai[r] as number] as number;
      pai[r] = avo;
      r = avo;
    }
    return r;
  };
  let ativas = arestas;

  for (let ronda = 0; ronda < MAX_RONDAS && ativas.length > 0; ronda++) {
    for (const a of ativas) {
      melhorF[a.f.i] = Number.NEGATIVE_INFINITY;
      melhorM[a.m.i] = Number.NEGATIVE_INFINITY;
      pai[a.f.i] = a.f.i;
      pai[nF + a.m.i] = nF + a.m.i;
    }
    for (const a of ativas) {
      if (a.pontos > (melhorF[a.f.i] as number)) melhorF[a.f.i] = a.pontos;
      if (a.pontos > (melhorM[a.m.i] as number)) melhorM[a.m.i] = a.pontos;
    }
    const viaveis = ativas.filter((a) => a.pontos === melhorF[a.f.i] && a.pontos === melhorM[a.m.i]);
    for (const a of viaveis) {
      const rf = raiz(a.f.i);
      const rm = raiz(nF + a.m.i);
      if (rf !== rm) pai[rm] = rf;
    }
    const grupos = new Map<number, Aresta[]>();
    for (const a of viaveis) {
      const r = raiz(a.f.i);
      const g = grupos.get(r);
      if (g) g.push(a);
      else grupos.set(r, [a]);
    }

    for (const grupo of grupos.values()) {
      const faturas = [...new Set(grupo.map((a) => a.f))].sort((x, y) => x.i - y.i);
      const movimentos = [...new Set(grupo.map((a) => a.m))].sort((x, y) => x.i - y.i);
      for (const f of faturas) usadaF[f.i] = 1;
      for (const m of movimentos) usadoM[m.i] = 1;
      if (faturas.length === 1 && movimentos.length === 1) {
        pares.push({ aresta: grupo[0] as Aresta });
      } else if (ordemCronologica && cronologiaDecide(grupo, faturas, movimentos)) {
        faturas.forEach((f, k) => {
          const m = movimentos[k] as Movimento;
          const aresta = grupo.find((a) => a.f === f && a.m === m) as Aresta;
          pares.push({ aresta, ordem: { k: k + 1, n: faturas.length } });
        });
      } else {
        empates.push({ arestas: grupo, faturas, movimentos });
      }
    }
    ativas = ativas.filter((a) => usadaF[a.f.i] === 0 && usadoM[a.m.i] === 0);
  }
  return { pares, empates };
}

function cronologiaDecide(
  grupo: readonly Aresta[],
  faturas: readonly Fatura[],
  movimentos: readonly Movimento[],
) {
  const k = faturas.length;
  const primeira = faturas[0] as Fatura;
  const primeiro = movimentos[0] as Movimento;
  return (
    k >= 2 &&
    movimentos.length === k &&
    grupo.length === k * k &&
    grupo.every((a) => a.evidencia > 0) &&
    primeira.nif !== undefined &&
    faturas.every(
      (f) =>
        f.nif === primeira.nif &&
        f.src.lado === primeira.src.lado &&
        f.src.totalCents === primeira.src.totalCents,
    ) &&
    movimentos.every((m) => m.src.valorCents === primeiro.src.valorCents) &&
    movimentos.reduce((min, m) => Math.min(min, m.diaMin), Number.POSITIVE_INFINITY) >=
      faturas.reduce((max, f) => Math.max(max, f.dia), Number.NEGATIVE_INFINITY)
  );
}
