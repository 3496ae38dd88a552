import { lisbonToday } from '@contas/core';
import { findReportLine, type LinhaOrcamento, type ReportLine } from '@contas/core/reports';
import { Alert, Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import { caminhoEmpresa, podeAbrir } from '../../empresa-area/paginas';
import { gruposOrcamento } from '../colunas-orcamento';
import { dadosGraficoOrcamento } from '../grafico';
import type { RelatorioOrcamento } from '../orcamento-resposta';
import { notaMesesAbertos, textoPrevisao } from '../orcamento-textos';
import { TODAS_AS_LOJAS_LABEL } from '../selecao';
import { CorpoRelatorio, useEstadoTabela } from './CorpoRelatorio';
import { GraficoRelatorio } from './GraficoRelatorio';
import type { ContextoOrcamento } from './OrcamentoFrame';

interface ConteudoOrcamentoProps<R extends RelatorioOrcamento> {
  titulo: string;
  contexto: ContextoOrcamento;
  query: UseQueryResult<R>;
  /** Every row at zero for the year, shown when the report cannot be loaded (SPEC §8). */
  vazio: (ano: number, hoje: string, loja: RelatorioOrcamento['loja']) => R;
  /** Why there is nothing to compare (the answer's semOrcamento). */
  semOrcamento: (relatorio: R) => string;
  /** The keys of the lines the chart may draw; the first is drawn at first. */
  linhasGrafico: readonly string[];
  /** Shown between the chart and the table (e.g. the payment delays). */
  extra?: (relatorio: R) => ReactNode;
  aposRotulo?: (linha: ReportLine) => ReactNode;
}

/**
 * The body of a budget report: a spinner until the data arrives; when there is no budget to compare
 * with, says so and where to import one; else the chart of a line (real against budget, with running
 * totals), its year-end forecast, what the open months mean, and the table. A failure is only logged
 * and the rows show at zero (SPEC §8).
 */
export function ConteudoOrcamento<R extends RelatorioOrcamento>({
  titulo,
  contexto,
  query,
  vazio,
  semOrcamento,
  linhasGrafico,
  extra,
  aposRotulo,
}: ConteudoOrcamentoProps<R>) {
  const estado = useEstadoTabela();
  const [linhaGrafico, setLinhaGrafico] = useState(linhasGrafico[0] ?? '');
  const { ano, lojaId, lojas } = contexto;

  useEffect(() => {
    if (query.error) console.error(`Não foi possível carregar o relatório ${titulo}`, query.error);
  }, [query.error, titulo]);

  const relatorio = useMemo(() => {
    if (query.data) return query.data;
    if (!query.isError) return undefined;
    const loja = lojas.find((l) => l._id === lojaId);
    return vazio(ano, lisbonToday(new Date()), { _id: lojaId, nome: loja?.nome ?? TODAS_AS_LOJAS_LABEL });
  }, [query.data, query.isError, vazio, ano, lojaId, lojas]);
  const grupos = useMemo(() => relatorio && gruposOrcamento(relatorio.estadoMeses), [relatorio]);
  const linha = relatorio && (findReportLine(relatorio.linhas, linhaGrafico) as LinhaOrcamento | undefined);
  const dados = useMemo(
    () => relatorio && dadosGraficoOrcamento(linha, relatorio.estadoMeses, 'cyan'),
    [relatorio, linha],
  );

  if (!relatorio || !grupos || !dados) return <PageLoader />;

  if (relatorio.semOrcamento) {
    const podeImportar = podeAbrir('importar-ficheiros', contexto.role);
    return (
      <Alert color="yellow" variant="light" title="Sem orçamento para comparar">
        <Stack gap="xs">
          <Text size="sm">{semOrcamento(relatorio)}</Text>
          {podeImportar && (
            <Anchor component={Link} to={caminhoEmpresa(contexto.empresaId, 'importar-ficheiros')} size="sm">
              Importar o orçamento anual
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  }

  const nota = notaMesesAbertos(relatorio.ano, relatorio.estadoMeses);
  const opcoes = linhasGrafico.map((key) => ({
    value: key,
    label: findReportLine(relatorio.linhas, key)?.label ?? key,
  }));
  return (
    <CorpoRelatorio
      titulo={titulo}
      linhas={relatorio.linhas}
      grupos={grupos}
      estado={estado}
      grafico={
        <Stack gap="xs">
          <NativeSelect
            label="Linha no gráfico"
            data={opcoes}
            value={linhaGrafico}
            onChange={(event) => setLinhaGrafico(event.currentTarget.value)}
            maw={360}
          />
          <GraficoRelatorio
            titulo={`${linha?.label ?? ''}: real e orçamentado por mês, e acumulados`}
            dados={dados}
          />
          {linha && (
            <Text size="sm" aria-label="Previsão de fecho">
              {textoPrevisao(linha)}
            </Text>
          )}
          {nota && (
            <Text size="sm" c="dimmed">
              {nota}
            </Text>
          )}
        </Stack>
      }
      extra={extra?.(relatorio)}
      aposRotulo={aposRotulo}
    />
  );
}
