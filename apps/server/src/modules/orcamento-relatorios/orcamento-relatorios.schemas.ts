import { isValidSubcategoriaA } from '@contas/core';
import { PRAZO_MAXIMO_DIAS } from '@contas/core/reports';
import { z } from 'zod';

export const RELATORIOS_ORCAMENTO = ['dr-orcamento', 'fluxo-caixa-orcamento'] as const;

const ANO_INVALIDO = 'O ano deve ser um número inteiro entre 1900 e 2200.';

/** `?relatorio=&ano=` of the budget reports' export. */
export const exportarOrcamentoQuery = z.object({
  relatorio: z
    .enum(RELATORIOS_ORCAMENTO, {
      error: 'Relatório desconhecido: use dr-orcamento ou fluxo-caixa-orcamento.',
    })
    .default('dr-orcamento'),
  ano: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, ANO_INVALIDO).transform(Number)], {
      error: ANO_INVALIDO,
    })
    .pipe(z.number().int(ANO_INVALIDO).min(1900, ANO_INVALIDO).max(2200, ANO_INVALIDO))
    .optional(),
});

const DIAS_INVALIDOS = `O prazo deve ser um número inteiro de dias entre 0 e ${PRAZO_MAXIMO_DIAS}.`;

/** An admin's payment delay for a Categoria A / Subcategoria A, in days; null goes back to the measured one. */
export const prazoBody = z
  .object({
    categoria_A: z.string({ error: 'Indique a Categoria A.' }).trim().min(1, 'Indique a Categoria A.'),
    subcategoria_A: z
      .string({ error: 'Indique a Subcategoria A.' })
      .trim()
      .min(1, 'Indique a Subcategoria A.'),
    dias: z
      .number({ error: DIAS_INVALIDOS })
      .int(DIAS_INVALIDOS)
      .min(0, DIAS_INVALIDOS)
      .max(PRAZO_MAXIMO_DIAS, DIAS_INVALIDOS)
      .nullable(),
  })
  .refine((p) => isValidSubcategoriaA(p.categoria_A, p.subcategoria_A), {
    message: 'A Subcategoria A não pertence à Categoria A.',
    path: ['subcategoria_A'],
  });
