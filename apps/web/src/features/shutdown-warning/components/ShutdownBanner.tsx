import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useShutdownWarning } from '../hooks/use-shutdown-warning';

/** Top banner announcing the daily automatic shutdown (SPEC §9). */
export function ShutdownBanner() {
  const { message, dismiss } = useShutdownWarning();
  if (!message) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconClockExclamation />}
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={dismiss}
    >
      {message}
    </Alert>
  );
}
