import { describe, expect, it } from 'vitest';
import { linhasDeCaixa } from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import {
  computeCaixaOrcamento,
  type LinhaCaixaOrcamento,
  RUBRICA_IVA_ORCAMENTO,
} from './compute-caixa-orcamento';
import type { PrazoPagamento } from './prazos-pagamento';

const O = 'Fluxos de caixa das actividades operacionais';
const linha = (l: Partial<LinhaCaixaOrcamento>): LinhaCaixaOrcamento => ({
  loja: 'A',
  ano: 2025,
  mes: 1,
  categoriaA: 'Compras',
  subcategoriaA: 'Mercadoria',
  categoriaB: O,
  subcategoriaB: 'Não Aplicável',
  rubricaB: 'Pagamentos a fornecedores',
  baseCents: -10_000,
  ivaCents: -2_300,
  ...l,
});
const prazo = (meses: number, categoriaA = 'Compras', subcategoriaA = 'Mercadoria'): PrazoPagamento => ({
  categoriaA,
  subcategoriaA,
  dias: meses * 30,
  meses,
  origem: 'manual',
  medido: null,
});
const fornecedores = { categoriaB: O, subcategoriaB: 'Não Aplicável', rubricaB: 'Pagamentos a fornecedores' };

describe('computeCaixaOrcamento', () => {
  it('pays a line at its Total after its group’s delay; the VAT on the AT calendar, quarterly unless monthly', () => {
    const venda = linha({
      mes: 2,
      categoriaA: 'Vendas e serviços prestados',
      subcategoriaA: 'Serviços Prestados',
      rubricaB: 'Recebimentos de clientes',
      baseCents: 50_000,
      ivaCents: 11_500,
    });
    const linhas = [venda, linha({ mes: 3 })];
    const clientes = { ...fornecedores, rubricaB: 'Recebimentos de clientes' };
    // Q1: 115,00 € charged less 23,00 € deducted, paid by 26 May 2025 (the 25th is a Sunday).
    expect(computeCaixaOrcamento({ ano: 2025, linhas, prazos: [prazo(2)] })).toEqual([
      { ano: 2025, mes: 2, ...clientes, cents: 61_500 },
      { ano: 2025, mes: 5, ...fornecedores, cents: -12_300 },
      { ano: 2025, mes: 5, ...RUBRICA_IVA_ORCAMENTO, cents: -9_200 },
    ]);
    // Monthly: February's 115,00 € by 28 April (the 25th is a holiday, then a weekend); March's credit of
    // 23,00 € is carried on (no refund).
    const mensal = computeCaixaOrcamento({
      ano: 2025,
      linhas,
      prazos: [prazo(2)],
      regimes: { 2025: 'mensal' },
    });
    expect(mensal.filter((s) => s.rubricaB === RUBRICA_IVA_ORCAMENTO.rubricaB)).toEqual([
      { ano: 2025, mes: 4, ...RUBRICA_IVA_ORCAMENTO, cents: -11_500 },
    ]);
  });

  it('the last quarter of the year before is paid in February: from its budget, or this one’s as steady', () => {
    const venda = (loja: string, ano: number, mes: number) =>
      linha({
        loja,
        ano,
        mes,
        categoriaA: 'Vendas e serviços prestados',
        subcategoriaA: 'Serviços Prestados',
        baseCents: 10_000,
        ivaCents: 2_300,
      });
    const caixa = computeCaixaOrcamento({
      ano: 2025,
      linhas: [venda('A', 2024, 11), venda('A', 2025, 1), venda('B', 2025, 12)],
      prazos: [],
    });
    // A's own November 2024, and B's December 2025 as its December 2024: 46,00 € by 25 February 2025.
    expect(caixa.filter((s) => s.rubricaB === RUBRICA_IVA_ORCAMENTO.rubricaB)).toEqual([
      { ano: 2025, mes: 2, ...RUBRICA_IVA_ORCAMENTO, cents: -4_600 },
      { ano: 2025, mes: 5, ...RUBRICA_IVA_ORCAMENTO, cents: -2_300 },
    ]);
  });

  it('leaves out lines without Categoria B and of other years; a group without a delay pays in its month', () => {
    const somas = computeCaixaOrcamento({
      ano: 2025,
      linhas: [
        linha({
          categoriaB: 'Sem Categoria B',
          subcategoriaB: 'Sem Subcategoria B',
          rubricaB: 'Sem Rúbrica B',
        }),
        linha({ ano: 2023, mes: 12 }),
        linha({ ano: 2026, mes: 1 }),
        linha({
          mes: 7,
          categoriaA: 'Fornecimentos e serviços externos',
          subcategoriaA: 'Seguros',
          ivaCents: 0,
        }),
      ],
      prazos: [prazo(2)],
    });
    expect(somas).toEqual([{ ano: 2025, mes: 7, ...fornecedores, cents: -10_000 }]);
  });

  it('a store with last year’s budget receives its late payments; one without takes this year’s as steady', () => {
    const linhas = [
      linha({ loja: 'A', ano: 2024, mes: 12, baseCents: -1_000, ivaCents: 0 }),
      linha({ loja: 'A', mes: 12, baseCents: -2_000, ivaCents: 0 }),
      linha({ loja: 'B', mes: 11, baseCents: -3_000, ivaCents: 0 }),
      linha({ loja: 'B', mes: 12, baseCents: -4_000, ivaCents: 0 }),
    ];
    expect(computeCaixaOrcamento({ ano: 2025, linhas, prazos: [prazo(2)] })).toEqual([
      { ano: 2025, mes: 2, ...fornecedores, cents: -1_000 },
      { ano: 2025, mes: 1, ...fornecedores, cents: -3_000 },
      { ano: 2025, mes: 2, ...fornecedores, cents: -4_000 },
    ]);
  });

  it('over a closed loop the VAT nets out: a year of the fixture’s cash is its Categoria B lines’ base', () => {
    // Store B has no 2024 budget, so its year wraps onto itself: its cash is exactly its base.
    const daLojaB = linhasDeCaixa().filter((l) => l.loja === 'B');
    const prazos = [prazo(2), prazo(1, 'Vendas e serviços prestados', 'Serviços Prestados')];
    const caixa = computeCaixaOrcamento({ ano: 2025, linhas: daLojaB, prazos });
    const base = daLojaB.filter((l) => l.ano === 2025).reduce((s, l) => s + l.baseCents, 0);
    expect(caixa.reduce((s, c) => s + c.cents, 0)).toBe(base);
  });

  it('refuses a month that is not one', () => {
    expect(() => computeCaixaOrcamento({ ano: 2025, linhas: [linha({ mes: 13 })], prazos: [] })).toThrow(
      RangeError,
    );
  });
});
