import { CATEGORIAS_DEPRECIACAO, type CategoriaDepreciacao, type Cents, eurosToCents } from '@contas/core';
import { z } from 'zod';
import type { DepreciacoesAno } from './depreciacoes.repository';

export const ANO_EM_USO = 'Este ano já está em uso. Por favor, escolha outro ano.';
/** 100 000 000 000 €: far above any fixed asset of a store, well inside exact integer cents. */
const MAXIMO_CENTS = 10_000_000_000_000;

const ano = z
  .union(
    [z.number(), z.string().trim().regex(/^\d+$/, 'O ano deve ser um número inteiro.').transform(Number)],
    {
      error: 'O ano deve ser um número inteiro.',
    },
  )
  .pipe(
    z
      .number()
      .int('O ano deve ser um número inteiro.')
      .min(1900, 'O ano deve estar entre 1900 e 2200.')
      .max(2200, 'O ano deve estar entre 1900 e 2200.'),
  );

/** Euros as the screen sends them (number or text, dot or comma decimal); empty is 0; 2 decimals. */
const valor = (rotulo: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `O valor de ${rotulo} deve ser um número.` })
    .optional()
    .transform((v, ctx): Cents => {
      const texto = typeof v === 'string' ? v.trim().replace(',', '.') : v;
      if (texto === undefined || texto === null || texto === '') return 0;
      const euros =
        typeof texto === 'number' ? texto : /^-?\d+(\.\d+)?$/.test(texto) ? Number(texto) : Number.NaN;
      const erro = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (!Number.isFinite(euros)) return erro(`O valor de ${rotulo} deve ser um número.`);
      if (euros < 0) return erro(`O valor de ${rotulo} não pode ser negativo.`);
      const cents = eurosToCents(euros);
      if (cents > MAXIMO_CENTS) return erro(`O valor de ${rotulo} é demasiado grande.`);
      return cents;
    });

const linha = z
  .object({
    year: ano,
    ...(Object.fromEntries(CATEGORIAS_DEPRECIACAO.map((c) => [c.key, valor(c.label)])) as Record<
      CategoriaDepreciacao,
      ReturnType<typeof valor>
    >),
  })
  .transform(({ year, ...valores }): DepreciacoesAno => ({ ano: year, valores }));

export const depreciacoesBody = z.object({
  depreciations: z
    .array(linha, { error: 'As depreciações devem ser uma lista de anos.' })
    .max(200, 'Demasiados anos de depreciações.')
    .superRefine((anos, ctx) => {
      const vistos = new Set<number>();
      for (const [i, { ano: a }] of anos.entries()) {
        if (vistos.has(a)) ctx.addIssue({ code: 'custom', message: ANO_EM_USO, path: [i, 'year'] });
        vistos.add(a);
      }
    }),
});
