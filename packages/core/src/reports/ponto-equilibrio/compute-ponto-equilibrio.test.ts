import { describe, expect, it } from 'vitest';
import { COLUNAS, DEPRECIACOES, LIVRO, REGIME_IRC } from '../__fixtures__/padaria-do-largo.livro.fixture';
import {
  ESPERADO_PE,
  QUANTIDADES,
  SEM_VALOR_2024,
  somasDeVendas,
} from '../__fixtures__/padaria-do-largo.vendas.fixture';
import {
  computeDemonstracaoResultados,
  LINHA_DR,
  type SomaDemonstracaoResultados,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import { findReportLine } from '../shared/report-line';
import { faturasPorLoja } from '../ticket-medio/compute-ticket-medio';
import {
  computePontoEquilibrio,
  dadosPontoEquilibrio,
  LINHA_PE,
  type LinhaPontoEquilibrio,
} from './compute-ponto-equilibrio';
import { quantidadesVendidas } from './quantidades-vendidas';

const somas: SomaDemonstracaoResultados[] = LIVRO.flatMap(([ano, categoriaA, subcategoriaA, gasto, meses]) =>
  meses.flatMap((cents, i) =>
    cents === 0 ? [] : [{ ano, mes: i + 1, categoriaA, subcategoriaA, gasto, cents }],
  ),
);
const demonstracao = computeDemonstracaoResultados({
  ano1: 2024,
  ano2: 2025,
  somas,
  depreciacoes: DEPRECIACOES,
  regimeIrc: REGIME_IRC,
});
const pe = computePontoEquilibrio({ demonstracao, quantidades: QUANTIDADES });

function linha(key: string): LinhaPontoEquilibrio {
  const l = pe.linhas.find((x) => x.key === key);
  if (!l) throw new Error(`Linha em falta: ${key}`);
  return l;
}

describe('computePontoEquilibrio — Padaria do Largo, 2024 vs 2025', () => {
  it.each(Object.entries(ESPERADO_PE))('%s: every cell of both years', (key, esperado) => {
    const l = linha(key);
    for (const serie of ['ano1', 'ano2'] as const) {
      const v = l.valores[serie];
      const valores = [...v.meses, v.total, v.media];
      COLUNAS.forEach((coluna, i) => {
        const e = esperado[serie][i];
        if (e === null || e === undefined) {
          expect(l.semValor?.[serie][i], `${key} ${coluna} ${serie}: sem valor`).not.toBeNull();
        } else {
          expect(l.semValor?.[serie][i] ?? null, `${key} ${coluna} ${serie}: motivo`).toBeNull();
          expect(valores[i], `${key} ${coluna} ${serie}`).toBeCloseTo(e, 8);
        }
      });
    }
  });

  it('the rows of SPEC §3 in its order, with the costs and the break-even between them', () => {
    expect(pe.linhas.map((l) => l.label)).toEqual([
      'Custos Fixos',
      'Ticket Médio',
      'Custos Variáveis',
      'Custos Variáveis por Unidade',
      'Quantidades Vendidas',
      'Ponto de Equilíbrio (quantidade)',
      'Margem De Segurança De Quantidades',
      'Receitas',
      'Ponto de Equilíbrio (vendas)',
      'Margem De Segurança De Vendas',
    ]);
    expect(pe.linhas.map((l) => l.unidade)).toEqual([
      'cents',
      'cents',
      'cents',
      'cents',
      'quantidade',
      'quantidade',
      'percentagem',
      'cents',
      'cents',
      'percentagem',
    ]);
  });

  it('August 2024 has no sales and November 2024 a ticket below the variable cost: no break-even, said why', () => {
    for (const key of [
      LINHA_PE.quantidadeEquilibrio,
      LINHA_PE.vendasEquilibrio,
      LINHA_PE.margemSegurancaQuantidades,
      LINHA_PE.margemSegurancaVendas,
    ]) {
      expect(linha(key).semValor?.ano1.slice(0, 13), key).toEqual(SEM_VALOR_2024.slice(0, 13));
      expect(
        linha(key).semValor?.ano2.every((m) => m === null),
        key,
      ).toBe(true);
    }
    // Never Infinity nor NaN anywhere.
    for (const l of pe.linhas) {
      for (const v of [l.valores.ano1, l.valores.ano2, l.valores.deltaEuros, l.valores.deltaPercent]) {
        expect([...v.meses, v.total, v.media].every(Number.isFinite), l.key).toBe(true);
      }
    }
  });

  it('its costs and sales are the income statement’s own rows (interest left out)', () => {
    const custo = (key: string) => findReportLine(demonstracao.linhas, key)?.valores.ano2.meses ?? [];
    const fixos = custo(LINHA_DR.fseFixos).map(
      (v, i) =>
        -(
          v +
          (custo(LINHA_DR.gastosPessoal)[i] ?? 0) +
          (custo(LINHA_DR.impostos)[i] ?? 0) +
          (custo(LINHA_DR.depreciacoes)[i] ?? 0)
        ),
    );
    expect(linha(LINHA_PE.custosFixos).valores.ano2.meses).toEqual(fixos);
    expect(linha(LINHA_PE.receitas).valores.ano2.meses).toEqual(custo(LINHA_DR.vendas));
    expect(linha(LINHA_PE.custosFixos).children?.map((c) => c.key)).toEqual([
      'custos_fixos.fse_fixos',
      'custos_fixos.gastos_pessoal',
      'custos_fixos.impostos',
      'custos_fixos.depreciacoes',
    ]);
  });

  it('the §3 data: the seven keys under Nada and the break-even apart, null where there is none', () => {
    const dados = dadosPontoEquilibrio(pe, 'ano1')[2024];
    expect(dados?.Jan.Nada).toEqual({
      'Custos Fixos': 157367,
      'Ticket Médio': 2500,
      'Custos Variáveis por Unidade': 267,
      'Quantidades Vendidas': 120,
      'Margem De Segurança De Quantidades': expect.closeTo(41.2722048067, 8),
      Receitas: 300000,
      'Margem De Segurança De Vendas': expect.closeTo(41.2723333333, 8),
    });
    expect(dados?.Jan['Ponto de Equilíbrio']).toEqual({
      Quantidade: expect.closeTo(70.473354232, 8),
      Vendas: 176183,
    });
    expect(dados?.Ago['Ponto de Equilíbrio']).toEqual({ Quantidade: null, Vendas: null });
    expect(dados?.Nov.Nada['Margem De Segurança De Vendas']).toBeNull();
    expect(
      dadosPontoEquilibrio(pe, 'ano2')[2025]?.Fev.Nada['Margem De Segurança De Quantidades'],
    ).toBeCloseTo(-53.2443593876, 8);
  });
});

describe('quantidadesVendidas', () => {
  const faturas = faturasPorLoja(somasDeVendas(), 2025);

  it('the invoices of every store when no store has a products file', () => {
    expect(quantidadesVendidas(2025, faturas, [])).toEqual({
      meses: QUANTIDADES.ano2,
      origem: Array(12).fill('faturas'),
    });
  });

  it('a store’s products file replaces its invoices in the months it has; the others keep theirs', () => {
    const q = quantidadesVendidas(2025, faturas, [
      { loja: 'B', ano: 2025, mes: 12, quantidade: 200 },
      { loja: 'B', ano: 2025, mes: 12, quantidade: 50 },
      { loja: 'A', ano: 2025, mes: 11, quantidade: 0 },
      { loja: 'A', ano: 2024, mes: 10, quantidade: 999 },
    ]);
    // December: A's 89 invoices and B's 250 units; November: A's file says 0, B's 62 invoices.
    expect(q.meses[11]).toBe(89 + 250);
    expect(q.meses[10]).toBe(62);
    expect(q.origem[11]).toBe('faturas e produtos');
    expect(q.origem[10]).toBe('faturas e produtos');
    expect(q.origem[9]).toBe('faturas');
    expect(
      quantidadesVendidas(2025, new Map(), [{ loja: 'B', ano: 2025, mes: 3, quantidade: 7 }]).origem[2],
    ).toBe('produtos');
  });
});
