import {
  CATEGORIA_A,
  CATEGORIA_B,
  type CategoriaA,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_B,
  SUBCATEGORIA_B,
  SUBCATEGORIAS_A,
} from '@contas/core';
import { gerarModeloOrcamento, type LinhaOrcamento } from '@contas/core/modelos';
import { multipart, postar } from './api';

type LinhaModelo = Omit<LinhaOrcamento, 'linha'>;

/** A line's cash classification: Categoria B, Subcategoria B, Rubrica B. */
type Caixa = readonly [categoriaB: string, subcategoriaB: string, rubricaB: string];

/** A kind of budget line: how many of the 200, its classification, its sign and size, its VAT rate. */
type Tipo = {
  n: number;
  categoriaA: string;
  subcategorias: readonly string[];
  gasto: (i: number) => string;
  caixa: Caixa;
  sinal: 1 | -1;
  euros: readonly [min: number, max: number];
  iva: number;
};

const operacional = (rubricaB: string): Caixa => [
  CATEGORIA_B.operacionais,
  SUBCATEGORIA_B.naoAplicavel,
  rubricaB,
];
const fixo = () => 'Fixo';

function tipo(
  n: number,
  categoriaA: CategoriaA,
  gasto: (i: number) => string,
  caixa: Caixa,
  sinal: 1 | -1,
  euros: readonly [number, number],
  iva: number,
  subcategorias: readonly string[] = SUBCATEGORIAS_A[categoriaA],
): Tipo {
  return { n, categoriaA, subcategorias, gasto, caixa, sinal, euros, iva };
}

/** 200 lines a store: what a shop budgets, most of it reaching the cash, a few lines only in the P&L. */
const TIPOS: readonly Tipo[] = [
  tipo(20, CATEGORIA_A.vendas, () => 'N/A', operacional('Recebimentos de clientes'), 1, [2_000, 40_000], 23),
  tipo(
    30,
    CATEGORIA_A.compras,
    () => 'Variável',
    operacional('Pagamentos a fornecedores'),
    -1,
    [500, 12_000],
    23,
  ),
  tipo(
    100,
    CATEGORIA_A.fse,
    (i) => (i % 3 === 0 ? 'Variável' : 'Fixo'),
    operacional('Pagamentos a fornecedores'),
    -1,
    [50, 3_000],
    23,
  ),
  tipo(30, CATEGORIA_A.gastosPessoal, fixo, operacional('Pagamentos ao pessoal'), -1, [300, 4_000], 0),
  tipo(
    10,
    CATEGORIA_A.investimentos,
    () => 'Não aplicável',
    [CATEGORIA_B.investimento, SUBCATEGORIA_B.pagamentosInvestimento, 'Activos fixos tangíveis'],
    -1,
    [500, 8_000],
    23,
  ),
  tipo(
    5,
    CATEGORIA_A.juros,
    fixo,
    [CATEGORIA_B.financiamento, SUBCATEGORIA_B.pagamentosFinanciamento, 'Juros e gastos similares'],
    -1,
    [100, 1_500],
    0,
    ['Juros e gastos similares suportados'],
  ),
  // Costs budgeted for the P&L only (the 'Cash Flow' column says 'Não').
  tipo(5, CATEGORIA_A.fse, fixo, [SEM_CATEGORIA_B, SEM_SUBCATEGORIA_B, SEM_RUBRICA_B], -1, [50, 800], 23),
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
      const [min, max] = tipo.euros;
      const base = min * 100 + (hash(semente, t, i) % ((max - min) * 100));
      linhas.push({
        nif: null,
        emitente: `${tipo.categoriaA} ${i + 1}`,
        categoria_A: tipo.categoriaA,
        subcategoria_A: tipo.subcategorias[i % tipo.subcategorias.length] as string,
        centroCusto_A: `CC${(i % 7) + 1}`,
        categoria_B: tipo.caixa[0],
        subcategoria_B: tipo.caixa[1],
        rubrica_B: tipo.caixa[2],
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

/** A store's budget of a year imported through the API as a person imports the filled template: how long (ms). */
export async function importarOrcamento(
  base: string,
  token: string,
  alvo: { empresaId: string; lojaId: string; semente: number; ano: number },
): Promise<number> {
  const { empresaId, lojaId, semente, ano } = alvo;
  const { ms } = await postar(
    `${base}/api/upload/orcamento/${empresaId}/${lojaId}/${ano}`,
    token,
    multipart([
      { campo: 'tipoArquivo', valor: 'orcamento' },
      { campo: 'tipoUpload', valor: 'upload-orcamento' },
      {
        campo: 'file',
        nome: `orcamento-${semente}-${ano}.xlsx`,
        bytes: await ficheiroDeOrcamento(semente, ano),
      },
    ]),
  );
  return ms;
}
