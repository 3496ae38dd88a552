import type { Cents } from '../../money/money';
import {
  CATEGORIA_A,
  FSE_SUBGRUPOS,
  findItemFse,
  SEM_SUBCATEGORIA_A,
  SUBCATEGORIAS_A,
  SUBCATEGORIAS_INVESTIMENTO,
} from '../../taxonomy/categoria-a';
import {
  CATEGORIAS_DEPRECIACAO,
  type CategoriaDepreciacao,
  isCategoriaDepreciacao,
} from '../../taxonomy/depreciacoes';
import {
  type DetalheIrc,
  detalheIrc,
  impostoAcumulado,
  REGIME_IRC_GERAL,
  type RegimeIrc,
} from '../../taxonomy/irc';
import {
  addToMonth,
  type MonthValues,
  monthsOf,
  monthValues,
  type SeriesByKey,
  splitYearlyCents,
  sumMonths,
} from '../shared/month-values';
import {
  buildReportLines,
  childKey,
  type LineSpec,
  type ReportLine,
  reportLine,
} from '../shared/report-line';

/** One row of the ledger sums by (year, month, Categoria A, Subcategoria A, gasto); income +, expense −. */
export interface SomaDemonstracaoResultados {
  ano: number;
  /** 1-12 */
  mes: number;
  categoriaA: string;
  subcategoriaA: string;
  gasto: string;
  cents: Cents;
}

/** A yearly depreciation of one category, as entered on the depreciation screen (a cost, ≥ 0). */
export interface DepreciacaoAnual {
  ano: number;
  categoria: CategoriaDepreciacao;
  cents: Cents;
}

export interface DemonstracaoResultadosInput {
  ano1: number;
  ano2: number;
  /** Rows of other years are ignored; several rows with the same key add up. */
  somas: readonly SomaDemonstracaoResultados[];
  depreciacoes: readonly DepreciacaoAnual[];
  /** IRC rate in percent by year, when the company's differs from the general rate (ircRate). */
  taxasIrc?: Readonly<Record<number, number>>;
  /** The company's SME band and derrama municipal; without it, the general rate alone. */
  regimeIrc?: RegimeIrc;
}

export interface DemonstracaoResultados {
  ano1: number;
  ano2: number;
  /** The general IRC rates applied, in percent. */
  taxaIrc: { ano1: number; ano2: number };
  /** Everything the tax line applied, per year (general rate, SME band, derrama municipal). */
  irc: { ano1: DetalheIrc; ano2: DetalheIrc };
  /** The income statement, top to bottom (SPEC §9). */
  linhas: readonly ReportLine[];
  /** Vendas + Variáveis FSE + Compras: for the summary and the break-even, not a row of the statement. */
  margemContribuicao: ReportLine;
  /** Investment purchases: outside the income statement (they are depreciated instead). */
  investimentos: ReportLine;
  /**
   * Rows with no (known) Categoria A: outside the statement's results, so nothing goes unnoticed it is
   * also the last row of `linhas`, 'Por classificar'.
   */
  naoClassificado: ReportLine;
}

/** The keys of the top rows, for the screens and the summary that pick lines. */
export const LINHA_DR = {
  vendas: 'vendas',
  subsidios: 'subsidios',
  fseVariaveis: 'fse_variaveis',
  compras: 'compras',
  margemBruta: 'margem_bruta',
  fseFixos: 'fse_fixos',
  gastosPessoal: 'gastos_pessoal',
  impostos: 'impostos',
  resultadoAntesDepreciacoes: 'resultado_antes_depreciacoes',
  depreciacoes: 'depreciacoes',
  resultadoAntesFinanciamentoImpostos: 'resultado_antes_financiamento_impostos',
  juros: 'juros',
  resultadoAntesImpostos: 'resultado_antes_impostos',
  impostoRendimento: 'imposto_rendimento',
  resultadoLiquido: 'resultado_liquido',
  margemContribuicao: 'margem_contribuicao',
  investimentos: 'investimentos',
  naoClassificado: 'nao_classificado',
} as const;

