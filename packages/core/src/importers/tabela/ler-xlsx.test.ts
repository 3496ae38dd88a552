import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lerXlsx } from './ler-xlsx';

async function livroCom(preparar: (folha: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Movimentos');
  folha.addRow(['Data Lançamento', 'Descrição', 'Montante']);
  folha.addRow(['02/01/2025', 'TRF P/O FORNECEDOR', -12.5]);
  preparar(folha);
  return new Uint8Array(await livro.xlsx.writeBuffer());
}

describe('lerXlsx (bank statements in XLSX)', () => {
  it('reads the cells as shown', async () => {
    const resultado = await lerXlsx(await livroCom(() => undefined));
    expect(resultado).toEqual({
      folhas: [
        {
          folha: 'Movimentos',
          linhas: [
            { numero: 1, celulas: ['Data Lançamento', 'Descrição', 'Montante'] },
            { numero: 2, celulas: ['02/01/2025', 'TRF P/O FORNECEDOR', -12.5] },
          ],
        },
      ],
    });
  });

  // A small crafted statement must not hang the server: ExcelJS would expand this range cell by cell.
  it('does not expand a validation over the whole sheet', async () => {
    const bytes = await livroCom((folha) =>
      (folha as unknown as { dataValidations: { add(r: string, v: object): void } }).dataValidations.add(
        'A1:XFD1048576',
        { type: 'list', formulae: ['"a,b"'] },
      ),
    );
    const resultado = await lerXlsx(bytes);
    expect('folhas' in resultado && resultado.folhas[0]?.linhas).toHaveLength(2);
  });
});
