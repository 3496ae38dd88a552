import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../../auth/api/auth-api';
import { useProfile } from '../api/profile-api';

/**
 * Until the address is confirmed the account sees no invitation and creates no company: says so, and sends
 * a new link on request.
 */
export function AvisoEmailPorConfirmar() {
  const { data: perfil } = useProfile();
  const reenvio = useMutation({ mutationFn: resendVerification });
  if (!perfil || perfil.emailVerificado) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconMailExclamation size={18} />}
      title="Confirme o seu e-mail"
    >
      <Text size="sm">
        Enviámos um link para {perfil.email}. Enquanto não o abrir, não vê convites nem pode criar empresas.
      </Text>
      <Group mt="xs" gap="sm">
        <Button
          size="xs"
          variant="light"
          loading={reenvio.isPending}
          disabled={reenvio.isSuccess}
          onClick={() => reenvio.mutate()}
        >
          Reenviar o link
        </Button>
        {(reenvio.isSuccess || reenvio.isError) && (
          <Text size="sm" role="status" c={reenvio.isError ? 'red' : undefined}>
            {reenvio.isSuccess ? reenvio.data.message : reenvio.error?.message}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
