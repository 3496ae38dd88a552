import {
  eurosToCents,
  formatDecimal,
  formatEuros,
  formatPercent,
  formatPtDate,
  lisbonToday,
} from '@contas/core';
import type { ResumoResposta } from '@contas/core/contrato';
import type { Locator, Page } from '@playwright/test';
import { demoLogin, expect, test } from './support/app';
import { ApiSession, pessoalLinha } from './support/empresas';
import { orcamentoDe, VENDAS } from './support/orcamento';
import { segurarPedido } from './support/rede';
import { ApiLeitura, RelatoriosApp } from './support/relatorios';

const DEMO = 'Café Demonstração, Lda';
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
type Linha = ResumoResposta['blocos'][number]['linhas'][number];

/** A cell as the summary shows it (SPEC §9): euros, percentages, plain numbers; '—' without a figure. */
function celula(valor: number | null, unidade: Linha['unidade']): string {
  if (valor === null) return '—';
  if (unidade === 'euros') return formatEuros(eurosToCents(valor));
  if (unidade === 'percentagem') return formatPercent(valor);
  return formatDecimal(valor, Number.isInteger(valor) ? 0 : 2);
}

function linhaDaApi(r: ResumoResposta, key: string): Linha {
  const linha = r.blocos.flatMap((b) => b.linhas).find((l) => l.key === key);
  if (!linha) throw new Error(`Linha em falta no resumo: ${key}`);
  return linha;
}

const tabela = (page: Page, ano: number) =>
  page.getByRole('region', { name: `Resumo de ${ano}`, exact: true });
const celulas = async (page: Page, ano: number, key: string) =>
  (await tabela(page, ano).locator(`tbody tr[data-linha="${key}"] td`).allInnerTexts()).map((t) => t.trim());
const cartao = (page: Page, id: string): Locator => page.locator(`[data-cartao="${id}"]`);

