import type pg from 'pg';
import { type Queryable, withTransaction } from './database';

/**
 * How a company's big writes (an import, a matching run) reach the database.
 *
 * On a PostgreSQL server each is one transaction: other requests read their own snapshot meanwhile, and nobody
 * waits. The embedded database (PGlite) serves everyone through one connection, a transaction at a time: an import
 * of 20 000 lines held it for over a minute, and every company's page waited. There the write is cut in parts
 * of about `ALVO_POR_PARTE_MS` each, committed one after the other, so that other companies' requests run
 * between them. The company's own requests wait at its gate (`PortaoDasEmpresas`) until the last part, so that
 * nobody sees half an import and nothing else writes its ledger in between; an import that fails half-way is
 * undone before the gate opens (docs/decisions.md, "Escrita em partes").
 */
export type EscritaDaBase =
  | { emPartes: false }
  | { emPartes: true; portao: PortaoDasEmpresas; alvoPorParteMs?: number };

export const NUMA_TRANSACAO: EscritaDaBase = { emPartes: false };

/** What one part may take: a request of another company waits at most about this long for it. */
export const ALVO_POR_PARTE_MS = 100;

type Estado = {
  /** Requests of the company being served. */
  dentro: number;
  /** A big write is running. */
  sozinho: boolean;
  /** Big writes waiting, in order: each runs alone, and before any request that arrives after it. */
  escritasEmEspera: Array<() => void>;
  /** Requests waiting for the writes to end. */
  pedidosEmEspera: Array<() => void>;
};

/** A request as the big writes count it (`PortaoDasEmpresas.comecar`). */
export type PedidoEmCurso = {
  /** Its end; again is nothing. */
  acabar(): void;
  /** It waits at a closed gate, and is not counted meanwhile. */
  esperar(): void;
  /** Let in: counted again, unless it ended meanwhile. */
  retomar(): void;
};

/**
 * Each company's gate on the embedded database: its requests go in together, a big write of it runs alone (it
 * waits for the requests inside to end, and the requests that come meanwhile wait for it). One process serves the
 * embedded database, so the gate in memory is the whole of it.
 */
export class PortaoDasEmpresas {
  readonly #estados = new Map<string, Estado>();
  /** Requests being served (begun, and not waiting at a closed gate), and who waits for there to be none. */
  #ativos = 0;
  #aEsperarQueAcabem: Array<() => void> = [];
  /** Big writes running, of any company. */
  #escritas = 0;

  /** `aoMudarEscritas`: told when big writes start running (none before) and when the last ends. */
  constructor(private readonly opcoes: { aoMudarEscritas?: ((emCurso: boolean) => void) | undefined } = {}) {}

  #estado(empresaId: string): Estado {
    let estado = this.#estados.get(empresaId);
    if (!estado) {
      estado = { dentro: 0, sozinho: false, escritasEmEspera: [], pedidosEmEspera: [] };
      this.#estados.set(empresaId, estado);
    }
    return estado;
  }

  /**
   * A request begins (any request the big writes should let finish between their parts, from its first query);
   * `acabar` is its end. While it waits at a closed gate (`entrar`) it does not count, whenever it ends.
   */
  comecar(): PedidoEmCurso {
    this.#ativos++;
    let conta = true;
    let acabou = false;
    const deixarDeContar = () => {
      if (!conta) return;
      conta = false;
      this.#menosUm();
    };
    return {
      acabar: () => {
        acabou = true;
        deixarDeContar();
      },
      esperar: deixarDeContar,
      retomar: () => {
        if (conta || acabou) return;
        conta = true;
        this.#ativos++;
      },
    };
  }

  #menosUm(): void {
    this.#ativos--;
    if (this.#ativos === 0) for (const avisar of this.#aEsperarQueAcabem.splice(0)) avisar();
  }

  /**
   * A request of the company goes in (after any big write of it that runs or waits); answers its way out.
   * `pedido`: the request as `comecar` counts it.
   */
  async entrar(empresaId: string, pedido?: PedidoEmCurso): Promise<() => void> {
    const estado = this.#estado(empresaId);
    // Let in by #seguinte, which counts it in before it resumes: a write asked meanwhile waits for it.
    if (estado.sozinho || estado.escritasEmEspera.length > 0) {
      pedido?.esperar();
      await new Promise<void>((resolve) => estado.pedidosEmEspera.push(resolve));
      pedido?.retomar();
    } else estado.dentro++;
    let saiu = false;
    return () => {
      if (saiu) return;
      saiu = true;
      estado.dentro--;
      this.#seguinte(empresaId, estado);
    };
  }

  /**
   * Between two parts of a big write: lets the requests being served (other companies': the company's own wait at
   * its gate) finish before the next part takes the connection, for at most `maxMs`. A request sends its queries
   * one after the other; without this each of them would wait for a part of its own.
   */
  async darVez(maxMs = ALVO_POR_PARTE_MS / 2): Promise<void> {
    if (this.#ativos === 0) return;
    let relogio: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.#aEsperarQueAcabem.push(resolve)),
      new Promise<void>((resolve) => {
        relogio = setTimeout(resolve, maxMs);
      }),
    ]);
    clearTimeout(relogio);
  }

  /**
   * Runs a big write of the company alone: no request of it inside, none let in until it ends. `aoEsperar`: told
   * when it has to wait for another big write of the company (not for the requests inside, which end soon).
   */
  async sozinho<T>(empresaId: string, escrita: () => Promise<T>, aoEsperar?: () => void): Promise<T> {
    const estado = this.#estado(empresaId);
    // Handed the gate by #seguinte, already closed behind it.
    if (estado.sozinho || estado.dentro > 0 || estado.escritasEmEspera.length > 0) {
      if (estado.sozinho || estado.escritasEmEspera.length > 0) aoEsperar?.();
      await new Promise<void>((resolve) => estado.escritasEmEspera.push(resolve));
    } else estado.sozinho = true;
    if (this.#escritas++ === 0) this.opcoes.aoMudarEscritas?.(true);
    try {
      return await escrita();
    } finally {
      if (--this.#escritas === 0) this.opcoes.aoMudarEscritas?.(false);
      estado.sozinho = false;
      this.#seguinte(empresaId, estado);
    }
  }

  /** Whether a big write of the company is running or waiting (its requests wait meanwhile). */
  fechado(empresaId: string): boolean {
    const estado = this.#estados.get(empresaId);
    return !!estado && (estado.sozinho || estado.escritasEmEspera.length > 0);
  }

  #seguinte(empresaId: string, estado: Estado): void {
    if (estado.sozinho || estado.dentro > 0) return;
    const escrita = estado.escritasEmEspera.shift();
    if (escrita) {
      estado.sozinho = true;
      escrita();
      return;
    }
    const pedidos = estado.pedidosEmEspera.splice(0);
    estado.dentro += pedidos.length;
    for (const entrar of pedidos) entrar();
    if (estado.dentro === 0) this.#estados.delete(empresaId);
  }
}

