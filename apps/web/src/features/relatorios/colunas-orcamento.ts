import { MESES, type MonthValues } from '@contas/core';
import {
  celulasDoGrupo,
  type EstadoMes,
  type GrupoDoAno,
  type LinhaOrcamento,
  MARCA_ESTADO_MES,
} from '@contas/core/reports';
import { type ColunaTabela, GRUPOS_COLUNAS, type GrupoTabela } from './colunas';

type SerieOrcamento = 'ano1' | 'ano2' | 'deltaEuros' | 'deltaPercent';

const VAZIA = () => null;

/**
 * The budget reports' table, as the export writes it: per month, Total and Média, Real, Orçamentado,
 * ∆ € (real − orçamento) and ∆ % (budget is the core's first series, real the second). A future month
 * leaves Real and the ∆ empty, the Total's ∆ waits for the year to close (core's celulasDoGrupo); open
 * months say so in their header. Last, the year-end forecast against the year's budget.
 */
export function gruposOrcamento(estados: readonly EstadoMes[]): GrupoTabela<LinhaOrcamento>[] {
  const doAno = GRUPOS_COLUNAS.map((grupo, i): GrupoTabela<LinhaOrcamento> => {
    const mes = i < MESES.length;
    const qual: GrupoDoAno = mes ? i : grupo.id === 'total' ? 'total' : 'media';
    const estado: EstadoMes = mes ? (estados[i] ?? 'fechado') : 'fechado';
    const { real, delta } = celulasDoGrupo(estados, qual);
    const de = (serie: SerieOrcamento) => (linha: LinhaOrcamento) =>
      grupo.valor(linha.valores[serie] as MonthValues);
    const colunas: ColunaTabela<LinhaOrcamento>[] = [
      { id: 'real', label: 'Real', percentagem: false, valor: real ? de('ano2') : VAZIA },
      { id: 'orcamento', label: 'Orçamentado', percentagem: false, valor: de('ano1') },
      { id: 'deltaEuros', label: '∆ €', percentagem: false, valor: delta ? de('deltaEuros') : VAZIA },
      { id: 'deltaPercent', label: '∆ %', percentagem: true, valor: delta ? de('deltaPercent') : VAZIA },
    ];
    return {
      id: grupo.id,
      label: `${grupo.label}${MARCA_ESTADO_MES[estado]}`,
      ...(estado !== 'fechado' && { aberto: true }),
      colunas,
    };
  });
  const previsao: GrupoTabela<LinhaOrcamento> = {
    id: 'previsao',
    label: 'Previsão de fecho',
    colunas: [
      {
        id: 'previsao',
        label: 'Real + orçamento restante',
        percentagem: false,
        valor: (l) => l.previsao.previsao,
      },
      {
        id: 'orcamentoAnual',
        label: 'Orçamento anual',
        percentagem: false,
        valor: (l) => l.previsao.orcamento,
      },
      { id: 'deltaEuros', label: '∆ €', percentagem: false, valor: (l) => l.previsao.deltaEuros },
      { id: 'deltaPercent', label: '∆ %', percentagem: true, valor: (l) => l.previsao.deltaPercent },
    ],
  };
  return [...doAno, previsao];
}