test.describe('Resumo', () => {
  test('a página de entrada da empresa: cartões, os quatro blocos com as fórmulas, o pessoal, o capital próprio e o orçamento', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const login = demoLogin();
    const api = await ApiSession.login(page.request, login);
    const leitura = await ApiLeitura.login(page.request, login);
    const ano = Number(lisbonToday(new Date()).slice(0, 4));
    const resumoDaApi = (lojaId: string) =>
      leitura.get<ResumoResposta>(`/get/summary/${empresaId}/${lojaId}?ano=${ano}`);

    // --- The company opens on its summary: a spinner, then the first store and the current year -------
    const app = new RelatoriosApp(page);
    await page.goto('/login');
    await app.submitLogin(login.email, login.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    const pedido = await segurarPedido(page, /\/get\/summary\//);
    await app.empresaCard(DEMO).getByRole('button', { name: 'Aceder' }).click();
    await expect(page).toHaveURL(/\/empresa\/[^/]+\/resumo$/);
    await expect(app.spinner).toBeVisible();
    pedido.libertar();
    await expect(tabela(page, ano)).toBeVisible();
    const empresaId = new URL(page.url()).pathname.split('/')[2] as string;
    await expect(app.loja.locator('option:checked')).toHaveText('Loja Baixa');
    await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(String(ano));
    const lojas = await leitura.get<{ lojas: { _id: string; nome: string }[] }>(`/get/empresa/${empresaId}`);
    const baixa = lojas.lojas.find((l) => l.nome === 'Loja Baixa') as { _id: string; nome: string };

    // --- The headline cards: the API's figures of the closed months, each a link to its report -------
    let r = await resumoDaApi(baixa._id);
    await expect(cartao(page, 'vendas')).toContainText(
      r.cartoes.meses === 0 ? '—' : formatEuros(eurosToCents(r.cartoes.vendas)),
    );
    await expect(cartao(page, 'margem-bruta')).toContainText(
      r.cartoes.margemBruta === null ? '—' : formatPercent(r.cartoes.margemBruta),
    );
    if (r.cartoes.iva) {
      await expect(cartao(page, 'iva')).toContainText(formatEuros(eurosToCents(r.cartoes.iva.aPagar)));
      await expect(cartao(page, 'iva')).toContainText(`até ${formatPtDate(r.cartoes.iva.prazoPagamento)}`);
    }
    await cartao(page, 'caixa').getByRole('link', { name: 'Ver Fluxo de Caixa' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/fluxo-de-caixa\\?loja=${baixa._id}&ano1=${ano - 1}&ano2=${ano}$`),
    );
    await page.goBack();

    // --- The four blocks, their lines as the API gives them, the ratios with their formulas ------------
    await expect(tabela(page, ano).locator('tbody tr:first-child th')).toHaveText([
      /^Demonstração de Resultados/,
      /^Fluxo de Caixa/,
      /^Margens e Rentabilidade/,
      /^Ponto de Equilíbrio/,
    ]);
    await expect(tabela(page, ano).locator('thead th')).toHaveText(['Rubrica', ...MESES, 'Ano']);
    for (const key of [
      'vendas',
      'resultado_liquido',
      'caixa_gerada_operacoes',
      'margem_bruta_pct',
      'quantidades',
    ]) {
      const l = linhaDaApi(r, key);
      expect(await celulas(page, ano, key), key).toEqual(l.valores.map((v) => celula(v, l.unidade)));
    }
    await expect(tabela(page, ano).locator('tr[data-linha="margem_bruta_pct"] th')).toContainText(
      'Margem Bruta ÷ Vendas e serviços prestados',
    );
    await expect(tabela(page, ano).locator('tr[data-linha="vab"] th')).toContainText(
      'Vendas e serviços prestados − Compras − Fornecimentos e serviços externos (variáveis e fixos)',
    );

    // --- VAB per person waits for the headcount; entered, it divides by it ---------------------------
    await expect(tabela(page, ano).locator('tr[data-linha="vab_por_posto"] th')).toContainText(
      `Falta o quadro de pessoal de ${ano} de: Loja Baixa`,
    );
    for (const l of lojas.lojas) await api.atualizarPessoal(l._id, l.nome, [pessoalLinha(ano, 3)]);
    await page.reload();
    r = await resumoDaApi(baixa._id);
    const vab = linhaDaApi(r, 'vab').valores[12] as number;
    // Three people every month: the year's VAB over 3.
    expect(linhaDaApi(r, 'vab_por_posto').valores[12]).toBeCloseTo(vab / 3, 2);
    await expect
      .poll(() => celulas(page, ano, 'vab_por_posto'))
      .toEqual(linhaDaApi(r, 'vab_por_posto').valores.map((v) => celula(v, 'euros')));

    // --- 'Todas as lojas': the admin enters the equity, and the equity productivity has its figure ----
    await app.loja.selectOption({ label: 'Todas as lojas' });
    const equity = tabela(page, ano).locator('tr[data-linha="produtividade_capital_proprio"]');
    await expect(equity.locator('th')).toContainText(
      `Falta o capital próprio de ${ano}: um administrador indica-o neste Resumo.`,
    );
    await page.getByLabel(`Capital próprio de ${ano} (€)`).fill('50000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Capital próprio de ${ano}: 50.000,00 €`)).toBeVisible();
    r = await resumoDaApi('todas');
    const vabTodas = linhaDaApi(r, 'vab').valores[12] as number;
    await expect(equity.locator('td').last()).toHaveText(formatDecimal(vabTodas / 50_000, 2));
    await expect(equity.locator('th')).not.toContainText('Falta o capital próprio');

    // --- The rows outside the statement are a warning, with the way to them --------------------------
    const foraDaDr = r.porClassificar.resultados.valores.ano1.meses.some((v) => v !== 0);
    const aviso = page.getByRole('alert').filter({ hasText: 'Há linhas por classificar' });
    if (foraDaDr) {
      await expect(aviso).toContainText(
        `Linhas sem Categoria A em ${ano}: ${formatEuros(eurosToCents(r.porClassificar.resultados.valores.ano1.total))}, fora da demonstração de resultados.`,
      );
      await aviso.getByRole('link', { name: 'Ver as linhas na planilha' }).first().click();
      await expect(page).toHaveURL(/\/planilha\?porClassificar=resultados&startDate=/);
      await page.goBack();
    } else {
      await expect(aviso).toHaveCount(0);
    }

    // --- A year without a budget says so; the demo's budget year compares it month by month ---------
    const orcamento = page.getByRole('region', { name: `Orçamento - ${ano}`, exact: true });
    await expect(orcamento).toBeVisible();
    await page.getByLabel('Ano', { exact: true }).selectOption(String(ano - 1));
    await expect(page.getByText('Sem orçamento para comparar')).toBeVisible();
    await page.getByLabel('Ano', { exact: true }).selectOption(String(ano));
    await expect(orcamento).toBeVisible();
    // An imported budget replaces the store's.
    const ficheiro = await orcamentoDe(ano, `orcamento-resumo-${ano}.xlsx`, [
      { ...VENDAS, emitente: 'Vendas previstas', mensalCents: 1_000_000 },
    ]);
    const { accessToken } = (await (
      await page.request.post('/api/login', { data: { email: login.email, senha: login.senha } })
    ).json()) as { accessToken: string };
    const upload = await page.request.post(`/api/upload/orcamento/${empresaId}/${baixa._id}/${ano}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      multipart: {
        tipoArquivo: 'orcamento',
        tipoUpload: 'upload-orcamento',
        file: { name: ficheiro.name, mimeType: ficheiro.mimeType, buffer: ficheiro.buffer },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await page.reload();
    await expect(orcamento).toBeVisible();
    r = await resumoDaApi('todas');
    const vendas = r.comparacao.find((l) => l.key === 'vendas');
    // All stores' January sales budget: the Baixa's 10.000,00 € imported and the Parque's demo budget.
    await expect(orcamento.locator('tbody tr[data-linha="vendas"] td').nth(1)).toHaveText(
      formatEuros(eurosToCents(vendas?.valores.ano1.meses[0] ?? Number.NaN)),
    );
    const daBaixa = (await resumoDaApi(baixa._id)).comparacao.find((l) => l.key === 'vendas');
    expect(daBaixa?.valores.ano1.meses[0]).toBe(10_000);
    await expect(orcamento.locator('tbody tr[data-linha="fse_fixos"]')).toHaveCount(1);
    await expect(cartao(page, 'orcamento')).not.toContainText('Sem orçamento');
  });
});
