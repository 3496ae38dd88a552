import type { Cents } from '@contas/core';
import type { RegimeIvaManual } from '../analises/analises.repository';
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
 */
export class LeiturasDoPedido {
  private readonly lidas: Partial<Leituras> = {};

  ler<K extends keyof Leituras>(chave: K, ler: () => Leituras[K]): Leituras[K] {
    const lida = this.lidas[chave] ?? ler();
    this.lidas[chave] = lida;
    return lida;
  }
}
