import { type Cents, DERRAMA_MUNICIPAL_MAXIMA, eurosToCents } from '@contas/core';
import { z } from 'zod';
import type { Anos } from './relatorios.service';

const ANO_INVALIDO = 'O ano deve ser um número inteiro entre 1900 e 2200.';

/** A year of the reports' selectors and bodies. */
export const ano = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, ANO_INVALIDO).transform(Number)], {
    error: ANO_INVALIDO,
  })
  .pipe(z.number().int(ANO_INVALIDO).min(1900, ANO_INVALIDO).max(2200, ANO_INVALIDO));

/** `?ano=&ano2=` of the comparative reports. */
export const anosQuery = z.object({ ano: ano.optional(), ano2: ano.optional() });

/**
 * The years compared: with both, ano against ano2 (the screen's 'Anos a Comparar'); with ano alone
 * (SPEC §7), the year before against ano; with neither, last year against this year.
 */
export function anosComparados({ ano: a, ano2 }: z.infer<typeof anosQuery>, anoAtual: number): Anos {
  return ano2 === undefined
    ? { ano1: (a ?? anoAtual) - 1, ano2: a ?? anoAtual }
    : { ano1: a ?? ano2 - 1, ano2 };
}

export const RELATORIOS = ['demonstracao-resultados', 'fluxo-caixa'] as const;

export const exportarQuery = z
  .object({
    relatorio: z
      .enum(RELATORIOS, { error: 'Relatório desconhecido: use demonstracao-resultados ou fluxo-caixa.' })
      .default('demonstracao-resultados'),
  })
  .and(anosQuery);

/** `?ano=` of one year; none is this year. */
export const anoQuery = z.object({ ano: ano.optional() });

/** 100 000 000 000 €, either way (an overdraft, an equity can be negative): beyond any company, inside exact cents. */
const MAXIMO_CENTS = 10_000_000_000_000;

/** An amount in euros (a number, or a text with a decimal point or comma) as cents; null or empty is null. */
export function valorEmEuros(mensagem: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: mensagem })
    .transform((v, ctx): Cents | null => {
      const texto = typeof v === 'string' ? v.trim().replace(',', '.') : v;
      if (texto === null || texto === '') return null;
      const euros =
        typeof texto === 'number' ? texto : /^-?\d+(\.\d+)?$/.test(texto) ? Number(texto) : Number.NaN;
      const cents = Number.isFinite(euros) ? eurosToCents(euros) : Number.NaN;
      if (!(Math.abs(cents) <= MAXIMO_CENTS)) {
        ctx.addIssue({ code: 'custom', message: mensagem });
        return z.NEVER;
      }
      return cents;
    });
}

export const caixaInicialBody = z.object({
  ano,
  valor: valorEmEuros('O saldo inicial deve ser um número em euros.'),
});

const TAXA_INVALIDA = 'A taxa de IRC deve ser um número entre 0 e 100.';

export const ircBody = z.object({
  ano,
  taxa: z
    .number({ error: TAXA_INVALIDA })
    .min(0, TAXA_INVALIDA)
    .max(100, TAXA_INVALIDA)
    .transform((t) => Math.round(t * 100) / 100)
    .nullable(),
});

const DERRAMA_INVALIDA = 'A derrama municipal deve ser uma percentagem entre 0 e 1,5.';

/** The company's SME status and its municipality's derrama, in percent (at most 1,5 %, by law). */
export const regimeIrcBody = z.object({
  pme: z.boolean({ error: 'Indique se a empresa é PME (sim ou não).' }),
  derramaMunicipal: z
    .number({ error: DERRAMA_INVALIDA })
    .min(0, DERRAMA_INVALIDA)
    .max(DERRAMA_MUNICIPAL_MAXIMA, DERRAMA_INVALIDA)
    .transform((t) => Math.round(t * 100) / 100),
});
