import { MODELO_PLANILHA_COMPLETA } from '@contas/core/modelos';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { EscritaDaBase } from '../../db/escrita-em-partes';
import { rotaDeImportacaoDeModelo } from '../modelos/upload';
import { PlanilhaCompletaService } from './planilha-completa.service';

const PEDIDO = {
  tipoArquivo: 'planilha-completa',
  tipoUpload: 'upload-planilha',
  emFalta: 'Por favor selecione o arquivo.',
  modelo: MODELO_PLANILHA_COMPLETA,
  resumo: 'Importar a Planilha Completa de uma loja',
  esperaNoPortao: true,
} as const;

/** SPEC §7 "Imports": the Planilha Completa template into one store's ledger. */
export function planilhaCompletaRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; escrita: EscritaDaBase },
): void {
  const service = new PlanilhaCompletaService(deps.pool, deps.escrita);

  rotaDeImportacaoDeModelo(app, '/api/upload/planilha', PEDIDO, (contexto, ficheiro) =>
    service.importar(contexto, ficheiro),
  );
}
