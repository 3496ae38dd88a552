import {
  type ClassificacaoRegra,
  type CondicaoTexto,
  eurosToCents,
  SEM_CATEGORIA_A,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_A,
  SEM_SUBCATEGORIA_B,
  validarClassificacaoRegra,
  validarCondicao,
} from '@contas/core';
import { z } from 'zod';

/** An amount without sign, in euros with up to 2 decimals; empty or null is no bound. */
const montante = (rotulo: string) =>
  z
    .union([z.number(), z.null()], { error: `O ${rotulo} deve ser um número.` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return null;
      if (!Number.isFinite(v) || v < 0 || v > 1_000_000_000) {
        ctx.addIssue({
          code: 'custom',
          message: `O ${rotulo} deve ser um montante entre 0 e 1.000.000.000 €.`,
        });
        return z.NEVER;
      }
      return eurosToCents(v);
    });

const textoDaTaxonomia = (omissao: string) => z.string().max(200).optional().default(omissao);

/** A company rule as the screen sends it; the halves a rule does not set are left out or 'Sem …'. */
export const regraCorpo = z
  .object({
    campo: z.enum(['nif', 'emitente', 'descritivo', 'texto'], {
      error: "O campo deve ser 'nif', 'emitente', 'descritivo' ou 'texto'.",
    }),
    texto: z.string({ error: 'Escreva o texto que a linha deve conter.' }),
    sinal: z
      .enum(['entrada', 'saida'], { error: "O sinal deve ser 'entrada' ou 'saida'." })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    valorMinimo: montante('valor mínimo'),
    valorMaximo: montante('valor máximo'),
    categoria_A: textoDaTaxonomia(SEM_CATEGORIA_A),
    subcategoria_A: textoDaTaxonomia(SEM_SUBCATEGORIA_A),
    gasto: textoDaTaxonomia('N/A'),
    categoria_B: textoDaTaxonomia(SEM_CATEGORIA_B),
    subcategoria_B: textoDaTaxonomia(SEM_SUBCATEGORIA_B),
    rubrica_B: textoDaTaxonomia(SEM_RUBRICA_B),
  })
  .transform((c): { condicao: CondicaoTexto; classificacao: ClassificacaoRegra } => ({
    condicao: {
      campo: c.campo,
      texto: c.texto.trim(),
      sinal: c.sinal,
      valorMinimoCents: c.valorMinimo,
      valorMaximoCents: c.valorMaximo,
    },
    classificacao: {
      categoria_A: c.categoria_A,
      subcategoria_A: c.subcategoria_A,
      gasto: c.gasto,
      categoria_B: c.categoria_B,
      subcategoria_B: c.subcategoria_B,
      rubrica_B: c.rubrica_B,
    },
  }))
  .superRefine((regra, ctx) => {
    const erro = validarCondicao(regra.condicao) ?? validarClassificacaoRegra(regra.classificacao);
    if (erro) ctx.addIssue({ code: 'custom', message: erro.message, path: [erro.campo] });
  });
export type RegraCorpo = z.infer<typeof regraCorpo>;

/** Turning a starter rule on or off for the company. */
export const regraBaseCorpo = z.object({
  ativa: z.boolean({ error: 'Diga se a regra fica ativa (true/false).' }),
});
