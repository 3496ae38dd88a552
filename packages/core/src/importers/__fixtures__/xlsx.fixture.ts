import ExcelJS from 'exceljs';

export type CelulaFolha = string | number | Date | null;

export interface FolhaFixture {
  nome: string;
  /** Row n+1 of the sheet; undefined leaves the row absent, as exports do. */
  linhas: readonly (readonly CelulaFolha[] | undefined)[];
}

/** Builds a real .xlsx (shared strings, numeric and date cells) the way banks' exports are. */
export async function xlsx(folhas: readonly FolhaFixture[]): Promise<Uint8Array> {
  const livro = new ExcelJS.Workbook();
  for (const { nome, linhas } of folhas) {
    const folha = livro.addWorksheet(nome);
    linhas.forEach((valores, i) => {
      if (!valores) return;
      const linha = folha.getRow(i + 1);
      valores.forEach((valor, j) => {
        if (valor === null) return;
        const celula = linha.getCell(j + 1);
        celula.value = valor;
        if (valor instanceof Date) celula.numFmt = 'dd-mm-yyyy';
      });
      linha.commit();
    });
  }
  return Uint8Array.from((await livro.xlsx.writeBuffer()) as unknown as Uint8Array);
}

function u32(b: Uint8Array, i: number): number {
  return ((b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16)) + (b[i + 3] as number) * 0x1000000;
}

function escreverU32(b: Uint8Array, i: number, v: number): void {
  for (let k = 0; k < 4; k++) b[i + k] = Math.floor(v / 256 ** k) % 256;
}

/**
 * A copy of a real XLSX whose central directory declares other sizes for one part — what a
 * zip bomb looks like from outside (its deflate stream expands to what it declares).
 */
export function comTamanhosDeclarados(
  original: Uint8Array,
  parte: string,
  tamanhos: { comprimido?: number; descomprimido: number },
): Uint8Array {
  const b = Uint8Array.from(original);
  const nome = Array.from(parte, (c) => c.charCodeAt(0));
  for (let p = 0; p + 46 < b.length; p++) {
    if (u32(b, p) !== 0x02014b50) continue;
    const tamanhoNome = (b[p + 28] as number) | ((b[p + 29] as number) << 8);
    if (tamanhoNome === nome.length && nome.every((c, k) => b[p + 46 + k] === c)) {
      if (tamanhos.comprimido !== undefined) escreverU32(b, p + 20, tamanhos.comprimido);
      escreverU32(b, p + 24, tamanhos.descomprimido);
      return b;
    }
  }
  throw new Error(`parte ${parte} não encontrada`);
}

/** A ZIP made of a central directory only (no data): enough for what is read before unpacking. */
export function diretorioZip(entradas: readonly { nome: string; comprimido: number; descomprimido: number }[]): Uint8Array {
  const partes: number[] = [0x50, 0x4b, 0x03, 0x04];
  const inicio = partes.length;
  const u16 = (v: number) => [v & 0xff, (v >> 8) & 0xff];
  const u32 = (v: number) => [0, 1, 2, 3].map((k) => Math.floor(v / 256 ** k) % 256);
  for (const e of entradas) {
    const nome = Array.from(e.nome, (c) => c.charCodeAt(0));
    partes.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0));
    partes.push(...u32(0), ...u32(e.comprimido), ...u32(e.descomprimido), ...u16(nome.length), ...u16(0), ...u16(0));
    partes.push(...u16(0), ...u16(0), ...u32(0), ...u32(0), ...nome);
  }
  const tamanho = partes.length - inicio;
  partes.push(...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(entradas.length), ...u16(entradas.length));
  partes.push(...u32(tamanho), ...u32(inicio), ...u16(0));
  return Uint8Array.from(partes);
}
