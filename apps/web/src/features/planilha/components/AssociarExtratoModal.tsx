import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import { diferencaPedeConfirmacao } from '@contas/core/matching';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAssociarExtrato, useExtratosPendentes } from '../api/planilha-api';
import {
  type CandidatoExtrato,
  diferencaPorConfirmar,
  filtrarExtratos,
  type LinhaParaAssociar,
  ordenarExtratosParaLinha,
} from '../extratos';

export const SEM_EXTRATOS_PENDENTES = 'Não há extratos pendentes para associar.';
export const ERRO_ASSOCIAR = 'Erro ao associar extrato.';

/** Shown at once; the filter narrows a long list. */
const MAXIMO_VISIVEL = 200;

interface AssociarExtratoModalProps {
  empresaId: string;
  linha: LinhaParaAssociar | undefined;
  onClose: () => void;
  /** After the link is made (the dialog closes by itself). */
  onAssociada?: () => void;
}

/** '+3,00 €' / '-3,00 €' / '0,00 €': statement minus document, as the column and the question show it. */
function formatDiferenca(cents: number | null): string {
  if (cents === null) return '—';
  return `${cents > 0 ? '+' : ''}${formatEuros(cents)}`;
}

function perguntaDaDiferenca(linha: LinhaParaAssociar, candidato: CandidatoExtrato): string {
  const total = Math.abs(linha.documento.totalCents ?? 0);
  return (
    `O valor do extrato (${formatEuros(total + (candidato.pontuacao.diferencaCents ?? 0))}) difere do total ` +
    `do documento (${formatEuros(total)}) em ${formatDiferenca(candidato.pontuacao.diferencaCents)}.`
  );
}

/**
 * SPEC §4: a pending row without statement takes one of the company's pending statements. The candidates
 * come ranked by core's score with their difference; a difference over one cent is confirmed here before
 * the call, and a question the server still asks (409) is asked the same way.
 */
export function AssociarExtratoModal({ empresaId, linha, onClose, onAssociada }: AssociarExtratoModalProps) {
  const aberto = linha !== undefined;
  const extratos = useExtratosPendentes(empresaId, aberto);
  const associar = useAssociarExtrato(empresaId);
  const [filtro, setFiltro] = useState('');
  const [aAssociar, setAAssociar] = useState<string>();
  const [porConfirmar, setPorConfirmar] = useState<{ idExtrato: string; pergunta: string }>();
  const lista = linha
    ? ordenarExtratosParaLinha(filtrarExtratos(extratos.data ?? [], filtro), linha.documento)
    : [];

  const enviar = (idExtrato: string, confirmarDiferenca: boolean) => {
    if (!linha) return;
    setAAssociar(idExtrato);
    associar.mutate(
      { idPlanilha: linha._id, idExtrato, confirmarDiferenca },
      {
        onSuccess: () => {
          setPorConfirmar(undefined);
          notifications.show({ color: 'green', message: 'Extrato associado.' });
          onAssociada?.();
          onClose();
        },
        onError: (error) => {
          const pergunta = diferencaPorConfirmar(error);
          if (pergunta) {
            associar.reset();
            setPorConfirmar({ idExtrato, pergunta });
          } else {
            setPorConfirmar(undefined);
            console.error(ERRO_ASSOCIAR, error);
          }
        },
        onSettled: () => setAAssociar(undefined),
      },
    );
  };

  const escolher = (candidato: CandidatoExtrato) => {
    if (!linha) return;
    const diferenca = candidato.pontuacao.diferencaCents;
    if (diferencaPedeConfirmacao(diferenca)) {
      setPorConfirmar({ idExtrato: candidato.extrato._id, pergunta: perguntaDaDiferenca(linha, candidato) });
      return;
    }
    // Within a cent: the same amount, rounded differently; the server is told it was seen.
    enviar(candidato.extrato._id, diferenca !== null && diferenca !== 0);
  };

  const ocupado = aAssociar !== undefined;

  return (
    <Modal
      opened={aberto}
      onClose={ocupado ? () => {} : onClose}
      title="Associar extrato"
      size="min(1200px, 96vw)"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        {linha && (
          <Text size="sm">
            Linha: <strong>{linha.rotulo}</strong>
            {linha.documento.totalCents !== null
              ? ` — ${formatEuros(Math.abs(linha.documento.totalCents))}`
              : ''}
            {linha.documento.data ? ` — ${formatPtDate(linha.documento.data)}` : ''}
          </Text>
        )}
        {associar.isError && (
          <Alert color="red" variant="light" role="alert" title={ERRO_ASSOCIAR}>
            {associar.error instanceof ApiError && associar.error.status === 409
              ? associar.error.message
              : null}
          </Alert>
        )}
        {porConfirmar ? (
          <Alert color="yellow" variant="light" role="alertdialog" title="Confirmar diferença">
            <Stack gap="sm">
              <Text size="sm">{porConfirmar.pergunta}</Text>
              <Text size="sm">A diferença fica registada na associação e no histórico da linha.</Text>
              <Group gap="sm">
                <Button onClick={() => enviar(porConfirmar.idExtrato, true)} loading={ocupado} data-autofocus>
                  Associar com a diferença
                </Button>
                <Button variant="default" onClick={() => setPorConfirmar(undefined)} disabled={ocupado}>
                  Voltar
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : extratos.isPending ? (
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
            <Text size="xs" c="dimmed">
              Ordenados pela semelhança com a linha (0 a 100): valor, nome ou NIF, data e referência.
            </Text>
            <ScrollArea.Autosize mah="55vh" type="auto">
              <Table striped highlightOnHover stickyHeader aria-label="Extratos pendentes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <VisuallyHidden>Ação</VisuallyHidden>
                    </Table.Th>
                    <Table.Th ta="right">Semelhança</Table.Th>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Descritivo</Table.Th>
                    <Table.Th ta="right">Valor</Table.Th>
                    <Table.Th ta="right">Diferença</Table.Th>
                    <Table.Th>Banco e conta</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lista.slice(0, MAXIMO_VISIVEL).map((candidato) => {
                    const { extrato, pontuacao } = candidato;
                    const difere = diferencaPedeConfirmacao(pontuacao.diferencaCents);
                    return (
                      <Table.Tr key={extrato._id}>
                        <Table.Td>
                          <Button
                            size="xs"
                            onClick={() => escolher(candidato)}
                            loading={aAssociar === extrato._id}
                            disabled={ocupado && aAssociar !== extrato._id}
                            aria-label={`Associar ${extrato.descricao} de ${formatPtDate(extrato.dataMovimento)}`}
                          >
                            Associar
                          </Button>
                        </Table.Td>
                        <Table.Td ta="right">{Math.round(pontuacao.total)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatPtDate(extrato.dataMovimento)}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{extrato.descricao}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatEuros(eurosToCents(extrato.valor))}
                        </Table.Td>
                        <Table.Td
                          ta="right"
                          c={difere ? 'red.9' : undefined}
                          fw={difere ? 600 : undefined}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {formatDiferenca(pontuacao.diferencaCents)}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {[extrato.banco, extrato.conta].filter(Boolean).join(' · ')}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
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
        <Button variant="default" onClick={onClose} disabled={ocupado} style={{ alignSelf: 'flex-end' }}>
          Cancelar
        </Button>
      </Stack>
    </Modal>
  );
}
