import type { ReportLine } from '@contas/core/reports';
import { Button, Group, Stack, Switch } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import { rotulosDosAnos } from '../colunas';
import { alternarExpansao, chavesExpansiveis } from '../expansao';
import type { LinhaGrafico } from '../grafico';
import type { RelatorioComparativo } from '../relatorio-resposta';
import { GraficoRelatorio } from './GraficoRelatorio';
import { TabelaComparativa } from './TabelaComparativa';

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
}: ConteudoRelatorioProps) {
  const [expandidas, setExpandidas] = useState<ReadonlySet<string>>(() => new Set());
  const [ocultarZeros, setOcultarZeros] = useState(false);

  useEffect(() => {
    if (query.error) console.error(`Não foi possível carregar o relatório ${titulo}`, query.error);
  }, [query.error, titulo]);

  const relatorio = useMemo(
    () => query.data ?? (query.isError ? vazio() : undefined),
    [query.data, query.isError, vazio],
  );

  if (!relatorio) return <PageLoader />;

  return (
    <Stack gap="md">
      <GraficoRelatorio
        titulo={grafico.titulo}
        linhas={relatorio.linhas}
        escolhidas={grafico.linhas}
        ano1={ano1}
        ano2={ano2}
      />
      {extra}
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setExpandidas(chavesExpansiveis(relatorio.linhas))}
          >
            Expandir tudo
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => setExpandidas(new Set())}>
            Recolher tudo
          </Button>
        </Group>
        <Switch
          label="Ocultar linhas sem valores"
          checked={ocultarZeros}
          onChange={(event) => setOcultarZeros(event.currentTarget.checked)}
        />
      </Group>
      <TabelaComparativa
        titulo={titulo}
        linhas={relatorio.linhas}
        rotulos={rotulosDosAnos(ano1, ano2)}
        expandidas={expandidas}
        onAlternar={(key) => setExpandidas((atual) => alternarExpansao(atual, key))}
        ocultarZeros={ocultarZeros}
        aposRotulo={aposRotulo}
      />
    </Stack>
  );
}
