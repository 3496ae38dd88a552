import 'react-data-grid/lib/styles.css';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type Column, DataGrid, type RenderHeaderCellProps, type SortColumn } from 'react-data-grid';
import { PageLoader } from '../../../components/ui/PageLoader';
import { FiltroDatas, PesquisaPlanilha } from '../../planilha/components/PlanilhaToolbar';
import { corrigirIntervalo, type IntervaloDatas } from '../../planilha/intervalo-datas';
import {
  type EmpresaDoRelatorio,
  PaginaRelatorio,
  SeletorLoja,
} from '../../relatorios/components/RelatorioFrame';
import { SEM_INFORMACAO, SemInformacao } from '../../relatorios/components/SemInformacao';
import { useSelecaoOrcamento } from '../../relatorios/hooks/use-selecao-relatorio';
import { opcoesAnosOrcamento, TODAS_AS_LOJAS } from '../../relatorios/selecao';
import { useDadosOrcamento } from '../api/orcamento-api';
import {
  COLUNAS_ORCAMENTO,
  type FiltroCashFlow,
  type FiltrosOrcamento,
  filtrarLinhas,
  type LinhaDados,
  linhasDosGrupos,
  type OrdemOrcamento,
  ordenarLinhas,
  proximaOrdem,
  SEM_FILTROS,
  textoContagem,
} from '../dados-orcamento';
import classes from './dados-orcamento.module.css';

const TITULO = 'Dados Orçamento';

const LARGURAS: Readonly<Record<string, number>> = {
  nif: 110,
  emitente: 220,
  dataEmissao: 120,
  dataPagamento: 130,
  baseTributavel: 130,
  iva: 110,
  total: 130,
  categoria_A: 240,
  subcategoria_A: 210,
  centroCusto_A: 130,
  categoria_B: 290,
  subcategoria_B: 230,
  rubrica_B: 230,
  subrubrica_B: 150,
  tipologia: 110,
  gasto: 120,
  cash_flow: 110,
  unidadeNegocio: 170,
};

function Cabecalho({ column, sortDirection }: RenderHeaderCellProps<LinhaDados>) {
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

/** Read only: every column sorts on a click on its header; rows and columns out of sight are not drawn. */
const COLUNAS: readonly Column<LinhaDados>[] = COLUNAS_ORCAMENTO.map((coluna) => ({
  key: coluna.key,
  name: coluna.titulo,
  width: LARGURAS[coluna.key] ?? 150,
  minWidth: 70,
  resizable: true,
  sortable: true,
  renderHeaderCell: Cabecalho,
  ...(coluna.tipo === 'montante' && { cellClass: classes.numero, headerCellClass: classes.numero }),
  renderCell: ({ row }) => row.textos[coluna.key],
}));

const chaveDaLinha = (linha: LinhaDados) => linha.id;

function DadosOrcamento({ empresa }: { empresa: EmpresaDoRelatorio }) {
  const { selecao, mudar, anoAtual } = useSelecaoOrcamento(empresa.lojas);
  const lojaId = selecao.lojaId === TODAS_AS_LOJAS ? undefined : selecao.lojaId;
  const query = useDadosOrcamento(empresa.empresaId, selecao.ano, lojaId);
  const [pesquisa, setPesquisa] = useState('');
  const [intervalo, setIntervalo] = useState<IntervaloDatas>(SEM_FILTROS.intervalo);
  const [erroDatas, setErroDatas] = useState<string>();
  const [filtros, setFiltros] = useState<FiltrosOrcamento>(SEM_FILTROS);
  const [ordem, setOrdem] = useState<OrdemOrcamento>();

  useEffect(() => {
    if (query.error) console.error('Não foi possível carregar os dados do orçamento', query.error);
  }, [query.error]);

  const todas = useMemo(() => linhasDosGrupos(query.data ?? []), [query.data]);
  const filtradas = useMemo(() => filtrarLinhas(todas, filtros), [todas, filtros]);
  const linhas = useMemo(() => ordenarLinhas(filtradas, ordem), [filtradas, ordem]);
  const sortColumns = useMemo<SortColumn[]>(
    () => (ordem ? [{ columnKey: ordem.key, direction: ordem.direcao === 'asc' ? 'ASC' : 'DESC' }] : []),
    [ordem],
  );

  const aplicarDatas = () => {
    const corrigido = corrigirIntervalo(intervalo);
    setIntervalo(corrigido.intervalo);
    setErroDatas(corrigido.erro);
    setFiltros((f) => ({ ...f, intervalo: corrigido.intervalo }));
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SeletorLoja lojas={empresa.lojas} lojaId={selecao.lojaId} onChange={(id) => mudar({ lojaId: id })} />
        <NativeSelect
          label="Ano"
          data={opcoesAnosOrcamento(anoAtual).map(String)}
          value={String(selecao.ano)}
          onChange={(event) => mudar({ ano: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label="Cash Flow"
          data={[
            { value: 'todos', label: 'Todos' },
            { value: 'Sim', label: 'Sim' },
            { value: 'Não', label: 'Não' },
          ]}
          value={filtros.cashFlow}
          onChange={(event) => {
            const cashFlow = event.currentTarget.value as FiltroCashFlow;
            setFiltros((f) => ({ ...f, cashFlow }));
          }}
        />
      </Group>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <PesquisaPlanilha
          valor={pesquisa}
          onChange={setPesquisa}
          onProcurar={() => setFiltros((f) => ({ ...f, pesquisa }))}
          onLimpar={() => {
            setPesquisa('');
            setFiltros((f) => ({ ...f, pesquisa: '' }));
          }}
          desativada={false}
        />
        <FiltroDatas
          intervalo={intervalo}
          onChange={setIntervalo}
          onProcurar={aplicarDatas}
          onLimpar={() => {
            setIntervalo(SEM_FILTROS.intervalo);
            setErroDatas(undefined);
            setFiltros((f) => ({ ...f, intervalo: SEM_FILTROS.intervalo }));
          }}
          erro={erroDatas}
          desativado={false}
        />
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {textoContagem(linhas.length, todas.length)}
          </Text>
          <DataGrid
            aria-label="Orçamento"
            className={`${classes.grelha} rdg-light`}
            columns={COLUNAS}
            rows={linhas}
            rowKeyGetter={chaveDaLinha}
            sortColumns={sortColumns}
            onSortColumnsChange={(novas) => {
              // The grid cycles asc → desc → none; here a header only toggles asc ⇄ desc.
              const clicada = novas.at(-1)?.columnKey ?? ordem?.key;
              if (clicada) setOrdem(proximaOrdem(ordem, clicada));
            }}
            headerRowHeight={40}
            rowHeight={35}
            renderers={{
              noRowsFallback: (
                <div className={classes.vazio}>
                  {todas.length === 0 ? (
                    // Nothing for the year at all: the way to import it; otherwise the filters hide it.
                    <SemInformacao empresaId={empresa.empresaId} role={empresa.role} importar="orcamento" />
                  ) : (
                    SEM_INFORMACAO
                  )}
                </div>
              ),
            }}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * 'Dados Orçamento' (SPEC §2 "Budget spreadsheet view", read only): the budget lines of a store (or of
 * every store) and a year, one per month, with the search, the dates and the cash-flow filter applied in
 * the browser (a year of five stores is 12 000 rows; the grid draws only what is in sight).
 */
export function DadosOrcamentoPage() {
  return (
    <PaginaRelatorio titulo={TITULO}>{(empresa) => <DadosOrcamento empresa={empresa} />}</PaginaRelatorio>
  );
}
