import { describe, expect, it } from 'vitest';
import { CAIXA_INICIAL, ESPERADO_FC, EXTRATO } from '../__fixtures__/padaria-do-largo.extrato.fixture';
import {
  CAIXA_ORCAMENTADA,
  confereLinhaOrcamento,
  ESPERADO_FC_ORCAMENTO,
  HISTORICO_PRAZOS,
  HOJE,
  linhasDeCaixa,
  PRAZOS_MANUAIS,
} from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import {
  computeFluxoCaixa,
  type FluxoCaixaInput,
  LINHA_FC,
  type SomaFluxoCaixa,
} from '../fluxo-caixa/compute-fluxo-caixa';
import { findReportLine, type ReportLine } from '../shared/report-line';
import { computeFluxoCaixaOrcamento } from './compute-fluxo-caixa-orcamento';
import type { LinhaOrcamento } from './linhas-orcamento';
import { prazosDePagamento } from './prazos-pagamento';

// "Padaria do Largo": the bank's 2025 of the cash flow's fixture against the budget turned into cash,
// worked out by hand in padaria-do-largo.orcamento.

const extrato: SomaFluxoCaixa[] = EXTRATO.flatMap(([ano, categoriaB, subcategoriaB, rubricaB, meses]) =>
  meses.flatMap((cents, i) =>
    cents === 0 ? [] : [{ ano, mes: i + 1, categoriaB, subcategoriaB, rubricaB, cents }],
  ),
);
const real: FluxoCaixaInput = { ano1: 2025, ano2: 2025, somas: extrato, caixaInicial: CAIXA_INICIAL };
const linhas = linhasDeCaixa();
const prazos = prazosDePagamento({ grupos: linhas, historico: HISTORICO_PRAZOS, manuais: PRAZOS_MANUAIS });
const fc = computeFluxoCaixaOrcamento({ ano: 2025, hoje: HOJE, real, linhas, prazos });

function linha(key: string): LinhaOrcamento {
  const found = findReportLine(fc.linhas, key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found as LinhaOrcamento;
}

describe('computeFluxoCaixaOrcamento — Padaria do Largo, cash budget of 2025', () => {
  it.each(Object.entries(ESPERADO_FC_ORCAMENTO))(
    '%s: budget, real, ∆ and forecast, every cell',
    (key, esperado) => {
      confereLinhaOrcamento(linha(key), esperado);
    },
  );

  it.each(Object.entries(CAIXA_ORCAMENTADA))('%s: the budget’s cash, month by month', (key, meses) => {
    expect(linha(key).valores.ano1.meses).toEqual(meses);
  });

  it('its real side is the cash flow of the year, row by row (the same builder), opening with the same cash', () => {
    const fluxo = computeFluxoCaixa({ ...real, ano1: 2024 });
    const comparar = (a: readonly ReportLine[], b: readonly ReportLine[]) => {
      a.forEach((l, i) => {
        const outra = b[i] as ReportLine;
        expect(l.key).toBe(outra.key);
        expect(l.valores.ano2, l.key).toEqual(outra.valores.ano2);
        comparar(l.children ?? [], outra.children ?? []);
      });
    };
    comparar(fc.linhas, fluxo.linhas);
    for (const [key, esperado] of Object.entries(ESPERADO_FC).filter(([k]) => findReportLine(fc.linhas, k))) {
      const v = linha(key).valores.ano2;
      expect([...v.meses, v.total, v.media], key).toEqual(esperado.ano2);
    }
    expect(linha(LINHA_FC.cip).valores.ano1.meses[0]).toBe(CAIXA_INICIAL[2025]);
  });

  it('says which delay moved each group', () => {
    expect(fc.prazos).toBe(prazos);
    expect(fc.somasOrcamento.every((s) => s.ano === 2025)).toBe(true);
  });
});
