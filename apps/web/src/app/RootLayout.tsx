import { Box, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../features/shell/components/Footer';
import { TopBar } from '../features/shell/components/TopBar';
import { ShutdownBanner } from '../features/shutdown-warning/components/ShutdownBanner';

export function RootLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ShutdownBanner />
      <TopBar />
      <Container component="main" size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
