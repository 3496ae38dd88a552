import { describe, expect, it } from 'vitest';
import { COLUNAS } from '../__fixtures__/padaria-do-largo.livro.fixture';
import {
  ESPERADO_LARGO,
  ESPERADO_PRODUTOS,
  type LinhaProdutoLoja,
  NOMES_PRODUTOS,
  PARETO_2025,
  PRODUTOS,
} from '../__fixtures__/padaria-do-largo.produtos.fixture';
import type { ReportLine } from '../shared/report-line';
import {
  computeAnaliseProdutos,
  computePareto,
  type QuantidadeVendida,
  topProdutos,
} from './compute-analise-produtos';

/** The stored quantities of some stores, as the database rows (an empty cell stores nothing). */
function quantidades(lojas: readonly string[]): QuantidadeVendida[] {
  return PRODUTOS.filter(([loja]) => lojas.includes(loja)).flatMap(
    ([, produto, ano, meses]: LinhaProdutoLoja) =>
      meses.flatMap((quantidade, i) =>
        quantidade === null ? [] : [{ produto, ano, mes: i + 1, quantidade }],
      ),
  );
}

const todas = computeAnaliseProdutos({ ano1: 2024, ano2: 2025, quantidades: quantidades(['A', 'B']) });

function colunas(line: ReportLine, serie: 'ano1' | 'ano2' | 'deltaEuros' | 'deltaPercent'): number[] {
  const v = line.valores[serie];
  return [...v.meses, v.total, v.media];
}

