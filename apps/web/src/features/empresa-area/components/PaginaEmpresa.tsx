import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Heading and content of a company-area page. */
export function PaginaEmpresa({ titulo, children }: { titulo: string; children?: ReactNode }) {
  return (
    <Stack>
      <Title order={1}>{titulo}</Title>
      {children}
    </Stack>
  );
}
