import { estadoDosMeses, LINHA_DR, LINHA_FC } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import {
  drOrcamentoVazio,
  fluxoCaixaOrcamentoVazio,
  notaMesesAbertos,
  textoPrevisao,
} from './orcamento-textos';

describe('open months, in words', () => {
  it('names the current month and the months to come', () => {
    expect(notaMesesAbertos(2025, estadoDosMeses(2025, '2025-03-10'))).toBe(
      'Mar (em curso): valores reais até hoje. Abr a Dez (por realizar): ainda sem valores reais, só o orçamento.',
    );
    expect(notaMesesAbertos(2025, estadoDosMeses(2025, '2025-11-02'))).toBe(
      'Nov (em curso): valores reais até hoje. Dez (por realizar): ainda sem valores reais, só o orçamento.',
    );
    expect(notaMesesAbertos(2025, estadoDosMeses(2025, '2025-12-31'))).toBe(
      'Dez (em curso): valores reais até hoje.',
    );
  });

  it('says a year to come has only its budget, and nothing of a closed year', () => {
    expect(notaMesesAbertos(2026, estadoDosMeses(2026, '2025-03-10'))).toBe(
      '2026 ainda não começou: só há valores orçamentados, sem valores reais para comparar.',
    );
    expect(notaMesesAbertos(2024, estadoDosMeses(2024, '2025-03-10'))).toBeNull();
  });
});

describe('year-end forecast, in words', () => {
  const linha = {
    ...drOrcamentoVazio(2025, '2025-03-10', { _id: 'l1', nome: 'Loja' }).linhas[0],
  } as Parameters<typeof textoPrevisao>[0];

  it('gives the forecast, its gap to the budget with its sign, and the budget', () => {
    expect(
      textoPrevisao({
        ...linha,
        previsao: { orcamento: 1_200_000, previsao: 1_210_000, deltaEuros: 10_000, deltaPercent: 0.8333 },
      }),
    ).toBe(
      'Previsão de fecho de Vendas e serviços prestados: 12.100,00 € (real + orçamento restante), ' +
        '+100,00 € (+0,83 %) face ao orçamento anual de 12.000,00 €.',
    );
    expect(
      textoPrevisao({
        ...linha,
        previsao: { orcamento: 1_200_000, previsao: 1_100_000, deltaEuros: -100_000, deltaPercent: -8.3333 },
      }),
    ).toBe(
      'Previsão de fecho de Vendas e serviços prestados: 11.000,00 € (real + orçamento restante), ' +
        '-1.000,00 € (-8,33 %) face ao orçamento anual de 12.000,00 €.',
    );
  });
});

describe('a budget report that could not be loaded', () => {
  it('shows every row of the report at zero, with the months of the year', () => {
    const dr = drOrcamentoVazio(2025, '2025-03-10', { _id: 'todas', nome: 'Todas as lojas' });
    expect(dr.semOrcamento).toBe(false);
    expect(dr.estadoMeses[2]).toBe('parcial');
    expect(dr.linhas.map((l) => l.key)).toContain(LINHA_DR.resultadoLiquido);
    expect(dr.linhas.every((l) => l.valores.ano1.total === 0 && l.valores.ano2.total === 0)).toBe(true);
    const fc = fluxoCaixaOrcamentoVazio(2025, '2025-03-10', { _id: 'l1', nome: 'Loja' });
    expect(fc.linhas.map((l) => l.key)).toContain(LINHA_FC.variacao);
    expect(fc.prazos).toEqual([]);
  });
});
