import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import type { AlteracoesPendentes } from '../alteracoes';
import type { LojaOpcao } from '../campos';
import { diferencasConflito, type FalhaGuardar } from '../guardar';

interface RelatorioGuardarProps {
  falhas: readonly FalhaGuardar[];
  pendentes: AlteracoesPendentes;
  lojas: readonly LojaOpcao[];
  /** 'Recarregar linha': drop this row's changes and show the server's version. */
  onRecarregar: (falha: FalhaGuardar) => void;
  onFechar: () => void;
}

/** What 'Salvar Alterações' could not save, row by row, and why; a conflict shows the server's values. */
export function RelatorioGuardar({
  falhas,
  pendentes,
  lojas,
  onRecarregar,
  onFechar,
}: RelatorioGuardarProps) {
  if (falhas.length === 0) return null;
  const titulo =
    falhas.length === 1 ? 'Uma linha não foi guardada' : `${falhas.length} linhas não foram guardadas`;
  return (
    <Alert
      color="red"
      variant="light"
      title={titulo}
      withCloseButton
      closeButtonLabel="Fechar relatório"
      onClose={onFechar}
      role="alert"
    >
      <Text size="sm" mb="xs">
        As alterações destas linhas continuam no ecrã: corrija-as e carregue de novo em Salvar Alterações, ou
        em Cancelar para as descartar.
      </Text>
      <List spacing="sm" size="sm">
        {falhas.map((falha) => {
          const pendente = pendentes[falha.id];
          const diferencas =
            falha.linhaAtual && pendente ? diferencasConflito(pendente, falha.linhaAtual, lojas) : [];
          return (
            <List.Item key={falha.id}>
              <Stack gap={4}>
                <Text size="sm">
                  <strong>{falha.rotulo}</strong>: {falha.motivo}
                </Text>
                {diferencas.length > 0 && (
                  <Table withTableBorder fz="xs" maw={560} aria-label={`Versão atual de ${falha.rotulo}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Campo</Table.Th>
                        <Table.Th>Valor atual</Table.Th>
                        <Table.Th>A sua alteração</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {diferencas.map((d) => (
                        <Table.Tr key={d.campo}>
                          <Table.Td>{d.titulo}</Table.Td>
                          <Table.Td>{d.atual}</Table.Td>
                          <Table.Td>{d.seu}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                {falha.status === 409 && (
                  <Group>
                    <Button size="xs" variant="white" color="red" onClick={() => onRecarregar(falha)}>
                      Recarregar linha
                    </Button>
                  </Group>
                )}
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
