import { LINHA_TM } from '@contas/core/reports';
import { Alert, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { notaVendasSemFatura } from '../analises';
import { useAnaliseTicketMedio } from '../api/relatorios-api';
import type { LinhaGrafico } from '../grafico';
import { ticketMedioVazio } from '../relatorios-vazios';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';

const TITULO = 'Análise Ticket Médio';

const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_TM.ticket, label: 'Ticket Médio', color: 'cyan' },
];

function AnaliseTicketMedio({ empresaId, lojaId, ano1, ano2 }: ContextoRelatorio) {
  const query = useAnaliseTicketMedio(empresaId, lojaId, ano1, ano2);
  const vazio = useCallback(() => ticketMedioVazio(ano1, ano2), [ano1, ano2]);
  const semFatura = query.data?.linhas.find((l) => l.key === LINHA_TM.semFatura);
  const nota =
    semFatura &&
    notaVendasSemFatura(
      [
        [ano1, semFatura.valores.ano1.meses.map((c) => c / 100)],
        [ano2, semFatura.valores.ano2.meses.map((c) => c / 100)],
      ],
      'ticket',
    );
  return (
    <ConteudoRelatorio
      titulo={TITULO}
      query={query}
      vazio={vazio}
      grafico={{ titulo: 'Ticket médio por mês', linhas: LINHAS_GRAFICO }}
      ano1={ano1}
      ano2={ano2}
      extra={
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Ticket Médio = Faturação Mensal (base tributável, sem IVA) ÷ Quantidade de Faturas; 0 num mês sem
            faturas. Contam-se as faturas, faturas-recibo e faturas simplificadas emitidas no mês; as notas de
            crédito reduzem a faturação mas não se contam; os documentos anulados ficam de fora.
          </Text>
          {nota && (
            <Alert color="yellow" variant="light" title="Vendas sem fatura">
              {nota}
            </Alert>
          )}
        </Stack>
      }
    />
  );
}

/** 'Análise Ticket Médio' (SPEC §2): invoices, billing and the average ticket by sales type, two years. */
export function AnaliseTicketMedioPage() {
  return (
    <RelatorioFrame titulo={TITULO} exportar="analise-ticket-medio">
      {(contexto) => <AnaliseTicketMedio {...contexto} />}
    </RelatorioFrame>
  );
}
