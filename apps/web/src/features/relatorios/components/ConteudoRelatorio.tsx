import type { ReportLine } from '@contas/core/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import { type GrupoTabela, gruposComparativos, rotulosDosAnos } from '../colunas';
import { dadosGrafico, graficoVazio, type LinhaGrafico } from '../grafico';
import { useVistaRelatorio } from '../hooks/use-vista-relatorio';
import { ateADataEfetivo, gruposDoPeriodo, hojeEmLisboa, linhasAteAoMes, mesesComecados } from '../periodo';
import type { RelatorioComparativo } from '../relatorio-resposta';
import { CorpoRelatorio, useEstadoTabela } from './CorpoRelatorio';
import { GraficoRelatorio } from './GraficoRelatorio';
import { SemInformacao } from './SemInformacao';

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
  /** A month still ahead whose figures are a forecast (the VAT map's budget): shown, not left empty. */
  previsto?: (serie: 'ano1' | 'ano2', mes: number) => boolean;
}

/**
 * The body of a two-year report: a spinner until the data arrives, then the chart of the headline
 * lines and the comparison table. A failure is only logged and the report shows its rows at zero
 * (SPEC §8). What is expanded stays expanded across reloads of the same screen. The months of the
 * current year not yet begun have no figures, in the table and the chart; with 'Até à data' the
 * Total and Média of both years take the same months. A chart with nothing to draw gives way to
 * the empty state and the import.
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
  previsto,
}: ConteudoRelatorioProps) {
  const estado = useEstadoTabela();
  const vista = useVistaRelatorio();
  const [hojeAqui] = useState(hojeEmLisboa);
  const hoje = vista?.hoje ?? hojeAqui;
  const ateAData = ateADataEfetivo(vista?.ateAData ?? null, ano1, ano2, hoje);

  useEffect(() => {
    if (query.error) console.error(`Não foi possível carregar o relatório ${titulo}`, query.error);
  }, [query.error, titulo]);

  const relatorio = useMemo(
    () => query.data ?? (query.isError ? vazio() : undefined),
    [query.data, query.isError, vazio],
  );
  const linhas = useMemo(
    () => relatorio && (ateAData ? linhasAteAoMes(relatorio.linhas, hoje.mes) : relatorio.linhas),
    [relatorio, ateAData, hoje.mes],
  );
  const grupos = useMemo(
    () =>
      gruposDoPeriodo(gruposProprios ?? gruposComparativos(rotulosDosAnos(ano1, ano2)), {
        ano1,
        ano2,
        hoje,
        ateAData,
        ...(previsto && { previsto }),
      }),
    [gruposProprios, ano1, ano2, hoje, ateAData, previsto],
  );
  const dados = useMemo(() => {
    if (!relatorio) return undefined;
    const comecados = { ano1: mesesComecados(ano1, hoje), ano2: mesesComecados(ano2, hoje) };
    return dadosGrafico(
      relatorio.linhas,
      grafico.linhas,
      ano1,
      ano2,
      (serie, mes) => mes >= comecados[serie] && !previsto?.(serie, mes),
    );
  }, [relatorio, grafico.linhas, ano1, ano2, hoje, previsto]);

  if (!relatorio || !linhas || !dados) return <PageLoader />;

  return (
    <CorpoRelatorio
      titulo={titulo}
      linhas={linhas}
      grupos={grupos}
      estado={estado}
      grafico={
        graficoVazio(dados) && vista ? (
          <SemInformacao
            empresaId={vista.empresaId}
            role={vista.role}
            importar="efatura-extrato"
            comMoldura
          />
        ) : (
          <GraficoRelatorio titulo={grafico.titulo} dados={dados} />
        )
      }
      extra={extra}
      aposRotulo={aposRotulo}
    />
  );
}
