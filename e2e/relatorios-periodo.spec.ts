import { deltaPercent, formatEuros, formatPercent } from '@contas/core';
import { LINHA_DR } from '@contas/core/reports';
import type { Page } from '@playwright/test';
import { demoLogin, expect, test } from './support/app';
import { entrar } from './support/empresas';
import { empresaComEquipa, outraSessao } from './support/planilha';
import { ApiLeitura, esperarRelatorio, linhaDoRelatorio, RelatoriosApp } from './support/relatorios';

const DEMO = 'Café Demonstração, Lda';
const DR = 'Demonstração de Resultados';
const FC = 'Fluxo de Caixa';
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

async function abrirNaEmpresa(page: Page, user: { email: string; senha: string }, nome: string) {
  const app = new RelatoriosApp(page);
  await entrar(page, user);
  const empresaId = await app.abrirEmpresa(nome, 'Aceder');
  // The month in Lisbon, where the reports' months close (the browser runs in Europe/Lisbon).
  const [ano, mes] = await page.evaluate(() => [new Date().getFullYear(), new Date().getMonth() + 1]);
  return { app, empresaId, hoje: { ano: ano as number, mes: mes as number } };
}

async function abrirPagina(app: RelatoriosApp, titulo: string) {
  await app.empresaNav.getByRole('link', { name: titulo, exact: true }).click();
  await expect(app.heading(titulo)).toBeVisible();
}

function euros(valor: number): string {
  return formatEuros(Math.round(valor * 100));
}

