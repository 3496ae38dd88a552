import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MESES } from '../dates/dates';
import { OPCOES_CATEGORIA_A } from '../taxonomy/categoria-a';
import { OPCOES_CATEGORIA_B } from '../taxonomy/categoria-b';
import { GASTOS, TIPOLOGIAS, TIPOS_MOVIMENTO } from '../taxonomy/opcoes';
import { COLUNAS_ORCAMENTO, COLUNAS_PLANILHA_COMPLETA, COLUNAS_PRODUTOS } from './colunas';
import { gerarModeloOrcamento, gerarModeloPlanilhaCompleta, gerarModeloProdutos } from './gerar-modelos';
import { LISTAS } from './listas';

async function abrir(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(bytes as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return livro;
}

function linha(folha: ExcelJS.Worksheet, n: number): unknown[] {
  return (folha.getRow(n).values as unknown[]).slice(1);
}

/** The values a list validation offers, read back from the range it names on the 'Listas' sheet. */
function valoresDaLista(livro: ExcelJS.Workbook, validacao: ExcelJS.DataValidation | undefined): unknown[] {
  expect(validacao?.type).toBe('list');
  const m = /^Listas!\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)$/.exec(String(validacao?.formulae[0]));
  expect(m).not.toBeNull();
  const [, coluna, de, , ate] = m as RegExpExecArray;
  const listas = livro.getWorksheet('Listas') as ExcelJS.Worksheet;
  const valores: unknown[] = [];
  for (let n = Number(de); n <= Number(ate); n++) valores.push(listas.getCell(`${coluna}${n}`).value);
  return valores;
}

function texto(folha: ExcelJS.Worksheet): string {
  const partes: string[] = [];
  folha.eachRow((r) => {
    r.eachCell((c) => {
      partes.push(String(c.value));
    });
  });
  return partes.join('\n');
}

