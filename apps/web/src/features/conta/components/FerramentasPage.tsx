import { Title } from '@mantine/core';

export function FerramentasPage() {
  return <Title order={1}>Ferramentas</Title>;
}
