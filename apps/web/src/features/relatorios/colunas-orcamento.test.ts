import { computeDrOrcamento, LINHA_DR, type LinhaOrcamento } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { celulaDaColuna } from './colunas';
import { gruposOrcamento } from './colunas-orcamento';

// 10 March 2025: Jan and Fev are closed, Mar is under way, Abr..Dez are to come.
// Budget: 1.000,00 € of sales every month. Real: 1.200,00 € in Jan, 900,00 € in Fev, 500,00 € so far in Mar.
const venda = (mes: number, cents: number) => ({
  ano: 2025,
  mes,
  categoriaA: 'Vendas e serviços prestados',
  subcategoriaA: 'Venda de Mercadoria',
  gasto: 'Variável',
  cents,
});
const dr = computeDrOrcamento({
  ano: 2025,
  hoje: '2025-03-10',
  real: {
    ano1: 2025,
    ano2: 2025,
    somas: [venda(1, 120_000), venda(2, 90_000), venda(3, 50_000)],
    depreciacoes: [],
  },
  orcamento: Array.from({ length: 12 }, (_, i) => venda(i + 1, 100_000)),
});
const vendas = dr.linhas.find((l) => l.key === LINHA_DR.vendas) as LinhaOrcamento;
const grupos = gruposOrcamento(dr.estadoMeses);
const celulas = (id: string) => {
  const grupo = grupos.find((g) => g.id === id);
  if (!grupo) throw new Error(id);
  return grupo.colunas.map((c) => celulaDaColuna(c, vendas).texto);
};

describe('budget report columns', () => {
  it('per month, Total and Média: Real, Orçamentado, ∆ €, ∆ %; then the year-end forecast', () => {
    expect(grupos.map((g) => g.label)).toEqual([
      'Jan',
      'Fev',
      'Mar (em curso)',
      'Abr (por realizar)',
      'Mai (por realizar)',
      'Jun (por realizar)',
      'Jul (por realizar)',
      'Ago (por realizar)',
      'Set (por realizar)',
      'Out (por realizar)',
      'Nov (por realizar)',
      'Dez (por realizar)',
      'Total',
      'Média',
      'Previsão de fecho',
    ]);
    expect(grupos[0]?.colunas.map((c) => c.label)).toEqual(['Real', 'Orçamentado', '∆ €', '∆ %']);
    expect(grupos.at(-1)?.colunas.map((c) => c.label)).toEqual([
      'Real + orçamento restante',
      'Orçamento anual',
      '∆ €',
      '∆ %',
    ]);
    expect(grupos.filter((g) => g.aberto).map((g) => g.id)).toEqual([
      'm3',
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'm9',
      'm10',
      'm11',
      'm12',
    ]);
  });

  it('compares closed months and the current one: ∆ = real − orçamento, over the budget', () => {
    expect(celulas('m1')).toEqual(['1.200,00 €', '1.000,00 €', '200,00 €', '20,00 %']);
    expect(celulas('m2')).toEqual(['900,00 €', '1.000,00 €', '-100,00 €', '-10,00 %']);
    expect(celulas('m3')).toEqual(['500,00 €', '1.000,00 €', '-500,00 €', '-50,00 %']);
  });

  it('a future month shows only its budget: no real figure, no 100 % miss', () => {
    expect(celulas('m4')).toEqual(['', '1.000,00 €', '', '']);
    expect(celulas('m12')).toEqual(['', '1.000,00 €', '', '']);
  });

  it("the Total's ∆ waits for the year to close; the Média averages the months with figures", () => {
    expect(celulas('total')).toEqual(['2.600,00 €', '12.000,00 €', '', '']);
    // (1.200 + 900 + 500) / 3 = 866,67 against 1.000,00.
    expect(celulas('media')).toEqual(['866,67 €', '1.000,00 €', '-133,33 €', '-13,33 %']);
  });

  it('forecasts the year: real closed months + the budget of the others (Mar included), against the budget', () => {
    // 1.200 + 900 + 10 × 1.000 = 12.100,00; 100,00 over the 12.000,00 budgeted, 0,83 %.
    expect(celulas('previsao')).toEqual(['12.100,00 €', '12.000,00 €', '100,00 €', '0,83 %']);
  });

  it('a closed year compares every column', () => {
    const fechado = gruposOrcamento(Array(12).fill('fechado'));
    expect(fechado.some((g) => g.aberto)).toBe(false);
    const total = fechado.find((g) => g.id === 'total');
    expect(total?.colunas.map((c) => celulaDaColuna(c, vendas).texto)).toEqual([
      '2.600,00 €',
      '12.000,00 €',
      '-9.400,00 €',
      '-78,33 %',
    ]);
  });
});
