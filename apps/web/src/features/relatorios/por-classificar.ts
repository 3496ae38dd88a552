import type { PorClassificar } from '@contas/core';
import type { ReportLine } from '@contas/core/reports';
import { caminhoEmpresa } from '../empresa-area/paginas';

/** A year of a report's 'Por classificar' line that has something in it, and where its rows are. */
export interface LigacaoPorClassificar {
  ano: number;
  caminho: string;
}

/**
 * The spreadsheet filtered to the rows a report leaves out ('Por classificar'), one link per compared
 * year with a non-zero total: of that year (by the document's date, or the payment's on the cash side),
 * of the store shown ('todas': every store).
 */
export function ligacoesPorClassificar(
  linha: ReportLine,
  contexto: { empresaId: string; lojaId: string; ano1: number; ano2: number },
  lado: PorClassificar,
): LigacaoPorClassificar[] {
  const anos = [
    [contexto.ano1, linha.valores.ano1.meses.some((v) => v !== 0)],
    [contexto.ano2, linha.valores.ano2.meses.some((v) => v !== 0)],
  ] as const;
  const unicos = [...new Map(anos.filter(([, temValores]) => temValores)).keys()];
  return unicos.map((ano) => {
    const parametros = new URLSearchParams({
      porClassificar: lado,
      startDate: `${ano}-01-01`,
      endDate: `${ano}-12-31`,
      ...(contexto.lojaId !== 'todas' && { lojaId: contexto.lojaId }),
    });
    return { ano, caminho: `${caminhoEmpresa(contexto.empresaId, 'planilha')}?${parametros}` };
  });
}
