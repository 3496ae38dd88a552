import { MESES } from '@contas/core';
import { celulasDoGrupo, type EstadoMes, MARCA_ESTADO_MES } from '@contas/core/reports';
import { COLUNAS_DO_ANO, type GrupoXlsx, livroComparativo } from '../relatorios/relatorio-xlsx';
import type { LinhaOrcamentoJson } from './orcamento-relatorios.routes';

export type OrcamentoXlsx = {
  /** 'DR Orçamento' or 'Fluxo de Caixa Orçamento'. */
  titulo: string;
  empresa: string;
  loja: string;
  ano: number;
  estadoMeses: readonly EstadoMes[];
  linhas: readonly LinhaOrcamentoJson[];
};

/**
 * A budget report as the screen shows it: per month, Total and Média, Real, Orçamentado, ∆ €, ∆ %; a
 * month without real figures yet leaves Real and the ∆ empty (not a 100 % miss), and so does the Total's
 * ∆ while the year is open (the forecast is the comparison then); last, the year-end forecast.
 */
export function orcamentoXlsx(r: OrcamentoXlsx): Promise<Buffer> {
  const grupos: GrupoXlsx<LinhaOrcamentoJson>[] = COLUNAS_DO_ANO.map(({ titulo, de }, i) => {
    const estado = i < MESES.length ? (r.estadoMeses[i] ?? 'fechado') : 'fechado';
    const celulas = celulasDoGrupo(
      r.estadoMeses,
      i < MESES.length ? i : i === MESES.length ? 'total' : 'media',
    );
    const semReal = !celulas.real;
    const semDelta = !celulas.delta;
    return {
      titulo: `${titulo}${MARCA_ESTADO_MES[estado]}`,
      colunas: [
        { titulo: 'Real', formato: 'unidade', valor: (l) => (semReal ? null : de(l.valores.ano2)) },
        { titulo: 'Orçamentado', formato: 'unidade', valor: (l) => de(l.valores.ano1) },
        { titulo: '∆ €', formato: 'unidade', valor: (l) => (semDelta ? null : de(l.valores.deltaEuros)) },
        {
          titulo: '∆ %',
          formato: 'percentagem',
          valor: (l) => (semDelta ? null : de(l.valores.deltaPercent)),
        },
      ],
    };
  });
  grupos.push({
    titulo: 'Previsão de fecho',
    colunas: [
      { titulo: 'Real + orçamento restante', formato: 'unidade', valor: (l) => l.previsao.previsao },
      { titulo: 'Orçamento anual', formato: 'unidade', valor: (l) => l.previsao.orcamento },
      { titulo: '∆ €', formato: 'unidade', valor: (l) => l.previsao.deltaEuros },
      { titulo: '∆ %', formato: 'percentagem', valor: (l) => l.previsao.deltaPercent },
    ],
  });
  return livroComparativo({
    titulo: r.titulo,
    empresa: r.empresa,
    subtitulo: `${r.loja} · ${r.ano} · Real vs Orçamentado`,
    grupos,
    linhas: r.linhas,
  });
}
