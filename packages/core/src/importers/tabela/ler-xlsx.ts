import ExcelJS from 'exceljs';
import type { Celula, LinhaTabela, Tabela } from './tabela';
import { motivoParaRecusarXlsx } from './zip';

export type FolhasXlsx = { folhas: Tabela[] } | { erro: string };

/** ExcelJS cell values (rich text, formulas, hyperlinks…) → the plain value shown in the cell. */
function valorDaCelula(valor: ExcelJS.CellValue): Celula {
  if (valor === null || valor === undefined) return undefined;
  if (typeof valor === 'number' || typeof valor === 'string' || valor instanceof Date) return valor;
  if (typeof valor === 'boolean') return String(valor);
  if ('richText' in valor) return valor.richText.map((r) => r.text).join('');
  if ('formula' in valor || 'sharedFormula' in valor) {
    const resultado = (valor as ExcelJS.CellFormulaValue).result;
    return resultado === undefined || (typeof resultado === 'object' && !(resultado instanceof Date))
      ? undefined
      : valorDaCelula(resultado);
  }
  if ('text' in valor) {
    return typeof valor.text === 'string' ? valor.text : valorDaCelula(valor.text as ExcelJS.CellValue);
  }
  return undefined;
}

function lerFolha(folha: ExcelJS.Worksheet): Tabela {
  const linhas: LinhaTabela[] = [];
  folha.eachRow({ includeEmpty: false }, (linha, numero) => {
    const celulas: Celula[] = [];
    linha.eachCell({ includeEmpty: true }, (celula, coluna) => {
      celulas[coluna - 1] = valorDaCelula(celula.value);
    });
    linhas.push({ numero, celulas: Array.from(celulas) });
  });
  return { linhas, folha: folha.name };
}

/** XLSX bytes → one table per sheet; refuses bombs and non-workbooks before unpacking. */
export async function lerXlsx(bytes: Uint8Array): Promise<FolhasXlsx> {
  const recusa = motivoParaRecusarXlsx(bytes);
  if (recusa) return { erro: recusa };
  try {
    const livro = new ExcelJS.Workbook();
    // ExcelJS types its input as Node's Buffer; it reads any Uint8Array through JSZip.
    await livro.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    return { folhas: livro.worksheets.map(lerFolha) };
  } catch {
    return { erro: 'Não foi possível abrir a folha de cálculo XLSX: o ficheiro está corrompido.' };
  }
}
