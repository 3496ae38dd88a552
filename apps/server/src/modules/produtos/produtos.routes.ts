import { MODELO_PRODUTOS } from '@contas/core/modelos';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { rotaDeImportacaoDeModelo } from '../modelos/upload';
import { ProdutosService } from './produtos.service';

const PEDIDO = {
  tipoArquivo: 'produtos',
  tipoUpload: 'upload-produtos',
  emFalta: 'Por favor, selecione o arquivo e a loja.',
  modelo: MODELO_PRODUTOS,
};

/** SPEC §7 "Imports": monthly units sold per product of a store. */
export function produtosRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new ProdutosService(deps.pool);

  rotaDeImportacaoDeModelo(app, '/api/criar-produtos', PEDIDO, (contexto, ficheiro) =>
    service.importar(contexto, ficheiro),
  );
}
