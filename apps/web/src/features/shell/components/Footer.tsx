import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import euFundingUrl from '../../../assets/eu-cofinanciado.svg';
import { LEGAL_LINKS } from '../site-links';

export function Footer() {
  return (
    <Box
      component="footer"
      bg="gray.0"
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group justify="space-between" align="center" gap="md">
          <Group component="nav" aria-label="Informação legal" gap="md">
            {LEGAL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Contas Claras
          </Text>
          <img src={euFundingUrl} alt="Cofinanciado pela União Europeia" height={44} width={200} />
        </Group>
      </Container>
    </Box>
  );
}
