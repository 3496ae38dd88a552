import { Alert, Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { REQUIRED_MESSAGE } from '../../../lib/validation';
import { type Profile, useProfile, useUpdateProfile } from '../api/profile-api';
import { hasProfileChanges, type ProfileDraft, profileUpdatePayload } from '../profile-form';
import { DadosPessoaisSection } from './DadosPessoaisSection';
import { EliminarContaSection } from './EliminarContaSection';
import { MudarSenhaSection } from './MudarSenhaSection';

const UPDATE_FAILED_MESSAGE = 'Erro ao atualizar o perfil.';

function savedDraft(profile: Profile): ProfileDraft {
  return { nome: profile.nome ?? '', telefone: profile.telefone ?? '' };
}

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  return (
    <Stack>
      <ProfileField label="Nome" value={profile.nome} />
      <ProfileField label="E-mail" value={profile.email} />
      <ProfileField label="Telefone" value={profile.telefone} />
      <Group>
        <Button onClick={onEdit}>Editar</Button>
      </Group>
    </Stack>
  );
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const saved = savedDraft(profile);
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [nomeError, setNomeError] = useState<string>();
  const update = useUpdateProfile();
  const changed = hasProfileChanges(saved, draft);
  // A refusal that names a field goes under it (issue 20); any other stays above the buttons.
  const campoRecusado =
    update.error instanceof ApiError && update.error.status === 400
      ? campoDoErro(update.error.data, ['nome', 'telefone'] as const)
      : undefined;
  const erroDe = (campo: 'nome' | 'telefone') =>
    campoRecusado === campo ? update.error?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.nome.trim()) {
      setNomeError(REQUIRED_MESSAGE);
      return;
    }
    update.mutate(profileUpdatePayload(profile.email, draft), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Perfil atualizado com sucesso!' });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Nome"
          autoComplete="name"
          required
          value={draft.nome}
          error={nomeError ?? erroDe('nome')}
          onChange={(event) => {
            const nome = event.currentTarget.value;
            setDraft((current) => ({ ...current, nome }));
            setNomeError(undefined);
          }}
        />
        <TextInput
          label="E-mail"
          value={profile.email}
          readOnly
          disabled
          description="O e-mail não pode ser alterado."
        />
        <TextInput
          label="Telefone"
          type="tel"
          autoComplete="tel"
          value={draft.telefone}
          error={erroDe('telefone')}
          onChange={(event) => {
            const telefone = event.currentTarget.value;
            setDraft((current) => ({ ...current, telefone }));
          }}
        />
        {update.isError && !campoRecusado && (
          <Alert color="red" variant="light">
            {update.error.message || UPDATE_FAILED_MESSAGE}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Guardar
          </Button>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PerfilPage() {
  const { data: profile, isPending, isError } = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <Title order={1}>Perfil</Title>
      {isPending ? (
        <PageLoader />
      ) : isError || !profile ? (
        <Text>Nenhum dado de perfil encontrado.</Text>
      ) : (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={560}>
            {editing ? (
              <ProfileForm profile={profile} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView profile={profile} onEdit={() => setEditing(true)} />
            )}
          </Paper>
          <Divider />
          <MudarSenhaSection />
          <Divider />
          <DadosPessoaisSection />
          <Divider />
          <EliminarContaSection />
        </>
      )}
    </Stack>
  );
}
