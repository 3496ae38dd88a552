import type { FastifyInstance } from 'fastify';

/**
 * Work a request starts and does not wait for (sending a reset e-mail, so the answer takes the same time whether
 * or not the address exists). The server's close waits for it, so a shutdown never drops a message half-made.
 */
export type Tarefas = {
  executar(nome: string, trabalho: () => Promise<void>): void;
  /** Resolves when every task started so far has ended. */
  esperar(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tarefas: Tarefas;
  }
}

export function registarTarefas(app: FastifyInstance): Tarefas {
  const emCurso = new Set<Promise<void>>();
  const tarefas: Tarefas = {
    executar(nome, trabalho) {
      const tarefa = trabalho()
        .catch((erro: unknown) => app.log.error({ err: erro, tarefa: nome }, `falhou a tarefa: ${nome}`))
        .finally(() => emCurso.delete(tarefa));
      emCurso.add(tarefa);
    },
    async esperar() {
      while (emCurso.size > 0) await Promise.all(emCurso);
    },
  };
  app.decorate('tarefas', tarefas);
  app.addHook('onClose', () => tarefas.esperar());
  return tarefas;
}
