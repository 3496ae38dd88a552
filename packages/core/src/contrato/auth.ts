import { z } from 'zod';

/** `POST /api/signup` (201). */
export const registoCriado = z.object({
  message: z.string(),
  user: z.object({ _id: z.string(), nome: z.string(), email: z.string(), telefone: z.string() }),
});
export type RegistoCriado = z.infer<typeof registoCriado>;

/** `POST /api/login` and `POST /api/refresh`: the refresh token is an extension (SPEC §7 names accessToken). */
export const tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokens>;
