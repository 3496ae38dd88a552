import { deltaPercent, type ReportLine, reportLine } from '../shared/report-line';
import type { EstadoMes } from './estado-meses';

/**
 * The year-end forecast of a line ('Previsão de fecho'): the real closed months plus the budget of the
 * months not closed yet, run through the report's own builder (so a tax or a balance is the builder's
 * on that mix, not a sum), against the year's budget.
 */
export interface PrevisaoFecho {
  /** The year's budget (the budget's Total). */
  readonly orcamento: number;
  /** Real + remaining budget (the mixed run's Total). */
  readonly previsao: number;
  /** previsao − orcamento. */
  readonly deltaEuros: number;
  /** SPEC §9 ∆ % of previsao against orcamento. */
  readonly deltaPercent: number;
}

/**
 * A row of a budget report: the report's own row with the budget as the first series (`ano1`) and the
 * real figures as the second (`ano2`), so ∆ € = real − orçamento and ∆ % is over the budget; plus the
 * year-end forecast.
 */
export interface LinhaOrcamento extends ReportLine {
  readonly children?: readonly LinhaOrcamento[];
  readonly previsao: PrevisaoFecho;
}

/** The three runs of a report's builder for one year, each with ano1 = ano2 = that year. */
export interface ExecucoesOrcamento {
  orcamento: readonly ReportLine[];
  real: readonly ReportLine[];
  previsao: readonly ReportLine[];
}

/** Budget against real, row by row: the three runs come from the same builder, so their rows match. */
export function compararComOrcamento({ orcamento, real, previsao }: ExecucoesOrcamento): LinhaOrcamento[] {
  if (orcamento.length !== real.length || orcamento.length !== previsao.length) {
    throw new RangeError('As execuções do relatório não têm as mesmas linhas.');
  }
  return orcamento.map((o, i) => {
    const r = real[i] as ReportLine;
    const p = previsao[i] as ReportLine;
    if (r.key !== o.key || p.key !== o.key) {
      throw new RangeError(`Linhas diferentes nas execuções do relatório: ${o.key}, ${r.key}, ${p.key}.`);
    }
    const children =
      o.children &&
      compararComOrcamento({ orcamento: o.children, real: r.children ?? [], previsao: p.children ?? [] });
    const anual = o.valores.ano1.total;
    const fecho = p.valores.ano1.total;
    const { children: _, ...linha } = reportLine({
      key: o.key,
      label: o.label,
      level: o.level,
      tipo: o.tipo,
      unidade: o.unidade,
      ...(o.codigo !== undefined && { codigo: o.codigo }),
      ano1: o.valores.ano1,
      ano2: r.valores.ano1,
    });
    return {
      ...linha,
      ...(children && { children }),
      previsao: {
        orcamento: anual,
        previsao: fecho,
        deltaEuros: fecho - anual,
        deltaPercent: deltaPercent(anual, fecho),
      },
    };
  });
}

/**
 * A report's builder run three times for one year (ano1 = ano2 = ano): on the real sums, on the
 * budget's and on the forecast's mix (the rest of the input as the real one: depreciations, IRC,
 * opening cash), and the rows compared.
 */
export function executarComOrcamento<
  S extends { ano: number; mes: number },
  I extends { ano1: number; ano2: number; somas: readonly S[] },
  R extends { linhas: readonly ReportLine[] },
>(construir: (input: I) => R, real: I, orcamento: readonly S[], ano: number, estados: readonly EstadoMes[]) {
  const base: I = { ...real, ano1: ano, ano2: ano };
  const execucoes = {
    real: construir(base),
    orcamento: construir({ ...base, somas: orcamento }),
    previsao: construir({ ...base, somas: somasDaPrevisao(ano, estados, base.somas, orcamento) }),
  };
  const linhas = compararComOrcamento({
    orcamento: execucoes.orcamento.linhas,
    real: execucoes.real.linhas,
    previsao: execucoes.previsao.linhas,
  });
  return { ...execucoes, linhas };
}

/**
 * The input of the forecast run: the real sums of the closed months and the budget's for the others
 * (the current month is not closed: its budget stands in for what is still to come).
 */
export function somasDaPrevisao<T extends { ano: number; mes: number }>(
  ano: number,
  estados: readonly EstadoMes[],
  real: readonly T[],
  orcamento: readonly T[],
): T[] {
  const fechado = (s: T) => s.ano === ano && estados[s.mes - 1] === 'fechado';
  return [...real.filter(fechado), ...orcamento.filter((s) => s.ano === ano && !fechado(s))];
}
