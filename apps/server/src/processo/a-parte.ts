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

/**
 * A young generation half V8's default: the engine's short-lived objects are collected sooner, ~25 MB less at its
 * peak at 100 000 + 100 000 lines, at no measured cost. Unlike an old-generation cap it can never end a job
 * out of memory.
 */
const LIMITES = { resourceLimits: { maxYoungGenerationSizeMb: 24 } };

/** The built worker beside the built server; from TypeScript sources (tests, development), through tsx. */
function novoTrabalhador(): Worker {
  const aqui = path.dirname(fileURLToPath(import.meta.url));
  const compilado = path.join(aqui, 'trabalhador.js');
  if (existsSync(compilado)) return new Worker(compilado, LIMITES);
  const fonte = pathToFileURL(path.join(aqui, 'trabalhador.ts')).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(fonte)}); })`,
    { eval: true, ...LIMITES },
  );
}

/** A file of a few MB, or a ledger of tens of thousands of rows: the worker's heap is left hundreds of MB big. */
const BYTES_GRANDES = 2 * 1024 * 1024;
const LINHAS_GRANDES = 20_000;

const eGrande = (pedido: PedidoAParte): boolean =>
  pedido.tipo === 'ler-ficheiro'
    ? pedido.bytes.byteLength >= BYTES_GRANDES
    : pedido.lido.faturas.length + pedido.lido.movimentos.length >= LINHAS_GRANDES;

/**
 * A full collection of the server's heap (`--expose-gc`, in apps/server/runtime.json), for a caller whose big job
 * leaves garbage behind: what the worker now holds a copy of, and what came before it, V8 would otherwise keep while
 * the server waits, as it allocates nothing meanwhile. In the next turn, once the posting calls have returned and no
 * longer hold what they posted.
 */
const recolherLixo = (): void => {
  setImmediate(() => (globalThis as { gc?: () => void }).gc?.());
};

type Pendente = { resolve: (valor: unknown) => void; reject: (erro: Error) => void };

/**
 * A started worker, the jobs sent to it, and whether it ends once they are answered. Jobs posted meanwhile go to
 * it too: one thread at a time, so that two companies' big imports never hold two copies of everything.
 */
type Aberto = { worker: Worker; pendentes: Map<number, Pendente>; aReformar: boolean };

/**
 * One worker thread for the server's CPU-bound work (parsing an upload, the matching engine): started when first
 * needed, kept for the next (it does not keep the process alive when idle), started again if it ever dies. The
 * request that waits for it waits; every other request is answered meanwhile, as the event loop stays free.
 * After a big job the worker ends once it has answered: V8 keeps a heap it grew (the parsed file, the ledger
 * and the engine's indexes, ~300 MB at 100 000 + 100 000 lines) long after, beside the server's own while it
 * writes. The next job starts a new one (its first answer takes 0,5–0,8 s more, little beside a big job).
 */
class TrabalhadorAParte {
  #aberto: Aberto | undefined;
  #seguinte = 1;

  #abrir(): Aberto {
    if (this.#aberto) return this.#aberto;
    const worker = novoTrabalhador();
    const aberto: Aberto = { worker, pendentes: new Map(), aReformar: false };
    worker.on('message', ({ id, valor, erro }: { id: number; valor?: unknown; erro?: string }) => {
      const pendente = aberto.pendentes.get(id);
      if (!pendente) return;
      aberto.pendentes.delete(id);
      if (aberto.pendentes.size === 0) {
        if (aberto.aReformar) {
          if (this.#aberto === aberto) this.#aberto = undefined;
          void worker.terminate();
        } else worker.unref();
      }
      if (erro === undefined) pendente.resolve(valor);
      else pendente.reject(new Error(`Falhou o trabalho à parte: ${erro}`));
    });
    const terminar = (erro: Error) => {
      if (this.#aberto === aberto) this.#aberto = undefined;
      for (const pendente of aberto.pendentes.values()) pendente.reject(erro);
      aberto.pendentes.clear();
    };
    worker.on('error', terminar);
    worker.on('exit', (codigo) => terminar(new Error(`A thread de trabalho terminou (código ${codigo}).`)));
    worker.unref();
    this.#aberto = aberto;
    return aberto;
  }

  /** The thread the next job goes to, if one is started (for the logs and the tests). */
  get threadAtual(): number | undefined {
    return this.#aberto?.worker.threadId;
  }

  /** `recolherDepois`: what was posted is garbage on this side once sent (a collection follows a big job). */
  executar<P extends PedidoAParte>(pedido: P, { recolherDepois = false } = {}): Promise<Resposta<P>> {
    const aberto = this.#abrir();
    const id = this.#seguinte++;
    const grande = eGrande(pedido);
    if (grande) aberto.aReformar = true;
    aberto.worker.ref();
    const resposta = new Promise<Resposta<P>>((resolve, reject) => {
      aberto.pendentes.set(id, { resolve: resolve as (valor: unknown) => void, reject });
      aberto.worker.postMessage({ id, pedido });
    });
    if (grande && recolherDepois) recolherLixo();
    return resposta;
  }
}

export const aParte = new TrabalhadorAParte();
