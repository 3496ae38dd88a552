import { formatDecimal, formatPercent } from '@contas/core';
import { ESPERADO_PRODUTOS } from '@contas/core/reports/fixtures/padaria-do-largo.produtos';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { produtosDaPadaria } from './support/ficheiros';
import { ImportacaoApp } from './support/importacao';
import { segurarPedido } from './support/rede';
import { RelatoriosApp } from './support/relatorios';

const TITULO = 'Análise Venda Produtos';
const TABELA = 'Quantidades vendidas por produto';
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/** A product's 56 cells as the screen must show them (SPEC §9): units, Média with 2 decimals, ∆ %. */
function celulasEsperadas(nome: string): string[] {
  const e = ESPERADO_PRODUTOS[nome];
  if (!e) throw new Error(`Produto sem valores esperados: ${nome}`);
  return Array.from({ length: 14 }, (_, i) => {
    const casas = i === 13 ? 2 : 0;
    return [
      formatDecimal(e.ano1[i] ?? Number.NaN, casas),
      formatDecimal(e.ano2[i] ?? Number.NaN, casas),
      formatDecimal(e.dEur[i] ?? Number.NaN, casas),
      formatPercent(e.dPct[i] ?? Number.NaN),
    ];
  }).flat();
}

/** A choice of a segmented control: its radio is hidden under the label one clicks. */
async function escolher(page: Page, opcao: string) {
  await page.locator('label', { hasText: new RegExp(`^${opcao.replace(/[()]/g, '\\$&')}$`) }).click();
  await expect(page.getByRole('radio', { name: opcao, exact: true })).toBeChecked();
}

const nomesDasLinhas = (tabela: Locator) => tabela.locator('tbody th').allInnerTexts();

