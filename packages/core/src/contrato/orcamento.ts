import { z } from 'zod';
import { ambitoRelatorio } from './linhas-relatorio';
import { dadosDaDemonstracao, dadosDoFluxoDeCaixa, detalheIrc, linhaDeRelatorio } from './relatorios';

/*
 * The budget: its spreadsheet view (SPEC §2 'Dados Orçamento', §3 budget rows) and the income statement and
 * the cash flow against it (SPEC §7 'dr-orcamento', 'fluxo-caixa-orcamento'). Money in euros.
 */

/**
 * A budget row in the spreadsheet row's shape (SPEC §3) plus the budget's own fields: a line of a month,
 * issued and paid on its first day.
 */
export const linhaPlanilhaOrcamento = z.object({
  _id: z.string(),
  /** The store's id. */
  loja: z.string(),
  ano: z.number().int(),
  mes: z.number().int(),
  fatura: z.object({
    nif: z.string().nullable(),
    emitente: z.string().nullable(),
    numeroFatura: z.null(),
    dataEmissao: z.string(),
    baseTributavel: z.number(),
    iva: z.number(),
    total: z.number(),
  }),
  extrato: z.object({
    descricao: z.null(),
    dataMovimento: z.string(),
    valor: z.number(),
    tipoMovimento: z.enum(['Entrada', 'Saída']),
  }),
  dataPagamento: z.string(),
  categoria_A: z.string(),
  subcategoria_A: z.string(),
  centroCusto_A: z.string().nullable(),
  categoria_B: z.string(),
  subcategoria_B: z.string(),
  rubrica_B: z.string(),
  subrubrica_B: z.string().nullable(),
  tipologia: z.string(),
  gasto: z.string(),
  taxaIva: z.number(),
  /** Whether the row enters the budgeted cash flow: it does when it has a Categoria B. */
  cash_flow: z.enum(['Sim', 'Não']),
  unid_negocio: z.object({ _id: z.string(), nome: z.string() }),
});
export type LinhaPlanilhaOrcamento = z.infer<typeof linhaPlanilhaOrcamento>;

/** One budget document: a store's year, with the import it came from (when it is still known). */
export const documentoOrcamento = z.object({
  /** `{lojaId}:{ano}`. */
  _id: z.string(),
  loja: z.object({ _id: z.string(), nome: z.string() }),
  ano: z.number().int(),
  importacao: z
    .object({ _id: z.string(), ficheiro: z.string().nullable(), importadoEm: z.string().nullable() })
    .nullable(),
  linhas: z.array(linhaPlanilhaOrcamento),
});
export type DocumentoOrcamento = z.infer<typeof documentoOrcamento>;

/** `GET /get/orcamento-planilhas/data/{empresaId}?ano&lojaId`: the budget's groups with their rows. */
export const dadosOrcamento = z.array(documentoOrcamento);

/** Whether a month of the year is over, under way or still to come (the real figures of a future one are 0). */
export const estadoDoMes = z.enum(['fechado', 'parcial', 'futuro']);

/**
 * A budget report's row and its sub-rows: the budget (ano1) against the real figures (ano2), ∆ = real −
 * budget, and the year's forecast: the real closed months plus the budget of the others.
 */
const camposDaLinhaOrcamento = {
  ...linhaDeRelatorio.omit({ children: true }).shape,
  previsao: z.object({
    orcamento: z.number(),
    previsao: z.number(),
    deltaEuros: z.number(),
    deltaPercent: z.number(),
  }),
};
export type LinhaDeRelatorioOrcamento = z.infer<z.ZodObject<typeof camposDaLinhaOrcamento>> & {
  children?: LinhaDeRelatorioOrcamento[];
};
export const linhaDeRelatorioOrcamento: z.ZodType<LinhaDeRelatorioOrcamento> = z
  .object({
    ...camposDaLinhaOrcamento,
    get children() {
      return z.array(linhaDeRelatorioOrcamento).optional();
    },
  })
  .meta({ id: 'LinhaDeRelatorioOrcamento' });

const relatorioOrcamento = z.object({
  ano: z.number().int(),
  loja: ambitoRelatorio,
  /** Today in Lisbon, 'aaaa-mm-dd': what the months' state is measured from. */
  hoje: z.string(),
  estadoMeses: z.array(estadoDoMes).length(12),
  linhas: z.array(linhaDeRelatorioOrcamento),
});

/** `GET /get/dr-orcamento/{empresaId}/{lojaId}?ano`: the income statement against the budget. */
export const drOrcamento = relatorioOrcamento.extend({
  /** The store (or the company) has no budget lines for the year. */
  semOrcamento: z.boolean(),
  resultadoDrReal: z.object({ ano: z.number().int(), irc: detalheIrc, dados: dadosDaDemonstracao }),
  resultadoDrOrcamento: z.object({ ano: z.number().int(), irc: detalheIrc, dados: dadosDaDemonstracao }),
});
export type DrOrcamento = z.infer<typeof drOrcamento>;

const pessoa = z.object({ _id: z.string(), nome: z.string() });

/** A delay set by an admin for a Categoria A / Subcategoria A. */
export const prazoManual = z.object({
  categoria_A: z.string(),
  subcategoria_A: z.string(),
  dias: z.number().int(),
  atualizadoEm: z.string(),
  atualizadoPor: pessoa.nullable(),
});
export type PrazoManual = z.infer<typeof prazoManual>;

/** The payment delay a budget's cash applies to a Categoria A / Subcategoria A, and where it comes from. */
export const prazoDePagamento = z.object({
  categoria_A: z.string(),
  subcategoria_A: z.string(),
  /** The delay applied, in days, and the months the cash moves after the month of the budget. */
  dias: z.number().int(),
  meses: z.number().int(),
  origem: z.enum(['manual', 'historico', 'categoria', 'sem-historico']),
  /** The group's own median and how many documents it comes from, whether applied or not. */
  medido: z.object({ dias: z.number(), documentos: z.number().int() }).nullable(),
  manual: prazoManual.omit({ categoria_A: true, subcategoria_A: true }).nullable(),
});
export type PrazoDePagamento = z.infer<typeof prazoDePagamento>;

/** `GET /get/fluxo-caixa-orcamento/{empresaId}/{lojaId}?ano`: the cash flow against the budget. */
export const fluxoCaixaOrcamento = relatorioOrcamento.extend({
  /** No budget line of the year has a Categoria B: nothing of it reaches the cash. */
  semOrcamento: z.boolean(),
  resultadoFCReal: z.object({ ano: z.number().int(), caixaInicial: z.number(), dados: dadosDoFluxoDeCaixa }),
  resultadoFCOrcamento: z.object({
    ano: z.number().int(),
    caixaInicial: z.number(),
    dados: dadosDoFluxoDeCaixa,
    prazos: z.array(prazoDePagamento),
  }),
});
export type FluxoCaixaOrcamento = z.infer<typeof fluxoCaixaOrcamento>;

/** `PUT /put/orcamento-prazos/{empresaId}`: every delay set by hand, after the change. */
export const prazosManuais = z.object({ manuais: z.array(prazoManual) });
export type PrazosManuais = z.infer<typeof prazosManuais>;
