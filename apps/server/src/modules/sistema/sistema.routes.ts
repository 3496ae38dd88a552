import { configuracao, saude, saudeIndisponivel } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { comEsquemas, publico } from '../../http/access';

// Long enough for a busy embedded database (one query at a time) to answer; short enough for a health check.
const PRAZO_DA_BASE_MS = 10_000;

export function sistemaRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; shutdownWarning: { enabled: boolean; hora: string } },
): void {
  app.get(
    '/api/config',
    comEsquemas(publico, {
      resumo: 'A configuração que os ecrãs leem antes da sessão (aviso de paragem noturna)',
      respostas: { 200: configuracao },
    }),
    async () => ({ shutdownWarning: deps.shutdownWarning }),
  );

  /** For a load balancer or a supervisor: 200 while the database answers, 503 while it does not. */
  app.get(
    '/api/health',
    comEsquemas(publico, {
      resumo: 'Se o servidor e a base de dados respondem (503 quando a base não responde)',
      respostas: { 200: saude, 503: saudeIndisponivel },
    }),
    async (_request, reply) => {
      let prazo: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          deps.pool.query('select 1'),
          new Promise((_, reject) => {
            prazo = setTimeout(() => reject(new Error('sem resposta')), PRAZO_DA_BASE_MS);
          }),
        ]);
        return { estado: 'ok', baseDeDados: 'ok' };
      } catch {
        return reply.status(503).send({
          estado: 'indisponível',
          baseDeDados: 'indisponível',
          message: 'A base de dados não responde.',
        });
      } finally {
        clearTimeout(prazo);
      }
    },
  );
}
