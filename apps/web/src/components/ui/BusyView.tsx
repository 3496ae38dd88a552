import { Loader, Overlay, Stack, Text } from '@mantine/core';

export type BusyKind = 'upload' | 'processing' | 'deleting';

const BUSY_TEXT: Record<BusyKind, string> = {
  upload: 'A carregar o ficheiro...',
  processing: 'Em processamento...',
  deleting: 'A eliminar...',
};

/** Full-screen view that replaces the screen while a long operation runs (SPEC §2 "Shell"). */
export function BusyView({ kind }: { kind: BusyKind }) {
  return (
    <Overlay fixed center zIndex={1000} color="#fff" backgroundOpacity={0.92}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text size="lg" fw={500}>
          {BUSY_TEXT[kind]}
        </Text>
      </Stack>
    </Overlay>
  );
}
