export * from './demonstracao-resultados/compute-demonstracao-resultados';
export * from './fluxo-caixa/compute-fluxo-caixa';
export * from './shared/month-values';
export * from './shared/report-line';
