import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Where the company area sends a role that may not open a page (SPEC §2, §6). */
export function NaoAutorizadoPage() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>Acesso não autorizado</Title>
      <Text>O seu papel de utilizador não permite o acesso a esta página.</Text>
      <Anchor component={Link} to="/conta/lista-empresa">
        Voltar
      </Anchor>
    </Stack>
  );
}
