import { LINHA_DR } from '@contas/core/reports';
import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { type DemonstracaoResultadosResposta, useDemonstracaoResultados } from '../api/relatorios-api';
import type { LinhaGrafico } from '../grafico';
import { demonstracaoResultadosVazia } from '../relatorios-vazios';
import { notaIrc } from '../taxa-irc';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { ligacoesDaLinha } from './LigacoesPorClassificar';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';
import { TaxaIrcPainel } from './TaxaIrcPainel';

const TITULO = 'Demonstração de Resultados';

/** SPEC §2: sales and the net result, month by month, for the two years. */
const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_DR.vendas, label: 'Vendas e serviços prestados', color: 'cyan' },
  { key: LINHA_DR.resultadoLiquido, label: 'Resultado líquido do período', color: 'orange' },
];

function NotaIrc({ resposta }: { resposta: DemonstracaoResultadosResposta | undefined }) {
  if (!resposta?.irc) return null;
  return (
    <Text size="sm" c="dimmed">
      {notaIrc(resposta.irc, [resposta.ano1, resposta.ano2])}
    </Text>
  );
}

function DemonstracaoResultados(contexto: ContextoRelatorio) {
  const { empresaId, lojaId, ano1, ano2, role } = contexto;
  const query = useDemonstracaoResultados(empresaId, lojaId, ano1, ano2);
  const vazio = useCallback(() => demonstracaoResultadosVazia(ano1, ano2), [ano1, ano2]);
  return (
    <ConteudoRelatorio
      titulo={TITULO}
      query={query}
      vazio={vazio}
      grafico={{ titulo: 'Vendas e resultado líquido por mês', linhas: LINHAS_GRAFICO }}
      ano1={ano1}
      ano2={ano2}
      aposRotulo={ligacoesDaLinha(contexto, LINHA_DR.naoClassificado, 'resultados')}
      extra={
        <Stack gap="xs">
          <NotaIrc resposta={query.data} />
          {role === 'admin' && <TaxaIrcPainel empresaId={empresaId} anos={[ano1, ano2]} />}
        </Stack>
      }
    />
  );
}

/** 'Demonstração de Resultados' (SPEC §2): accrual basis, two years compared month by month. */
export function DemonstracaoResultadosPage() {
  return (
    <RelatorioFrame titulo={TITULO} exportar="demonstracao-resultados">
      {(contexto) => <DemonstracaoResultados {...contexto} />}
    </RelatorioFrame>
  );
}
