import { Title } from '@mantine/core';

/** SPEC §2: a placeholder showing only the word for competition. */
export function ConcorrenciaPage() {
  return <Title order={1}>Concorrência</Title>;
}
