import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePaginaAtual } from '../hooks/use-pagina-atual';
import { PAGINAS } from '../paginas';
import { PaginaEmpresa } from './PaginaEmpresa';

/**
 * Placeholder for the pages other work fills (reports, imports, spreadsheet, depreciations,
 * errors report): the route, the navigation and the role guard already work.
 */
export function EmConstrucaoPage() {
  const pagina = usePaginaAtual();
  return (
    <PaginaEmpresa titulo={pagina ? PAGINAS[pagina].titulo : 'Em construção'}>
      <Paper withBorder p="lg" maw={560}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Em construção
          </Title>
          <Text>Esta página estará disponível em breve.</Text>
        </Stack>
      </Paper>
    </PaginaEmpresa>
  );
}
