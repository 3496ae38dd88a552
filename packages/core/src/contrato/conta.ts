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

const senhaNova = z
  .string({ error: 'A nova palavra-passe é obrigatória.' })
  .min(6, 'A palavra-passe deve ter pelo menos 6 caracteres.')
  .max(200, 'A palavra-passe é demasiado longa.');

const senhaAtual = (obrigatoria: string) =>
  z.string({ error: obrigatoria }).min(1, obrigatoria).max(200, 'A palavra-passe é demasiado longa.');

/** `PUT /put/user/password`: the current password proves it is the owner, not a borrowed session. */
export const mudarSenhaPedido = z.object({
  senhaAtual: senhaAtual('Indique a palavra-passe atual.'),
  novaSenha: senhaNova,
});
export type MudarSenhaPedido = z.infer<typeof mudarSenhaPedido>;

/** `POST /api/user/eliminar-conta`: confirmed by typing the password. */
export const eliminarContaPedido = z.object({ senha: senhaAtual('Indique a sua palavra-passe.') });
export type EliminarContaPedido = z.infer<typeof eliminarContaPedido>;

/** `GET /get/user/dados`: everything the service keeps about the person (GDPR art. 15 and 20), as JSON. */
export const dadosPessoais = z.object({
  geradoEm: z.string(),
  perfil: z.object({
    _id: z.string(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string(),
    emailVerificado: z.boolean(),
    criadoEm: z.string(),
  }),
  empresas: z.array(empresaDoUtilizador.extend({ desde: z.string() })),
  convitesRecebidos: z.array(
    z.object({
      _id: z.string(),
      empresa: z.object({ _id: z.string(), nome: z.string() }),
      role: papel,
      sentAt: z.string(),
      expiraEm: z.string(),
    }),
  ),
  convitesEnviados: z.array(
    z.object({
      _id: z.string(),
      empresa: z.object({ _id: z.string(), nome: z.string() }),
      email: z.string(),
      role: papel,
      sentAt: z.string(),
    }),
  ),
  /** The addresses the account signed in from, kept to tell a known device from a stranger's. */
  enderecosDeLogin: z.array(z.object({ endereco: z.string(), ultimoEm: z.string() })),
  /** The person's own changes to ledger rows, in the companies they still belong to. */
  historico: z.array(
    z.object({
      empresa: z.object({ _id: z.string(), nome: z.string() }),
      linha: z.string(),
      em: z.string(),
      acao: z.string(),
      campo: z.string().nullable(),
      antes: z.unknown(),
      depois: z.unknown(),
    }),
  ),
});
export type DadosPessoais = z.infer<typeof dadosPessoais>;
