import { passosFeitos, percentagemClassificada } from '@contas/core';
import { primeirosPassos, primeirosPassosPedido } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { parseWith } from '../../http/validation';
import { PrimeirosPassosRepository } from './primeiros-passos.repository';

/** The first-steps checklist of a company's admin (issue 20): read from the data, two marks written. */
export function primeirosPassosRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const repo = new PrimeirosPassosRepository(deps.pool);

  const resposta = async (empresaId: string) => {
    const { dispensado, ...factos } = await repo.factos(empresaId);
    return {
      ...factos,
      percentagemClassificada: percentagemClassificada(factos.linhas, factos.porClassificar),
      feitos: passosFeitos(factos),
      dispensado,
    };
  };

  app.get(
    '/get/empresa/:empresaId/primeiros-passos',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Os primeiros passos de uma empresa nova: lojas, importar, classificar, relatórios',
      respostas: { 200: primeirosPassos },
    }),
    async (request) => resposta(requireEmpresa(request).id),
  );

  app.put(
    '/put/empresa/:empresaId/primeiros-passos',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Marcar os relatórios como vistos, ou arrumar a lista dos primeiros passos',
      corpo: primeirosPassosPedido,
      respostas: { 200: primeirosPassos },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const marcas = parseWith(primeirosPassosPedido, request.body);
      await repo.marcar(id, requireUtilizador(request).id, marcas);
      return resposta(id);
    },
  );
}
