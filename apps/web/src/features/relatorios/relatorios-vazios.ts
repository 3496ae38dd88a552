import {
  computeDemonstracaoResultados,
  computeFluxoCaixa,
  computePontoEquilibrio,
  computePrevisaoIva,
  computeTicketMedio,
} from '@contas/core/reports';
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

export function ticketMedioVazio(ano1: number, ano2: number): RelatorioComparativo {
  const { linhas } = computeTicketMedio({ ano1, ano2, somas: [] });
  return { ano1, ano2, linhas };
}

export function pontoEquilibrioVazio(ano1: number, ano2: number): RelatorioComparativo {
  const demonstracao = computeDemonstracaoResultados({ ano1, ano2, somas: [], depreciacoes: [] });
  const zeros = Array<number>(12).fill(0);
  const { linhas } = computePontoEquilibrio({ demonstracao, quantidades: { ano1: zeros, ano2: zeros } });
  return { ano1, ano2, linhas };
}

export function previsaoIvaVazia(ano1: number, ano2: number, hoje: string): RelatorioComparativo {
  const { linhas } = computePrevisaoIva({
    ano1,
    ano2,
    hoje,
    somas: [],
    anteriores: {},
    orcamento: [],
    regime: { manuais: {}, volumeNegocios: {} },
  });
  return { ano1, ano2, linhas };
}
