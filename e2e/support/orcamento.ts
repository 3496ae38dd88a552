import type { IsoDate } from '@contas/core';
import { gerarModeloOrcamento, gerarModeloPlanilhaCompleta } from '@contas/core/modelos';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect } from './app';
import type { FicheiroTeste } from './ficheiros';
import { RelatoriosApp } from './relatorios';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const OPERACIONAL = {
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  tipologia: 'Empresa',
};

/** A budget line worked out by hand: the same amount (base, cents) every month. */
export interface LinhaDeOrcamento {
  emitente: string;
  categoria_A: string;
  subcategoria_A: string;
  rubrica_B: string;
  gasto: string;
  taxaIva: number;
  mensalCents: number;
}

export const VENDAS = {
  categoria_A: 'Vendas e serviços prestados',
  subcategoria_A: 'Venda de Mercadoria',
  rubrica_B: 'Recebimentos de clientes',
  gasto: 'Variável',
  taxaIva: 23,
} as const;

export const ELECTRICIDADE = {
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  rubrica_B: 'Pagamentos a fornecedores',
  gasto: 'Fixo',
  taxaIva: 23,
} as const;

/** A filled Orçamento Anual template of `ano`: each line the same base every month. */
export async function orcamentoDe(
  ano: number,
  nome: string,
  linhas: readonly LinhaDeOrcamento[],
): Promise<FicheiroTeste> {
  const conteudo = linhas.map((l) => ({
    ...OPERACIONAL,
    categoria_A: l.categoria_A,
    subcategoria_A: l.subcategoria_A,
    rubrica_B: l.rubrica_B,
    gasto: l.gasto,
    nif: null,
    emitente: l.emitente,
    centroCusto_A: null,
    subrubrica_B: null,
    taxaIva: l.taxaIva,
    meses: Array.from({ length: 12 }, () => l.mensalCents),
  }));
  return { name: nome, mimeType: XLSX, buffer: Buffer.from(await gerarModeloOrcamento(ano, conteudo)) };
}

/** A Planilha Completa with one sale of `dia`, invoiced and received that day (the real side). */
export async function vendaReal(
  dia: IsoDate,
  valores: { baseCents: number; ivaCents: number },
): Promise<FicheiroTeste> {
  const total = valores.baseCents + valores.ivaCents;
  const bytes = await gerarModeloPlanilhaCompleta([
    {
      ...OPERACIONAL,
      nif: '999999990',
      emitente: 'Consumidor final',
      numeroFatura: 'FS NT/1',
      descritivo: 'Vendas ao balcão',
      dataEmissao: dia,
      dataPagamento: dia,
      baseCents: valores.baseCents,
      ivaCents: valores.ivaCents,
      totalCents: total,
      extratoValorCents: total,
      tipoMovimento: 'Entrada',
      categoria_A: VENDAS.categoria_A,
      subcategoria_A: VENDAS.subcategoria_A,
      rubrica_B: VENDAS.rubrica_B,
      gasto: VENDAS.gasto,
    },
  ]);
  return { name: 'vendas-reais.xlsx', mimeType: XLSX, buffer: Buffer.from(bytes) };
}

/** An exported sheet: each row's cells from column A (1-based rows as in Excel, index 0 unused). */
export async function lerFolha(
  ficheiro: string,
  colunas: number,
): Promise<{ nome: string; linhas: unknown[][] }> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.readFile(ficheiro);
  const folha = livro.worksheets[0];
  if (!folha) throw new Error('O ficheiro exportado não tem folhas.');
  const linhas: unknown[][] = [];
  folha.eachRow({ includeEmpty: true }, (row, n) => {
    linhas[n] = Array.from({ length: colunas }, (_, i) => row.getCell(i + 1).value);
  });
  return { nome: folha.name, linhas };
}

/** Page model of the budget screens. */
export class OrcamentoApp extends RelatoriosApp {
  get grelha(): Locator {
    return this.page.getByRole('grid', { name: 'Orçamento' });
  }

  /**
   * Every cell of a row of the grid (1 = the header row), left to right. The grid draws only the columns
   * in sight, so it is scrolled across and the cells are taken by their column number.
   */
  async linhaDaGrelha(linha: number): Promise<string[]> {
    const celulas = new Map<number, string>();
    const largura = await this.grelha.evaluate((el) => ({ total: el.scrollWidth, vista: el.clientWidth }));
    for (let x = 0; ; x += Math.max(1, Math.floor(largura.vista / 2))) {
      await this.grelha.evaluate(async (el, esquerda) => {
        el.scrollLeft = esquerda;
        // Two frames: the scroll event, then the columns it brings into view.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }, x);
      const vistas = await this.grelha
        .locator(`[role="row"][aria-rowindex="${linha}"] > [aria-colindex]`)
        .evaluateAll((els) =>
          els.map((e) => [Number(e.getAttribute('aria-colindex')), (e.textContent ?? '').trim()] as const),
        );
      for (const [coluna, texto] of vistas) celulas.set(coluna, texto);
      if (x + largura.vista >= largura.total) break;
    }
    await this.grelha.evaluate((el) => {
      el.scrollLeft = 0;
    });
    return [...celulas.entries()].sort(([a], [b]) => a - b).map(([, texto]) => texto);
  }

  get ano(): Locator {
    return this.page.getByLabel('Ano', { exact: true });
  }

  /** The texts of a line's value cells (15 groups × 4). */
  async celulasOrcamento(titulo: string, key: string): Promise<string[]> {
    return (await this.linha(titulo, key).locator('td').allInnerTexts()).map((t) => t.trim());
  }

  /** Opens a budget screen from the company's navigation. */
  async abrirOrcamento(titulo: 'Dados Orçamento' | 'DR Orçamento' | 'Fluxo de Caixa Orçamento') {
    await this.empresaNav.getByRole('link', { name: titulo, exact: true }).click();
    await expect(this.heading(titulo)).toBeVisible();
  }
}
