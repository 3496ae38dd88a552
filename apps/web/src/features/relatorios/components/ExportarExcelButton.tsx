import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { caminhoExportacao } from '../api/relatorios-api';
import { nomePorOmissao, type RelatorioExportavel } from '../exportar';

const EXPORT_FAILED_MESSAGE = 'Erro ao exportar o relatório.';

interface ExportarExcelButtonProps {
  empresaId: string;
  lojaId: string;
  relatorio: RelatorioExportavel;
  ano1: number;
  ano2: number;
}

/** 'Exportar Excel': the report as the server formats it in XLSX, downloaded with the session's token. */
export function ExportarExcelButton({ empresaId, lojaId, relatorio, ano1, ano2 }: ExportarExcelButtonProps) {
  const [aExportar, setAExportar] = useState(false);
  const exportar = async () => {
    setAExportar(true);
    try {
      await downloadFile(
        caminhoExportacao(empresaId, lojaId, relatorio, ano1, ano2),
        nomePorOmissao(relatorio, ano1, ano2),
      );
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
