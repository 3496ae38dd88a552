import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { LinhaPlanilha } from '@contas/core/contrato';
import {
  Alert,
  Button,
  Center,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useExtratosPendentes } from '../api/planilha-api';
import { filtrarExtratos, ordenarExtratosParaLinha } from '../extratos';
import { rotuloDaLinha } from '../guardar';

export const SEM_EXTRATOS_PENDENTES = 'Não há extratos pendentes para associar.';
export const ERRO_ASSOCIAR = 'Erro ao associar extrato.';

/** Shown at once; the filter narrows a long list. */
const MAXIMO_VISIVEL = 200;

interface AssociarExtratoModalProps {
  empresaId: string;
  linha: LinhaPlanilha | undefined;
  onClose: () => void;
  onAssociar: (idExtrato: string) => void;
  aAssociar: string | undefined;
  /** The failed call's error: a refusal of the server (409) is shown with its reason. */
  erro: unknown;
}

/** SPEC §4: a pending row without statement takes one of the company's pending statements. */
export function AssociarExtratoModal({
  empresaId,
  linha,
  onClose,
  onAssociar,
  aAssociar,
  erro,
}: AssociarExtratoModalProps) {
  const aberto = linha !== undefined;
  const extratos = useExtratosPendentes(empresaId, aberto);
  const [filtro, setFiltro] = useState('');
  const lista = ordenarExtratosParaLinha(filtrarExtratos(extratos.data ?? [], filtro), linha);

  return (
    <Modal
      opened={aberto}
      onClose={aAssociar ? () => {} : onClose}
      title="Associar extrato"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        {linha && (
          <Text size="sm">
            Linha: <strong>{rotuloDaLinha(linha)}</strong>
            {linha.fatura?.total !== null && linha.fatura?.total !== undefined
              ? ` — ${formatEuros(eurosToCents(linha.fatura.total))}`
              : ''}
          </Text>
        )}
        {erro !== undefined && (
          <Alert color="red" variant="light" role="alert" title={ERRO_ASSOCIAR}>
            {erro instanceof ApiError && erro.status === 409 ? erro.message : null}
          </Alert>
        )}
        {extratos.isPending ? (
          <Center py="lg">
            <Loader aria-label="A carregar extratos" />
          </Center>
        ) : extratos.isError ? (
          <Alert color="red" variant="light">
            Não foi possível carregar os extratos pendentes.
          </Alert>
        ) : extratos.data.length === 0 ? (
          <Text>{SEM_EXTRATOS_PENDENTES}</Text>
        ) : (
          <>
            <TextInput
              label="Filtrar extratos"
              placeholder="Descritivo, valor, data..."
              value={filtro}
              onChange={(event) => setFiltro(event.currentTarget.value)}
            />
            <ScrollArea.Autosize mah="55vh" type="auto">
              <Table striped highlightOnHover stickyHeader miw={640} aria-label="Extratos pendentes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Descritivo</Table.Th>
                    <Table.Th ta="right">Valor</Table.Th>
                    <Table.Th>Tipo</Table.Th>
                    <Table.Th>Banco</Table.Th>
                    <Table.Th>Conta</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Ação</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lista.slice(0, MAXIMO_VISIVEL).map((extrato) => (
                    <Table.Tr key={extrato._id}>
                      <Table.Td>{formatPtDate(extrato.dataMovimento)}</Table.Td>
                      <Table.Td>{extrato.descricao}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatEuros(eurosToCents(extrato.valor))}
                      </Table.Td>
                      <Table.Td>{extrato.tipoMovimento}</Table.Td>
                      <Table.Td>{extrato.banco}</Table.Td>
                      <Table.Td>{extrato.conta}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          onClick={() => onAssociar(extrato._id)}
                          loading={aAssociar === extrato._id}
                          disabled={aAssociar !== undefined && aAssociar !== extrato._id}
                        >
                          Associar
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {lista.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum extrato corresponde ao filtro.
              </Text>
            ) : lista.length > MAXIMO_VISIVEL ? (
              <Text size="sm" c="dimmed">
                A mostrar {MAXIMO_VISIVEL} de {lista.length} extratos; use o filtro para encontrar outros.
              </Text>
            ) : null}
          </>
        )}
        <Button
          variant="default"
          onClick={onClose}
          disabled={aAssociar !== undefined}
          style={{ alignSelf: 'flex-end' }}
        >
          Cancelar
        </Button>
      </Stack>
    </Modal>
  );
}
