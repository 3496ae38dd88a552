import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { useMudarSenha } from '../api/conta-api';
import { type MudarSenhaErrors, type MudarSenhaValues, validateMudarSenha } from '../senha-form';

const VAZIO: MudarSenhaValues = { senhaAtual: '', novaSenha: '', confirmacao: '' };

/** Changing the password with the current one; the other sessions end, as after a reset. */
export function MudarSenhaSection() {
  const mudar = useMudarSenha();
  const [values, setValues] = useState<MudarSenhaValues>(VAZIO);
  const [errors, setErrors] = useState<MudarSenhaErrors>({});
  const [feito, setFeito] = useState<string>();

  const field = (name: keyof MudarSenhaValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      setFeito(undefined);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMudarSenha(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mudar.mutate(
      { senhaAtual: values.senhaAtual, novaSenha: values.novaSenha },
      {
        onSuccess: (resposta) => {
          setValues(VAZIO);
          setFeito(resposta.message);
        },
        onError: (error) => {
          const campo =
            error instanceof ApiError && error.status === 400
              ? campoDoErro(error.data, ['senhaAtual', 'novaSenha'] as const)
              : undefined;
          if (campo) setErrors({ [campo]: error.message });
        },
      },
    );
  };

  const erroGeral =
    mudar.isError && !errors.senhaAtual && !errors.novaSenha ? mudar.error.message : undefined;

  return (
    <Stack component="section" aria-labelledby="mudar-senha" gap="sm">
      <Title order={2} size="h3" id="mudar-senha">
        Palavra-passe
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack maw={420}>
          <PasswordField
            label="Palavra-passe atual"
            autoComplete="current-password"
            required
            {...field('senhaAtual')}
          />
          <PasswordField
            label="Nova palavra-passe"
            autoComplete="new-password"
            required
            {...field('novaSenha')}
          />
          <PasswordField
            label="Confirmar nova palavra-passe"
            autoComplete="new-password"
            required
            {...field('confirmacao')}
          />
          <Text size="sm">Ao mudar a palavra-passe, as sessões abertas noutros dispositivos terminam.</Text>
          {erroGeral && (
            <Alert color="red" variant="light">
              {erroGeral}
            </Alert>
          )}
          {feito && (
            <Alert color="green" variant="light" role="status">
              {feito}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={mudar.isPending}>
              Mudar a palavra-passe
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
