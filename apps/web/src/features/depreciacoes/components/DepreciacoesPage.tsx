import { Alert, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useReducer, useState } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import { EmpresaLogo } from '../../empresa-area/components/EmpresaLogo';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { useDepreciacoes, useSalvarDepreciacoes } from '../api/depreciacoes-api';
import {
  depreciacoesPayload,
  depreciacoesReducer,
  ESTADO_INICIAL,
  LOAD_FAILED_MESSAGE,
  proximoAno,
  SAVE_FAILED_MESSAGE,
  SAVED_MESSAGE,
} from '../depreciacoes';
import { DepreciacoesEditor, DepreciacoesTabela } from './DepreciacoesTabela';

const SEM_LOJAS_MESSAGE =
  'Esta empresa ainda não tem lojas. Um administrador pode adicioná-las em Administração.';

function Cabecalho({
  empresaId,
  nome,
  imagemLink,
}: {
  empresaId: string;
  nome?: string;
  imagemLink?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <EmpresaLogo empresaId={empresaId} imagemLink={imagemLink} nome={nome} size={40} />
      <Title order={1}>{nome ? `${nome} - Depreciações` : 'Depreciações'}</Title>
    </Group>
  );
}

/** The depreciations of one store (SPEC §2, §4, §5): view ⇄ edit, a dirty flag, confirmation on cancel. */
function DepreciacoesDaLoja({
  empresaId,
  lojaId,
  seletorLoja,
}: {
  empresaId: string;
  lojaId: string;
  seletorLoja: (bloqueado: boolean) => ReactNode;
}) {
  const { data, isPending, isError, error } = useDepreciacoes(lojaId);
  const salvar = useSalvarDepreciacoes(empresaId, lojaId);
  const [estado, dispatch] = useReducer(depreciacoesReducer, ESTADO_INICIAL);
  const [confirmar, setConfirmar] = useState(false);
  const [anoAtual] = useState(() => new Date().getFullYear());

  useEffect(() => {
    if (error) console.error('Não foi possível carregar as depreciações', error);
  }, [error]);

  if (isPending) {
    return (
      <>
        {seletorLoja(false)}
        <PageLoader />
      </>
    );
  }
  if (isError) {
    return (
      <>
        {seletorLoja(false)}
        <Text c="red.9" role="alert">
          {LOAD_FAILED_MESSAGE}
        </Text>
      </>
    );
  }

  const cancelar = () => {
    if (estado.sujo) setConfirmar(true);
    else dispatch({ tipo: 'cancelar' });
  };

  const guardar = () => {
    salvar.mutate(depreciacoesPayload(estado.linhas), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: SAVED_MESSAGE });
        dispatch({ tipo: 'salvo' });
      },
    });
  };

  return (
    <>
      {seletorLoja(estado.aEditar)}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {estado.aEditar ? (
            <DepreciacoesEditor
              linhas={estado.linhas}
              anoAtual={anoAtual}
              onValor={(index, categoria, valor) => dispatch({ tipo: 'mudarValor', index, categoria, valor })}
              onAno={(index, ano) => dispatch({ tipo: 'mudarAno', index, ano })}
              onRemover={(index) => dispatch({ tipo: 'removerAno', index })}
            />
          ) : (
            <DepreciacoesTabela linhas={data} />
          )}
          {estado.erroAno && (
            <Alert
              color="red"
              variant="light"
              withCloseButton
              closeButtonLabel="Fechar"
              onClose={() => dispatch({ tipo: 'fecharErroAno' })}
            >
              {estado.erroAno}
            </Alert>
          )}
          {salvar.isError && estado.aEditar && (
            <Alert color="red" variant="light" role="alert">
              {SAVE_FAILED_MESSAGE}
            </Alert>
          )}
          <Group gap="sm">
            {estado.aEditar ? (
              <>
                <Button
                  variant="light"
                  onClick={() => dispatch({ tipo: 'adicionarAno', anoAtual })}
                  disabled={salvar.isPending || proximoAno(estado.linhas, anoAtual) === undefined}
                >
                  + Adicionar Ano
                </Button>
                <Button onClick={guardar} loading={salvar.isPending}>
                  Salvar
                </Button>
                <Button variant="default" onClick={cancelar} disabled={salvar.isPending}>
                  Cancelar
                </Button>
              </>
            ) : (
              <Button
                onClick={() => {
                  salvar.reset();
                  dispatch({ tipo: 'editar', linhas: data });
                }}
              >
                Editar
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <Modal
        opened={confirmar}
        onClose={() => setConfirmar(false)}
        title="Descartar alterações"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Stack>
          <Text>Tem alterações por guardar. Se sair da edição, as alterações perdem-se.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmar(false)}>
              Continuar a editar
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmar(false);
                salvar.reset();
                dispatch({ tipo: 'cancelar' });
              }}
            >
              Descartar alterações
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** 'Depreciações' (admin, editor): a store's depreciation amounts per year and category. */
export function DepreciacoesPage() {
  const { empresaId, empresa, estado } = useEmpresaAtual();
  const lojas = empresa?.lojas ?? [];
  const [escolhida, setEscolhida] = useState<string>();
  const lojaId = lojas.some((loja) => loja._id === escolhida) ? escolhida : lojas[0]?._id;

  const seletorLoja = (bloqueado: boolean) => (
    <NativeSelect
      label="Loja"
      data={lojas.map((loja) => ({ value: loja._id, label: loja.nome }))}
      value={lojaId ?? ''}
      onChange={(event) => setEscolhida(event.currentTarget.value)}
      disabled={bloqueado}
      description={bloqueado ? 'Guarde ou cancele a edição para mudar de loja.' : undefined}
      maw={320}
    />
  );

  return (
    <Stack>
      <Cabecalho empresaId={empresaId} nome={empresa?.nome} imagemLink={empresa?.imagem_link} />
      {!empresa ? (
        estado.estado === 'carregando' ? (
          <PageLoader />
        ) : (
          <Text c="red.9" role="alert">
            {LOAD_FAILED_MESSAGE}
          </Text>
        )
      ) : lojaId === undefined ? (
        <Alert variant="light">{SEM_LOJAS_MESSAGE}</Alert>
      ) : (
        // A new store starts in view mode, with its own data.
        <DepreciacoesDaLoja key={lojaId} empresaId={empresaId} lojaId={lojaId} seletorLoja={seletorLoja} />
      )}
    </Stack>
  );
}
