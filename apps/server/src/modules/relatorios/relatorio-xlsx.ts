import { MESES } from '@contas/core';
import ExcelJS from 'exceljs';
import type { LinhaJson, ValoresJson } from './relatorio-json';

export type RelatorioXlsx = {
  /** 'Demonstração de Resultados' or 'Fluxo de Caixa'. */
  titulo: string;
  empresa: string;
  loja: string;
  ano1: number;
  ano2: number;
  linhas: readonly LinhaJson[];
};

const FORMATO: Record<LinhaJson['unidade'], string> = {
  euros: '#,##0.00 €',
  quantidade: '#,##0.00',
  percentagem: '0.00%',
};
const FORMATO_DELTA_PERCENT = '0.00%';
const COLUNAS = [...MESES, 'Total', 'Média'];
const PRIMEIRA_LINHA_DE_DADOS = 5;
const CINZA = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } } as const;

function coluna(v: ValoresJson, i: number): number {
  return i < 12 ? (v.meses[i] ?? 0) : i === 12 ? v.total : v.media;
}

/**
 * The report as the screen shows it: one group of four columns per month, Total and Média (year 1,
 * year 2, ∆ €, ∆ %), the rows with their sub-rows indented and grouped (Excel's outline), numbers as
 * numbers with number formats, and the headers frozen. Percentages are stored as fractions (0.125 for
 * 12,5 %), as Excel expects for '0.00%'.
 */
export async function relatorioXlsx(r: RelatorioXlsx): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  livro.creator = 'Contas Claras';
  const folha = livro.addWorksheet(r.titulo.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: PRIMEIRA_LINHA_DE_DADOS - 1 }],
    properties: { outlineProperties: { summaryBelow: false, summaryRight: false } },
  });

  folha.getCell(1, 1).value = `${r.empresa} — ${r.titulo}`;
  folha.getCell(1, 1).font = { bold: true, size: 14 };
  folha.getCell(2, 1).value = `${r.loja} · ${r.ano1} vs ${r.ano2}`;
  folha.getColumn(1).width = 48;

  const cabecalho = folha.getRow(3);
  const subcabecalho = folha.getRow(4);
  cabecalho.getCell(1).value = 'Rubrica';
  COLUNAS.forEach((nome, i) => {
    const primeira = 2 + i * 4;
    cabecalho.getCell(primeira).value = nome;
    folha.mergeCells(3, primeira, 3, primeira + 3);
    [String(r.ano1), String(r.ano2), '∆ €', '∆ %'].forEach((titulo, j) => {
      subcabecalho.getCell(primeira + j).value = titulo;
      folha.getColumn(primeira + j).width = j === 3 ? 10 : 14;
    });
  });
  for (const linha of [cabecalho, subcabecalho]) {
    linha.font = { bold: true };
    linha.alignment = { horizontal: 'center' };
    linha.eachCell((cell) => {
      cell.fill = CINZA;
    });
  }

  let numero = PRIMEIRA_LINHA_DE_DADOS;
  const escrever = (linha: LinhaJson) => {
    const row = folha.getRow(numero++);
    row.getCell(1).value = linha.label;
    row.getCell(1).alignment = { indent: linha.level * 2 };
    row.outlineLevel = linha.level;
    if (linha.tipo !== 'item') row.font = { bold: true };
    const { ano1, ano2, deltaEuros, deltaPercent } = linha.valores;
    const escala = linha.unidade === 'percentagem' ? 0.01 : 1;
    const formato = FORMATO[linha.unidade];
    COLUNAS.forEach((_, i) => {
      const primeira = 2 + i * 4;
      const celulas: Array<[number, string]> = [
        [coluna(ano1, i) * escala, formato],
        [coluna(ano2, i) * escala, formato],
        [coluna(deltaEuros, i) * escala, formato],
        [coluna(deltaPercent, i) / 100, FORMATO_DELTA_PERCENT],
      ];
      celulas.forEach(([valor, numFmt], j) => {
        const cell = row.getCell(primeira + j);
        cell.value = valor;
        cell.numFmt = numFmt;
      });
    });
    for (const filho of linha.children ?? []) escrever(filho);
  };
  for (const linha of r.linhas) escrever(linha);

  return Buffer.from(await livro.xlsx.writeBuffer());
}
