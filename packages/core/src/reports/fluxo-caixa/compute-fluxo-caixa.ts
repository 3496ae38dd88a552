import type { Cents } from '../../money/money';
import {
  CATEGORIA_B,
  type CategoriaB,
  RUBRICAS_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_B,
  SUBCATEGORIA_B,
  SUBCATEGORIAS_B,
  type SubcategoriaB,
} from '../../taxonomy/categoria-b';
import {
  addToMonth,
  type MonthValues,
  monthsOf,
  monthValues,
  NUM_MESES,
  type SeriesByKey,
  sumMonths,
  zeroMonths,
} from '../shared/month-values';
import {
  buildReportLines,
  childKey,
  type LineSpec,
  type ReportLine,
  reportLine,
  type TipoLinha,
} from '../shared/report-line';

/** One row of the statement sums by (year, month, Categoria B, Subcategoria B, Rúbrica B); Entrada +, Saída −. */
export interface SomaFluxoCaixa {
  ano: number;
  /** 1-12 */
  mes: number;
  categoriaB: string;
  subcategoriaB: string;
  rubricaB: string;
  cents: Cents;
}

export interface FluxoCaixaInput {
  ano1: number;
  ano2: number;
  /** Rows of other years are ignored; several rows with the same key add up. */
  somas: readonly SomaFluxoCaixa[];
  /** Cash at 1 January (CIP of January) by year; a missing year starts at 0. */
  caixaInicial?: Readonly<Record<number, Cents>>;
  /** The bank accounts' balances on 31 December by year, when known: to check the closing cash against. */
  saldosBancarios?: Readonly<Record<number, Cents>>;
}

/** The closing cash of a year against what the banks say on 31 December. */
export interface ConciliacaoBancaria {
  bancosCents: Cents;
  cfpCents: Cents;
  /** cfp − banks: 0 when the cash flow agrees with the banks to the cent. */
  diferencaCents: Cents;
}

export interface FluxoCaixa {
  ano1: number;
  ano2: number;
  /** The three activities, the unclassified line, the variation, CIP and CFP. */
  linhas: readonly ReportLine[];
  /** Receipts from customers − payments to suppliers and staff (NCRF 2), for the summary. */
  caixaGeradaPelasOperacoes: ReportLine;
  /** Each year's closing cash against the banks' balances, when they were given. */
  conciliacao: { ano1: ConciliacaoBancaria | null; ano2: ConciliacaoBancaria | null };
}

/**
 * The Categoria B the ledger sums give the legs of a transfer between the company's own accounts
 * (migration 20261124100300): no activity, a line of its own.
 */
export const CATEGORIA_TRANSFERENCIAS = 'Transferências internas';

export const LINHA_FC = {
  operacionais: 'operacionais',
  investimento: 'investimento',
  financiamento: 'financiamento',
  transferencias: 'transferencias',
  naoClassificado: 'nao_classificado',
  variacao: 'variacao',
  cip: 'cip',
  cfp: 'cfp',
  caixaGeradaPelasOperacoes: 'caixa_gerada_operacoes',
} as const;

/** Index of ano1 and ano2 in the per-year arrays. */
const SLOTS = [0, 1] as const;

const GRUPOS: ReadonlyArray<readonly [key: string, categoria: CategoriaB]> = [
  [LINHA_FC.operacionais, CATEGORIA_B.operacionais],
  [LINHA_FC.investimento, CATEGORIA_B.investimento],
  [LINHA_FC.financiamento, CATEGORIA_B.financiamento],
];

/** Rubrics that make "Caixa gerada pelas operações" in the NCRF 2 model. */
const RUBRICAS_OPERACOES = ['Recebimentos de clientes', 'Pagamentos a fornecedores', 'Pagamentos ao pessoal'];

/**
 * 'Não Aplicável' is the operating flows' only subcategory: a placeholder the spreadsheet needs, so
 * its rubrics sit right under the activity instead of under a line that says nothing.
 */
function subcategoriaKey(grupoKey: string, subcategoria: SubcategoriaB): string {
  return subcategoria === SUBCATEGORIA_B.naoAplicavel ? grupoKey : childKey(grupoKey, subcategoria);
}

function rubricaSpecs(parentKey: string, subcategoria: SubcategoriaB): LineSpec[] {
  return [...RUBRICAS_B[subcategoria], SEM_RUBRICA_B].map((rubrica) => ({
    key: childKey(parentKey, rubrica),
    label: rubrica,
  }));
}

function grupoSpec(key: string, categoria: CategoriaB): LineSpec {
  return {
    key,
    label: categoria,
    children: [
      ...SUBCATEGORIAS_B[categoria].flatMap((subcategoria): LineSpec[] => {
        const subKey = subcategoriaKey(key, subcategoria);
        if (subKey === key) return rubricaSpecs(key, subcategoria);
        return [{ key: subKey, label: subcategoria, children: rubricaSpecs(subKey, subcategoria) }];
      }),
      { key: childKey(key, SEM_SUBCATEGORIA_B), label: SEM_SUBCATEGORIA_B },
    ],
  };
}

