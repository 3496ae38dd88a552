import type { PrazoDePagamento } from '@contas/core/contrato';
import { Badge, Button, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useDefinirPrazo } from '../api/relatorios-api';
import { descreverPrazo, lerPrazo, PRAZO_INVALIDO } from '../prazos';
import { ErroAoGuardar } from './ErroAoGuardar';

const SAVE_FAILED_MESSAGE = 'Erro ao guardar o prazo.';

interface PrazosPagamentoPainelProps {
  empresaId: string;
  prazos: readonly PrazoDePagamento[];
  podeEditar: boolean;
}

function EditarPrazo({
  empresaId,
  prazo,
  onFechar,
}: {
  empresaId: string;
  prazo: PrazoDePagamento;
  onFechar: () => void;
}) {
  const definir = useDefinirPrazo(empresaId);
  const [texto, setTexto] = useState<number | string>(prazo.dias);
  const [invalido, setInvalido] = useState(false);
  const grupo = `${prazo.categoria_A} · ${prazo.subcategoria_A}`;
  const guardar = (event: FormEvent) => {
    event.preventDefault();
    const dias = lerPrazo(texto);
    setInvalido(dias === undefined);
    if (dias === undefined) return;
    definir.mutate(
      { categoria_A: prazo.categoria_A, subcategoria_A: prazo.subcategoria_A, dias },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Prazo de ${grupo} guardado.` });
          onFechar();
        },
      },
    );
  };
  return (
    <form onSubmit={guardar} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <NumberInput
          aria-label={`Prazo de ${grupo}, em dias`}
          value={texto}
          onChange={(valor) => {
            setTexto(valor);
            setInvalido(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !definir.isPending) onFechar();
          }}
          error={invalido && PRAZO_INVALIDO}
          allowDecimal={false}
          allowNegative={false}
          suffix=" dias"
          hideControls
          w={120}
          size="xs"
          readOnly={definir.isPending}
          autoFocus
        />
        <Button type="submit" size="xs" loading={definir.isPending}>
          Guardar
        </Button>
        <Button variant="default" size="xs" onClick={onFechar} disabled={definir.isPending}>
          Cancelar
        </Button>
      </Group>
      {definir.isError && <ErroAoGuardar mensagem={SAVE_FAILED_MESSAGE} erro={definir.error} />}
    </form>
  );
}

function ReporPrazo({ empresaId, prazo }: { empresaId: string; prazo: PrazoDePagamento }) {
  const definir = useDefinirPrazo(empresaId);
  const grupo = `${prazo.categoria_A} · ${prazo.subcategoria_A}`;
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      color="gray"
      loading={definir.isPending}
      aria-label={`Repor o prazo medido de ${grupo}`}
      onClick={() =>
        definir.mutate(
          { categoria_A: prazo.categoria_A, subcategoria_A: prazo.subcategoria_A, dias: null },
          { onSuccess: () => notifications.show({ color: 'green', message: `Prazo de ${grupo} reposto.` }) },
        )
      }
    >
      Repor medido
    </Button>
  );
}

/**
 * When each budget group reaches the cash (SPEC §2 "Cash flow - Budget"): the company's median delay
 * from issue to payment, its category's when it has too few documents, or an admin's, who may change
 * it here (the cash budget is reloaded).
 */
export function PrazosPagamentoPainel({ empresaId, prazos, podeEditar }: PrazosPagamentoPainelProps) {
  const [aEditar, setAEditar] = useState<string | null>(null);
  const tituloId = useId();
  if (prazos.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600} id={tituloId}>
          Prazos de recebimento e pagamento do orçamento
        </Text>
        <Text size="sm" c="dimmed">
          Cada linha do orçamento com Categoria B entra na caixa pelo seu total (com IVA) no mês do documento
          mais o prazo do seu grupo; o IVA é acertado com o Estado no próprio mês.
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table aria-labelledby={tituloId} striped withTableBorder={false} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Categoria A</Table.Th>
                <Table.Th>Subcategoria A</Table.Th>
                <Table.Th>Prazo</Table.Th>
                <Table.Th>Origem</Table.Th>
                {podeEditar && <Table.Th>Ações</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prazos.map((prazo) => {
                const chave = `${prazo.categoria_A}\u0000${prazo.subcategoria_A}`;
                const { prazo: texto, origem } = descreverPrazo(prazo);
                return (
                  <Table.Tr key={chave} data-prazo={`${prazo.categoria_A} · ${prazo.subcategoria_A}`}>
                    <Table.Td>{prazo.categoria_A}</Table.Td>
                    <Table.Td>{prazo.subcategoria_A}</Table.Td>
                    <Table.Td>
                      {aEditar === chave ? (
                        <EditarPrazo empresaId={empresaId} prazo={prazo} onFechar={() => setAEditar(null)} />
                      ) : (
                        <Group gap="xs" wrap="wrap">
                          <Text size="sm" fw={600}>
                            {texto}
                          </Text>
                          {prazo.origem === 'manual' && (
                            <Badge
                              variant="light"
                              color="orange"
                              style={{ textTransform: 'none', flexShrink: 0 }}
                            >
                              Manual
                            </Badge>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>{origem}</Table.Td>
                    {podeEditar && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            variant="subtle"
                            size="compact-xs"
                            onClick={() => setAEditar(chave)}
                            disabled={aEditar === chave}
                            aria-label={`Alterar o prazo de ${prazo.categoria_A} · ${prazo.subcategoria_A}`}
                          >
                            Alterar
                          </Button>
                          {prazo.origem === 'manual' && <ReporPrazo empresaId={empresaId} prazo={prazo} />}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
