import type { EmpresaCompleta } from '@contas/core/contrato';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { EmpresaLogo } from '../../empresa-area/components/EmpresaLogo';
import { useAtualizarEmpresa } from '../api/admin-api';
import {
  type EmpresaInfo,
  type EmpresaInfoErrors,
  empresaInfoDraft,
  empresaInfoPayload,
  stripWebsiteScheme,
  validateEmpresaInfo,
  WEBSITE_PREFIX,
  websiteUrl,
} from '../empresa-form';

const SAVED_MESSAGE = 'Dados da empresa atualizados com sucesso!';
const SAVE_FAILED_MESSAGE = 'Erro ao atualizar os dados da empresa.';
/** The fields a refusal of the company's update may name (`detalhes.campo`). */
const CAMPOS_EMPRESA = ['nome', 'endereco', 'telefone', 'email', 'link', 'imagem_link'] as const;

function Campo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'break-word' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function EmpresaInfoView({ empresa, onEdit }: { empresa: EmpresaCompleta; onEdit: () => void }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Campo label="Nome">{empresa.nome}</Campo>
        <Campo label="NIF">{empresa.nif}</Campo>
        <Campo label="Endereço">{empresa.endereco}</Campo>
        <Campo label="Telefone">{empresa.telefone}</Campo>
        <Campo label="E-mail">{empresa.email}</Campo>
        <Campo label="Website">
          {empresa.link && (
            <Anchor href={websiteUrl(empresa.link)} target="_blank" rel="noopener noreferrer">
              {websiteUrl(empresa.link)}
            </Anchor>
          )}
        </Campo>
        <Campo label="Logótipo">
          <Group gap="sm" wrap="nowrap">
            <EmpresaLogo
              empresaId={empresa._id}
              imagemLink={empresa.imagem_link}
              nome={empresa.nome}
              size={40}
            />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              {empresa.imagem_link || 'Sem logótipo (é mostrado o desenho por omissão).'}
            </Text>
          </Group>
        </Campo>
      </SimpleGrid>
      <Group>
        <Button onClick={onEdit}>Editar</Button>
      </Group>
    </Stack>
  );
}

function EmpresaInfoForm({ empresa, onDone }: { empresa: EmpresaCompleta; onDone: () => void }) {
  const atualizar = useAtualizarEmpresa(empresa._id);
  const [draft, setDraft] = useState<EmpresaInfo>(() => empresaInfoDraft(empresa));
  const [errors, setErrors] = useState<EmpresaInfoErrors>({});

  // A refusal that names a field goes under it (issue 20); the SPEC's message stays above the buttons.
  const recusa =
    atualizar.error instanceof ApiError && atualizar.error.status === 400 ? atualizar.error : undefined;
  const campoRecusado = recusa && campoDoErro(recusa.data, CAMPOS_EMPRESA);
  const field = (name: keyof EmpresaInfo, transform: (value: string) => string = (v) => v) => ({
    value: draft[name],
    error: errors[name] ?? (campoRecusado === name ? recusa?.message : undefined),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = transform(event.currentTarget.value);
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmpresaInfo(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    atualizar.mutate(empresaInfoPayload(draft), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: SAVED_MESSAGE });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nome da empresa" required autoComplete="organization" {...field('nome')} />
          <TextInput
            label="NIF"
            value={empresa.nif}
            readOnly
            disabled
            description="O NIF não pode ser alterado."
          />
          <TextInput label="Endereço" autoComplete="street-address" {...field('endereco')} />
          <TextInput label="Telefone da empresa" type="tel" autoComplete="tel" {...field('telefone')} />
          <TextInput
            label="E-mail da empresa"
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          {/* SPEC §2: the website input is prefixed with the scheme; a typed one is dropped. */}
          <TextInput
            label="Website"
            placeholder="www.empresa.pt"
            leftSection={
              <Text size="sm" c="dimmed">
                {WEBSITE_PREFIX}
              </Text>
            }
            leftSectionWidth={64}
            leftSectionPointerEvents="none"
            {...field('link', stripWebsiteScheme)}
          />
          <TextInput
            label="Logótipo (URL)"
            type="url"
            placeholder="https://…/logotipo.png"
            description="Endereço de uma imagem; sem logótipo é mostrado um desenho por omissão."
            {...field('imagem_link')}
          />
        </SimpleGrid>
        {atualizar.isError && (
          <Alert color="red" variant="light">
            <Text size="sm">{SAVE_FAILED_MESSAGE}</Text>
            {!campoRecusado && (
              <Text size="sm" mt={4}>
                {atualizar.error.message}
              </Text>
            )}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={atualizar.isPending}>
            Guardar
          </Button>
          <Button variant="default" onClick={onDone} disabled={atualizar.isPending}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company's details, view ⇄ edit (SPEC §4 "Company info"). */
export function EmpresaInfoSection({ empresa }: { empresa: EmpresaCompleta }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack component="section" aria-labelledby="admin-empresa" gap="sm">
      <Title order={2} size="h3" id="admin-empresa">
        Dados da empresa
      </Title>
      {editing ? (
        <EmpresaInfoForm empresa={empresa} onDone={() => setEditing(false)} />
      ) : (
        <EmpresaInfoView empresa={empresa} onEdit={() => setEditing(true)} />
      )}
    </Stack>
  );
}
