import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { naoEncontrado } from '../../errors/app-error';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam } from '../../http/validation';
import { reverterCategorizacao } from './categorizacao.repository';
import { ImportacaoRepository } from './importacao.repository';
import { ImportacaoService } from './importacao.service';
import { formularioUpload, lerFicheirosDoPedido } from './upload';

/** SPEC §7 "Imports": e-fatura and bank statement uploads, their history and undoing what they learned. */
export function importacaoRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new ImportacaoService(deps.pool);
  const repo = new ImportacaoRepository();

  app.post(
    '/api/upload/:empresaId',
    comEsquemas(daEmpresa('editor'), { formulario: formularioUpload(), erros: [409] }),
    async (request, reply) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { ficheiros, confirmarContas } = await lerFicheirosDoPedido(request);
      const resultados = await service.importar(empresa.id, me.id, ficheiros, { confirmarContas });
      return reply.status(201).send({ message: 'Importamento concluído!', resultados });
    },
  );

  app.get('/get/importacoes/:empresaId', daEmpresa('editor'), async (request) => {
    const empresa = requireEmpresa(request);
    const lista = await repo.listImportacoes(deps.pool, empresa.id);
    return lista.map((i) => ({
      _id: i.id,
      tipo: i.tipo,
      formato: i.formato,
      ficheiro: i.nome_ficheiro,
      criadoEm: i.criado_em.toISOString(),
      criadoPor: i.criado_por ? { _id: i.criado_por, nome: i.criado_por_nome } : null,
      importadas: i.importadas,
      duplicadas: i.duplicadas,
      atualizadas: i.atualizadas,
      recusadas: i.recusadas,
      categorizadas: i.categorizadas,
      problemas: i.detalhes.problemas ?? [],
    }));
  });

  app.post(
    '/api/importacoes/:empresaId/:importacaoId/reverter-categorizacao',
    daEmpresa('editor'),
    async (request) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const importacaoId = idParam(request.params, 'importacaoId', 'Importação não encontrada.');
      const revertidas = await withTransaction(deps.pool, async (tx) => {
        if (!(await repo.existeImportacao(tx, empresa.id, importacaoId)))
          throw naoEncontrado('Importação não encontrada.');
        return reverterCategorizacao(tx, empresa.id, importacaoId, me.id);
      });
      return { message: 'Categorização automática revertida.', revertidas };
    },
  );
}
