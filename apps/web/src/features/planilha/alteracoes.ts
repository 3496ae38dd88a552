import { changeCategoriaA, changeCategoriaB, changeSubcategoriaB } from '@contas/core';
import type { LinhaPlanilha } from '@contas/core/contrato';
import { type Campo, type ValorCampo, type ValoresLinha, valoresDaLinha } from './campos';

/** The changed fields of one row, as flat column values. */
export type Mudancas = Partial<Record<Campo, ValorCampo>>;

/**
 * What setting one cell changes (SPEC §4 "Dependent selection"): a new Categoria A resets
 * Subcategoria A to its default; a new Categoria B resets Subcategoria B and Rúbrica B (a single
 * subcategory or rubric is selected by itself); a new Subcategoria B resets Rúbrica B. The rules
 * live in core; this only wires a cell to them.
 */
export function mudancasDeCampo(campo: Campo, valor: ValorCampo): Mudancas {
  if (typeof valor === 'string') {
    if (campo === 'categoria_A') return changeCategoriaA(valor);
    if (campo === 'categoria_B') return changeCategoriaB(valor);
    if (campo === 'subcategoria_B') return changeSubcategoriaB(valor);
  }
  return { [campo]: valor };
}

export function aplicarMudancas(valores: ValoresLinha, mudancas: Mudancas | undefined): ValoresLinha {
  return mudancas && Object.keys(mudancas).length > 0 ? { ...valores, ...mudancas } : valores;
}

/** A row being edited: the server row as it was first read (its `versao` goes with the save) and the changes. */
export interface LinhaPendente {
  base: LinhaPlanilha;
  mudancas: Mudancas;
  /**
   * Fields a dependent selection changed by itself (a new Categoria A reset Subcategoria A) that nobody has
   * chosen since: the screen marks them, so the reset is seen.
   */
  repostos?: readonly Campo[];
}

/** A change to a row; `campo` names the one field the person chose, when the change came from one choice. */
export interface Alteracao {
  linha: LinhaPlanilha;
  mudancas: Mudancas;
  campo?: Campo;
}

/** Edits accumulate per row until saved or discarded (SPEC §4 "Spreadsheet edit mode"). */
export type AlteracoesPendentes = Readonly<Record<string, LinhaPendente>>;

export const SEM_ALTERACOES: AlteracoesPendentes = {};

export type AcaoAlteracoes =
  /** Cells of a row changed (an editor, a paste); the changes are merged into the row's earlier ones. */
  | ({ tipo: 'alterar' } & Alteracao)
  /** Several rows at once (a block paste, a bulk classification), all or nothing. */
  | { tipo: 'alterar-varias'; alteracoes: readonly Alteracao[] }
  /** These rows were saved (or removed, or reloaded from the server): their changes are gone. */
  | { tipo: 'esquecer'; ids: readonly string[] }
  /** 'Cancelar' or after a complete save. */
  | { tipo: 'descartar' };

function mergeLinha(
  estado: Record<string, LinhaPendente>,
  { linha, mudancas, campo: escolhido }: Alteracao,
): Record<string, LinhaPendente> {
  const anterior = estado[linha._id];
  // The first read is what the save must be checked against, even if the page reloads meanwhile.
  const base = anterior?.base ?? linha;
  const original = valoresDaLinha(base);
  const mostrados = aplicarMudancas(original, anterior?.mudancas);
  const juntas: Mudancas = { ...anterior?.mudancas };
  const repostos = new Set(anterior?.repostos);
  for (const [campo, valor] of Object.entries(mudancas) as [Campo, ValorCampo][]) {
    // Back to the saved value is no change at all.
    if (original[campo] === valor) delete juntas[campo];
    else juntas[campo] = valor;
    if (escolhido === undefined || campo === escolhido) repostos.delete(campo);
    else if (mostrados[campo] !== valor) repostos.add(campo);
  }
  for (const campo of repostos) if (!(campo in juntas)) repostos.delete(campo);
  const seguinte = { ...estado };
  if (Object.keys(juntas).length === 0) delete seguinte[linha._id];
  else
    seguinte[linha._id] = { base, mudancas: juntas, ...(repostos.size > 0 && { repostos: [...repostos] }) };
  return seguinte;
}

export function alteracoesReducer(estado: AlteracoesPendentes, acao: AcaoAlteracoes): AlteracoesPendentes {
  switch (acao.tipo) {
    case 'alterar':
      return mergeLinha(estado, acao);
    case 'alterar-varias':
      return acao.alteracoes.reduce<Record<string, LinhaPendente>>(
        (atual, alteracao) => mergeLinha(atual, alteracao),
        estado,
      );
    case 'esquecer': {
      if (!acao.ids.some((id) => Object.hasOwn(estado, id))) return estado;
      const seguinte = { ...estado };
      for (const id of acao.ids) delete seguinte[id];
      return seguinte;
    }
    case 'descartar':
      return Object.keys(estado).length === 0 ? estado : SEM_ALTERACOES;
  }
}

export function contarLinhasAlteradas(estado: AlteracoesPendentes): number {
  return Object.keys(estado).length;
}
