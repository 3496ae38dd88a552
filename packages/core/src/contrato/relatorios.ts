import { z } from 'zod';
import { ambitoRelatorio, valoresDoAno } from './linhas-relatorio';
import { porMes } from './meses';

/*
 * The reports' answers: the row tree the screens draw (money in euros with 2 decimals, ∆ % a full-precision
 * percentage: 12.5 is 12,5 %) and, beside it, the data of SPEC §3 (year → Jan..Dez → category …).
 */

/** grupo: the sum of its rows; item: a leaf; resultado: a formula over other rows; saldo: a balance. */
export const tipoDeLinha = z.enum(['grupo', 'item', 'resultado', 'saldo']);

/** A report row and its sub-rows: ano1 against ano2, the difference (in the row's unit) and ∆ %. */
export const linhaDeRelatorio = z
  .object({
    /** Stable within a report: the parent's key, a dot, then the slug of the label. */
    key: z.string(),
    label: z.string(),
    /** 0 for a top row, +1 per nesting. */
    level: z.number().int(),
    tipo: tipoDeLinha,
    unidade: z.enum(['euros', 'quantidade', 'percentagem']),
    /** The SNC account, where the row is one. */
    codigo: z.string().optional(),
    get children() {
      return z.array(linhaDeRelatorio).optional();
    },
    valores: z.object({
      ano1: valoresDoAno,
      ano2: valoresDoAno,
      deltaEuros: valoresDoAno,
      deltaPercent: valoresDoAno,
    }),
  })
  // One component of the API description, which every report's rows refer to.
  .meta({ id: 'LinhaDeRelatorio' });
export type LinhaDeRelatorio = z.infer<typeof linhaDeRelatorio>;

/** What the IRC line applied to a year: the general rate, the SME band (its limit in euros), the derrama (%). */
export const detalheIrc = z.object({
  taxa: z.number(),
  pme: z.object({ taxa: z.number(), limite: z.number() }).nullable(),
  derramaMunicipal: z.number(),
});
export type DetalheIrcJson = z.infer<typeof detalheIrc>;

/** An expense group's leaf (SPEC §3): its euros by gasto: Fixo, Variável, anything else. */
export const valoresPorGasto = z.object({ fixo: z.number(), variavel: z.number(), na: z.number() });

/** SPEC §3 data of an income statement: year → Jan..Dez → Categoria A → Subcategoria A → by gasto. */
export const dadosDaDemonstracao = z.record(
  z.string(),
  porMes(z.record(z.string(), z.record(z.string(), valoresPorGasto))),
);
export type DadosDaDemonstracao = z.infer<typeof dadosDaDemonstracao>;

/** A cash-flow activity of SPEC §3: its rows by label, each a number or (a subcategory) its rubrics'. */
export const atividadeDeCaixa = z.record(z.string(), z.union([z.number(), z.record(z.string(), z.number())]));

/**
 * SPEC §3 data of a cash flow: year → Jan..Dez → the activities (operating, investment, financing) by row,
 * 'Transferências internas' and 'Por classificar', and the month's opening (CIP) and closing (CFP) cash.
 */
export const dadosDoFluxoDeCaixa = z.record(
  z.string(),
  porMes(z.object({ CIP: z.number(), CFP: z.number() }).catchall(z.union([z.number(), atividadeDeCaixa]))),
);
export type DadosDoFluxoDeCaixa = z.infer<typeof dadosDoFluxoDeCaixa>;

