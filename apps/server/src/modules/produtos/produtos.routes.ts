import { MODELO_PRODUTOS } from '@contas/core/modelos';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { daEmpresa, requireEmpresa, requireUtilizador } from '../../http/access';
import { idParam } from '../../http/validation';
import { lerFicheiroModelo } from '../modelos/upload';
import { ProdutosService } from './produtos.service';

/** SPEC §7 "Imports": monthly units sold per product of a store. */
export function produtosRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new ProdutosService(deps.pool);

  app.post('/api/criar-produtos/:empresaId/:lojaId', daEmpresa('editor'), async (request, reply) => {
    const empresa = requireEmpresa(request);
    const me = requireUtilizador(request);
    const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
    const ficheiro = await lerFicheiroModelo(request, {
      tipoArquivo: 'produtos',
      tipoUpload: 'upload-produtos',
      emFalta: 'Por favor, selecione o arquivo e a loja.',
      lojaId,
      modelo: MODELO_PRODUTOS,
    });
    const resultado = await service.importar({ empresaId: empresa.id, lojaId, userId: me.id }, ficheiro);
    return reply.status(201).send({ message: 'Importamento concluído!', resultados: [resultado] });
  });
}
