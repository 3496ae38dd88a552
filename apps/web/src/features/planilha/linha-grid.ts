import type { LinhaPlanilha } from '@contas/core/contrato';
import { type AlteracoesPendentes, aplicarMudancas } from './alteracoes';
import { type Campo, type ValoresLinha, valoresDaLinha } from './campos';

/** A row of the grid: the server row, what it shows (pending changes applied) and which cells changed. */
export interface LinhaGrid {
  id: string;
  linha: LinhaPlanilha;
  valores: ValoresLinha;
  alterados: ReadonlySet<Campo> | undefined;
  /** Changed cells a dependent selection reset by itself (see LinhaPendente.repostos). */
  repostos: ReadonlySet<Campo> | undefined;
}

/**
 * The grid's rows. A row without pending changes keeps its object from one call to the next (the
 * grid re-renders only the rows whose object changed).
 */
export function linhasDaGrelha(
  dados: readonly LinhaPlanilha[],
  pendentes: AlteracoesPendentes,
  cache: WeakMap<LinhaPlanilha, LinhaGrid>,
): LinhaGrid[] {
  return dados.map((linha) => {
    const pendente = pendentes[linha._id];
    if (!pendente) {
      let limpa = cache.get(linha);
      if (!limpa) {
        limpa = {
          id: linha._id,
          linha,
          valores: valoresDaLinha(linha),
          alterados: undefined,
          repostos: undefined,
        };
        cache.set(linha, limpa);
      }
      return limpa;
    }
    return {
      id: linha._id,
      linha,
      valores: aplicarMudancas(valoresDaLinha(linha), pendente.mudancas),
      alterados: new Set(Object.keys(pendente.mudancas) as Campo[]),
      repostos: pendente.repostos ? new Set(pendente.repostos) : undefined,
    };
  });
}
