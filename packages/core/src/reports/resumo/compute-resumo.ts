import { MESES, type Mes } from '../../dates/dates';
import type { Cents } from '../../money/money';
import {
  type DemonstracaoResultados,
  LINHA_DR,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import { type FluxoCaixa, LINHA_FC } from '../fluxo-caixa/compute-fluxo-caixa';
import { computeDrOrcamento, type DrOrcamentoInput } from '../orcamento/compute-dr-orcamento';
import {
  computeFluxoCaixaOrcamento,
  type FluxoCaixaOrcamentoInput,
} from '../orcamento/compute-fluxo-caixa-orcamento';
import type { EstadoMes } from '../orcamento/estado-meses';
import type { LinhaOrcamento } from '../orcamento/linhas-orcamento';
import {
  computePontoEquilibrio,
  LINHA_PE,
  type MotivoSemValor,
} from '../ponto-equilibrio/compute-ponto-equilibrio';
import {
  type OrigemQuantidades,
  type QuantidadeLoja,
  quantidadesVendidas,
} from '../ponto-equilibrio/quantidades-vendidas';
import { computePrevisaoIva, type PrevisaoIvaInput } from '../previsao-iva/compute-previsao-iva';
import { comoCustos, divideRounded, NUM_MESES, type Unidade } from '../shared/month-values';
import { deltaPercent, findReportLine, type ReportLine } from '../shared/report-line';
import { faturasPorLoja, type SomaVendas } from '../ticket-medio/compute-ticket-medio';

/** The stores' headcount for the year: people at work per month, summed over the stores asked. */
export type PessoalResumo =
  | { readonly meses: readonly number[] }
  /** Stores of the scope with no headcount row for the year: no figure per person until they have one. */
  | { readonly lojasSemPessoal: readonly string[] };

/** The company's equity (capital próprio) of the year, as an admin entered it. */
export type CapitalProprioResumo =
  | { readonly cents: Cents }
  /** No admin has entered it for the year. */
  | { readonly motivo: 'sem-capital-proprio' }
  /** A store's summary: the equity is the company's, not a store's. */
  | { readonly motivo: 'capital-da-empresa' };

export interface ResumoInput {
  ano: number;
  /** What 'DR Orçamento' is built from: its real side is the income statement's own input for the year. */
  dr: DrOrcamentoInput;
  /** What 'Fluxo de Caixa Orçamento' is built from: its real side is the cash flow's own input. */
  fluxo: FluxoCaixaOrcamentoInput;
  pessoal: PessoalResumo;
  capitalProprio: CapitalProprioResumo;
  /**
   * What the break-even report counts its units sold from (the issued invoices' sums, and the products
   * files' units); without it there is no break-even block.
   */
  pontoEquilibrio?: { vendas: readonly SomaVendas[]; produtos: readonly QuantidadeLoja[] };
  /** What the VAT map of the year is built from (ano1 = ano2 = ano): the next payment's card. */
  iva?: PrevisaoIvaInput;
}

/** Why a cell of the summary has no figure. */
export type MotivoResumo =
  | MotivoSemValor
  /** A ratio over the sales, in a month (or year) without sales. */
  | 'sem-vendas-no-periodo'
  /** A figure per person in a month with nobody at work. */
  | 'sem-pessoal'
  /** A store of the scope has no headcount for the year. */
  | 'pessoal-em-falta'
  | 'sem-investimento'
  | 'sem-gastos-pessoal'
  | 'sem-capital-proprio'
  | 'capital-da-empresa'
  /** A ratio over a yearly figure (investment, equity): only the year's column has it. */
  | 'so-no-ano';

/** A row of the summary: 12 months and the year (Total); a ratio's year is the ratio of the year's figures. */
export interface LinhaResumo {
  readonly key: string;
  readonly label: string;
  readonly unidade: Unidade;
  /** How it is computed, as the screen states it (DOMAIN.md §7: textbooks differ). */
  readonly formula?: string;
  /** Jan..Dez, then the year; null where there is no figure (see motivos). */
  readonly valores: readonly (number | null)[];
  readonly motivos: readonly (MotivoResumo | null)[];
}

export type BlocoResumoKey = 'demonstracao_resultados' | 'fluxo_caixa' | 'margens' | 'ponto_equilibrio';

export interface BlocoResumo {
  readonly key: BlocoResumoKey;
  readonly titulo: string;
  readonly linhas: readonly LinhaResumo[];
}

/** The VAT map's next payment to the State from today: the period it settles and its deadline. */
export interface ProximoPagamentoIva {
  /** '2.º trimestre de 2025', 'setembro de 2025'. */
  readonly periodo: string;
  readonly prazoPagamento: string;
  /** 0 when the period carries a credit instead. */
  readonly aPagar: Cents;
  readonly excessoAReportar: Cents;
  /** Some month of the period is the budget's forecast. */
  readonly previsao: boolean;
}

/** The headline figures of the closed months of the year ('year to date'). */
export interface CartoesResumo {
  /** How many months of the year are closed (0: none yet; 12: a past year). */
  readonly meses: number;
  readonly vendas: Cents;
  /** Margem Bruta ÷ Vendas of those months, in percent; null without sales. */
  readonly margemBruta: number | null;
  readonly resultadoLiquido: Cents;
  /** The cash at the end of the last closed month; null with no month closed. */
  readonly caixa: Cents | null;
  /** The net result against the budget of the same months; null without a budget. */
  readonly desvioOrcamento: {
    readonly real: Cents;
    readonly orcamento: Cents;
    readonly deltaEuros: Cents;
    readonly deltaPercent: number;
  } | null;
  /** The next VAT payment (of a period of the year, deadline from today on); null without the VAT map or one. */
  readonly iva: ProximoPagamentoIva | null;
}

export interface Resumo {
  ano: number;
  estadoMeses: readonly EstadoMes[];
  /** The four blocks on the ledger (the break-even one only with the quantities sold). */
  blocos: readonly BlocoResumo[];
  /** The same blocks on the budget (no break-even: a budget has no quantities). */
  blocosOrcamento: readonly BlocoResumo[];
  /** 'Orçamento - {ano}': the income statement's and the cash flow's lines, budget (ano1) against real (ano2). */
  comparacao: readonly LinhaOrcamento[];
  cartoes: CartoesResumo;
  /** The income statement's and the cash flow's 'Por classificar' lines of the year (ano1 = ano2 = ano). */
  porClassificar: { resultados: ReportLine; caixa: ReportLine };
  /** No budget line of the year, for the statement nor for the cash. */
  semOrcamento: boolean;
  /** The stores without a headcount for the year (the figures per person wait for them). */
  lojasSemPessoal: readonly string[];
  /** Where the break-even's units of each month come from; null without the break-even block. */
  origemQuantidades: readonly OrigemQuantidades[] | null;
}

export const BLOCO_RESUMO: Readonly<Record<BlocoResumoKey, string>> = {
  demonstracao_resultados: 'Demonstração de Resultados',
  fluxo_caixa: 'Fluxo de Caixa',
  margens: 'Margens e Rentabilidade',
  ponto_equilibrio: 'Ponto de Equilíbrio',
};

const VENDAS = 'Vendas e serviços prestados';
const EBITDA = 'Resultado antes de depreciações, gastos de financiamento e impostos';
const RESULTADO_OPERACIONAL = 'Resultado antes de gastos de financiamento e impostos';
const RESULTADO_LIQUIDO = 'Resultado líquido do período';
const PESSOAL = 'Gastos com o pessoal';
const IMPOSTOS_PESSOAL = 'Impostos sobre o pessoal (TSU, Segurança Social, IRS)';

/** The income statement's rows the summary shows, with the summary's labels (SPEC §2). */
const LINHAS_DR: ReadonlyArray<readonly [key: string, label: string]> = [
  [LINHA_DR.vendas, VENDAS],
  [LINHA_DR.subsidios, 'Subsídios à exploração'],
  [LINHA_DR.fseVariaveis, 'Fornecimentos e serviços externos variáveis'],
  [LINHA_DR.compras, 'Compras'],
  [LINHA_DR.margemBruta, 'Margem Bruta'],
  [LINHA_DR.fseFixos, 'Fornecimentos e serviços externos fixos'],
  [LINHA_DR.gastosPessoal, PESSOAL],
  [LINHA_DR.impostos, IMPOSTOS_PESSOAL],
  [LINHA_DR.resultadoAntesDepreciacoes, EBITDA],
  [LINHA_DR.resultadoLiquido, RESULTADO_LIQUIDO],
];

/** The lines of 'Orçamento - {ano}': the statement's (fixed and variable FSE apart), then the cash flow's. */
const COMPARACAO_DR: readonly string[] = [
  LINHA_DR.vendas,
  LINHA_DR.fseVariaveis,
  LINHA_DR.compras,
  LINHA_DR.margemBruta,
  LINHA_DR.fseFixos,
  LINHA_DR.gastosPessoal,
  LINHA_DR.impostos,
  LINHA_DR.resultadoAntesDepreciacoes,
  LINHA_DR.resultadoLiquido,
];
const COMPARACAO_FC: readonly string[] = [
  LINHA_FC.operacionais,
  LINHA_FC.investimento,
  LINHA_FC.financiamento,
  LINHA_FC.variacao,
  LINHA_FC.cfp,
];

export const LINHA_RESUMO = {
  caixaGeradaPelasOperacoes: LINHA_FC.caixaGeradaPelasOperacoes,
  operacionais: LINHA_FC.operacionais,
  cfp: LINHA_FC.cfp,
  margemBruta: 'margem_bruta_pct',
  margemOperacional: 'margem_operacional',
  margemLiquida: 'margem_liquida',
  vab: 'vab',
  vabPorPosto: 'vab_por_posto',
  produtividadeInvestimento: 'produtividade_investimento',
  produtividadeTrabalho: 'produtividade_trabalho',
  produtividadeCapitalProprio: 'produtividade_capital_proprio',
  rentabilidadeLiquida: 'rentabilidade_liquida_vendas',
  rentabilidadeOperacional: 'rentabilidade_operacional_vendas',
} as const;
const R = LINHA_RESUMO;

/** Columns: the 12 months, then the year. */
const COLUNAS = NUM_MESES + 1;
type Celulas = { valores: (number | null)[]; motivos: (MotivoResumo | null)[] };

/** A line's 12 months and its Total (the builder's: a balance's, a tax's year). */
function doAno(linha: ReportLine): number[] {
  return [...linha.valores.ano1.meses, linha.valores.ano1.total];
}

function linhaDe(fonte: readonly ReportLine[], key: string): ReportLine {
  const linha = findReportLine(fonte, key);
  if (!linha) throw new RangeError(`Linha em falta no relatório: ${key}.`);
  return linha;
}

function valorLinha(key: string, label: string, linha: ReportLine, formula?: string): LinhaResumo {
  return {
    key,
    label,
    unidade: linha.unidade,
    ...(formula !== undefined && { formula }),
    valores: doAno(linha),
    motivos: Array(COLUNAS).fill(null),
  };
}

/** A ratio column by column: null (with its reason) where the denominator is 0. */
function razao(
  numerador: readonly number[],
  denominador: readonly number[],
  motivo: MotivoResumo,
  f: (n: number, d: number) => number,
): Celulas {
  const celulas: Celulas = { valores: [], motivos: [] };
  for (let i = 0; i < COLUNAS; i++) {
    const d = denominador[i] ?? 0;
    celulas.valores.push(d === 0 ? null : f(numerador[i] ?? 0, d));
    celulas.motivos.push(d === 0 ? motivo : null);
  }
  return celulas;
}

const percentagem = (n: number, d: number) => (n / d) * 100;
const vezes = (n: number, d: number) => n / d;

function linhaRazao(
  key: string,
  label: string,
  unidade: Unidade,
  formula: string,
  celulas: Celulas,
): LinhaResumo {
  return { key, label, unidade, formula, ...celulas };
}

/** Only the year's column (a yearly denominator); the months say so. */
function soNoAno(valor: number | null, motivo: MotivoResumo | null): Celulas {
  return {
    valores: [...Array<null>(NUM_MESES).fill(null), valor],
    motivos: [...Array<MotivoResumo>(NUM_MESES).fill('so-no-ano'), valor === null ? motivo : null],
  };
}

function soMotivo(motivo: MotivoResumo): Celulas {
  return { valores: Array(COLUNAS).fill(null), motivos: Array(COLUNAS).fill(motivo) };
}

/**
 * The four blocks of SPEC §2 from one run of the income statement and one of the cash flow (the
 * ledger's, or the budget's): every figure is a row of those builders, or a ratio of their rows.
 */
function blocos(
  dr: DemonstracaoResultados,
  fc: FluxoCaixa,
  pessoal: PessoalResumo,
  capitalProprio: CapitalProprioResumo,
): BlocoResumo[] {
  const l = (key: string) => doAno(linhaDe(dr.linhas, key));
  const vendas = l(LINHA_DR.vendas);

  // DOMAIN.md §7, the simple SME version: VAB = sales − CMVMC − FSE (costs are negative in the statement).
  const vab = vendas.map(
    (v, i) =>
      v + (l(LINHA_DR.compras)[i] ?? 0) + (l(LINHA_DR.fseVariaveis)[i] ?? 0) + (l(LINHA_DR.fseFixos)[i] ?? 0),
  );
  const gastosPessoal = comoCustos(
    l(LINHA_DR.gastosPessoal).map((v, i) => v + (l(LINHA_DR.impostos)[i] ?? 0)),
  );
  const investimento = -dr.investimentos.valores.ano1.total || 0;
  // Margem líquida and rentabilidade líquida das vendas are one ratio (SPEC §2 lists both).
  const liquidoSobreVendas = razao(
    l(LINHA_DR.resultadoLiquido),
    vendas,
    'sem-vendas-no-periodo',
    percentagem,
  );

  const porPosto = (): Celulas => {
    if ('lojasSemPessoal' in pessoal) return soMotivo('pessoal-em-falta');
    if (pessoal.meses.length !== NUM_MESES)
      throw new RangeError(`Esperados 12 meses de pessoal, recebidos ${pessoal.meses.length}.`);
    // The year: VAB over the average of the 12 monthly headcounts, i.e. VAB × 12 ÷ their sum.
    const somaPessoas = pessoal.meses.reduce((s, n) => s + n, 0);
    const numerador = [...vab.slice(0, NUM_MESES), (vab[NUM_MESES] ?? 0) * NUM_MESES];
    return razao(numerador, [...pessoal.meses, somaPessoas], 'sem-pessoal', divideRounded);
  };

  const capital = (): Celulas => {
    if ('motivo' in capitalProprio) return soNoAno(null, capitalProprio.motivo);
    const cp = capitalProprio.cents;
    return soNoAno(cp === 0 ? null : vezes(vab[NUM_MESES] ?? 0, cp), 'sem-capital-proprio');
  };

  return [
    {
      key: 'demonstracao_resultados',
      titulo: BLOCO_RESUMO.demonstracao_resultados,
      linhas: LINHAS_DR.map(([key, label]) => valorLinha(key, label, linhaDe(dr.linhas, key))),
    },
    {
      key: 'fluxo_caixa',
      titulo: BLOCO_RESUMO.fluxo_caixa,
      linhas: [
        valorLinha(
          R.caixaGeradaPelasOperacoes,
          'Caixa gerada pelas operações',
          fc.caixaGeradaPelasOperacoes,
          'Recebimentos de clientes − pagamentos a fornecedores − pagamentos ao pessoal',
        ),
        valorLinha(
          R.operacionais,
          'Fluxos de caixa das actividades operacionais',
          linhaDe(fc.linhas, LINHA_FC.operacionais),
          'Caixa gerada pelas operações ± imposto sobre o rendimento e outros recebimentos e pagamentos',
        ),
        valorLinha(R.cfp, 'Caixa no fim do período', linhaDe(fc.linhas, LINHA_FC.cfp)),
      ],
    },
    {
      key: 'margens',
      titulo: BLOCO_RESUMO.margens,
      linhas: [
        linhaRazao(
          R.margemBruta,
          'Margem bruta',
          'percentagem',
          `Margem Bruta ÷ ${VENDAS}`,
          razao(l(LINHA_DR.margemBruta), vendas, 'sem-vendas-no-periodo', percentagem),
        ),
        linhaRazao(
          R.margemOperacional,
          'Margem operacional',
          'percentagem',
          `${EBITDA} ÷ ${VENDAS}`,
          razao(l(LINHA_DR.resultadoAntesDepreciacoes), vendas, 'sem-vendas-no-periodo', percentagem),
        ),
        linhaRazao(
          R.margemLiquida,
          'Margem líquida',
          'percentagem',
          `${RESULTADO_LIQUIDO} ÷ ${VENDAS}`,
          liquidoSobreVendas,
        ),
        {
          key: R.vab,
          label: 'VAB (valor acrescentado bruto)',
          unidade: 'cents',
          formula: `${VENDAS} − Compras − Fornecimentos e serviços externos (variáveis e fixos)`,
          valores: vab,
          motivos: Array(COLUNAS).fill(null),
        },
        linhaRazao(
          R.vabPorPosto,
          'VAB por posto de trabalho',
          'cents',
          'VAB ÷ pessoas ao serviço (quadro de pessoal das lojas; no ano, a média dos 12 meses)',
          porPosto(),
        ),
        linhaRazao(
          R.produtividadeInvestimento,
          'Produtividade do investimento',
          'quantidade',
          'VAB do ano ÷ Investimentos do ano',
          soNoAno(investimento === 0 ? null : vezes(vab[NUM_MESES] ?? 0, investimento), 'sem-investimento'),
        ),
        linhaRazao(
          R.produtividadeTrabalho,
          'Produtividade do trabalho',
          'quantidade',
          `VAB ÷ (${PESSOAL} + ${IMPOSTOS_PESSOAL})`,
          razao(vab, gastosPessoal, 'sem-gastos-pessoal', vezes),
        ),
        linhaRazao(
          R.produtividadeCapitalProprio,
          'Produtividade do capital próprio',
          'quantidade',
          'VAB do ano ÷ Capital próprio do ano',
          capital(),
        ),
        linhaRazao(
          R.rentabilidadeLiquida,
          'Rentabilidade líquida das vendas',
          'percentagem',
          `${RESULTADO_LIQUIDO} ÷ ${VENDAS} (a mesma razão que a margem líquida)`,
          liquidoSobreVendas,
        ),
        linhaRazao(
          R.rentabilidadeOperacional,
          'Rentabilidade operacional das vendas',
          'percentagem',
          `${RESULTADO_OPERACIONAL} ÷ ${VENDAS}`,
          razao(
            l(LINHA_DR.resultadoAntesFinanciamentoImpostos),
            vendas,
            'sem-vendas-no-periodo',
            percentagem,
          ),
        ),
      ],
    },
  ];
}

/** The break-even rows of the summary (SPEC §2), from the break-even report's own builder. */
const LINHAS_PE: ReadonlyArray<readonly [key: string, label: string]> = [
  [LINHA_PE.ticketMedio, 'Ticket médio'],
  [LINHA_PE.quantidadeEquilibrio, 'Ponto de equilíbrio (quantidade)'],
  [LINHA_PE.quantidades, 'Quantidades vendidas'],
  [LINHA_PE.vendasEquilibrio, 'Ponto de equilíbrio (vendas)'],
  [LINHA_PE.receitas, 'Receitas'],
];

function blocoPontoEquilibrio(dr: DemonstracaoResultados, quantidades: readonly number[]): BlocoResumo {
  const pe = computePontoEquilibrio({
    demonstracao: dr,
    quantidades: { ano1: quantidades, ano2: quantidades },
  });
  return {
    key: 'ponto_equilibrio',
    titulo: BLOCO_RESUMO.ponto_equilibrio,
    linhas: LINHAS_PE.map(([key, label]) => {
      const linha = pe.linhas.find((x) => x.key === key);
      if (!linha) throw new RangeError(`Linha em falta no ponto de equilíbrio: ${key}.`);
      // The break-even's cells are Jan..Dez, Total, Média: the summary takes the first 13.
      const motivos = (linha.semValor?.ano1 ?? []).slice(0, COLUNAS);
      const valores = doAno(linha).map((v, i) => (motivos[i] ? null : v));
      return {
        key,
        label,
        unidade: linha.unidade,
        valores,
        motivos: valores.map((_, i) => motivos[i] ?? null),
      };
    }),
  };
}

/** The VAT map's own settlement: the first period of the year whose payment deadline is today or later. */
function proximoPagamentoIva(iva: PrevisaoIvaInput): ProximoPagamentoIva | null {
  const seguinte = computePrevisaoIva(iva)
    .apuramentos.ano2.filter((a) => a.prazoPagamento >= iva.hoje)
    .sort((a, b) => a.prazoPagamento.localeCompare(b.prazoPagamento))[0];
  return seguinte
    ? {
        periodo: seguinte.rotulo,
        prazoPagamento: seguinte.prazoPagamento,
        aPagar: seguinte.aPagarCents,
        excessoAReportar: seguinte.excessoAReportarCents,
        previsao: seguinte.previsao,
      }
    : null;
}

function cartoes(
  estados: readonly EstadoMes[],
  real: { dr: DemonstracaoResultados; fc: FluxoCaixa },
  orcamento: DemonstracaoResultados | null,
  iva: PrevisaoIvaInput | undefined,
): CartoesResumo {
  const meses = estados.filter((e) => e === 'fechado').length;
  const ate = (linha: ReportLine) => linha.valores.ano1.meses.slice(0, meses).reduce((s, v) => s + v, 0);
  const vendas = ate(linhaDe(real.dr.linhas, LINHA_DR.vendas));
  const margem = ate(linhaDe(real.dr.linhas, LINHA_DR.margemBruta));
  const resultadoLiquido = ate(linhaDe(real.dr.linhas, LINHA_DR.resultadoLiquido));
  const orcado = orcamento && ate(linhaDe(orcamento.linhas, LINHA_DR.resultadoLiquido));
  return {
    meses,
    vendas,
    margemBruta: vendas === 0 ? null : percentagem(margem, vendas),
    resultadoLiquido,
    caixa: meses === 0 ? null : (linhaDe(real.fc.linhas, LINHA_FC.cfp).valores.ano1.meses[meses - 1] ?? 0),
    desvioOrcamento:
      orcado === null
        ? null
        : {
            real: resultadoLiquido,
            orcamento: orcado,
            deltaEuros: resultadoLiquido - orcado,
            deltaPercent: deltaPercent(orcado, resultadoLiquido),
          },
    iva: iva ? proximoPagamentoIva(iva) : null,
  };
}

/**
 * 'Resumo' (SPEC §2), the company's front page for one year: the income statement's, the cash flow's and
 * the break-even's own builders (through 'DR Orçamento' and 'Fluxo de Caixa Orçamento', which run them on
 * the ledger and on the budget), never a second formula; the ratios of DOMAIN.md §7 over their rows,
 * each with its formula; the budget comparison; and the headline figures of the closed months.
 */
export function computeResumo(input: ResumoInput): Resumo {
  const dr = computeDrOrcamento(input.dr);
  const fc = computeFluxoCaixaOrcamento(input.fluxo);
  const semOrcamento =
    input.dr.orcamento.length === 0 && !input.fluxo.linhas.some((l) => l.ano === input.ano);
  const real = blocos(dr.real, fc.real, input.pessoal, input.capitalProprio);
  // The break-even report's own count: each store's products file where it has the month, else its invoices.
  const quantidades =
    input.pontoEquilibrio &&
    quantidadesVendidas(
      input.ano,
      faturasPorLoja(input.pontoEquilibrio.vendas, input.ano),
      input.pontoEquilibrio.produtos,
    );
  const escolher = (linhas: readonly LinhaOrcamento[], keys: readonly string[]) =>
    keys.map((key) => {
      const { children: _, ...linha } = linhaDe(linhas, key) as LinhaOrcamento;
      return linha;
    });
  return {
    ano: input.ano,
    estadoMeses: dr.estadoMeses,
    blocos: quantidades ? [...real, blocoPontoEquilibrio(dr.real, quantidades.meses)] : real,
    blocosOrcamento: blocos(dr.orcamento, fc.orcamento, input.pessoal, input.capitalProprio),
    comparacao: [...escolher(dr.linhas, COMPARACAO_DR), ...escolher(fc.linhas, COMPARACAO_FC)],
    cartoes: cartoes(
      dr.estadoMeses,
      { dr: dr.real, fc: fc.real },
      semOrcamento ? null : dr.orcamento,
      input.iva,
    ),
    porClassificar: {
      resultados: dr.real.naoClassificado,
      caixa: linhaDe(fc.real.linhas, LINHA_FC.naoClassificado),
    },
    semOrcamento,
    lojasSemPessoal: 'lojasSemPessoal' in input.pessoal ? input.pessoal.lojasSemPessoal : [],
    origemQuantidades: quantidades ? quantidades.origem : null,
  };
}

/** A cell of the SPEC §3 data: a number, or null where the summary has no figure. */
export type ValorResumo = number | null;
/** Year → month → block → line → value (SPEC §3 'finalResult'). */
export type DadosResumo = Record<string, Record<Mes, Record<string, Record<string, ValorResumo>>>>;

/**
 * The SPEC §3 data of the summary ('resultSpreadsheet' from the ledger's blocks, 'resultBudget' from the
 * budget's): year → month → block title → line label → value, each value passed through `valor` (the
 * server turns money into euros).
 */
export function dadosResumo(
  ano: number,
  blocosDoAno: readonly BlocoResumo[],
  valor: (v: number, unidade: Unidade) => number,
): DadosResumo {
  const meses = {} as Record<Mes, Record<string, Record<string, ValorResumo>>>;
  MESES.forEach((mes, i) => {
    meses[mes] = Object.fromEntries(
      blocosDoAno.map((b) => [
        b.titulo,
        Object.fromEntries(
          b.linhas.map((l) => {
            const v = l.valores[i] ?? null;
            return [l.label, v === null ? null : valor(v, l.unidade)];
          }),
        ),
      ]),
    );
  });
  return { [ano]: meses };
}
