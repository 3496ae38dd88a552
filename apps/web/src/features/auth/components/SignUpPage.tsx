import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { login, signUp } from '../api/auth-api';
import { type SignUpErrors, type SignUpValues, validateSignUp } from '../sign-up-validation';
import { AuthCard } from './AuthCard';

const SIGN_UP_FAILED_MESSAGE = 'Erro ao realizar o registo. Verifique as informações.';
const SIGN_UP_DONE_MESSAGE = 'Utilizador criado com sucesso!';
/** Where a new account starts: its (empty) company list explains the ways in. */
const PRIMEIRA_PAGINA = '/conta/lista-empresa';

const EMPTY: SignUpValues = { nome: '', email: '', senha: '', confirmacao: '', telefone: '' };

export function SignUpPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<{ serverMessage?: string }>();
  const [done, setDone] = useState(false);

  const mutation = useMutation({
    mutationFn: () =>
      signUp({
        nome: values.nome.trim(),
        email: values.email.trim(),
        senha: values.senha,
        telefone: values.telefone.trim(),
      }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: SIGN_UP_DONE_MESSAGE });
      setDone(true);
      // Issue 20 overrides SPEC §4 (to /login): the web app signs the new account in with the normal login
      // call, so /api/signup answers as SPEC §7 says. A refused login leaves the person on /login, as before.
      try {
        await login(values.email.trim(), values.senha);
        navigate(PRIMEIRA_PAGINA, { replace: true });
      } catch {
        navigate('/login');
      }
    },
    onError: (error) => {
      // 400/409 carry a reason the user can act on; it goes under the field it is about (issue 20): a 409 is
      // the e-mail already registered, a 400 names its field. SPEC §8's message stays above the button.
      const userFixable = error instanceof ApiError && (error.status === 400 || error.status === 409);
      const campo = !userFixable
        ? undefined
        : error.status === 409
          ? 'email'
          : campoDoErro(error.data, ['nome', 'email', 'senha', 'telefone'] as const);
      if (campo) setErrors((current) => ({ ...current, [campo]: error.message }));
      setFailure({ serverMessage: userFixable && !campo ? error.message : undefined });
    },
  });

  const field = (name: keyof SignUpValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(undefined);
    mutation.mutate();
  };

  return (
    <AuthCard title="Criar conta">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Nome" autoComplete="name" required {...field('nome')} />
          <TextInput label="E-mail" type="email" autoComplete="email" required {...field('email')} />
          <PasswordField label="Palavra-passe" autoComplete="new-password" required {...field('senha')} />
          <PasswordField
            label="Confirmar palavra-passe"
            autoComplete="new-password"
            required
            {...field('confirmacao')}
          />
          <TextInput
            label="Telefone"
            description="Opcional"
            type="tel"
            autoComplete="tel"
            {...field('telefone')}
          />
          {failure && (
            <Alert color="red" variant="light">
              <Text size="sm">{SIGN_UP_FAILED_MESSAGE}</Text>
              {failure.serverMessage && (
                <Text size="sm" mt={4}>
                  {failure.serverMessage}
                </Text>
              )}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} disabled={done} fullWidth>
            Criar conta
          </Button>
          <Text size="sm">
            Já tem conta?{' '}
            <Anchor component={Link} to="/login">
              Iniciar sessão
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
