import 'react-data-grid/lib/styles.css';
import type { LinhaPlanilha } from '@contas/core/contrato';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCopy,
  IconHistory,
  IconLink,
  IconPlus,
  IconRefreshAlert,
  IconSelector,
  IconSparkles,
  IconTrash,
  IconUnlink,
  IconWand,
} from '@tabler/icons-react';
import { type ClipboardEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  type CellCopyArgs,
  type CellMouseArgs,
  type CellMouseEvent,
  type CellPasteArgs,
  type Column,
  DataGrid,
  type DataGridHandle,
  type RenderCellProps,
  type RenderHeaderCellProps,
  type RowsChangeData,
  SelectCellFormatter,
  type SortColumn,
  useHeaderRowSelection,
  useRowSelection,
} from 'react-data-grid';
import { type Alteracao, mudancasDeCampo } from '../alteracoes';
import type { LojaOpcao } from '../campos';
import {
  CAMPOS,
  type Campo,
  type ContextoEdicao,
  DEFINICAO_CAMPOS,
  isCampo,
  isLinhaDoUtilizador,
  podeAssociarExtrato,
  podeDesassociarExtrato,
  podeEditarCampo,
} from '../campos';
import { descreverCartao } from '../cartao';
import { descreverCategorizacao, linhaClassificada } from '../categorizacao';
import { colarBloco, lerTabelaColada, type ResultadoBloco, textoDaCelula, textoParaCopiar } from '../colagem';
import { type Ordenacao, proximaOrdenacao } from '../consulta';
import { rotuloDaLinha } from '../guardar';
import type { LinhaGrid } from '../linha-grid';
import { EditorData, EditorLista, EditorMontante, EditorTexto } from './editores';
import classes from './planilha.module.css';

export interface AcoesDaLinha {
  adicionar: (linha: LinhaPlanilha) => void;
  duplicar: (linha: LinhaPlanilha) => void;
  remover: (linha: LinhaPlanilha) => void;
  associar: (linha: LinhaPlanilha) => void;
  desassociar: (linha: LinhaPlanilha) => void;
  historico: (linha: LinhaPlanilha) => void;
  criarRegra: (linha: LinhaPlanilha) => void;
}

interface PlanilhaGridProps {
  linhas: readonly LinhaGrid[];
  lojas: readonly LojaOpcao[];
  contexto: ContextoEdicao;
  ordenacao: Ordenacao | undefined;
  onOrdenar: (ordenacao: Ordenacao) => void;
  /** Cells of rows changed (an editor, a paste). */
  onAlterar: (alteracoes: Alteracao[]) => void;
  /** A paste refused some cells: the reasons, to tell the user. */
  onColagemRecusada: (resultado: ResultadoBloco) => void;
  acoes: AcoesDaLinha;
  /** The rows shown are stale: a new page is on its way. */
  aCarregar: boolean;
  /** Text when there are no rows. */
  vazio: ReactNode;
  /** Changes with each new query (page, search, filter, order): the grid goes back to its top. */
  chaveConsulta: string;
  /** The rows ticked for a bulk classification (their ids). */
  selecionadas: ReadonlySet<string>;
  onSelecionadas: (ids: Set<string>) => void;
}

const LARGURAS: Readonly<Record<Campo, number>> = {
  nif: 110,
  emitente: 220,
  numeroFatura: 140,
  descritivo: 220,
  dataEmissao: 120,
  dataPagamento: 130,
  baseTributavel: 130,
  iva: 110,
  total: 120,
  valorExtrato: 130,
  categoria_A: 240,
  subcategoria_A: 210,
  categoria_B: 290,
  subcategoria_B: 230,
  rubrica_B: 230,
  tipologia: 110,
  gasto: 120,
  cashFlow: 110,
  unidadeNegocio: 170,
};

const ACOES_KEY = 'acoes';
const ESTADO_KEY = 'estado';
const SELECAO_KEY = 'selecao';

/** What says which row is which: frozen at the start while the grid scrolls right (issue 20). */
const IDENTIDADE: readonly Campo[] = ['emitente', 'numeroFatura', 'total'];
/** Below this the frozen columns would fill the screen: they scroll like the rest. */
const CONGELAR_A_PARTIR_DE = '(min-width: 1024px)';

