import { z } from 'zod';

/** `GET /api/config`: what the screens need before a session (the nightly shutdown warning). */
export const configuracao = z.object({
  shutdownWarning: z.object({ enabled: z.boolean(), hora: z.string() }),
});
export type Configuracao = z.infer<typeof configuracao>;

/** `GET /api/health` while the database answers (otherwise 503 with `message`). */
export const saude = z.object({ estado: z.literal('ok'), baseDeDados: z.literal('ok') });
export type Saude = z.infer<typeof saude>;
