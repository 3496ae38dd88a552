import { computeDemonstracaoResultados, computeFluxoCaixa } from '@contas/core/reports';
import type { RelatorioComparativo } from './relatorio-resposta';

/**
 * What a report screen shows when its data could not be loaded (SPEC §8: the failure is only
 * logged, the screen shows empty data): every row of the report, at zero. The rows come from the
 * same builders the server uses, so they are the report's rows exactly.
 */
export function demonstracaoResultadosVazia(ano1: number, ano2: number): RelatorioComparativo {
  const { linhas } = computeDemonstracaoResultados({ ano1, ano2, somas: [], depreciacoes: [] });
  return { ano1, ano2, linhas };
}

export function fluxoCaixaVazio(ano1: number, ano2: number): RelatorioComparativo {
  const { linhas } = computeFluxoCaixa({ ano1, ano2, somas: [] });
  return { ano1, ano2, linhas };
}
