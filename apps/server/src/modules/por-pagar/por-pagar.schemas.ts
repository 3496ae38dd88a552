import { parsePtDate } from '@contas/core';
import { z } from 'zod';

/** `?data=` the reference date (aaaa-mm-dd or dd/mm/aaaa); none or '' is today in Lisbon. */
export const porPagarQuery = z.object({
  data: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .transform((v, ctx) => {
        const data = parsePtDate(v);
        if (!data) ctx.addIssue({ code: 'custom', message: 'data: data inválida (use aaaa-mm-dd).' });
        return data ?? '';
      })
      .optional(),
  ),
});
