import { Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import logoUrl from '../../../assets/logo.svg';
import { useLogout } from '../../auth/hooks/use-logout';
import { useSession } from '../../auth/hooks/use-session';
import { EXTERNAL_LINKS } from '../site-links';

function ExternalLinks() {
  return EXTERNAL_LINKS.map((link) => (
    <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" c="dark" fw={500}>
      {link.label}
    </Anchor>
  ));
}

function SessionAction({ fullWidth = false }: { fullWidth?: boolean }) {
  const { status } = useSession();
  const logout = useLogout();
  // While the session is being restored neither action is right yet.
  if (status === 'loading') return null;
  if (status === 'authenticated') {
    return (
      <Button variant="outline" onClick={logout} fullWidth={fullWidth}>
        Logout
      </Button>
    );
  }
  return (
    <Button component={Link} to="/login" fullWidth={fullWidth}>
      Login
    </Button>
  );
}

/** Top bar (SPEC §2 "Shell"): links inline from 768 px, in a drawer behind a burger below. */
export function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // A followed link ends the visit to the menu.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <Box
      component="header"
      bg="white"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        position: 'sticky',
        top: 0,
        zIndex: 200,
      }}
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" aria-label="Página inicial" style={{ display: 'flex' }}>
            <img src={logoUrl} alt="Contas Claras" height={40} width={187} />
          </Anchor>
          <Group component="nav" aria-label="Principal" gap="lg" visibleFrom="sm" wrap="nowrap">
            <ExternalLinks />
            <Anchor component={Link} to="/conta/lista-empresa" c="dark" fw={500}>
              Contas
            </Anchor>
            <SessionAction />
          </Group>
          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={toggle}
            aria-label="Abrir menu"
            aria-expanded={opened}
          />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title="Menu"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Fechar menu' }}
      >
        <Stack component="nav" aria-label="Menu" gap="md">
          <ExternalLinks />
          <Divider />
          <Anchor component={Link} to="/conta/lista-empresa" c="dark" fw={500}>
            Contas
          </Anchor>
          <SessionAction fullWidth />
        </Stack>
      </Drawer>
    </Box>
  );
}
