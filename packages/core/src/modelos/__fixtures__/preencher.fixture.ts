import ExcelJS from 'exceljs';

export type ValoresLinha = Readonly<Record<string, ExcelJS.CellValue>>;

/** A row to type into a template: values by column title, at a given sheet row or right after the last. */
export interface LinhaPreenchida {
  linha?: number;
  valores: ValoresLinha;
}

async function abrir(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const livro = new ExcelJS.Workbook();
  // The template's dropdowns (tens of thousands of cells once ExcelJS expands them) play no part in reading.
  await livro.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0], { ignoreNodes: ['dataValidations'] });
  return livro;
}

export async function guardar(livro: ExcelJS.Workbook, store = false): Promise<Uint8Array> {
  const opcoes = store ? { zip: { compression: 'STORE' } } : {};
  return Uint8Array.from((await livro.xlsx.writeBuffer(opcoes as ExcelJS.XlsxWriteOptions)) as unknown as Uint8Array);
}

/**
 * Fills a downloaded template the way a person does in Excel: opens it, finds the header row of the
 * data sheet, types the values under their column titles and saves. `mexer` may change anything else.
 */
export async function preencher(
  modelo: Uint8Array,
  linhas: readonly LinhaPreenchida[],
  mexer?: (folha: ExcelJS.Worksheet, livro: ExcelJS.Workbook) => void,
): Promise<Uint8Array> {
  const livro = await abrir(modelo);
  const folha = livro.worksheets[0] as ExcelJS.Worksheet;
  let linhaCabecalho = 0;
  const colunas = new Map<string, number>();
  folha.eachRow((linha, numero) => {
    if (linhaCabecalho) return;
    const titulos: string[] = [];
    linha.eachCell((celula, coluna) => {
      if (typeof celula.value === 'string') titulos[coluna] = celula.value;
    });
    if (titulos.filter(Boolean).length >= 3) {
      linhaCabecalho = numero;
      titulos.forEach((t, coluna) => {
        if (t) colunas.set(t, coluna);
      });
    }
  });
  let proxima = linhaCabecalho + 1;
  for (const { linha, valores } of linhas) {
    const numero = linha ?? proxima;
    for (const [titulo, valor] of Object.entries(valores)) {
      const coluna = colunas.get(titulo);
      if (coluna === undefined) throw new Error(`coluna ${titulo} não existe no modelo`);
      folha.getCell(numero, coluna).value = valor;
    }
    proxima = numero + 1;
  }
  mexer?.(folha, livro);
  return guardar(livro);
}

/** A workbook of one sheet with the given rows: for files that are not our template. */
export async function livroSimples(linhas: readonly (readonly ExcelJS.CellValue[])[], nome = 'Folha1'): Promise<Uint8Array> {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet(nome);
  for (const linha of linhas) folha.addRow([...linha]);
  return guardar(livro);
}

/** The same bytes with a text replaced by another of the same length (on an uncompressed ZIP). */
export function substituir(bytes: Uint8Array, de: string, para: string): Uint8Array {
  if (de.length !== para.length) throw new Error('os textos têm de ter o mesmo tamanho');
  const alvo = Array.from(de, (c) => c.charCodeAt(0));
  const copia = Uint8Array.from(bytes);
  for (let i = 0; i + alvo.length <= copia.length; i++) {
    if (alvo.every((b, k) => copia[i + k] === b)) {
      for (let k = 0; k < para.length; k++) copia[i + k] = para.charCodeAt(k);
      return copia;
    }
  }
  throw new Error(`texto ${de} não encontrado`);
}