/** `GET /get/demonstracao-resultados/{empresaId}/{lojaId}?ano=&ano2=`: the income statement of two years. */
export const demonstracaoResultados = z.object({
  ano1: z.number().int(),
  ano2: z.number().int(),
  loja: ambitoRelatorio,
  /** The general IRC rates applied, in percent. */
  taxaIrc: z.object({ ano1: z.number(), ano2: z.number() }),
  irc: z.object({ ano1: detalheIrc, ano2: detalheIrc }),
  /** The SPEC §9 rows: FSE groups → SNC subgroups → accounts, then 'Por classificar'. */
  linhas: z.array(linhaDeRelatorio),
  /** Vendas + Variáveis FSE + Compras: for the summary and the break-even, not a row of the statement. */
  margemContribuicao: linhaDeRelatorio,
  /** Investment purchases: outside the statement (they are depreciated instead). */
  investimentos: linhaDeRelatorio,
  /** The rows with no known Categoria A (also the last row of `linhas`). */
  naoClassificado: linhaDeRelatorio,
  /** SPEC §3, both years. */
  dados: dadosDaDemonstracao,
});
export type DemonstracaoResultadosJson = z.infer<typeof demonstracaoResultados>;

/** A year's closing cash against the bank accounts' balances on 31 December. */
export const conciliacaoBancaria = z.object({
  bancos: z.number(),
  caixaNoFim: z.number(),
  diferenca: z.number(),
});
export type ConciliacaoBancariaJson = z.infer<typeof conciliacaoBancaria>;

/** `GET /get/fluxo-caixa/{empresaId}/{lojaId}?ano=&ano2=`: the cash flow of two years. */
export const fluxoDeCaixa = z.object({
  ano1: z.number().int(),
  ano2: z.number().int(),
  loja: ambitoRelatorio,
  /** The three activities, 'Transferências internas', 'Por classificar', the variation, CIP and CFP. */
  linhas: z.array(linhaDeRelatorio),
  /** Receipts from customers − payments to suppliers and staff (NCRF 2), for the summary. */
  caixaGeradaPelasOperacoes: linhaDeRelatorio,
  /** 'todas' only, when the statements give the balances; null otherwise. */
  conciliacao: z.object({ ano1: conciliacaoBancaria.nullable(), ano2: conciliacaoBancaria.nullable() }),
  /** SPEC §3, both years. */
  dados: dadosDoFluxoDeCaixa,
});
export type FluxoDeCaixaJson = z.infer<typeof fluxoDeCaixa>;

/** Where a store's opening cash comes from: set by hand, the statements on 1 January, or last year's close. */
export const origemDaCaixaInicial = z.enum(['manual', 'extratos', 'ano-anterior']);
export type OrigemDaCaixaInicial = z.infer<typeof origemDaCaixaInicial>;

const pessoa = z.object({ _id: z.string(), nome: z.string() });

/** `GET` and `PUT /…/caixa-inicial/{empresaId}/{lojaId}`: the opening cash of a year, store by store. */
export const caixaInicial = z.object({
  ano: z.number().int(),
  /** The sum of the stores below. */
  valor: z.number(),
  /** The company's bank balance on 1 January from the imported statements, when there are any. */
  saldoExtratos: z.number().nullable(),
  lojas: z.array(
    z.object({
      _id: z.string(),
      nome: z.string(),
      valor: z.number(),
      origem: origemDaCaixaInicial,
      manual: z
        .object({ valor: z.number(), atualizadoEm: z.string(), atualizadoPor: pessoa.nullable() })
        .nullable(),
    }),
  ),
});
export type CaixaInicial = z.infer<typeof caixaInicial>;

/** A year the company has its own general IRC rate for, and the law's rate that year (percent). */
export const taxaIrcDaEmpresa = z.object({ ano: z.number().int(), taxa: z.number(), taxaLegal: z.number() });
export type TaxaIrcDaEmpresa = z.infer<typeof taxaIrcDaEmpresa>;

/** The company's SME status and its municipality's derrama (percent). */
export const regimeIrc = z.object({ pme: z.boolean(), derramaMunicipal: z.number() });
export type RegimeIrcJson = z.infer<typeof regimeIrc>;

/** `GET /get/irc/{empresaId}` and its changes: the company's own general rates by year, and its regime. */
export const irc = z.object({ taxas: z.array(taxaIrcDaEmpresa), regime: regimeIrc });
export type Irc = z.infer<typeof irc>;
