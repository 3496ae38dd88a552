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
  it('pays a line at its Total after its group’s delay, and settles its VAT in its own month', () => {
    expect(computeCaixaOrcamento({ ano: 2025, linhas: [linha({ mes: 3 })], prazos: [prazo(2)] })).toEqual([
      { ano: 2025, mes: 5, ...fornecedores, cents: -12_300 },
      { ano: 2025, mes: 3, ...RUBRICA_IVA_ORCAMENTO, cents: 2_300 },
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