/** Personnel charges the statement shows apart, under 'Impostos' (SPEC §9). */
const IMPOSTOS_PESSOAL: readonly string[] = ['TSU', 'Segurança Social', 'IRS'];
/** The spec's order, with Seguros (also a personnel cost) last. */
const ITENS_PESSOAL: readonly string[] = [
  'Vencimento Líquido',
  'Higiene e segurança no trabalho',
  'Formação',
  'Subsídio Refeição',
  'Seguros',
];

/** Items of a category as leaves, plus 'Sem Subcategoria A' so the group still adds up. */
function itemSpecs(parentKey: string, nomes: readonly string[], semSubcategoria = true): LineSpec[] {
  const todos = semSubcategoria ? [...nomes, SEM_SUBCATEGORIA_A] : nomes;
  return todos.map((nome) => ({ key: childKey(parentKey, nome), label: nome }));
}

/** A subgroup whose only item is itself (621 Subcontratos) is a leaf. */
function isLeafSubgrupo(subgrupo: (typeof FSE_SUBGRUPOS)[number]): boolean {
  return subgrupo.itens.length === 1 && subgrupo.itens[0]?.nome === subgrupo.nome;
}

function fseSpec(key: string, label: string): LineSpec {
  return {
    key,
    label,
    children: [
      ...FSE_SUBGRUPOS.map((subgrupo): LineSpec => {
        const subgrupoKey = childKey(key, subgrupo.nome);
        if (isLeafSubgrupo(subgrupo))
          return { key: subgrupoKey, label: subgrupo.nome, codigo: subgrupo.codigo };
        return {
          key: subgrupoKey,
          label: subgrupo.nome,
          codigo: subgrupo.codigo,
          children: subgrupo.itens.map((item) => ({
            key: childKey(subgrupoKey, item.nome),
            label: item.nome,
            codigo: item.codigo,
          })),
        };
      }),
      { key: childKey(key, SEM_SUBCATEGORIA_A), label: SEM_SUBCATEGORIA_A },
    ],
  };
}

function fseLeafKey(groupKey: string, subcategoriaA: string): string {
  const found = findItemFse(subcategoriaA);
  if (!found) return childKey(groupKey, SEM_SUBCATEGORIA_A);
  const subgrupoKey = childKey(groupKey, found.subgrupo.nome);
  return isLeafSubgrupo(found.subgrupo) ? subgrupoKey : childKey(subgrupoKey, found.item.nome);
}

const K = LINHA_DR;
/** Index of ano1 and ano2 in the per-year arrays. */
const SLOTS = [0, 1] as const;

/** The lines of the statement that sum the ledger, before they have numbers. */
const ESQUELETO = {
  vendas: {
    key: K.vendas,
    label: CATEGORIA_A.vendas,
    children: itemSpecs(K.vendas, SUBCATEGORIAS_A[CATEGORIA_A.vendas]),
  },
  subsidios: { key: K.subsidios, label: CATEGORIA_A.subsidios },
  fseVariaveis: fseSpec(K.fseVariaveis, 'Variáveis FSE'),
  compras: {
    key: K.compras,
    label: CATEGORIA_A.compras,
    children: itemSpecs(K.compras, SUBCATEGORIAS_A[CATEGORIA_A.compras]),
  },
  fseFixos: fseSpec(K.fseFixos, 'Fixos FSE'),
  gastosPessoal: {
    key: K.gastosPessoal,
    label: CATEGORIA_A.gastosPessoal,
    children: itemSpecs(K.gastosPessoal, ITENS_PESSOAL),
  },
  impostos: { key: K.impostos, label: 'Impostos', children: itemSpecs(K.impostos, IMPOSTOS_PESSOAL, false) },
  depreciacoes: {
    key: K.depreciacoes,
    label: 'Depreciações',
    children: CATEGORIAS_DEPRECIACAO.map((c) => ({ key: `${K.depreciacoes}.${c.key}`, label: c.label })),
  },
  juros: {
    key: K.juros,
    label: CATEGORIA_A.juros,
    children: itemSpecs(K.juros, SUBCATEGORIAS_A[CATEGORIA_A.juros]),
  },
  investimentos: {
    key: K.investimentos,
    label: CATEGORIA_A.investimentos,
    children: itemSpecs(K.investimentos, SUBCATEGORIAS_INVESTIMENTO),
  },
  naoClassificado: { key: K.naoClassificado, label: 'Por classificar' },
} satisfies Record<string, LineSpec>;

