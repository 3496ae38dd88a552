import { MESES, type Mes } from '../../dates/dates';
import {
  type DemonstracaoResultados,
  LINHA_DR,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import {
  comoCustos,
  divideRounded,
  type MonthValues,
  mediaNaoNula,
  monthValues,
  NUM_MESES,
  porUnidade,
  sumMonths,
  type Unidade,
} from '../shared/month-values';
import { findReportLine, type ReportLine, reportLine, type TipoLinha } from '../shared/report-line';

/** Why a cell of the break-even has no figure (shown '—' with the reason, never Infinity or NaN). */
export type MotivoSemValor =
  /** No sales and nothing sold. */
  | 'sem-vendas'
  /** Sales, but no quantity to divide them by. */
  | 'sem-quantidades'
  /** The ticket does not exceed the variable cost per unit: no quantity covers the fixed costs. */
  | 'margem-nao-positiva';

/** Per compared series: Jan..Dez, Total, Média (14 cells); null where the cell has a figure. */
export type MotivosDaSerie = readonly (MotivoSemValor | null)[];

/** A row of the break-even: a report row, with the cells that have no figure and why. */
export interface LinhaPontoEquilibrio extends ReportLine {
  readonly children?: readonly LinhaPontoEquilibrio[];
  /** Present on the rows that can lack a figure; their value there is 0 and means nothing. */
  readonly semValor?: { readonly ano1: MotivosDaSerie; readonly ano2: MotivosDaSerie };
}

export interface PontoEquilibrioInput {
  /** The income statement of the two years (computeDemonstracaoResultados): the costs and the sales. */
  demonstracao: DemonstracaoResultados;
  /** Units sold per month of each year (quantidadesVendidas): invoices, or the products file's. */
  quantidades: { readonly ano1: readonly number[]; readonly ano2: readonly number[] };
}

export interface PontoEquilibrio {
  ano1: number;
  ano2: number;
  linhas: readonly LinhaPontoEquilibrio[];
}

export const LINHA_PE = {
  custosFixos: 'custos_fixos',
  ticketMedio: 'ticket_medio',
  custosVariaveis: 'custos_variaveis',
  custosVariaveisUnidade: 'custos_variaveis_unidade',
  quantidades: 'quantidades',
  quantidadeEquilibrio: 'quantidade_equilibrio',
  margemSegurancaQuantidades: 'margem_seguranca_quantidades',
  receitas: 'receitas',
  vendasEquilibrio: 'vendas_equilibrio',
  margemSegurancaVendas: 'margem_seguranca_vendas',
} as const;

const K = LINHA_PE;
/** Columns of a series: the 12 months, then the Total. */
const TOTAL = NUM_MESES;

/** The statement's rows that make the fixed and the variable costs (interest stays out: see below). */
const FIXOS: ReadonlyArray<readonly [key: string, label: string]> = [
  [LINHA_DR.fseFixos, 'Fornecimentos e serviços externos fixos'],
  [LINHA_DR.gastosPessoal, 'Gastos com o pessoal'],
  [LINHA_DR.impostos, 'Impostos sobre o pessoal (TSU, Segurança Social, IRS)'],
  [LINHA_DR.depreciacoes, 'Depreciações'],
];
const VARIAVEIS: ReadonlyArray<readonly [key: string, label: string]> = [
  [LINHA_DR.compras, 'Compras'],
  [LINHA_DR.fseVariaveis, 'Fornecimentos e serviços externos variáveis'],
];

/** One column of the break-even, from the figures shown above it. */
interface Coluna {
  custosFixos: number;
  custosVariaveis: number;
  receitas: number;
  quantidade: number;
  ticket: number;
  custoVariavelUnidade: number;
  /** null: no break-even, for `motivo`. */
  quantidadeEquilibrio: number | null;
  vendasEquilibrio: number | null;
  margemQuantidades: number | null;
  margemVendas: number | null;
  motivo: MotivoSemValor | null;
}

/**
 * DOMAIN.md §7, each figure from the ones the screen shows (so it can be checked by hand on it):
 * ticket = receitas / quantidade and custo variável por unidade = custos variáveis / quantidade, both
 * rounded to the cent (0 with no quantity, as the ticket of SPEC §9); ponto de equilíbrio =
 * custos fixos / (ticket − custo variável por unidade), in units, and × ticket in euros (to the cent);
 * margens de segurança = (real − equilíbrio) / real. With ticket ≤ custo variável por unidade there is
 * no break-even: no quantity covers the fixed costs.
 */
function coluna(custosFixos: number, custosVariaveis: number, receitas: number, quantidade: number): Coluna {
  const ticket = porUnidade(receitas, quantidade);
  const custoVariavelUnidade = porUnidade(custosVariaveis, quantidade);
  const base = { custosFixos, custosVariaveis, receitas, quantidade, ticket, custoVariavelUnidade };
  const margemUnitaria = ticket - custoVariavelUnidade;
  const motivo: MotivoSemValor | null =
    quantidade === 0
      ? receitas === 0
        ? 'sem-vendas'
        : 'sem-quantidades'
      : margemUnitaria <= 0
        ? 'margem-nao-positiva'
        : null;
  if (motivo !== null) {
    return {
      ...base,
      quantidadeEquilibrio: null,
      vendasEquilibrio: null,
      margemQuantidades: null,
      margemVendas: null,
      motivo,
    };
  }
  const quantidadeEquilibrio = custosFixos / margemUnitaria;
  const vendasEquilibrio = divideRounded(custosFixos * ticket, margemUnitaria);
  return {
    ...base,
    quantidadeEquilibrio,
    vendasEquilibrio,
    margemQuantidades: ((quantidade - quantidadeEquilibrio) / quantidade) * 100,
    margemVendas: receitas === 0 ? null : ((receitas - vendasEquilibrio) / receitas) * 100,
    motivo: null,
  };
}

/** A series of a computed row, with its Total from the year's column and its Média of the months with a figure. */
function serie(colunas: readonly Coluna[], pick: (c: Coluna) => number | null, unidade: Unidade) {
  const meses = colunas.slice(0, NUM_MESES).map((c) => pick(c) ?? 0);
  const total = pick(colunas[TOTAL] as Coluna);
  const valores = monthValues(meses, { total: total ?? 0, unidade });
  const motivos: (MotivoSemValor | null)[] = colunas.map((c) => (pick(c) === null ? c.motivo : null));
  // Média: the months that have a figure (and are not zero, SPEC §9).
  const comValor = colunas.slice(0, NUM_MESES).some((c) => pick(c) !== null && pick(c) !== 0);
  motivos.push(comValor ? null : (motivos.find((m) => m !== null) ?? 'sem-vendas'));
  return { valores, motivos, media: mediaNaoNula(meses, unidade) };
}

/**
 * 'Ponto de Equilíbrio' (SPEC §2, §3; DOMAIN.md §7), two years compared month by month, from the income
 * statement's own rows (the same builder as the statement and the Summary, never a second formula):
 * - Custos Fixos = fixed FSE + personnel costs (and their taxes) + depreciation. Interest is left out:
 *   this is the operating break-even, before financing costs.
 * - Custos Variáveis = purchases + variable FSE; Receitas = sales ('Vendas e serviços prestados').
 * - Quantidades Vendidas: given (invoices, or the products file's units where a store has them).
 * The Total column works on the year's figures (not a sum of months); the Média, on the months that
 * have a figure. A cell without a figure says why (semValor).
 */
export function computePontoEquilibrio(input: PontoEquilibrioInput): PontoEquilibrio {
  const { demonstracao } = input;
  const meses = (key: string, slot: 0 | 1) => {
    const linha = findReportLine(demonstracao.linhas, key);
    return (slot === 0 ? linha?.valores.ano1 : linha?.valores.ano2)?.meses ?? [];
  };
  const custos = (lista: typeof FIXOS, slot: 0 | 1) =>
    comoCustos(sumMonths(...lista.map(([k]) => meses(k, slot))));

  const colunas = ([0, 1] as const).map((slot) => {
    const fixos = custos(FIXOS, slot);
    const variaveis = custos(VARIAVEIS, slot);
    const receitas = [...meses(LINHA_DR.vendas, slot)];
    const quantidades = slot === 0 ? input.quantidades.ano1 : input.quantidades.ano2;
    if (quantidades.length !== NUM_MESES) {
      throw new RangeError(`Esperadas 12 quantidades, recebidas ${quantidades.length}.`);
    }
    const soma = (v: readonly number[]) => v.reduce((s, x) => s + x, 0);
    return [
      ...fixos.map((_, i) => coluna(fixos[i] ?? 0, variaveis[i] ?? 0, receitas[i] ?? 0, quantidades[i] ?? 0)),
      coluna(soma(fixos), soma(variaveis), soma(receitas), soma(quantidades)),
    ];
  }) as [Coluna[], Coluna[]];

  const componentes = (pai: string, lista: typeof FIXOS): LinhaPontoEquilibrio[] =>
    lista.map(([key, label]) =>
      reportLine({
        key: `${pai}.${key}`,
        label,
        level: 1,
        tipo: 'item',
        ano1: monthValues(comoCustos(meses(key, 0))),
        ano2: monthValues(comoCustos(meses(key, 1))),
      }),
    );

  const linha = (
    key: string,
    label: string,
    tipo: TipoLinha,
    unidade: Unidade,
    pick: (c: Coluna) => number | null,
    children?: LinhaPontoEquilibrio[],
  ): LinhaPontoEquilibrio => {
    const [s1, s2] = [serie(colunas[0], pick, unidade), serie(colunas[1], pick, unidade)];
    const semValor = [...s1.motivos, ...s2.motivos].some((m) => m !== null);
    const comMedia = (s: typeof s1): MonthValues => ({ ...s.valores, media: s.media });
    return {
      ...reportLine({
        key,
        label,
        level: 0,
        tipo,
        unidade,
        children,
        ano1: comMedia(s1),
        ano2: comMedia(s2),
      }),
      ...(semValor && { semValor: { ano1: s1.motivos, ano2: s2.motivos } }),
    };
  };

  return {
    ano1: demonstracao.ano1,
    ano2: demonstracao.ano2,
    linhas: [
      linha(
        K.custosFixos,
        'Custos Fixos',
        'grupo',
        'cents',
        (c) => c.custosFixos,
        componentes(K.custosFixos, FIXOS),
      ),
      linha(K.ticketMedio, 'Ticket Médio', 'resultado', 'cents', (c) => c.ticket),
      linha(
        K.custosVariaveis,
        'Custos Variáveis',
        'grupo',
        'cents',
        (c) => c.custosVariaveis,
        componentes(K.custosVariaveis, VARIAVEIS),
      ),
      linha(
        K.custosVariaveisUnidade,
        'Custos Variáveis por Unidade',
        'resultado',
        'cents',
        (c) => c.custoVariavelUnidade,
      ),
      linha(K.quantidades, 'Quantidades Vendidas', 'item', 'quantidade', (c) => c.quantidade),
      linha(
        K.quantidadeEquilibrio,
        'Ponto de Equilíbrio (quantidade)',
        'resultado',
        'quantidade',
        (c) => c.quantidadeEquilibrio,
      ),
      linha(
        K.margemSegurancaQuantidades,
        'Margem De Segurança De Quantidades',
        'resultado',
        'percentagem',
        (c) => c.margemQuantidades,
      ),
      linha(K.receitas, 'Receitas', 'item', 'cents', (c) => c.receitas),
      linha(
        K.vendasEquilibrio,
        'Ponto de Equilíbrio (vendas)',
        'resultado',
        'cents',
        (c) => c.vendasEquilibrio,
      ),
      linha(
        K.margemSegurancaVendas,
        'Margem De Segurança De Vendas',
        'resultado',
        'percentagem',
        (c) => c.margemVendas,
      ),
    ],
  };
}

/** A cell of the §3 data: a number, or null where the break-even has no figure. */
export type ValorPontoEquilibrio = number | null;

/**
 * The break-even data of SPEC §3 for one of the two years: month → category → key → value.
 * The seven keys sit under 'Nada' (the category the screen shows without a header row); the break-even
 * itself under 'Ponto de Equilíbrio'. Money in cents here (the server sends euros).
 */
export interface MesPontoEquilibrio {
  Nada: Record<string, ValorPontoEquilibrio>;
  'Ponto de Equilíbrio': Record<string, ValorPontoEquilibrio>;
}
export type DadosPontoEquilibrio = Record<string, Record<Mes, MesPontoEquilibrio>>;

export function dadosPontoEquilibrio(
  resultado: PontoEquilibrio,
  serie: 'ano1' | 'ano2',
): DadosPontoEquilibrio {
  const valor = (key: string, i: number): ValorPontoEquilibrio => {
    const l = resultado.linhas.find((x) => x.key === key);
    if (!l) return null;
    return l.semValor?.[serie][i] ? null : (l.valores[serie].meses[i] ?? 0);
  };
  const meses = {} as Record<Mes, MesPontoEquilibrio>;
  MESES.forEach((mes, i) => {
    meses[mes] = {
      Nada: {
        'Custos Fixos': valor(K.custosFixos, i),
        'Ticket Médio': valor(K.ticketMedio, i),
        'Custos Variáveis por Unidade': valor(K.custosVariaveisUnidade, i),
        'Quantidades Vendidas': valor(K.quantidades, i),
        'Margem De Segurança De Quantidades': valor(K.margemSegurancaQuantidades, i),
        Receitas: valor(K.receitas, i),
        'Margem De Segurança De Vendas': valor(K.margemSegurancaVendas, i),
      },
      'Ponto de Equilíbrio': {
        Quantidade: valor(K.quantidadeEquilibrio, i),
        Vendas: valor(K.vendasEquilibrio, i),
      },
    };
  });
  return { [resultado[serie]]: meses };
}
