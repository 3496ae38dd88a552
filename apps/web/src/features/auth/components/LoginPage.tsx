import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError } from '../../../lib/api-client';
import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '../../../lib/validation';
import { login } from '../api/auth-api';
import { redirectTarget } from '../redirect-target';
import { AuthCard } from './AuthCard';

const TOO_MANY_ATTEMPTS_MESSAGE = 'Muitas tentativas de login falhadas. Tente novamente mais tarde.';
const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas. Tente novamente.';
/** Lock length when a 429 comes without a readable Retry-After. */
const DEFAULT_LOCK_MS = 60_000;

interface FieldErrors {
  email?: string;
  senha?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const [lockMs, setLockMs] = useState<number>();

  // The server refuses further attempts for Retry-After seconds: so does the form.
  useEffect(() => {
    if (lockMs === undefined) return;
    const timer = setTimeout(() => {
      setLockMs(undefined);
      setError(undefined);
    }, lockMs);
    return () => clearTimeout(timer);
  }, [lockMs]);

  const mutation = useMutation({
    mutationFn: () => login(email.trim(), senha),
    onSuccess: () => navigate(redirectTarget(location.state), { replace: true }),
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 429) {
        setError(TOO_MANY_ATTEMPTS_MESSAGE);
        setLockMs(failure.retryAfterMs ?? DEFAULT_LOCK_MS);
      } else {
        setError(INVALID_CREDENTIALS_MESSAGE);
      }
    },
  });

  const locked = lockMs !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = REQUIRED_MESSAGE;
    else if (!isEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
    if (!senha) errors.senha = REQUIRED_MESSAGE;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0 || locked) return;
    setError(undefined);
    mutation.mutate();
  };

  return (
    <AuthCard title="Iniciar sessão">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrors.email}
            disabled={locked}
          />
          <PasswordField
            label="Palavra-passe"
            autoComplete="current-password"
            required
            value={senha}
            onChange={(event) => setSenha(event.currentTarget.value)}
            error={fieldErrors.senha}
            disabled={locked}
          />
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} disabled={locked} fullWidth>
            Entrar
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Esqueceu-se da palavra-passe?
            </Anchor>
            <Text size="sm">
              Ainda não tem conta?{' '}
              <Anchor component={Link} to="/sign-up">
                Criar conta
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
