import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ContactList } from './ContactList';

export function Contactos() {
  return (
    <Stack>
      <Title order={1}>Contactos</Title>
      <Text>
        Quer saber mais sobre o Contas Claras, pedir uma demonstração para a sua empresa ou tratar de um
        assunto comercial? Fale connosco. Para dúvidas sobre a utilização da aplicação, veja a página de{' '}
        <Anchor component={Link} to="/informacao/suporte">
          Suporte
        </Anchor>
        .
      </Text>
      <Paper withBorder p="lg" maw={560}>
        <ContactList />
      </Paper>
    </Stack>
  );
}
