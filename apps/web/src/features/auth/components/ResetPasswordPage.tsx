import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../../components/ui/PasswordField';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE, REQUIRED_MESSAGE } from '../../../lib/validation';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from './AuthCard';

const MISMATCH_MESSAGE = 'As senhas não coincidem.';
const RESET_FAILED_MESSAGE = 'Erro ao redefinir senha. O token pode ter expirado.';
const RESET_DONE_FALLBACK = 'Palavra-passe redefinida com sucesso!';
const REDIRECT_DELAY_MS = 3000;

interface FieldErrors {
  newPassword?: string;
  confirmation?: string;
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: () => resetPassword(token, newPassword) });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!newPassword) found.newPassword = REQUIRED_MESSAGE;
    else if (newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = PASSWORD_TOO_SHORT_MESSAGE;
    if (confirmation !== newPassword) found.confirmation = MISMATCH_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  return (
    <AuthCard title="Redefinir palavra-passe">
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label="Nova palavra-passe"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={errors.newPassword}
            disabled={mutation.isSuccess}
          />
          <PasswordField
            label="Confirmar nova palavra-passe"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={errors.confirmation}
            disabled={mutation.isSuccess}
          />
          {mutation.isSuccess && (
            <Alert color="green" variant="light">
              <Text size="sm">{mutation.data?.message || RESET_DONE_FALLBACK}</Text>
              <Text size="sm" mt={4}>
                A redirecionar para o login...
              </Text>
            </Alert>
          )}
          {mutation.isError && (
            <Alert color="red" variant="light">
              {RESET_FAILED_MESSAGE}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isSuccess} fullWidth>
            Redefinir palavra-passe
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Voltar ao login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
