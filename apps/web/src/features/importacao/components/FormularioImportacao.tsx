import type { CorrespondenciasProcessadas, LojaDaEmpresa } from '@contas/core/contrato';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { BusyView } from '../../../components/ui/BusyView';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import type { Role } from '../../../lib/roles';
import { caminhoEmpresa } from '../../empresa-area/paginas';
import { nomeDaLoja } from '../../lojas/loja-form';
import { caminhoNovaLoja } from '../../primeiros-passos/primeiros-passos';
import { useImportar, useProcessarCorrespondencias } from '../api/importacao-api';
import {
  ACEITES,
  anoOrcamentoPredefinido,
  anosOrcamento,
  CORRESPONDENCIAS_CONCLUIDAS,
  CORRESPONDENCIAS_FALHARAM,
  contaDeOutraEmpresa,
  ficheiroDemasiadoGrande,
  ficheirosDoRascunho,
  IMPORTACAO_CONCLUIDA,
  IMPORTACOES,
  lojaPredefinida,
  RASCUNHO_VAZIO,
  type RascunhoImportacao,
  type TipoImportacao,
  validarImportacao,
} from '../importacao-form';
import {
  descreverCorrespondencias,
  type Falha,
  falhaDe,
  type RespostaImportacao,
} from '../resumo-importacao';
import { FicheiroInput } from './FicheiroInput';
import { GuiaExportacaoLink, ModeloLink } from './ModeloLink';
import { ProgressoDaTarefa } from './ProgressoDaImportacao';
import { ResumoImportacao } from './ResumoImportacao';

const DESCRICOES: Record<TipoImportacao, string> = {
  'efatura-extrato':
    'Escolha a exportação de faturas do Portal das Finanças (e-fatura), o extrato do banco, ou ambos. ' +
    'Importar de novo o mesmo ficheiro, ou um período sobreposto, não cria linhas duplicadas.',
  planilha: 'Escolha a loja e a planilha já classificada, preenchida no modelo.',
  orcamento: 'Escolha a loja, o ano e o orçamento anual, preenchido no modelo desse ano.',
  produtos:
    'Escolha a loja e o ficheiro das quantidades vendidas por produto e por mês, preenchido no modelo.',
};

type ResultadoEnvio =
  | { estado: 'validacao'; mensagem: string }
  | { estado: 'sucesso'; resposta: RespostaImportacao }
  | { estado: 'falha'; falha: Falha };

type ResultadoCorrespondencias =
  | { estado: 'sucesso'; resposta: CorrespondenciasProcessadas }
  | { estado: 'falha'; falha: Falha };

/**
 * The way to a company's first store (issue 20): an admin gets the link to the form, anyone else is told who
 * can add one.
 */
function CriarLoja({ empresaId, role }: { empresaId: string; role: Role }) {
  return role === 'admin' ? (
    <Anchor component={Link} to={caminhoNovaLoja(empresaId)} size="sm" fw={500}>
      Adicionar uma loja
    </Anchor>
  ) : (
    <Text size="sm">Peça a um administrador da empresa que adicione uma loja em Administração.</Text>
  );
}

function FalhaAlert({ falha, empresaId, role }: { falha: Falha; empresaId: string; role: Role }) {
  return (
    <Alert color="red" variant="light">
      <Text size="sm" fw={500}>
        {falha.titulo}
      </Text>
      {falha.detalhe && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {falha.detalhe}
        </Text>
      )}
      {falha.semLojas && <CriarLoja empresaId={empresaId} role={role} />}
    </Alert>
  );
}

function anoAtual(): number {
  return new Date().getFullYear();
}

interface FormularioImportacaoProps {
  tipo: TipoImportacao;
  empresaId: string;
  lojas: readonly LojaDaEmpresa[];
  role: Role;
  onCancelar: () => void;
}

/**
 * One of the four import forms (SPEC §2): its fields, the §5 alerts, the upload with progress and
 * busy views, the §8 messages with the server's reason, and the summary per file.
 */
