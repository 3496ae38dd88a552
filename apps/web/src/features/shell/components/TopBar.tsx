import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation, useMatch } from 'react-router';
import logoUrl from '../../../assets/logo.svg';
import { readSelectedEmpresa } from '../../../lib/selected-empresa';
import { useLogout } from '../../auth/hooks/use-logout';
import { useSession } from '../../auth/hooks/use-session';
import { useEmpresa } from '../../empresa-area/api/empresa-api';
import { caminhoEmpresa, paginasNaNavegacao } from '../../empresa-area/paginas';
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

/**
 * Inside a company the phone's menu lists the company's pages (issue 20), those the role may open, as the
 * company area's own menu does. The company is the selected one (the area's guard sends any other away).
 */
function PaginasDaEmpresa() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const empresaId = useMatch('/empresa/:empresaId/*')?.params.empresaId;
  const selecionada = readSelectedEmpresa();
  const daSelecionada = empresaId !== undefined && selecionada?.empresaId === empresaId;
  const { data: empresa } = useEmpresa(empresaId ?? '', daSelecionada && status === 'authenticated');
  if (!empresaId || !daSelecionada) return null;
  const role = empresa?.role ?? selecionada.role;
  return (
    <Stack gap={2} component="section" aria-label="Páginas da empresa">
      <Text fw={700} style={{ overflowWrap: 'break-word' }}>
        {empresa?.nome ?? 'Empresa'}
      </Text>
      {paginasNaNavegacao(role).map((pagina) => {
        const to = caminhoEmpresa(empresaId, pagina.id);
        const ativa = pathname === to;
        return (
          <NavLink
            key={pagina.id}
            component={Link}
            to={to}
            label={pagina.titulo}
            active={ativa}
            aria-current={ativa ? 'page' : undefined}
            mih={44}
          />
        );
      })}
    </Stack>
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
          <PaginasDaEmpresa />
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
