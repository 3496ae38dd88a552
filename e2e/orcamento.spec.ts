import { formatEuros, formatPercent, lisbonToday } from '@contas/core';
import { LINHA_DR, LINHA_FC } from '@contas/core/reports';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { ImportacaoApp } from './support/importacao';
import { ELECTRICIDADE, lerFolha, OrcamentoApp, orcamentoDe, VENDAS, vendaReal } from './support/orcamento';
import { segurarPedido } from './support/rede';

const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
const DR = 'DR Orçamento';
const FC = 'Fluxo de Caixa Orçamento';

/*
 * A company of two stores, worked out by hand. Budgets (bases a month, 23 % VAT, paid in the month:
 * the company has no payment history):
 * - Loja Norte, this year: sales 1.000,00 € and electricity −200,00 €; next year: sales 2.000,00 €.
 * - Loja Sul, this year: sales 500,00 €.
 * Real: one sale of Loja Norte on the first day of this month, 800,00 € + 184,00 € VAT, received that day.
 * So this month (m) is under way, the ones before it closed with no real figures, the ones after it to come.
 */
const euros = (n: number) => formatEuros(Math.round(n * 100));
const pct = (n: number) => formatPercent(n);

/** A month's four cells: Real, Orçamentado, ∆ €, ∆ % — empty Real and ∆ for a month to come. */
function mes(estado: 'fechado' | 'parcial' | 'futuro', real: number, orcamento: number): string[] {
  if (estado === 'futuro') return ['', euros(orcamento), '', ''];
  const delta = real - orcamento;
  const percentagem = orcamento === 0 ? (real === 0 ? 0 : 100) : (delta / Math.abs(orcamento)) * 100;
  return [euros(real), euros(orcamento), euros(delta), pct(percentagem)];
}

function estadoDe(i: number, m: number): 'fechado' | 'parcial' | 'futuro' {
  return i + 1 < m ? 'fechado' : i + 1 === m ? 'parcial' : 'futuro';
}

/** The header of the month groups, marked as the screen marks the open ones. */
function cabecalhoMeses(m: number): string[] {
  return MESES.map((nome, i) => {
    const estado = estadoDe(i, m);
    return estado === 'parcial'
      ? `${nome} (em curso)`
      : estado === 'futuro'
        ? `${nome} (por realizar)`
        : nome;
  });
}

async function importarOrcamento(
  app: ImportacaoApp,
  loja: string,
  ano: number,
  ficheiro: Awaited<ReturnType<typeof orcamentoDe>>,
) {
  const form = app.formulario('Importar Orçamento Anual');
  await form.getByLabel('Loja').selectOption({ label: loja });
  await form.getByLabel('Ano').selectOption(String(ano));
  await form.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiro);
  await form.getByRole('button', { name: 'Importar Orçamento' }).click();
  await expect(app.resumoDoFicheiro(ficheiro.name)).toContainText('Orçamento Anual');
  expect((await app.contagens(ficheiro.name)).Importadas).toBeGreaterThan(0);
}

async function exportar(page: Page, nome: string) {
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const download = await descarga;
  expect(download.suggestedFilename()).toBe(nome);
  return lerFolha(await download.path(), 1 + 15 * 4);
}

