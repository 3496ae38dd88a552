import { z } from 'zod';

/** The nightly shutdown warning: whether it shows, and the shutdown's time in Lisbon ('HH:MM'). */
export const avisoDeParagem = z.object({ enabled: z.boolean(), hora: z.string() });
export type AvisoDeParagem = z.infer<typeof avisoDeParagem>;

/** `GET /api/config`: what the screens need before a session (the nightly shutdown warning). */
export const configuracao = z.object({ shutdownWarning: avisoDeParagem });
export type Configuracao = z.infer<typeof configuracao>;

/** `GET /api/health` while the database answers. */
export const saude = z.object({ estado: z.literal('ok'), baseDeDados: z.literal('ok') });
export type Saude = z.infer<typeof saude>;

/**
 * `GET /api/health` (503): the database does not answer (`estado` and `baseDeDados` say so), or the server is
 * shutting down and refuses every new request (the message only); the reason in Portuguese either way.
 */
export const saudeIndisponivel = z.object({
  message: z.string(),
  estado: z.literal('indisponível').optional(),
  baseDeDados: z.literal('indisponível').optional(),
});
