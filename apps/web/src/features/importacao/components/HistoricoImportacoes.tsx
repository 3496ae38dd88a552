import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useAnularImportacao, useImportacoes, useReverterCategorizacao } from '../api/importacao-api';
import {
  descreverAnulacao,
  descreverRemovido,
  formatDataHora,
  formatoDistinto,
  type Importacao,
  importacoesRecentes,
  podeAnular,
  podeReverter,
} from '../historico-importacoes';
import { formatTipoFicheiro } from '../resumo-importacao';

const REVERT_FAILED_MESSAGE = 'Erro ao reverter a categorização.';
const LOAD_FAILED_MESSAGE = 'Não foi possível carregar as importações recentes.';
const UNDO_FAILED_MESSAGE = 'Não foi possível anular a importação.';

/**
 * The company's latest imports with their counts, and two actions: undoing the categorisation an import
 * applied automatically (rows categorised by hand since are kept by the server), and undoing the import
 * as a whole ('Anular importação', refused by the server while a person changed its rows).
 */
export function HistoricoImportacoes({ empresaId }: { empresaId: string }) {
  const { data, isPending, isError } = useImportacoes(empresaId);
  const reverter = useReverterCategorizacao(empresaId);
  const anular = useAnularImportacao(empresaId);
  // The file stays named while a dialog fades out: `aberto` closes it, `aReverter` keeps the text.
  const [aReverter, setAReverter] = useState<Importacao>();
  const [aberto, setAberto] = useState(false);
  const [aAnular, setAAnular] = useState<Importacao>();
  const [anularAberto, setAnularAberto] = useState(false);

  const confirmarAnulacao = () => {
    if (!aAnular) return;
    anular.mutate(aAnular._id, {
      onSuccess: (answer) => {
        setAnularAberto(false);
        notifications.show({
          color: 'green',
          title: answer.message,
          message: `${descreverRemovido(answer)}.`,
        });
      },
      onError: (error) => {
        setAnularAberto(false);
        notifications.show({ color: 'red', title: UNDO_FAILED_MESSAGE, message: error.message });
      },
    });
  };

  const confirmar = () => {
    if (!aReverter) return;
    reverter.mutate(aReverter._id, {
      onSuccess: (answer) => {
        setAberto(false);
        notifications.show({ color: 'green', message: answer.message });
      },
      onError: (error) => {
        setAberto(false);
        notifications.show({ color: 'red', title: REVERT_FAILED_MESSAGE, message: error.message });
      },
    });
  };

  const recentes = importacoesRecentes(data ?? []);

  return (
    <Stack component="section" aria-labelledby="importacoes-recentes" gap="sm">
      <Title order={2} size="h3" id="importacoes-recentes">
        Importações recentes
      </Title>
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <Text c="dimmed">{LOAD_FAILED_MESSAGE}</Text>
      ) : recentes.length === 0 ? (
        <Text c="dimmed">Ainda não há importações.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" aria-labelledby="importacoes-recentes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Ficheiro</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th ta="right">Importadas</Table.Th>
                <Table.Th ta="right">Duplicadas</Table.Th>
                <Table.Th ta="right">Recusadas</Table.Th>
                <Table.Th ta="right">Categorizadas</Table.Th>
                <Table.Th>Ação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recentes.map((importacao) => (
                <Table.Tr key={importacao._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDataHora(importacao.criadoEm)}</Table.Td>
                  <Table.Td miw={160} style={{ overflowWrap: 'anywhere' }}>
                    {importacao.ficheiro}
                  </Table.Td>
                  <Table.Td miw={150}>
                    <Text size="sm">{formatTipoFicheiro(importacao.tipo)}</Text>
                    {formatoDistinto(importacao) && (
                      <Text size="xs" c="dimmed">
                        {formatoDistinto(importacao)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{importacao.importadas}</Table.Td>
                  <Table.Td ta="right">{importacao.duplicadas}</Table.Td>
                  <Table.Td ta="right">{importacao.recusadas}</Table.Td>
                  <Table.Td ta="right">{importacao.categorizadas}</Table.Td>
                  <Table.Td>
                    {importacao.anulada ? (
                      <Text size="sm" c="dimmed">
                        {descreverAnulacao(importacao.anulada)}
                      </Text>
                    ) : podeReverter(importacao) || podeAnular(importacao) ? (
                      <Group gap="xs" wrap="nowrap">
                        {podeReverter(importacao) && (
                          <Button
                            size="xs"
                            variant="light"
                            color="orange"
                            onClick={() => {
                              setAReverter(importacao);
                              setAberto(true);
                            }}
                          >
                            Reverter categorização
                          </Button>
                        )}
                        {podeAnular(importacao) && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={`Anular importação de ${importacao.ficheiro}`}
                            onClick={() => {
                              setAAnular(importacao);
                              setAnularAberto(true);
                            }}
                          >
                            Anular importação
                          </Button>
                        )}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed" aria-label="Sem ações">
                        —
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ConfirmModal
        opened={aberto}
        title="Reverter categorização automática"
        confirmLabel="Reverter"
        loading={reverter.isPending}
        onClose={() => setAberto(false)}
        onConfirm={confirmar}
      >
        <Text>
          As linhas importadas de «{aReverter?.ficheiro}» que foram categorizadas automaticamente voltam a
          ficar sem categoria. As categorizações feitas à mão mantêm-se. Deseja continuar?
        </Text>
      </ConfirmModal>

      <ConfirmModal
        opened={anularAberto}
        title="Anular importação"
        confirmLabel="Anular importação"
        loading={anular.isPending}
        onClose={() => setAnularAberto(false)}
        onConfirm={confirmarAnulacao}
      >
        <Text>
          A importação de «{aAnular?.ficheiro}» é desfeita por inteiro: as linhas que só ela trouxe saem da
          planilha e dos relatórios, as correspondências feitas automaticamente com elas são desfeitas e os
          saldos das contas passam a ser os dos outros extratos.
        </Text>
        <Text size="sm" c="dimmed">
          Só é possível enquanto ninguém mexeu nessas linhas. Esta ação não pode ser revertida.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
