import { lisbonToday } from '@contas/core';
import { porPagar } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, requireEmpresa } from '../../http/access';
import { parseWith } from '../../http/validation';
import { enviarXlsx, TIPO_XLSX } from '../../http/xlsx';
import { PorPagarRepository } from './por-pagar.repository';
import { porPagarQuery } from './por-pagar.schemas';
import { PorPagarService } from './por-pagar.service';
import { porPagarXlsx } from './por-pagar.xlsx';

/*
 * GET /get/por-pagar/:empresaId/:lojaId?data=aaaa-mm-dd   (every role; lojaId a store or 'todas'; data: today)
 *   { data, loja: { _id, nome }, escaloes: [{ chave, titulo }]   — ate30 '0–30 dias', ate60, ate90, mais90 '> 90 dias'
 *     porPagar | porReceber: {
 *       documentos: [{ _id (the spreadsheet row), numero, tipo, contraparte, nif, dataEmissao, loja: { _id, nome },
 *                      total, pago, emAberto, idade (days), escalao }]   — oldest first,
 *       lojas: [{ _id, nome, escaloes: { ate30, ate60, ate90, mais90 }, total, documentos }],
 *       total: { escaloes, total, documentos } } }
 *   Euros, positive what is to pay (purchases) or to receive (sales); a credit note not yet settled negative.
 * GET /get/por-pagar/:empresaId/:lojaId/exportar.xlsx?data=   the same as a sheet.
 */

export function porPagarRoutes(app: FastifyInstance, deps: { pool: pg.Pool; now: () => Date }): void {
  const service = new PorPagarService(new PorPagarRepository(deps.pool));
  const pedido = (request: { params: unknown; query: unknown }) => ({
    lojaId: (request.params as { lojaId: string }).lojaId,
    data: parseWith(porPagarQuery, request.query).data || lisbonToday(deps.now()),
  });

  app.get(
    '/get/por-pagar/:empresaId/:lojaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'Por pagar e por receber a uma data, por antiguidade',
      consulta: porPagarQuery,
      respostas: { 200: porPagar },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const { lojaId, data } = pedido(request);
      return service.calcular(id, lojaId, data);
    },
  );

  app.get(
    '/get/por-pagar/:empresaId/:lojaId/exportar.xlsx',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'Por pagar e por receber a uma data, em Excel',
      consulta: porPagarQuery,
      respostas: { 200: { ficheiro: TIPO_XLSX } },
    }),
    async (request, reply) => {
      const { id } = requireEmpresa(request);
      const { lojaId, data } = pedido(request);
      const [empresa, r] = await Promise.all([service.empresaNome(id), service.calcular(id, lojaId, data)]);
      return enviarXlsx(reply, `por-pagar-${r.data}.xlsx`, await porPagarXlsx(empresa, r));
    },
  );
}
