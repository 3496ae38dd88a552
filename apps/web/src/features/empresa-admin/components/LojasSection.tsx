import type { EmpresaCompleta, LojaDaEmpresa } from '@contas/core/contrato';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { caminhoEmpresa } from '../../empresa-area/paginas';
import { NOME_DA_LOJA_OBRIGATORIO, nomeDaLoja } from '../../lojas/loja-form';
import { PARAMETRO_NOVA_LOJA } from '../../primeiros-passos/primeiros-passos';
import { useAdicionarLoja, useRemoverLoja } from '../api/admin-api';

const ADDED_MESSAGE = 'Loja adicionada com sucesso!';
const ADD_FAILED_MESSAGE = 'Erro ao adicionar a loja.';
const REMOVED_MESSAGE = 'Loja removida com sucesso!';
const REMOVE_FAILED_MESSAGE = 'Erro ao remover a loja.';

function AdicionarLojaModal({
  empresaId,
  opened,
  onClose,
}: {
  empresaId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const adicionar = useAdicionarLoja(empresaId);
  const [nome, setNome] = useState('');
  const [nomeErro, setNomeErro] = useState<string>();
  const [email, setEmail] = useState('');
  const [telefone, setTelefone] = useState('');

  const fechar = () => {
    setNome('');
    setNomeErro(undefined);
    setEmail('');
    setTelefone('');
    adicionar.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The store is named by whoever creates it: an empty form used to create 'LojaA' (issue 20).
    if (!nome.trim()) {
      setNomeErro(NOME_DA_LOJA_OBRIGATORIO);
      return;
    }
    adicionar.mutate(
      { nome: nome.trim(), email: email.trim(), telefone: telefone.trim() },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer?.message || ADDED_MESSAGE });
          fechar();
        },
      },
    );
  };

  // A refusal that names a field goes under it (issue 20); the SPEC's message stays above the buttons.
  const campoRecusado =
    adicionar.error instanceof ApiError && adicionar.error.status === 400
      ? campoDoErro(adicionar.error.data, ['nome', 'email', 'telefone'] as const)
      : undefined;
  const erroDe = (campo: 'nome' | 'email' | 'telefone') =>
    campoRecusado === campo ? adicionar.error?.message : undefined;

  return (
    <Modal
      opened={opened}
      onClose={adicionar.isPending ? () => {} : fechar}
      title="Adicionar loja"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Nome da loja"
            placeholder="Ex.: Loja do Largo"
            required
            data-autofocus
            value={nome}
            error={nomeErro ?? erroDe('nome')}
            onChange={(e) => {
              setNome(e.currentTarget.value);
              setNomeErro(undefined);
            }}
          />
          <TextInput
            label="E-mail da loja"
            type="email"
            value={email}
            error={erroDe('email')}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label="Telefone da loja"
            type="tel"
            value={telefone}
            error={erroDe('telefone')}
            onChange={(e) => setTelefone(e.currentTarget.value)}
          />
          {adicionar.isError && (
            <Alert color="red" variant="light">
              <Text size="sm">{ADD_FAILED_MESSAGE}</Text>
              {!campoRecusado && (
                <Text size="sm" mt={4}>
                  {adicionar.error.message}
                </Text>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar} disabled={adicionar.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={adicionar.isPending}>
              Adicionar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The company's shops: each opens its details page; add and remove (SPEC §2 administration). */
export function LojasSection({ empresa }: { empresa: EmpresaCompleta }) {
  const remover = useRemoverLoja(empresa._id);
  // The first steps' 'Adicionar loja' lands here with the form open.
  const [params, setParams] = useSearchParams();
  const [adicionarAberto, setAdicionarAberto] = useState(() => params.has(PARAMETRO_NOVA_LOJA));
  const fecharAdicionar = () => {
    setAdicionarAberto(false);
    if (params.has(PARAMETRO_NOVA_LOJA))
      setParams(
        (atuais) => {
          atuais.delete(PARAMETRO_NOVA_LOJA);
          return atuais;
        },
        { replace: true },
      );
  };
  const [aRemover, setARemover] = useState<LojaDaEmpresa>();

  const confirmarRemocao = () => {
    if (!aRemover) return;
    remover.mutate(aRemover._id, {
      onSuccess: (answer) => {
        setARemover(undefined);
        notifications.show({ color: 'green', message: answer?.message || REMOVED_MESSAGE });
      },
      onError: (error) => {
        setARemover(undefined);
        notifications.show({ color: 'red', message: error.message || REMOVE_FAILED_MESSAGE });
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby="admin-lojas" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="admin-lojas">
          Lojas
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdicionarAberto(true)}>
          Adicionar loja
        </Button>
      </Group>
      {empresa.lojas.length === 0 ? (
        <Text c="dimmed">A empresa ainda não tem lojas.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" striped aria-labelledby="admin-lojas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Telefone</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {empresa.lojas.map((loja) => (
                <Table.Tr key={loja._id}>
                  <Table.Td>
                    <Anchor component={Link} to={caminhoEmpresa(empresa._id, 'loja', loja._id)}>
                      {nomeDaLoja(loja.nome)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>{loja.email || '—'}</Table.Td>
                  <Table.Td>{loja.telefone || '—'}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" color="red" onClick={() => setARemover(loja)}>
                      Remover
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <AdicionarLojaModal empresaId={empresa._id} opened={adicionarAberto} onClose={fecharAdicionar} />
      <ConfirmModal
        opened={aRemover !== undefined}
        title="Remover loja"
        confirmLabel="Confirmar"
        loading={remover.isPending}
        onClose={() => setARemover(undefined)}
        onConfirm={confirmarRemocao}
      >
        <Text>
          Tem a certeza de que deseja remover a loja {aRemover ? nomeDaLoja(aRemover.nome) : ''}? Os dados
          associados a esta loja deixam de estar disponíveis. Esta ação é irreversível.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