test.describe('Relatórios: o primeiro dia (issue 20)', () => {
  test('a loja e os anos escolhidos passam de um relatório para o outro; uma sessão nova começa na primeira loja', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { app, hoje } = await abrirNaEmpresa(page, demoLogin(), DEMO);
    await abrirPagina(app, DR);
    // The first visit keeps SPEC §2's default: the first store, the previous year against this one.
    await expect(app.loja.locator('option:checked')).toHaveText('Loja Baixa');
    await expect(app.ano1).toHaveValue(String(hoje.ano - 1));
    await expect(app.ano2).toHaveValue(String(hoje.ano));

    await app.loja.selectOption({ label: 'Loja Parque' });
    await app.ano1.selectOption(String(hoje.ano - 2));
    await expect(page).toHaveURL(new RegExp(`ano1=${hoje.ano - 2}`));

    for (const titulo of [FC, 'Mapa de Previsão de IVA', 'Análise Ticket Médio', 'Ponto de Equilíbrio']) {
      await abrirPagina(app, titulo);
      await expect(app.loja.locator('option:checked')).toHaveText('Loja Parque');
      await expect(app.ano1).toHaveValue(String(hoje.ano - 2));
      await expect(app.ano2).toHaveValue(String(hoje.ano));
    }
    // The one-year screens show the year looked at (year 2) and the same store.
    for (const titulo of ['Resumo', 'DR Orçamento', 'Fluxo de Caixa Orçamento', 'Dados Orçamento']) {
      await abrirPagina(app, titulo);
      await expect(app.loja.locator('option:checked')).toHaveText('Loja Parque');
      await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(String(hoje.ano));
    }
    // A year chosen there comes back to the two-year screens as year 2.
    await page.getByLabel('Ano', { exact: true }).selectOption(String(hoje.ano - 1));
    await abrirPagina(app, 'Análise Venda Produtos');
    await expect(app.loja.locator('option:checked')).toHaveText('Loja Parque');
    await expect(app.ano1).toHaveValue(String(hoje.ano - 2));
    await expect(app.ano2).toHaveValue(String(hoje.ano - 1));

    // Another session (another tab's sessionStorage) starts again from the default.
    const outra = await outraSessao(browser, baseURL);
    const outraPagina = await outra.newPage();
    const { app: outraApp } = await abrirNaEmpresa(outraPagina, demoLogin(), DEMO);
    await abrirPagina(outraApp, DR);
    await expect(outraApp.loja.locator('option:checked')).toHaveText('Loja Baixa');
    await expect(outraApp.ano1).toHaveValue(String(hoje.ano - 1));
    await outra.close();
  });

  test('o ano corrente compara-se até à data, os meses por vir ficam vazios e os totais podem vir primeiro', async ({
    page,
  }) => {
    const login = demoLogin();
    const { app, empresaId, hoje } = await abrirNaEmpresa(page, login, DEMO);
    const api = await ApiLeitura.login(page.request, login);
    const [anterior, atual] = [hoje.ano - 1, hoje.ano];
    const empresa = await api.get<{ lojas: { _id: string; nome: string }[] }>(`/get/empresa/${empresaId}`);
    const baixa = empresa.lojas.find((l) => l.nome === 'Loja Baixa');
    if (!baixa) throw new Error('A empresa de demonstração não tem a Loja Baixa.');
    const pedido = esperarRelatorio(page, 'demonstracao-resultados', baixa._id, anterior, atual);
    await abrirPagina(app, DR);
    await pedido;
    const relatorio = await api.relatorio('demonstracao-resultados', empresaId, baixa._id, anterior, atual);
    const vendas = linhaDoRelatorio(relatorio, LINHA_DR.vendas);
    const ate = (meses: number[]) => meses.slice(0, hoje.mes).reduce((s, v) => s + Math.round(v * 100), 0);
    const [ytd1, ytd2] = [ate(vendas.valores.ano1.meses), ate(vendas.valores.ano2.meses)];
    expect(ytd1).toBeGreaterThan(0);
    expect(ytd2).toBeGreaterThan(0);

    // --- 'Até à data' is on, since year 2 is this year: Total and Média take the same months ---------
    const periodo = hoje.mes === 1 ? 'Jan' : `Jan–${MESES[hoje.mes - 1]}`;
    const ateAData = page.getByRole('switch', { name: `Até à data (${periodo})` });
    await expect(ateAData).toBeChecked();
    const grupos = app.tabela(DR).locator('thead tr').nth(0).locator('th');
    await expect(grupos).toHaveText(['Rubrica', ...MESES, `Total ${periodo}`, `Média ${periodo}`]);
    const celulas = app.linha(DR, LINHA_DR.vendas).locator('td');
    await expect(celulas.nth(48)).toHaveText(formatEuros(ytd1));
    await expect(celulas.nth(49)).toHaveText(formatEuros(ytd2));
    await expect(celulas.nth(50)).toHaveText(formatEuros(ytd2 - ytd1));
    await expect(celulas.nth(51)).toHaveText(formatPercent(deltaPercent(ytd1, ytd2)));

    // --- A month not yet begun has no figure, and neither do its ∆; last year's is there --------------
    for (let m = 1; m <= 12; m++) {
      const inicio = (m - 1) * 4;
      await expect(celulas.nth(inicio)).toHaveText(euros(vendas.valores.ano1.meses[m - 1] ?? 0));
      if (m > hoje.mes) {
        await expect(celulas.nth(inicio + 1)).toHaveText('');
        await expect(celulas.nth(inicio + 2)).toHaveText('');
        await expect(celulas.nth(inicio + 3)).toHaveText('');
      } else {
        await expect(celulas.nth(inicio + 1)).toHaveText(euros(vendas.valores.ano2.meses[m - 1] ?? 0));
      }
    }
    // The chart: last year's sales a point a month, this year's only the months begun.
    const grafico = page.getByRole('figure', { name: 'Vendas e resultado líquido por mês' });
    const pontos = grafico.locator('.recharts-line-dots');
    await expect(pontos.nth(0).locator('circle')).toHaveCount(12);
    await expect(pontos.nth(1).locator('circle')).toHaveCount(hoje.mes);

    // --- Off: the whole years, as the server sends them -------------------------------------------
    await ateAData.uncheck();
    await expect(grupos.nth(13)).toHaveText('Total');
    await expect(celulas.nth(48)).toHaveText(euros(vendas.valores.ano1.total));
    await expect(celulas.nth(51)).toHaveText(formatPercent(vendas.valores.deltaPercent.total));

    // --- 'Totais primeiro': Total and Média right after the row names --------------------------------
    await page.getByRole('switch', { name: 'Totais primeiro' }).check();
    await expect(grupos).toHaveText(['Rubrica', 'Total', 'Média', ...MESES]);
    await expect(celulas.nth(0)).toHaveText(euros(vendas.valores.ano1.total));

    // Both choices come along to the next report.
    await abrirPagina(app, FC);
    await expect(page.getByRole('switch', { name: 'Totais primeiro' })).toBeChecked();
    await expect(page.getByRole('switch', { name: `Até à data (${periodo})` })).not.toBeChecked();
    await expect(app.tabela(FC).locator('thead tr').nth(0).locator('th').nth(1)).toHaveText('Total');
    // Two past years: nothing to cut, no switch.
    await app.ano2.selectOption(String(anterior));
    await app.ano1.selectOption(String(anterior - 1));
    await expect(page.getByRole('switch', { name: /Até à data/ })).toHaveCount(0);
  });

  test('sem dados, os relatórios levam à importação; o leitor lê quem a pode fazer', async ({
    page,
    request,
  }) => {
    const { empresa, admin, membros } = await empresaComEquipa(request, 'relvazio', ['leitor']);
    const { app } = await abrirNaEmpresa(page, admin, empresa.nome);
    await abrirPagina(app, DR);
    await expect(app.tabela(DR)).toBeVisible();
    // No flat line at zero: the empty state and the way to fill it, where the chart would be.
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expect(page.getByText('Sem informação disponível.', { exact: true })).toBeVisible();
    const importar = page.getByRole('link', { name: 'Importar e-faturas e extratos' });
    await expect(importar).toBeVisible();

    await abrirPagina(app, 'Análise Venda Produtos');
    await expect(page.getByText('Sem informação disponível.', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Importar os produtos de vendas' }).click();
    await expect(app.heading('Importação de Ficheiros')).toBeVisible();
    await expect(page).toHaveURL(/\/importar-ficheiros\?importar=produtos$/);

    await abrirPagina(app, 'Dados Orçamento');
    await expect(page.getByText('Sem informação disponível.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Importar o orçamento anual' })).toBeVisible();

    await app.logout();
    const leitor = membros[0];
    if (!leitor) throw new Error('Falta o leitor.');
    const { app: appLeitor } = await abrirNaEmpresa(page, leitor, empresa.nome);
    await abrirPagina(appLeitor, FC);
    await expect(page.getByText('Sem informação disponível.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Os dados chegam quando um administrador ou editor da empresa importar os ficheiros.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Importar/ })).toHaveCount(0);
  });
});
