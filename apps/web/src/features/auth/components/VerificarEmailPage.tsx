import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { verifyEmail } from '../api/auth-api';
import { useSession } from '../hooks/use-session';
import { AuthCard } from './AuthCard';

const FALHOU = 'Não foi possível confirmar o e-mail. O link pode ter expirado ou já ter sido usado.';

/** The link of the sign-up e-mail (`/verificar-email/{token}`): confirms the address and says what happened. */
export function VerificarEmailPage() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationFn: () => verifyEmail(token),
    // The profile (and so the invitations and the banner) changes with the address's state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['perfil'] }),
  });

  // Once per token: React's development double effects must not spend the single-use link twice.
  const pedido = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || pedido.current === token) return;
    pedido.current = token;
    mutate();
  }, [token, mutate]);

  return (
    <AuthCard title="Confirmar e-mail">
      <Stack>
        {mutation.isPending && (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">A confirmar o seu e-mail…</Text>
          </Stack>
        )}
        {mutation.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {mutation.data.message}
          </Alert>
        )}
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {mutation.error instanceof ApiError && mutation.error.status === 400
              ? mutation.error.message
              : FALHOU}
            <Text size="sm" mt={4}>
              Pode pedir um novo link na sua conta, depois de iniciar sessão.
            </Text>
          </Alert>
        )}
        {user ? (
          <Anchor component={Link} to="/conta/lista-empresa" size="sm">
            Ir para as suas empresas
          </Anchor>
        ) : (
          <Anchor component={Link} to="/login" size="sm">
            Iniciar sessão
          </Anchor>
        )}
      </Stack>
    </AuthCard>
  );
}
