import ExcelJS from 'exceljs';
import { type IsoDate, MESES } from '../dates/dates';
import type { LinhaOrcamento } from '../importers/orcamento/parse-orcamento';
import type { LinhaPlanilhaCompleta } from '../importers/planilha-completa/parse-planilha-completa';
import type { LinhaProdutos } from '../importers/produtos/parse-produtos';
import type { Cents } from '../money/money';
import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from '../taxonomy/categoria-a';
import { OPCOES_CATEGORIA_B, opcoesRubricaB, opcoesSubcategoriaB } from '../taxonomy/categoria-b';
import {
  type ChaveColunaOrcamento,
  type ChaveColunaPlanilhaCompleta,
  type ChaveColunaProdutos,
  COLUNAS_ORCAMENTO,
  COLUNAS_PLANILHA_COMPLETA,
  COLUNAS_PRODUTOS,
  type ColunaModelo,
  type TipoColuna,
} from './colunas';
import { INSTRUCOES_PLANILHA_COMPLETA, instrucoesOrcamento, instrucoesProdutos } from './instrucoes';
import { FOLHA_INSTRUCOES, FOLHA_LISTAS } from './ler-livro';
import { type ChaveLista, LISTAS } from './listas';

/** What a cell holds before it is written: cents for amounts, ISO for dates, percent for rates. */
type Valor = string | number | null;

interface DefinicaoModelo<K extends string> {
  titulo: string;
  folha: string;
  colunas: readonly ColunaModelo<K>[];
  /** Rows below the header that carry the dropdowns and formats. */
  linhasPreparadas: number;
  instrucoes: readonly string[];
  comTaxonomia: boolean;
  linhas: readonly Record<K, Valor>[];
  /** Writes what goes above the header; answers the header's row. */
  preambulo?: (folha: ExcelJS.Worksheet) => number;
}

const FORMATOS: Partial<Record<TipoColuna, string>> = {
  texto: '@',
  nif: '@',
  data: 'dd/mm/yyyy',
  montante: '#,##0.00',
  taxa: '0%',
  quantidade: '0',
  ano: '0',
};

const COR_CABECALHO = 'FFDDEBF7';
/** Fixed so that the same template gives the same file metadata whenever it is built. */
const DATA_DO_MODELO = new Date(Date.UTC(2026, 0, 1));

type Validacoes = { add(endereco: string, validacao: ExcelJS.DataValidation): void };

function letra(coluna: number): string {
  let s = '';
  for (let n = coluna; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function dataExcel(iso: IsoDate): Date {
  const [ano, mes, dia] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, dia));
}

function valorDaCelula(tipo: TipoColuna, valor: Valor): ExcelJS.CellValue {
  if (valor === null) return null;
  switch (tipo) {
    case 'montante':
      return (valor as Cents) / 100;
    case 'data':
      return dataExcel(valor as IsoDate);
    case 'taxa':
      return (valor as number) / 100;
    default:
      return valor;
  }
}

/** The hidden 'Listas' sheet: one column per dropdown; answers each list's range. */
function escreverListas(livro: ExcelJS.Workbook, chaves: readonly ChaveLista[]): Map<ChaveLista, string> {
  const folha = livro.addWorksheet(FOLHA_LISTAS, { state: 'hidden' });
  const intervalos = new Map<ChaveLista, string>();
  chaves.forEach((chave, i) => {
    const lista = LISTAS[chave];
    const coluna = i + 1;
    folha.getColumn(coluna).width = 44;
    folha.getCell(1, coluna).value = lista.titulo;
    lista.valores.forEach((valor, j) => {
      const celula = folha.getCell(j + 2, coluna);
      celula.value = valor;
      if (chave === 'taxa-iva') celula.numFmt = '0%';
    });
    const l = letra(coluna);
    intervalos.set(chave, `${FOLHA_LISTAS}!$${l}$2:$${l}$${lista.valores.length + 1}`);
  });
  return intervalos;
}

