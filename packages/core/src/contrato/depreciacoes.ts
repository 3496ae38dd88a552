import { z } from 'zod';
import { CATEGORIAS_DEPRECIACAO, type CategoriaDepreciacao } from '../taxonomy/depreciacoes';

const euros = z.number();

/** A store's year of depreciations (SPEC §3): the year and the euros of every category (unset = 0). */
export const depreciacaoDoAno = z.object({
  year: z.number(),
  ...(Object.fromEntries(CATEGORIAS_DEPRECIACAO.map(({ key }) => [key, euros])) as Record<
    CategoriaDepreciacao,
    typeof euros
  >),
});
export type DepreciacaoDoAno = z.infer<typeof depreciacaoDoAno>;

/** `GET /get/depreciations/{lojaId}` and `PUT /put/depreciations/{empresaId}/{lojaId}` (the list saved). */
export const depreciacoes = z.array(depreciacaoDoAno);
