import { Group, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { caminhoExportacaoOrcamento } from '../api/relatorios-api';
import { nomeOrcamentoPorOmissao, type RelatorioOrcamentoExportavel } from '../exportar';
import { useSelecaoOrcamento } from '../hooks/use-selecao-relatorio';
import { useVistaDoFrame, VistaRelatorioContext } from '../hooks/use-vista-relatorio';
import { opcoesAnosOrcamento, type SelecaoOrcamento } from '../selecao';
import { ExportarExcelButton } from './ExportarExcelButton';
import { type EmpresaDoRelatorio, PaginaRelatorio, SeletorLoja } from './RelatorioFrame';

export interface ContextoOrcamento extends SelecaoOrcamento, EmpresaDoRelatorio {}

interface OrcamentoFrameProps {
  titulo: string;
  /** The report the 'Exportar Excel' button asks the server for. */
  exportar: RelatorioOrcamentoExportavel;
  /** The report, for the store and year chosen; it shows its own spinner while loading. */
  children: (contexto: ContextoOrcamento) => ReactNode;
}

function SelecaoUmAno({
  empresa,
  exportar,
  children,
}: Omit<OrcamentoFrameProps, 'titulo'> & { empresa: EmpresaDoRelatorio }) {
  const { selecao, mudar, anoAtual } = useSelecaoOrcamento(empresa.lojas);
  const vista = useVistaDoFrame(empresa.empresaId, empresa.role);
  return (
    <VistaRelatorioContext.Provider value={vista}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SeletorLoja lojas={empresa.lojas} lojaId={selecao.lojaId} onChange={(lojaId) => mudar({ lojaId })} />
        <NativeSelect
          label="Ano"
          data={opcoesAnosOrcamento(anoAtual).map(String)}
          value={String(selecao.ano)}
          onChange={(event) => mudar({ ano: Number(event.currentTarget.value) })}
        />
        <ExportarExcelButton
          caminho={caminhoExportacaoOrcamento(empresa.empresaId, selecao.lojaId, exportar, selecao.ano)}
          nome={nomeOrcamentoPorOmissao(exportar, selecao.ano)}
        />
      </Group>
      {children({ ...empresa, ...selecao })}
    </VistaRelatorioContext.Provider>
  );
}

/**
 * The frame of the budget reports (SPEC §2 "Income statement - Budget and Cash flow - Budget"): the
 * store ('Todas as lojas' for the company) and one year, kept in the address; the Excel export.
 */
export function OrcamentoFrame({ titulo, exportar, children }: OrcamentoFrameProps) {
  return (
    <PaginaRelatorio titulo={titulo}>
      {(empresa) => (
        <SelecaoUmAno exportar={exportar} empresa={empresa}>
          {children}
        </SelecaoUmAno>
      )}
    </PaginaRelatorio>
  );
}