function validacao<K extends string>(
  coluna: ColunaModelo<K>,
  listas: Map<ChaveLista, string>,
): ExcelJS.DataValidation | undefined {
  const comum = { allowBlank: true, showErrorMessage: true, errorTitle: coluna.titulo };
  if (coluna.lista) {
    return {
      ...comum,
      type: 'list',
      formulae: [listas.get(coluna.lista)],
      // Other VAT rates may be typed; every other list is closed.
      errorStyle: coluna.tipo === 'taxa' ? 'warning' : 'stop',
      error:
        coluna.tipo === 'taxa'
          ? 'Taxa fora da lista: confirme que está certa.'
          : 'Escolha um valor da lista.',
    };
  }
  switch (coluna.tipo) {
    case 'data':
      return {
        ...comum,
        type: 'date',
        operator: 'between',
        formulae: [new Date(Date.UTC(1950, 0, 1)), new Date(Date.UTC(2100, 11, 31))],
        errorStyle: 'warning',
        error: 'Escreva uma data dd/mm/aaaa.',
      };
    case 'montante':
      return {
        ...comum,
        type: 'decimal',
        operator: 'between',
        formulae: [-1_000_000_000, 1_000_000_000],
        errorStyle: 'warning',
        error: 'Escreva um valor em euros (ex.: -1234,56).',
      };
    case 'quantidade':
      return {
        ...comum,
        type: 'whole',
        operator: 'between',
        formulae: [0, 1_000_000_000],
        errorStyle: 'stop',
        error: 'Escreva um número inteiro, 0 ou mais.',
      };
    case 'ano':
      return {
        ...comum,
        type: 'whole',
        operator: 'between',
        formulae: [1900, 2200],
        errorStyle: 'stop',
        error: 'Escreva o ano com 4 algarismos.',
      };
    default:
      return undefined;
  }
}

function escreverInstrucoes<K extends string>(livro: ExcelJS.Workbook, def: DefinicaoModelo<K>): void {
  const folha = livro.addWorksheet(FOLHA_INSTRUCOES);
  folha.columns = [{ width: 44 }, { width: 26 }, { width: 110 }];
  let n = 1;
  const titulo = (texto: string) => {
    n += 1;
    const celula = folha.getCell(n, 1);
    celula.value = texto;
    celula.font = { bold: true, size: 12 };
    n += 1;
  };
  const paragrafo = (texto: string) => {
    folha.mergeCells(n, 1, n, 3);
    const celula = folha.getCell(n, 1);
    celula.value = texto;
    celula.alignment = { wrapText: true, vertical: 'top' };
    folha.getRow(n).height = 15 * Math.ceil(texto.length / 150);
    n += 1;
  };
  const tabela = (linhas: readonly (readonly string[])[]) => {
    linhas.forEach((valores, i) => {
      const linha = folha.getRow(n);
      valores.forEach((v, j) => {
        const celula = linha.getCell(j + 1);
        celula.value = v;
        celula.alignment = { wrapText: true, vertical: 'top' };
        if (i === 0) {
          celula.font = { bold: true };
          celula.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: COR_CABECALHO } };
        }
      });
      n += 1;
    });
  };

  folha.getCell(1, 1).value = `${def.titulo} — instruções`;
  folha.getCell(1, 1).font = { bold: true, size: 14 };
  n = 3;
  for (const texto of def.instrucoes) paragrafo(texto);
  titulo('Colunas');
  tabela([
    ['Coluna', 'Obrigatória', 'O que escrever'],
    ...def.colunas.map((c) => [c.titulo, c.obrigatoria, c.descricao]),
  ]);
  if (!def.comTaxonomia) return;
  titulo('Categoria A → Subcategoria A');
  tabela([
    ['Categoria A', '', 'Subcategorias A possíveis'],
    ...OPCOES_CATEGORIA_A.map((c) => [c, '', opcoesSubcategoriaA(c).join('; ')]),
  ]);
  titulo('Categoria B → Subcategoria B → Rúbrica B');
  tabela([
    ['Categoria B', 'Subcategoria B', 'Rúbricas B possíveis'],
    ...OPCOES_CATEGORIA_B.flatMap((c) =>
      opcoesSubcategoriaB(c).map((s) => [c, s, opcoesRubricaB(s).join('; ')]),
    ),
  ]);
}

