import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BusyView } from '../../../components/ui/BusyView';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { useErrosCorrespondencia, useRemoverErro, useRemoverTodosErros } from '../api/erros-api';
import { COLUNAS_ERROS, descreverTotalErros, formatLinhaErro } from '../relatorio-erros';

const EMPTY_MESSAGE = 'Sem relatórios de erros.';
const LOAD_FAILED_MESSAGE = 'Não foi possível carregar o relatório de erros. Tente novamente mais tarde.';
const REMOVED_MESSAGE = 'Linha removida do relatório.';
const REMOVE_FAILED_MESSAGE = 'Erro ao remover a linha do relatório.';
const REMOVED_ALL_MESSAGE = 'Relatório de erros limpo.';
const REMOVE_ALL_FAILED_MESSAGE = 'Erro ao remover as linhas do relatório.';
const CONFIRM_ALL_TEXT =
  'Tem a certeza de que deseja excluir todas as linhas de relatório? Esta ação é irreversível.';

/** SPEC §2 "Errors report" (admin): the lines matching could not settle, each removable, or all at once. */
export function RelatorioErrosPage() {
  const { empresaId } = useEmpresaAtual();
  const { data: erros, isPending, isError } = useErrosCorrespondencia(empresaId);
  const remover = useRemoverErro(empresaId);
  const removerTodos = useRemoverTodosErros(empresaId);
  const [confirmarTodos, setConfirmarTodos] = useState(false);

  const ocupado = remover.isPending || removerTodos.isPending;
  const linhas = erros ?? [];

  const removerLinha = (id: string) =>
    remover.mutate(id, {
      onSuccess: () => notifications.show({ color: 'green', message: REMOVED_MESSAGE }),
      onError: (error) =>
        notifications.show({ color: 'red', title: REMOVE_FAILED_MESSAGE, message: error.message }),
    });

  const excluirTodos = () => {
    setConfirmarTodos(false);
    removerTodos.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: REMOVED_ALL_MESSAGE }),
      onError: (error) =>
        notifications.show({ color: 'red', title: REMOVE_ALL_FAILED_MESSAGE, message: error.message }),
    });
  };

  return (
    <PaginaEmpresa titulo="Relatório de Erros">
      {ocupado && <BusyView kind="deleting" />}
      <Text size="sm" c="dimmed" maw={760}>
        As faturas e os movimentos bancários que o processamento de correspondências não conseguiu associar
        com segurança, com o motivo. Resolva cada caso na planilha (associando à mão, se for o caso) e
        remova-o daqui.
      </Text>
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <Alert color="red" variant="light">
          {LOAD_FAILED_MESSAGE}
        </Alert>
      ) : linhas.length === 0 ? (
        <Text>{EMPTY_MESSAGE}</Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{descreverTotalErros(linhas.length)}</Text>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmarTodos(true)}
              disabled={ocupado}
            >
              Remover Todos
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Relatório de Erros">
              <Table.Thead>
                <Table.Tr>
                  {COLUNAS_ERROS.map((coluna) => (
                    <Table.Th key={coluna} ta={coluna === 'Valor' ? 'right' : undefined}>
                      {coluna}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {linhas.map((erro) => {
                  const linha = formatLinhaErro(erro);
                  return (
                    <Table.Tr key={erro._id}>
                      <Table.Td>{linha.linha}</Table.Td>
                      <Table.Td>{linha.tipo}</Table.Td>
                      <Table.Td miw={150} style={{ overflowWrap: 'anywhere' }}>
                        {linha.numeroFatura}
                      </Table.Td>
                      <Table.Td miw={150} style={{ overflowWrap: 'anywhere' }}>
                        {linha.numeroExtrato}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{linha.data}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {linha.valor}
                      </Table.Td>
                      <Table.Td miw={220}>{linha.motivo}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => removerLinha(erro._id)}
                          disabled={ocupado}
                        >
                          Remover
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}

      <ConfirmModal
        opened={confirmarTodos}
        title="Confirmar Exclusão"
        confirmLabel="Excluir"
        onClose={() => setConfirmarTodos(false)}
        onConfirm={excluirTodos}
      >
        <Text>{CONFIRM_ALL_TEXT}</Text>
      </ConfirmModal>
    </PaginaEmpresa>
  );
}
