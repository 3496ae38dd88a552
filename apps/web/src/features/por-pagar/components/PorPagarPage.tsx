import { formatPtDate, lisbonToday, parsePtDate } from '@contas/core';
import type { EscalaoComTitulo, LadoPorPagar } from '@contas/core/contrato';
import { Anchor, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { ExportarExcelButton } from '../../relatorios/components/ExportarExcelButton';
import { useSelecaoNoEndereco } from '../../relatorios/hooks/use-selecao-relatorio';
import { TODAS_AS_LOJAS } from '../../relatorios/selecao';
import { usePorPagar } from '../api/por-pagar-api';
import {
  caminhoExportacao,
  caminhoNaPlanilha,
  descreverDocumento,
  euros,
  linhasDoResumo,
  opcoesLojas,
  parametrosDaSelecao,
  selecaoDosParametros,
} from '../por-pagar';

const TITULO = 'Por pagar / por receber';
const SEM_INFORMACAO = 'Sem informação disponível.';
const SEM_LOJAS: never[] = [];

const lerData = (texto: string) => parsePtDate(texto) ?? null;

interface LadoProps {
  titulo: string;
  vazio: string;
  lado: LadoPorPagar;
  escaloes: readonly EscalaoComTitulo[];
  todas: boolean;
  empresaId: string;
  podeAbrirPlanilha: boolean;
}

/** One side: its totals by age (each store, then the total), then its documents, oldest first. */
function Lado({ titulo, vazio, lado, escaloes, todas, empresaId, podeAbrirPlanilha }: LadoProps) {
  const id = titulo.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {titulo}
      </Title>
      {lado.documentos.length === 0 ? (
        <Text>{vazio}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder striped aria-label={`${titulo}: totais por antiguidade`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{todas ? 'Loja' : ''}</Table.Th>
                  {escaloes.map((e) => (
                    <Table.Th key={e.chave} scope="col" ta="right">
                      {e.titulo}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    Total
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Documentos
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {linhasDoResumo(lado, todas).map(({ rotulo, totais }) => (
                  <Table.Tr key={rotulo} fw={rotulo === 'Total' ? 700 : undefined}>
                    <Table.Th scope="row">{rotulo}</Table.Th>
                    {escaloes.map((e) => (
                      <Table.Td key={e.chave} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {euros(totais.escaloes[e.chave])}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {euros(totais.total)}
                    </Table.Td>
                    <Table.Td ta="right">{totais.documentos}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={`${titulo}: documentos`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Documento</Table.Th>
                  <Table.Th scope="col">Contraparte</Table.Th>
                  {todas && <Table.Th scope="col">Loja</Table.Th>}
                  <Table.Th scope="col">Data Emissão</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Idade (dias)
                  </Table.Th>
                  <Table.Th scope="col">Antiguidade</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Total
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Pago
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Em aberto
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lado.documentos.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {podeAbrirPlanilha ? (
                        <Anchor
                          component={Link}
                          to={caminhoNaPlanilha(empresaId, d)}
                          aria-label={`Ver ${descreverDocumento(d)} na planilha`}
                        >
                          {d.numero}
                        </Anchor>
                      ) : (
                        d.numero
                      )}
                    </Table.Td>
                    <Table.Td>{d.contraparte || d.nif || '—'}</Table.Td>
                    {todas && <Table.Td>{d.loja.nome}</Table.Td>}
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPtDate(d.dataEmissao)}</Table.Td>
                    <Table.Td ta="right">{d.idade}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {escaloes.find((e) => e.chave === d.escalao)?.titulo}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {euros(d.total)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {euros(d.pago)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {euros(d.emAberto)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

/**
 * 'Por pagar / por receber' (issue 15): the purchases still to pay and the sales still to receive at a
 * date, by age since issue, per store and in total; each document opens its row in the spreadsheet (for
 * those who may open it). Store and date live in the address.
 */
export function PorPagarPage() {
  const { empresaId, empresa, role } = useEmpresaAtual();
  const lojas = empresa?.lojas ?? SEM_LOJAS;
  const [hoje] = useState(() => lisbonToday(new Date()));
  const ler = useCallback(
    (params: URLSearchParams) => selecaoDosParametros(params, lojas, hoje),
    [lojas, hoje],
  );
  const { selecao, mudar } = useSelecaoNoEndereco(ler, parametrosDaSelecao);
  const query = usePorPagar(empresaId, selecao.lojaId, selecao.data);
  const todas = selecao.lojaId === TODAS_AS_LOJAS;
  const podeAbrirPlanilha = role === 'admin' || role === 'editor';

  useEffect(() => {
    // As every report: a load that fails is only logged, and the screen shows no data (SPEC §8).
    if (query.error) console.error(`Não foi possível carregar ${TITULO}`, query.error);
  }, [query.error]);

  const r = query.data;

  return (
    <PaginaEmpresa titulo={TITULO}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Loja"
          data={opcoesLojas(lojas)}
          value={selecao.lojaId}
          onChange={(event) => mudar({ lojaId: event.currentTarget.value })}
          w={220}
        />
        <DateInput
          label="Data de referência"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          dateParser={lerData}
          value={selecao.data}
          onChange={(valor) => valor && mudar({ data: valor })}
          w={160}
        />
        <ExportarExcelButton
          caminho={caminhoExportacao(empresaId, selecao)}
          nome={`por-pagar-${selecao.data}.xlsx`}
        />
      </Group>
      <Text size="sm" c="dimmed" maw={820}>
        As faturas de compras por pagar e as de vendas por receber na data de referência: por anular e ainda
        não pagas (ou o que falta das pagas em parte), com a idade em dias desde a emissão. Não entram as
        faturas-recibo nem as vendas a consumidor final, pagas no momento.
      </Text>
      {query.isPending ? (
        <PageLoader />
      ) : !r || (r.porPagar.documentos.length === 0 && r.porReceber.documentos.length === 0) ? (
        <Text>{SEM_INFORMACAO}</Text>
      ) : (
        <Stack gap="xl">
          <Lado
            titulo="Por pagar (compras)"
            vazio="Nenhuma compra por pagar nesta data."
            lado={r.porPagar}
            escaloes={r.escaloes}
            todas={todas}
            empresaId={empresaId}
            podeAbrirPlanilha={podeAbrirPlanilha}
          />
          <Lado
            titulo="Por receber (vendas)"
            vazio="Nenhuma venda por receber nesta data."
            lado={r.porReceber}
            escaloes={r.escaloes}
            todas={todas}
            empresaId={empresaId}
            podeAbrirPlanilha={podeAbrirPlanilha}
          />
        </Stack>
      )}
    </PaginaEmpresa>
  );
}
