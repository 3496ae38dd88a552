import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Registo } from '../registo/registo';

/**
 * The server's way out, whatever asks for it (SIGTERM, Ctrl-C, its database process told to stop): new requests
 * get 503 at once, those in flight have until the deadline to finish, then the database closes. Answers the exit
 * status: 0 when nothing was cut, 1 when the deadline (or a second signal) cut requests, whose open transactions
 * the database then rolls back.
 */
export function prepararEncerramento(opcoes: {
  app: FastifyInstance;
  db: Database;
  prazoMs: number;
  log: Registo;
}): (motivo: string) => Promise<number> {
  const { app, db, prazoMs, log } = opcoes;
  let emCurso: Promise<number> | undefined;
  let cortarJa: (() => void) | undefined;
  let inicio = 0;
  return (motivo) => {
    // Ctrl-C reaches npm, npm start, the server and its database process at once, and each passes it on:
    // the copies of the first signal are not a second one.
    if (emCurso && Date.now() - inicio < 1_000) return emCurso;
    if (emCurso) {
      log.warn({ motivo }, `${motivo} durante o encerramento: os pedidos em curso são cortados já.`);
      cortarJa?.();
      return emCurso;
    }
    inicio = Date.now();
    emCurso = (async () => {
      log.info(
        { motivo, prazoSegundos: prazoMs / 1000, pedidosEmCurso: app.pedidosEmCurso().length },
        `${motivo}: a terminar. Pedidos novos recusados; os que estão em curso têm ${prazoMs / 1000} s para acabar.`,
      );
      app.recusarPedidosNovos();
      const fechada = app.close().then(() => true);
      const cortada = new Promise<false>((resolve) => {
        const timer = setTimeout(() => resolve(false), prazoMs);
        cortarJa = () => {
          clearTimeout(timer);
          resolve(false);
        };
      });
      const aTempo = await Promise.race([fechada, cortada]);
      if (!aTempo) {
        const cortados = app.pedidosEmCurso();
        log.error(
          { pedidos: cortados },
          `Encerramento: ${cortados.length} pedido(s) cortado(s) sem terminar; as suas transações são desfeitas.`,
        );
        app.server.closeAllConnections();
      }
      await db.close();
      log.info(aTempo ? 'Servidor terminado.' : 'Servidor terminado com pedidos cortados.');
      return aTempo ? 0 : 1;
    })();
    return emCurso;
  };
}
