import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { publico } from '../../http/access';

export function sistemaRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; shutdownWarning: { enabled: boolean; hora: string } },
): void {
  app.get('/api/config', publico, async () => ({ shutdownWarning: deps.shutdownWarning }));

  app.get('/api/health', publico, async () => {
    await deps.pool.query('select 1');
    return { estado: 'ok' };
  });
}
