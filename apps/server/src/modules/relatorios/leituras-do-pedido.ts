import type { Cents } from '@contas/core';
import type { RegimeIvaManual } from '../analises/analises.repository';
import type { MemoriaDeLeituras } from './memoria-de-leituras';
import type { Loja } from './relatorios.repository';

/** The company's facts that several reports read: its stores, its VAT regimes, its turnover by year. */
type Leituras = {
  lojas: Promise<Loja[]>;
  regimesIva: Promise<RegimeIvaManual[]>;
  volumeNegocios: Promise<Record<number, Cents>>;
};

/**
 * The reads of one request about one company: the first report to ask reads, the others share its answer.
 * The summary runs six reports' inputs in one request; a report asked alone gets a fresh one.
 * Given the process's memory, the reads its version covers (`daVersao`) are kept across requests too.
 */
export class LeiturasDoPedido {
  private readonly lidas: Partial<Leituras> = {};
  private versaoLida: Promise<number> | undefined;

  constructor(private readonly guardadas?: { memoria: MemoriaDeLeituras; empresaId: string }) {}

  ler<K extends keyof Leituras>(chave: K, ler: () => Leituras[K]): Leituras[K] {
    const lida = this.lidas[chave] ?? ler();
    this.lidas[chave] = lida;
    return lida;
  }

  /** The company's data version, read once a request (null without the memory: nothing is kept). */
  versao(): Promise<number | null> {
    if (!this.guardadas) return Promise.resolve(null);
    const { memoria, empresaId } = this.guardadas;
    this.versaoLida ??= memoria.versao(empresaId);
    return this.versaoLida;
  }

  /** A read of the budget lines or the payment delays (versoes_agregados' tables), kept while the version stays. */
  async daVersao<T>(chave: string, ler: () => Promise<T>): Promise<T> {
    const versao = await this.versao();
    if (!this.guardadas || versao === null) return ler();
    return this.guardadas.memoria.ler(this.guardadas.empresaId, versao, chave, ler);
  }
}
