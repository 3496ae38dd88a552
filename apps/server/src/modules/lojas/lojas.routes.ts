import { loja, lojaAdicionada, lojaAtualizada, mensagem } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { naoEncontrado } from '../../errors/app-error';
import { comEsquemas, daEmpresa, registerEmpresaResolver, requireEmpresa } from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import type { LojaRow, LojasRepository, PessoalAno } from './lojas.repository';
import { adicionarLojaBody, atualizarLojaBody } from './lojas.schemas';

const lojaJson = (l: LojaRow, employee: PessoalAno[]) => ({
  _id: l.id,
  nome: l.nome || 'LojaA',
  email: l.email,
  telefone: l.telefone,
  morada: l.morada,
  responsavel_loja: l.responsavel_loja,
  cont_resp_loja: l.cont_resp_loja,
  employee,
  empresa: { _id: l.empresa_id },
});

export function lojasRoutes(app: FastifyInstance, deps: { pool: pg.Pool; lojas: LojasRepository }): void {
  const { lojas } = deps;
  registerEmpresaResolver('lojaId', (id, db) => lojas.empresaDaLoja(id, db));

  app.post(
    '/api/adicionar-loja/empresa/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Adicionar uma loja à empresa',
      corpo: adicionarLojaBody,
      respostas: { 201: lojaAdicionada },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const body = parseWith(adicionarLojaBody, request.body);
      const loja = await lojas.create(id, body);
      return reply.status(201).send({
        message: 'Loja adicionada.',
        loja: { _id: loja.id, nome: loja.nome, email: loja.email, telefone: loja.telefone },
      });
    },
  );

  app.delete(
    '/delete/remover-loja/empresa/:empresaId/loja/:lojaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Remover uma loja da empresa',
      respostas: { 200: mensagem },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
      if (!(await lojas.delete(id, lojaId))) throw naoEncontrado('Loja não encontrada.');
      return { message: 'Loja removida.' };
    },
  );

  app.get(
    '/get/info-loja/:lojaId',
    comEsquemas(daEmpresa('admin', 'lojaId'), {
      resumo: 'Os dados de uma loja e o seu quadro de pessoal por ano',
      respostas: { 200: loja },
    }),
    async (request) => {
      const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
      const loja = await lojas.find(lojaId);
      if (!loja) throw naoEncontrado('Loja não encontrada.');
      return lojaJson(loja, await lojas.listPessoal(lojaId));
    },
  );

  app.put(
    '/put/update-loja-info/:lojaId',
    comEsquemas(daEmpresa('admin', 'lojaId'), {
      resumo: 'Alterar os dados de uma loja e o seu quadro de pessoal',
      corpo: atualizarLojaBody,
      respostas: { 200: lojaAtualizada },
    }),
    async (request) => {
      const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
      const { employee, ...campos } = parseWith(atualizarLojaBody, request.body);
      const loja = await withTransaction(deps.pool, async (tx) => {
        const atualizada = await lojas.update(tx, lojaId, campos);
        if (!atualizada) throw naoEncontrado('Loja não encontrada.');
        await lojas.replacePessoal(tx, lojaId, employee);
        return atualizada;
      });
      return { loja: lojaJson(loja, await lojas.listPessoal(lojaId)) };
    },
  );
}
