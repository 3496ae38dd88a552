import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { caminhoEmpresa } from '../../empresa-area/paginas';
import { type Loja, useAtualizarLoja, useLoja } from '../api/loja-api';
import { type LojaDraft, lojaDraft, lojaPayload, NOME_DA_LOJA_OBRIGATORIO, nomeDaLoja } from '../loja-form';
import { PessoalEditor, PessoalTable } from './PessoalTable';

const LOAD_FAILED_MESSAGE = 'Erro ao carregar os dados da loja';
/** The fields a refusal of the store's update may name (`detalhes.campo`), each shown under its input. */
const CAMPOS_DA_LOJA = ['nome', 'email', 'telefone', 'morada', 'responsavel_loja', 'cont_resp_loja'] as const;
const UPDATE_FAILED_MESSAGE = 'Erro ao atualizar os dados da loja';
const UPDATED_MESSAGE = 'Dados da loja atualizados com sucesso!';

type TextField = 'nome' | 'email' | 'telefone' | 'morada' | 'responsavel_loja';

function Campo({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'break-word' }}>{value === null || value === '' ? '—' : value}</Text>
    </div>
  );
}

function LojaView({ loja, onEdit }: { loja: Loja; onEdit: () => void }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Campo label="Nome" value={nomeDaLoja(loja.nome)} />
        <Campo label="E-mail" value={loja.email} />
        <Campo label="Telefone" value={loja.telefone} />
        <Campo label="Morada" value={loja.morada} />
        <Campo label="Responsável da loja" value={loja.responsavel_loja} />
        <Campo label="Contacto do responsável" value={loja.cont_resp_loja} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Número de colaboradores
        </Title>
        <PessoalTable rows={loja.employee ?? []} />
      </Stack>
      <Group>
        <Button onClick={onEdit}>Editar</Button>
      </Group>
    </Stack>
  );
}

function LojaForm({ loja, empresaId, onDone }: { loja: Loja; empresaId: string; onDone: () => void }) {
  const atualizar = useAtualizarLoja(loja._id, empresaId);
  const [draft, setDraft] = useState<LojaDraft>(() => lojaDraft(loja));
  const [currentYear] = useState(() => new Date().getFullYear());
  const [nomeErro, setNomeErro] = useState<string>();

  const field = (name: TextField) => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
      if (name === 'nome') setNomeErro(undefined);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.nome.trim()) {
      setNomeErro(NOME_DA_LOJA_OBRIGATORIO);
      return;
    }
    atualizar.mutate(lojaPayload(draft), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: UPDATED_MESSAGE });
        onDone();
      },
    });
  };

  // A 400 says what to fix (e.g. a repeated year): under the field it names, else below the form.
  const recusa =
    atualizar.error instanceof ApiError && atualizar.error.status === 400 ? atualizar.error : undefined;
  const campoRecusado = recusa && campoDoErro(recusa.data, CAMPOS_DA_LOJA);
  const erroDe = (campo: (typeof CAMPOS_DA_LOJA)[number]) =>
    campoRecusado === campo ? recusa?.message : undefined;
  const detalhe = campoRecusado ? undefined : recusa?.message;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nome" required {...field('nome')} error={nomeErro ?? erroDe('nome')} />
          <TextInput label="E-mail" type="email" {...field('email')} error={erroDe('email')} />
          <TextInput label="Telefone" type="tel" {...field('telefone')} error={erroDe('telefone')} />
          <TextInput label="Morada" {...field('morada')} error={erroDe('morada')} />
          <TextInput
            label="Responsável da loja"
            {...field('responsavel_loja')}
            error={erroDe('responsavel_loja')}
          />
          <NumberInput
            label="Contacto do responsável"
            value={draft.cont_resp_loja}
            onChange={(value) =>
              setDraft((current) => ({
                ...current,
                cont_resp_loja: typeof value === 'number' ? value : value === '' ? '' : Number(value) || '',
              }))
            }
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
            error={erroDe('cont_resp_loja')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Número de colaboradores
          </Title>
          <PessoalEditor
            rows={draft.employee}
            currentYear={currentYear}
            onChange={(employee) => setDraft((current) => ({ ...current, employee }))}
          />
        </Stack>
        {atualizar.isError && (
          <Alert color="red" variant="light">
            <Text size="sm">{UPDATE_FAILED_MESSAGE}</Text>
            {detalhe && (
              <Text size="sm" mt={4}>
                {detalhe}
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

/** SPEC §2 "Shop details page" (admin): the shop's fields and headcount, view ⇄ edit. */
export function LojaPage() {
  const { empresaId = '', lojaId = '' } = useParams();
  const { data: loja, isPending, isError } = useLoja(lojaId);
  const [editing, setEditing] = useState(false);
  // A shop of another company is not shown under this one's address.
  const outraEmpresa = loja?.empresa?._id !== undefined && loja.empresa._id !== empresaId;

  return (
    <PaginaEmpresa titulo={loja && !outraEmpresa ? nomeDaLoja(loja.nome) : 'Loja'}>
      <Anchor component={Link} to={caminhoEmpresa(empresaId, 'admin')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          Voltar à Administração
        </Group>
      </Anchor>
      {isPending ? (
        <PageLoader />
      ) : isError || outraEmpresa ? (
        <Alert color="red" variant="light">
          {LOAD_FAILED_MESSAGE}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          {editing ? (
            <LojaForm loja={loja} empresaId={empresaId} onDone={() => setEditing(false)} />
          ) : (
            <LojaView loja={loja} onEdit={() => setEditing(true)} />
          )}
        </Paper>
      )}
    </PaginaEmpresa>
  );
}
