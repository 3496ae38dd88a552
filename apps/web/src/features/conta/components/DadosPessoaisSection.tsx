import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useExportarDados } from '../api/conta-api';

/** A copy of everything the service keeps about the person (GDPR art. 15 and 20). */
export function DadosPessoaisSection() {
  const exportar = useExportarDados();
  return (
    <Stack component="section" aria-labelledby="os-seus-dados" gap="sm" align="flex-start">
      <Title order={2} size="h3" id="os-seus-dados">
        Os seus dados
      </Title>
      <Text size="sm" maw={640}>
        Descarregue num ficheiro JSON o seu perfil, as empresas a que pertence e o seu papel, os convites
        recebidos e enviados, os endereços de onde iniciou sessão e as alterações que fez nas planilhas.
      </Text>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exportar.isPending}
        onClick={() => exportar.mutate()}
      >
        Exportar os meus dados
      </Button>
      {exportar.isError && (
        <Alert color="red" variant="light">
          {exportar.error.message}
        </Alert>
      )}
    </Stack>
  );
}
