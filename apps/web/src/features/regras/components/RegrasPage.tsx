import type { RegraDaEmpresa } from '@contas/core/contrato';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import {
  useAtivarRegraBase,
  useEliminarRegra,
  useGuardarRegra,
  useRascunhoRegra,
  useRegras,
} from '../api/regras-api';
import {
  corpoDoFormulario,
  descreverClassificacao,
  descreverCondicao,
  descreverCondicoesBase,
  FORMULARIO_VAZIO,
  formularioDaRegra,
  formularioDoRascunho,
} from '../regras';
import { AplicarRegrasModal } from './AplicarRegrasModal';
import { type RegraEmEdicao, RegraFormModal } from './RegraFormModal';

const TITULO = 'Regras de categorização';

/** The company's own rules: what each looks for and what it sets; editors change them. */
function RegrasDaEmpresa({
  regras,
  podeEditar,
  onEditar,
  onEliminar,
}: {
  regras: RegraDaEmpresa[];
  podeEditar: boolean;
  onEditar: (regra: RegraDaEmpresa) => void;
  onEliminar: (regra: RegraDaEmpresa) => void;
}) {
  if (regras.length === 0)
    return (
      <Text c="dimmed">
        A empresa ainda não tem regras suas. As regras base, abaixo, já classificam as linhas novas de cada
        importação.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Regras da empresa">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Fica com</Table.Th>
            {podeEditar && <Table.Th>Ações</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {regras.map((r) => (
            <Table.Tr key={r._id}>
              <Table.Td>{descreverCondicao(r)}</Table.Td>
              <Table.Td>{descreverClassificacao(r)}</Table.Td>
              {podeEditar && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Editar a regra ${descreverCondicao(r)}`}
                      onClick={() => onEditar(r)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Eliminar a regra ${descreverCondicao(r)}`}
                      onClick={() => onEliminar(r)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 'Regras de categorização': the company's rules, the starter set, and applying them. Leitores only read. */
export function RegrasPage() {
  const { empresaId, role } = useEmpresaAtual();
  const podeEditar = role === 'admin' || role === 'editor';
  const regras = useRegras(empresaId);
  const eliminar = useEliminarRegra(empresaId);
  const recriar = useGuardarRegra(empresaId);
  const ativar = useAtivarRegraBase(empresaId);
  const [emEdicao, setEmEdicao] = useState<RegraEmEdicao | null>(null);
  const [aEliminar, setAEliminar] = useState<RegraDaEmpresa | null>(null);
  const [aplicar, setAplicar] = useState(false);

  // 'Criar regra a partir desta linha' in the spreadsheet opens this page with ?linha=<id>.
  const [parametros, setParametros] = useSearchParams();
  const linhaId = podeEditar ? parametros.get('linha') : null;
  const rascunho = useRascunhoRegra(empresaId, linhaId);
  useEffect(() => {
    if (!rascunho.data) return;
    const { emitente, descritivo } = rascunho.data.linha;
    setEmEdicao({
      formulario: formularioDoRascunho(rascunho.data),
      origem: `Criada a partir da linha «${emitente ?? descritivo ?? ''}».`,
    });
  }, [rascunho.data]);
  const esquecerLinha = () => {
    if (!parametros.has('linha')) return;
    const seguintes = new URLSearchParams(parametros);
    seguintes.delete('linha');
    setParametros(seguintes, { replace: true });
  };

  const confirmarEliminar = () => {
    const regra = aEliminar;
    if (!regra) return;
    eliminar.mutate(regra._id, {
      onSuccess: () => {
        setAEliminar(null);
        const id = `regra-eliminada-${regra._id}`;
        notifications.show({
          id,
          color: 'green',
          autoClose: 8000,
          message: (
            <Group gap="sm" justify="space-between" wrap="nowrap">
              <Text size="sm">Regra eliminada.</Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  const resultado = corpoDoFormulario(formularioDaRegra(regra));
                  if ('corpo' in resultado)
                    recriar.mutate(
                      { corpo: resultado.corpo },
                      {
                        onSuccess: () => {
                          notifications.hide(id);
                          notifications.show({ color: 'green', message: 'A regra voltou.' });
                        },
                      },
                    );
                }}
              >
                Anular
              </Button>
            </Group>
          ),
        });
      },
    });
  };

  if (regras.isPending) return <PageLoader />;
  if (regras.isError)
    return (
      <PaginaEmpresa titulo={TITULO}>
        <Alert color="red" variant="light" role="alert" title="Não foi possível carregar as regras.">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{regras.error.message}</Text>
            <Button size="compact-sm" variant="light" onClick={() => regras.refetch()}>
              Tentar de novo
            </Button>
          </Stack>
        </Alert>
      </PaginaEmpresa>
    );

  const { regras: daEmpresa, base } = regras.data;
  return (
    <PaginaEmpresa titulo={TITULO}>
      <Text>
        Cada linha nova de uma importação que ainda não tem categoria fica com a primeira regra que lhe serve:
        primeiro as regras da empresa (a mais específica primeiro), depois o que a empresa já classificou
        antes para o mesmo NIF ou descritivo, e por fim as regras base. O que uma pessoa classificou nunca é
        mudado.
      </Text>
      {rascunho.isError && linhaId && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel="Fechar"
          onClose={esquecerLinha}
        >
          {rascunho.error.message}
        </Alert>
      )}
      {podeEditar && (
        <Group>
          <Button onClick={() => setEmEdicao({ formulario: FORMULARIO_VAZIO })}>Nova regra</Button>
          <Button variant="light" onClick={() => setAplicar(true)}>
            Aplicar às linhas por classificar
          </Button>
        </Group>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Regras da empresa
          </Title>
          <RegrasDaEmpresa
            regras={daEmpresa}
            podeEditar={podeEditar}
            onEditar={(r) => setEmEdicao({ id: r._id, formulario: formularioDaRegra(r) })}
            onEliminar={setAEliminar}
          />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Regras base
          </Title>
          <Text size="sm" c="dimmed">
            Fornecedores e textos bancários comuns em Portugal. Desative as que não servem a esta empresa.
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Regras base">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Regra</Table.Th>
                  <Table.Th>Procura</Table.Th>
                  <Table.Th>Fica com</Table.Th>
                  <Table.Th>Ativa</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {base.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{r.descricao}</Table.Td>
                    <Table.Td>{descreverCondicoesBase(r)}</Table.Td>
                    <Table.Td>{descreverClassificacao(r)}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={r.ativa}
                        disabled={!podeEditar || ativar.isPending}
                        aria-label={`Regra base ativa: ${r.descricao}`}
                        onChange={(e) =>
                          ativar.mutate(
                            { id: r._id, ativa: e.currentTarget.checked },
                            {
                              onError: (erro) => notifications.show({ color: 'red', message: erro.message }),
                            },
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <RegraFormModal
        empresaId={empresaId}
        regra={emEdicao}
        onClose={() => {
          setEmEdicao(null);
          esquecerLinha();
        }}
        onGuardada={(mensagem) => {
          setEmEdicao(null);
          esquecerLinha();
          notifications.show({ color: 'green', message: mensagem });
        }}
      />
      <ConfirmModal
        opened={aEliminar !== null}
        title="Eliminar regra"
        confirmLabel="Eliminar"
        loading={eliminar.isPending}
        onConfirm={confirmarEliminar}
        onClose={() => setAEliminar(null)}
      >
        <Text>
          Eliminar a regra «{aEliminar ? descreverCondicao(aEliminar) : ''}»? As linhas já classificadas por
          ela ficam como estão.
        </Text>
        {eliminar.isError && (
          <Text c="red.9" role="alert">
            {eliminar.error.message}
          </Text>
        )}
      </ConfirmModal>
      <AplicarRegrasModal
        empresaId={empresaId}
        opened={aplicar}
        onClose={() => setAplicar(false)}
        onAplicadas={(mensagem) => notifications.show({ color: 'green', message: mensagem })}
      />
    </PaginaEmpresa>
  );
}
