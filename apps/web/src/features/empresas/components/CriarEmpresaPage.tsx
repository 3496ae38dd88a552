import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../conta/api/profile-api';
import { useCriarEmpresa } from '../api/empresas-api';
import {
  type CriarEmpresaErrors,
  type CriarEmpresaValues,
  campoDaRecusa,
  criarEmpresaPayload,
  validateCriarEmpresa,
} from '../criar-empresa-form';

const CREATED_MESSAGE = 'Empresa criada com sucesso!';
const CREATE_FAILED_MESSAGE = 'Erro ao criar empresa. Verifique as informações e tente novamente.';
const NO_PERMISSION_MESSAGE = 'Sem permissão para criar empresas.';
const PROFILE_FAILED_MESSAGE = 'Não foi possível verificar as suas permissões. Tente novamente.';
/** SPEC §4: back to the company list 0.5 s after success. */
const REDIRECT_DELAY_MS = 500;

const EMPTY: CriarEmpresaValues = { nome: '', nif: '', endereco: '', telefone: '', email: '' };

type Failure = { kind: 'conflict'; message: string } | { kind: 'other'; detail?: string };

function SemPermissao() {
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light">
        {NO_PERMISSION_MESSAGE}
      </Alert>
      <Button component={Link} to="/conta/lista-empresa" variant="default">
        Voltar
      </Button>
    </Stack>
  );
}

function CriarEmpresaForm() {
  const navigate = useNavigate();
  const criar = useCriarEmpresa();
  const [values, setValues] = useState<CriarEmpresaValues>(EMPTY);
  const [errors, setErrors] = useState<CriarEmpresaErrors>({});
  const [failure, setFailure] = useState<Failure>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/conta/lista-empresa'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const field = (name: keyof CriarEmpresaValues) => ({
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
    const found = validateCriarEmpresa(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(undefined);
    criar.mutate(criarEmpresaPayload(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: CREATED_MESSAGE });
        setDone(true);
      },
      onError: (error) => {
        // A refusal about one field is said under that field (issue 20), not at the bottom of the form.
        const campo = error instanceof ApiError ? campoDaRecusa(error.status, error.data) : undefined;
        if (campo) {
          setErrors({ [campo]: error.message });
        } else if (error instanceof ApiError && error.status === 409) {
          setFailure({ kind: 'conflict', message: error.message });
        } else if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
          // A reason the user can act on (the NIF's check digit, no permission) goes under the generic text.
          setFailure({ kind: 'other', detail: error.message });
        } else {
          setFailure({ kind: 'other' });
        }
      },
    });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Nome" required autoComplete="organization" {...field('nome')} />
          <TextInput label="NIF" required inputMode="numeric" maxLength={11} {...field('nif')} />
          <TextInput label="E-mail" type="email" required autoComplete="email" {...field('email')} />
          <TextInput
            label="Endereço"
            description="Opcional"
            autoComplete="street-address"
            {...field('endereco')}
          />
          <TextInput
            label="Telefone"
            description="Opcional"
            type="tel"
            autoComplete="tel"
            {...field('telefone')}
          />
          {done && (
            <Alert color="green" variant="light">
              {CREATED_MESSAGE}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light">
              {failure.kind === 'conflict' ? (
                <Text size="sm">{failure.message}</Text>
              ) : (
                <>
                  <Text size="sm">{CREATE_FAILED_MESSAGE}</Text>
                  {failure.detail && (
                    <Text size="sm" mt={4}>
                      {failure.detail}
                    </Text>
                  )}
                </>
              )}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={criar.isPending} disabled={done}>
              Criar Empresa
            </Button>
            <Button component={Link} to="/conta/lista-empresa" variant="default">
              Cancelar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 "criar-empresa": only provider staff may create companies (SPEC §6). */
export function CriarEmpresaPage() {
  const { data: profile, isPending, isError } = useProfile();
  return (
    <Stack>
      <Title order={1}>Criar Nova Empresa</Title>
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <Alert color="red" variant="light">
          {PROFILE_FAILED_MESSAGE}
        </Alert>
      ) : !profile.podeCriarEmpresas ? (
        <SemPermissao />
      ) : (
        <CriarEmpresaForm />
      )}
    </Stack>
  );
}
