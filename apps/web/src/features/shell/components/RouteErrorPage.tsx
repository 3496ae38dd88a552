import { Button, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1}>Ocorreu um erro inesperado</Title>
      <Text c="dimmed">Não foi possível mostrar esta página.</Text>
      <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
    </Stack>
  );
}
