import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyView } from '../../../components/ui/BusyView';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { AssociarExtratoModal } from '../../planilha/components/AssociarExtratoModal';
import type { LinhaParaAssociar } from '../../planilha/extratos';
import {
  useErrosCorrespondencia,
  useMarcarResolvida,
  useRemoverErro,
  useRemoverTodosErros,
} from '../api/erros-api';
import {
  COLUNAS_ERROS,
  descreverResolucao,
  descreverTotalErros,
  formatLinhaErro,
  ligacaoNaPlanilha,
  linhaParaAssociarDoErro,
} from '../relatorio-erros';

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
  const marcar = useMarcarResolvida(empresaId);
  const [confirmarTodos, setConfirmarTodos] = useState(false);
  const [paraAssociar, setParaAssociar] = useState<LinhaParaAssociar>();

  const marcarLinha = (id: string, resolvida: boolean) =>
    marcar.mutate(
      { id, resolvida },
      {
        onSuccess: (resposta) => notifications.show({ color: 'green', message: resposta.message }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Erro ao marcar a linha do relatório.',
            message: error.message,
          }),
      },
    );

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
        com segurança, com o motivo. Abra cada caso na planilha ou associe-lhe um extrato à mão e marque-o
        como resolvido: a marca fica mesmo depois de processar as correspondências de novo.
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
                  const ligacao = ligacaoNaPlanilha(empresaId, erro);
                  const associavel = linhaParaAssociarDoErro(erro);
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
                      <Table.Td miw={220}>
                        {linha.motivo}
                        {erro.resolvida && (
                          <Text size="xs" fw={600} c="teal.9" mt={4}>
                            {descreverResolucao(erro.resolvida)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="wrap" miw={220}>
                          {ligacao && (
                            <Button
                              size="xs"
                              variant="default"
                              component={Link}
                              to={ligacao}
                              aria-label={`Abrir na planilha a linha ${linha.linha}`}
                            >
                              Abrir na planilha
                            </Button>
                          )}
                          {associavel && !erro.resolvida && (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => setParaAssociar(associavel)}
                              aria-label={`Associar um extrato à linha ${linha.linha}`}
                            >
                              Associar
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => marcarLinha(erro._id, !erro.resolvida)}
                            disabled={ocupado || marcar.isPending}
                            aria-label={
                              erro.resolvida
                                ? `Reabrir a linha ${linha.linha}`
                                : `Marcar a linha ${linha.linha} como resolvida`
                            }
                          >
                            {erro.resolvida ? 'Reabrir' : 'Resolvida'}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => removerLinha(erro._id)}
                            disabled={ocupado}
                          >
                            Remover
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}

      <AssociarExtratoModal
        key={paraAssociar?._id ?? 'nenhuma'}
        empresaId={empresaId}
        linha={paraAssociar}
        onClose={() => setParaAssociar(undefined)}
      />

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