export function FormularioImportacao({
  tipo,
  empresaId,
  lojas,
  role,
  onCancelar,
}: FormularioImportacaoProps) {
  const definicao = IMPORTACOES[tipo];
  const tituloId = useId();
  const importar = useImportar(empresaId);
  const processar = useProcessarCorrespondencias(empresaId);
  const [ano] = useState(anoAtual);
  const [rascunho, setRascunho] = useState<RascunhoImportacao>(() => ({
    ...RASCUNHO_VAZIO,
    lojaId: lojaPredefinida(lojas),
    ano: definicao.pedeAno ? anoOrcamentoPredefinido(ano) : null,
  }));
  // A new key empties the file pickers after an import.
  const [geracao, setGeracao] = useState(0);
  const [envio, setEnvio] = useState<ResultadoEnvio>();
  /** The server asked to confirm a statement of an account another company has: its question. */
  const [contaAlheia, setContaAlheia] = useState<string>();
  const [correspondencias, setCorrespondencias] = useState<ResultadoCorrespondencias>();

  const ocupado = importar.isPending || processar.isPending;

  const alterar = (mudanca: Partial<RascunhoImportacao>) => {
    setRascunho((atual) => ({ ...atual, ...mudanca }));
    if (envio?.estado === 'validacao') setEnvio(undefined);
  };

  const submeter = (event: FormEvent) => {
    event.preventDefault();
    if (ocupado) return;
    const invalido = validarImportacao(tipo, rascunho);
    if (invalido) {
      setEnvio({ estado: 'validacao', mensagem: invalido });
      return;
    }
    const grande = ficheiroDemasiadoGrande(ficheirosDoRascunho(tipo, rascunho));
    if (grande) {
      setEnvio({ estado: 'falha', falha: { titulo: definicao.falha, detalhe: grande } });
      return;
    }
    enviar(false);
  };

  const enviar = (confirmarContas: boolean) => {
    setEnvio(undefined);
    setCorrespondencias(undefined);
    setContaAlheia(undefined);
    importar.mutate(
      { tipo, rascunho, confirmarContas },
      {
        onSuccess: (resposta) => {
          setEnvio({ estado: 'sucesso', resposta });
          setRascunho((atual) => ({ ...atual, efatura: null, extrato: null, ficheiro: null }));
          setGeracao((g) => g + 1);
        },
        onError: (error) => {
          const pergunta = contaDeOutraEmpresa(error);
          if (pergunta) setContaAlheia(pergunta);
          else setEnvio({ estado: 'falha', falha: falhaDe(definicao.falha, error) });
        },
      },
    );
  };

  const processarCorrespondencias = () => {
    if (ocupado) return;
    setCorrespondencias(undefined);
    processar.mutate(undefined, {
      onSuccess: (resposta) => setCorrespondencias({ estado: 'sucesso', resposta }),
      onError: (error) =>
        setCorrespondencias({ estado: 'falha', falha: falhaDe(CORRESPONDENCIAS_FALHARAM, error) }),
    });
  };

  const lojaOptions = [
    { value: '', label: 'Selecione a loja' },
    ...lojas.map((loja) => ({ value: loja._id, label: nomeDaLoja(loja.nome) })),
  ];

  return (
    <Stack gap="lg">
      <ConfirmModal
        opened={contaAlheia !== undefined}
        title="Conta de outra empresa"
        confirmLabel="Importar nesta empresa"
        onConfirm={() => enviar(true)}
        onClose={() => setContaAlheia(undefined)}
        loading={importar.isPending}
      >
        <Text>{contaAlheia}</Text>
        <Text size="sm" c="dimmed">
          Nada foi importado. Confirme só se o extrato for mesmo desta empresa.
        </Text>
      </ConfirmModal>
      {importar.isPending && (
        <BusyView
          kind={importar.fase === 'processamento' ? 'processing' : 'upload'}
          progress={importar.fase === 'processamento' ? undefined : importar.progresso}
        >
          {importar.fase === 'processamento' && importar.tarefaId && (
            <ProgressoDaTarefa empresaId={empresaId} tarefaId={importar.tarefaId} />
          )}
        </BusyView>
      )}
      {processar.isPending && <BusyView kind="processing" />}

      <Paper component="section" aria-labelledby={tituloId} withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={2} size="h3" id={tituloId}>
              {definicao.titulo}
            </Title>
            {definicao.modelo ? (
              <ModeloLink modelo={definicao.modelo} ano={rascunho.ano ?? ano} />
            ) : (
              <GuiaExportacaoLink />
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {DESCRICOES[tipo]}
          </Text>

          <form onSubmit={submeter} noValidate aria-labelledby={tituloId}>
            <Stack gap="md">
              {lojas.length === 0 && (
                <Alert color="yellow" variant="light">
                  <Text size="sm">A empresa ainda não tem lojas: cada linha importada fica numa loja.</Text>
                  <CriarLoja empresaId={empresaId} role={role} />
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {definicao.pedeLoja && (
                  <NativeSelect
                    label="Loja"
                    data={lojaOptions}
                    value={rascunho.lojaId}
                    disabled={ocupado}
                    onChange={(event) => alterar({ lojaId: event.currentTarget.value })}
                  />
                )}
                {definicao.pedeAno && (
                  <NativeSelect
                    label="Ano"
                    data={anosOrcamento(ano).map(String)}
                    value={rascunho.ano === null ? '' : String(rascunho.ano)}
                    disabled={ocupado}
                    onChange={(event) => alterar({ ano: Number(event.currentTarget.value) || null })}
                  />
                )}
              </SimpleGrid>
              {tipo === 'efatura-extrato' ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <FicheiroInput
                    key={`efatura-${geracao}`}
                    label="Ficheiro e-fatura"
                    description="CSV do Portal das Finanças (ou gravado no Excel)."
                    accept={ACEITES.efatura}
                    disabled={ocupado}
                    onChange={(efatura) => alterar({ efatura })}
                  />
                  <FicheiroInput
                    key={`extrato-${geracao}`}
                    label="Ficheiro extrato"
                    description="CSV ou Excel do banco, camt.053 ou OFX."
                    accept={ACEITES.extrato}
                    disabled={ocupado}
                    onChange={(extrato) => alterar({ extrato })}
                  />
                </SimpleGrid>
              ) : (
                <FicheiroInput
                  key={`ficheiro-${geracao}`}
                  label="Ficheiro"
                  description="Ficheiro Excel (.xlsx) preenchido no modelo, até 20 MB."
                  accept={ACEITES.modelo}
                  disabled={ocupado}
                  onChange={(ficheiro) => alterar({ ficheiro })}
                />
              )}

              {envio?.estado === 'validacao' && (
                <Alert color="red" variant="light">
                  {envio.mensagem}
                </Alert>
              )}
              {envio?.estado === 'falha' && (
                <FalhaAlert falha={envio.falha} empresaId={empresaId} role={role} />
              )}
              {envio?.estado === 'sucesso' && (
                <Alert color="green" variant="light">
                  {IMPORTACAO_CONCLUIDA}
                </Alert>
              )}

              <Group gap="sm">
                <Button type="submit" disabled={ocupado}>
                  {importar.isPending ? 'A carregar...' : definicao.botao}
                </Button>
                <Button variant="default" onClick={onCancelar} disabled={ocupado}>
                  Cancelar
                </Button>
              </Group>
            </Stack>
          </form>

          {tipo === 'efatura-extrato' && (
            <>
              <Divider />
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  Depois de importar, associe cada fatura ao movimento bancário que a pagou. O que não for
                  possível associar com segurança vai para o Relatório de Erros, para rever.
                </Text>
                <Button variant="light" onClick={processarCorrespondencias} disabled={ocupado}>
                  {processar.isPending ? 'A processar...' : 'Processar Correspondências'}
                </Button>
                {correspondencias?.estado === 'falha' && (
                  <FalhaAlert falha={correspondencias.falha} empresaId={empresaId} role={role} />
                )}
                {correspondencias?.estado === 'sucesso' && (
                  <Alert color="green" variant="light" w="100%">
                    <Text size="sm" fw={500}>
                      {CORRESPONDENCIAS_CONCLUIDAS}
                    </Text>
                    <Text size="sm" mt={4}>
                      {descreverCorrespondencias(correspondencias.resposta)}
                    </Text>
                    {role === 'admin' && (
                      <Anchor component={Link} to={caminhoEmpresa(empresaId, 'lista-erros')} size="sm">
                        Ver o Relatório de Erros
                      </Anchor>
                    )}
                  </Alert>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </Paper>

      {envio?.estado === 'sucesso' && <ResumoImportacao resultados={envio.resposta.resultados} />}
    </Stack>
  );
}
