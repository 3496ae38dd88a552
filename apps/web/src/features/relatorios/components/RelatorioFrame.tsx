import { Alert, Fieldset, Group, NativeSelect, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader';
import type { Role } from '../../../lib/roles';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { caminhoExportacao } from '../api/relatorios-api';
import { nomePorOmissao, type RelatorioExportavel } from '../exportar';
import { useSelecaoRelatorio } from '../hooks/use-selecao-relatorio';
import { useVistaDoFrame, VistaRelatorioContext } from '../hooks/use-vista-relatorio';
import { ateADataEfetivo, periodoAteAData, temAteAData } from '../periodo';
import { type LojaOpcao, opcoesAnos, opcoesLojas, type SelecaoRelatorio } from '../selecao';
import { ExportarExcelButton } from './ExportarExcelButton';

const SEM_LOJAS: readonly LojaOpcao[] = [];
const LOAD_FAILED_MESSAGE = 'Não foi possível carregar as lojas da empresa.';

export interface ContextoRelatorio extends SelecaoRelatorio {
  empresaId: string;
  role: Role;
}

/** The company whose report it is, once loaded. */
export interface EmpresaDoRelatorio {
  empresaId: string;
  role: Role;
  lojas: readonly LojaOpcao[];
}

/**
 * A report page of the company area: its heading, and until the company's stores are in, a spinner
 * (or the failure); then the report.
 */
export function PaginaRelatorio({
  titulo,
  children,
}: {
  titulo: string;
  children: (empresa: EmpresaDoRelatorio) => ReactNode;
}) {
  const { empresaId, role, empresa, estado } = useEmpresaAtual();
  return (
    <PaginaEmpresa titulo={titulo}>
      {empresa ? (
        children({ empresaId, role, lojas: empresa.lojas ?? SEM_LOJAS })
      ) : estado.estado === 'carregando' ? (
        <PageLoader />
      ) : (
        <Alert color="red" variant="light">
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
    </PaginaEmpresa>
  );
}

/** The store selector: 'Todas as lojas' (the company consolidated), then each store. */
export function SeletorLoja({
  lojas,
  lojaId,
  onChange,
}: {
  lojas: readonly LojaOpcao[];
  lojaId: string;
  onChange: (lojaId: string) => void;
}) {
  return (
    <NativeSelect
      label="Loja"
      data={opcoesLojas(lojas)}
      value={lojaId}
      onChange={(event) => onChange(event.currentTarget.value)}
      miw={200}
    />
  );
}

interface RelatorioFrameProps {
  titulo: string;
  /** The report the 'Exportar Excel' button asks the server for (none: no button). */
  exportar?: RelatorioExportavel;
  /** The report itself, for the store and years chosen; it shows its own spinner while loading. */
  children: (contexto: ContextoRelatorio) => ReactNode;
}

function SelecaoDoisAnos({
  empresa,
  exportar,
  children,
}: Omit<RelatorioFrameProps, 'titulo'> & { empresa: EmpresaDoRelatorio }) {
  const { empresaId, role, lojas } = empresa;
  const { selecao, mudar, anoAtual } = useSelecaoRelatorio(lojas);
  const vista = useVistaDoFrame(empresaId, role);
  const anos = opcoesAnos(anoAtual).map(String);
  const comAteAData = temAteAData(selecao.ano1, selecao.ano2, vista.hoje);
  const ateAData = ateADataEfetivo(vista.ateAData, selecao.ano1, selecao.ano2, vista.hoje);
  return (
    <VistaRelatorioContext.Provider value={vista}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SeletorLoja lojas={lojas} lojaId={selecao.lojaId} onChange={(lojaId) => mudar({ lojaId })} />
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
        {comAteAData && (
          <Switch
            label={`Até à data (${periodoAteAData(vista.hoje)})`}
            description="Total e Média dos mesmos meses nos dois anos"
            checked={ateAData}
            onChange={(event) => vista.mudarAteAData(event.currentTarget.checked)}
          />
        )}
        {exportar && (
          <ExportarExcelButton
            caminho={caminhoExportacao(empresaId, selecao.lojaId, exportar, selecao.ano1, selecao.ano2)}
            nome={nomePorOmissao(exportar, selecao.ano1, selecao.ano2)}
          />
        )}
      </Group>
      {children({ ...selecao, empresaId, role })}
    </VistaRelatorioContext.Provider>
  );
}

/**
 * The frame of every two-year report (SPEC §2): the store ('Todas as lojas' for the company
 * consolidated) and the 'Anos a Comparar', kept in the address and carried to the next report;
 * changing either reloads the report. When one of the years is the current one, 'Até à data'
 * compares the same months of both (on by default when it is year 2).
 */
export function RelatorioFrame(props: RelatorioFrameProps) {
  return (
    <PaginaRelatorio titulo={props.titulo}>
      {(empresa) => (
        <SelecaoDoisAnos exportar={props.exportar} empresa={empresa}>
          {props.children}
        </SelecaoDoisAnos>
      )}
    </PaginaRelatorio>
  );
}
