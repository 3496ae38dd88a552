import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const EXPORT_FAILED_MESSAGE = 'Erro ao exportar o relatório.';

interface ExportarExcelButtonProps {
  /** The server's XLSX of the report on screen (caminhoExportacao, caminhoExportacaoOrcamento). */
  caminho: string;
  /** The file's name when the server gives none. */
  nome: string;
}

/** 'Exportar Excel': the report as the server formats it in XLSX, downloaded with the session's token. */
export function ExportarExcelButton({ caminho, nome }: ExportarExcelButtonProps) {
  const [aExportar, setAExportar] = useState(false);
  const exportar = async () => {
    setAExportar(true);
    try {
      await downloadFile(caminho, nome);
    } catch (error) {
      console.error('Exportação do relatório falhou', error);
      notifications.show({
        color: 'red',
        title: EXPORT_FAILED_MESSAGE,
        message: error instanceof ApiError ? error.message : 'Tente novamente.',
      });
    } finally {
      setAExportar(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={exportar}
      loading={aExportar}
    >
      Exportar Excel
    </Button>
  );
}
