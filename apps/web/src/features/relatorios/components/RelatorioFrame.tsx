import { Alert, Fieldset, Group, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import type { Role } from '../../../lib/roles';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import type { RelatorioExportavel } from '../exportar';
import { useSelecaoRelatorio } from '../hooks/use-selecao-relatorio';
import { type LojaOpcao, opcoesAnos, opcoesLojas, type SelecaoRelatorio } from '../selecao';
import { ExportarExcelButton } from './ExportarExcelButton';

const SEM_LOJAS: readonly LojaOpcao[] = [];
const LOAD_FAILED_MESSAGE = 'Não foi possível carregar as lojas da empresa.';

export interface ContextoRelatorio extends SelecaoRelatorio {
  empresaId: string;
  role: Role;
}

interface RelatorioFrameProps {
  titulo: string;
  /** The report the 'Exportar Excel' button asks the server for. */
  exportar: RelatorioExportavel;
  /** The report itself, for the store and years chosen; it shows its own spinner while loading. */
  children: (contexto: ContextoRelatorio) => ReactNode;
}

/**
 * The frame of every two-year report (SPEC §2): the store ('Todas as lojas' for the company
 * consolidated) and the 'Anos a Comparar', kept in the address; changing either reloads the report.
 */
export function RelatorioFrame({ titulo, exportar, children }: RelatorioFrameProps) {
  const { empresaId, role, empresa, estado } = useEmpresaAtual();
  const lojas = empresa?.lojas ?? SEM_LOJAS;
  const { selecao, mudar, anoAtual } = useSelecaoRelatorio(lojas);
  const anos = opcoesAnos(anoAtual).map(String);

  if (!empresa) {
    return (
      <PaginaEmpresa titulo={titulo}>
        {estado.estado === 'carregando' ? (
          <PageLoader />
        ) : (
          <Alert color="red" variant="light">
            {LOAD_FAILED_MESSAGE}
          </Alert>
        )}
      </PaginaEmpresa>
    );
  }

  return (
    <PaginaEmpresa titulo={titulo}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Loja"
          data={opcoesLojas(lojas)}
          value={selecao.lojaId}
          onChange={(event) => mudar({ lojaId: event.currentTarget.value })}
          miw={200}
        />
        <Fieldset
          legend="Anos a Comparar"
          variant="unstyled"
          p={0}
          styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 0 } }}
        >
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              aria-label="Ano 1"
              data={anos}
              value={String(selecao.ano1)}
              onChange={(event) => mudar({ ano1: Number(event.currentTarget.value) })}
            />
            <NativeSelect
              aria-label="Ano 2"
              data={anos}
              value={String(selecao.ano2)}
              onChange={(event) => mudar({ ano2: Number(event.currentTarget.value) })}
            />
          </Group>
        </Fieldset>
        <ExportarExcelButton
          empresaId={empresaId}
          lojaId={selecao.lojaId}
          relatorio={exportar}
          ano1={selecao.ano1}
          ano2={selecao.ano2}
        />
      </Group>
      {children({ ...selecao, empresaId, role })}
    </PaginaEmpresa>
  );
}
