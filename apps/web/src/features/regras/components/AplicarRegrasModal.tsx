import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useAplicarRegras, usePrevisaoRegras } from '../api/regras-api';

const linhas = (n: number) => (n === 1 ? '1 linha' : `${n} linhas`);

/**
 * 'Aplicar às linhas por classificar': the count first (per rule), then the apply, all or nothing. Each row
 * changed gets its history entry as an edit of the person who applied.
 */
export function AplicarRegrasModal({
  empresaId,
  opened,
  onClose,
  onAplicadas,
}: {
  empresaId: string;
  opened: boolean;
  onClose: () => void;
  onAplicadas: (mensagem: string) => void;
}) {
  const previsao = usePrevisaoRegras(empresaId, opened);
  const aplicar = useAplicarRegras(empresaId);
  const fechar = () => {
    aplicar.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={aplicar.isPending ? () => {} : fechar}
      title="Aplicar às linhas por classificar"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        {previsao.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>A contar as linhas por classificar…</Text>
          </Group>
        )}
        {previsao.isError && (
          <Alert color="red" variant="light" role="alert">
            Não foi possível contar as linhas por classificar. {previsao.error.message}
          </Alert>
        )}
        {previsao.data && (
          <>
            <Text data-testid="previsao-regras">
              {previsao.data.linhas === 0
                ? `Há ${linhas(previsao.data.porClassificar)} por classificar; nenhuma regra lhes serve.`
                : `As regras classificam ${linhas(previsao.data.linhas)} das ${linhas(previsao.data.porClassificar)} por classificar.`}
            </Text>
            {previsao.data.porRegra.length > 0 && (
              <List size="sm" spacing={2}>
                {previsao.data.porRegra.map((r) => (
                  <List.Item key={`${r.origem}:${r._id}`}>
                    {r.descricao}
                    {r.origem === 'base' ? ' (regra base)' : ''}: {linhas(r.linhas)}
                  </List.Item>
                ))}
              </List>
            )}
            <Text size="sm" c="dimmed">
              Só se preenche o que está por classificar; o que uma pessoa escolheu fica. Cada linha mudada
              fica no seu histórico.
            </Text>
          </>
        )}
        {aplicar.isError && (
          <Alert color="red" variant="light" role="alert">
            Nada foi mudado: {aplicar.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={fechar} disabled={aplicar.isPending}>
            Cancelar
          </Button>
          <Button
            onClick={() =>
              aplicar.mutate(undefined, {
                onSuccess: (r) => {
                  onAplicadas(r.message);
                  fechar();
                },
              })
            }
            loading={aplicar.isPending}
            disabled={!previsao.data || previsao.data.linhas === 0}
          >
            {previsao.data ? `Classificar ${linhas(previsao.data.linhas)}` : 'Classificar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
