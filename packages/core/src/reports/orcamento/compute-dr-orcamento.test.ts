import { describe, expect, it } from 'vitest';
import { mesesDoOrcamento } from '../../importers/orcamento/parse-orcamento';
import { DEPRECIACOES, ESPERADO_DR, LIVRO, REGIME_IRC } from '../__fixtures__/padaria-do-largo.livro.fixture';
import {
  confereLinhaOrcamento,
  ESPERADO_DR_ORCAMENTO,
  HOJE,
  linhasDoModelo,
  ORCAMENTOS,
} from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import {
  computeDemonstracaoResultados,
  type DemonstracaoResultadosInput,
  LINHA_DR,
  type SomaDemonstracaoResultados,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import { findReportLine, type ReportLine } from '../shared/report-line';
import { computeDrOrcamento } from './compute-dr-orcamento';
import type { LinhaOrcamento } from './linhas-orcamento';

// "Padaria do Largo": the real 2025 of the income statement's fixture against the budget of
// padaria-do-largo.orcamento, worked out by hand there.

const livro: SomaDemonstracaoResultados[] = LIVRO.flatMap(([ano, categoriaA, subcategoriaA, gasto, meses]) =>
  meses.flatMap((cents, i) =>
    cents === 0 ? [] : [{ ano, mes: i + 1, categoriaA, subcategoriaA, gasto, cents }],
  ),
);

/** The budget as the database sums it: the taxable base of each line's months. */
const orcamento: SomaDemonstracaoResultados[] = ORCAMENTOS.flatMap(([loja, ano]) =>
  linhasDoModelo(loja, ano).flatMap((linha) =>
    mesesDoOrcamento(linha).map(({ mes, baseCents }) => ({
      ano,
      mes,
      categoriaA: linha.categoria_A,
      subcategoriaA: linha.subcategoria_A,
      gasto: linha.gasto,
      cents: baseCents,
    })),
  ),
);

const real: DemonstracaoResultadosInput = {
  ano1: 2025,
  ano2: 2025,
  somas: livro,
  depreciacoes: DEPRECIACOES,
  regimeIrc: REGIME_IRC,
};
const dr = computeDrOrcamento({ ano: 2025, hoje: HOJE, real, orcamento });

function linha(key: string, linhas: readonly ReportLine[] = dr.linhas): LinhaOrcamento {
  const found = findReportLine(linhas, key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found as LinhaOrcamento;
}

describe('computeDrOrcamento — Padaria do Largo, budget of 2025', () => {
  it.each(Object.entries(ESPERADO_DR_ORCAMENTO))(
    '%s: budget, real, ∆ and forecast, every cell',
    (key, esperado) => {
      confereLinhaOrcamento(linha(key), esperado);
    },
  );

  it('has the income statement’s rows in its order, budget first and real second', () => {
    const demonstracao = computeDemonstracaoResultados(real);
    const chaves = (linhas: readonly ReportLine[]): string[] =>
      linhas.flatMap((l) => [l.key, ...chaves(l.children ?? [])]);
    expect(chaves(dr.linhas)).toEqual(chaves(demonstracao.linhas));
    expect(dr.linhas.map((l) => l.label)).toEqual(demonstracao.linhas.map((l) => l.label));
  });

  it('its real side is the income statement of the year, row by row (the same builder, not a copy)', () => {
    const demonstracao = computeDemonstracaoResultados({ ...real, ano1: 2024 });
    const comparar = (a: readonly ReportLine[], b: readonly ReportLine[]) => {
      a.forEach((l, i) => {
        const outra = b[i] as ReportLine;
        expect(l.valores.ano2, l.key).toEqual(outra.valores.ano2);
        comparar(l.children ?? [], outra.children ?? []);
      });
    };
    comparar(dr.linhas, demonstracao.linhas);
    expect(dr.real.irc.ano1).toEqual(demonstracao.irc.ano2);
    // The year's real figures are the statement's fixture, already checked by hand there.
    const daDemonstracao = Object.entries(ESPERADO_DR).filter(([key]) => findReportLine(dr.linhas, key));
    expect(daDemonstracao.length).toBeGreaterThanOrEqual(15);
    for (const [key, esperado] of daDemonstracao) {
      const v = linha(key).valores.ano2;
      expect([...v.meses, v.total, v.media], key).toEqual(esperado.ano2);
    }
  });

  it('a changed ledger changes the real side and the forecast, not the budget', () => {
    const maisUmaVenda = computeDrOrcamento({
      ano: 2025,
      hoje: HOJE,
      real: {
        ...real,
        somas: [
          ...livro,
          {
            ano: 2025,
            mes: 3,
            categoriaA: 'Vendas e serviços prestados',
            subcategoriaA: 'Venda de Produtos',
            gasto: 'N/A',
            cents: 10_000,
          },
        ],
      },
      orcamento,
    });
    const vendas = findReportLine(maisUmaVenda.linhas, LINHA_DR.vendas) as LinhaOrcamento;
    expect(vendas.valores.ano2.meses[2]).toBe(340_000);
    expect(vendas.valores.ano1).toEqual(linha(LINHA_DR.vendas).valores.ano1);
    expect(vendas.previsao.previsao).toBe(3_990_000);
  });

  it('budget side: the year’s depreciations and IRC on the budget’s own pre-tax result', () => {
    expect(linha('depreciacoes.equipamento_transporte').valores.ano1.meses).toEqual(Array(12).fill(-10_288));
    // August is a loss in the budget: the tax so far drops and the month gives tax back.
    expect(linha(LINHA_DR.impostoRendimento).valores.ano1.meses[7]).toBe(13_234);
    expect(dr.orcamento.irc.ano1).toEqual({
      taxa: 20,
      pme: { taxa: 16, limiteCents: 5_000_000 },
      derramaMunicipal: 1.5,
    });
  });

  it('marks January–August closed, September partial and the rest future', () => {
    expect(dr.estadoMeses).toEqual([...Array(8).fill('fechado'), 'parcial', 'futuro', 'futuro', 'futuro']);
  });

  it('a closed year forecasts its real figures; a year not started forecasts its budget', () => {
    const fechado = computeDrOrcamento({ ano: 2025, hoje: '2026-01-02', real, orcamento });
    const naoComecado = computeDrOrcamento({ ano: 2025, hoje: '2024-12-31', real, orcamento });
    for (const key of Object.keys(ESPERADO_DR_ORCAMENTO)) {
      const l = findReportLine(fechado.linhas, key) as LinhaOrcamento;
      expect(l.previsao.previsao, key).toBe(l.valores.ano2.total);
      const n = findReportLine(naoComecado.linhas, key) as LinhaOrcamento;
      expect(n.previsao.previsao, key).toBe(n.valores.ano1.total);
      expect(n.previsao.deltaEuros, key).toBe(0);
    }
    expect(fechado.estadoMeses).toEqual(Array(12).fill('fechado'));
    expect(naoComecado.estadoMeses).toEqual(Array(12).fill('futuro'));
  });
});
