import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useImportacoesEmCurso, useTarefaDeImportacao } from '../api/tarefas-api';
import { descreverProgresso, percentagemDoProgresso } from '../progresso-importacao';

/** Under the busy view once the upload is sent: what the server is doing with it. */
export function ProgressoDaTarefa({ empresaId, tarefaId }: { empresaId: string; tarefaId: string }) {
  const { data } = useTarefaDeImportacao(empresaId, tarefaId);
  const progresso = data?.estado === 'a-correr' ? data.progresso : null;
  return (
    <Stack gap={4} w="100%" align="center">
      <Text size="sm">{descreverProgresso(progresso)}</Text>
      <Progress
        value={percentagemDoProgresso(progresso)}
        w="100%"
        size="sm"
        aria-label="Progresso da importação no servidor"
      />
    </Stack>
  );
}

/**
 * The company's imports still running, on the import screen: the page may have been opened again while one went
 * on (issue 19). Each ends in the history below, which is read again when it does.
 */
export function ImportacoesEmCurso({ empresaId }: { empresaId: string }) {
  const { data } = useImportacoesEmCurso(empresaId);
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="sm" role="region" aria-label="Importações em curso">
      {data.map((tarefa) => (
        <Alert
          key={tarefa._id}
          color="blue"
          variant="light"
          title={`Importação em curso: ${tarefa.ficheiros.join(', ')}`}
        >
          <Stack gap={4}>
            <Text size="sm">{descreverProgresso(tarefa.progresso)}</Text>
            <Progress
              value={percentagemDoProgresso(tarefa.progresso)}
              size="sm"
              aria-label={`Progresso da importação de ${tarefa.ficheiros.join(', ')}`}
            />
            <Text size="xs" c="dimmed">
              Continua no servidor mesmo que saia desta página; o resultado aparece nas importações recentes.
            </Text>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
