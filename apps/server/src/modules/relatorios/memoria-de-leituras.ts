import type pg from 'pg';

type DaEmpresa = { versao: number; leituras: Map<string, Promise<unknown>> };

/**
 * Reads of a company kept across requests while its data version (versoes_agregados, kept by triggers)
 * stays: the budget lines and the payment delays' histogram, which only an import, a ledger write or a
 * folding of the histogram change. Each request reads the version from the database first and the rows
 * after it, so a read kept under a version is never older than it; a write in another process commits a
 * newer version, and the next request reads again. The most recently used companies are kept, each with
 * its latest version only: a company reads about 26 (5 stores and 'todas', two kinds, two years, and the
 * histogram), a few MB with a budget of 5 stores × 200 lines.
 */
export class MemoriaDeLeituras {
  private readonly empresas = new Map<string, DaEmpresa>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly capacidade = { empresas: 8, leiturasPorEmpresa: 32 },
  ) {}

  /** The company's data version as the database holds it now (0 before its first write). */
  async versao(empresaId: string): Promise<number> {
    const { rows } = await this.pool.query<{ versao: string }>(
      'select versao from versoes_agregados where empresa_id = $1',
      [empresaId],
    );
    return Number(rows[0]?.versao ?? 0);
  }

  /** `ler`'s answer for the company at `versao`: kept from an earlier request, or read now and kept. */
  ler<T>(empresaId: string, versao: number, chave: string, ler: () => Promise<T>): Promise<T> {
    let daEmpresa = this.empresas.get(empresaId);
    // A request that read the version before another's newer one: its rows may be older, not kept.
    if (daEmpresa && daEmpresa.versao > versao) return ler();
    if (!daEmpresa || daEmpresa.versao < versao) daEmpresa = { versao, leituras: new Map() };
    // Most recently used last: the first key is the one to drop.
    this.empresas.delete(empresaId);
    this.empresas.set(empresaId, daEmpresa);
    if (this.empresas.size > this.capacidade.empresas) {
      const maisAntiga = this.empresas.keys().next().value;
      if (maisAntiga !== undefined) this.empresas.delete(maisAntiga);
    }
    const { leituras } = daEmpresa;
    const guardada = leituras.get(chave);
    if (guardada !== undefined) {
      leituras.delete(chave);
      leituras.set(chave, guardada);
      return guardada as Promise<T>;
    }
    // The promise is kept, so requests arriving while it is read share the one read; a failed one is not.
    const lida = ler();
    leituras.set(chave, lida);
    lida.catch(() => {
      if (leituras.get(chave) === lida) leituras.delete(chave);
    });
    if (leituras.size > this.capacidade.leiturasPorEmpresa) {
      const maisAntiga = leituras.keys().next().value;
      if (maisAntiga !== undefined) leituras.delete(maisAntiga);
    }
    return lida;
  }
}

const porPool = new WeakMap<pg.Pool, MemoriaDeLeituras>();

/** The process's memory of the database behind `pool`: the budget reports' routes and the summary's share it. */
export function memoriaDeLeituras(pool: pg.Pool): MemoriaDeLeituras {
  let memoria = porPool.get(pool);
  if (!memoria) {
    memoria = new MemoriaDeLeituras(pool);
    porPool.set(pool, memoria);
  }
  return memoria;
}
