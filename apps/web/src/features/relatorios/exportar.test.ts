import { describe, expect, it } from 'vitest';
import { caminhoExportacao } from './api/relatorios-api';
import { nomePorOmissao } from './exportar';

describe('Excel export', () => {
  it('asks the server for the report, store and years shown', () => {
    expect(caminhoExportacao('e 1', 'todas', 'fluxo-caixa', 2024, 2025)).toBe(
      '/get/relatorios/e%201/todas/exportar.xlsx?relatorio=fluxo-caixa&ano=2024&ano2=2025',
    );
  });

  it('names the file after the report and years when the server does not', () => {
    expect(nomePorOmissao('demonstracao-resultados', 2024, 2025)).toBe(
      'demonstracao-resultados-2024-2025.xlsx',
    );
  });
});
