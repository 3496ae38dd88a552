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

/**
 * A column of a group: its header and its number for a row (null leaves the cell empty; a text, such as
 * '—' where a figure does not exist, is written as it is).
 */
export type ColunaXlsx<L> = {
  titulo: string;
  /** The row's unit (euros, quantities, percentages) or a percentage whatever the row (∆ %). */
  formato: 'unidade' | 'percentagem';
  valor: (linha: L) => number | string | null;
};

/** A header over a few columns: a month, the Total, the Média, a forecast. */
export type GrupoXlsx<L> = { titulo: string; colunas: readonly ColunaXlsx<L>[] };

/** A report's rows as a sheet: any row shape with a label, a level, a kind, a unit and sub-rows. */
export type LivroComparativo<
  L extends Pick<LinhaJson, 'label' | 'level' | 'tipo' | 'unidade'> & { children?: L[] },
> = {
  titulo: string;
  empresa: string;
  /** The second line: the store and the years. */
  subtitulo: string;
  grupos: readonly GrupoXlsx<L>[];
  linhas: readonly L[];
};

const FORMATO: Record<LinhaJson['unidade'], string> = {
  euros: '#,##0.00 €',
  quantidade: '#,##0.00',
  percentagem: '0.00%',
};
const FORMATO_DELTA_PERCENT = '0.00%';
/** A count (invoices, units) has no decimals; an average or a break-even quantity keeps two. */
const FORMATO_QUANTIDADE_INTEIRA = '#,##0';
const PRIMEIRA_LINHA_DE_DADOS = 5;
const CINZA = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } } as const;

/** Jan..Dez, Total and Média of a series: the column groups of every comparative report (SPEC §9). */
export const COLUNAS_DO_ANO: ReadonlyArray<{ titulo: string; de: (v: ValoresJson) => number }> = [
  ...MESES.map((mes, i) => ({ titulo: mes as string, de: (v: ValoresJson) => v.meses[i] ?? 0 })),
  { titulo: 'Total', de: (v) => v.total },
  { titulo: 'Média', de: (v) => v.media },
];

/**
 * A comparative report as the screen shows it: one group of columns per header, the rows with their
 * sub-rows indented and grouped (Excel's outline), numbers as numbers with number formats, and the
 * headers and the labels frozen. Percentages are stored as fractions (0.125 for 12,5 %), as Excel
 * expects for '0.00%'.
 */
export async function livroComparativo<
  L extends Pick<LinhaJson, 'label' | 'level' | 'tipo' | 'unidade'> & { children?: L[] },
>(r: LivroComparativo<L>): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  livro.creator = 'Contas Claras';
  const folha = livro.addWorksheet(r.titulo.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: PRIMEIRA_LINHA_DE_DADOS - 1 }],
    properties: { outlineProperties: { summaryBelow: false, summaryRight: false } },
  });

  folha.getCell(1, 1).value = `${r.empresa} — ${r.titulo}`;
  folha.getCell(1, 1).font = { bold: true, size: 14 };
  folha.getCell(2, 1).value = r.subtitulo;
  folha.getColumn(1).width = 48;

  const cabecalho = folha.getRow(3);
  const subcabecalho = folha.getRow(4);
  cabecalho.getCell(1).value = 'Rubrica';
  let primeira = 2;
  for (const grupo of r.grupos) {
    cabecalho.getCell(primeira).value = grupo.titulo;
    if (grupo.colunas.length > 1) folha.mergeCells(3, primeira, 3, primeira + grupo.colunas.length - 1);
    grupo.colunas.forEach((coluna, j) => {
      subcabecalho.getCell(primeira + j).value = coluna.titulo;
      folha.getColumn(primeira + j).width = coluna.formato === 'percentagem' ? 10 : 14;
    });
    primeira += grupo.colunas.length;
  }
  for (const linha of [cabecalho, subcabecalho]) {
    linha.font = { bold: true };
    linha.alignment = { horizontal: 'center' };
    linha.eachCell((cell) => {
      cell.fill = CINZA;
    });
  }

  let numero = PRIMEIRA_LINHA_DE_DADOS;
  const escrever = (linha: L) => {
    const row = folha.getRow(numero++);
    row.getCell(1).value = linha.label;
    row.getCell(1).alignment = { indent: linha.level * 2 };
    row.outlineLevel = linha.level;
    if (linha.tipo !== 'item') row.font = { bold: true };
    const escala = linha.unidade === 'percentagem' ? 0.01 : 1;
    let coluna = 2;
    for (const grupo of r.grupos) {
      for (const c of grupo.colunas) {
        const valor = c.valor(linha);
        const cell = row.getCell(coluna++);
        if (valor === null) continue;
        if (typeof valor === 'string') {
          cell.value = valor;
          cell.alignment = { horizontal: 'right' };
          continue;
        }
        cell.value = c.formato === 'percentagem' ? valor / 100 : valor * escala;
        cell.numFmt =
          c.formato === 'percentagem'
            ? FORMATO_DELTA_PERCENT
            : linha.unidade === 'quantidade' && Number.isInteger(valor)
              ? FORMATO_QUANTIDADE_INTEIRA
              : FORMATO[linha.unidade];
      }
    }
    for (const filho of linha.children ?? []) escrever(filho);
  };
  for (const linha of r.linhas) escrever(linha);

  return Buffer.from(await livro.xlsx.writeBuffer());
}

/** The two-year reports: per month, Total and Média, four columns (year 1, year 2, ∆ €, ∆ %). */
export function relatorioXlsx(r: RelatorioXlsx): Promise<Buffer> {
  return livroComparativo<LinhaJson>({
    titulo: r.titulo,
    empresa: r.empresa,
    subtitulo: `${r.loja} · ${r.ano1} vs ${r.ano2}`,
    linhas: r.linhas,
    grupos: COLUNAS_DO_ANO.map(({ titulo, de }) => ({
      titulo,
      colunas: [
        { titulo: String(r.ano1), formato: 'unidade', valor: (l) => de(l.valores.ano1) },
        { titulo: String(r.ano2), formato: 'unidade', valor: (l) => de(l.valores.ano2) },
        { titulo: '∆ €', formato: 'unidade', valor: (l) => de(l.valores.deltaEuros) },
        { titulo: '∆ %', formato: 'percentagem', valor: (l) => de(l.valores.deltaPercent) },
      ],
    })),
  });
}
