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
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
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
  type FicheiroNaFila,
  ficheiroDemasiadoGrande,
  ficheirosDoRascunho,
  filaDeImportacao,
  IMPORTACAO_CONCLUIDA,
  IMPORTACOES,
  lojaPredefinida,
  RASCUNHO_VAZIO,
  type RascunhoImportacao,
  rascunhoDoFicheiro,
  type TipoImportacao,
  validarImportacao,
} from '../importacao-form';
import { descreverCorrespondencias, type Falha, falhaDe, type ResultadoFicheiro } from '../resumo-importacao';
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
  | { estado: 'sucesso' }
  | { estado: 'falha'; falha: Falha };

/** One file of a multiple choice, sent on its own, and where it is. */
type Envio = FicheiroNaFila & {
  id: number;
  estado: 'espera' | 'importar' | 'importado' | 'falhou' | 'ignorado';
  falha?: Falha;
};

const ESTADOS_ENVIO: Record<Envio['estado'], string> = {
  espera: 'À espera',
  importar: 'A importar...',
  importado: 'Importado',
  falhou: 'Não importado',
  ignorado: 'Não importado: conta de outra empresa',
};

/** The queue stopped on a statement of another company's account: the question, and the files left. */
type Pausa = { pergunta: string; fila: Envio[]; importou: boolean };

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
  /** E-fatura and statement files chosen in each picker (several at once). */
  const [escolhidos, setEscolhidos] = useState<Record<'efatura' | 'extrato', File[]>>({
    efatura: [],
    extrato: [],
  });
  const [envios, setEnvios] = useState<Envio[]>([]);
  /** What each imported file became, in the order they were sent. */
  const [resultados, setResultados] = useState<ResultadoFicheiro[]>([]);
  /** The server asked to confirm a statement of an account another company has. */
  const [contaAlheia, setContaAlheia] = useState<Pausa>();
  const [correspondencias, setCorrespondencias] = useState<ResultadoCorrespondencias>();
  const resumoCorrespondencias = useRef<HTMLDivElement>(null);

  // The matching summary is what the person waits for after an import: bring it into view.
  useEffect(() => {
    if (!correspondencias || !resumoCorrespondencias.current) return;
    resumoCorrespondencias.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
    resumoCorrespondencias.current.focus({ preventScroll: true });
  }, [correspondencias]);

  const ocupado = importar.isPending || processar.isPending;

  const alterar = (mudanca: Partial<RascunhoImportacao>) => {
    setRascunho((atual) => ({ ...atual, ...mudanca }));
    if (envio?.estado === 'validacao') setEnvio(undefined);
  };

  const escolher = (campo: 'efatura' | 'extrato', ficheiros: File[]) => {
    setEscolhidos((atual) => ({ ...atual, [campo]: ficheiros }));
    if (envio?.estado === 'validacao') setEnvio(undefined);
  };

  const marcar = (id: number, mudanca: Partial<Envio>) =>
    setEnvios((atual) => atual.map((e) => (e.id === id ? { ...e, ...mudanca } : e)));

  /**
   * Sends the files one after another, each with SPEC §7's call, showing each result as it comes; a file that
   * fails does not stop the others. Matching runs by itself after the last one if anything was imported.
   */
  const importarFila = async (fila: Envio[], confirmarPrimeiro: boolean, importouAntes: boolean) => {
    let importou = importouAntes;
    for (const [n, item] of fila.entries()) {
      marcar(item.id, { estado: 'importar' });
      try {
        const resposta = await importar.mutateAsync({
          tipo,
          rascunho: rascunhoDoFicheiro(item),
          confirmarContas: confirmarPrimeiro && n === 0,
        });
        marcar(item.id, { estado: 'importado' });
        setResultados((atual) => [...atual, ...resposta.resultados]);
        importou = true;
      } catch (error) {
        const pergunta = contaDeOutraEmpresa(error);
        if (pergunta) {
          marcar(item.id, { estado: 'espera' });
          setContaAlheia({ pergunta, fila: fila.slice(n), importou });
          return;
        }
        marcar(item.id, { estado: 'falhou', falha: falhaDe(definicao.falha, error) });
      }
    }
    setEscolhidos({ efatura: [], extrato: [] });
    setGeracao((g) => g + 1);
    if (importou) {
      setEnvio({ estado: 'sucesso' });
      processarCorrespondencias();
    }
  };

  const responderContaAlheia = (confirmar: boolean) => {
    if (!contaAlheia) return;
    const { fila, importou } = contaAlheia;
    setContaAlheia(undefined);
    const [primeiro, ...resto] = fila;
    if (!confirmar && primeiro) marcar(primeiro.id, { estado: 'ignorado' });
    void importarFila(confirmar ? fila : resto, confirmar, importou);
  };

  const submeterVarios = () => {
    const fila = filaDeImportacao(escolhidos.efatura, escolhidos.extrato);
    if (fila.length === 0) {
      setEnvio({ estado: 'validacao', mensagem: definicao.validacao });
      return;
    }
    const grande = ficheiroDemasiadoGrande(fila.map((f) => f.ficheiro));
    if (grande) {
      setEnvio({ estado: 'falha', falha: { titulo: definicao.falha, detalhe: grande } });
      return;
    }
    setEnvio(undefined);
    setCorrespondencias(undefined);
    setResultados([]);
    const itens = fila.map((f, id): Envio => ({ ...f, id, estado: 'espera' }));
    setEnvios(itens);
    void importarFila(itens, false, false);
  };

  const submeter = (event: FormEvent) => {
    event.preventDefault();
    if (ocupado) return;
    if (tipo === 'efatura-extrato') {
      submeterVarios();
      return;
    }
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
    setResultados([]);
    importar.mutate(
      { tipo, rascunho, confirmarContas },
      {
        onSuccess: (resposta) => {
          setEnvio({ estado: 'sucesso' });
          setResultados(resposta.resultados);
          setRascunho((atual) => ({ ...atual, ficheiro: null }));
          setGeracao((g) => g + 1);
        },
        onError: (error) => setEnvio({ estado: 'falha', falha: falhaDe(definicao.falha, error) }),
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
        onConfirm={() => responderContaAlheia(true)}
        onClose={() => responderContaAlheia(false)}
        loading={importar.isPending}
      >
        <Text>{contaAlheia?.pergunta}</Text>
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
          {correspondencias && (
            <div ref={resumoCorrespondencias} tabIndex={-1} style={{ scrollMarginTop: 80, outline: 'none' }}>
              {correspondencias.estado === 'falha' ? (
                <FalhaAlert falha={correspondencias.falha} empresaId={empresaId} role={role} />
              ) : (
                <Alert color="green" variant="light" w="100%" title="Correspondências">
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
            </div>
          )}
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
                    description="CSV do Portal das Finanças (ou gravado no Excel). Pode escolher vários."
                    accept={ACEITES.efatura}
                    disabled={ocupado}
                    multiple
                    onChange={(ficheiros) => escolher('efatura', ficheiros)}
                  />
                  <FicheiroInput
                    key={`extrato-${geracao}`}
                    label="Ficheiro extrato"
                    description="CSV ou Excel do banco, camt.053 ou OFX. Pode escolher vários."
                    accept={ACEITES.extrato}
                    disabled={ocupado}
                    multiple
                    onChange={(ficheiros) => escolher('extrato', ficheiros)}
                  />
                </SimpleGrid>
              ) : (
                <FicheiroInput
                  key={`ficheiro-${geracao}`}
                  label="Ficheiro"
                  description="Ficheiro Excel (.xlsx) preenchido no modelo, até 20 MB."
                  accept={ACEITES.modelo}
                  disabled={ocupado}
                  onChange={([ficheiro]) => alterar({ ficheiro: ficheiro ?? null })}
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
              {envios.length > 0 && (
                <Stack
                  component="ol"
                  gap={4}
                  m={0}
                  p={0}
                  aria-label="Ficheiros importados"
                  style={{ listStyle: 'none' }}
                >
                  {envios.map((e) => (
                    <li key={e.id}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        <strong>{e.ficheiro.name}</strong>: {ESTADOS_ENVIO[e.estado]}
                      </Text>
                      {e.falha && <FalhaAlert falha={e.falha} empresaId={empresaId} role={role} />}
                    </li>
                  ))}
                </Stack>
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
                  Depois de cada importação as faturas são associadas sozinhas ao movimento bancário que as
                  pagou; o resultado aparece no topo. O que não for possível associar com segurança vai para o
                  Relatório de Erros, para rever. Pode voltar a processar quando quiser.
                </Text>
                <Button variant="light" onClick={processarCorrespondencias} disabled={ocupado}>
                  {processar.isPending ? 'A processar...' : 'Processar Correspondências'}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </Paper>

      <ResumoImportacao resultados={resultados} />
    </Stack>
  );
}