async function construir<K extends string>(def: DefinicaoModelo<K>): Promise<Uint8Array> {
  const livro = new ExcelJS.Workbook();
  livro.creator = 'Contas Claras';
  livro.created = DATA_DO_MODELO;
  livro.modified = DATA_DO_MODELO;
  const folha = livro.addWorksheet(def.folha);
  const linhaCabecalho = def.preambulo?.(folha) ?? 1;
  folha.views = [{ state: 'frozen', xSplit: 0, ySplit: linhaCabecalho }];

  def.colunas.forEach((coluna, i) => {
    const c = folha.getColumn(i + 1);
    c.width = coluna.largura;
    const formato = FORMATOS[coluna.tipo];
    if (formato) c.numFmt = formato;
  });
  const cabecalho = folha.getRow(linhaCabecalho);
  def.colunas.forEach((coluna, i) => {
    const celula = cabecalho.getCell(i + 1);
    celula.value = coluna.titulo;
    celula.numFmt = 'General';
    celula.font = { bold: true };
    celula.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: COR_CABECALHO } };
    celula.border = { bottom: { style: 'thin' } };
    celula.alignment = { vertical: 'middle', wrapText: true };
  });
  cabecalho.height = 30;

  def.linhas.forEach((valores, i) => {
    const linha = folha.getRow(linhaCabecalho + 1 + i);
    def.colunas.forEach((coluna, j) => {
      const valor = valorDaCelula(coluna.tipo, valores[coluna.chave]);
      if (valor !== null) linha.getCell(j + 1).value = valor;
    });
  });

  escreverInstrucoes(livro, def);
  const chavesListas = [...new Set(def.colunas.flatMap((c) => (c.lista ? [c.lista] : [])))];
  const listas =
    chavesListas.length > 0 ? escreverListas(livro, chavesListas) : new Map<ChaveLista, string>();
  const validacoes = (folha as unknown as { dataValidations: Validacoes }).dataValidations;
  const primeira = linhaCabecalho + 1;
  const ultima = linhaCabecalho + Math.max(def.linhasPreparadas, def.linhas.length);
  def.colunas.forEach((coluna, i) => {
    const regra = validacao(coluna, listas);
    const l = letra(i + 1);
    if (regra) validacoes.add(`${l}${primeira}:${l}${ultima}`, regra);
  });
  return Uint8Array.from((await livro.xlsx.writeBuffer()) as unknown as Uint8Array);
}

/** A ledger row as the template's cells. */
function celulasPlanilha(
  r: Omit<LinhaPlanilhaCompleta, 'linha'>,
): Record<ChaveColunaPlanilhaCompleta, Valor> {
  return {
    nif: r.nif,
    emitente: r.emitente,
    numeroFatura: r.numeroFatura,
    descritivo: r.descritivo,
    dataEmissao: r.dataEmissao,
    dataPagamento: r.dataPagamento,
    base: r.baseCents,
    iva: r.ivaCents,
    total: r.totalCents,
    extratoValor: r.extratoValorCents,
    tipoMovimento: r.tipoMovimento,
    categoria_A: r.categoria_A,
    subcategoria_A: r.subcategoria_A,
    categoria_B: r.categoria_B,
    subcategoria_B: r.subcategoria_B,
    rubrica_B: r.rubrica_B,
    tipologia: r.tipologia,
    gasto: r.gasto,
  };
}

