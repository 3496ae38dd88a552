import type { EmpresaCompleta } from '@contas/core/contrato';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyView } from '../../../components/ui/BusyView';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { useEsquecerEmpresa } from '../../empresas/api/empresas-api';
import { useEliminarEmpresa } from '../api/admin-api';
import { confirmaNomeEmpresa } from '../empresa-form';

const DELETED_MESSAGE = 'Empresa eliminada com sucesso!';
const DELETE_FAILED_MESSAGE = 'Erro ao eliminar a empresa.';

/** Deleting the company: the name must be typed exactly before the button works. */
export function EliminarEmpresaSection({ empresa }: { empresa: EmpresaCompleta }) {
  const navigate = useNavigate();
  const esquecerEmpresa = useEsquecerEmpresa();
  const eliminar = useEliminarEmpresa(empresa._id);
  const [aberto, setAberto] = useState(false);
  const [confirmacao, setConfirmacao] = useState('');

  const fechar = () => {
    setAberto(false);
    setConfirmacao('');
    eliminar.reset();
  };

  const confirmar = () =>
    eliminar.mutate(undefined, {
      onSuccess: async (answer) => {
        notifications.show({ color: 'green', message: answer?.message || DELETED_MESSAGE });
        await esquecerEmpresa(empresa._id, async () => {
          await navigate('/conta/lista-empresa', { replace: true });
        });
      },
    });

  return (
    <Stack component="section" aria-labelledby="admin-eliminar" gap="sm">
      {eliminar.isPending && <BusyView kind="deleting" />}
      <Title order={2} size="h3" id="admin-eliminar">
        Eliminar empresa
      </Title>
      <Paper withBorder p="md" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Elimina a empresa, as suas lojas, os acessos dos utilizadores e todos os dados importados. Esta
            ação é irreversível.
          </Text>
          <Button color="red" variant="outline" onClick={() => setAberto(true)}>
            Eliminar empresa
          </Button>
        </Stack>
      </Paper>
      <ConfirmModal
        opened={aberto}
        title="Eliminar empresa"
        confirmLabel="Eliminar definitivamente"
        loading={eliminar.isPending}
        confirmDisabled={!confirmaNomeEmpresa(confirmacao, empresa.nome)}
        onClose={fechar}
        onConfirm={confirmar}
      >
        <Text size="sm">
          Para confirmar, escreva o nome da empresa exatamente como aparece: <strong>{empresa.nome}</strong>
        </Text>
        <TextInput
          label="Escreva o nome da empresa para confirmar"
          autoComplete="off"
          value={confirmacao}
          onChange={(event) => setConfirmacao(event.currentTarget.value)}
          data-autofocus
        />
        {eliminar.isError && (
          <Alert color="red" variant="light">
            <Text size="sm">{DELETE_FAILED_MESSAGE}</Text>
            <Text size="sm" mt={4}>
              {eliminar.error.message}
            </Text>
          </Alert>
        )}
      </ConfirmModal>
    </Stack>
  );
}
