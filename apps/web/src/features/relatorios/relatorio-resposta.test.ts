import type { LinhaDeRelatorio } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { linhaDaApi, relatorioDaApi } from './relatorio-resposta';

const m = (...valores: number[]) => [...valores, ...new Array<number>(12 - valores.length).fill(0)];
const v = (meses: number[], total: number, media: number) => ({ meses, total, media });

// As apps/server sends it: money in euros with 2 decimals, unidade 'euros', ∆ % full precision.
const vendas: LinhaDeRelatorio = {
  key: 'vendas',
  label: 'Vendas e serviços prestados',
  level: 0,
  tipo: 'grupo',
  unidade: 'euros',
  valores: {
    ano1: v(m(1234.56, 0.1, 0.2), 1234.86, 411.62),
    ano2: v(m(-0.07, 2469.12), 2469.05, 1234.53),
    deltaEuros: v(m(-1234.63, 2469.02, -0.2), 1234.19, 822.91),
    deltaPercent: v(m(-100.00567, 2469020, -100), 99.94655, 199.92),
  },
  children: [
    {
      key: 'vendas.servicos_prestados',
      label: 'Serviços Prestados',
      level: 1,
      tipo: 'item',
      unidade: 'euros',
      valores: {
        ano1: v(m(0.29), 0.29, 0.29),
        ano2: v(m(0.58), 0.58, 0.58),
        deltaEuros: v(m(0.29), 0.29, 0.29),
        deltaPercent: v(m(100), 100, 100),
      },
    },
  ],
};

describe('report from the API (euros) to the core shape (cents)', () => {
  it('turns every money column into exact cents and leaves ∆ % alone', () => {
    const linha = linhaDaApi(vendas);
    expect(linha.unidade).toBe('cents');
    expect(linha.valores.ano1.meses.slice(0, 3)).toEqual([123456, 10, 20]);
    expect(linha.valores.ano1.total).toBe(123486);
    expect(linha.valores.ano1.media).toBe(41162);
    expect(linha.valores.ano2.meses.slice(0, 2)).toEqual([-7, 246912]);
    expect(linha.valores.deltaEuros.meses.slice(0, 3)).toEqual([-123463, 246902, -20]);
    expect(linha.valores.deltaPercent).toEqual(vendas.valores.deltaPercent);
    expect(linha.children?.[0]).toMatchObject({
      unidade: 'cents',
      level: 1,
      valores: { ano1: { meses: m(29), total: 29, media: 29 } },
    });
  });

  it('leaves quantities and percentages as they are', () => {
    const quantidade: LinhaDeRelatorio = {
      key: 'q',
      label: 'Quantidades vendidas',
      level: 0,
      tipo: 'item',
      unidade: 'quantidade',
      valores: {
        ano1: v(m(1.5), 1.5, 1.5),
        ano2: v(m(2), 2, 2),
        deltaEuros: v(m(0.5), 0.5, 0.5),
        deltaPercent: v(m(33.3), 33.3, 33.3),
      },
    };
    expect(linhaDaApi(quantidade)).toEqual(quantidade);
  });

  it('keeps the other fields of the answer and copes with no lines', () => {
    const resposta = { ano1: 2024, ano2: 2025, linhas: [], taxaIrc: { ano1: 21, ano2: 20 } };
    expect(relatorioDaApi(resposta)).toEqual(resposta);
    expect(relatorioDaApi({ ...resposta, linhas: [vendas] }).linhas[0]?.valores.ano1.total).toBe(123486);
  });
});
