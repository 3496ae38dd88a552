import {
  CATEGORIA_A,
  CATEGORIA_B,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_B,
  SUBCATEGORIA_B,
  SUBCATEGORIAS_A,
} from '@contas/core';
import { gerarModeloOrcamento, type LinhaOrcamento } from '@contas/core/modelos';

type LinhaModelo = Omit<LinhaOrcamento, 'linha'>;

/** A kind of budget line: how many of the 200, its classification, its sign and size, its VAT rate. */
type Tipo = {
  n: number;
  categoriaA: string;
  subcategorias: readonly string[];
  gasto: (i: number) => string;
  categoriaB: string;
  subcategoriaB: string;
  rubricaB: string;
  sinal: 1 | -1;
  minEuros: number;
  maxEuros: number;
  iva: number;
};

const op = CATEGORIA_B.operacionais;
const na = SUBCATEGORIA_B.naoAplicavel;

/** 200 lines a store: what a shop budgets, most of it reaching the cash, a few lines only in the P&L. */
const TIPOS: readonly Tipo[] = [
  {
    n: 20,
    categoriaA: CATEGORIA_A.vendas,
    subcategorias: SUBCATEGORIAS_A[CATEGORIA_A.vendas],
    gasto: () => 'N/A',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Recebimentos de clientes',
    sinal: 1,
    minEuros: 2_000,
    maxEuros: 40_000,
    iva: 23,
  },
  {
    n: 30,
    categoriaA: CATEGORIA_A.compras,
    subcategorias: SUBCATEGORIAS_A[CATEGORIA_A.compras],
    gasto: () => 'Variável',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Pagamentos a fornecedores',
    sinal: -1,
    minEuros: 500,
    maxEuros: 12_000,
    iva: 23,
  },
  {
    n: 100,
    categoriaA: CATEGORIA_A.fse,
    subcategorias: SUBCATEGORIAS_A[CATEGORIA_A.fse],
    gasto: (i) => (i % 3 === 0 ? 'Variável' : 'Fixo'),
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Pagamentos a fornecedores',
    sinal: -1,
    minEuros: 50,
    maxEuros: 3_000,
    iva: 23,
  },
  {
    n: 30,
    categoriaA: CATEGORIA_A.gastosPessoal,
    subcategorias: SUBCATEGORIAS_A[CATEGORIA_A.gastosPessoal],
    gasto: () => 'Fixo',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Pagamentos ao pessoal',
    sinal: -1,
    minEuros: 300,
    maxEuros: 4_000,
    iva: 0,
  },
  {
    n: 10,
    categoriaA: CATEGORIA_A.investimentos,
    subcategorias: SUBCATEGORIAS_A[CATEGORIA_A.investimentos],
    gasto: () => 'Não aplicável',
    categoriaB: CATEGORIA_B.investimento,
    subcategoriaB: SUBCATEGORIA_B.pagamentosInvestimento,
    rubricaB: 'Activos fixos tangíveis',
    sinal: -1,
    minEuros: 500,
    maxEuros: 8_000,
    iva: 23,
  },
  {
    n: 5,
    categoriaA: CATEGORIA_A.juros,
    subcategorias: ['Juros e gastos similares suportados'],
    gasto: () => 'Fixo',
    categoriaB: CATEGORIA_B.financiamento,
    subcategoriaB: SUBCATEGORIA_B.pagamentosFinanciamento,
    rubricaB: 'Juros e gastos similares',
    sinal: -1,
    minEuros: 100,
    maxEuros: 1_500,
    iva: 0,
  },
  {
    // Costs budgeted for the P&L only (the 'Cash Flow' column says 'Não').
    n: 5,
    categoriaA: CATEGORIA_A.fse,
    subcategorias: SUBCATEGORIAS_A[CATEGORIA_A.fse],
    gasto: () => 'Fixo',
    categoriaB: SEM_CATEGORIA_B,
    subcategoriaB: SEM_SUBCATEGORIA_B,
    rubricaB: SEM_RUBRICA_B,
    sinal: -1,
    minEuros: 50,
    maxEuros: 800,
    iva: 23,
  },
];

/** A deterministic spread of whole cents from a few integers. */
function hash(...n: number[]): number {
  let h = 2166136261;
  for (const x of n) {
    h ^= x;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** The budget lines of a store (`semente`) and year: 200 lines, twelve months each (bases in cents). */
export function linhasDeOrcamento(semente: number, ano: number): LinhaModelo[] {
  const linhas: LinhaModelo[] = [];
  for (const [t, tipo] of TIPOS.entries()) {
    for (let i = 0; i < tipo.n; i++) {
      const base = tipo.minEuros * 100 + (hash(semente, t, i) % ((tipo.maxEuros - tipo.minEuros) * 100));
      linhas.push({
        nif: null,
        emitente: `${tipo.categoriaA} ${i + 1}`,
        categoria_A: tipo.categoriaA,
        subcategoria_A: tipo.subcategorias[i % tipo.subcategorias.length] as string,
        centroCusto_A: `CC${(i % 7) + 1}`,
        categoria_B: tipo.categoriaB,
        subcategoria_B: tipo.subcategoriaB,
        rubrica_B: tipo.rubricaB,
        subrubrica_B: null,
        tipologia: 'Empresa',
        gasto: tipo.gasto(i),
        taxaIva: tipo.iva,
        // Seasonal: ±20 % around the line's base through the year.
        meses: Array.from(
          { length: 12 },
          (_, m) => tipo.sinal * Math.round(base * (0.8 + (hash(semente, t, i, m, ano) % 400) / 1000)),
        ),
      });
    }
  }
  return linhas;
}

export const LINHAS_POR_LOJA = TIPOS.reduce((soma, t) => soma + t.n, 0);

/** A store's budget of a year as the filled Orçamento Anual template a person imports. */
export function ficheiroDeOrcamento(semente: number, ano: number): Promise<Uint8Array> {
  return gerarModeloOrcamento(ano, linhasDeOrcamento(semente, ano));
}
