import type { ReportLine } from '@contas/core/reports';

/** The keys of the lines whose children are shown. Every group starts collapsed. */
export type Expandidas = ReadonlySet<string>;

/** A report line whose sub-lines are of its own kind (a budget line's are budget lines). */
export type LinhaArvore<L> = ReportLine & { readonly children?: readonly L[] };

export interface LinhaVisivel<L extends LinhaArvore<L> = ReportLine> {
  readonly linha: L;
  readonly temFilhos: boolean;
  readonly expandida: boolean;
}

function isZero(linha: ReportLine): boolean {
  const { ano1, ano2 } = linha.valores;
  return (
    ano1.meses.every((v) => v === 0) &&
    ano2.meses.every((v) => v === 0) &&
    ano1.total === 0 &&
    ano2.total === 0
  );
}

/**
 * The rows to draw, top to bottom: every top line, and the children of each expanded line whose
 * ancestors are all expanded. With `ocultarZeros`, sub-lines with nothing in either year are left
 * out (top lines always stay, so an empty report still shows its zeros).
 */
export function linhasVisiveis<L extends LinhaArvore<L>>(
  linhas: readonly L[],
  expandidas: Expandidas,
  opcoes: { ocultarZeros?: boolean } = {},
): LinhaVisivel<L>[] {
  const out: LinhaVisivel<L>[] = [];
  const visit = (lista: readonly L[], topo: boolean) => {
    for (const linha of lista) {
      if (!topo && opcoes.ocultarZeros && isZero(linha)) continue;
      const temFilhos = (linha.children?.length ?? 0) > 0;
      const expandida = temFilhos && expandidas.has(linha.key);
      out.push({ linha, temFilhos, expandida });
      if (expandida && linha.children) visit(linha.children, false);
    }
  };
  visit(linhas, true);
  return out;
}

/** Opens a collapsed line or closes an open one; the state of its children is kept for next time. */
export function alternarExpansao(expandidas: Expandidas, key: string): Set<string> {
  const next = new Set(expandidas);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The keys of every line that has children, at any depth ('Expandir tudo'). */
export function chavesExpansiveis(linhas: readonly ReportLine[]): Set<string> {
  const keys = new Set<string>();
  const visit = (lista: readonly ReportLine[]) => {
    for (const linha of lista) {
      if (linha.children && linha.children.length > 0) {
        keys.add(linha.key);
        visit(linha.children);
      }
    }
  };
  visit(linhas);
  return keys;
}
