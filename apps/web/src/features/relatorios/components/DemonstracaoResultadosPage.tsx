import { LINHA_DR } from '@contas/core/reports';
import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { type DemonstracaoResultadosResposta, useDemonstracaoResultados } from '../api/relatorios-api';
import type { LinhaGrafico } from '../grafico';
import { demonstracaoResultadosVazia } from '../relatorios-vazios';
import { formatarTaxaIrc } from '../taxa-irc';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';
import { TaxaIrcPainel } from './TaxaIrcPainel';

const TITULO = 'Demonstração de Resultados';

/** SPEC §2: sales and the net result, month by month, for the two years. */
const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_DR.vendas, label: 'Vendas e serviços prestados', color: 'cyan' },
  { key: LINHA_DR.resultadoLiquido, label: 'Resultado líquido do período', color: 'orange' },
];

function NotaIrc({ resposta }: { resposta: DemonstracaoResultadosResposta | undefined }) {
  const taxa = resposta?.taxaIrc;
  if (!resposta || !taxa) return null;
  const texto =
    resposta.ano1 === resposta.ano2 || taxa.ano1 === taxa.ano2
      ? formatarTaxaIrc(taxa.ano2)
      : `${formatarTaxaIrc(taxa.ano1)} em ${resposta.ano1} e ${formatarTaxaIrc(taxa.ano2)} em ${resposta.ano2}`;
  return (
    <Text size="sm" c="dimmed">
      Imposto sobre o rendimento estimado à taxa de IRC de {texto}, só nos meses (e no ano) com resultado
      antes de impostos positivo.
    </Text>
  );
}

function DemonstracaoResultados({ empresaId, lojaId, ano1, ano2, role }: ContextoRelatorio) {
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
