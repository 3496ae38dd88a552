import {
  conviteAceite,
  convitesPendentes,
  empresaAtualizada,
  empresaCompleta,
  empresaCriada,
  empresasDoUtilizador,
  mensagem,
} from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import { naoEncontrado } from '../../errors/app-error';
import { autenticado, comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import type { ConviteRow, EmpresaRow, EmpresasRepository } from './empresas.repository';
import { atualizarEmpresaBody, conviteBody, criarEmpresaBody, mudarPapelBody } from './empresas.schemas';
import type { EmpresasService } from './empresas.service';

const empresaJson = (e: EmpresaRow) => ({
  _id: e.id,
  nome: e.nome,
  nif: e.nif,
  endereco: e.endereco,
  telefone: e.telefone,
  email: e.email,
  link: e.link,
  imagem_link: e.imagem_link,
});

const conviteJson = (c: ConviteRow) => ({
  _id: c.id,
  empresa: { _id: c.empresa_id, nome: c.empresa_nome },
  email: c.email,
  role: c.role,
  sentAt: c.sent_at.toISOString(),
});

export function empresasRoutes(
  app: FastifyInstance,
  deps: { service: EmpresasService; empresas: EmpresasRepository },
): void {
  const { service, empresas } = deps;

  const proprioId = (params: unknown, me: string) => {
    if ((params as { userId?: string }).userId !== me) throw naoEncontrado('Utilizador não encontrado.');
  };

  app.get(
    '/get/:userId/empresas',
    comEsquemas(autenticado, {
      resumo: 'As empresas de quem tem a sessão, com o seu papel em cada uma',
      respostas: { 200: empresasDoUtilizador },
    }),
    async (request) => {
      const me = requireUtilizador(request);
      proprioId(request.params, me.id);
      const lista = await empresas.listDoUtilizador(me.id);
      return lista.map((e) => ({ empresa: { _id: e.id, nome: e.nome, nif: e.nif }, role: e.role }));
    },
  );

  app.get(
    '/get/:userId/pending-invites',
    comEsquemas(autenticado, {
      resumo: 'Os convites por responder enviados para o e-mail de quem tem a sessão',
      respostas: { 200: convitesPendentes },
    }),
    async (request) => {
      const me = requireUtilizador(request);
      proprioId(request.params, me.id);
      // Until the address is proven, nothing sent to it is shown: it may not be theirs.
      if (!me.emailVerificado) return [];
      return (await empresas.listConvitesPendentes(me.email)).map(conviteJson);
    },
  );

  app.post(
    '/api/user/accept-invite/:inviteId',
    comEsquemas(autenticado, {
      resumo: 'Aceitar um convite e entrar na empresa',
      respostas: { 200: conviteAceite },
      erros: [403],
    }),
    async (request) => {
      const me = requireUtilizador(request);
      const convite = await service.aceitarConvite(
        me,
        idParam(request.params, 'inviteId', 'Convite não encontrado ou expirado.'),
      );
      return {
        message: `Convite aceite: já pertence à empresa ${convite.empresa_nome}.`,
        empresa: { _id: convite.empresa_id, nome: convite.empresa_nome },
        role: convite.role,
      };
    },
  );

  app.post(
    '/api/user/reject-invite/:inviteId',
    comEsquemas(autenticado, { resumo: 'Recusar um convite', respostas: { 200: mensagem }, erros: [403] }),
    async (request) => {
      const me = requireUtilizador(request);
      await service.recusarConvite(
        me,
        idParam(request.params, 'inviteId', 'Convite não encontrado ou expirado.'),
      );
      return { message: 'Convite recusado.' };
    },
  );

  app.post(
    '/api/criar-empresa',
    comEsquemas(autenticado, {
      resumo: 'Criar uma empresa (quem a cria fica administrador)',
      corpo: criarEmpresaBody,
      respostas: { 201: empresaCriada },
      erros: [403, 409],
    }),
    async (request, reply) => {
      const me = requireUtilizador(request);
      const body = parseWith(criarEmpresaBody, request.body);
      const empresa = await service.criar(me, body);
      return reply
        .status(201)
        .send({ message: 'Empresa criada com sucesso!', empresa: empresaJson(empresa) });
    },
  );

  app.get(
    '/get/empresa/:empresaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'A empresa com os seus membros, lojas e convites pendentes',
      respostas: { 200: empresaCompleta },
    }),
    async (request) => {
      const { id, papel } = requireEmpresa(request);
      const empresa = await empresas.find(id);
      if (!empresa) throw naoEncontrado('Empresa não encontrada.');
      const [membros, lojas, convites] = await Promise.all([
        empresas.listMembros(id),
        empresas.listLojas(id),
        papel === 'admin' ? empresas.listConvitesDaEmpresa(id) : Promise.resolve([]),
      ]);
      return {
        ...empresaJson(empresa),
        role: papel,
        users: membros.map((m) => ({ user: { _id: m.user_id, email: m.email, nome: m.nome }, role: m.role })),
        lojas: lojas.map((l) => ({
          _id: l.id,
          nome: l.nome || 'LojaA',
          email: l.email,
          telefone: l.telefone,
        })),
        convitesPendentes: convites.map((c) => ({
          _id: c.id,
          email: c.email,
          role: c.role,
          sentAt: c.sent_at.toISOString(),
        })),
      };
    },
  );

  app.put(
    '/put/empresa/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Alterar os dados da empresa',
      corpo: atualizarEmpresaBody,
      respostas: { 200: empresaAtualizada },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const body = parseWith(atualizarEmpresaBody, request.body);
      const empresa = await empresas.update(id, body);
      if (!empresa) throw naoEncontrado('Empresa não encontrada.');
      return { empresa: empresaJson(empresa) };
    },
  );

  app.post(
    '/api/empresa/:empresaId/invite',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Convidar alguém para a empresa, por e-mail e com um papel',
      corpo: conviteBody,
      respostas: { 201: mensagem },
      erros: [409],
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { emailConvite, role } = parseWith(conviteBody, request.body);
      await service.convidar(id, me.id, emailConvite, role);
      return reply.status(201).send({ message: 'Convite enviado com sucesso!' });
    },
  );

  app.delete(
    '/delete/empresa/:empresaId/invite/:inviteId',
    comEsquemas(daEmpresa('admin'), { resumo: 'Cancelar um convite pendente', respostas: { 200: mensagem } }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const inviteId = idParam(request.params, 'inviteId', 'Convite não encontrado.');
      if (!(await empresas.deleteConvite(id, inviteId))) throw naoEncontrado('Convite não encontrado.');
      return { message: 'Convite cancelado.' };
    },
  );

  app.delete(
    '/delete/empresa/:empresaId/user/:userId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'Remover um membro da empresa (ou sair dela)',
      respostas: { 200: mensagem },
      erros: [409],
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const userId = idParam(request.params, 'userId', 'Utilizador não pertence à empresa.');
      await service.removerUtilizador(empresa, me.id, userId);
      return { message: 'Utilizador removido com sucesso!' };
    },
  );

  app.put(
    '/put/empresa/:empresaId/user/:userId/role',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Mudar o papel de um membro da empresa',
      corpo: mudarPapelBody,
      respostas: { 200: mensagem },
      erros: [409],
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const userId = idParam(request.params, 'userId', 'Utilizador não pertence à empresa.');
      const { newRole } = parseWith(mudarPapelBody, request.body);
      await service.mudarPapel(id, userId, newRole);
      return { message: 'Papel atualizado.' };
    },
  );

  app.delete(
    '/delete/eliminar-empresa/empresa/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Eliminar a empresa e tudo o que lhe pertence',
      respostas: { 200: mensagem },
    }),
    async (request) => {
      await service.eliminar(requireEmpresa(request).id);
      return { message: 'Empresa eliminada.' };
    },
  );
}
