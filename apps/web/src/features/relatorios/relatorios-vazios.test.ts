import type { MonthValues } from '@contas/core';
import {
  LINHA_DR,
  LINHA_FC,
  LINHA_IVA,
  LINHA_PE,
  LINHA_TM,
  type LinhaPontoEquilibrio,
  type ReportLine,
} from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import {
  demonstracaoResultadosVazia,
  fluxoCaixaVazio,
  pontoEquilibrioVazio,
  previsaoIvaVazia,
  ticketMedioVazio,
} from './relatorios-vazios';

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

  it('has every row of the analyses, at zero; the break-even says there is none', () => {
    const ticket = ticketMedioVazio(2024, 2025);
    expect(ticket.linhas.map((l) => l.key)).toEqual([
      LINHA_TM.quantidade,
      LINHA_TM.faturacao,
      LINHA_TM.ticket,
      LINHA_TM.semFatura,
    ]);
    expect(tudoZero(ticket.linhas)).toBe(true);
    const iva = previsaoIvaVazia(2024, 2025, '2025-09-15');
    expect(iva.linhas[0]?.key).toBe(LINHA_IVA.liquidado);
    expect(tudoZero(iva.linhas)).toBe(true);
    const pe = pontoEquilibrioVazio(2024, 2025);
    expect(tudoZero(pe.linhas)).toBe(true);
    const q = pe.linhas.find((l) => l.key === LINHA_PE.quantidadeEquilibrio) as LinhaPontoEquilibrio;
    expect(q.semValor?.ano1.every((m) => m === 'sem-vendas')).toBe(true);
  });
});
