import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { ApuramentoIvaJson } from '@contas/core/contrato';
import { Badge, Paper, Table, Text } from '@mantine/core';
import { TabelaDeslizante } from '../../../components/ui/TabelaDeslizante';
import { textoApuramento } from '../analises';

const euros = (valor: number) => formatEuros(eurosToCents(valor));

/**
 * The declaration periods of the years on screen: each period's VAT, the credit it received, what it pays
 * or carries on, and its deadlines on the AT calendar (a forecast period says so).
 */
export function CalendarioIva({ periodos }: { periodos: readonly ApuramentoIvaJson[] }) {
  if (periodos.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="xs" id="calendario-iva">
        Declarações periódicas e prazos
      </Text>
      <TabelaDeslizante minWidth={760} rotulo="Declarações periódicas e prazos">
        <Table striped aria-labelledby="calendario-iva">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Período</Table.Th>
              <Table.Th ta="right">IVA liquidado</Table.Th>
              <Table.Th ta="right">IVA dedutível</Table.Th>
              <Table.Th ta="right">Excesso do período anterior</Table.Th>
              <Table.Th>Resultado</Table.Th>
              <Table.Th>Declaração até</Table.Th>
              <Table.Th>Pagamento até</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periodos.map((p) => (
              <Table.Tr key={`${p.rotulo}`} data-periodo={p.rotulo}>
                <Table.Td>
                  {p.rotulo}{' '}
                  {p.previsao && (
                    <Badge variant="light" color="yellow" size="sm" style={{ textTransform: 'none' }}>
                      previsão
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{euros(p.liquidado)}</Table.Td>
                <Table.Td ta="right">{euros(p.dedutivel)}</Table.Td>
                <Table.Td ta="right">{euros(p.excessoAnterior)}</Table.Td>
                <Table.Td>{textoApuramento(p)}</Table.Td>
                <Table.Td>{formatPtDate(p.prazoDeclaracao)}</Table.Td>
                <Table.Td>{formatPtDate(p.prazoPagamento)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaDeslizante>
    </Paper>
  );
}
