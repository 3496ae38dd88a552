import { eurosToCents, formatEuros, formatPtDate } from '@contas/core';
import type { ResumoResposta } from '@contas/core/contrato';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import type { Role } from '../../../lib/roles';
import { useDefinirCapitalProprio } from '../api/resumo-api';
import { ErroAoGuardar } from './ErroAoGuardar';

const SAVE_FAILED_MESSAGE = 'Erro ao guardar o capital próprio.';

interface CapitalProprioPainelProps {
  empresaId: string;
  ano: number;
  role: Role;
  capital: ResumoResposta['capitalProprio'];
}

/**
 * The company's equity of the year (capital próprio): what the equity productivity divides by. Everyone
 * sees it; an admin enters, changes or removes it.
 */
export function CapitalProprioPainel({ empresaId, ano, role, capital }: CapitalProprioPainelProps) {
  const definir = useDefinirCapitalProprio(empresaId);
  const [texto, setTexto] = useState<number | string>(capital?.valor ?? '');
  const rotulo = `Capital próprio de ${ano}`;
  const atual = capital
    ? `${rotulo}: ${formatEuros(eurosToCents(capital.valor))}${
        capital.atualizadoPor ? `, indicado por ${capital.atualizadoPor.nome}` : ''
      } em ${formatPtDate(capital.atualizadoEm.slice(0, 10))}.`
    : `${rotulo}: não indicado.`;

  const enviar = (valor: number | null) =>
    definir.mutate(
      { ano, valor },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: valor === null ? 'Capital próprio retirado.' : 'Capital próprio guardado.',
          });
          if (valor === null) setTexto('');
        },
      },
    );

  const guardar = (event: FormEvent) => {
    event.preventDefault();
    enviar(texto === '' ? null : Number(texto));
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={rotulo}>
      <Stack gap="xs">
        <Text size="sm">{atual}</Text>
        {role === 'admin' && (
          <form onSubmit={guardar}>
            <Group align="flex-end" gap="sm">
              <NumberInput
                label={`${rotulo} (€)`}
                description="No fim do ano, como no balanço; pode ser negativo."
                value={texto}
                onChange={setTexto}
                decimalScale={2}
                decimalSeparator=","
                thousandSeparator="."
                allowNegative
                hideControls
                w={240}
              />
              <Button type="submit" size="sm" loading={definir.isPending}>
                Guardar
              </Button>
              {capital && (
                <Button variant="subtle" size="sm" onClick={() => enviar(null)} disabled={definir.isPending}>
                  Retirar
                </Button>
              )}
            </Group>
          </form>
        )}
        {definir.isError && <ErroAoGuardar mensagem={SAVE_FAILED_MESSAGE} erro={definir.error} />}
      </Stack>
    </Paper>
  );
}
