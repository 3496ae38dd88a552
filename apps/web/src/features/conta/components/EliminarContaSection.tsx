import { Alert, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError, endSession } from '../../../lib/api-client';
import { clearSelectedEmpresa } from '../../../lib/selected-empresa';
import { REQUIRED_MESSAGE } from '../../../lib/validation';
import { useEliminarConta } from '../api/conta-api';

/**
 * GDPR art. 17: the account and the personal data go, confirmed by typing the password. The server refuses,
 * with the reason, while the account is the last admin of a company with other members or data.
 */
export function EliminarContaSection() {
  const eliminar = useEliminarConta();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [aberto, setAberto] = useState(false);
  const [senha, setSenha] = useState('');
  const [senhaErro, setSenhaErro] = useState<string>();

  const fechar = () => {
    setAberto(false);
    setSenha('');
    setSenhaErro(undefined);
    eliminar.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!senha) {
      setSenhaErro(REQUIRED_MESSAGE);
      return;
    }
    eliminar.mutate(
      { senha },
      {
        onSuccess: async (resposta) => {
          notifications.show({ color: 'green', message: resposta.message });
          // The sessions ended on the server with the account: signed out as by Logout (SPEC §4).
          await navigate('/login', { replace: true });
          clearSelectedEmpresa();
          endSession();
          queryClient.clear();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setSenhaErro(error.message);
        },
      },
    );
  };

  // A 409 says which company holds the account back; other failures their own message.
  const recusa = eliminar.isError && !senhaErro ? eliminar.error.message : undefined;

  return (
    <Stack component="section" aria-labelledby="eliminar-conta" gap="sm" align="flex-start">
      <Title order={2} size="h3" id="eliminar-conta">
        Eliminar a conta
      </Title>
      <Text size="sm" maw={640}>
        Apaga a sua conta, as sessões, as ligações às empresas e os convites para o seu e-mail. Os registos
        que fez nas empresas (linhas e o seu histórico) ficam com as empresas, sem o seu nome. Se for o único
        administrador de uma empresa com outros membros ou com dados, nomeie primeiro outro administrador ou
        elimine a empresa.
      </Text>
      <Button color="red" variant="light" onClick={() => setAberto(true)}>
        Eliminar a minha conta
      </Button>
      <Modal
        opened={aberto}
        onClose={eliminar.isPending ? () => {} : fechar}
        title="Eliminar a conta"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">Esta ação é irreversível. Para confirmar, escreva a sua palavra-passe.</Text>
            <PasswordField
              label="Palavra-passe"
              autoComplete="current-password"
              required
              data-autofocus
              value={senha}
              error={senhaErro}
              onChange={(event) => {
                setSenha(event.currentTarget.value);
                setSenhaErro(undefined);
              }}
            />
            {recusa && (
              <Alert color="red" variant="light">
                {recusa}
              </Alert>
            )}
            <Button type="submit" color="red" loading={eliminar.isPending}>
              Eliminar definitivamente
            </Button>
            <Button variant="default" onClick={fechar} disabled={eliminar.isPending}>
              Cancelar
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
