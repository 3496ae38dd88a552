import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalido, naoEncontrado } from '../../errors/app-error';
import { autenticado, comEsquemas, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { nomeSchema, telefoneSchema } from '../auth/auth.schemas';
import type { UserRecord, UsersRepository } from '../auth/users.repository';

const profileBody = z.object({
  nome: nomeSchema,
  email: z.string().trim().optional(),
  telefone: telefoneSchema,
});

export type EmpresaDoUtilizador = { empresa: { _id: string; nome: string; nif: string }; role: string };

type Deps = {
  users: UsersRepository;
  staffEmailMarker: string;
  listEmpresasDoUtilizador: (userId: string) => Promise<EmpresaDoUtilizador[]>;
};

export function contaRoutes(app: FastifyInstance, deps: Deps): void {
  const toProfile = async (user: UserRecord) => ({
    _id: user.id,
    nome: user.nome,
    email: user.email,
    telefone: user.telefone,
    podeCriarEmpresas: user.email.toLowerCase().includes(deps.staffEmailMarker),
    empresas: await deps.listEmpresasDoUtilizador(user.id),
  });

  app.get('/get/:userId/profile', autenticado, async (request) => {
    const { userId } = request.params as { userId: string };
    const me = requireUtilizador(request);
    // Only one's own profile; another id answers as if it did not exist.
    if (userId !== me.id) throw naoEncontrado('Perfil não encontrado.');
    const user = await deps.users.findById(me.id);
    if (!user) throw naoEncontrado('Perfil não encontrado.');
    return toProfile(user);
  });

  app.put('/put/user/profile', comEsquemas(autenticado, { corpo: profileBody }), async (request) => {
    const me = requireUtilizador(request);
    const body = parseWith(profileBody, request.body);
    if (body.email !== undefined && body.email.toLowerCase() !== me.email.toLowerCase()) {
      throw invalido('O e-mail não pode ser alterado.');
    }
    const user = await deps.users.updateProfile(me.id, { nome: body.nome, telefone: body.telefone });
    if (!user) throw naoEncontrado('Perfil não encontrado.');
    return { user: await toProfile(user) };
  });
}
