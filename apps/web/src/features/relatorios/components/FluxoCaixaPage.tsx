import { LINHA_FC } from '@contas/core/reports';
import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { SaldosPainel } from '../../contas/components/SaldosPainel';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { type FluxoCaixaResposta, useFluxoCaixa } from '../api/relatorios-api';
import { textoConciliacao } from '../conciliacao';
import type { LinhaGrafico } from '../grafico';
import { fluxoCaixaVazio } from '../relatorios-vazios';
import { CaixaInicialPainel } from './CaixaInicialPainel';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { ligacoesDaLinha } from './LigacoesPorClassificar';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';

const TITULO = 'Fluxo de Caixa';

/** The month's variation of cash and the cash at its end (CFP), for the two years. */
const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_FC.variacao, label: 'Variação de caixa', color: 'cyan' },
  { key: LINHA_FC.cfp, label: 'Caixa no fim do período', color: 'violet' },
];

/** The closing cash of each year with bank balances, against them: equal to the cent, or by how much not. */
function NotaConciliacao({ resposta }: { resposta: FluxoCaixaResposta | undefined }) {
  if (!resposta) return null;
  const anos = [
    [resposta.ano1, resposta.conciliacao.ano1],
    [resposta.ano2, resposta.conciliacao.ano2],
  ] as const;
  const linhas = [...new Map(anos.flatMap(([ano, c]) => (c ? [[ano, c] as const] : []))).entries()];
  if (linhas.length === 0) return null;
  return (
    <Stack gap={2} aria-label="Conciliação com os bancos">
      {linhas.map(([ano, c]) => (
        <Text key={ano} size="sm" c={c.diferenca === 0 ? 'dimmed' : 'red.9'}>
          {textoConciliacao(ano, c)}
        </Text>
      ))}
    </Stack>
  );
}

function FluxoCaixa(contexto: ContextoRelatorio) {
  const { empresaId, lojaId, ano1, ano2, role } = contexto;
  const { empresa } = useEmpresaAtual();
  const query = useFluxoCaixa(empresaId, lojaId, ano1, ano2);
  const vazio = useCallback(() => fluxoCaixaVazio(ano1, ano2), [ano1, ano2]);
  return (
    <ConteudoRelatorio
      titulo={TITULO}
      query={query}
      vazio={vazio}
      grafico={{ titulo: 'Variação de caixa e caixa no fim de cada mês', linhas: LINHAS_GRAFICO }}
      ano1={ano1}
      ano2={ano2}
      aposRotulo={ligacoesDaLinha(contexto, LINHA_FC.naoClassificado, 'caixa')}
      extra={
        <Stack gap="sm">
          <CaixaInicialPainel
            empresaId={empresaId}
            lojaId={lojaId}
            anos={[ano1, ano2]}
            podeEditar={role === 'admin' || role === 'editor'}
          />
          <SaldosPainel
            empresaId={empresaId}
            lojas={empresa?.lojas ?? []}
            podeEditar={role === 'admin' || role === 'editor'}
          />
          <NotaConciliacao resposta={query.data} />
        </Stack>
      }
    />
  );
}

/** 'Fluxo de Caixa' (SPEC §2): cash basis, two years compared month by month. */
export function FluxoCaixaPage() {
  return (
    <RelatorioFrame titulo={TITULO} exportar="fluxo-caixa">
      {(contexto) => <FluxoCaixa {...contexto} />}
    </RelatorioFrame>
  );
}
