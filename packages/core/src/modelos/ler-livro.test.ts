import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { comTamanhosDeclarados } from '../importers/__fixtures__/xlsx.fixture';
import { guardar, livroSimples, substituir } from './__fixtures__/preencher.fixture';
import { gerarModeloProdutos } from './gerar-modelos';
import { lerLivroModelo } from './ler-livro';

const MB = 1024 * 1024;
const MODELO = 'modelo de teste';

async function comDados(
  mexer: (folha: ExcelJS.Worksheet, livro: ExcelJS.Workbook) => void,
): Promise<Uint8Array> {
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet('Folha');
  folha.addRow(['Produto', 'Ano', 'Jan']);
  folha.addRow(['Café', 2026, 10]);
  mexer(folha, livro);
  return guardar(livro, true);
}

async function lidoEmMenosDe(ms: number, bytes: Uint8Array) {
  const inicio = performance.now();
  const lido = await lerLivroModelo(bytes, MODELO);
  expect(performance.now() - inicio).toBeLessThan(ms);
  return lido;
}

describe('lerLivroModelo', () => {
  it('lê as folhas de dados e deixa de fora as Instruções e as Listas', async () => {
    const lido = await lerLivroModelo(
      await gerarModeloProdutos(2026, [
        { produto: 'Pão', ano: 2026, quantidades: [1, ...Array(11).fill(null)] },
      ]),
      MODELO,
    );
    expect('folhas' in lido && lido.folhas.map((f) => f.folha)).toEqual(['Produtos']);
    expect('folhas' in lido && lido.folhas[0]?.linhas[1]).toEqual({ numero: 2, celulas: ['Pão', 2026, 1] });
  });

  it.each([
    [new Uint8Array(0), 'O ficheiro está vazio.'],
    [
      new TextEncoder().encode('NIF;Emitente\n500000000;A\n'),
      `O ficheiro é texto (CSV?), não uma folha de cálculo: use o ${MODELO} em XLSX.`,
    ],
    [
      Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]),
      `O ficheiro é um documento PDF, que não é suportado: descarregue a exportação em CSV ou XLSX; use o ${MODELO} em XLSX.`,
    ],
  ])('recusa o que não é uma folha de cálculo (%#)', async (bytes, motivo) => {
    expect(await lerLivroModelo(bytes, MODELO)).toEqual({ falha: { tipo: 'formato', motivo } });
  });

  it('recusa uma bomba ZIP pelos tamanhos declarados, antes de a abrir', async () => {
    const bomba = comTamanhosDeclarados(await gerarModeloProdutos(2026), 'xl/worksheets/sheet1.xml', {
      descomprimido: 2048 * MB,
    });
    const lido = await lerLivroModelo(bomba, MODELO);
    expect(lido).toEqual({
      falha: {
        tipo: 'inseguro',
        motivo: expect.stringMatching(/^Ficheiro XLSX recusado por segurança: expande para \d+ MB/),
      },
    });
  });

  it('um ZIP truncado é um ficheiro corrompido', async () => {
    const bytes = await gerarModeloProdutos(2026);
    const lido = await lerLivroModelo(bytes.subarray(0, bytes.length - 30), MODELO);
    expect('falha' in lido && lido.falha.tipo).toBe('corrompido');
  });

  it('não expande uma validação sobre a folha inteira (A1:XFD1048576)', async () => {
    const bytes = await comDados((folha) => {
      (
        folha as unknown as { dataValidations: { add(a: string, v: ExcelJS.DataValidation): void } }
      ).dataValidations.add('A1:XFD1048576', { type: 'list', formulae: ['"a,b"'] });
    });
    expect('folhas' in (await lidoEmMenosDe(2000, bytes))).toBe(true);
  });

  it('não expande um nome definido sobre a folha inteira', async () => {
    const original = await comDados((_, livro) =>
      livro.definedNames.add('Folha!$A$1000000:$A$1000001', 'tudo'),
    );
    const bomba = substituir(original, '$A$1000000:$A$1000001', '$A$00001:$XFD$1048576');
    const lido = await lidoEmMenosDe(2000, bomba);
    expect('folhas' in lido && lido.folhas[0]?.linhas).toHaveLength(2);
  });

  it('não expande células unidas sobre a folha inteira', async () => {
    const original = await comDados((folha) => folha.mergeCells('D1000000:D1000001'));
    const bomba = substituir(original, 'D1000000:D1000001', 'A00001:XFD1048576');
    expect('folhas' in (await lidoEmMenosDe(2000, bomba))).toBe(true);
  });

  it('recusa folhas com mais linhas ou colunas do que o limite', async () => {
    const linhas = Array.from({ length: 101 }, (_, i) => [i]);
    expect(await lerLivroModelo(await livroSimples(linhas), MODELO, 100)).toEqual({
      falha: {
        tipo: 'inseguro',
        motivo: 'O ficheiro tem demasiadas linhas ou colunas (máximo 100 linhas e 200 colunas).',
      },
    });
    expect('folhas' in (await lerLivroModelo(await livroSimples(linhas.slice(1)), MODELO, 100))).toBe(true);
    const larga = await livroSimples([Array.from({ length: 201 }, (_, i) => i)]);
    expect(await lerLivroModelo(larga, MODELO)).toMatchObject({ falha: { tipo: 'inseguro' } });
  });
});
