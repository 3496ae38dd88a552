import { Anchor, AspectRatio, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../contact-details';
import { ContactList } from './ContactList';

export function Suporte() {
  return (
    <Stack>
      <Title order={1}>Suporte</Title>
      <Text>
        Estamos disponíveis para ajudar com o acesso à conta, a importação de ficheiros, a classificação da
        planilha e a leitura dos relatórios. Antes de nos contactar, pode consultar a{' '}
        <Anchor component={Link} to="/informacao/documentacao">
          documentação
        </Anchor>
        . Ao escrever-nos, indique a empresa, a página onde estava e, se for o caso, o ficheiro que tentou
        importar.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <ContactList />
        </Paper>
        <Stack gap={4}>
          <AspectRatio ratio={4 / 3}>
            <iframe
              title="Mapa da localização da Contas Claras"
              src={CONTACT_DETAILS.mapa.embedUrl}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              loading="lazy"
            />
          </AspectRatio>
          <Anchor href={CONTACT_DETAILS.mapa.linkUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Ver mapa maior
          </Anchor>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