function celulasOrcamento(r: Omit<LinhaOrcamento, 'linha'>): Record<ChaveColunaOrcamento, Valor> {
  return {
    nif: r.nif,
    emitente: r.emitente,
    categoria_A: r.categoria_A,
    subcategoria_A: r.subcategoria_A,
    centroCusto_A: r.centroCusto_A,
    categoria_B: r.categoria_B,
    subcategoria_B: r.subcategoria_B,
    rubrica_B: r.rubrica_B,
    subrubrica_B: r.subrubrica_B,
    tipologia: r.tipologia,
    gasto: r.gasto,
    taxaIva: r.taxaIva,
    ...(Object.fromEntries(MESES.map((mes, i) => [mes, r.meses[i] ?? null])) as Record<
      (typeof MESES)[number],
      Valor
    >),
  };
}

function celulasProdutos(r: Omit<LinhaProdutos, 'linha'>): Record<ChaveColunaProdutos, Valor> {
  return {
    produto: r.produto,
    ano: r.ano,
    ...(Object.fromEntries(MESES.map((mes, i) => [mes, r.quantidades[i] ?? null])) as Record<
      (typeof MESES)[number],
      Valor
    >),
  };
}

/**
 * The Planilha Completa template: the 'Planilha' sheet (header, formats, dropdowns), the 'Instruções'
 * sheet and the hidden 'Listas'. Given rows (an export, the demo company), it comes filled with them.
 */
export function gerarModeloPlanilhaCompleta(
  linhas: readonly Omit<LinhaPlanilhaCompleta, 'linha'>[] = [],
): Promise<Uint8Array> {
  return construir({
    titulo: 'Modelo da Planilha Completa',
    folha: 'Planilha',
    colunas: COLUNAS_PLANILHA_COMPLETA,
    linhasPreparadas: 10_000,
    instrucoes: INSTRUCOES_PLANILHA_COMPLETA,
    comTaxonomia: true,
    linhas: linhas.map(celulasPlanilha),
  });
}

/** The Orçamento Anual template for a year: 'Ano' in A1/B1, the header on row 3, a line per budget item. */
export function gerarModeloOrcamento(
  ano: number,
  linhas: readonly Omit<LinhaOrcamento, 'linha'>[] = [],
): Promise<Uint8Array> {
  return construir({
    titulo: `Modelo do Orçamento Anual ${ano}`,
    folha: 'Orçamento',
    colunas: COLUNAS_ORCAMENTO,
    linhasPreparadas: 2_000,
    instrucoes: instrucoesOrcamento(ano),
    comTaxonomia: true,
    linhas: linhas.map(celulasOrcamento),
    preambulo(folha) {
      const rotulo = folha.getCell('A1');
      rotulo.value = 'Ano';
      rotulo.font = { bold: true };
      const valor = folha.getCell('B1');
      valor.value = ano;
      valor.numFmt = '0';
      valor.font = { bold: true };
      valor.dataValidation = {
        type: 'whole',
        operator: 'between',
        formulae: [1900, 2200],
        showErrorMessage: true,
        errorStyle: 'stop',
        error: 'Escreva o ano com 4 algarismos.',
      };
      folha.getCell('C1').value = 'Orçamento anual de uma loja: valores sem IVA (base tributável) por mês.';
      return 3;
    },
  });
}

/** The Produtos Mensais template: product, year and the twelve months' quantities. */
export function gerarModeloProdutos(
  ano: number,
  linhas: readonly Omit<LinhaProdutos, 'linha'>[] = [],
): Promise<Uint8Array> {
  return construir({
    titulo: 'Modelo dos Produtos Mensais',
    folha: 'Produtos',
    colunas: COLUNAS_PRODUTOS,
    linhasPreparadas: 2_000,
    instrucoes: instrucoesProdutos(ano),
    comTaxonomia: false,
    linhas: linhas.map(celulasProdutos),
  });
}
