import { z } from 'zod';
import { ambitoRelatorio } from './linhas-relatorio';
import { porMes } from './meses';
import { linhaDeRelatorio, tipoDeLinha } from './relatorios';

/*
 * The answers of the VAT map, the average ticket and the break-even (SPEC §3, §7). Their rows are the
 * reports' rows (LinhaDeRelatorio): money in euros with 2 decimals, ∆ % a full-precision percentage.
 */

const doisAnos = <T extends z.ZodType>(valor: T) => z.object({ ano1: valor, ano2: valor });

/** `GET /get/analise-ticket-medio/{empresaId}/{lojaId}?ano&ano2`. */
export const analiseTicketMedio = z.object({
  ano1: z.number(),
  ano2: z.number(),
  loja: ambitoRelatorio,
  linhas: z.array(linhaDeRelatorio),
  /** Year → month → 'Quantidade de Faturas' / 'Faturação Mensal' → sales type → count or euros. */
  dados: z.record(
    z.string(),
    porMes(
      z.object({
        'Quantidade de Faturas': z.record(z.string(), z.number()),
        'Faturação Mensal': z.record(z.string(), z.number()),
      }),
    ),
  ),
});
export type AnaliseTicketMedio = z.infer<typeof analiseTicketMedio>;

/** Why a break-even cell has no figure. */
export const motivoSemValor = z.enum(['sem-vendas', 'sem-quantidades', 'margem-nao-positiva']);

/** A row of the break-even: a report row, and the reasons its cells have no figure. */
export const linhaPontoEquilibrio = z
  .object({
    key: z.string(),
    label: z.string(),
    level: z.number().int(),
    tipo: tipoDeLinha,
    unidade: z.enum(['euros', 'quantidade', 'percentagem']),
    codigo: z.string().optional(),
    valores: linhaDeRelatorio.shape.valores,
    get children() {
      return z.array(linhaPontoEquilibrio).optional();
    },
    /** Jan..Dez, Total, Média per year: why a cell has no figure ('—'), null where it has one. */
    semValor: doisAnos(z.array(motivoSemValor.nullable()).length(14)).optional(),
  })
  .meta({ id: 'LinhaDePontoEquilibrio' });
export type LinhaPontoEquilibrioJson = z.infer<typeof linhaPontoEquilibrio>;

const valorPontoEquilibrio = z.number().nullable();

/** `GET /get/ponto-equilibrio/{empresaId}/{lojaId}?ano&ano2`. */
export const pontoEquilibrio = z.object({
  ano1: z.number(),
  ano2: z.number(),
  loja: ambitoRelatorio,
  linhas: z.array(linhaPontoEquilibrio),
  /** Where each month's quantities come from. */
  quantidades: doisAnos(z.array(z.enum(['faturas', 'produtos', 'faturas e produtos'])).length(12)),
  /** The sales no invoice counts (card settlements), euros per month. */
  vendasSemFatura: doisAnos(z.array(z.number()).length(12)),
  /** SPEC §3: year → month → 'Nada' (the seven keys) and 'Ponto de Equilíbrio'; {} with nothing to compute. */
  data: z.record(
    z.string(),
    porMes(
      z.object({
        Nada: z.record(z.string(), valorPontoEquilibrio),
        'Ponto de Equilíbrio': z.object({ Quantidade: valorPontoEquilibrio, Vendas: valorPontoEquilibrio }),
      }),
    ),
  ),
});
export type PontoEquilibrioResposta = z.infer<typeof pontoEquilibrio>;

export const regimeIva = z.enum(['mensal', 'trimestral']);

/** A declaration period of the VAT map, with its settlement and deadlines. */
export const apuramentoIva = z.object({
  rotulo: z.string(),
  regime: regimeIva,
  meses: z.array(z.number().int()),
  liquidado: z.number(),
  dedutivel: z.number(),
  resultado: z.number(),
  excessoAnterior: z.number(),
  aPagar: z.number(),
  excessoAReportar: z.number(),
  prazoDeclaracao: z.string(),
  prazoPagamento: z.string(),
  previsao: z.boolean(),
});
export type ApuramentoIvaJson = z.infer<typeof apuramentoIva>;

export const regimeDoAno = z.object({
  regime: regimeIva,
  origem: z.enum(['manual', 'volume-de-negocios', 'sem-historico']),
  /** The previous year's turnover the €650 000 rule looked at, in euros. */
  volumeNegociosAnterior: z.number(),
});
export type RegimeDoAnoJson = z.infer<typeof regimeDoAno>;

/** `GET /get/previsao-iva/{empresaId}/{lojaId}?ano&ano2`. */
export const previsaoIva = z.object({
  ano1: z.number(),
  ano2: z.number(),
  loja: ambitoRelatorio,
  /** Today (Lisbon), 'aaaa-mm-dd': the months not closed take the budget's VAT. */
  hoje: z.string(),
  linhas: z.array(linhaDeRelatorio),
  previsao: doisAnos(z.array(z.boolean()).length(12)),
  semOrcamento: doisAnos(z.boolean()),
  regimes: doisAnos(regimeDoAno),
  apuramentos: doisAnos(z.array(apuramentoIva)),
  /** SPEC §3: year → month → VAT bucket (and 'IVA a entregar', 'IVA a recuperar') → euros. */
  dados: z.record(z.string(), porMes(z.record(z.string(), z.number()))),
});
export type PrevisaoIvaResposta = z.infer<typeof previsaoIva>;

/** `PUT /put/regime-iva/{empresaId}`: the years whose regime an admin set. */
export const regimesIvaManuais = z.object({
  manuais: z.array(z.object({ ano: z.number(), regime: regimeIva })),
});
export type RegimesIvaManuais = z.infer<typeof regimesIvaManuais>;
