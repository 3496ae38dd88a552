import { z } from 'zod';
import { ambitoRelatorio, linhaRelatorio } from './linhas-relatorio';
import { porMes } from './meses';

/** A product of one year (SPEC §3): units per month (Jan..Dez), the year's total, the non-zero months' average. */
export const produtoDoAno = z.object({
  nome: z.string(),
  quantidadesMensais: porMes(z.number()),
  total: z.number(),
  media: z.number(),
});

const anoDosProdutos = z.object({ ano: z.number().int(), produtos: z.array(produtoDoAno) });

/** `GET /get/produtos/{empresaId}/{lojaId}?ano1&ano2`. */
export const analiseProdutos = z.object({
  ano1: anoDosProdutos,
  ano2: anoDosProdutos,
  nomesProdutos: z.array(z.string()),
  loja: ambitoRelatorio,
  /** One per product (key = its name), in units: ano1 against ano2. */
  linhas: z.array(linhaRelatorio),
});
export type AnaliseProdutosResposta = z.infer<typeof analiseProdutos>;
