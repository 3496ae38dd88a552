import { monthValues, reportLine, zeroMonths } from '@contas/core';
import { describe, expect, it } from 'vitest';
import { ligacoesPorClassificar } from './por-classificar';

const meses = (novembro: number) => zeroMonths().map((_, i) => (i === 10 ? novembro : 0));
const linha = (ano1: number, ano2: number) =>
  reportLine({
    key: 'nao_classificado',
    label: 'Por classificar',
    level: 0,
    tipo: 'item',
    ano1: monthValues(meses(ano1)),
    ano2: monthValues(meses(ano2)),
  });

describe("links of a report's 'Por classificar' line", () => {
  it('goes to the spreadsheet, filtered to the rows left out, for each year with any', () => {
    expect(
      ligacoesPorClassificar(
        linha(-4567, 0),
        { empresaId: 'e1', lojaId: 'l1', ano1: 2024, ano2: 2025 },
        'resultados',
      ),
    ).toEqual([
      {
        ano: 2024,
        caminho:
          '/empresa/e1/planilha?porClassificar=resultados&startDate=2024-01-01&endDate=2024-12-31&lojaId=l1',
      },
    ]);
  });

  it("covers every store for 'todas', and the cash side by its own filter", () => {
    const ligacoes = ligacoesPorClassificar(
      linha(-1, 2),
      { empresaId: 'e1', lojaId: 'todas', ano1: 2024, ano2: 2025 },
      'caixa',
    );
    expect(ligacoes.map((l) => l.caminho)).toEqual([
      '/empresa/e1/planilha?porClassificar=caixa&startDate=2024-01-01&endDate=2024-12-31',
      '/empresa/e1/planilha?porClassificar=caixa&startDate=2025-01-01&endDate=2025-12-31',
    ]);
  });

  it('offers nothing when nothing is left out, and one link when both years are the same', () => {
    expect(
      ligacoesPorClassificar(linha(0, 0), { empresaId: 'e', lojaId: 'l', ano1: 2024, ano2: 2025 }, 'caixa'),
    ).toEqual([]);
    expect(
      ligacoesPorClassificar(linha(5, 5), { empresaId: 'e', lojaId: 'l', ano1: 2025, ano2: 2025 }, 'caixa'),
    ).toHaveLength(1);
  });
});
