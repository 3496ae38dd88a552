import { MODELO_PLANILHA_COMPLETA } from '@contas/core/modelos';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { comEsquemas, daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam } from '../../http/validation';
import { formularioModelo, lerFicheiroModelo } from '../modelos/upload';
import { PlanilhaCompletaService } from './planilha-completa.service';

const PEDIDO = {
  tipoArquivo: 'planilha-completa',
  tipoUpload: 'upload-planilha',
  emFalta: 'Por favor selecione o arquivo.',
  modelo: MODELO_PLANILHA_COMPLETA,
};

/** SPEC §7 "Imports": the Planilha Completa template into one store's ledger. */
export function planilhaCompletaRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new PlanilhaCompletaService(deps.pool);

  app.post(
    '/api/upload/planilha/:empresaId/:lojaId',
    comEsquemas(daEmpresa('editor'), { formulario: formularioModelo(PEDIDO) }),
    async (request, reply) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
      const ficheiro = await lerFicheiroModelo(request, { ...PEDIDO, lojaId });
      const resultado = await service.importar({ empresaId: empresa.id, lojaId, userId: me.id }, ficheiro);
      return reply.status(201).send({ message: 'Importamento concluído!', resultados: [resultado] });
    },
  );
}
