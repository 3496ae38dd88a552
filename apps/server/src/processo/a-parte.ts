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

type FicheiroLido = Awaited<ReturnType<typeof lerEfaturaOuExtrato>>;

type Resposta<P extends PedidoAParte> = P['tipo'] extends 'ler-ficheiro' ? FicheiroLido : Calculado;

/**
 * A list of 100 000 rows posted whole holds the event loop that sends it and the one that receives it while it
 * is copied (the ledger of 100 000 + 100 000 lines: 278 ms on the server's): the ledger's rows and an answer's
 * big list (a file's rows, a run's links) go in batches of this many, each copied in a task of its own, the
 * server's requests answered in between.
 */
export const ITENS_POR_LOTE = 2_000;

/** The ledger's rows sent ahead of their job, which then carries none. */
type LoteDoLido = { faturas?: Lido['faturas']; movimentos?: Lido['movimentos'] };

export type MensagemAoTrabalhador = { id: number; lote: LoteDoLido } | { id: number; pedido: PedidoAParte };

/** `lote`: part of the answer's big list, ahead of the answer (which then carries none of it). */
export type MensagemDoTrabalhador =
  | { id: number; lote: unknown[] }
  | { id: number; valor: unknown }
  | { id: number; erro: string };

/** The answer's big list, taken out of it: a file's rows, a run's groups of links. */
export function tirarLista(resposta: FicheiroLido | Calculado): unknown[] {
  if ('grupos' in resposta) {
    const { grupos } = resposta;
    resposta.grupos = [];
    return grupos;
  }
  const { rows } = resposta.resultado;
  resposta.resultado.rows = [];
  return rows;
}

/** `tirarLista` undone: the list received in batches, back in its answer. */
function porLista(resposta: FicheiroLido | Calculado, lista: unknown[]): void {
  if ('grupos' in resposta) resposta.grupos = lista as Calculado['grupos'];
  else resposta.resultado.rows = lista as typeof resposta.resultado.rows;
}

/** `itens` in batches of `ITENS_POR_LOTE`, each posted in a turn of the event loop of its own. */
export async function emLotes<T>(itens: readonly T[], enviar: (lote: T[]) => void): Promise<void> {
  for (let i = 0; i < itens.length; i += ITENS_POR_LOTE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    enviar(itens.slice(i, i + ITENS_POR_LOTE));
  }
}

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

type Pendente = { resolve: (valor: unknown) => void; reject: (erro: Error) => void; lista: unknown[] };

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
    worker.on('message', (mensagem: MensagemDoTrabalhador) => {
      const pendente = aberto.pendentes.get(mensagem.id);
      if (!pendente) return;
      if ('lote' in mensagem) {
        for (const item of mensagem.lote) pendente.lista.push(item);
        return;
      }
      aberto.pendentes.delete(mensagem.id);
      if (aberto.pendentes.size === 0) {
        if (aberto.aReformar) {
          if (this.#aberto === aberto) this.#aberto = undefined;
          void worker.terminate();
        } else worker.unref();
      }
      if ('erro' in mensagem) pendente.reject(new Error(`Falhou o trabalho à parte: ${mensagem.erro}`));
      else {
        porLista(mensagem.valor as FicheiroLido | Calculado, pendente.lista);
        pendente.resolve(mensagem.valor);
      }
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
      aberto.pendentes.set(id, { resolve: resolve as (valor: unknown) => void, reject, lista: [] });
    });
    const enviar = (mensagem: MensagemAoTrabalhador) => aberto.worker.postMessage(mensagem);
    // A job that cannot be sent (what it carries cannot be copied) fails as its answer would.
    this.#enviar(id, pedido, enviar).then(
      () => {
        if (grande && recolherDepois) recolherLixo();
      },
      (erro: Error) => {
        aberto.pendentes.get(id)?.reject(erro);
        aberto.pendentes.delete(id);
      },
    );
    return resposta;
  }

  /** The job, a ledger's rows ahead of it in batches. */
  async #enviar(
    id: number,
    pedido: PedidoAParte,
    enviar: (mensagem: MensagemAoTrabalhador) => void,
  ): Promise<void> {
    if (pedido.tipo !== 'correspondencias') return enviar({ id, pedido });
    const { faturas, movimentos, ...resto } = pedido.lido;
    await emLotes(faturas, (lote) => enviar({ id, lote: { faturas: lote } }));
    await emLotes(movimentos, (lote) => enviar({ id, lote: { movimentos: lote } }));
    enviar({ id, pedido: { tipo: 'correspondencias', lido: { ...resto, faturas: [], movimentos: [] } } });
  }
}

export const aParte = new TrabalhadorAParte();
