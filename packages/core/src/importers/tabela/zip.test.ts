import { describe, expect, it } from 'vitest';
import { comTamanhosDeclarados, diretorioZip, xlsx } from '../__fixtures__/xlsx.fixture';
import { parseEfatura, parseExtrato } from '../detect';
import { lerDiretorioZip, motivoParaRecusarXlsx } from './zip';

const MB = 1024 * 1024;

describe('lerDiretorioZip', () => {
  it('lê os tamanhos declarados de cada parte de um XLSX real', async () => {
    const dir = lerDiretorioZip(await xlsx([{ nome: 'Folha', linhas: [['a', 1]] }]));
    expect('entradas' in dir && dir.entradas.map((e) => e.nome)).toContain('xl/workbook.xml');
    const ficheiros = 'entradas' in dir ? dir.entradas.filter((e) => !e.nome.endsWith('/')) : [];
    expect(ficheiros.length).toBeGreaterThan(3);
    expect(ficheiros.every((e) => e.descomprimido > 0 && e.comprimido > 0)).toBe(true);
  });

  it.each([
    [
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      'o ficheiro ZIP está truncado ou corrompido (sem diretório central)',
    ],
    [new Uint8Array(0), 'o ficheiro ZIP está truncado ou corrompido (sem diretório central)'],
  ])('recusa um ZIP sem diretório central', (bytes, erro) => {
    expect(lerDiretorioZip(bytes)).toEqual({ erro });
  });
});

describe('motivoParaRecusarXlsx', () => {
  it('aceita um XLSX normal', async () => {
    expect(motivoParaRecusarXlsx(await xlsx([{ nome: 'Folha', linhas: [['a']] }]))).toBeUndefined();
  });

  it('recusa mais de 100 MB descomprimidos', () => {
    const bomba = diretorioZip([
      { nome: 'xl/workbook.xml', comprimido: 500, descomprimido: 2000 },
      { nome: 'xl/worksheets/sheet1.xml', comprimido: 1_000_000, descomprimido: 150 * MB },
    ]);
    expect(motivoParaRecusarXlsx(bomba)).toBe(
      'Ficheiro XLSX recusado por segurança: expande para 151 MB (máximo 100 MB).',
    );
  });

  it('recusa uma taxa de compressão acima de 100:1', () => {
    const bomba = diretorioZip([
      { nome: 'xl/workbook.xml', comprimido: 500, descomprimido: 2000 },
      { nome: 'xl/worksheets/sheet1.xml', comprimido: 20_000, descomprimido: 5 * MB },
    ]);
    expect(motivoParaRecusarXlsx(bomba)).toBe(
      'Ficheiro XLSX recusado por segurança: taxa de compressão anormal (256:1, máximo 100:1).',
    );
  });

  it('recusa partes de 4 GB ou mais (ZIP64)', () => {
    const bomba = diretorioZip([{ nome: 'xl/workbook.xml', comprimido: 500, descomprimido: 0xffffffff }]);
    expect(motivoParaRecusarXlsx(bomba)).toBe(
      'Ficheiro XLSX recusado por segurança: declara uma parte com mais de 4 GB.',
    );
  });

  it('recusa um ZIP que não é uma folha de cálculo', () => {
    expect(
      motivoParaRecusarXlsx(diretorioZip([{ nome: 'word/document.xml', comprimido: 10, descomprimido: 20 }])),
    ).toBe('O ficheiro é um ZIP mas não uma folha de cálculo XLSX (falta xl/workbook.xml).');
  });
});

describe('bomba ZIP dentro de um XLSX verdadeiro', () => {
  it('é recusada antes de o ExcelJS a abrir, nos extratos e nas e-faturas', async () => {
    const original = await xlsx([
      { nome: 'Movimentos', linhas: [['Data Lançamento', 'Descrição', 'Montante']] },
    ]);
    const bomba = comTamanhosDeclarados(original, 'xl/worksheets/sheet1.xml', { descomprimido: 2048 * MB });
    const motivo = 'Ficheiro XLSX recusado por segurança: expande para 2049 MB (máximo 100 MB).';
    expect((await parseExtrato(bomba, 'extrato.xlsx')).issues).toEqual([{ linha: 0, motivo }]);
    expect((await parseEfatura(bomba, 'faturas.xlsx')).issues).toEqual([{ linha: 0, motivo }]);
  });

  it('uma taxa anormal também', async () => {
    const original = await xlsx([{ nome: 'Movimentos', linhas: [['x']] }]);
    const bomba = comTamanhosDeclarados(original, 'xl/worksheets/sheet1.xml', {
      comprimido: 1000,
      descomprimido: 50 * MB,
    });
    const r = await parseExtrato(bomba, 'extrato.xlsx');
    expect(r.rows).toEqual([]);
    expect(r.issues[0]?.motivo).toMatch(/^Ficheiro XLSX recusado por segurança: taxa de compressão anormal/);
  });
});
