import { CATEGORIAS_DEPRECIACAO, centsToEuros } from '@contas/core';
import { depreciacoes as depreciacoesDaLoja } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { invalido } from '../../errors/app-error';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador, TODAS_AS_LOJAS } from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import { type DepreciacoesAno, DepreciacoesRepository } from './depreciacoes.repository';
import { depreciacoesBody } from './depreciacoes.schemas';

/** SPEC §3 "Depreciation record": `{ year, <category key>: euros, … }`, every category present. */
const depreciacaoJson = ({ ano, valores }: DepreciacoesAno) => ({
  year: ano,
  ...Object.fromEntries(CATEGORIAS_DEPRECIACAO.map(({ key }) => [key, centsToEuros(valores[key])])),
});

const LOJA_NAO_ENCONTRADA = 'Loja não encontrada.';

export function depreciacoesRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const depreciacoes = new DepreciacoesRepository(deps.pool);

  app.get(
    '/get/depreciations/:lojaId',
    comEsquemas(daEmpresa('editor', 'lojaId'), {
      resumo: 'As depreciações de uma loja, por ano e categoria',
      respostas: { 200: depreciacoesDaLoja },
    }),
    async (request) => {
      const lojaId = idParam(request.params, 'lojaId', LOJA_NAO_ENCONTRADA);
      return (await depreciacoes.list(lojaId)).map(depreciacaoJson);
    },
  );

  app.put(
    '/put/depreciations/:empresaId/:lojaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Gravar a lista inteira das depreciações de uma loja',
      corpo: depreciacoesBody,
      respostas: { 200: depreciacoesDaLoja },
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const { id: userId } = requireUtilizador(request);
      // The access layer lets 'todas' through for the reports; depreciations belong to one store.
      if ((request.params as { lojaId: string }).lojaId === TODAS_AS_LOJAS)
        throw invalido('As depreciações registam-se por loja: escolha uma loja.');
      const lojaId = idParam(request.params, 'lojaId', LOJA_NAO_ENCONTRADA);
      const { depreciations } = parseWith(depreciacoesBody, request.body);
      await withTransaction(deps.pool, (tx) =>
        depreciacoes.replace(tx, { empresaId, lojaId, userId }, depreciations),
      );
      return (await depreciacoes.list(lojaId)).map(depreciacaoJson);
    },
  );
}
