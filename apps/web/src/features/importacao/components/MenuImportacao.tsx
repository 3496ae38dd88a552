import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCalendarStats, IconPackage, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IMPORTACOES, TIPOS_IMPORTACAO, type TipoImportacao } from '../importacao-form';

const OPCOES: Record<TipoImportacao, { icone: ReactNode; descricao: string }> = {
  'efatura-extrato': {
    icone: <IconBuildingBank size={20} aria-hidden />,
    descricao: 'Faturas do Portal das Finanças e extratos bancários; depois, as correspondências entre eles.',
  },
  planilha: {
    icone: <IconTable size={20} aria-hidden />,
    descricao: 'Uma planilha já classificada, de uma loja, no modelo do Contas Claras.',
  },
  orcamento: {
    icone: <IconCalendarStats size={20} aria-hidden />,
    descricao: 'O orçamento de um ano, de uma loja, base dos relatórios de orçamento.',
  },
  produtos: {
    icone: <IconPackage size={20} aria-hidden />,
    descricao: 'As quantidades vendidas por produto e por mês, de uma loja.',
  },
};

/** The import screen's menu of four (SPEC §2). */
export function MenuImportacao({ onEscolher }: { onEscolher: (tipo: TipoImportacao) => void }) {
  return (
    <SimpleGrid
      component="section"
      aria-label="O que deseja importar?"
      cols={{ base: 1, sm: 2 }}
      spacing="md"
    >
      {TIPOS_IMPORTACAO.map((tipo) => (
        <Paper key={tipo} withBorder p="md">
          <Stack gap="xs" align="flex-start">
            <Button
              variant="light"
              leftSection={OPCOES[tipo].icone}
              onClick={() => onEscolher(tipo)}
              aria-describedby={`importar-${tipo}-descricao`}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              h="auto"
              py={8}
            >
              {IMPORTACOES[tipo].titulo}
            </Button>
            <Text size="sm" c="dimmed" id={`importar-${tipo}-descricao`}>
              {OPCOES[tipo].descricao}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
