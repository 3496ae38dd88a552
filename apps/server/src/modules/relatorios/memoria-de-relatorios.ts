import { createHash } from 'node:crypto';

/**
 * The last reports served, as the JSON sent, by everything they were built from: the builders of
 * `packages/core` are pure, so the same sums (and depreciations, rates, opening cash, store) give the
 * same report. Nothing to invalidate — a change in the ledger changes the sums read for the next
 * request, and with them the key. Reading the sums stays on every request; building and
 * serialising a report of a hundred lines × 56 columns happens once per distinct input.
 */
export class MemoriaDeRelatorios {
  private readonly guardados = new Map<string, string>();

  constructor(private readonly capacidade: number) {}

  json(entrada: unknown, construir: () => unknown): string {
    const chave = createHash('sha256').update(JSON.stringify(entrada)).digest('base64');
    const guardado = this.guardados.get(chave);
    if (guardado !== undefined) {
      // Most recently used last: the first key is the one to drop.
      this.guardados.delete(chave);
      this.guardados.set(chave, guardado);
      return guardado;
    }
    const json = JSON.stringify(construir());
    this.guardados.set(chave, json);
    if (this.guardados.size > this.capacidade) {
      const maisAntigo = this.guardados.keys().next().value;
      if (maisAntigo !== undefined) this.guardados.delete(maisAntigo);
    }
    return json;
  }
}