function itemLeafKey(parentKey: string, nomes: readonly string[], subcategoriaA: string): string {
  return childKey(parentKey, nomes.includes(subcategoriaA) ? subcategoriaA : SEM_SUBCATEGORIA_A);
}

/**
 * The leaf a ledger sum belongs to. FSE go to the variable group only when their gasto is
 * 'Variável'; 'Fixo', 'N/A', 'Não aplicável' and anything else count as fixed, the prudent choice
 * (a cost not known to vary with sales raises the break-even point instead of hiding in the margin).
 * Purchases are variable whatever their gasto.
 */
function leafKey(soma: SomaDemonstracaoResultados): string {
  const { subcategoriaA } = soma;
  switch (soma.categoriaA) {
    case CATEGORIA_A.vendas:
      return itemLeafKey(K.vendas, SUBCATEGORIAS_A[CATEGORIA_A.vendas], subcategoriaA);
    case CATEGORIA_A.subsidios:
      return K.subsidios;
    case CATEGORIA_A.compras:
      return itemLeafKey(K.compras, SUBCATEGORIAS_A[CATEGORIA_A.compras], subcategoriaA);
    case CATEGORIA_A.fse:
      return fseLeafKey(soma.gasto === 'Variável' ? K.fseVariaveis : K.fseFixos, subcategoriaA);
    case CATEGORIA_A.gastosPessoal:
      return IMPOSTOS_PESSOAL.includes(subcategoriaA)
        ? childKey(K.impostos, subcategoriaA)
        : itemLeafKey(K.gastosPessoal, ITENS_PESSOAL, subcategoriaA);
    case CATEGORIA_A.juros:
      return itemLeafKey(K.juros, SUBCATEGORIAS_A[CATEGORIA_A.juros], subcategoriaA);
    case CATEGORIA_A.investimentos:
      return itemLeafKey(K.investimentos, SUBCATEGORIAS_INVESTIMENTO, subcategoriaA);
    default:
      return K.naoClassificado;
  }
}

/**
 * The income statement of two years side by side (SPEC §9), from ledger sums already grouped by
 * the database. Expenses are negative, so every subtotal is a plain sum of the lines above it.
 *
 * Depreciations: the yearly amount per category becomes one twelfth a month, the remainder cents
 * in the first months, shown negative like every other cost.
 *
 * IRC: the law charges it on the year's result, so the Total is the tax on the year's pre-tax total
 * (SME band, derrama municipal and estadual included: impostoSobreLucro). The months carry its
 * year-to-date allocation (impostoAcumulado): each month the tax on the result so far, less what the
 * months before carried, so the months always add up to the Total, on screen and in the export.
 */
