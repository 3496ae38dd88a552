import type { MonthValues } from '@contas/core';
import { LINHA_DR, LINHA_FC, type ReportLine } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { demonstracaoResultadosVazia, fluxoCaixaVazio } from './relatorios-vazios';

function todas(linhas: readonly ReportLine[]): ReportLine[] {
  return linhas.flatMap((l) => [l, ...todas(l.children ?? [])]);
}

function tudoZero(linhas: readonly ReportLine[]): boolean {
  return todas(linhas).every((l) =>
    (Object.values(l.valores) as MonthValues[]).every(
      (v) => v.total === 0 && v.media === 0 && v.meses.every((x) => x === 0),
    ),
  );
}

describe('empty reports (shown when a load fails)', () => {
  it('has every row of the income statement, at zero', () => {
    const vazia = demonstracaoResultadosVazia(2024, 2025);
    expect(vazia).toMatchObject({ ano1: 2024, ano2: 2025 });
    expect(vazia.linhas[0]?.key).toBe(LINHA_DR.vendas);
    expect(vazia.linhas.at(-2)?.key).toBe(LINHA_DR.resultadoLiquido);
    expect(vazia.linhas.at(-1)?.key).toBe(LINHA_DR.naoClassificado);
    expect(vazia.linhas.map((l) => l.key)).toContain(LINHA_DR.fseVariaveis);
    expect(tudoZero(vazia.linhas)).toBe(true);
  });

  it('has every row of the cash flow, at zero', () => {
    const vazio = fluxoCaixaVazio(2024, 2025);
    expect(vazio.linhas.map((l) => l.key)).toEqual(
      expect.arrayContaining([LINHA_FC.operacionais, LINHA_FC.variacao, LINHA_FC.cip, LINHA_FC.cfp]),
    );
    expect(tudoZero(vazio.linhas)).toBe(true);
  });
});
