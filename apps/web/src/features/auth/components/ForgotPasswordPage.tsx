import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '../../../lib/validation';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard } from './AuthCard';

const SEND_FAILED_MESSAGE = 'Erro ao enviar email. Verifique se o email está correto.';
const SENT_FALLBACK_MESSAGE = 'Enviámos um e-mail com as instruções para redefinir a palavra-passe.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const mutation = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = !email.trim() ? REQUIRED_MESSAGE : !isEmail(email) ? INVALID_EMAIL_MESSAGE : undefined;
    setEmailError(error);
    if (!error) mutation.mutate(email.trim());
  };

  return (
    <AuthCard title="Recuperar palavra-passe">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Indique o e-mail da sua conta. Enviaremos um link para definir uma nova palavra-passe.
          </Text>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          {mutation.isSuccess && (
            <Alert color="green" variant="light">
              {mutation.data?.message || SENT_FALLBACK_MESSAGE}
            </Alert>
          )}
          {mutation.isError && (
            <Alert color="red" variant="light">
              {SEND_FAILED_MESSAGE}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Enviar link
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Voltar ao login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
