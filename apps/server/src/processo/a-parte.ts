import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { lerEfaturaOuExtrato } from '@contas/core/importers';
import type { Calculado, Lido } from '../modules/correspondencias/calculo';

/** What the worker thread does (`trabalhador.ts`). */
export type PedidoAParte =
  | {
      tipo: 'ler-ficheiro';
      bytes: Uint8Array;
      nome: string;
      campo: Parameters<typeof lerEfaturaOuExtrato>[2];
    }
  | { tipo: 'correspondencias'; lido: Lido };

type Resposta<P extends PedidoAParte> = P['tipo'] extends 'ler-ficheiro'
  ? Awaited<ReturnType<typeof lerEfaturaOuExtrato>>
  : Calculado;

/** The built worker beside the built server; from TypeScript sources (tests, development), through tsx. */
function novoTrabalhador(): Worker {
  const aqui = path.dirname(fileURLToPath(import.meta.url));
  const compilado = path.join(aqui, 'trabalhador.js');
  if (existsSync(compilado)) return new Worker(compilado);
  const fonte = pathToFileURL(path.join(aqui, 'trabalhador.ts')).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(fonte)}); })`,
    { eval: true },
  );
}

/**
 * One worker thread for the server's CPU-bound work (parsing an upload, the matching engine): started when first
 * needed, kept for the next (it does not keep the process alive when idle), started again if it ever dies. The
 * request that waits for it waits; every other request is answered meanwhile, as the event loop stays free.
 */
class TrabalhadorAParte {
  #worker: Worker | undefined;
  #seguinte = 1;
  readonly #pendentes = new Map<
    number,
    { resolve: (valor: unknown) => void; reject: (erro: Error) => void }
  >();

  #abrir(): Worker {
    if (this.#worker) return this.#worker;
    const worker = novoTrabalhador();
    worker.on('message', ({ id, valor, erro }: { id: number; valor?: unknown; erro?: string }) => {
      const pendente = this.#pendentes.get(id);
      if (!pendente) return;
      this.#pendentes.delete(id);
      if (this.#pendentes.size === 0) worker.unref();
      if (erro === undefined) pendente.resolve(valor);
      else pendente.reject(new Error(`Falhou o trabalho à parte: ${erro}`));
    });
    const terminar = (erro: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pendente of this.#pendentes.values()) pendente.reject(erro);
      this.#pendentes.clear();
    };
    worker.on('error', terminar);
    worker.on('exit', (codigo) => terminar(new Error(`A thread de trabalho terminou (código ${codigo}).`)));
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  executar<P extends PedidoAParte>(pedido: P): Promise<Resposta<P>> {
    const worker = this.#abrir();
    const id = this.#seguinte++;
    worker.ref();
    return new Promise((resolve, reject) => {
      this.#pendentes.set(id, { resolve: resolve as (valor: unknown) => void, reject });
      worker.postMessage({ id, pedido });
    });
  }
}

export const aParte = new TrabalhadorAParte();
