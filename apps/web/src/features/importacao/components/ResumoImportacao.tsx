import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { TabelaDeslizante } from '../../../components/ui/TabelaDeslizante';
import { LigacaoPeriodoImportado } from '../../planilha/components/LigacaoPeriodoImportado';
import {
  contagensDoResultado,
  descreverLoja,
  descreverResultado,
  formatLinhaProblema,
  formatTipoFicheiro,
  problemasVisiveis,
  type ResultadoFicheiro,
} from '../resumo-importacao';

function ResultadoDoFicheiro({ resultado }: { resultado: ResultadoFicheiro }) {
  const tituloId = useId();
  const { visiveis, ocultos } = problemasVisiveis(resultado.problemas);
  return (
    <Paper component="section" aria-labelledby={tituloId} withBorder p="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={tituloId} style={{ overflowWrap: 'anywhere' }}>
            {resultado.ficheiro}
          </Title>
          <Badge variant="light">{formatTipoFicheiro(resultado.tipo)}</Badge>
          {resultado.formato && (
            <Text size="sm" c="dimmed">
              {resultado.formato}
            </Text>
          )}
        </Group>
        <Text size="sm">{descreverResultado(resultado)}</Text>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="xs" m={0}>
          {contagensDoResultado(resultado).map((c) => (
            <div key={c.chave}>
              <Text component="dt" size="xs" c="dimmed">
                {c.rotulo}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={700}
                c={c.chave === 'recusadas' && c.valor > 0 ? 'red' : undefined}
              >
                {c.valor}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {'lojas' in resultado && resultado.lojas.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" id={`${tituloId}-lojas`}>
              Linhas por loja
            </Text>
            <Stack
              component="ul"
              gap={2}
              m={0}
              p={0}
              aria-labelledby={`${tituloId}-lojas`}
              style={{ listStyle: 'none' }}
            >
              {resultado.lojas.map((loja) => (
                <Text component="li" size="sm" key={loja._id}>
                  {descreverLoja(loja)}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        {visiveis.length > 0 && (
          <TabelaDeslizante minWidth={360} maxHeight={360} rotulo={`Problemas em ${resultado.ficheiro}`}>
            <Table
              striped
              verticalSpacing={4}
              stickyHeader
              aria-label={`Linhas com problemas em ${resultado.ficheiro}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Linha</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visiveis.map((p, i) => (
                  // The same line may have several problems: the index keeps keys unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
                  <Table.Tr key={`${p.linha}-${i}`}>
                    <Table.Td>{formatLinhaProblema(p.linha)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.motivo}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaDeslizante>
        )}
        {ocultos > 0 && (
          <Text size="sm" c="dimmed">
            … e mais {ocultos} {ocultos === 1 ? 'problema' : 'problemas'}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The import summary of SPEC §8: per file, what was imported, skipped and refused (with lines and reasons). */
export function ResumoImportacao({ resultados }: { resultados: readonly ResultadoFicheiro[] }) {
  if (resultados.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Resumo da importação">
      <Title order={2} size="h4">
        Resumo da importação
      </Title>
      <LigacaoPeriodoImportado importacoes={resultados} />
      {resultados.map((resultado, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name.
        <ResultadoDoFicheiro key={`${resultado.ficheiro}-${i}`} resultado={resultado} />
      ))}
    </Stack>
  );
}