/** A row's tick box; a click with Shift ticks every row from the previous one (the grid's own range). */
function CaixaDaLinha({ row, tabIndex }: RenderCellProps<LinhaGrid>) {
  const { isRowSelected, onRowSelectionChange } = useRowSelection();
  return (
    <SelectCellFormatter
      aria-label={`Selecionar ${rotuloDaLinha(row.linha)}`}
      tabIndex={tabIndex}
      value={isRowSelected}
      onChange={(checked, isShiftClick) => onRowSelectionChange({ row, checked, isShiftClick })}
    />
  );
}

function CaixaDaPagina({ tabIndex }: RenderHeaderCellProps<LinhaGrid>) {
  const { isIndeterminate, isRowSelected, onRowSelectionChange } = useHeaderRowSelection();
  return (
    <SelectCellFormatter
      aria-label="Selecionar todas as linhas da página"
      tabIndex={tabIndex}
      indeterminate={isIndeterminate}
      value={isRowSelected}
      onChange={(checked) => onRowSelectionChange({ checked: isIndeterminate ? false : checked })}
    />
  );
}

const REPOSTO = 'Mudou sozinho com a categoria: confirme este valor.';

const COR_ESTADO: Readonly<Record<string, string>> = {
  Anulado: classes.estadoAnulado as string,
  Pago: classes.estadoPago as string,
  Pendente: classes.estadoPendente as string,
  'Sem fatura': classes.estadoSemFatura as string,
};

/**
 * The row's state, with the document's type and its status at the tax authority on hover; a row of card
 * takings also says how it counts (the rate of takings counted as sales, a settlement's commission).
 */
function CelulaEstado({ linha }: { linha: LinhaPlanilha }) {
  const { estado } = linha;
  const detalhe = [linha.fatura?.tipo, linha.fatura?.situacao].filter(Boolean).join(' · ');
  const titulo = linha.anulado
    ? `${detalhe || 'Anulado'}: não conta em nenhum relatório.`
    : detalhe || undefined;
  const cartao = descreverCartao(linha.cartao);
  return (
    <>
      <span className={[classes.estado, COR_ESTADO[estado]].filter(Boolean).join(' ')} title={titulo}>
        {estado}
      </span>
      {cartao && (
        <span className={classes.cartao} title={cartao.texto}>
          {cartao.marca}
          <VisuallyHidden>: {cartao.texto}</VisuallyHidden>
        </span>
      )}
    </>
  );
}

/** Dropdowns and dates open with a single click in edit mode; text opens on Enter, typing or a double click. */
function abreComUmClique(campo: Campo): boolean {
  return DEFINICAO_CAMPOS[campo].tipo !== 'texto' && DEFINICAO_CAMPOS[campo].tipo !== 'montante';
}

function Cabecalho({ column, sortDirection }: RenderHeaderCellProps<LinhaGrid>) {
  return (
    <span className={classes.cabecalho}>
      <span>{column.name}</span>
      {sortDirection && (
        <span className={classes.seta} aria-hidden>
          {sortDirection === 'ASC' ? '▲' : '▼'}
        </span>
      )}
    </span>
  );
}

function BotaoAcao({
  label,
  onClick,
  tabIndex,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  tabIndex: number;
  color?: string;
  children: ReactNode;
}) {
  return (
    // A native title, not a Tooltip: 200 rows of floating tooltips would slow the first paint.
    <ActionIcon
      variant="subtle"
      size="sm"
      color={color}
      aria-label={label}
      title={label}
      tabIndex={tabIndex}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </ActionIcon>
  );
}

