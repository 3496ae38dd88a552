import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/ui/PageLoader';
import { ROLE_LABELS } from '../../../lib/roles';
import { type ProfileEmpresa, useProfile } from '../../conta/api/profile-api';

function EmpresaCard({ associacao }: { associacao: ProfileEmpresa }) {
  const { empresa, role } = associacao;
  return (
    <Paper component="article" withBorder p="md" aria-label={empresa.nome}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {empresa.nome}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {ROLE_LABELS[role] ?? role}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          NIF: {empresa.nif}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The companies the user belongs to, with the user's role in each (SPEC §2 "lista-empresa"). */
export function ListaEmpresaPage() {
  const { data: profile, isPending, isError } = useProfile();
  const empresas = profile?.empresas ?? [];

  return (
    <Stack>
      <Title order={1}>Empresas</Title>
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <Alert color="red" variant="light">
          Não foi possível carregar as empresas. Tente novamente.
        </Alert>
      ) : empresas.length === 0 ? (
        <Text>Ainda não está associado a nenhuma empresa.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {empresas.map((associacao) => (
            <EmpresaCard key={associacao.empresa._id} associacao={associacao} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
