import { Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';

/** A failed save of a report setting: the generic text, and the server's own when it says what to fix (400). */
export function ErroAoGuardar({ mensagem, erro }: { mensagem: string; erro: unknown }) {
  return (
    <Text c="red.9" size="sm" role="alert">
      {mensagem}
      {erro instanceof ApiError && erro.status === 400 ? ` ${erro.message}` : ''}
    </Text>
  );
}
