import { Loader, Overlay, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type BusyKind = 'upload' | 'processing' | 'deleting';

const BUSY_TEXT: Record<BusyKind, string> = {
  upload: 'A carregar o ficheiro...',
  processing: 'Em processamento...',
  deleting: 'A eliminar...',
};

interface BusyViewProps {
  kind: BusyKind;
  /** Percentage sent so far (0–100), for uploads: shown as a progress bar under the text. */
  progress?: number;
  /** More about the operation, under the text (what the server is doing with an upload). */
  children?: ReactNode;
}

/** Full-screen view that replaces the screen while a long operation runs (SPEC §2 "Shell"). */
export function BusyView({ kind, progress, children }: BusyViewProps) {
  const percent = progress === undefined ? undefined : Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <Overlay fixed center zIndex={1000} color="#fff" backgroundOpacity={0.92}>
      <Stack align="center" gap="md" role="status" aria-live="polite" w="min(320px, 80vw)">
        <Loader size="lg" />
        <Text size="lg" fw={500}>
          {BUSY_TEXT[kind]}
        </Text>
        {percent !== undefined && (
          <>
            <Progress value={percent} w="100%" size="lg" aria-label="Progresso do carregamento" />
            <Text size="sm" c="dimmed">
              {percent} %
            </Text>
          </>
        )}
        {children}
      </Stack>
    </Overlay>
  );
}
