import ExcelJS from 'exceljs';
import type { Celula, LinhaTabela, Tabela } from './tabela';
import { motivoParaRecusarXlsx } from './zip';

export type FolhasXlsx = { folhas: Tabela[] } | { erro: string };

/** More rows than any statement or template holds; a sheet above it is refused instead of filling memory. */
export const MAXIMO_LINHAS = 200_000;
export const MAXIMO_COLUNAS = 200;

/**
 * Parts ExcelJS would expand cell by cell on load: a validation, merge or formatting over
 * 'A1:XFD1048576' never finishes (a small crafted file would hang the server). Data needs none of them.
 */
const PARTES_IGNORADAS = [
  'dataValidations',
  'mergeCells',
  'conditionalFormatting',
  'extLst',
  'hyperlinks',
  'autoFilter',
  'tableParts',
  'drawing',
  'picture',
];

type LeitorLivro = { parseWorkbook(stream: unknown): Promise<Record<string, unknown>> };

/** The one way this product opens a workbook: safe against crafted ranges, bounded in rows and columns. */
export async function abrirLivroSeguro(
  bytes: Uint8Array,
  maximoLinhas = MAXIMO_LINHAS,
): Promise<ExcelJS.Workbook> {
  const livro = new ExcelJS.Workbook();
  // Defined names are also expanded cell by cell, from workbook.xml, which ignoreNodes does not reach.
  const leitor = livro.xlsx as unknown as LeitorLivro;
  const parseWorkbook = leitor.parseWorkbook.bind(leitor);
  leitor.parseWorkbook = async (stream) => ({ ...(await parseWorkbook(stream)), definedNames: [] });
  const opcoes = { ignoreNodes: PARTES_IGNORADAS, maxRows: maximoLinhas, maxCols: MAXIMO_COLUNAS };
  // ExcelJS types its input as Node's Buffer; it reads any Uint8Array through JSZip.
  await livro.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0], opcoes);
  return livro;
}

/** True when ExcelJS stopped because a sheet is larger than the bounds. */
export function excedeLimites(erro: unknown): boolean {
  return erro instanceof Error && /^Max (row|column) count/.test(erro.message);
}

/** ExcelJS cell values (rich text, formulas, hyperlinks, errors…) → the plain value shown in the cell. */
export function valorDaCelula(valor: ExcelJS.CellValue): Celula {
  if (valor === null || valor === undefined) return undefined;
  if (typeof valor === 'number' || typeof valor === 'string' || valor instanceof Date) return valor;
  if (typeof valor === 'boolean') return String(valor);
  if ('richText' in valor) return valor.richText.map((r) => r.text).join('');
  if ('error' in valor) return String(valor.error);
  if ('formula' in valor || 'sharedFormula' in valor) {
    const resultado = (valor as ExcelJS.CellFormulaValue).result;
    return resultado === undefined ? undefined : valorDaCelula(resultado as ExcelJS.CellValue);
  }
  if ('text' in valor) {
    return typeof valor.text === 'string' ? valor.text : valorDaCelula(valor.text as ExcelJS.CellValue);
  }
  return undefined;
}

export function lerFolha(folha: ExcelJS.Worksheet): Tabela {
  const linhas: LinhaTabela[] = [];
  folha.eachRow({ includeEmpty: false }, (linha, numero) => {
    const celulas: Celula[] = [];
    linha.eachCell({ includeEmpty: false }, (celula, coluna) => {
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
    const livro = await abrirLivroSeguro(bytes);
    return { folhas: livro.worksheets.map(lerFolha) };
  } catch (erro) {
    if (excedeLimites(erro)) {
      return {
        erro: `A folha de cálculo tem demasiadas linhas ou colunas (máximo ${MAXIMO_LINHAS} linhas e ${MAXIMO_COLUNAS} colunas).`,
      };
    }
    return { erro: 'Não foi possível abrir a folha de cálculo XLSX: o ficheiro está corrompido.' };
  }
}
