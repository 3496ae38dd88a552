import type { ReportLine } from '@contas/core/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import { type GrupoTabela, gruposComparativos, rotulosDosAnos } from '../colunas';
import { dadosGrafico, type LinhaGrafico } from '../grafico';
import type { RelatorioComparativo } from '../relatorio-resposta';
import { CorpoRelatorio, useEstadoTabela } from './CorpoRelatorio';
import { GraficoRelatorio } from './GraficoRelatorio';

interface ConteudoRelatorioProps {
  titulo: string;
  query: UseQueryResult<RelatorioComparativo>;
  /** Every row at zero, shown when the report cannot be loaded (SPEC §8). */
  vazio: () => RelatorioComparativo;
  grafico: { titulo: string; linhas: readonly LinhaGrafico[] };
  ano1: number;
  ano2: number;
  /** Shown between the chart and the table (e.g. the opening cash). */
  extra?: ReactNode;
  /** Something after a line's label in the table (links to the rows behind it). */
  aposRotulo?: (linha: ReportLine) => ReactNode;
  /** The table's columns when not the plain two-year ones (cells without a figure, forecast months). */
  grupos?: readonly GrupoTabela[];
}

/**
 * The body of a two-year report: a spinner until the data arrives, then the chart of the headline
 * lines and the comparison table. A failure is only logged and the report shows its rows at zero
 * (SPEC §8). What is expanded stays expanded across reloads of the same screen.
 */
export function ConteudoRelatorio({
  titulo,
  query,
  vazio,
  grafico,
  ano1,
  ano2,
  extra,
  aposRotulo,
  grupos: gruposProprios,
}: ConteudoRelatorioProps) {
  const estado = useEstadoTabela();

  useEffect(() => {
    if (query.error) console.error(`Não foi possível carregar o relatório ${titulo}`, query.error);
  }, [query.error, titulo]);

  const relatorio = useMemo(
    () => query.data ?? (query.isError ? vazio() : undefined),
    [query.data, query.isError, vazio],
  );
  const grupos = useMemo(
    () => gruposProprios ?? gruposComparativos(rotulosDosAnos(ano1, ano2)),
    [gruposProprios, ano1, ano2],
  );
  const dados = useMemo(
    () => relatorio && dadosGrafico(relatorio.linhas, grafico.linhas, ano1, ano2),
    [relatorio, grafico.linhas, ano1, ano2],
  );

  if (!relatorio || !dados) return <PageLoader />;

  return (
    <CorpoRelatorio
      titulo={titulo}
      linhas={relatorio.linhas}
      grupos={grupos}
      estado={estado}
      grafico={<GraficoRelatorio titulo={grafico.titulo} dados={dados} />}
      extra={extra}
      aposRotulo={aposRotulo}
    />
  );
}
