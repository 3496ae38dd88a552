import {
  mensagem,
  previsaoDasRegras,
  rascunhoDeRegra,
  regraDaEmpresa,
  regrasAplicadas,
  regrasDaEmpresa,
} from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import { regraBaseCorpo, regraCorpo } from './regras.schemas';
import { REGRA_NAO_ENCONTRADA, RegrasService } from './regras.service';

/*
 * Regras de categorização (issue 20). Leitores read the rules; editors and admins change and apply them.
 * GET    /get/regras/:empresaId                          { regras, base }
 * POST   /api/regras/:empresaId                          a new company rule (201)
 * PUT    /put/regras/:empresaId/:regraId                 change it
 * DELETE /delete/regras/:empresaId/:regraId              delete it
 * PUT    /put/regras-base/:empresaId/:regraBaseId        { ativa }: a starter rule on or off for the company
 * GET    /get/regras/:empresaId/por-classificar          how many rows 'Aplicar' would classify, by rule
 * POST   /api/regras/:empresaId/aplicar                  classify them, all or nothing
 * GET    /get/regras/:empresaId/da-linha/:linhaId         a rule prefilled from a classified row
 */
export function regrasRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new RegrasService(deps.pool);
  const regraId = (params: unknown) => idParam(params, 'regraId', REGRA_NAO_ENCONTRADA);

  app.get(
    '/get/regras/:empresaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'As regras de categorização da empresa e as regras base',
      respostas: { 200: regrasDaEmpresa },
    }),
    async (request) => service.listar(requireEmpresa(request).id),
  );

  app.post(
    '/api/regras/:empresaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Criar uma regra de categorização',
      corpo: regraCorpo,
      respostas: { 201: regraDaEmpresa },
    }),
    async (request, reply) => {
      const corpo = parseWith(regraCorpo, request.body);
      const regra = await service.criar(requireEmpresa(request).id, requireUtilizador(request).id, corpo);
      return reply.code(201).send(regra);
    },
  );

  app.put(
    '/put/regras/:empresaId/:regraId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Alterar uma regra de categorização',
      corpo: regraCorpo,
      respostas: { 200: regraDaEmpresa },
    }),
    async (request) => {
      const id = regraId(request.params);
      const corpo = parseWith(regraCorpo, request.body);
      return service.atualizar(requireEmpresa(request).id, id, requireUtilizador(request).id, corpo);
    },
  );

  app.delete(
    '/delete/regras/:empresaId/:regraId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Eliminar uma regra de categorização',
      respostas: { 200: mensagem },
    }),
    async (request) => {
      await service.eliminar(requireEmpresa(request).id, regraId(request.params));
      return { message: 'Regra eliminada.' };
    },
  );

  app.put(
    '/put/regras-base/:empresaId/:regraBaseId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Ativar ou desativar uma regra base para a empresa',
      corpo: regraBaseCorpo,
      respostas: { 200: regrasDaEmpresa },
    }),
    async (request) => {
      const { ativa } = parseWith(regraBaseCorpo, request.body);
      const { regraBaseId } = request.params as { regraBaseId: string };
      return service.definirBase(
        requireEmpresa(request).id,
        regraBaseId,
        ativa,
        requireUtilizador(request).id,
      );
    },
  );

  app.get(
    '/get/regras/:empresaId/por-classificar',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Quantas linhas por classificar as regras classificariam, e por que regra',
      respostas: { 200: previsaoDasRegras },
    }),
    async (request) => service.prever(requireEmpresa(request).id),
  );

  app.post(
    '/api/regras/:empresaId/aplicar',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Aplicar as regras às linhas por classificar (tudo ou nada)',
      respostas: { 200: regrasAplicadas },
    }),
    async (request) => {
      const linhas = await service.aplicar(requireEmpresa(request).id, requireUtilizador(request).id);
      return {
        message: linhas === 1 ? '1 linha classificada.' : `${linhas} linhas classificadas.`,
        linhas,
      };
    },
  );

  app.get(
    '/get/regras/:empresaId/da-linha/:linhaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Uma regra preenchida a partir de uma linha classificada',
      respostas: { 200: rascunhoDeRegra },
      erros: [409],
    }),
    async (request) =>
      service.rascunho(
        requireEmpresa(request).id,
        idParam(request.params, 'linhaId', 'Linha não encontrada.'),
      ),
  );
}
