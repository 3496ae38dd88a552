import type { Cents } from '../../money/money';
import { CATEGORIA_B, isCategoriaB, SUBCATEGORIA_B } from '../../taxonomy/categoria-b';
import type { SomaFluxoCaixa } from '../fluxo-caixa/compute-fluxo-caixa';
import { apurarIva, pagamentosIva, type RegimeIva } from '../previsao-iva/calendario-iva';
import { NUM_MESES, zeroMonths } from '../shared/month-values';
import type { PrazoPagamento } from './prazos-pagamento';

/** Budget lines summed by store, month and classification (base and VAT signed: income +, expense −). */
export interface LinhaCaixaOrcamento {
  /**
   * The store: the previous year's budget is looked for store by store. Lines of stores alike in that (with
   * a budget of the year before, or without) may come summed under one key.
   */
  loja: string;
  ano: number;
  /** 1-12, the P&L month. */
  mes: number;
  categoriaA: string;
  subcategoriaA: string;
  categoriaB: string;
  subcategoriaB: string;
  rubricaB: string;
  baseCents: Cents;
  ivaCents: Cents;
}

export interface CaixaOrcamentoInput {
  ano: number;
  /** Lines of `ano` and of the year before (whose late payments fall in `ano`); others are ignored. */
  linhas: readonly LinhaCaixaOrcamento[];
  /** The delay of each Categoria A / Subcategoria A; a group missing here is paid in its month. */
  prazos: readonly PrazoPagamento[];
  /** The VAT regime of `ano` and of the year before (regimesIva); a year missing here is quarterly. */
  regimes?: Readonly<Record<number, RegimeIva>>;
}

/** Where the budget's VAT settlement goes: an operating payment (or receipt) that is neither customer nor supplier. */
export const RUBRICA_IVA_ORCAMENTO = {
  categoriaB: CATEGORIA_B.operacionais,
  subcategoriaB: SUBCATEGORIA_B.naoAplicavel,
  rubricaB: 'Outros recebimentos/pagamentos',
} as const;

const chave = (categoriaA: string, subcategoriaA: string) => `${categoriaA}\u0000${subcategoriaA}`;

/**
 * The budget as cash, month by month, in the cash flow's sums (so the cash flow's own builder turns
 * it into rows):
 * - Only lines with a Categoria B count (the budget's 'Cash Flow' column says 'Sim'), at their Total
 *   (base + VAT), moved from their P&L month by their group's delay (`prazos`).
 * - A payment that falls after December leaves the year. January and the months after it receive the
 *   late payments of the year before: from the store's budget of that year when it has one, else from
 *   its own budget of this year taken as a steady state (what this December leaves for next January
 *   is what last December left for this one).
 * - The VAT is settled with the State on the AT calendar, as the VAT map settles it (apurarIva,
 *   pagamentosIva): the lines' VAT month by month (sales +, purchases −) grouped into the regime's
 *   periods, a credit carried to the next period, each period's VAT paid in the month of its deadline
 *   (a quarter's by the 25th of the second month after it), in 'Outros recebimentos/pagamentos'. The
 *   periods of the year before whose deadlines fall in this one (its last quarter, or November and
 *   December) come from the year before as the late payments do, and the credit starts at 0 in its
 *   January. Over a year wrapped onto itself a line's cash is then its base, as the tax is the State's.
 */
export function computeCaixaOrcamento(input: CaixaOrcamentoInput): SomaFluxoCaixa[] {
  const { ano } = input;
  const meses = new Map(input.prazos.map((p) => [chave(p.categoriaA, p.subcategoriaA), p.meses]));
  const comAnoAnterior = new Set(input.linhas.filter((l) => l.ano === ano - 1).map((l) => l.loja));
  const somas: SomaFluxoCaixa[] = [];
  // The lines' VAT by month, this year's and the year before's (a store without that year's budget: its own).
  const iva = { [ano - 1]: zeroMonths(), [ano]: zeroMonths() } as Record<number, number[]>;
  const somarIva = (doAno: number, mes: number, cents: number) => {
    const meses = iva[doAno] as number[];
    meses[mes - 1] = (meses[mes - 1] ?? 0) + cents;
  };

  for (const linha of input.linhas) {
    if (!isCategoriaB(linha.categoriaB)) continue;
    if (linha.ano !== ano && linha.ano !== ano - 1) continue;
    if (!Number.isInteger(linha.mes) || linha.mes < 1 || linha.mes > NUM_MESES) {
      throw new RangeError(`Mês inválido: ${linha.mes}.`);
    }
    const atraso = meses.get(chave(linha.categoriaA, linha.subcategoriaA)) ?? 0;
    const total = linha.baseCents + linha.ivaCents;
    const classificacao = {
      categoriaB: linha.categoriaB,
      subcategoriaB: linha.subcategoriaB,
      rubricaB: linha.rubricaB,
    };
    // Months counted from January of `ano` (1 = January): the previous year's lines start at −11.
    const mesDeCaixa = (linha.ano - ano) * NUM_MESES + linha.mes + atraso;
    if (linha.ano === ano) {
      if (mesDeCaixa <= NUM_MESES) somas.push({ ano, mes: mesDeCaixa, ...classificacao, cents: total });
      else if (!comAnoAnterior.has(linha.loja)) {
        // At most a year late: it lands in this year's months once more.
        somas.push({ ano, mes: mesDeCaixa - NUM_MESES, ...classificacao, cents: total });
      }
      somarIva(ano, linha.mes, linha.ivaCents);
      if (!comAnoAnterior.has(linha.loja)) somarIva(ano - 1, linha.mes, linha.ivaCents);
    } else {
      if (mesDeCaixa >= 1) somas.push({ ano, mes: mesDeCaixa, ...classificacao, cents: total });
      somarIva(ano - 1, linha.mes, linha.ivaCents);
    }
  }
  const apuramentos = apurarIva({
    anos: [ano - 1, ano],
    regimes: {
      [ano - 1]: input.regimes?.[ano - 1] ?? 'trimestral',
      [ano]: input.regimes?.[ano] ?? 'trimestral',
    },
    // Only the difference matters here: what the sales charge less what the purchases deduct.
    iva: {
      [ano - 1]: { liquidado: iva[ano - 1] as number[], dedutivel: zeroMonths() },
      [ano]: { liquidado: iva[ano] as number[], dedutivel: zeroMonths() },
    },
  });
  for (const pagamento of pagamentosIva(apuramentos)) {
    if (pagamento.ano === ano)
      somas.push({ ano, mes: pagamento.mes, ...RUBRICA_IVA_ORCAMENTO, cents: -pagamento.cents });
  }
  return somas;
}