describe('computeAnaliseProdutos — Padaria do Largo, Todas as lojas, 2024 vs 2025', () => {
  it('names every product of either year once, by name', () => {
    expect(todas.nomesProdutos).toEqual(NOMES_PRODUTOS);
    expect(todas.linhas.map((l) => [l.key, l.label, l.unidade, l.tipo])).toEqual(
      NOMES_PRODUTOS.map((nome) => [nome, nome, 'quantidade', 'item']),
    );
  });

  describe.each(Object.entries(ESPERADO_PRODUTOS))('%s', (nome, esperado) => {
    const linha = todas.linhas.find((l) => l.key === nome) as ReportLine;
    it.each([
      ['ano1', esperado.ano1],
      ['ano2', esperado.ano2],
      ['deltaEuros', esperado.dEur],
    ] as const)('%s, every column', (serie, valores) => {
      const obtido = colunas(linha, serie);
      COLUNAS.forEach((coluna, i) => {
        expect(obtido[i], `${nome} ${serie} ${coluna}`).toBeCloseTo(valores[i] ?? Number.NaN, 8);
      });
    });
    it('deltaPercent, every column', () => {
      const obtido = colunas(linha, 'deltaPercent');
      COLUNAS.forEach((coluna, i) => {
        expect(obtido[i], `${nome} ∆ % ${coluna}`).toBeCloseTo(esperado.dPct[i] ?? Number.NaN, 8);
      });
    });
  });

  it("each year lists the products with a quantity stored that year, in SPEC §3's shape", () => {
    expect(todas.produtosAno1.map((p) => p.nome)).toEqual(['Bolo-rei', 'Broa', 'Café', 'Pastel de nata']);
    expect(todas.produtosAno2.map((p) => p.nome)).toEqual([
      'Bolo-rei',
      'Café',
      'Croissant',
      'Pastel de nata',
    ]);
    const nata = todas.produtosAno2.find((p) => p.nome === 'Pastel de nata');
    expect(nata?.quantidadesMensais).toEqual({
      Jan: 70,
      Fev: 70,
      Mar: 70,
      Abr: 0,
      Mai: 70,
      Jun: 70,
      Jul: 70,
      Ago: 30,
      Set: 70,
      Out: 70,
      Nov: 70,
      Dez: 120,
    });
    expect(nata?.total).toBe(780);
    expect(nata?.media).toBeCloseTo(70.9090909091, 8);
  });

  it('one store is its own quantities only', () => {
    const largo = computeAnaliseProdutos({ ano1: 2024, ano2: 2025, quantidades: quantidades(['A']) });
    expect(largo.nomesProdutos).toEqual(Object.keys(ESPERADO_LARGO).sort());
    for (const [nome, esperado] of Object.entries(ESPERADO_LARGO)) {
      const linha = largo.linhas.find((l) => l.key === nome) as ReportLine;
      expect([linha.valores.ano1.total, linha.valores.ano2.total], nome).toEqual([
        esperado.ano1[0],
        esperado.ano2[0],
      ]);
      expect(linha.valores.ano1.media, nome).toBeCloseTo(esperado.ano1[1], 8);
      expect(linha.valores.ano2.media, nome).toBeCloseTo(esperado.ano2[1], 8);
    }
  });

  it('other years are ignored; no quantities at all is no product', () => {
    const vazio = computeAnaliseProdutos({ ano1: 2022, ano2: 2023, quantidades: quantidades(['A', 'B']) });
    expect([vazio.nomesProdutos, vazio.linhas, vazio.produtosAno1, vazio.produtosAno2]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('the same year on both sides compares a year with itself', () => {
    const mesmo = computeAnaliseProdutos({ ano1: 2025, ano2: 2025, quantidades: quantidades(['A', 'B']) });
    const cafe = mesmo.linhas.find((l) => l.key === 'Café') as ReportLine;
    expect([cafe.valores.ano1.total, cafe.valores.ano2.total, cafe.valores.deltaEuros.total]).toEqual([
      1980, 1980, 0,
    ]);
  });

  it('refuses a negative or fractional quantity and a month outside 1-12', () => {
    const entrada = (q: Partial<QuantidadeVendida>) => ({
      ano1: 2024,
      ano2: 2025,
      quantidades: [{ produto: 'Café', ano: 2025, mes: 1, quantidade: 1, ...q }],
    });
    expect(() => computeAnaliseProdutos(entrada({ quantidade: -1 }))).toThrow(RangeError);
    expect(() => computeAnaliseProdutos(entrada({ quantidade: 1.5 }))).toThrow(RangeError);
    expect(() => computeAnaliseProdutos(entrada({ mes: 13 }))).toThrow(RangeError);
  });
});

describe('computePareto', () => {
  it('2025, Todas as lojas: Café and Pastel de nata make 80 % of the units', () => {
    const pareto = computePareto(
      todas.linhas.map((l) => ({ nome: l.label, quantidade: l.valores.ano2.total })),
    );
    expect([pareto.total, pareto.produtosNoPareto, pareto.limiar]).toEqual([
      PARETO_2025.total,
      PARETO_2025.produtosNoPareto,
      80,
    ]);
    expect(pareto.posicoes.map((p) => [p.nome, p.quantidade, p.noPareto])).toEqual(
      PARETO_2025.posicoes.map(([nome, quantidade, , , noPareto]) => [nome, quantidade, noPareto]),
    );
    pareto.posicoes.forEach((p, i) => {
      const [, , percentagem, acumulada] = PARETO_2025.posicoes[i] ?? [];
      expect(p.percentagem, p.nome).toBeCloseTo(percentagem ?? Number.NaN, 8);
      expect(p.acumulada, p.nome).toBeCloseTo(acumulada ?? Number.NaN, 8);
    });
  });

  it('a product that lands exactly on 80 % closes the set; the next is out', () => {
    const pareto = computePareto([
      { nome: 'B', quantidade: 30 },
      { nome: 'A', quantidade: 50 },
      { nome: 'C', quantidade: 20 },
    ]);
    expect(pareto.posicoes.map((p) => [p.nome, p.acumulada, p.noPareto])).toEqual([
      ['A', 50, true],
      ['B', 80, true],
      ['C', 100, false],
    ]);
    expect(pareto.produtosNoPareto).toBe(2);
  });

  it('one product with every unit is the Pareto set alone; ties go by name', () => {
    expect(
      computePareto([
        { nome: 'Único', quantidade: 10 },
        { nome: 'Zero', quantidade: 0 },
      ]).produtosNoPareto,
    ).toBe(1);
    expect(
      computePareto([
        { nome: 'b', quantidade: 5 },
        { nome: 'a', quantidade: 5 },
      ]).posicoes.map((p) => p.nome),
    ).toEqual(['a', 'b']);
  });

  it('no units: nothing in the set and no shares', () => {
    const pareto = computePareto([{ nome: 'Broa', quantidade: 0 }]);
    expect([pareto.total, pareto.produtosNoPareto, pareto.posicoes[0]?.percentagem]).toEqual([0, 0, 0]);
  });
});

describe('topProdutos', () => {
  it('most units in the second year first, products with none in either year left out', () => {
    const comparados = todas.linhas.map((l) => ({
      nome: l.label,
      ano1: l.valores.ano1.total,
      ano2: l.valores.ano2.total,
    }));
    expect(topProdutos([...comparados, { nome: 'Nada', ano1: 0, ano2: 0 }])).toEqual([
      { nome: 'Café', ano1: 1540, ano2: 1980 },
      { nome: 'Pastel de nata', ano1: 690, ano2: 780 },
      { nome: 'Croissant', ano1: 0, ano2: 150 },
      { nome: 'Bolo-rei', ano1: 60, ano2: 78 },
      { nome: 'Broa', ano1: 110, ano2: 0 },
    ]);
  });

  it('ten at most', () => {
    const muitos = Array.from({ length: 15 }, (_, i) => ({ nome: `P${i}`, ano1: 0, ano2: i + 1 }));
    expect(topProdutos(muitos).map((p) => p.ano2)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  });
});
