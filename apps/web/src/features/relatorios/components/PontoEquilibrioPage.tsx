import { LINHA_PE, type LinhaPontoEquilibrio, type MotivoSemValor } from '@contas/core/reports';
import { Alert, List, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { gruposPontoEquilibrio, MOTIVOS_SEM_VALOR, notaQuantidades, notaVendasSemFatura } from '../analises';
import { usePontoEquilibrio } from '../api/relatorios-api';
import { rotulosDosAnos } from '../colunas';
import type { LinhaGrafico } from '../grafico';
import { pontoEquilibrioVazio } from '../relatorios-vazios';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';

const TITULO = 'Ponto de Equilíbrio';

/** The sales against the sales that break even, month by month. */
const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_PE.receitas, label: 'Receitas', color: 'cyan' },
  { key: LINHA_PE.vendasEquilibrio, label: 'Ponto de equilíbrio (vendas)', color: 'orange' },
];

/** DOMAIN.md §7, each definition in a sentence. */
function Definicoes() {
  return (
    <List size="sm" c="dimmed" spacing={2} aria-label="Definições">
      <List.Item>
        Custos Fixos = fornecimentos e serviços externos fixos + gastos com o pessoal (com TSU, Segurança
        Social e IRS) + depreciações. Os juros não entram: é o ponto de equilíbrio operacional, antes dos
        gastos de financiamento.
      </List.Item>
      <List.Item>Custos Variáveis = compras + fornecimentos e serviços externos variáveis.</List.Item>
      <List.Item>
        Quantidades Vendidas = as faturas emitidas no mês, ou as unidades do ficheiro de produtos nos meses em
        que a loja o tem.
      </List.Item>
      <List.Item>Receitas = vendas e serviços prestados (sem IVA).</List.Item>
      <List.Item>
        Ticket Médio = receitas ÷ quantidades; Custos Variáveis por Unidade = custos variáveis ÷ quantidades.
      </List.Item>
      <List.Item>
        Ponto de Equilíbrio = custos fixos ÷ (ticket médio − custo variável por unidade), em unidades; ×
        ticket médio, em vendas. Sem ele ('—') quando o ticket não passa do custo variável por unidade.
      </List.Item>
      <List.Item>
        Margens de segurança = (real − ponto de equilíbrio) ÷ real, em quantidades e em vendas (negativas
        abaixo do ponto de equilíbrio).
      </List.Item>
    </List>
  );
}

/** The reasons some cell has no figure, each once, for the legend under the definitions. */
function motivosDasLinhas(linhas: readonly LinhaPontoEquilibrio[]): MotivoSemValor[] {
  const motivos = new Set<MotivoSemValor>();
  for (const l of linhas) {
    for (const m of [...(l.semValor?.ano1 ?? []), ...(l.semValor?.ano2 ?? [])]) if (m) motivos.add(m);
  }
  return [...motivos];
}

function PontoEquilibrio({ empresaId, lojaId, ano1, ano2 }: ContextoRelatorio) {
  const query = usePontoEquilibrio(empresaId, lojaId, ano1, ano2);
  const vazio = useCallback(() => pontoEquilibrioVazio(ano1, ano2), [ano1, ano2]);
  const grupos = useMemo(() => gruposPontoEquilibrio(rotulosDosAnos(ano1, ano2)), [ano1, ano2]);
  const r = query.data;
  const semFatura =
    r &&
    notaVendasSemFatura(
      [
        [r.ano1, r.vendasSemFatura.ano1],
        [r.ano2, r.vendasSemFatura.ano2],
      ],
      'ponto-equilibrio',
    );
  const motivos = r ? motivosDasLinhas(r.linhas as readonly LinhaPontoEquilibrio[]) : [];
  return (
    <ConteudoRelatorio
      titulo={TITULO}
      query={query}
      vazio={vazio}
      grupos={grupos}
      grafico={{ titulo: 'Receitas e ponto de equilíbrio em vendas por mês', linhas: LINHAS_GRAFICO }}
      ano1={ano1}
      ano2={ano2}
      extra={
        <Stack gap="xs">
          <Definicoes />
          {r && (
            <Stack gap={2} aria-label="Quantidades">
              {[
                ...new Map([
                  [r.ano1, r.quantidades.ano1],
                  [r.ano2, r.quantidades.ano2],
                ]).entries(),
              ].map(([ano, origem]) => (
                <Text key={ano} size="sm">
                  {notaQuantidades(ano, origem)}
                </Text>
              ))}
            </Stack>
          )}
          {semFatura && (
            <Alert color="yellow" variant="light" title="Vendas sem fatura">
              {semFatura}
            </Alert>
          )}
          {motivos.length > 0 && (
            <Stack gap={2} aria-label="Sem ponto de equilíbrio">
              {motivos.map((m) => (
                <Text key={m} size="sm">
                  — {MOTIVOS_SEM_VALOR[m]}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      }
    />
  );
}

/** 'Ponto de Equilíbrio' (SPEC §2): the break-even of two years compared month by month. */
export function PontoEquilibrioPage() {
  return (
    <RelatorioFrame titulo={TITULO} exportar="ponto-equilibrio">
      {(contexto) => <PontoEquilibrio {...contexto} />}
    </RelatorioFrame>
  );
}
