import { MESES, type Mes } from '../../dates/dates';
import { addToMonth, monthsOf, monthValues, type SeriesByKey } from '../shared/month-values';
import { type ReportLine, reportLine } from '../shared/report-line';

/** Units of a product sold in a month, as the database hands them over (already summed over the stores asked). */
export interface QuantidadeVendida {
  produto: string;
  ano: number;
  /** 1-12 */
  mes: number;
  quantidade: number;
}

export interface AnaliseProdutosInput {
  ano1: number;
  ano2: number;
  /** Rows of other years are ignored; several rows of the same product and month add up. */
  quantidades: readonly QuantidadeVendida[];
}

/** A product in one year (SPEC §3): its months, the year's total and the average of its non-zero months. */
export interface ProdutoDoAno {
  nome: string;
  quantidadesMensais: Record<Mes, number>;
  total: number;
  media: number;
}

export interface AnaliseProdutos {
  ano1: number;
  ano2: number;
  /** The products with a quantity stored in the year (even 0), by name. */
  produtosAno1: readonly ProdutoDoAno[];
  produtosAno2: readonly ProdutoDoAno[];
  /** Every product of either year, by name (pt collation). */
  nomesProdutos: readonly string[];
  /** One line per name of `nomesProdutos`, ano1 against ano2, in units (key: the product's name). */
  linhas: readonly ReportLine[];
}

const ordemPt = new Intl.Collator('pt', { numeric: true }).compare;

/**
 * The products sold analysis (SPEC §2): each product's monthly units in two years, with the
 * difference and the % difference per month, Total and Média (the average of the non-zero months,
 * SPEC §9). A product missing from a year counts zero there.
 */
export function computeAnaliseProdutos(input: AnaliseProdutosInput): AnaliseProdutos {
  const anos = [input.ano1, input.ano2] as const;
  const series: [SeriesByKey, SeriesByKey] = [new Map(), new Map()];
  for (const q of input.quantidades) {
    if (!Number.isSafeInteger(q.quantidade) || q.quantidade < 0)
      throw new RangeError(`Quantidade inválida: ${q.quantidade}.`);
    for (const slot of [0, 1] as const) {
      // addToMonth checks the month and creates the series, so a product with only zeros is still there.
      if (q.ano === anos[slot]) addToMonth(series[slot], q.produto, q.mes, q.quantidade);
    }
  }
  const nomes = [...new Set([...series[0].keys(), ...series[1].keys()])].sort(ordemPt);
  const doAno = (slot: 0 | 1) =>
    nomes
      .filter((nome) => series[slot].has(nome))
      .map((nome) => produtoDoAno(nome, monthsOf(series[slot], nome)));
  return {
    ano1: input.ano1,
    ano2: input.ano2,
    produtosAno1: doAno(0),
    produtosAno2: doAno(1),
    nomesProdutos: nomes,
    linhas: nomes.map((nome) =>
      reportLine({
        key: nome,
        label: nome,
        level: 0,
        tipo: 'item',
        unidade: 'quantidade',
        ano1: monthValues(monthsOf(series[0], nome), { unidade: 'quantidade' }),
        ano2: monthValues(monthsOf(series[1], nome), { unidade: 'quantidade' }),
      }),
    ),
  };
}

function produtoDoAno(nome: string, meses: readonly number[]): ProdutoDoAno {
  const { total, media } = monthValues(meses, { unidade: 'quantidade' });
  const quantidadesMensais = Object.fromEntries(MESES.map((mes, i) => [mes, meses[i] ?? 0])) as Record<
    Mes,
    number
  >;
  return { nome, quantidadesMensais, total, media };
}

/** A product's units in the year a Pareto view ranks. */
export interface UnidadesProduto {
  nome: string;
  quantidade: number;
}

export interface PosicaoPareto extends UnidadesProduto {
  /** Share of the year's units, in percent (full precision). */
  percentagem: number;
  /** Running share down to this product, in percent. */
  acumulada: number;
  /** Among the fewest products that together reach the threshold. */
  noPareto: boolean;
}

export interface Pareto {
  /** The year's units over every product. */
  total: number;
  /** Most units first (name breaks ties); products with no units last, never in the Pareto set. */
  posicoes: readonly PosicaoPareto[];
  /** How many products make `limiar` % of the units (the first of the ranking). */
  produtosNoPareto: number;
  /** The threshold, in percent. */
  limiar: number;
}

/** The usual 80 / 20 rule. */
export const LIMIAR_PARETO = 80;

/**
 * The Pareto view: products by units, most first, and the fewest of them whose units together
 * reach `limiar` % of the year's. The comparison is in whole units (acumulado × 100 ≥ total × limiar),
 * so a product that lands exactly on 80 % closes the set.
 */
export function computePareto(produtos: readonly UnidadesProduto[], limiar = LIMIAR_PARETO): Pareto {
  const total = produtos.reduce((soma, p) => soma + p.quantidade, 0);
  const ordenados = [...produtos].sort((a, b) => b.quantidade - a.quantidade || ordemPt(a.nome, b.nome));
  let acumulado = 0;
  let produtosNoPareto = 0;
  const posicoes = ordenados.map((p) => {
    const antes = acumulado;
    acumulado += p.quantidade;
    const noPareto = p.quantidade > 0 && antes * 100 < total * limiar;
    if (noPareto) produtosNoPareto += 1;
    return {
      ...p,
      percentagem: total === 0 ? 0 : (p.quantidade / total) * 100,
      acumulada: total === 0 ? 0 : (acumulado / total) * 100,
      noPareto,
    };
  });
  return { total, posicoes, produtosNoPareto, limiar };
}

/** A product's units in the two compared years. */
export interface UnidadesComparadas {
  nome: string;
  ano1: number;
  ano2: number;
}

/**
 * The products to chart year against year: most units in the second year first, then the first
 * year's, then the name; products with no units in either year are left out.
 */
export function topProdutos(produtos: readonly UnidadesComparadas[], n = 10): UnidadesComparadas[] {
  return produtos
    .filter((p) => p.ano1 !== 0 || p.ano2 !== 0)
    .sort((a, b) => b.ano2 - a.ano2 || b.ano1 - a.ano1 || ordemPt(a.nome, b.nome))
    .slice(0, n);
}
