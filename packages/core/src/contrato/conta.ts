import { z } from 'zod';
import { empresaResumo, papel } from './comum';

export const empresaDoUtilizador = z.object({ empresa: empresaResumo, role: papel });
export type EmpresaDoUtilizador = z.infer<typeof empresaDoUtilizador>;

/** `GET /get/{userId}/empresas`. */
export const empresasDoUtilizador = z.array(empresaDoUtilizador);

/** `GET /get/{userId}/profile`. */
export const perfil = z.object({
  _id: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  /** Until the address is confirmed, invitations stay hidden and no company can be created. */
  emailVerificado: z.boolean(),
  podeCriarEmpresas: z.boolean(),
  empresas: z.array(empresaDoUtilizador),
});
export type Perfil = z.infer<typeof perfil>;

/** `PUT /put/user/profile`. */
export const perfilAtualizado = z.object({ user: perfil });
export type PerfilAtualizado = z.infer<typeof perfilAtualizado>;
