import {
  categorizacaoRevertida,
  historicoDeImportacoes,
  importacaoAnulada,
  importacaoConcluida,
  tarefaDeImportacao,
  tarefasDeImportacao,
} from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import type { EscritaDaBase } from '../../db/escrita-em-partes';
import { naoEncontrado } from '../../errors/app-error';
import { comEsquemas, daEmpresa, foraDoPortao, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam } from '../../http/validation';
import type { FilaDeTarefas } from '../tarefas/fila';
import { AnulacaoService } from './anulacao.service';
import { reverterCategorizacao } from './categorizacao.repository';
import { ImportacaoRepository } from './importacao.repository';
import { ImportacaoService } from './importacao.service';
import { registarTarefaDeImportacao, tarefaParaResposta } from './importacao.tarefa';
import { formularioUpload, lerFicheirosDoPedido } from './upload';

/** SPEC §7 "Imports": e-fatura and bank statement uploads, their history, undoing what they learned or an import. */
export function importacaoRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; fila: FilaDeTarefas; escrita: EscritaDaBase },
): void {
  const service = new ImportacaoService(deps.pool, deps.escrita);
  const anulacao = new AnulacaoService(deps.pool, deps.escrita);
  const repo = new ImportacaoRepository();
  const { fila } = deps;
  registarTarefaDeImportacao(fila, service);

  app.post(
    '/api/upload/:empresaId',
    // Its job waits at the company's gate (embedded database); the request only waits for the job.
    comEsquemas(foraDoPortao(daEmpresa('editor')), {
      resumo: 'Importar ficheiros do e-fatura e extratos bancários',
      formulario: formularioUpload(),
      respostas: { 201: importacaoConcluida },
      erros: [409],
    }),
    async (request, reply) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { ficheiros, confirmarContas, tarefa } = await lerFicheirosDoPedido(request);
      // A job (issue 19): the answer waits for it, as SPEC §7 says; its id lets a client follow it meanwhile.
      const id = await fila.criar({
        id: tarefa,
        tipo: 'importacao',
        empresaId: empresa.id,
        criadaPor: me.id,
        parametros: { confirmarContas },
        ficheiros,
      });
      reply.header('x-tarefa', id);
      return reply.status(201).send(await fila.executar(id, ficheiros));
    },
  );

  app.get(
    '/api/importacoes/:empresaId/tarefas',
    // The progress of the jobs that hold the company's gate.
    comEsquemas(foraDoPortao(daEmpresa('editor')), {
      resumo: 'As importações da empresa ainda em curso, com o que o servidor está a fazer',
      respostas: { 200: tarefasDeImportacao },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      return (await fila.aCorrer(empresa.id, 'importacao')).map(tarefaParaResposta);
    },
  );

  app.get(
    '/api/importacoes/:empresaId/tarefas/:tarefaId',
    comEsquemas(foraDoPortao(daEmpresa('editor')), {
      resumo: 'Uma importação: o que o servidor está a fazer, ou o seu resultado',
      respostas: { 200: tarefaDeImportacao },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const tarefaId = idParam(request.params, 'tarefaId', 'Tarefa não encontrada.');
      const estado = await fila.estado(empresa.id, tarefaId);
      if (estado?.tipo !== 'importacao') throw naoEncontrado('Tarefa não encontrada.');
      return tarefaParaResposta(estado);
    },
  );

  app.get(
    '/get/importacoes/:empresaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'O histórico das importações da empresa',
      respostas: { 200: historicoDeImportacoes },
    }),
    async (request) => {
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
        anulada: i.anulada_em
          ? {
              em: i.anulada_em.toISOString(),
              por: i.anulada_por ? { _id: i.anulada_por, nome: i.anulada_por_nome } : null,
              ...i.detalhes.anulacao,
            }
          : null,
      }));
    },
  );

  // 'Anular importação': the import undone as a whole while its rows are untouched (409 saying which).
  app.delete(
    '/delete/importacao/:empresaId/:importacaoId',
    // On the embedded database it runs alone behind the company's gate (in parts), so it waits outside it.
    comEsquemas(foraDoPortao(daEmpresa('editor')), {
      resumo: 'Anular uma importação inteira',
      respostas: { 200: importacaoAnulada },
      erros: [409],
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const importacaoId = idParam(request.params, 'importacaoId', 'Importação não encontrada.');
      const removido = await anulacao.anular(empresa.id, me.id, importacaoId);
      return { message: 'Importação anulada.', ...removido };
    },
  );

  app.post(
    '/api/importacoes/:empresaId/:importacaoId/reverter-categorizacao',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Reverter a categorização automática de uma importação',
      respostas: { 200: categorizacaoRevertida },
    }),
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
