import { CAMPOS_CLASSIFICACAO, CLASSIFICACAO_PREDEFINIDA, type Classificacao } from '@contas/core';

/** What one step of an import's classification applied to a row, and what the row's history keeps of it. */
export type Aplicada = { classificacao: Classificacao; automatica: unknown };

/** A new row classified on import: its classification, and each step that applied to it, in order. */
export type ClassificacaoNova = { classificacao: Classificacao; automaticas: unknown[] };

/** The classification's columns, in the order of `CAMPOS_CLASSIFICACAO`. */
export const COLUNAS_DE_CLASSIFICACAO = CAMPOS_CLASSIFICACAO.map((campo) => campo.toLowerCase());

/** Each classification column as an array parallel to the rows (a bulk insert's): the import's, else the default. */
export function colunasDeClassificacao(
  classificadas: ReadonlyArray<ClassificacaoNova | undefined>,
  n: number,
): string[][] {
  return CAMPOS_CLASSIFICACAO.map((campo) =>
    Array.from(
      { length: n },
      (_, i) => classificadas[i]?.classificacao[campo] ?? CLASSIFICACAO_PREDEFINIDA[campo],
    ),
  );
}

/** Each row's `categorizacao_auto` (its classification's last step) as JSON text, or null. */
export function automaticas(
  classificadas: ReadonlyArray<ClassificacaoNova | undefined>,
  n: number,
): Array<string | null> {
  return Array.from({ length: n }, (_, i) => {
    const ultima = classificadas[i]?.automaticas.at(-1);
    return ultima === undefined ? null : JSON.stringify(ultima);
  });
}
