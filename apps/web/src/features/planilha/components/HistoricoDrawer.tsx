import type { LinhaPlanilha } from '@contas/core/contrato';
import { Alert, Center, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { TabelaDeslizante } from '../../../components/ui/TabelaDeslizante';
import { useHistoricoLinha } from '../api/planilha-api';
import type { LojaOpcao } from '../campos';
import { rotuloDaLinha } from '../guardar';
import {
  descreverAcao,
  formatarInstante,
  formatarValorHistorico,
  tituloDoCampoHistorico,
} from '../historico';

/** Who changed what in a row, and when (GET /get/planilha/{rowId}/historico), newest first. */
export function HistoricoDrawer({
  linha,
  lojas,
  onClose,
}: {
  linha: LinhaPlanilha | undefined;
  lojas: readonly LojaOpcao[];
  onClose: () => void;
}) {
  const historico = useHistoricoLinha(linha?._id);
  const entradas = [...(historico.data ?? [])].sort((a, b) => b.em.localeCompare(a.em));
  return (
    <Drawer
      opened={linha !== undefined}
      onClose={onClose}
      title="Histórico da linha"
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        {linha && (
          <Text size="sm" c="dimmed">
            {rotuloDaLinha(linha)}
          </Text>
        )}
        {historico.isPending ? (
          <Center py="lg">
            <Loader aria-label="A carregar o histórico" />
          </Center>
        ) : historico.isError ? (
          <Alert color="red" variant="light">
            Não foi possível carregar o histórico.
          </Alert>
        ) : entradas.length === 0 ? (
          <Text>Sem alterações registadas.</Text>
        ) : (
          <TabelaDeslizante minWidth={560} rotulo="Alterações da linha">
            <Table striped fz="sm" aria-label="Histórico da linha">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Ação</Table.Th>
                  <Table.Th>Campo</Table.Th>
                  <Table.Th>Antes</Table.Th>
                  <Table.Th>Depois</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entradas.map((entrada, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; one change may touch a field twice in an instant
                  <Table.Tr key={`${entrada.em}-${entrada.campo ?? ''}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatarInstante(entrada.em)}</Table.Td>
                    <Table.Td>{entrada.utilizador?.email ?? 'Sistema'}</Table.Td>
                    <Table.Td>{descreverAcao(entrada.acao)}</Table.Td>
                    <Table.Td>{tituloDoCampoHistorico(entrada.campo)}</Table.Td>
                    <Table.Td>{formatarValorHistorico(entrada.campo, entrada.antes, lojas)}</Table.Td>
                    <Table.Td>{formatarValorHistorico(entrada.campo, entrada.depois, lojas)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaDeslizante>
        )}
      </Stack>
    </Drawer>
  );
}