/**
 * The leaf a statement sum belongs to. A subcategory or rubric missing or not of its parent goes
 * to the parent's 'Sem Subcategoria B' / 'Sem Rúbrica B' line, and a row with no (known) Categoria B
 * to 'Por classificar': every movement stays in the variation, so CFP always reconciles with the
 * bank balance.
 */
function leafKey(soma: SomaFluxoCaixa): string {
  if (soma.categoriaB === CATEGORIA_TRANSFERENCIAS) return LINHA_FC.transferencias;
  const grupo = GRUPOS.find(([, categoria]) => categoria === soma.categoriaB);
  if (!grupo) return LINHA_FC.naoClassificado;
  const [grupoKey, categoria] = grupo;
  const subcategoria = SUBCATEGORIAS_B[categoria].find((s) => s === soma.subcategoriaB);
  if (!subcategoria) return childKey(grupoKey, SEM_SUBCATEGORIA_B);
  const rubrica = RUBRICAS_B[subcategoria].includes(soma.rubricaB) ? soma.rubricaB : SEM_RUBRICA_B;
  return childKey(subcategoriaKey(grupoKey, subcategoria), rubrica);
}

/**
 * The cash flow of two years side by side (SPEC §9, direct method), from statement sums already
 * grouped by the database. Per month: variation = the three activities + own-account transfers + not
 * classified;
 * CIP = the previous month's CFP (January: the opening cash given); CFP = CIP + variation.
 * Total column: CIP of January, CFP of December, variations summed. Média: non-zero months, as
 * every line.
 */
export function computeFluxoCaixa(input: FluxoCaixaInput): FluxoCaixa {
  const anos = [input.ano1, input.ano2] as const;
  const series: [SeriesByKey, SeriesByKey] = [new Map(), new Map()];
  for (const soma of input.somas) {
    const key = leafKey(soma);
    for (const slot of SLOTS) {
      if (soma.ano === anos[slot]) addToMonth(series[slot], key, soma.mes, soma.cents);
    }
  }

  const linhas = buildReportLines(
    [
      ...GRUPOS.map(([key, categoria]) => grupoSpec(key, categoria)),
      // Money moved between the company's own accounts: in no activity, in the variation of each store.
      { key: LINHA_FC.transferencias, label: CATEGORIA_TRANSFERENCIAS },
      { key: LINHA_FC.naoClassificado, label: 'Por classificar' },
    ],
    (key) => [monthsOf(series[0], key), monthsOf(series[1], key)],
  );

  const saldos = SLOTS.map((slot) => {
    const variacao = sumMonths(...linhas.map((l) => (slot === 0 ? l.valores.ano1 : l.valores.ano2).meses));
    const cip = zeroMonths();
    const cfp = zeroMonths();
    let saldo = input.caixaInicial?.[anos[slot]] ?? 0;
    for (let i = 0; i < NUM_MESES; i++) {
      cip[i] = saldo;
      saldo += variacao[i] ?? 0;
      cfp[i] = saldo;
    }
    return {
      variacao: monthValues(variacao),
      cip: monthValues(cip, { total: cip[0] }),
      cfp: monthValues(cfp, { total: cfp[NUM_MESES - 1] }),
    };
  });

  const linha = (key: string, label: string, tipo: TipoLinha, pick: (s: Saldos) => MonthValues) =>
    reportLine({
      key,
      label,
      level: 0,
      tipo,
      ano1: pick(saldos[0] as Saldos),
      ano2: pick(saldos[1] as Saldos),
    });

  const conciliacao = (slot: 0 | 1): ConciliacaoBancaria | null => {
    const bancosCents = input.saldosBancarios?.[anos[slot]];
    if (bancosCents === undefined) return null;
    const cfpCents = (saldos[slot] as Saldos).cfp.total;
    return { bancosCents, cfpCents, diferencaCents: cfpCents - bancosCents };
  };

  const operacoes = RUBRICAS_OPERACOES.map((rubrica) => childKey(LINHA_FC.operacionais, rubrica));
  const caixaGerada = (slot: 0 | 1) =>
    monthValues(sumMonths(...operacoes.map((key) => monthsOf(series[slot], key))));

  return {
    ano1: input.ano1,
    ano2: input.ano2,
    linhas: [
      ...linhas,
      linha(LINHA_FC.variacao, 'Variação de caixa e seus equivalentes', 'resultado', (s) => s.variacao),
      linha(LINHA_FC.cip, 'Caixa e seus equivalentes no início do período', 'saldo', (s) => s.cip),
      linha(LINHA_FC.cfp, 'Caixa e seus equivalentes no fim do período', 'saldo', (s) => s.cfp),
    ],
    caixaGeradaPelasOperacoes: reportLine({
      key: LINHA_FC.caixaGeradaPelasOperacoes,
      label: 'Caixa gerada pelas operações',
      level: 0,
      tipo: 'resultado',
      ano1: caixaGerada(0),
      ano2: caixaGerada(1),
    }),
    conciliacao: { ano1: conciliacao(0), ano2: conciliacao(1) },
  };
}

interface Saldos {
  variacao: MonthValues;
  cip: MonthValues;
  cfp: MonthValues;
}
