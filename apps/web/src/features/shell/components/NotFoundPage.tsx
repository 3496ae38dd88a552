import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1}>Página não encontrada</Title>
      <Text c="dimmed">O endereço que procura não existe ou foi alterado.</Text>
      <Anchor component={Link} to="/">
        Voltar à página inicial
      </Anchor>
    </Stack>
  );
}