describe('gerarModeloPlanilhaCompleta', () => {
  it('folha Planilha com o cabeçalho, cabeçalho fixo, formatos e listas da taxonomia', async () => {
    const livro = await abrir(await gerarModeloPlanilhaCompleta());
    expect(livro.worksheets.map((f) => [f.name, f.state])).toEqual([
      ['Planilha', 'visible'],
      ['Instruções', 'visible'],
      ['Listas', 'hidden'],
    ]);
    const folha = livro.getWorksheet('Planilha') as ExcelJS.Worksheet;
    expect(linha(folha, 1)).toEqual([
      'NIF',
      'Emitente',
      'Nº Fatura',
      'Descritivo',
      'Data Emissão',
      'Data Pagamento',
      'Base Tributável',
      'IVA',
      'Total',
      'Valor Extrato',
      'Tipo de Movimento',
      'Categoria A',
      'Subcategoria A',
      'Categoria B',
      'Subcategoria B',
      'Rúbrica B',
      'Tipologia',
      'Gasto',
    ]);
    expect(folha.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(folha.getColumn(5).numFmt).toBe('dd/mm/yyyy');
    expect(folha.getColumn(9).numFmt).toBe('#,##0.00');
    expect(folha.getColumn(1).numFmt).toBe('@');
    expect(folha.getColumn(12).width).toBeGreaterThan(20);

    const listas: Record<string, readonly unknown[]> = {
      'Tipo de Movimento': TIPOS_MOVIMENTO,
      'Categoria A': OPCOES_CATEGORIA_A,
      'Subcategoria A': LISTAS['subcategoria-a'].valores,
      'Categoria B': OPCOES_CATEGORIA_B,
      'Subcategoria B': LISTAS['subcategoria-b'].valores,
      'Rúbrica B': LISTAS['rubrica-b'].valores,
      Tipologia: TIPOLOGIAS,
      Gasto: GASTOS,
    };
    for (const [titulo, valores] of Object.entries(listas)) {
      const coluna = COLUNAS_PLANILHA_COMPLETA.findIndex((c) => c.titulo === titulo) + 1;
      for (const n of [2, 10_001]) {
        const validacao = folha.getCell(n, coluna).dataValidation;
        expect(valoresDaLista(livro, validacao), `${titulo} linha ${n}`).toEqual(valores);
        expect(validacao).toMatchObject({ showErrorMessage: true, errorStyle: 'stop' });
      }
    }
    expect(folha.getCell('E2').dataValidation).toMatchObject({ type: 'date', operator: 'between' });
    expect(folha.getCell('I2').dataValidation).toMatchObject({ type: 'decimal' });
    expect(LISTAS['subcategoria-a'].valores).toContain('Electricidade');
  });

  it('Instruções em português: cada coluna, os sinais, as datas e a reimportação sem duplicar', async () => {
    const livro = await abrir(await gerarModeloPlanilhaCompleta());
    const instrucoes = texto(livro.getWorksheet('Instruções') as ExcelJS.Worksheet);
    for (const coluna of COLUNAS_PLANILHA_COMPLETA) expect(instrucoes).toContain(coluna.titulo);
    expect(instrucoes).toContain('receitas e entradas positivas, gastos e saídas negativos');
    expect(instrucoes).toContain('dd/mm/aaaa');
    expect(instrucoes).toContain('Importar de novo o mesmo ficheiro não duplica linhas');
    expect(instrucoes).toContain('Categoria A → Subcategoria A');
    expect(instrucoes).toContain('Recebimentos - financiamento obtidos');
  });

  it('preenchido com linhas, escreve números como números e datas como datas', async () => {
    const livro = await abrir(
      await gerarModeloPlanilhaCompleta([
        {
          nif: '500100144',
          emitente: 'EDP',
          numeroFatura: 'FT 1',
          descritivo: null,
          dataEmissao: '2026-01-05',
          dataPagamento: null,
          baseCents: -10000,
          ivaCents: -2300,
          totalCents: -12300,
          extratoValorCents: null,
          tipoMovimento: null,
          categoria_A: 'Compras',
          subcategoria_A: 'Mercadoria',
          categoria_B: 'Sem Categoria B',
          subcategoria_B: 'Sem Subcategoria B',
          rubrica_B: 'Sem Rúbrica B',
          tipologia: 'N/A',
          gasto: 'Variável',
        },
      ]),
    );
    const folha = livro.getWorksheet('Planilha') as ExcelJS.Worksheet;
    expect(linha(folha, 2).slice(0, 9)).toEqual([
      '500100144',
      'EDP',
      'FT 1',
      undefined,
      new Date('2026-01-05T00:00:00Z'),
      undefined,
      -100,
      -23,
      -123,
    ]);
  });
});

describe('gerarModeloOrcamento', () => {
  it('ano em B1, cabeçalho na linha 3 com os doze meses, taxas de IVA e instruções do ano', async () => {
    const livro = await abrir(await gerarModeloOrcamento(2027));
    const folha = livro.getWorksheet('Orçamento') as ExcelJS.Worksheet;
    expect(linha(folha, 1).slice(0, 2)).toEqual(['Ano', 2027]);
    expect(linha(folha, 3)).toEqual(COLUNAS_ORCAMENTO.map((c) => c.titulo));
    expect(linha(folha, 3).slice(-12)).toEqual([...MESES]);
    expect(folha.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    const taxa = COLUNAS_ORCAMENTO.findIndex((c) => c.chave === 'taxaIva') + 1;
    expect(valoresDaLista(livro, folha.getCell(4, taxa).dataValidation)).toEqual([
      0, 0.04, 0.06, 0.09, 0.12, 0.13, 0.16, 0.22, 0.23,
    ]);
    expect(folha.getCell(4, taxa).dataValidation.errorStyle).toBe('warning');
    const categoria = COLUNAS_ORCAMENTO.findIndex((c) => c.chave === 'categoria_A') + 1;
    expect(valoresDaLista(livro, folha.getCell(2003, categoria).dataValidation)).toEqual(OPCOES_CATEGORIA_A);
    expect(folha.getColumn(taxa + 1).numFmt).toBe('#,##0.00');
    const instrucoes = texto(livro.getWorksheet('Instruções') as ExcelJS.Worksheet);
    expect(instrucoes).toContain('este modelo traz 2027');
    expect(instrucoes).toContain('importar de novo o mesmo ficheiro dá o mesmo orçamento');
    expect(instrucoes).toContain('gastos e saídas negativos');
  });
});

describe('gerarModeloProdutos', () => {
  it('Produto, Ano e os doze meses, com validação de inteiros ≥ 0', async () => {
    const livro = await abrir(await gerarModeloProdutos(2026));
    const folha = livro.getWorksheet('Produtos') as ExcelJS.Worksheet;
    expect(linha(folha, 1)).toEqual(COLUNAS_PRODUTOS.map((c) => c.titulo));
    expect(linha(folha, 1)).toEqual(['Produto', 'Ano', ...MESES]);
    expect(folha.getCell('C2').dataValidation).toMatchObject({ type: 'whole', formulae: [0, 1_000_000_000] });
    expect(folha.getCell('B2').dataValidation).toMatchObject({ type: 'whole', formulae: [1900, 2200] });
    expect(livro.worksheets.map((f) => f.name)).toEqual(['Produtos', 'Instruções']);
    expect(texto(livro.getWorksheet('Instruções') as ExcelJS.Worksheet)).toContain('não duplica');
  });
});