/**
 * Writes `itens` in parts, each in its own transaction (`escrever`), sized so that each takes about `alvoMs`: the
 * first part is small, and each next one grows or shrinks by how long the last took per item. `peso` counts
 * what an item writes (a group of links counts its links).
 */
export async function escreverEmPartes<T>(
  itens: readonly T[],
  escrever: (parte: T[]) => Promise<void>,
  opcoes: {
    alvoMs?: number;
    peso?: (item: T) => number;
    aoAvancar?: (feitos: number, total: number) => void | Promise<void>;
    /** After each part but the last, before the next (other requests' turn). */
    entreAsPartes?: () => Promise<void>;
  } = {},
): Promise<void> {
  const alvo = opcoes.alvoMs ?? ALVO_POR_PARTE_MS;
  const peso = opcoes.peso ?? (() => 1);
  const total = itens.reduce((s, item) => s + peso(item), 0);
  let tamanho = 200;
  let feitos = 0;
  let i = 0;
  while (i < itens.length) {
    const parte: T[] = [];
    let pesoDaParte = 0;
    while (i < itens.length && (parte.length === 0 || pesoDaParte + peso(itens[i] as T) <= tamanho)) {
      const item = itens[i++] as T;
      parte.push(item);
      pesoDaParte += peso(item);
    }
    const t0 = performance.now();
    await escrever(parte);
    const ms = Math.max(1, performance.now() - t0);
    feitos += pesoDaParte;
    await opcoes.aoAvancar?.(feitos, total);
    if (i < itens.length) await opcoes.entreAsPartes?.();
    // Halfway to the size that would have taken the target: one slow part (a checkpoint) does not swing it.
    const ideal = (pesoDaParte * alvo) / ms;
    tamanho = Math.round(Math.min(20_000, Math.max(20, (tamanho + ideal) / 2)));
  }
}

/**
 * Where a big write's statements run. `passo`: a step, whole. `emPartes`: a step over many items (`inicio` is
 * the part's first item's index). In one transaction (`naTransacao`) both are just that transaction; in
 * transactions of their own (`emTransacoesProprias`) each step and each part commits by itself.
 */
export type Escritor = {
  passo<R>(trabalho: (tx: Queryable) => Promise<R>): Promise<R>;
  /** `aoAvancar`: after each part that commits by itself, the items written so far. */
  emPartes<T>(
    itens: readonly T[],
    trabalho: (tx: Queryable, parte: readonly T[], inicio: number) => Promise<void>,
    aoAvancar?: (feitos: number, total: number) => void,
  ): Promise<void>;
};

export function naTransacao(tx: Queryable): Escritor {
  return {
    passo: (trabalho) => trabalho(tx),
    emPartes: async (itens, trabalho) => {
      if (itens.length > 0) await trabalho(tx, itens, 0);
    },
  };
}

/** `entreAsPartes`: after each part, and after each step (other requests' turn, `PortaoDasEmpresas.darVez`). */
export function emTransacoesProprias(
  pool: pg.Pool,
  opcoes: { alvoMs?: number | undefined; entreAsPartes?: () => Promise<void> } = {},
): Escritor {
  const { alvoMs, entreAsPartes } = opcoes;
  return {
    async passo(trabalho) {
      const feito = await withTransaction(pool, trabalho);
      await entreAsPartes?.();
      return feito;
    },
    async emPartes(itens, trabalho, aoAvancar) {
      let inicio = 0;
      await escreverEmPartes(
        itens,
        async (parte) => {
          const deste = inicio;
          inicio += parte.length;
          await withTransaction(pool, (tx) => trabalho(tx, parte, deste));
        },
        {
          ...(alvoMs ? { alvoMs } : {}),
          ...(aoAvancar ? { aoAvancar } : {}),
          ...(entreAsPartes ? { entreAsPartes } : {}),
        },
      );
      await entreAsPartes?.();
    },
  };
}
