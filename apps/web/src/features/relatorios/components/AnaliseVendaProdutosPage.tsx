import { computePareto, topProdutos } from '@contas/core/reports';
import { CloseButton, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import { useAnaliseProdutos } from '../api/produtos-api';
import { GRUPOS_COLUNAS, type GrupoColunas, type Serie } from '../colunas';
import { useVistaRelatorio } from '../hooks/use-vista-relatorio';
import {
  ateADataEfetivo,
  hojeEmLisboa,
  linhasAteAoMes,
  mesSemFigura,
  periodoAteAData,
  totaisPrimeiro,
} from '../periodo';
import {
  alternarOrdenacao,
  filtrarPorNome,
  ORDENACAO_INICIAL,
  type Ordenacao,
  ordenarProdutos,
} from '../produtos';
import { GraficoTopProdutos } from './GraficoTopProdutos';
import { ParetoProdutos } from './ParetoProdutos';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';
import { SemInformacao } from './SemInformacao';
import { TabelaProdutos } from './TabelaProdutos';

const TITULO = 'Análise Venda Produtos';

type Vista = 'tabela' | 'pareto';

function AnaliseVendaProdutos({ empresaId, lojaId, ano1, ano2, role }: ContextoRelatorio) {
  const query = useAnaliseProdutos(empresaId, lojaId, ano1, ano2);
  const preferencias = useVistaRelatorio();
  const [hojeAqui] = useState(hojeEmLisboa);
  const hoje = preferencias?.hoje ?? hojeAqui;
  const ateAData = ateADataEfetivo(preferencias?.ateAData ?? null, ano1, ano2, hoje);
  const primeiro = preferencias?.totaisPrimeiro ?? false;
  const grupos = useMemo(() => {
    const comPeriodo = GRUPOS_COLUNAS.map((g) =>
      ateAData && !g.id.startsWith('m') ? { ...g, label: `${g.label} ${periodoAteAData(hoje)}` } : g,
    );
    return primeiro ? totaisPrimeiro(comPeriodo) : comPeriodo;
  }, [ateAData, hoje, primeiro]);
  const semFigura = (grupo: GrupoColunas, serie: Serie) =>
    grupo.id.startsWith('m') && mesSemFigura(Number(grupo.id.slice(1)), serie, { ano1, ano2, hoje });
  const [pesquisa, setPesquisa] = useState('');
  const [vista, setVista] = useState<Vista>('tabela');
  const [anoPareto, setAnoPareto] = useState<'ano1' | 'ano2'>('ano2');
  const [ordenacao, setOrdenacao] = useState<Ordenacao>(ORDENACAO_INICIAL);

  useEffect(() => {
    // SPEC §8: a report that fails to load is only logged, and shows no data.
    if (query.error) console.error(`Não foi possível carregar o relatório ${TITULO}`, query.error);
  }, [query.error]);

  const recebidas = query.data?.linhas;
  const linhas = useMemo(
    () => (recebidas && ateAData ? linhasAteAoMes(recebidas, hoje.mes) : recebidas),
    [recebidas, ateAData, hoje.mes],
  );
  const visiveis = useMemo(
    () =>
      ordenarProdutos(
        filtrarPorNome(linhas ?? [], pesquisa, (l) => l.label),
        ordenacao,
      ),
    [linhas, pesquisa, ordenacao],
  );
  const pareto = useMemo(
    () =>
      computePareto((linhas ?? []).map((l) => ({ nome: l.label, quantidade: l.valores[anoPareto].total }))),
    [linhas, anoPareto],
  );
  const top = useMemo(
    () =>
      topProdutos(
        (linhas ?? []).map((l) => ({
          nome: l.label,
          ano1: l.valores.ano1.total,
          ano2: l.valores.ano2.total,
        })),
      ),
    [linhas],
  );

  if (query.isPending) return <PageLoader />;
  if (!linhas || linhas.length === 0)
    return <SemInformacao empresaId={empresaId} role={role} importar="produtos" />;

  return (
    <Stack gap="md">
      {top.length > 0 && <GraficoTopProdutos produtos={top} ano1={ano1} ano2={ano2} />}
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Pesquisar produto"
          placeholder="Nome do produto"
          value={pesquisa}
          onChange={(event) => setPesquisa(event.currentTarget.value)}
          miw={240}
          rightSection={
            pesquisa ? (
              <CloseButton size="sm" aria-label="Limpar pesquisa" onClick={() => setPesquisa('')} />
            ) : null
          }
        />
        <SegmentedControl
          aria-label="Vista"
          value={vista}
          onChange={(valor) => setVista(valor as Vista)}
          data={[
            { value: 'tabela', label: 'Tabela' },
            { value: 'pareto', label: 'Pareto (80 %)' },
          ]}
        />
        {vista === 'pareto' && (
          <SegmentedControl
            aria-label="Ano do Pareto"
            value={anoPareto}
            onChange={(valor) => setAnoPareto(valor as 'ano1' | 'ano2')}
            data={[
              { value: 'ano1', label: String(ano1) },
              { value: 'ano2', label: String(ano2) },
            ]}
          />
        )}
        {preferencias && vista === 'tabela' && (
          <Switch
            label="Totais primeiro"
            checked={primeiro}
            onChange={(event) => preferencias.mudarTotaisPrimeiro(event.currentTarget.checked)}
          />
        )}
      </Group>
      {vista === 'pareto' ? (
        <ParetoProdutos pareto={pareto} ano={anoPareto === 'ano1' ? ano1 : ano2} pesquisa={pesquisa} />
      ) : visiveis.length === 0 ? (
        <Text>Nenhum produto com «{pesquisa.trim()}» no nome.</Text>
      ) : (
        <TabelaProdutos
          linhas={visiveis}
          ano1={ano1}
          ano2={ano2}
          ordenacao={ordenacao}
          onOrdenar={(coluna) => setOrdenacao((atual) => alternarOrdenacao(atual, coluna))}
          grupos={grupos}
          semFigura={semFigura}
        />
      )}
      <Text size="sm" c="dimmed">
        Quantidades em unidades, por mês. Média: a média dos meses com vendas (um mês a zero não conta).
        'Todas as lojas' soma as quantidades de cada loja.
      </Text>
    </Stack>
  );
}

/** 'Análise Venda Produtos' (SPEC §2): the units sold of each product, two years compared month by month. */
export function AnaliseVendaProdutosPage() {
  return (
    <RelatorioFrame titulo={TITULO}>{(contexto) => <AnaliseVendaProdutos {...contexto} />}</RelatorioFrame>
  );
}
