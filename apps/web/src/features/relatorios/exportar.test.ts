import { describe, expect, it } from 'vitest';
import { caminhoExportacao, caminhoExportacaoOrcamento } from './api/relatorios-api';
import { nomeOrcamentoPorOmissao, nomePorOmissao } from './exportar';

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

  it('asks for a budget report of a store (or every store) and one year', () => {
    expect(caminhoExportacaoOrcamento('e 1', 'todas', 'fluxo-caixa-orcamento', 2025)).toBe(
      '/get/orcamento-relatorios/e%201/todas/exportar.xlsx?relatorio=fluxo-caixa-orcamento&ano=2025',
    );
    expect(nomeOrcamentoPorOmissao('dr-orcamento', 2025)).toBe('dr-orcamento-2025.xlsx');
  });
});
