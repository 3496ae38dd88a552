import type { FluxoCaixaOrcamento, LinhaDeRelatorioOrcamento } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { fluxoCaixaOrcamentoDaApi } from './orcamento-resposta';

const m = (...valores: number[]) => [...valores, ...new Array<number>(12 - valores.length).fill(0)];
const v = (meses: number[], total: number, media: number) => ({ meses, total, media });

// As apps/server sends it: budget (ano1) and real (ano2) in euros, ∆ % full precision, the forecast too.
const vendas: LinhaDeRelatorioOrcamento = {
  key: 'vendas',
  label: 'Vendas e serviços prestados',
  level: 0,
  tipo: 'grupo',
  unidade: 'euros',
  valores: {
    ano1: v(m(1000, 1000.1), 2000.1, 1000.05),
    ano2: v(m(1200.07), 1200.07, 1200.07),
    deltaEuros: v(m(200.07, -1000.1), -800.03, 200.02),
    deltaPercent: v(m(20.007, -100), -40.0005, 20.001),
  },
  previsao: { orcamento: 12000.1, previsao: 12100.17, deltaEuros: 100.07, deltaPercent: 0.83390805 },
  children: [
    {
      key: 'vendas.venda_de_mercadoria',
      label: 'Venda de Mercadoria',
      level: 1,
      tipo: 'item',
      unidade: 'euros',
      valores: {
        ano1: v(m(0.29), 0.29, 0.29),
        ano2: v(m(0.58), 0.58, 0.58),
        deltaEuros: v(m(0.29), 0.29, 0.29),
        deltaPercent: v(m(100), 100, 100),
      },
      previsao: { orcamento: 3.48, previsao: 3.77, deltaEuros: 0.29, deltaPercent: 8.33333 },
    },
  ],
};

const resposta: FluxoCaixaOrcamento = {
  ano: 2025,
  loja: { _id: 'l1', nome: 'Loja Baixa' },
  hoje: '2025-03-10',
  estadoMeses: ['fechado', 'fechado', 'parcial', ...Array(9).fill('futuro')],
  semOrcamento: false,
  linhas: [vendas],
  resultadoFCReal: { ano: 2025, caixaInicial: 0, dados: {} },
  resultadoFCOrcamento: {
    ano: 2025,
    caixaInicial: 0,
    dados: {},
    prazos: [
      {
        categoria_A: 'Compras',
        subcategoria_A: 'Mercadoria',
        dias: 45,
        meses: 2,
        origem: 'historico',
        medido: { dias: 45, documentos: 12 },
        manual: null,
      },
    ],
  },
};

describe('budget report from the API (euros) to the core shape (cents)', () => {
  const r = fluxoCaixaOrcamentoDaApi(resposta);

  it('turns every money column into exact cents, the forecast too, and leaves the ∆ % alone', () => {
    const [linha] = r.linhas;
    expect(linha?.unidade).toBe('cents');
    expect(linha?.valores.ano1.meses.slice(0, 2)).toEqual([100_000, 100_010]);
    expect(linha?.valores.ano2.total).toBe(120_007);
    expect(linha?.valores.deltaEuros.meses[1]).toBe(-100_010);
    expect(linha?.valores.deltaPercent.total).toBe(-40.0005);
    expect(linha?.previsao).toEqual({
      orcamento: 1_200_010,
      previsao: 1_210_017,
      deltaEuros: 10_007,
      deltaPercent: 0.83390805,
    });
  });

  it('converts the sub-lines as budget lines, with their forecast', () => {
    const filho = r.linhas[0]?.children?.[0];
    expect(filho?.valores.ano2.meses[0]).toBe(58);
    expect(filho?.previsao).toEqual({ orcamento: 348, previsao: 377, deltaEuros: 29, deltaPercent: 8.33333 });
  });

  it('keeps the year, the store, the months and the delays', () => {
    expect(r.ano).toBe(2025);
    expect(r.loja.nome).toBe('Loja Baixa');
    expect(r.estadoMeses[2]).toBe('parcial');
    expect(r.semOrcamento).toBe(false);
    expect(r.prazos.map((p) => [p.subcategoria_A, p.dias])).toEqual([['Mercadoria', 45]]);
  });
});
