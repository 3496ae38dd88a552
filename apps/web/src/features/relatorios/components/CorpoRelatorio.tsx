import type { ReportLine } from '@contas/core/reports';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import type { GrupoTabela } from '../colunas';
import { alternarExpansao, chavesExpansiveis, type Expandidas, type LinhaArvore } from '../expansao';
import { useVistaRelatorio } from '../hooks/use-vista-relatorio';
import { totaisPrimeiro } from '../periodo';
import { TabelaComparativa } from './TabelaComparativa';

/** What is expanded and whether empty sub-lines hide: kept by the screen, so a reload keeps them. */
export function useEstadoTabela() {
  const [expandidas, setExpandidas] = useState<Expandidas>(() => new Set());
  const [ocultarZeros, setOcultarZeros] = useState(false);
  return { expandidas, setExpandidas, ocultarZeros, setOcultarZeros };
}

interface CorpoRelatorioProps<L extends LinhaArvore<L>> {
  titulo: string;
  linhas: readonly L[];
  grupos: readonly GrupoTabela<L>[];
  estado: ReturnType<typeof useEstadoTabela>;
  /** The chart, above everything else. */
  grafico: ReactNode;
  /** Shown between the chart and the table (e.g. the opening cash). */
  extra?: ReactNode;
  /** Something after a line's label in the table (links to the rows behind it). */
  aposRotulo?: (linha: ReportLine) => ReactNode;
}

/**
 * A report once its data is in: the chart, what goes with it, 'Expandir tudo' / 'Recolher tudo' and the
 * table; 'Totais primeiro' brings the Total and Média (and the year-end forecast) before the months,
 * which otherwise put them some fifty columns to the right.
 */
export function CorpoRelatorio<L extends LinhaArvore<L>>({
  titulo,
  linhas,
  grupos,
  estado,
  grafico,
  extra,
  aposRotulo,
}: CorpoRelatorioProps<L>) {
  const { expandidas, setExpandidas, ocultarZeros, setOcultarZeros } = estado;
  const vista = useVistaRelatorio();
  const primeiro = vista?.totaisPrimeiro ?? false;
  const ordenados = useMemo(() => (primeiro ? totaisPrimeiro(grupos) : grupos), [primeiro, grupos]);
  return (
    <Stack gap="md">
      {grafico}
      {extra}
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => setExpandidas(chavesExpansiveis(linhas))}>
            Expandir tudo
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => setExpandidas(new Set())}>
            Recolher tudo
          </Button>
        </Group>
        <Group gap="lg">
          {vista && (
            <Switch
              label="Totais primeiro"
              checked={primeiro}
              onChange={(event) => vista.mudarTotaisPrimeiro(event.currentTarget.checked)}
            />
          )}
          <Switch
            label="Ocultar linhas sem valores"
            checked={ocultarZeros}
            onChange={(event) => setOcultarZeros(event.currentTarget.checked)}
          />
        </Group>
      </Group>
      <TabelaComparativa
        titulo={titulo}
        linhas={linhas}
        grupos={ordenados}
        expandidas={expandidas}
        onAlternar={(key) => setExpandidas((atual) => alternarExpansao(atual, key))}
        ocultarZeros={ocultarZeros}
        aposRotulo={aposRotulo}
      />
    </Stack>
  );
}
