import { Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadFile } from '../../../lib/download';
import { type ModeloImportacao, pedidoDeModelo } from '../importacao-form';

const DOWNLOAD_FAILED_MESSAGE = 'Erro ao descarregar o modelo.';

/** Where the user guide explains how to export e-faturas and bank statements. */
export const GUIA_EXPORTACAO = '/informacao/documentacao#exportar-efatura-extratos';

/**
 * The template of a form (SPEC §2 "template download link"): an authenticated download saved
 * from a blob, so the session's bearer token goes with it.
 */
export function ModeloLink({ modelo, ano }: { modelo: ModeloImportacao; ano: number }) {
  const [aDescarregar, setADescarregar] = useState(false);
  const { path, nome } = pedidoDeModelo(modelo, ano);

  const descarregar = async () => {
    if (aDescarregar) return;
    setADescarregar(true);
    try {
      await downloadFile(path, nome);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: DOWNLOAD_FAILED_MESSAGE,
        message: error instanceof Error ? error.message : '',
      });
    } finally {
      setADescarregar(false);
    }
  };

  return (
    <Anchor
      href={path}
      download={nome}
      aria-busy={aDescarregar || undefined}
      onClick={(event) => {
        event.preventDefault();
        void descarregar();
      }}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconDownload size={16} aria-hidden />
        {aDescarregar ? 'A descarregar o modelo...' : 'Descarregar modelo'}
      </Group>
    </Anchor>
  );
}

/** E-fatura and statements are the portal's and the banks' formats: the guide says how to export them. */
export function GuiaExportacaoLink() {
  return (
    <Anchor component={Link} to={GUIA_EXPORTACAO} target="_blank" rel="noopener">
      <Group gap={4} component="span" wrap="nowrap">
        <IconExternalLink size={16} aria-hidden />
        Como exportar do Portal das Finanças e do banco
      </Group>
    </Anchor>
  );
}