function CelulaAcoes({
  linha,
  contexto,
  acoes,
  tabIndex,
}: {
  linha: LinhaPlanilha;
  contexto: ContextoEdicao;
  acoes: AcoesDaLinha;
  tabIndex: number;
}) {
  const minha = contexto.podeEditar && isLinhaDoUtilizador(linha, contexto.userId);
  const podeAssociar = contexto.podeEditar && podeAssociarExtrato(linha);
  const podeDesassociar = contexto.podeEditar && podeDesassociarExtrato(linha);
  return (
    <div className={classes.acoes}>
      <BotaoAcao
        label="Histórico da linha"
        color="gray"
        tabIndex={tabIndex}
        onClick={() => acoes.historico(linha)}
      >
        <IconHistory size={16} />
      </BotaoAcao>
      {contexto.podeEditar && linhaClassificada(linha) && (
        <BotaoAcao
          label="Criar regra a partir desta linha"
          tabIndex={tabIndex}
          onClick={() => acoes.criarRegra(linha)}
        >
          <IconWand size={16} />
        </BotaoAcao>
      )}
      {minha && (
        <>
          <BotaoAcao label="Adicionar linha" tabIndex={tabIndex} onClick={() => acoes.adicionar(linha)}>
            <IconPlus size={16} />
          </BotaoAcao>
          <BotaoAcao label="Duplicar linha" tabIndex={tabIndex} onClick={() => acoes.duplicar(linha)}>
            <IconCopy size={16} />
          </BotaoAcao>
          <BotaoAcao
            label="Remover linha"
            color="red"
            tabIndex={tabIndex}
            onClick={() => acoes.remover(linha)}
          >
            <IconTrash size={16} />
          </BotaoAcao>
        </>
      )}
      {podeAssociar && (
        <BotaoAcao label="Associar extrato" tabIndex={tabIndex} onClick={() => acoes.associar(linha)}>
          <IconLink size={16} />
        </BotaoAcao>
      )}
      {podeDesassociar && (
        <BotaoAcao label="Desassociar extrato" tabIndex={tabIndex} onClick={() => acoes.desassociar(linha)}>
          <IconUnlink size={16} />
        </BotaoAcao>
      )}
    </div>
  );
}

function MarcadorAutomatico({ descricao }: { descricao: string }) {
  return (
    <Tooltip label={descricao} multiline w={300} withinPortal>
      <span className={classes.marcador} role="img" aria-label={descricao}>
        <IconSparkles size={14} />
      </span>
    </Tooltip>
  );
}

