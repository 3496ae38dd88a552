import { centsToEuros } from '@contas/core';
import {
  correspondenciasProcessadas,
  erroResolvido,
  erroResolvidoCorpo,
  mensagem,
  relatorioDeErros,
  relatorioDeErrosLimpo,
} from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { EscritaDaBase } from '../../db/escrita-em-partes';
import { naoEncontrado } from '../../errors/app-error';
import {
  comEsquemas,
  daEmpresa,
  foraDoPortao,
  registerEmpresaResolver,
  requireEmpresa,
  requireUtilizador,
} from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import { CorrespondenciasRepository } from './correspondencias.repository';
import { CorrespondenciasService } from './correspondencias.service';
import { ErrosResolvidosRepository } from './erros-resolvidos.repository';

const ERRO_NAO_ENCONTRADO = 'Linha do relatório de erros não encontrada.';

/** SPEC §7: processing the matching, and the errors report it leaves (admin). */
export function correspondenciasRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; escrita: EscritaDaBase },
): void {
  const service = new CorrespondenciasService();
  const repo = new CorrespondenciasRepository();
  const resolvidos = new ErrosResolvidosRepository();
  registerEmpresaResolver('erroId', (id, db) => repo.empresaDoErro(id, db));

  app.post(
    '/api/processar-correspondencias/:empresaId',
    // The run waits at the company's gate itself (embedded database).
    comEsquemas(foraDoPortao(daEmpresa('editor')), {
      resumo: 'Fazer as correspondências entre faturas e extratos',
      respostas: { 200: correspondenciasProcessadas },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const resultado = await service.processarFora(deps.pool, empresa.id, me.id, undefined, deps.escrita);
      return { message: 'Processamento concluído!', ...resultado };
    },
  );

  app.get(
    '/get/erros-correspondencia/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'O relatório de erros das correspondências',
      respostas: { 200: relatorioDeErros },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      return (await resolvidos.listErros(deps.pool, empresa.id)).map((e) => ({
        _id: e.id,
        linha: e.linha,
        tipo: e.tipo,
        numeroFatura: e.numero_fatura,
        numeroExtrato: e.numero_extrato,
        data: e.data,
        valor: centsToEuros(e.valor_cents),
        motivo: e.motivo,
        planilhaId: e.planilha_id,
        movimentoId: e.movimento_id,
        emitente: e.emitente,
        descricaoExtrato: e.descricao_extrato,
        resolvida: e.resolvido_em
          ? {
              em: e.resolvido_em.toISOString(),
              por: e.resolvido_por ? { _id: e.resolvido_por, nome: e.resolvido_por_nome ?? '' } : null,
            }
          : null,
      }));
    },
  );

  app.delete(
    '/delete/relatorio-erro/:erroId',
    comEsquemas(daEmpresa('admin', 'erroId'), {
      resumo: 'Remover uma linha do relatório de erros',
      respostas: { 200: mensagem },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const erroId = idParam(request.params, 'erroId', ERRO_NAO_ENCONTRADO);
      if (!(await repo.deleteErro(deps.pool, empresa.id, erroId))) throw naoEncontrado(ERRO_NAO_ENCONTRADO);
      return { message: 'Linha do relatório de erros removida.' };
    },
  );

  // 'Resolvida' survives the next matching run (the mark is kept by what the line is about) and can be undone.
  app.put(
    '/put/relatorio-erro/:erroId/resolvida',
    comEsquemas(daEmpresa('admin', 'erroId'), {
      resumo: 'Marcar uma linha do relatório de erros como resolvida, ou desfazer',
      corpo: erroResolvidoCorpo,
      respostas: { 200: erroResolvido },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const erroId = idParam(request.params, 'erroId', ERRO_NAO_ENCONTRADO);
      const { resolvida } = parseWith(erroResolvidoCorpo, request.body);
      if (!(await resolvidos.marcar(deps.pool, empresa.id, erroId, me.id, resolvida)))
        throw naoEncontrado(ERRO_NAO_ENCONTRADO);
      return {
        message: resolvida ? 'Linha marcada como resolvida.' : 'Linha reaberta.',
        resolvida,
      };
    },
  );

  app.delete(
    '/delete/relatorio-erro/all/:empresaId',
    comEsquemas(daEmpresa('admin'), {
      resumo: 'Limpar o relatório de erros',
      respostas: { 200: relatorioDeErrosLimpo },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const removidos = await repo.deleteErros(deps.pool, empresa.id);
      return { message: 'Relatório de erros limpo.', removidos };
    },
  );
}
