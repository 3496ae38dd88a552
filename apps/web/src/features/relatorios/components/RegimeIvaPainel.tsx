import type { RegimeDoAnoJson } from '@contas/core/contrato';
import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDefinirRegimeIva } from '../api/relatorios-api';
import { ErroAoGuardar } from './ErroAoGuardar';

const SAVED_MESSAGE = 'Regime de IVA guardado.';
const SAVE_FAILED_MESSAGE = 'Erro ao guardar o regime de IVA.';

const OPCOES = [
  { value: 'automatico', label: 'Pela regra dos 650.000,00 €' },
  { value: 'mensal', label: 'Mensal' },
  { value: 'trimestral', label: 'Trimestral' },
];

/** The admin's choice of each year's VAT regime (monthly, quarterly, or the €650 000 rule). */
export function RegimeIvaPainel({
  empresaId,
  regimes,
}: {
  empresaId: string;
  regimes: ReadonlyArray<readonly [ano: number, regime: RegimeDoAnoJson]>;
}) {
  const definir = useDefinirRegimeIva(empresaId);
  const mudar = (ano: number, valor: string) =>
    definir.mutate(
      { ano, regime: valor === 'mensal' || valor === 'trimestral' ? valor : null },
      { onSuccess: () => notifications.show({ color: 'green', message: SAVED_MESSAGE }) },
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600}>Regime de IVA (administrador)</Text>
        <Group gap="md" wrap="wrap">
          {regimes.map(([ano, r]) => (
            <NativeSelect
              key={ano}
              label={`Regime de IVA de ${ano}`}
              data={OPCOES}
              value={r.origem === 'manual' ? r.regime : 'automatico'}
              onChange={(event) => mudar(ano, event.currentTarget.value)}
              disabled={definir.isPending}
              miw={240}
            />
          ))}
        </Group>
        {definir.isError && <ErroAoGuardar mensagem={SAVE_FAILED_MESSAGE} erro={definir.error} />}
      </Stack>
    </Paper>
  );
}