test.describe('Análise Venda Produtos', () => {
  test('os produtos importados pelo ecrã, por loja e ano: ordenação, pesquisa, Pareto e os 10 mais vendidos', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { admin, empresa } = await staffComEmpresa(page.request, 'produtos', ['Largo', 'Mercado']);

    // --- The Padaria do Largo's quantities, imported through the screen into its two stores ---------
    const importacao = new ImportacaoApp(page);
    await page.goto('/login');
    await importacao.submitLogin(admin.email, admin.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await importacao.abrirEmpresa(empresa.nome, 'Aceder');
    await importacao.gotoImportacao(empresa._id);
    await importacao.menu.getByRole('button', { name: 'Importar Produtos de Vendas' }).click();
    const form = importacao.formulario('Importar Produtos de Vendas');
    for (const [loja, nome] of [
      ['A', 'Largo'],
      ['B', 'Mercado'],
    ] as const) {
      const ficheiro = await produtosDaPadaria(loja);
      await form.getByLabel('Loja').selectOption({ label: nome });
      await form.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiro);
      await form.getByRole('button', { name: 'Importar Produtos', exact: true }).click();
      await expect(importacao.resumoDoFicheiro(ficheiro.name)).toContainText('Produtos Mensais');
    }

    // --- A spinner, then the first store, the previous year against the current --------------------
    const app = new RelatoriosApp(page);
    const anoAtual = await page.evaluate(() => new Date().getFullYear());
    const pedido = await segurarPedido(page, /\/get\/produtos\//);
    await app.empresaNav.getByRole('link', { name: TITULO, exact: true }).click();
    await expect(app.heading(TITULO)).toBeVisible();
    await expect(app.spinner).toBeVisible();
    pedido.libertar();
    await expect(app.spinner).toHaveCount(0);
    await expect(app.loja.locator('option')).toHaveText(['Todas as lojas', 'Largo', 'Mercado']);
    await expect(app.loja.locator('option:checked')).toHaveText('Largo');
    await expect(app.ano1).toHaveValue(String(anoAtual - 1));
    await expect(app.ano2).toHaveValue(String(anoAtual));

    // --- Todas as lojas, 2024 against 2025: every cell of every product ------------------------------
    await app.loja.selectOption({ label: 'Todas as lojas' });
    await app.ano1.selectOption('2024');
    await app.ano2.selectOption('2025');
    const tabela = page.getByRole('region', { name: TABELA, exact: true });
    await expect(tabela.locator('thead tr').nth(0).locator('th')).toHaveText([
      'Produto',
      ...MESES,
      'Total',
      'Média',
    ]);
    await expect(tabela.locator('thead tr').nth(1).locator('th')).toHaveText(
      Array.from({ length: 14 }, () => ['2024', '2025', '∆', '∆ %']).flat(),
    );
    await expect
      .poll(() => nomesDasLinhas(tabela))
      .toEqual(['Bolo-rei', 'Broa', 'Café', 'Croissant', 'Pastel de nata']);
    for (const nome of Object.keys(ESPERADO_PRODUTOS)) {
      const celulas = (await tabela.locator(`tbody tr[data-produto="${nome}"] td`).allInnerTexts()).map((t) =>
        t.trim(),
      );
      expect(celulas, nome).toEqual(celulasEsperadas(nome));
    }

    // --- Sorting by any column: the Total of 2025, largest first, then the other way -----------------
    const total2025 = page.getByRole('button', { name: 'Ordenar por Total 2025', exact: true });
    await total2025.click();
    expect(await nomesDasLinhas(tabela)).toEqual(['Café', 'Pastel de nata', 'Croissant', 'Bolo-rei', 'Broa']);
    await expect(tabela.locator('th[aria-sort="descending"]')).toHaveText('2025');
    await total2025.click();
    expect(await nomesDasLinhas(tabela)).toEqual(['Broa', 'Bolo-rei', 'Croissant', 'Pastel de nata', 'Café']);
    // April's difference: Pastel de nata fell by 60 (the oven broke), the others stayed or rose.
    await page.getByRole('button', { name: 'Ordenar por Abr ∆', exact: true }).click();
    expect((await nomesDasLinhas(tabela))[4]).toBe('Pastel de nata');
    await page.getByRole('button', { name: 'Ordenar por Produto', exact: true }).click();
    expect((await nomesDasLinhas(tabela))[0]).toBe('Bolo-rei');

    // --- The search, without accents or case ---------------------------------------------------------
    const pesquisa = page.getByLabel('Pesquisar produto');
    await pesquisa.fill('CAFE');
    await expect.poll(() => nomesDasLinhas(tabela)).toEqual(['Café']);
    await pesquisa.fill('pão');
    await expect(page.getByText('Nenhum produto com «pão» no nome.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect.poll(() => nomesDasLinhas(tabela)).toHaveLength(5);

    // --- The ten best sellers, year against year -----------------------------------------------------
    await expect(
      page.getByRole('figure', { name: 'Os 5 produtos mais vendidos em 2025, face a 2024' }),
    ).toBeVisible();

    // --- Pareto: which products make 80 % of the units ------------------------------------------------
    await escolher(page, 'Pareto (80 %)');
    await expect(page.getByTestId('resumo-pareto')).toHaveText(
      '2 de 4 produtos vendidos (50,00 %) fazem 80 % das 2.988 unidades vendidas em 2025.',
    );
    const pareto = page.getByRole('region', { name: 'Pareto das unidades vendidas em 2025' });
    const linhas = await pareto
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => (c.textContent ?? '').trim())));
    expect(linhas).toEqual([
      ['Café', '1', '1.980', '66,27 %', '66,27 %', 'Faz parte'],
      ['Pastel de nata', '2', '780', '26,10 %', '92,37 %', 'Faz parte'],
      ['Croissant', '3', '150', '5,02 %', '97,39 %', ''],
      ['Bolo-rei', '4', '78', '2,61 %', '100,00 %', ''],
      ['Broa', '5', '0', '0,00 %', '100,00 %', ''],
    ]);
    await escolher(page, '2024');
    await expect(page.getByTestId('resumo-pareto')).toHaveText(
      '2 de 4 produtos vendidos (50,00 %) fazem 80 % das 2.400 unidades vendidas em 2024.',
    );

    // --- One store is its own products; years without any say so --------------------------------------
    await escolher(page, 'Tabela');
    await app.loja.selectOption({ label: 'Mercado' });
    await expect.poll(() => nomesDasLinhas(tabela)).toEqual(['Café', 'Croissant', 'Pastel de nata']);
    await app.ano1.selectOption(String(anoAtual - 9));
    await app.ano2.selectOption(String(anoAtual - 8));
    await expect(page.getByText('Sem informação disponível.')).toBeVisible();
    await expect(tabela).toHaveCount(0);
  });
});
