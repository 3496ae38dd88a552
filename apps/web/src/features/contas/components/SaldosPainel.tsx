import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { ContaBancaria } from '@contas/core/contrato';
import {
  Alert,
  Badge,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { ErroAoGuardar } from '../../relatorios/components/ErroAoGuardar';
import { useContas, useDefinirConta } from '../api/contas-api';
import { descreverFalha, nomeDaConta, totalDosSaldos } from '../saldos';

const SEM_LOJA = '';

interface SaldosPainelProps {
  empresaId: string;
  lojas: ReadonlyArray<{ _id: string; nome: string }>;
  podeEditar: boolean;
}

/** A store asked for an account, waiting for the person to confirm (and say whether its lines move too). */
type Mudanca = { conta: ContaBancaria; lojaId: string | null };

/**
 * 'Saldos': each bank account the statements named, its last balance and date, and whether its
 * statements chain (opening + lines = closing, every day covered) — where not, the period and the
 * amount. Editors say which store an account is of (its lines go there on import).
 */
export function SaldosPainel({ empresaId, lojas, podeEditar }: SaldosPainelProps) {
  const tituloId = useId();
  const { data, isPending, isError } = useContas(empresaId);
  const definir = useDefinirConta(empresaId);
  const [mudanca, setMudanca] = useState<Mudanca>();
  const [moverLinhas, setMoverLinhas] = useState(true);
  const contas = data?.contas ?? [];

  const nomeDaLoja = (lojaId: string | null) =>
    lojaId === null
      ? 'nenhuma loja (a primeira recebe as linhas)'
      : (lojas.find((l) => l._id === lojaId)?.nome ?? '—');

  const confirmar = () => {
    if (!mudanca) return;
    definir.mutate(
      { ...mudanca, moverLinhas },
      {
        onSuccess: ({ linhasMovidas }) => {
          notifications.show({
            color: 'green',
            message:
              linhasMovidas > 0
                ? `Loja da conta guardada; ${linhasMovidas === 1 ? '1 linha mudou' : `${linhasMovidas} linhas mudaram`} de loja.`
                : 'Loja da conta guardada.',
          });
          setMudanca(undefined);
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={tituloId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={tituloId}>
            Saldos
          </Title>
          {contas.length > 0 && (
            <Text size="sm">
              Total dos últimos saldos: <strong>{formatEuros(totalDosSaldos(contas))}</strong>
            </Text>
          )}
        </Group>
        {isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">A carregar os saldos...</Text>
          </Group>
        ) : isError ? (
          <Alert color="red" variant="light" role="alert">
            Não foi possível carregar os saldos das contas.
          </Alert>
        ) : contas.length === 0 ? (
          <Text size="sm" c="dimmed">
            Ainda não há extratos bancários importados.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-labelledby={tituloId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Banco</Table.Th>
                  <Table.Th>Conta</Table.Th>
                  <Table.Th>Loja</Table.Th>
                  <Table.Th ta="right">Último saldo</Table.Th>
                  <Table.Th>Continuidade</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contas.map((conta) => (
                  <Table.Tr key={conta._id} data-conta={conta._id}>
                    <Table.Td>{conta.banco}</Table.Td>
                    <Table.Td>{nomeDaConta(conta)}</Table.Td>
                    <Table.Td>
                      {podeEditar ? (
                        <NativeSelect
                          aria-label={`Loja da conta ${nomeDaConta(conta)}`}
                          size="xs"
                          data={[
                            { value: SEM_LOJA, label: 'Sem loja' },
                            ...lojas.map((l) => ({ value: l._id, label: l.nome })),
                          ]}
                          value={conta.loja?._id ?? SEM_LOJA}
                          disabled={definir.isPending}
                          onChange={(event) => {
                            const valor = event.currentTarget.value;
                            definir.reset();
                            setMoverLinhas(true);
                            setMudanca({ conta, lojaId: valor === SEM_LOJA ? null : valor });
                          }}
                        />
                      ) : (
                        (conta.loja?.nome ?? 'Sem loja')
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {conta.ultimoSaldo ? (
                        <>
                          {formatEuros(eurosToCents(conta.ultimoSaldo.valor))}
                          <Text span size="xs" c="dimmed">
                            {' '}
                            em {formatPtDate(conta.ultimoSaldo.data)}
                          </Text>
                        </>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          Sem saldo nos extratos
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {conta.continuidade.ok ? (
                        <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
                          Sem falhas
                        </Badge>
                      ) : (
                        <Stack gap={2}>
                          {conta.continuidade.falhas.map((falha) => (
                            <Text key={`${falha.tipo}-${falha.de}`} size="sm" c="red.9">
                              {descreverFalha(falha)}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <ConfirmModal
        opened={mudanca !== undefined}
        title="Loja da conta"
        confirmLabel="Guardar"
        onConfirm={confirmar}
        onClose={() => setMudanca(undefined)}
        loading={definir.isPending}
      >
        {mudanca && (
          <Stack gap="xs">
            <Text>
              A conta {nomeDaConta(mudanca.conta)} ({mudanca.conta.banco}) passa a ser de{' '}
              {nomeDaLoja(mudanca.lojaId)}: as linhas dos próximos extratos vão para lá.
            </Text>
            <Checkbox
              label="Mover também as linhas já importadas desta conta que estão na loja anterior"
              checked={moverLinhas}
              onChange={(event) => setMoverLinhas(event.currentTarget.checked)}
            />
            {definir.isError && (
              <ErroAoGuardar mensagem="Erro ao guardar a loja da conta." erro={definir.error} />
            )}
          </Stack>
        )}
      </ConfirmModal>
    </Paper>
  );
}
