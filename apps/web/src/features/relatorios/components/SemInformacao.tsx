import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Role } from '../../../lib/roles';
import { caminhoEmpresa, podeAbrir } from '../../empresa-area/paginas';
import type { TipoImportacao } from '../../importacao/importacao-form';

/** SPEC §2's empty state, quoted as it is. */
export const SEM_INFORMACAO = 'Sem informação disponível.';

const IMPORTAR: Record<TipoImportacao, string> = {
  'efatura-extrato': 'Importar e-faturas e extratos',
  planilha: 'Importar a planilha completa',
  orcamento: 'Importar o orçamento anual',
  produtos: 'Importar os produtos de vendas',
};

/**
 * 'Sem informação disponível.' and the way out: whoever may import gets the import form the screen
 * needs; a reader, who may not, is told who can.
 */
export function SemInformacao({
  empresaId,
  role,
  importar,
  comMoldura = false,
}: {
  empresaId: string;
  role: Role;
  importar: TipoImportacao;
  /** Framed, where it stands in for a chart. */
  comMoldura?: boolean;
}) {
  const conteudo = (
    <Stack gap="xs" align="flex-start">
      <Text>{SEM_INFORMACAO}</Text>
      {podeAbrir('importar-ficheiros', role) ? (
        <Button
          component={Link}
          to={`${caminhoEmpresa(empresaId, 'importar-ficheiros')}?importar=${importar}`}
          leftSection={<IconUpload size={16} aria-hidden />}
          variant="light"
        >
          {IMPORTAR[importar]}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          Os dados chegam quando um administrador ou editor da empresa importar os ficheiros.
        </Text>
      )}
    </Stack>
  );
  return comMoldura ? (
    <Paper withBorder p="md">
      {conteudo}
    </Paper>
  ) : (
    conteudo
  );
}
