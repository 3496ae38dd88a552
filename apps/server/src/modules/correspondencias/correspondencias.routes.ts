import { centsToEuros } from '@contas/core';
import {
  correspondenciasProcessadas,
  mensagem,
  relatorioDeErros,
  relatorioDeErrosLimpo,
} from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { naoEncontrado } from '../../errors/app-error';
import {
  comEsquemas,
  daEmpresa,
  registerEmpresaResolver,
  requireEmpresa,
  requireUtilizador,
} from '../../http/access';
import { idParam } from '../../http/validation';
import { CorrespondenciasRepository } from './correspondencias.repository';
import { CorrespondenciasService } from './correspondencias.service';

const ERRO_NAO_ENCONTRADO = 'Linha do relatório de erros não encontrada.';

/** SPEC §7: processing the matching, and the errors report it leaves (admin). */
export function correspondenciasRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new CorrespondenciasService();
  const repo = new CorrespondenciasRepository();
  registerEmpresaResolver('erroId', (id, db) => repo.empresaDoErro(id, db));

  app.post(
    '/api/processar-correspondencias/:empresaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Fazer as correspondências entre faturas e extratos',
      respostas: { 200: correspondenciasProcessadas },
    }),
    async (request) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const resultado = await service.processarFora(deps.pool, empresa.id, me.id);
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
      return (await repo.listErros(deps.pool, empresa.id)).map((e) => ({
        _id: e.id,
        linha: e.linha,
        tipo: e.tipo,
        numeroFatura: e.numero_fatura,
        numeroExtrato: e.numero_extrato,
        data: e.data,
        valor: centsToEuros(e.valor_cents),
        motivo: e.motivo,
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