test.describe('Orçamento: importação, DR Orçamento e Fluxo de Caixa Orçamento', () => {
  test('um orçamento importado pelo ecrã, comparado com o real por loja e ano, e exportado para Excel', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { admin, empresa } = await staffComEmpresa(page.request, 'orcamento', ['Loja Norte', 'Loja Sul']);
    const hoje = lisbonToday(new Date());
    const ano = Number(hoje.slice(0, 4));
    const m = Number(hoje.slice(5, 7));

    // --- Imports through the screen: three budgets and the real sale ------------------------------
    const importacao = new ImportacaoApp(page);
    await page.goto('/login');
    await importacao.submitLogin(admin.email, admin.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await importacao.abrirEmpresa(empresa.nome, 'Aceder');
    await importacao.gotoImportacao(empresa._id);
    await importacao.menu.getByRole('button', { name: 'Importar Orçamento Anual' }).click();
    await importarOrcamento(
      importacao,
      'Loja Norte',
      ano,
      await orcamentoDe(ano, `orcamento-norte-${ano}.xlsx`, [
        { ...VENDAS, emitente: 'Vendas previstas', mensalCents: 100_000 },
        { ...ELECTRICIDADE, emitente: 'Electricidade prevista', mensalCents: -20_000 },
      ]),
    );
    await importarOrcamento(
      importacao,
      'Loja Norte',
      ano + 1,
      await orcamentoDe(ano + 1, `orcamento-norte-${ano + 1}.xlsx`, [
        { ...VENDAS, emitente: 'Vendas previstas', mensalCents: 200_000 },
      ]),
    );
    await importarOrcamento(
      importacao,
      'Loja Sul',
      ano,
      await orcamentoDe(ano, `orcamento-sul-${ano}.xlsx`, [
        { ...VENDAS, emitente: 'Vendas previstas', mensalCents: 50_000 },
      ]),
    );
    await importacao.formulario('Importar Orçamento Anual').getByRole('button', { name: 'Cancelar' }).click();
    await importacao.menu.getByRole('button', { name: 'Importar Planilha Completa' }).click();
    const planilha = importacao.formulario('Importar Planilha Completa');
    const real = await vendaReal(`${hoje.slice(0, 8)}01`, { baseCents: 80_000, ivaCents: 18_400 });
    await planilha.getByLabel('Loja').selectOption({ label: 'Loja Norte' });
    await planilha.getByLabel('Ficheiro', { exact: true }).setInputFiles(real);
    await planilha.getByRole('button', { name: 'Importar Planilha' }).click();
    await expect(planilha.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();

    // --- Dados Orçamento: the lines as imported, one row a month -----------------------------------
    const app = new OrcamentoApp(page);
    const pedidoDados = await segurarPedido(page, /\/get\/orcamento-planilhas\/data\//);
    await app.abrirOrcamento('Dados Orçamento');
    await expect(app.spinner).toBeVisible();
    pedidoDados.libertar();
    const grelha = app.grelha;
    await expect(grelha.getByRole('columnheader').first()).toHaveText('NIF');
    expect(await app.linhaDaGrelha(1)).toEqual([
      'NIF',
      'Emitente',
      'Data Emissão',
      'Data Pagamento',
      'Base Tributável',
      'IVA',
      'Total',
      'Categoria A',
      'Subcategoria A',
      'Centro Custo A',
      'Categoria B',
      'Subcategoria B',
      'Rúbrica B',
      'Subrúbrica B',
      'Tipologia',
      'Gasto',
      'Cash Flow',
      'Unidade de Negócio',
    ]);
    await expect(app.loja.locator('option:checked')).toHaveText('Loja Norte');
    await expect(app.ano).toHaveValue(String(ano));
    const contagem = page.getByText(/^[\d.]+( de [\d.]+)? linhas?$/);
    // Two lines × 12 months; the first is the sales line's January: base, its 23 % VAT and the total.
    await expect(contagem).toHaveText('24 linhas');
    expect(await app.linhaDaGrelha(2)).toEqual([
      '',
      'Vendas previstas',
      `01/01/${ano}`,
      `01/01/${ano}`,
      '1.000,00 €',
      '230,00 €',
      '1.230,00 €',
      'Vendas e serviços prestados',
      'Venda de Mercadoria',
      '',
      'Fluxos de caixa das actividades operacionais',
      'Não Aplicável',
      'Recebimentos de clientes',
      '',
      'Empresa',
      'Variável',
      'Sim',
      'Loja Norte',
    ]);
    // Sorted by Total, ascending: the electricity first (−246,00 €).
    await grelha.getByRole('columnheader', { name: 'Total' }).click();
    await expect(grelha.getByRole('row').nth(1).getByRole('gridcell').nth(6)).toHaveText('-246,00 €');
    const pesquisa = page.getByRole('search', { name: 'Pesquisa na planilha' });
    await pesquisa.getByLabel('Pesquisar').fill('electricidade');
    await pesquisa.getByRole('button', { name: 'Procurar' }).click();
    await expect(contagem).toHaveText('12 de 24 linhas');
    await pesquisa.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(contagem).toHaveText('24 linhas');
    const datas = page.getByRole('group', { name: 'Filtrar por data:' });
    for (const [rotulo, data] of [
      ['Data inicial', `01/03/${ano}`],
      ['Data final', `30/04/${ano}`],
    ] as const) {
      await datas.getByLabel(rotulo).click();
      await datas.getByLabel(rotulo).fill(data);
      await datas.getByLabel(rotulo).press('Tab');
    }
    await datas.getByRole('button', { name: 'Procurar' }).click();
    await expect(contagem).toHaveText('4 de 24 linhas');
    await datas.getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect(contagem).toHaveText('24 linhas');
    await page.getByLabel('Cash Flow').selectOption('Não');
    await expect(contagem).toHaveText('0 de 24 linhas');
    await expect(grelha).toContainText('Sem informação disponível.');
    await page.getByLabel('Cash Flow').selectOption('todos');
    await app.loja.selectOption({ label: 'Todas as lojas' });
    await expect(contagem).toHaveText('36 linhas');
    await app.ano.selectOption(String(ano + 1));
    await expect(contagem).toHaveText('12 linhas');
    // The store and year chosen here come along to the next report screen (issue 20).
    await app.loja.selectOption({ label: 'Loja Norte' });
    await app.ano.selectOption(String(ano));

    // --- DR Orçamento: a spinner, then the store and year chosen on Dados Orçamento -----------------
    const pedido = await segurarPedido(page, /\/get\/dr-orcamento\//);
    await app.abrirOrcamento(DR);
    await expect(app.spinner).toBeVisible();
    pedido.libertar();
    await expect(app.tabela(DR)).toBeVisible();
    await expect(app.spinner).toHaveCount(0);
    await expect(app.loja.locator('option')).toHaveText(['Todas as lojas', 'Loja Norte', 'Loja Sul']);
    await expect(app.loja.locator('option:checked')).toHaveText('Loja Norte');
    await expect(app.ano).toHaveValue(String(ano));

    const grupos = app.tabela(DR).locator('thead tr').nth(0).locator('th');
    await expect(grupos).toHaveText(['Rubrica', ...cabecalhoMeses(m), 'Total', 'Média', 'Previsão de fecho']);
    await expect(app.tabela(DR).locator('thead tr').nth(1).locator('th')).toHaveText([
      ...Array.from({ length: 14 }, () => ['Real', 'Orçamentado', '∆ €', '∆ %']).flat(),
      'Real + orçamento restante',
      'Orçamento anual',
      '∆ €',
      '∆ %',
    ]);

    // Sales: 1.000,00 € budgeted a month; 800,00 € real this month, nothing before; the year's
    // forecast is the real closed months (0) and the budget of this month and the next ones.
    const previsaoVendas = (13 - m) * 1000;
    const vendasNorte = [
      ...MESES.flatMap((_, i) => {
        const estado = estadoDe(i, m);
        return mes(estado, estado === 'parcial' ? 800 : 0, 1000);
      }),
      euros(800),
      euros(12_000),
      '',
      '',
      ...mes('fechado', 800, 1000),
      euros(previsaoVendas),
      euros(12_000),
      euros(previsaoVendas - 12_000),
      pct(((previsaoVendas - 12_000) / 12_000) * 100),
    ];
    await expect.poll(() => app.celulasOrcamento(DR, LINHA_DR.vendas)).toEqual(vendasNorte);
    // Electricity is a fixed external supply: −200,00 € budgeted, nothing spent.
    const fixos = await app.celulasOrcamento(DR, LINHA_DR.fseFixos);
    expect(fixos.slice(4 * (m - 1), 4 * m)).toEqual(mes('parcial', 0, -200));
    await expect(page.getByLabel('Previsão de fecho')).toHaveText(
      `Previsão de fecho de Vendas e serviços prestados: ${euros(previsaoVendas)} (real + orçamento restante), ` +
        `${previsaoVendas > 12_000 ? '+' : ''}${euros(previsaoVendas - 12_000)} ` +
        `(${pct(((previsaoVendas - 12_000) / 12_000) * 100)}) face ao orçamento anual de ${euros(12_000)}.`,
    );
    await expect(
      page.getByRole('figure', { name: /^Vendas e serviços prestados: real e orçamentado/ }),
    ).toBeVisible();

    // --- Export: the figures on screen, numbers as numbers ----------------------------------------
    const folha = await exportar(page, `dr-orcamento-${ano}.xlsx`);
    expect(folha.nome).toBe(DR);
    expect(folha.linhas[1]?.[0]).toBe(`${empresa.nome} — ${DR}`);
    expect(folha.linhas[2]?.[0]).toBe(`Loja Norte · ${ano} · Real vs Orçamentado`);
    const vendasXlsx = folha.linhas.find((l) => l?.[0] === 'Vendas e serviços prestados');
    const esperadasXlsx = [
      ...MESES.flatMap((_, i) => {
        const estado = estadoDe(i, m);
        if (estado === 'futuro') return [null, 1000, null, null];
        const r = estado === 'parcial' ? 800 : 0;
        return [r, 1000, r - 1000, (r - 1000) / 1000];
      }),
      800,
      12_000,
      null,
      null,
      800,
      1000,
      -200,
      -0.2,
      previsaoVendas,
      12_000,
      previsaoVendas - 12_000,
      (previsaoVendas - 12_000) / 12_000,
    ];
    expect(vendasXlsx?.slice(1).map((v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v))).toEqual(
      esperadasXlsx.map((v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v)),
    );

    // --- 'Todas as lojas': both stores' budgets --------------------------------------------------
    await app.loja.selectOption({ label: 'Todas as lojas' });
    await expect(page).toHaveURL(/[?&]loja=todas(&|$)/);
    await expect
      .poll(async () => (await app.celulasOrcamento(DR, LINHA_DR.vendas)).slice(4 * (m - 1), 4 * m))
      .toEqual(mes('parcial', 800, 1500));

    // --- Next year: only the budget, every month to come ----------------------------------------
    await app.loja.selectOption({ label: 'Loja Norte' });
    await app.ano.selectOption(String(ano + 1));
    await expect(page).toHaveURL(new RegExp(`[?&]ano=${ano + 1}(&|$)`));
    await expect(grupos).toHaveText([
      'Rubrica',
      ...MESES.map((nome) => `${nome} (por realizar)`),
      'Total',
      'Média',
      'Previsão de fecho',
    ]);
    await expect
      .poll(() => app.celulasOrcamento(DR, LINHA_DR.vendas))
      .toEqual([
        ...MESES.flatMap(() => mes('futuro', 0, 2000)),
        '',
        euros(24_000),
        '',
        '',
        '',
        euros(2000),
        '',
        '',
        euros(24_000),
        euros(24_000),
        euros(0),
        pct(0),
      ]);
    await expect(page.getByText(`${ano + 1} ainda não começou`)).toBeVisible();

    // --- A year without a budget says so, and where to import one ----------------------------------
    await app.ano.selectOption(String(ano - 1));
    await expect(page.getByText(`Loja Norte não tem orçamento de ${ano - 1}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Importar o orçamento anual' })).toHaveAttribute(
      'href',
      `/empresa/${empresa._id}/importar-ficheiros`,
    );
    await expect(app.tabela(DR)).toHaveCount(0);

    // --- Fluxo de Caixa Orçamento: the budget as cash -----------------------------------------------
    await app.abrirOrcamento(FC);
    // The year last looked at on DR Orçamento comes along; back to this year.
    await expect(app.ano).toHaveValue(String(ano - 1));
    await app.ano.selectOption(String(ano));
    // The cash flow's variation: 1.230,00 € received − 246,00 € paid = 984,00 € budgeted a month, less the
    // VAT paid on the AT calendar, quarterly (a new company): each quarter's 3 × (230,00 − 46,00) = 552,00 €
    // by the 25th of its second month after — last year's Q4 in February, then May, September, November.
    // Real, the sale's 984,00 € this month.
    const mesesDoIva = [1, 4, 8, 10];
    await expect
      .poll(async () => (await app.celulasOrcamento(FC, LINHA_FC.variacao)).slice(0, 48))
      .toEqual(
        MESES.flatMap((_, i) => {
          const estado = estadoDe(i, m);
          return mes(estado, estado === 'parcial' ? 984 : 0, mesesDoIva.includes(i) ? 432 : 984);
        }),
      );

    // The payment delays, next to the figures; an admin overrides one and puts it back.
    const prazos = page.getByRole('table', { name: 'Prazos de recebimento e pagamento do orçamento' });
    const electricidade = prazos.locator(
      'tr[data-prazo="Fornecimentos e serviços externos · Electricidade"]',
    );
    await expect(electricidade).toContainText('0 dias (no mês)');
    await expect(electricidade).toContainText('Sem documentos pagos: conta no mês');
    await electricidade.getByRole('button', { name: /^Alterar o prazo/ }).click();
    await electricidade.getByLabel(/Prazo de .* em dias/).fill('45');
    const put = page.waitForResponse((r) => r.url().includes('/put/orcamento-prazos/'));
    await electricidade.getByRole('button', { name: 'Guardar' }).click();
    expect((await put).status()).toBe(200);
    await expect(electricidade).toContainText('45 dias (2 meses depois)');
    await expect(electricidade).toContainText(`Definido por ${admin.nome}`);
    await electricidade.getByRole('button', { name: /^Repor o prazo medido/ }).click();
    await expect(electricidade).toContainText('0 dias (no mês)');

    // 'Todas as lojas' exported: Loja Sul adds 615,00 € received a month, and its 115,00 € of VAT a month
    // to each quarter's payment (3 × 184,00 + 3 × 115,00 = 897,00 €).
    await app.loja.selectOption({ label: 'Todas as lojas' });
    const orcamentado = 984 + 615 - (mesesDoIva.includes(m - 1) ? 897 : 0);
    await expect
      .poll(async () => (await app.celulasOrcamento(FC, LINHA_FC.variacao)).slice(4 * (m - 1), 4 * m))
      .toEqual(mes('parcial', 984, orcamentado));
    const folhaFc = await exportar(page, `fluxo-caixa-orcamento-${ano}.xlsx`);
    expect(folhaFc.nome).toBe(FC);
    expect(folhaFc.linhas[2]?.[0]).toBe(`Todas as lojas · ${ano} · Real vs Orçamentado`);
    const variacao = folhaFc.linhas.find((l) => l?.[0] === 'Variação de caixa e seus equivalentes');
    expect(variacao?.slice(1 + 4 * (m - 1), 4 * m)).toEqual([984, orcamentado, 984 - orcamentado]);
    expect(variacao?.[4 * m]).toBeCloseTo((984 - orcamentado) / orcamentado, 10);
    // The year's budgeted variation: 12 × 1.599,00 € less the four quarters' VAT (4 × 897,00 €) = 12 × 1.300,00 €.
    expect(variacao?.[58]).toBe(15_600);
  });
});
