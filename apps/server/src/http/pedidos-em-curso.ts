import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redigirUrl } from '../registo/registo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being answered now, as a log may show them ('GET /get/…'). */
    pedidosEmCurso(): string[];
    /** From now on every new request is answered 503: the server is shutting down. */
    recusarPedidosNovos(): void;
  }
}

/**
 * Keeps the requests in flight, for a shutdown to wait for and to name the ones its deadline cuts. Fastify's
 * own 503 while closing answers in English; this one answers as every other error does.
 */
export function registarPedidosEmCurso(app: FastifyInstance): void {
  const emCurso = new Set<FastifyRequest>();
  let aRecusar = false;
  app.decorate('pedidosEmCurso', () => [...emCurso].map((p) => `${p.method} ${redigirUrl(p.url)}`));
  app.decorate('recusarPedidosNovos', () => {
    aRecusar = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (aRecusar) {
      reply.header('connection', 'close');
      return reply
        .status(503)
        .send({ message: 'O servidor está a terminar. Tente novamente dentro de momentos.' });
    }
    emCurso.add(request);
  });
  // A request that was in flight when the shutdown began closes its connection after its answer: kept alive, the
  // connection would hold the shutdown until the client let it go.
  app.addHook('onSend', async (_request, reply) => {
    if (aRecusar) reply.header('connection', 'close');
  });
  const acabou = async (request: FastifyRequest) => {
    emCurso.delete(request);
  };
  app.addHook('onResponse', acabou);
  // A request whose client went away never gets its answer's end.
  app.addHook('onRequestAbort', acabou);
}
