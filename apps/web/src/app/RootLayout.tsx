import { Box, Container } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../features/shell/components/Footer';
import { TopBar } from '../features/shell/components/TopBar';
import { useTituloDocumento } from '../features/shell/hooks/use-titulo-documento';
import { ShutdownBanner } from '../features/shutdown-warning/components/ShutdownBanner';
import classes from './root-layout.module.css';

const CONTEUDO = 'conteudo';

/**
 * Moves the focus to the page's content. The address keeps no '#conteudo': the router would take it for a
 * navigation, and focusing the main region scrolls to it anyway.
 */
function saltarParaConteudo(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(CONTEUDO)?.focus();
}

export function RootLayout() {
  useTituloDocumento();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* The first stop of the keyboard (WCAG 2.4.1): past the banner and the navigation. */}
      <a href={`#${CONTEUDO}`} className={classes.saltar} onClick={saltarParaConteudo}>
        Saltar para o conteúdo
      </a>
      <ShutdownBanner />
      <TopBar />
      <Container
        component="main"
        id={CONTEUDO}
        tabIndex={-1}
        className={classes.conteudo}
        size="xl"
        w="100%"
        py={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1 }}
      >
        <Outlet />
      </Container>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
