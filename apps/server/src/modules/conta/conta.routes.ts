import {
  dadosPessoais,
  eliminarContaPedido,
  mensagem,
  mudarSenhaPedido,
  perfil,
  perfilAtualizado,
} from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalido, naoEncontrado } from '../../errors/app-error';
import { autenticado, comEsquemas, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { nomeSchema, telefoneSchema } from '../auth/auth.schemas';
import { ePessoal } from '../auth/pessoal';
import type { UserRecord, UsersRepository } from '../auth/users.repository';
import type { ContaService } from './conta.service';

const profileBody = z.object({
  nome: nomeSchema,
  email: z.string().trim().optional(),
  telefone: telefoneSchema,
});

export type EmpresaDoUtilizador = { empresa: { _id: string; nome: string; nif: string }; role: string };

type Deps = {
  users: UsersRepository;
  staffDomain: string;
  listEmpresasDoUtilizador: (userId: string) => Promise<EmpresaDoUtilizador[]>;
  service: ContaService;
};

export function contaRoutes(app: FastifyInstance, deps: Deps): void {
  const toProfile = async (user: UserRecord) => ({
    _id: user.id,
    nome: user.nome,
    email: user.email,
    telefone: user.telefone,
    emailVerificado: user.emailVerificado,
    podeCriarEmpresas: ePessoal(user, deps.staffDomain),
    empresas: await deps.listEmpresasDoUtilizador(user.id),
  });

  app.get(
    '/get/:userId/profile',
    comEsquemas(autenticado, { resumo: 'O perfil de quem tem a sessão', respostas: { 200: perfil } }),
    async (request) => {
      const { userId } = request.params as { userId: string };
      const me = requireUtilizador(request);
      // Only one's own profile; another id answers as if it did not exist.
      if (userId !== me.id) throw naoEncontrado('Perfil não encontrado.');
      const user = await deps.users.findById(me.id);
      if (!user) throw naoEncontrado('Perfil não encontrado.');
      return toProfile(user);
    },
  );

  app.put(
    '/put/user/profile',
    comEsquemas(autenticado, {
      resumo: 'Alterar o nome e o telefone do perfil',
      corpo: profileBody,
      respostas: { 200: perfilAtualizado },
    }),
    async (request) => {
      const me = requireUtilizador(request);
      const body = parseWith(profileBody, request.body);
      if (body.email !== undefined && body.email.toLowerCase() !== me.email.toLowerCase()) {
        throw invalido('O e-mail não pode ser alterado.');
      }
      const user = await deps.users.updateProfile(me.id, { nome: body.nome, telefone: body.telefone });
      if (!user) throw naoEncontrado('Perfil não encontrado.');
      return { user: await toProfile(user) };
    },
  );

  app.put(
    '/put/user/password',
    comEsquemas(autenticado, {
      resumo: 'Mudar a palavra-passe (com a atual); as outras sessões terminam',
      corpo: mudarSenhaPedido,
      respostas: { 200: mensagem },
      erros: [429],
    }),
    async (request) => {
      const { senhaAtual, novaSenha } = parseWith(mudarSenhaPedido, request.body);
      await deps.service.mudarSenha(requireUtilizador(request), senhaAtual, novaSenha);
      return { message: 'Palavra-passe alterada. As outras sessões desta conta foram terminadas.' };
    },
  );

  app.post(
    '/api/user/eliminar-conta',
    comEsquemas(autenticado, {
      resumo: 'Eliminar a conta e os dados pessoais (confirmado com a palavra-passe)',
      corpo: eliminarContaPedido,
      respostas: { 200: mensagem },
      erros: [409, 429],
    }),
    async (request) => {
      const { senha } = parseWith(eliminarContaPedido, request.body);
      await deps.service.eliminarConta(requireUtilizador(request), senha);
      return { message: 'A sua conta e os seus dados pessoais foram eliminados.' };
    },
  );

  app.get(
    '/get/user/dados',
    comEsquemas(autenticado, {
      resumo: 'Exportar os dados pessoais da conta (JSON para descarregar)',
      respostas: { 200: dadosPessoais },
    }),
    async (request, reply) => {
      const dados = await deps.service.dadosPessoais(requireUtilizador(request));
      const dia = dados.geradoEm.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="contas-claras-dados-${dia}.json"`);
      return dados;
    },
  );
}
