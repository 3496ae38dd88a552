import { describe, expect, it } from 'vitest';
import { orcamentoDoAnoAnterior, type SomaDoAno } from './orcamento-demo';

const VENDAS = {
  categoria_A: 'Vendas e serviços prestados',
  subcategoria_A: 'Vendas',
  categoria_B: 'Recebimentos de clientes',
  subcategoria_B: 'Vendas',
  rubrica_B: 'Vendas',
  tipologia: 'N/A',
  gasto: 'Variável',
};
const RENDA = {
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Rendas e alugueres',
  categoria_B: 'Pagamentos a fornecedores',
  subcategoria_B: 'FSE',
  rubrica_B: 'Rendas',
  tipologia: 'N/A',
  gasto: 'Fixo',
};

describe('orcamentoDoAnoAnterior', () => {
  it('grows sales by 5 % and costs by 3 %, one line per classification and VAT rate, months in place', () => {
    const somas: SomaDoAno[] = [
      { ...VENDAS, taxaIva: 13.02, mes: 1, baseCents: 100_000 },
      { ...VENDAS, taxaIva: 12.97, mes: 3, baseCents: 33_333 },
      { ...VENDAS, taxaIva: 22.8, mes: 1, baseCents: 2_000 },
      { ...RENDA, taxaIva: 0, mes: 12, baseCents: -150_050 },
    ];
    expect(orcamentoDoAnoAnterior(somas)).toEqual([
      {
        ...VENDAS,
        linha: 2,
        nif: null,
        emitente: null,
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 13,
        // 100 000 × 1,05 = 105 000; 33 333 × 1,05 = 34 999,65 → 35 000.
        meses: [105_000, null, 35_000, null, null, null, null, null, null, null, null, null],
      },
      {
        ...VENDAS,
        linha: 3,
        nif: null,
        emitente: null,
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 23,
        meses: [2_100, null, null, null, null, null, null, null, null, null, null, null],
      },
      {
        ...RENDA,
        linha: 4,
        nif: null,
        emitente: null,
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 0,
        // −150 050 × 1,03 = −154 551,5 → −154 552 (half away from zero).
        meses: [null, null, null, null, null, null, null, null, null, null, null, -154_552],
      },
    ]);
  });
});
