import type { LinhaOrcamento } from '../importers/orcamento/parse-orcamento';
import type { Cents } from '../money/money';
import { CATEGORIA_A } from '../taxonomy/categoria-a';
import type { Classificacao } from '../taxonomy/classificacao';

/** A store's classified ledger of one year, summed per classification, VAT rate and month. */
export interface SomaDoAno extends Classificacao {
  /** Percent, as the ledger's VAT over its base: snapped to the nearest Portuguese rate. */
  taxaIva: number;
  /** 1 = January. */
  mes: number;
  baseCents: Cents;
}

const TAXAS_IVA = [0, 6, 13, 23] as const;
/** Sales a little up, costs a little less up: the plan a café manager would write. */
const CRESCIMENTO_VENDAS = 1.05;
const CRESCIMENTO_GASTOS = 1.03;

/**
 * The demo company's budget for a store: last year's classified months grown by a plan, one budget line per
 * classification and VAT rate, as an Orçamento Anual template filled from last year would read.
 */
export function orcamentoDoAnoAnterior(somas: readonly SomaDoAno[]): LinhaOrcamento[] {
  const linhas = new Map<string, LinhaOrcamento>();
  for (const soma of somas) {
    const { taxaIva: taxaDoLivro, mes, baseCents, ...classificacao } = soma;
    const taxaIva = taxaMaisProxima(taxaDoLivro);
    const chave = JSON.stringify([classificacao, taxaIva]);
    let linha = linhas.get(chave);
    if (!linha) {
      linha = {
        ...classificacao,
        linha: linhas.size + 2,
        nif: null,
        emitente: null,
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva,
        meses: Array.from({ length: 12 }, () => null),
      };
      linhas.set(chave, linha);
    }
    const crescimento = soma.categoria_A === CATEGORIA_A.vendas ? CRESCIMENTO_VENDAS : CRESCIMENTO_GASTOS;
    linha.meses[mes - 1] = (linha.meses[mes - 1] ?? 0) + arredondar(baseCents * crescimento);
  }
  return [...linhas.values()];
}

function taxaMaisProxima(taxa: number): number {
  return TAXAS_IVA.reduce((melhor, t) => (Math.abs(t - taxa) < Math.abs(melhor - taxa) ? t : melhor));
}

/** Half away from zero, as money rounds: a cost rounds as its sale would. */
function arredondar(cents: number): Cents {
  return Math.sign(cents) * Math.round(Math.abs(cents));
}
