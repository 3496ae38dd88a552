import { z } from 'zod';

/** One series of a report row: Jan..Dez, Total, Média. */
export const valoresDoAno = z.object({
  meses: z.array(z.number()).length(12),
  total: z.number(),
  media: z.number(),
});

/**
 * A report line without sub-lines (the server's LinhaJson): the two compared series, their difference in
 * the line's unit and in %.
 */
export const linhaRelatorio = z.object({
  key: z.string(),
  label: z.string(),
  level: z.number().int(),
  tipo: z.enum(['grupo', 'item', 'resultado', 'saldo']),
  unidade: z.enum(['euros', 'quantidade', 'percentagem']),
  codigo: z.string().optional(),
  valores: z.object({
    ano1: valoresDoAno,
    ano2: valoresDoAno,
    deltaEuros: valoresDoAno,
    deltaPercent: valoresDoAno,
  }),
});
export type LinhaRelatorio = z.infer<typeof linhaRelatorio>;

/** A budget report's line: budget (ano1) against real (ano2), and the year-end forecast. */
export const linhaOrcamento = linhaRelatorio.extend({
  previsao: z.object({
    orcamento: z.number(),
    previsao: z.number(),
    deltaEuros: z.number(),
    deltaPercent: z.number(),
  }),
});

/** The store a report is of, or { _id: 'todas', nome: 'Todas as lojas' }. */
export const ambitoRelatorio = z.object({ _id: z.string(), nome: z.string() });
export type AmbitoRelatorio = z.infer<typeof ambitoRelatorio>;