export function computeDemonstracaoResultados(input: DemonstracaoResultadosInput): DemonstracaoResultados {
  const anos = [input.ano1, input.ano2] as const;
  const series: [SeriesByKey, SeriesByKey] = [new Map(), new Map()];

  for (const soma of input.somas) {
    const key = leafKey(soma);
    for (const slot of SLOTS) {
      if (soma.ano === anos[slot]) addToMonth(series[slot], key, soma.mes, soma.cents);
    }
  }

  const anuais: [Map<string, Cents>, Map<string, Cents>] = [new Map(), new Map()];
  for (const d of input.depreciacoes) {
    if (!isCategoriaDepreciacao(d.categoria)) {
      throw new RangeError(`Categoria de depreciação inválida: ${d.categoria}.`);
    }
    const key = `${K.depreciacoes}.${d.categoria}`;
    for (const slot of SLOTS) {
      if (d.ano === anos[slot]) anuais[slot].set(key, (anuais[slot].get(key) ?? 0) + d.cents);
    }
  }
  for (const slot of SLOTS) {
    for (const [key, cents] of anuais[slot]) series[slot].set(key, splitYearlyCents(-cents));
  }

  const leafMonths = (key: string) => [monthsOf(series[0], key), monthsOf(series[1], key)] as const;
  const grupo = (spec: LineSpec): ReportLine => buildReportLines([spec], leafMonths)[0] as ReportLine;

  const vendas = grupo(ESQUELETO.vendas);
  const subsidios = grupo(ESQUELETO.subsidios);
  const fseVariaveis = grupo(ESQUELETO.fseVariaveis);
  const compras = grupo(ESQUELETO.compras);
  const fseFixos = grupo(ESQUELETO.fseFixos);
  const gastosPessoal = grupo(ESQUELETO.gastosPessoal);
  const impostos = grupo(ESQUELETO.impostos);
  const depreciacoes = grupo(ESQUELETO.depreciacoes);
  const juros = grupo(ESQUELETO.juros);

  const regime = input.regimeIrc ?? REGIME_IRC_GERAL;
  const detalhes = anos.map((ano) => detalheIrc(ano, regime, input.taxasIrc?.[ano])) as [
    DetalheIrc,
    DetalheIrc,
  ];

  // Per compared year: the months of each subtotal, then the tax and the net result.
  const porAno = SLOTS.map((slot) => {
    const m = (line: ReportLine) => (slot === 0 ? line.valores.ano1 : line.valores.ano2).meses;
    const margemBruta = sumMonths(m(vendas), m(subsidios), m(fseVariaveis), m(compras));
    const antesDepreciacoes = sumMonths(margemBruta, m(fseFixos), m(gastosPessoal), m(impostos));
    const antesFinanciamento = sumMonths(antesDepreciacoes, m(depreciacoes));
    const antesImpostos = sumMonths(antesFinanciamento, m(juros));
    const imposto = impostoAcumulado(antesImpostos, detalhes[slot]);
    return {
      margemBruta: monthValues(margemBruta),
      antesDepreciacoes: monthValues(antesDepreciacoes),
      antesFinanciamento: monthValues(antesFinanciamento),
      antesImpostos: monthValues(antesImpostos),
      imposto: monthValues(imposto),
      liquido: monthValues(sumMonths(antesImpostos, imposto)),
      margemContribuicao: monthValues(sumMonths(m(vendas), m(fseVariaveis), m(compras))),
    };
  }) as [ResultadosDoAno, ResultadosDoAno];

  const naoClassificado = grupo(ESQUELETO.naoClassificado);
  const resultado = (key: string, label: string, pick: (r: ResultadosDoAno) => MonthValues): ReportLine =>
    reportLine({ key, label, level: 0, tipo: 'resultado', ano1: pick(porAno[0]), ano2: pick(porAno[1]) });

  return {
    ano1: input.ano1,
    ano2: input.ano2,
    taxaIrc: { ano1: detalhes[0].taxa, ano2: detalhes[1].taxa },
    irc: { ano1: detalhes[0], ano2: detalhes[1] },
    linhas: [
      vendas,
      subsidios,
      fseVariaveis,
      compras,
      resultado(K.margemBruta, 'Margem Bruta', (r) => r.margemBruta),
      fseFixos,
      gastosPessoal,
      impostos,
      resultado(K.resultadoAntesDepreciacoes, 'Resultado antes de depreciações', (r) => r.antesDepreciacoes),
      depreciacoes,
      resultado(
        K.resultadoAntesFinanciamentoImpostos,
        'Resultado antes de gastos de financiamento e impostos',
        (r) => r.antesFinanciamento,
      ),
      juros,
      resultado(K.resultadoAntesImpostos, 'Resultado antes de impostos', (r) => r.antesImpostos),
      resultado(K.impostoRendimento, 'Imposto sobre o rendimento', (r) => r.imposto),
      resultado(K.resultadoLiquido, 'Resultado líquido do período', (r) => r.liquido),
      // Outside every result above: what the statement is missing until those rows are classified.
      naoClassificado,
    ],
    margemContribuicao: resultado(K.margemContribuicao, 'Margem Contribuição', (r) => r.margemContribuicao),
    investimentos: grupo(ESQUELETO.investimentos),
    naoClassificado,
  };
}

interface ResultadosDoAno {
  margemBruta: MonthValues;
  antesDepreciacoes: MonthValues;
  antesFinanciamento: MonthValues;
  antesImpostos: MonthValues;
  imposto: MonthValues;
  liquido: MonthValues;
  margemContribuicao: MonthValues;
}
