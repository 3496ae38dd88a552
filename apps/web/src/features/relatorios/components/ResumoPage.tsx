import { formatEuros } from '@contas/core';
import type { ResumoResposta } from '@contas/core/contrato';
import { Alert, Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import type { Role } from '../../../lib/roles';
import { caminhoEmpresa, type PaginaId, podeAbrir } from '../../empresa-area/paginas';
import { useResumo } from '../api/resumo-api';
import { gruposOrcamento } from '../colunas-orcamento';
import { useSelecaoResumo } from '../hooks/use-selecao-relatorio';
import { linhaOrcamentoDaApi } from '../orcamento-resposta';
import { ligacoesPorClassificar } from '../por-classificar';
import { linhaDaApi } from '../relatorio-resposta';
import { cartoesDoResumo, textoOrigemQuantidades } from '../resumo';
import { opcoesAnos, parametrosDaSelecao, parametrosDaSelecaoOrcamento } from '../selecao';
import { CapitalProprioPainel } from './CapitalProprioPainel';
import { CartoesResumo } from './CartoesResumo';
import { type EmpresaDoRelatorio, PaginaRelatorio, SeletorLoja } from './RelatorioFrame';
import { SemInformacao } from './SemInformacao';
import { TabelaComparativa } from './TabelaComparativa';
import { TabelaResumo } from './TabelaResumo';

const TITULO = 'Resumo';
const SEM_EXPANSAO = new Set<string>();

interface ContextoResumo {
  empresaId: string;
  role: Role;
  lojaId: string;
  ano: number;
}

/** Rows the ledger still has unclassified: the figures are only as good as the classification. */
function AvisoPorClassificar({ resumo, contexto }: { resumo: ResumoResposta; contexto: ContextoResumo }) {
  const lados = [
    ['resultados', resumo.porClassificar.resultados, 'Categoria A', 'fora da demonstração de resultados'],
    ['caixa', resumo.porClassificar.caixa, 'Categoria B', 'fora das actividades do fluxo de caixa'],
  ] as const;
  const comLinhas = lados
    .map(([lado, linha, categoria, onde]) => ({
      lado,
      categoria,
      onde,
      linha: linhaDaApi(linha),
    }))
    .filter(({ linha }) => linha.valores.ano1.meses.some((v) => v !== 0));
  if (comLinhas.length === 0) return null;
  const podeVer = podeAbrir('planilha', contexto.role);
  const selecao = {
    empresaId: contexto.empresaId,
    lojaId: contexto.lojaId,
    ano1: contexto.ano,
    ano2: contexto.ano,
  };
  return (
    <Alert color="yellow" variant="light" title="Há linhas por classificar">
      <Stack gap={4}>
        {comLinhas.map(({ lado, categoria, onde, linha }) => (
          <Text size="sm" key={lado}>
            Linhas sem {categoria} em {resumo.ano}: {formatEuros(linha.valores.ano1.total)}, {onde}.{' '}
            {podeVer &&
              ligacoesPorClassificar(linha, selecao, lado).map(({ caminho }) => (
                <Anchor key={caminho} component={Link} to={caminho} size="sm">
                  Ver as linhas na planilha
                </Anchor>
              ))}
          </Text>
        ))}
        <Text size="sm">Os números deste resumo só são tão bons como a classificação das linhas.</Text>
      </Stack>
    </Alert>
  );
}

function Resumo(contexto: ContextoResumo) {
  const { empresaId, lojaId, ano, role } = contexto;
  const query = useResumo(empresaId, lojaId, ano);

  useEffect(() => {
    // SPEC §8: a report that fails to load is only logged.
    if (query.error) console.error(`Não foi possível carregar o relatório ${TITULO}`, query.error);
  }, [query.error]);

  const resumo = query.data;
  const comparacao = useMemo(() => (resumo?.comparacao ?? []).map(linhaOrcamentoDaApi), [resumo]);
  const grupos = useMemo(() => resumo && gruposOrcamento(resumo.estadoMeses), [resumo]);

  if (query.isPending) return <PageLoader />;
  if (!resumo || !grupos)
    return <SemInformacao empresaId={empresaId} role={role} importar="efatura-extrato" />;

  const doisAnos = new URLSearchParams(parametrosDaSelecao({ lojaId, ano1: ano - 1, ano2: ano }));
  const para = (pagina: PaginaId, params = doisAnos) => `${caminhoEmpresa(empresaId, pagina)}?${params}`;
  const dr = { caminho: para('demonstracao-resultados'), nome: 'a Demonstração de Resultados' };
  const origem = textoOrigemQuantidades(resumo.origemQuantidades);
  const titulo = `Orçamento - ${ano}`;

  return (
    <Stack gap="lg">
      <AvisoPorClassificar resumo={resumo} contexto={contexto} />
      <CartoesResumo cartoes={cartoesDoResumo(resumo, { empresaId, lojaId })} />
      <Stack gap="xs">
        <TabelaResumo
          resumo={resumo}
          ligacoes={{
            demonstracao_resultados: dr,
            fluxo_caixa: { caminho: para('fluxo-de-caixa'), nome: 'o Fluxo de Caixa' },
            margens: dr,
            ponto_equilibrio: { caminho: para('ponto-de-equilibrio'), nome: 'o Ponto de Equilíbrio' },
          }}
        />
        <Text size="sm" c="dimmed">
          Cada linha vem do seu relatório, com as mesmas contas. Nas razões, a coluna Ano é a razão dos
          valores do ano inteiro. Os manuais definem estas razões de formas diferentes: a fórmula de cada uma
          está por baixo do nome.{origem ? ` ${origem}` : ''}
        </Text>
      </Stack>
      <CapitalProprioPainel
        key={`${ano}:${resumo.capitalProprio?.valor ?? ''}`}
        empresaId={empresaId}
        ano={ano}
        role={role}
        capital={resumo.capitalProprio}
      />
      <Stack gap="xs">
        <Title order={2} size="h3">
          {titulo}
        </Title>
        {resumo.semOrcamento ? (
          <Alert color="yellow" variant="light" title="Sem orçamento para comparar">
            <Stack gap="xs">
              <Text size="sm">
                {lojaId === 'todas' ? 'Nenhuma loja tem' : `${resumo.loja.nome} não tem`} orçamento de {ano}.
              </Text>
              {podeAbrir('importar-ficheiros', role) && (
                <Anchor component={Link} to={caminhoEmpresa(empresaId, 'importar-ficheiros')} size="sm">
                  Importar o orçamento anual
                </Anchor>
              )}
            </Stack>
          </Alert>
        ) : (
          <>
            <TabelaComparativa
              titulo={titulo}
              linhas={comparacao}
              grupos={grupos}
              expandidas={SEM_EXPANSAO}
              onAlternar={() => {}}
            />
            <Anchor
              component={Link}
              to={para('orcamento-dr', new URLSearchParams(parametrosDaSelecaoOrcamento({ lojaId, ano })))}
              size="sm"
            >
              Ver a DR Orçamento
            </Anchor>
          </>
        )}
      </Stack>
    </Stack>
  );
}

function SelecaoResumo({ empresa }: { empresa: EmpresaDoRelatorio }) {
  const { selecao, mudar, anoAtual } = useSelecaoResumo(empresa.lojas);
  return (
    <>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SeletorLoja lojas={empresa.lojas} lojaId={selecao.lojaId} onChange={(lojaId) => mudar({ lojaId })} />
        <NativeSelect
          label="Ano"
          data={opcoesAnos(anoAtual).map(String)}
          value={String(selecao.ano)}
          onChange={(event) => mudar({ ano: Number(event.currentTarget.value) })}
        />
      </Group>
      <Resumo empresaId={empresa.empresaId} role={empresa.role} lojaId={selecao.lojaId} ano={selecao.ano} />
    </>
  );
}

/**
 * 'Resumo' (SPEC §2), the company area's front page: a store (or every one) and a year; the headline
 * figures of the closed months, the four blocks with each ratio's formula, the equity and the year
 * against its budget.
 */
export function ResumoPage() {
  return (
    <PaginaRelatorio titulo={TITULO}>{(empresa) => <SelecaoResumo empresa={empresa} />}</PaginaRelatorio>
  );
}
