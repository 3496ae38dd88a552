import type { Problema } from '../importers/tipos';
import type { FalhaFicheiro } from './ler-livro';

export interface ResultadoModelo<T> {
  rows: T[];
  issues: Problema[];
  /** Set when the file as a whole was refused: then `rows` is empty and `issues` says why, at line 0. */
  falha?: FalhaFicheiro;
}

export function resultadoDeFalha<T>(falha: FalhaFicheiro): ResultadoModelo<T> {
  return { rows: [], issues: [{ linha: 0, motivo: falha.motivo }], falha };
}

/** A line's problems as issues of its row, one per problem. */
export function problemasDaLinha(linha: number, problemas: readonly string[]): Problema[] {
  return problemas.map((motivo) => ({ linha, motivo }));
}
