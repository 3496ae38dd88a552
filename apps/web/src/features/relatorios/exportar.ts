/** The analyses the server exports to XLSX (GET /get/analises/…/exportar.xlsx?relatorio=). */
export type AnaliseExportavel = 'previsao-iva' | 'analise-ticket-medio' | 'ponto-equilibrio';

/** The two-year reports the server exports to XLSX (?relatorio=). */
export type RelatorioExportavel = 'demonstracao-resultados' | 'fluxo-caixa' | AnaliseExportavel;

export const ANALISES_EXPORTAVEIS: readonly RelatorioExportavel[] = [
  'previsao-iva',
  'analise-ticket-medio',
  'ponto-equilibrio',
];

/** The budget reports the server exports to XLSX (?relatorio= of the budget export). */
export type RelatorioOrcamentoExportavel = 'dr-orcamento' | 'fluxo-caixa-orcamento';

/** Used when the server names no file. */
export function nomePorOmissao(relatorio: RelatorioExportavel, ano1: number, ano2: number): string {
  return `${relatorio}-${ano1}-${ano2}.xlsx`;
}

/** Used when the server names no file: the budget report and its year. */
export function nomeOrcamentoPorOmissao(relatorio: RelatorioOrcamentoExportavel, ano: number): string {
  return `${relatorio}-${ano}.xlsx`;
}
