import { formatPtDate, isIsoDate, lisbonToday } from '@contas/core';
import type { LinhaPlanilha, PaginaPlanilha } from '@contas/core/contrato';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { useParametrosEncadeados } from '../../../lib/use-parametros-encadeados';
import { useSession } from '../../auth/hooks/use-session';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { caminhoEmpresa } from '../../empresa-area/paginas';
import {
  type Alteracao,
  type AlteracoesPendentes,
  alteracoesReducer,
  contarLinhasAlteradas,
  mudancasDeCampo,
  SEM_ALTERACOES,
} from '../alteracoes';
import {
  guardarLinha,
  paginaPlanilhaQuery,
  periodoPlanilhaQuery,
  planilhaKey,
  useCriarLinha,
  useDesassociarExtrato,
  useDuplicarLinha,
  usePaginaPlanilha,
  usePeriodoPlanilha,
  useRemoverLinha,
} from '../api/planilha-api';
import { type Campo, type ContextoEdicao, type LojaOpcao, podeEditarCampo } from '../campos';
import type { ResultadoBloco } from '../colagem';
import {
  type ConsultaPlanilha,
  type FiltrosPlanilha,
  lerFiltros,
  type Ordenacao,
  paginaValida,
} from '../consulta';
import { linhaParaAssociar } from '../extratos';
import { type FalhaGuardar, guardarAlteracoes } from '../guardar';
import {
  type AtalhoDatas,
  corrigirIntervalo,
  dataNovaLinha,
  guardarIntervalo,
  type IntervaloDatas,
  intervaloDoAtalho,
  intervaloPredefinido,
  lerIntervalo,
} from '../intervalo-datas';
import { type LinhaGrid, linhasDaGrelha } from '../linha-grid';
import { AssociarExtratoModal } from './AssociarExtratoModal';
import { ClassificacaoEmMassa } from './ClassificacaoEmMassa';
import { HistoricoDrawer } from './HistoricoDrawer';
import { type AcoesDaLinha, PlanilhaGrid } from './PlanilhaGrid';
import { FiltroEstado, FiltroPlanilha, FiltroPorClassificar, Paginacao } from './PlanilhaToolbar';
import { RelatorioGuardar } from './RelatorioGuardar';

export const SEM_INFORMACAO = 'Sem informação disponível.';
export const ERRO_DESASSOCIAR = 'Erro ao desassociar extrato.';
/** SPEC §4: after adding a row the page goes back to the first one, this much later. */
const ESPERA_APOS_ADICIONAR_MS = 500;

const SEM_LOJAS: readonly LojaOpcao[] = [];
/** A paste refused in many cells names the first few. */
const ERROS_DE_COLAGEM_MOSTRADOS = 3;

