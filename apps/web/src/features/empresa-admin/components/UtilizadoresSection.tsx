import type { EmpresaCompleta, MembroDaEmpresa } from '@contas/core/contrato';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { isRole, ROLE_OPTIONS, type Role } from '../../../lib/roles';
import { useSession } from '../../auth/hooks/use-session';
import { empresaQuery } from '../../empresa-area/api/empresa-api';
import { caminhoEmpresa } from '../../empresa-area/paginas';
import { useEsquecerEmpresa } from '../../empresas/api/empresas-api';
import { useMudarPapel, useRemoverUtilizador } from '../api/admin-api';

const REMOVED_MESSAGE = 'Utilizador removido com sucesso!';
const REMOVE_FAILED_MESSAGE = 'Erro inesperado ao remover utilizador.';
const ROLE_CHANGED_MESSAGE = 'Papel atualizado com sucesso!';
const ROLE_FAILED_MESSAGE = 'Erro ao alterar o papel do utilizador.';
const LEAVE_FAILED_MESSAGE = 'Não foi possível sair da empresa.';

function nomeDe(membro: MembroDaEmpresa): string {
  return membro.user.nome || membro.user.email;
}

/** Members, their roles, removal; and, for the viewer, leaving the company. */
export function UtilizadoresSection({ empresa }: { empresa: EmpresaCompleta }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const esquecerEmpresa = useEsquecerEmpresa();
  const mudarPapel = useMudarPapel(empresa._id);
  const remover = useRemoverUtilizador(empresa._id);
  const [aRemover, setARemover] = useState<MembroDaEmpresa>();
  const [aSair, setASair] = useState(false);
  const [autoDespromocao, setAutoDespromocao] = useState<Role>();

  const recarregar = () => queryClient.invalidateQueries({ queryKey: empresaQuery(empresa._id).queryKey });

  const aplicarPapel = (userId: string, newRole: Role) =>
    mudarPapel.mutate(
      { userId, newRole },
      {
        onSuccess: async (answer) => {
          notifications.show({ color: 'green', message: answer?.message || ROLE_CHANGED_MESSAGE });
          setAutoDespromocao(undefined);
          // Without the admin role this page is closed to the viewer: go to the area's entry first.
          if (userId === user?._id && newRole !== 'admin')
            await navigate(caminhoEmpresa(empresa._id, 'resumo'));
          await recarregar();
        },
        onError: (error) => {
          setAutoDespromocao(undefined);
          notifications.show({ color: 'red', message: error.message || ROLE_FAILED_MESSAGE });
        },
      },
    );

  const confirmarRemocao = () => {
    if (!aRemover) return;
    const userId = aRemover.user._id;
    remover.mutate(userId, {
      onSuccess: async () => {
        setARemover(undefined);
        notifications.show({ color: 'green', message: REMOVED_MESSAGE });
        await recarregar();
      },
      onError: (error) => {
        setARemover(undefined);
        notifications.show({ color: 'red', message: error.message || REMOVE_FAILED_MESSAGE });
      },
    });
  };

  const confirmarSaida = () => {
    if (!user) return;
    // Not followed by a reload of this company: the viewer is no longer a member.
    remover.mutate(user._id, {
      onSuccess: async () => {
        setASair(false);
        notifications.show({ color: 'green', message: `Saiu da empresa ${empresa.nome}.` });
        await esquecerEmpresa(empresa._id, async () => {
          await navigate('/conta/lista-empresa', { replace: true });
        });
      },
      onError: (error) => {
        setASair(false);
        notifications.show({ color: 'red', message: error.message || LEAVE_FAILED_MESSAGE });
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby="admin-utilizadores" gap="sm">
      <Title order={2} size="h3" id="admin-utilizadores">
        Utilizadores
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Papel</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {empresa.users.map((membro) => {
              const proprio = membro.user._id === user?._id;
              return (
                <Table.Tr key={membro.user._id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{membro.user.nome || '—'}</Text>
                      {proprio && (
                        <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                          A sua conta
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>{membro.user.email}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`Papel de ${membro.user.email}`}
                      data={ROLE_OPTIONS}
                      value={membro.role}
                      disabled={mudarPapel.isPending}
                      onChange={(event) => {
                        const newRole = event.currentTarget.value;
                        if (!isRole(newRole) || newRole === membro.role) return;
                        if (proprio && newRole !== 'admin') setAutoDespromocao(newRole);
                        else aplicarPapel(membro.user._id, newRole);
                      }}
                      size="xs"
                      w={150}
                    />
                  </Table.Td>
                  <Table.Td>
                    {proprio ? (
                      <Button size="xs" variant="default" color="red" onClick={() => setASair(true)}>
                        Sair da empresa
                      </Button>
                    ) : (
                      <Button size="xs" variant="light" color="red" onClick={() => setARemover(membro)}>
                        Remover
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <ConfirmModal
        opened={aRemover !== undefined}
        title="Remover utilizador"
        confirmLabel="Confirmar"
        loading={remover.isPending}
        onClose={() => setARemover(undefined)}
        onConfirm={confirmarRemocao}
      >
        <Text>
          Tem a certeza de que deseja remover {aRemover ? nomeDe(aRemover) : ''} da empresa {empresa.nome}?
        </Text>
      </ConfirmModal>

      <ConfirmModal
        opened={aSair}
        title="Sair da empresa"
        confirmLabel="Confirmar"
        loading={remover.isPending}
        onClose={() => setASair(false)}
        onConfirm={confirmarSaida}
      >
        <Text>
          Deixa de ter acesso a {empresa.nome}. Para voltar precisa de um novo convite de um administrador.
        </Text>
      </ConfirmModal>

      <ConfirmModal
        opened={autoDespromocao !== undefined}
        title="Deixar de ser administrador"
        confirmLabel="Confirmar"
        loading={mudarPapel.isPending}
        onClose={() => setAutoDespromocao(undefined)}
        onConfirm={() => {
          if (user && autoDespromocao) aplicarPapel(user._id, autoDespromocao);
        }}
      >
        <Text>
          Sem o papel de administrador deixa de poder abrir esta página, os detalhes das lojas e o Relatório
          de Erros.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
