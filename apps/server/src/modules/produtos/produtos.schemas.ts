import { z } from 'zod';

const ANO_INVALIDO = 'O ano deve ser um número inteiro entre 1900 e 2200.';

const ano = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, ANO_INVALIDO).transform(Number)], {
    error: ANO_INVALIDO,
  })
  .pipe(z.number().int(ANO_INVALIDO).min(1900, ANO_INVALIDO).max(2200, ANO_INVALIDO));

/** `?ano1=&ano2=` of the products analysis (SPEC §7); missing, the year before the other, or this year. */
export const anosProdutosQuery = z.object({ ano1: ano.optional(), ano2: ano.optional() });

export function anosDosProdutos(
  { ano1, ano2 }: z.infer<typeof anosProdutosQuery>,
  anoAtual: number,
): { ano1: number; ano2: number } {
  const segundo = ano2 ?? (ano1 === undefined ? anoAtual : ano1 + 1);
  return { ano1: ano1 ?? segundo - 1, ano2: segundo };
}
