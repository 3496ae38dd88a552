import { z } from 'zod';
import type { MotivoResumo } from '../reports/resumo/compute-resumo';
import { ambitoRelatorio, linhaOrcamento, linhaRelatorio } from './linhas-relatorio';
import { porMes } from './meses';

/** Why a cell of the summary has no figure: every one of core's MotivoResumo. */
const MOTIVOS = [
  'sem-vendas',
  'sem-quantidades',
  'margem-nao-positiva',
  'sem-vendas-no-periodo',
  'sem-pessoal',
  'pessoal-em-falta',
  'sem-investimento',
  'sem-gastos-pessoal',
  'sem-capital-proprio',
  'capital-da-empresa',
  'so-no-ano',
] as const satisfies readonly MotivoResumo[];
const _todos: [Exclude<MotivoResumo, (typeof MOTIVOS)[number]>] extends [never] ? true : never = true;
export const motivoResumo = z.enum(MOTIVOS);

export const linhaResumo = z.object({
  key: z.string(),
  label: z.string(),
  unidade: z.enum(['euros', 'quantidade', 'percentagem']),
  formula: z.string().optional(),
  /** Jan..Dez and the year; null where there is no figure. */
  valores: z.array(z.number().nullable()).length(13),
  motivos: z.array(motivoResumo.nullable()).length(13),
});

export const blocoResumo = z.object({
  key: z.enum(['demonstracao_resultados', 'fluxo_caixa', 'margens', 'ponto_equilibrio']),
  titulo: z.string(),
  linhas: z.array(linhaResumo),
});

/** SPEC §3 'finalResult': year → month → block → line → value. */
const dadosResumo = z.record(
  z.string(),
  porMes(z.record(z.string(), z.record(z.string(), z.number().nullable()))),
);

/** The equity of a year as an admin entered it (euros). */
export const capitalProprio = z.object({
  ano: z.number().int(),
  valor: z.number(),
  atualizadoEm: z.string(),
  atualizadoPor: z.object({ _id: z.string(), nome: z.string() }).nullable(),
});

/** `GET /get/summary/{empresaId}/{lojaId}?ano`. */
export const resumoDaEmpresa = z.object({
  ano: z.number().int(),
  loja: ambitoRelatorio,
  hoje: z.string(),
  estadoMeses: z.array(z.enum(['fechado', 'parcial', 'futuro'])).length(12),
  semOrcamento: z.boolean(),
  finalResult: z.object({ resultSpreadsheet: dadosResumo, resultBudget: dadosResumo }),
  blocos: z.array(blocoResumo),
  /** 'Orçamento - {ano}'. */
  comparacao: z.array(linhaOrcamento),
  cartoes: z.object({
    meses: z.number().int(),
    vendas: z.number(),
    margemBruta: z.number().nullable(),
    resultadoLiquido: z.number(),
    caixa: z.number().nullable(),
    desvioOrcamento: z
      .object({ real: z.number(), orcamento: z.number(), deltaEuros: z.number(), deltaPercent: z.number() })
      .nullable(),
    /** The VAT map's next payment to the State. */
    iva: z
      .object({
        periodo: z.string(),
        prazoPagamento: z.string(),
        aPagar: z.number(),
        excessoAReportar: z.number(),
        previsao: z.boolean(),
      })
      .nullable(),
  }),
  porClassificar: z.object({ resultados: linhaRelatorio, caixa: linhaRelatorio }),
  lojasSemPessoal: z.array(z.string()),
  /** Where the break-even's units of each month come from. */
  origemQuantidades: z
    .array(z.enum(['faturas', 'produtos', 'faturas e produtos']))
    .length(12)
    .nullable(),
  capitalProprio: capitalProprio.nullable(),
});
export type ResumoResposta = z.infer<typeof resumoDaEmpresa>;

/** `PUT /put/capital-proprio/{empresaId}`. */
export const capitalProprioGuardado = z.object({ capitalProprio: capitalProprio.nullable() });