function isEntrada(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

const chaveDaLinha = (row: LinhaGrid) => row.id;

/**
 * The spreadsheet grid (SPEC §2): 20 columns and the row's state, server-side sort on header click, editors per field
 * type in edit mode, copy of a cell as text and paste of a cell or of a block from Excel.
 * Keyboard: arrows/Tab move, Enter edits and confirms, Escape cancels (the grid's own).
 */
export function PlanilhaGrid({
  linhas,
  lojas,
  contexto,
  ordenacao,
  onOrdenar,
  onAlterar,
  onColagemRecusada,
  acoes,
  aCarregar,
  vazio,
  chaveConsulta,
  selecionadas,
  onSelecionadas,
}: PlanilhaGridProps) {
  const congelar = useMediaQuery(CONGELAR_A_PARTIR_DE, true) ?? true;
  const gridRef = useRef<DataGridHandle>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger
  useEffect(() => {
    if (gridRef.current?.element) gridRef.current.element.scrollTop = 0;
  }, [chaveConsulta]);

  // Handlers change on every render; the columns must not (the whole grid would re-render).
  const acoesRef = useRef(acoes);
  acoesRef.current = acoes;
  const acoesEstaveis = useMemo<AcoesDaLinha>(
    () => ({
      adicionar: (l) => acoesRef.current.adicionar(l),
      duplicar: (l) => acoesRef.current.duplicar(l),
      remover: (l) => acoesRef.current.remover(l),
      associar: (l) => acoesRef.current.associar(l),
      desassociar: (l) => acoesRef.current.desassociar(l),
      historico: (l) => acoesRef.current.historico(l),
      criarRegra: (l) => acoesRef.current.criarRegra(l),
    }),
    [],
  );

  const columns = useMemo((): Column<LinhaGrid>[] => {
    const { editando } = contexto;
    const selecao: Column<LinhaGrid> = {
      key: SELECAO_KEY,
      name: 'Selecionar',
      width: 36,
      minWidth: 36,
      maxWidth: 36,
      resizable: false,
      sortable: false,
      frozen: congelar,
      renderHeaderCell: CaixaDaPagina,
      renderCell: CaixaDaLinha,
    };
    const acoesColuna: Column<LinhaGrid> = {
      key: ACOES_KEY,
      name: 'Ações',
      frozen: congelar,
      width: 150,
      minWidth: 60,
      sortable: false,
      resizable: false,
      renderHeaderCell: Cabecalho,
      renderCell: ({ row, tabIndex }) => (
        <CelulaAcoes linha={row.linha} contexto={contexto} acoes={acoesEstaveis} tabIndex={tabIndex} />
      ),
    };
    const estadoColuna: Column<LinhaGrid> = {
      key: ESTADO_KEY,
      name: 'Estado',
      width: 110,
      minWidth: 80,
      sortable: false,
      resizable: true,
      renderHeaderCell: Cabecalho,
      renderCell: ({ row }) => <CelulaEstado linha={row.linha} />,
    };
    const ordem = [...IDENTIDADE, ...CAMPOS.filter((c) => !IDENTIDADE.includes(c))];
    const dados = ordem.map((campo): Column<LinhaGrid> => {
      const { titulo, tipo } = DEFINICAO_CAMPOS[campo];
      const numero = tipo === 'montante';
      const lista = tipo === 'lista' || tipo === 'loja' || tipo === 'movimento';
      return {
        key: campo,
        name: titulo,
        frozen: congelar && IDENTIDADE.includes(campo),
        width: LARGURAS[campo],
        minWidth: 70,
        resizable: true,
        // The server sorts; while editing the rows stay where they are.
        sortable: !editando,
        renderHeaderCell: Cabecalho,
        editable: (row) => podeEditarCampo(campo, row.linha, contexto),
        cellClass: (row) => {
          const nomes = [
            numero ? classes.numero : undefined,
            numero && row.linha.anulado ? classes.anulada : undefined,
          ];
          if (row.repostos?.has(campo)) nomes.push(classes.reposta);
          else if (row.alterados?.has(campo)) nomes.push(classes.alterada);
          else if (editando) {
            nomes.push(podeEditarCampo(campo, row.linha, contexto) ? classes.editavel : classes.bloqueada);
          }
          return nomes.filter(Boolean).join(' ') || undefined;
        },
        renderCell: ({ row, isCellEditable }) => {
          const texto = textoDaCelula(campo, row.valores, lojas, row.linha);
          const descricao = campo === 'categoria_A' ? descreverCategorizacao(row.linha) : undefined;
          if (row.repostos?.has(campo)) {
            return (
              <span className={classes.lista} title={REPOSTO}>
                <span>{texto}</span>
                <IconRefreshAlert
                  size={14}
                  className={classes.iconeReposta}
                  role="img"
                  aria-label={REPOSTO}
                />
              </span>
            );
          }
          if (lista && isCellEditable) {
            return (
              <span className={classes.lista}>
                <span>
                  {descricao && <MarcadorAutomatico descricao={descricao} />}
                  {texto}
                </span>
                <IconSelector size={12} className={classes.indicador} aria-hidden />
              </span>
            );
          }
          return (
            <>
              {descricao && <MarcadorAutomatico descricao={descricao} />}
              {texto}
            </>
          );
        },
        renderEditCell: (props) => {
          switch (tipo) {
            case 'lista':
            case 'loja':
            case 'movimento':
              return <EditorLista {...props} campo={campo} lojas={lojas} />;
            case 'montante':
              return <EditorMontante {...props} campo={campo} lojas={lojas} />;
            case 'data':
              return <EditorData {...props} campo={campo} />;
            case 'texto':
              return <EditorTexto {...props} campo={campo} />;
          }
        },
        editorOptions: { closeOnExternalRowChange: true },
      };
    });
    const [identidade, resto] = [dados.slice(0, IDENTIDADE.length), dados.slice(IDENTIDADE.length)];
    return [selecao, acoesColuna, ...identidade, estadoColuna, ...resto];
  }, [contexto, lojas, acoesEstaveis, congelar]);

  const columnKeys = useMemo(() => columns.map((c) => c.key), [columns]);

  const sortColumns = useMemo<SortColumn[]>(
    () =>
      ordenacao
        ? [{ columnKey: ordenacao.sortBy, direction: ordenacao.sortDir === 'asc' ? 'ASC' : 'DESC' }]
        : [],
    [ordenacao],
  );

  const onSortColumnsChange = (novas: SortColumn[]) => {
    // The grid cycles asc → desc → none; the spreadsheet only toggles asc ⇄ desc.
    const clicada = novas.at(-1)?.columnKey ?? ordenacao?.sortBy;
    if (clicada && isCampo(clicada)) onOrdenar(proximaOrdenacao(ordenacao, clicada));
  };

  const onRowsChange = (novas: LinhaGrid[], { indexes, column }: RowsChangeData<LinhaGrid>) => {
    if (!isCampo(column.key)) return;
    const campo = column.key;
    const alteracoes = indexes.flatMap((i) => {
      const antes = linhas[i];
      const depois = novas[i];
      if (!antes || !depois || antes.valores[campo] === depois.valores[campo]) return [];
      return [
        { linha: depois.linha, campo, mudancas: mudancasDeCampo(campo, depois.valores[campo] ?? null) },
      ];
    });
    if (alteracoes.length > 0) onAlterar(alteracoes);
  };

  const onCellCopy = ({ row, column }: CellCopyArgs<LinhaGrid>, event: ClipboardEvent<HTMLDivElement>) => {
    if (isEntrada(event.target) || !isCampo(column.key)) return;
    event.clipboardData.setData('text/plain', textoParaCopiar(column.key, row.valores, lojas, row.linha));
    event.preventDefault();
  };

  const onCellPaste = (
    { row, column }: CellPasteArgs<LinhaGrid>,
    event: ClipboardEvent<HTMLDivElement>,
  ): LinhaGrid => {
    // Inside an open editor the paste is the input's own.
    if (isEntrada(event.target)) return row;
    event.preventDefault();
    const inicio = { linha: linhas.indexOf(row), coluna: column.idx };
    if (inicio.linha < 0) return row;
    const resultado = colarBloco({
      tabela: lerTabelaColada(event.clipboardData.getData('text/plain')),
      linhas,
      colunas: columnKeys,
      inicio,
      lojas,
      podeEditar: (campo, linha) => podeEditarCampo(campo, linha, contexto),
    });
    if (resultado.alteracoes.length > 0) onAlterar(resultado.alteracoes);
    if (resultado.erros.length > 0) onColagemRecusada(resultado);
    // The rows change through onAlterar (a block may span several); the grid's own update is a no-op.
    return row;
  };

  const onCellClick = (
    { row, column, setActivePosition }: CellMouseArgs<LinhaGrid>,
    _event: CellMouseEvent,
  ) => {
    if (
      isCampo(column.key) &&
      abreComUmClique(column.key) &&
      podeEditarCampo(column.key, row.linha, contexto)
    ) {
      setActivePosition(true);
    }
  };

  return (
    <DataGrid
      ref={gridRef}
      aria-label="Planilha"
      className={[
        classes.grelha,
        'rdg-light',
        aCarregar && classes.carregando,
        linhas.length === 0 && classes.grelhaVazia,
      ]
        .filter(Boolean)
        .join(' ')}
      columns={columns}
      rows={linhas}
      rowKeyGetter={chaveDaLinha}
      selectedRows={selecionadas}
      onSelectedRowsChange={onSelecionadas}
      onRowsChange={onRowsChange}
      sortColumns={sortColumns}
      onSortColumnsChange={onSortColumnsChange}
      onCellCopy={onCellCopy}
      onCellPaste={onCellPaste}
      onCellClick={onCellClick}
      // Rows and columns outside the viewport are not in the DOM (a page of 200 rows × 20 columns
      // rendered whole takes seconds on a modest machine): scroll the grid to reach a column.
      headerRowHeight={40}
      rowHeight={35}
      renderers={{ noRowsFallback: <div className={classes.vazio}>{vazio}</div> }}
    />
  );
}
