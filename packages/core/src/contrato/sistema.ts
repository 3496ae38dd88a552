import { z } from 'zod';

/** The nightly shutdown warning: whether it shows, and the shutdown's time in Lisbon ('HH:MM'). */
export const avisoDeParagem = z.object({ enabled: z.boolean(), hora: z.string() });
export type AvisoDeParagem = z.infer<typeof avisoDeParagem>;

/** `GET /api/config`: what the screens need before a session (the nightly shutdown warning). */
export const configuracao = z.object({ shutdownWarning: avisoDeParagem });
export type Configuracao = z.infer<typeof configuracao>;

/** `GET /api/health` while the database answers (otherwise 503 with `message`). */
export const saude = z.object({ estado: z.literal('ok'), baseDeDados: z.literal('ok') });
export type Saude = z.infer<typeof saude>;