/** localStorage, or nothing where the browser refuses it (private mode, storage disabled). */
function armazenamento(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

function hojeEmLisboa(): string {
  return lisbonToday(new Date());
}

function mensagemDeErro(error: unknown, omissao: string): string {
  return error instanceof Error && error.message ? error.message : omissao;
}

/**
 * The spreadsheet screen (SPEC §2 "Spreadsheet (planilha) screen", §4, §5): find, filter, sort on the
 * server, edit in place with pending changes saved one PUT per row, paste from Excel, row actions and
 * statement association. Admin/editor edit; a leitor only reads.
 */
export function PlanilhaPage() {
  const { empresaId, role, empresa } = useEmpresaAtual();
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user?._id;
  const podeEditar = role === 'admin' || role === 'editor';
  const lojas = empresa?.lojas ?? SEM_LOJAS;
  const queryClient = useQueryClient();

  // The filters of the address: a state, or the rows a report leaves out (its 'Por classificar' line
  // links here with its dates, store and side).
  const [parametros, mudarParametros] = useParametrosEncadeados();
  const filtros = useMemo(() => lerFiltros(parametros), [parametros]);

  // Toolbar: what is typed, and what was applied with 'Procurar' (a link may bring one: ?pesquisa=).
  const [pesquisa, setPesquisa] = useState(() => parametros.get('pesquisa') ?? '');
  const [pesquisaAplicada, setPesquisaAplicada] = useState(pesquisa);
  const [intervalo, setIntervalo] = useState<IntervaloDatas>(() => {
    const deLigacao = {
      startDate: parametros.get('startDate') ?? '',
      endDate: parametros.get('endDate') ?? '',
    };
    return isIsoDate(deLigacao.startDate) && isIsoDate(deLigacao.endDate)
      ? deLigacao
      : lerIntervalo(armazenamento(), hojeEmLisboa());
  });
  const [intervaloAplicado, setIntervaloAplicado] = useState<IntervaloDatas>(intervalo);
  const [erroDatas, setErroDatas] = useState<string>();
  const [pagina, setPagina] = useState(1);
  const [ordenacao, setOrdenacao] = useState<Ordenacao>();

  // Edit mode.
  const [editando, setEditando] = useState(false);
  const [pendentes, dispatch] = useReducer(alteracoesReducer, SEM_ALTERACOES);
  const [aGuardar, setAGuardar] = useState(false);
  const [falhas, setFalhas] = useState<FalhaGuardar[]>([]);

  // Row dialogs.
  const [aRemover, setARemover] = useState<LinhaPlanilha>();
  const [paraAssociar, setParaAssociar] = useState<LinhaPlanilha>();
  const [historico, setHistorico] = useState<LinhaPlanilha>();

  // Rows ticked for a bulk classification; a search, filter, page or order starts afresh.
  const [selecionadas, setSelecionadas] = useState<ReadonlySet<string>>(() => new Set());
  const [aAplicarEmMassa, setAAplicarEmMassa] = useState(false);
  /** Something asked for while changes are pending in edit mode: done once they are saved or discarded. */
  const [aposGuardar, setAposGuardar] = useState<() => void>();

  const consulta = useMemo<ConsultaPlanilha>(
    () => ({
      empresaId,
      pesquisa: pesquisaAplicada,
      intervalo: intervaloAplicado,
      pagina,
      ordenacao,
      filtros,
      contarPorClassificar: true,
    }),
    [empresaId, pesquisaAplicada, intervaloAplicado, pagina, ordenacao, filtros],
  );
  const chaveConsulta = paginaPlanilhaQuery(consulta).queryKey.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger
  useEffect(() => setSelecionadas(new Set()), [chaveConsulta]);
  /** A change of the filters, made on the last ones asked for (a state, then 'Por classificar'). */
  const mudarFiltros = (alterar: (atuais: FiltrosPlanilha) => FiltrosPlanilha) =>
    antesDe(() => {
      mudarParametros((seguintes) => {
        const novos = alterar(lerFiltros(seguintes));
        for (const chave of ['estado', 'porClassificar', 'lojaId'] as const) {
          const valor = novos[chave];
          if (valor) seguintes.set(chave, valor);
          else seguintes.delete(chave);
        }
      });
      setPagina(1);
    });
  const query = usePaginaPlanilha(consulta, empresaId !== '');
  const dados = query.data?.dados;
  const totalPaginas = Math.max(1, query.data?.totalPages ?? 1);
  const temLinhas = (dados?.length ?? 0) > 0;

  // An empty range: the period where the same search and filters have rows, to offer it.
  const semLinhasNoIntervalo = query.isSuccess && !query.isPlaceholderData && query.data.total === 0;
  const periodo = usePeriodoPlanilha(
    empresaId,
    { pesquisa: pesquisaAplicada, filtros },
    semLinhasNoIntervalo,
  );
  const periodoComDados =
    semLinhasNoIntervalo && periodo.data?.inicio && periodo.data.fim && periodo.data.linhas > 0
      ? { inicio: periodo.data.inicio, fim: periodo.data.fim, linhas: periodo.data.linhas }
      : undefined;

  const criar = useCriarLinha(empresaId);
  const duplicar = useDuplicarLinha(empresaId);
  const remover = useRemoverLinha(empresaId);
  const desassociar = useDesassociarExtrato(empresaId);

  // A removal or a narrower result can leave the page past the last one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) {
      const valida = paginaValida(pagina, query.data.totalPages);
      if (valida !== pagina) setPagina(valida);
    }
  }, [query.data, query.isPlaceholderData, pagina]);

  useEffect(() => {
    if (query.error) console.error('Erro ao carregar a planilha', query.error);
  }, [query.error]);

  // A leitor never edits, even if the role changed while editing.
  useEffect(() => {
    if (!podeEditar && editando) {
      setEditando(false);
      dispatch({ tipo: 'descartar' });
    }
  }, [podeEditar, editando]);

  const temPendentes = contarLinhasAlteradas(pendentes) > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => temPendentes && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!temPendentes) return;
    const avisar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [temPendentes]);

  const temporizador = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(temporizador.current), []);

  const contexto = useMemo<ContextoEdicao>(
    () => ({ editando: editando && !aGuardar, podeEditar, userId }),
    [editando, aGuardar, podeEditar, userId],
  );

  const cache = useRef(new WeakMap<LinhaPlanilha, LinhaGrid>());
  const linhas = useMemo(() => linhasDaGrelha(dados ?? [], pendentes, cache.current), [dados, pendentes]);

  // --- Toolbar ---------------------------------------------------------------------------------

  /**
   * Search, dates, filters and pages stay usable in edit mode: with changes pending, the person is asked
   * to save or discard them first (issue 20), and then it happens.
   */
  function antesDe(acao: () => void) {
    if (editando && temPendentes) setAposGuardar(() => acao);
    else acao();
  }

  // 'Procurar': the search and the dates together (a link's dates leave the address once others apply).
  const aplicar = (novo: IntervaloDatas = intervalo, texto: string = pesquisa) => {
    const { intervalo: corrigido, erro } = corrigirIntervalo(novo);
    setIntervalo(corrigido);
    setErroDatas(erro);
    if (erro) return;
    antesDe(() => {
      setPesquisa(texto);
      setPesquisaAplicada(texto.trim());
      setIntervaloAplicado(corrigido);
      guardarIntervalo(armazenamento(), corrigido);
      setPagina(1);
      if (parametros.has('startDate') || parametros.has('endDate'))
        mudarParametros((seguintes) => {
          seguintes.delete('startDate');
          seguintes.delete('endDate');
        });
    });
  };
  const limparPesquisa = () => {
    setPesquisa('');
    if (pesquisaAplicada !== '')
      antesDe(() => {
        setPesquisaAplicada('');
        setPagina(1);
      });
  };

  const alterarIntervalo = (novo: IntervaloDatas) => {
    const { intervalo: corrigido, erro } = corrigirIntervalo(novo);
    setIntervalo(corrigido);
    setErroDatas(erro);
  };
  // The server never lists without a range (it defaults to the last three months): 'Limpar' forgets
  // the chosen range and shows that default, so the inputs say what the grid holds.
  const limparIntervalo = () =>
    antesDe(() => {
      const predefinido = intervaloPredefinido(hojeEmLisboa());
      setIntervalo(predefinido);
      setIntervaloAplicado(predefinido);
      setErroDatas(undefined);
      guardarIntervalo(armazenamento(), { startDate: '', endDate: '' });
      setPagina(1);
    });

  const escolherAtalho = async (atalho: AtalhoDatas) => {
    const intervaloAtalho = intervaloDoAtalho(atalho, hojeEmLisboa());
    if (intervaloAtalho) return aplicar(intervaloAtalho);
    // 'Tudo': from the company's first row to its last.
    try {
      const todas = await queryClient.fetchQuery(periodoPlanilhaQuery(empresaId, {}));
      if (todas.inicio && todas.fim) aplicar({ startDate: todas.inicio, endDate: todas.fim });
      else notifications.show({ message: 'A planilha da empresa ainda não tem linhas.' });
    } catch (error) {
      console.error('Erro ao ler o período da planilha', error);
    }
  };

  const ordenar = (nova: Ordenacao) =>
    antesDe(() => {
      setOrdenacao(nova);
      setPagina(1);
    });

  // --- Edit mode -------------------------------------------------------------------------------

  const entrarEmEdicao = () => {
    setFalhas([]);
    setEditando(true);
  };

  const cancelarEdicao = () => {
    dispatch({ tipo: 'descartar' });
    setFalhas([]);
    setEditando(false);
  };

  /** Saves the pending changes (or those given); true when every row was saved. */
  const guardar = async (aGuardarAgora: AlteracoesPendentes = pendentes): Promise<boolean> => {
    if (contarLinhasAlteradas(aGuardarAgora) === 0) {
      setFalhas([]);
      setEditando(false);
      return true;
    }
    setAGuardar(true);
    try {
      const resultado = await guardarAlteracoes(aGuardarAgora, guardarLinha);
      dispatch({ tipo: 'esquecer', ids: resultado.guardadas });
      setFalhas(resultado.falhas);
      if (resultado.guardadas.length > 0) {
        const n = resultado.guardadas.length;
        notifications.show({
          color: 'green',
          message: n === 1 ? 'Alterações guardadas (1 linha).' : `Alterações guardadas (${n} linhas).`,
        });
        await queryClient.invalidateQueries({ queryKey: planilhaKey(empresaId) });
      }
      if (resultado.falhas.length === 0) setEditando(false);
      else console.error('Linhas não guardadas', resultado.falhas);
      return resultado.falhas.length === 0;
    } finally {
      setAGuardar(false);
    }
  };

  const alterar = (alteracoes: Alteracao[]) => {
    dispatch({ tipo: 'alterar-varias', alteracoes });
  };

  /**
   * One classification field on every ticked row: in edit mode it joins the pending changes; outside it
   * they are saved at once, one PUT per row (each its own version check and history entry), and a row
   * refused (a 409) stays pending in edit mode with its reason, as after 'Salvar Alterações'.
   */
  const classificarSelecionadas = async (campo: Campo, valor: string) => {
    const contextoEmMassa = { editando: true, podeEditar, userId };
    const alteracoes = linhas
      .filter((l) => selecionadas.has(l.id) && podeEditarCampo(campo, l.linha, contextoEmMassa))
      .map((l): Alteracao => ({ linha: l.linha, campo, mudancas: mudancasDeCampo(campo, valor) }));
    if (alteracoes.length === 0) return;
    const acao = { tipo: 'alterar-varias', alteracoes } as const;
    dispatch(acao);
    if (editando) return;
    setFalhas([]);
    setEditando(true);
    setAAplicarEmMassa(true);
    try {
      await guardar(alteracoesReducer(SEM_ALTERACOES, acao));
    } finally {
      setAAplicarEmMassa(false);
    }
  };

  const colagemRecusada = (resultado: ResultadoBloco) => {
    const mostrados = resultado.erros.slice(0, ERROS_DE_COLAGEM_MOSTRADOS);
    const mais = resultado.erros.length - mostrados.length;
    notifications.show({
      color: 'red',
      message: mais > 0 ? `${mostrados.join(' ')} (e mais ${mais}.)` : mostrados.join(' '),
    });
  };

  const guardarEContinuar = async () => {
    const acao = aposGuardar;
    if (await guardar()) {
      setAposGuardar(undefined);
      acao?.();
    } else setAposGuardar(undefined);
  };
  const descartarEContinuar = () => {
    const acao = aposGuardar;
    dispatch({ tipo: 'descartar' });
    setFalhas([]);
    setAposGuardar(undefined);
    acao?.();
  };

  const recarregarLinha = (falha: FalhaGuardar) => {
    dispatch({ tipo: 'esquecer', ids: [falha.id] });
    setFalhas((atuais) => atuais.filter((f) => f.id !== falha.id));
    const atual = falha.linhaAtual;
    if (atual) {
      queryClient.setQueryData<PaginaPlanilha>(paginaPlanilhaQuery(consulta).queryKey, (pagina) =>
        pagina ? { ...pagina, dados: pagina.dados.map((l) => (l._id === atual._id ? atual : l)) } : pagina,
      );
    } else {
      void queryClient.invalidateQueries({ queryKey: planilhaKey(empresaId) });
    }
  };

  // --- Row actions -----------------------------------------------------------------------------

  const adicionarLinha = () => {
    if (!userId) return;
    criar.mutate(
      { userId, dataEmissao: dataNovaLinha(hojeEmLisboa(), intervaloAplicado) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Linha adicionada.' });
          clearTimeout(temporizador.current);
          temporizador.current = setTimeout(() => setPagina(1), ESPERA_APOS_ADICIONAR_MS);
        },
        onError: (error) => {
          console.error('Erro ao adicionar linha', error);
          notifications.show({ color: 'red', message: mensagemDeErro(error, 'Erro ao adicionar linha.') });
        },
      },
    );
  };

  const acoes: AcoesDaLinha = {
    adicionar: () => adicionarLinha(),
    duplicar: (linha) => {
      if (!userId) return;
      duplicar.mutate(
        { rowId: linha._id, userId },
        {
          onSuccess: () => notifications.show({ color: 'green', message: 'Linha duplicada.' }),
          onError: (error) => {
            console.error('Erro ao duplicar linha', error);
            notifications.show({ color: 'red', message: mensagemDeErro(error, 'Erro ao duplicar linha.') });
          },
        },
      );
    },
    remover: (linha) => setARemover(linha),
    associar: (linha) => setParaAssociar(linha),
    desassociar: (linha) => {
      desassociar.mutate(
        { idPlanilha: linha._id },
        {
          onSuccess: () => notifications.show({ color: 'green', message: 'Extrato desassociado.' }),
          onError: (error) => {
            console.error(ERRO_DESASSOCIAR, error);
            notifications.show({ color: 'red', message: ERRO_DESASSOCIAR });
          },
        },
      );
    },
    historico: (linha) => setHistorico(linha),
    criarRegra: (linha) =>
      navigate(`${caminhoEmpresa(empresaId, 'regras-categorizacao')}?linha=${encodeURIComponent(linha._id)}`),
  };

  const confirmarRemocao = () => {
    if (!aRemover || !userId) return;
    const linha = aRemover;
    remover.mutate(
      { rowId: linha._id, userId },
      {
        onSuccess: () => {
          dispatch({ tipo: 'esquecer', ids: [linha._id] });
          setARemover(undefined);
          notifications.show({ color: 'green', message: 'Linha removida.' });
        },
        onError: (error) => {
          console.error('Erro ao remover linha', error);
          setARemover(undefined);
          notifications.show({ color: 'red', message: mensagemDeErro(error, 'Erro ao remover linha.') });
        },
      },
    );
  };

  // --- Screen ----------------------------------------------------------------------------------

  const aCarregar = query.isFetching && (query.isPlaceholderData || query.isPending);
  const vazio = query.isPending ? (
    <Group justify="center" gap="xs">
      <Loader size="sm" />
      <Text size="sm">A carregar a planilha...</Text>
    </Group>
  ) : (
    SEM_INFORMACAO
  );
  const nPendentes = contarLinhasAlteradas(pendentes);

  return (
    <PaginaEmpresa titulo="Planilha">
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <FiltroPlanilha
            pesquisa={pesquisa}
            onPesquisa={setPesquisa}
            onLimparPesquisa={limparPesquisa}
            intervalo={intervalo}
            onIntervalo={alterarIntervalo}
            onProcurar={() => aplicar()}
            onLimparDatas={limparIntervalo}
            onAtalho={escolherAtalho}
            erro={erroDatas}
          />
          <FiltroEstado
            estado={filtros.estado}
            onChange={(estado) => mudarFiltros((atuais) => ({ ...atuais, estado }))}
          />
          <FiltroPorClassificar
            ativo={filtros.porClassificar === 'categorias'}
            contagem={query.data?.porClassificar}
            onChange={(ativo) =>
              mudarFiltros((atuais) => ({ ...atuais, porClassificar: ativo ? 'categorias' : undefined }))
            }
          />
        </Group>
        {(filtros.porClassificar === 'resultados' || filtros.porClassificar === 'caixa') && (
          <Alert color="orange" variant="light" title="Linhas por classificar">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">
                {filtros.porClassificar === 'resultados'
                  ? 'A mostrar as linhas que a Demonstração de Resultados deixa de fora: sem Categoria A, pela data do documento.'
                  : 'A mostrar os movimentos que o Fluxo de Caixa não põe em nenhuma atividade: sem Categoria B, pela data de pagamento.'}
                {filtros.lojaId && ` Loja: ${lojas.find((l) => l._id === filtros.lojaId)?.nome ?? '—'}.`}
              </Text>
              <Button variant="default" size="xs" onClick={() => mudarFiltros(({ estado }) => ({ estado }))}>
                Mostrar todas as linhas
              </Button>
            </Group>
          </Alert>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {podeEditar && temLinhas && !editando && (
              <Button onClick={entrarEmEdicao}>Editar Planilha</Button>
            )}
            {podeEditar && editando && (
              <>
                <Button color="green" onClick={() => guardar()} loading={aGuardar}>
                  Salvar Alterações
                </Button>
                <Button variant="default" onClick={cancelarEdicao} disabled={aGuardar}>
                  Cancelar
                </Button>
                {nPendentes > 0 && (
                  <Badge variant="light" color="yellow" size="lg">
                    {nPendentes === 1 ? '1 linha alterada' : `${nPendentes} linhas alteradas`}
                  </Badge>
                )}
              </>
            )}
            {podeEditar && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={adicionarLinha}
                loading={criar.isPending}
                disabled={!userId}
              >
                Nova Linha
              </Button>
            )}
          </Group>
          <Group gap="sm" wrap="wrap">
            {query.data?.total !== undefined && (
              <Text size="sm" c="dimmed">
                {query.data.total === 1 ? '1 linha' : `${query.data.total.toLocaleString('pt-PT')} linhas`}
              </Text>
            )}
            {query.isFetching && !query.isPending && <Loader size="xs" aria-label="A carregar" />}
            <Paginacao
              pagina={pagina}
              totalPaginas={totalPaginas}
              onPagina={(n) => antesDe(() => setPagina(n))}
            />
          </Group>
        </Group>

        {periodoComDados && (
          <Alert color="blue" variant="light" title="Sem linhas neste período" role="status">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">
                {`Não há linhas entre ${formatPtDate(intervaloAplicado.startDate) || '…'} e ${formatPtDate(intervaloAplicado.endDate) || '…'}. `}
                {`${periodoComDados.linhas === 1 ? 'Há 1 linha' : `Há ${periodoComDados.linhas.toLocaleString('pt-PT')} linhas`} de ${formatPtDate(periodoComDados.inicio)} a ${formatPtDate(periodoComDados.fim)}.`}
              </Text>
              <Button
                size="xs"
                onClick={() =>
                  aplicar(
                    { startDate: periodoComDados.inicio, endDate: periodoComDados.fim },
                    pesquisaAplicada,
                  )
                }
              >
                Ver o período com dados
              </Button>
            </Group>
          </Alert>
        )}

        {podeEditar && (
          <ClassificacaoEmMassa
            selecionadas={linhas.filter((l) => selecionadas.has(l.id))}
            lojas={lojas}
            editando={editando}
            aAplicar={aAplicarEmMassa}
            onAplicar={classificarSelecionadas}
            onLimpar={() => setSelecionadas(new Set())}
          />
        )}

        {query.isError && (
          <Alert color="red" variant="light">
            Não foi possível carregar a planilha. Tente novamente mais tarde.
          </Alert>
        )}

        <RelatorioGuardar
          falhas={falhas}
          pendentes={pendentes}
          lojas={lojas}
          onRecarregar={recarregarLinha}
          onFechar={() => setFalhas([])}
        />

        <PlanilhaGrid
          linhas={linhas}
          lojas={lojas}
          contexto={contexto}
          ordenacao={ordenacao}
          onOrdenar={ordenar}
          onAlterar={alterar}
          onColagemRecusada={colagemRecusada}
          acoes={acoes}
          aCarregar={aCarregar}
          vazio={vazio}
          chaveConsulta={chaveConsulta}
          selecionadas={selecionadas}
          onSelecionadas={setSelecionadas}
        />
      </Stack>

      <ConfirmModal
        opened={aRemover !== undefined}
        title="Remover linha"
        confirmLabel="Remover"
        onConfirm={confirmarRemocao}
        onClose={() => setARemover(undefined)}
        loading={remover.isPending}
      >
        <Text>Tem a certeza de que deseja remover esta linha? Esta ação é irreversível.</Text>
      </ConfirmModal>

      <AssociarExtratoModal
        key={paraAssociar?._id ?? 'nenhuma'}
        empresaId={empresaId}
        linha={paraAssociar && linhaParaAssociar(paraAssociar)}
        onClose={() => setParaAssociar(undefined)}
      />

      <Modal
        opened={aposGuardar !== undefined}
        onClose={() => setAposGuardar(undefined)}
        title="Alterações por guardar"
        centered
      >
        <Stack gap="md">
          <Text>
            {nPendentes === 1 ? 'Tem 1 linha alterada' : `Tem ${nPendentes} linhas alteradas`} por guardar.
            Guarde-as ou descarte-as antes de continuar.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAposGuardar(undefined)} disabled={aGuardar}>
              Cancelar
            </Button>
            <Button variant="light" color="red" onClick={descartarEContinuar} disabled={aGuardar}>
              Descartar
            </Button>
            <Button onClick={guardarEContinuar} loading={aGuardar}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </Modal>

      <HistoricoDrawer linha={historico} lojas={lojas} onClose={() => setHistorico(undefined)} />

      <ConfirmModal
        opened={blocker.state === 'blocked'}
        title="Alterações por guardar"
        confirmLabel="Sair sem guardar"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <Text>Tem alterações na planilha que ainda não foram guardadas. Se sair agora, perdem-se.</Text>
      </ConfirmModal>
    </PaginaEmpresa>
  );
}
