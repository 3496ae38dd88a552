/** The reports the server exports to XLSX (?relatorio=). */
export type RelatorioExportavel = 'demonstracao-resultados' | 'fluxo-caixa';

/** Used when the server names no file. */
export function nomePorOmissao(relatorio: RelatorioExportavel, ano1: number, ano2: number): string {
  return `${relatorio}-${ano1}-${ano2}.xlsx`;
}
