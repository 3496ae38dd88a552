import type { Page } from '@playwright/test';
import {
  type ApiDaEmpresa as Api,
  ApiDaEmpresa,
  depreciacoesDaPadaria,
  planilhaDaPadaria,
  planilhaDoIva,
} from './support/analises';
import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { segurarPedido } from './support/rede';
import {
  celulasEsperadas,
  esperarRelatorio,
  type LinhaApi,
  lerXlsx,
  type MesesComecados,
  type RelatorioApi,
  RelatoriosApp,
  todasAsLinhas,
} from './support/relatorios';

const TICKET = 'Análise Ticket Médio';
const PE = 'Ponto de Equilíbrio';
const IVA = 'Mapa de Previsão de IVA';
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

type Linha = LinhaApi & {
  semValor?: { ano1: (string | null)[]; ano2: (string | null)[] };
  children?: Linha[];
};
type Resposta = RelatorioApi & { linhas: Linha[]; [extra: string]: unknown };

/** Signs in and opens the company; the report pages are in its menu. */
async function entrar(page: Page, admin: { email: string; senha: string }, nome: string) {
  const app = new RelatoriosApp(page);
  await page.goto('/login');
  await app.submitLogin(admin.email, admin.senha);
  await app.abrirEmpresa(nome, 'Aceder');
  return app;
}

/** Opens an analysis from the menu: a spinner until its data arrives, then its table. */
async function abrirComSpinner(app: RelatoriosApp, titulo: string, caminho: RegExp) {
  const pedido = await segurarPedido(app.page, caminho);
  await app.empresaNav.getByRole('link', { name: titulo, exact: true }).click();
  await expect(app.heading(titulo)).toBeVisible();
  await expect(app.spinner).toBeVisible();
  await expect(app.tabela(titulo)).toHaveCount(0);
  pedido.libertar();
  await expect(app.tabela(titulo)).toBeVisible();
  await app.anosInteiros();
  await expect(app.spinner).toHaveCount(0);
}

/** 'Todas as lojas', 2024 against 2025. */
async function todasDe2024e2025(app: RelatoriosApp, tipo: string) {
  await app.loja.selectOption({ label: 'Todas as lojas' });
  const pedido = app.page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname.startsWith(`/get/${tipo}/`) &&
      url.pathname.endsWith('/todas') &&
      url.searchParams.get('ano') === '2024' &&
      url.searchParams.get('ano2') === '2025'
    );
  });
  await app.ano1.selectOption('2024');
  await app.ano2.selectOption('2025');
  expect((await pedido).status()).toBe(200);
}

/** A line's 56 cells as the screen writes them; a break-even cell without a figure is '—' and why. */
function celulas(linha: Linha, motivos: Record<string, string>, comecados: MesesComecados): string[] {
  const esperadas = celulasEsperadas(linha, comecados);
  if (!linha.semValor) return esperadas;
  const { ano1, ano2 } = linha.semValor;
  return esperadas.map((texto, c) => {
    const [g, s] = [Math.floor(c / 4), c % 4];
    const motivo = s === 0 ? ano1[g] : s === 1 ? ano2[g] : (ano1[g] ?? ano2[g]);
    // The reason follows the dash for screen readers, on a line of its own in the cell's text.
    return motivo ? `—\n${motivos[motivo]}` : texto;
  });
}

async function esperarLinhas(
  app: RelatoriosApp,
  titulo: string,
  linhas: readonly Linha[],
  motivos = {},
  meses?: MesesComecados,
) {
  const comecados = meses ?? (await app.mesesComecados());
  for (const linha of linhas) {
    await expect
      .poll(() => app.celulas(titulo, linha.key), { message: `células da linha ${linha.key}` })
      .toEqual(celulas(linha, motivos, comecados));
  }
}

/** The export: the file's name and rows, and its cells equal to the API's answer. */
async function exportar(app: RelatoriosApp, ficheiro: string, r: Resposta, titulo: string) {
  const descarga = app.page.waitForEvent('download');
  await app.page.getByRole('button', { name: 'Exportar Excel' }).click();
  const download = await descarga;
  expect(download.suggestedFilename()).toBe(ficheiro);
  const folha = await lerXlsx(await download.path());
  expect(folha.nome).toBe(titulo);
  expect(folha.linhas[2]?.[0]).toBe(`Todas as lojas · ${r.ano1} vs ${r.ano2}`);
  expect(folha.linhas.slice(5).map((l) => l[0])).toEqual(todasAsLinhas(r.linhas).map((l) => l.label));
  return folha;
}

test.describe('Análises: ticket médio, ponto de equilíbrio e IVA', () => {
  /** Padaria do Largo's sales and costs (core's hand-computed fixture), imported once for both screens. */
  let padaria: {
    admin: { email: string; senha: string };
    empresa: { _id: string; nome: string };
    largo: string;
  };
  let api: Api;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    const contexto = await browser.newContext();
    const { admin, empresa, lojas } = await staffComEmpresa(contexto.request, 'analises', [
      'Largo',
      'Mercado',
    ]);
    api = await ApiDaEmpresa.login(contexto.request, admin);
    const [largo, mercado] = lojas.map((l) => l._id) as [string, string];
    const planilha = planilhaDaPadaria();
    await api.importarPlanilha(empresa._id, largo, planilha.A);
    await api.importarPlanilha(empresa._id, mercado, planilha.B);
    await api.depreciacoes(empresa._id, largo, depreciacoesDaPadaria());
    padaria = { admin, empresa, largo };
  });

  test('Análise Ticket Médio da Padaria do Largo: faturas, faturação e ticket de 2024 e 2025, calculados à mão', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { admin, empresa, largo } = padaria;
    api = await ApiDaEmpresa.login(page.request, admin);
    const app = await entrar(page, admin, empresa.nome);

    // --- Ticket: a spinner, then the first store and the previous year against this one -------------
    await abrirComSpinner(app, TICKET, /\/get\/analise-ticket-medio\//);
    await expect(app.loja).toHaveValue(largo);
    const anoAtual = await page.evaluate(() => new Date().getFullYear());
    await expect(app.ano1).toHaveValue(String(anoAtual - 1));
    await expect(app.ano2).toHaveValue(String(anoAtual));
    await todasDe2024e2025(app, 'analise-ticket-medio');
    await expect(app.tabela(TICKET).locator('tbody tr > th')).toHaveText([
      'Quantidade de Faturas',
      'Faturação Mensal',
      'Ticket Médio',
      'Vendas sem fatura (fora do ticket)',
    ]);
    const ticket = await api.get<Resposta>(
      `/get/analise-ticket-medio/${empresa._id}/todas?ano=2024&ano2=2025`,
    );
    await esperarLinhas(app, TICKET, ticket.linhas);
    // The hand-computed figures (core's fixture): March 2024, 3 280,00 € in 120 invoices = 27,33 €; the
    // year 36 030,75 € / 1 421 = 25,36 €; counts as plain numbers.
    const linhaTicket = app.linha(TICKET, 'ticket').locator('td');
    await expect(linhaTicket.nth(2 * 4)).toHaveText('27,33 €');
    await expect(linhaTicket.nth(12 * 4)).toHaveText('25,36 €');
    await expect(
      app
        .linha(TICKET, 'quantidade')
        .locator('td')
        .nth(12 * 4),
    ).toHaveText('1.421');
    await expect(
      app
        .linha(TICKET, 'quantidade')
        .locator('td')
        .nth(13 * 4),
    ).toHaveText('129,18');
    // The card settlement of May 2025 is left out of the ticket, and the screen says so.
    await expect(
      page.getByText(/Há vendas sem fatura .* 2025: Mai 200,00 €\. Ficam fora do ticket médio/),
    ).toBeVisible();
    // Expanding a row shows the sales types.
    await app.linha(TICKET, 'ticket').getByRole('button', { name: 'Ticket Médio' }).click();
    await expect(app.tabela(TICKET).locator('tbody tr[data-linha^="ticket."] > th')).toHaveText([
      'Serviços Prestados',
      'Venda de Mercadoria',
      'Venda de Produtos',
      'Sem Subcategoria A',
    ]);
    await esperarLinhas(app, TICKET, ticket.linhas[2]?.children ?? []);
    const folhaTicket = await exportar(app, 'analise-ticket-medio-2024-2025.xlsx', ticket, TICKET);
    // Rows 5–9 are the invoices and their types, 10–14 the billing, 15 the ticket.
    expect(folhaTicket.linhas[15]?.[1 + 2 * 4]).toBe(27.33);
  });

  test('Ponto de Equilíbrio da Padaria do Largo: as definições, — com o motivo e a origem das quantidades', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { admin, empresa } = padaria;
    api = await ApiDaEmpresa.login(page.request, admin);
    const app = await entrar(page, admin, empresa.nome);
    await abrirComSpinner(app, PE, /\/get\/ponto-equilibrio\//);
    await todasDe2024e2025(app, 'ponto-equilibrio');
    await expect(page.getByText(/Os juros não entram: é o ponto de equilíbrio operacional/)).toBeVisible();
    await expect(
      page.getByText(
        '2024: as quantidades são as faturas emitidas (faturas, faturas-recibo e faturas simplificadas).',
      ),
    ).toBeVisible();
    const pe = await api.get<Resposta>(`/get/ponto-equilibrio/${empresa._id}/todas?ano=2024&ano2=2025`);
    const motivos = {
      'sem-vendas': 'Sem vendas nem quantidades vendidas: não há ponto de equilíbrio.',
      'margem-nao-positiva':
        'O ticket médio não é maior do que o custo variável por unidade: nenhuma quantidade cobre os custos fixos.',
    };
    await esperarLinhas(app, PE, pe.linhas, motivos);
    const quantidade = app.linha(PE, 'quantidade_equilibrio').locator('td');
    // January 2024: 1 573,67 / (25,00 − 2,67) = 70,47 units; August (no sales) and November (the
    // Christmas stock): none, and why.
    await expect(quantidade.nth(0)).toHaveText('70,47');
    await expect(quantidade.nth(7 * 4)).toHaveText(`—${motivos['sem-vendas']}`);
    await expect(quantidade.nth(7 * 4)).toHaveAttribute('title', motivos['sem-vendas']);
    await expect(quantidade.nth(10 * 4)).toHaveText(`—${motivos['margem-nao-positiva']}`);
    // February 2025, below break-even: a negative margin of safety.
    await expect(
      app
        .linha(PE, 'margem_seguranca_quantidades')
        .locator('td')
        .nth(1 * 4 + 1),
    ).toHaveText('-53,24 %');
    await expect(page.getByLabel('Sem ponto de equilíbrio')).toContainText(motivos['margem-nao-positiva']);
    const folhaPe = await exportar(app, 'ponto-equilibrio-2024-2025.xlsx', pe, PE);
    const linhaQ = folhaPe.linhas.findIndex((l) => l?.[0] === 'Ponto de Equilíbrio (quantidade)');
    expect(folhaPe.linhas[linhaQ]?.[1 + 7 * 4]).toBe('—');
    expect(folhaPe.linhas[linhaQ]?.[1]).toBeCloseTo(70.473354232, 8);
  });

  test('Mapa de Previsão de IVA: os trimestres, o excesso reportado, os prazos, o regime e a previsão do orçamento', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { admin, empresa, lojas } = await staffComEmpresa(page.request, 'iva', ['Largo', 'Mercado']);
    const api = await ApiDaEmpresa.login(page.request, admin);
    const [largo, mercado] = lojas.map((l) => l._id) as [string, string];
    const planilha = planilhaDoIva();
    await api.importarPlanilha(empresa._id, largo, planilha.A);
    await api.importarPlanilha(empresa._id, mercado, planilha.B);
    const anoAtual = new Date().getFullYear();
    await api.importarOrcamento(empresa._id, largo, anoAtual);
    const app = await entrar(page, admin, empresa.nome);

    await abrirComSpinner(app, IVA, /\/get\/previsao-iva\//);
    await todasDe2024e2025(app, 'previsao-iva');
    await expect(app.tabela(IVA).locator('tbody tr > th')).toHaveText([
      'IVA liquidado',
      'IVA dedutível',
      'IVA a entregar',
      'IVA a recuperar',
      'Excesso a reportar do período anterior',
      'IVA a pagar na declaração',
      'Excesso a reportar para o período seguinte',
      'Pagamento ao Estado (no mês do prazo)',
      'IVA liquidado por taxa',
      'IVA dedutível por taxa',
    ]);
    const iva = await api.get<Resposta>(`/get/previsao-iva/${empresa._id}/todas?ano=2024&ano2=2025`);
    await esperarLinhas(app, IVA, iva.linhas);
    // The hand-computed 2024: 125,00 € to deliver in January; Q3's oven leaves 178,00 € to carry.
    await expect(app.linha(IVA, 'a_entregar').locator('td').nth(0)).toHaveText('125,00 €');
    await expect(
      app
        .linha(IVA, 'excesso_a_reportar')
        .locator('td')
        .nth(8 * 4),
    ).toHaveText('178,00 €');
    await expect(
      page.getByText('2024: regime trimestral — sem vendas em 2023', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText(
        '2025: regime trimestral — volume de negócios de 2024: 3.880,00 € (abaixo de 650.000,00 €).',
      ),
    ).toBeVisible();
    // The returns and their deadlines on the AT calendar (25 May 2024 was a Saturday).
    const calendario = page.getByRole('table', { name: 'Declarações periódicas e prazos' });
    const q1 = calendario.locator('tr[data-periodo="1.º trimestre de 2024"] td');
    await expect(q1).toHaveText([
      '1.º trimestre de 2024',
      '166,40 €',
      '47,00 €',
      '0,00 €',
      '119,40 € a pagar até 27/05/2024',
      '20/05/2024',
      '27/05/2024',
    ]);
    await expect(calendario.locator('tr[data-periodo="4.º trimestre de 2024"] td').nth(4)).toHaveText(
      '130,50 € a reportar para o período seguinte',
    );
    await expect(calendario.locator('tr[data-periodo="1.º trimestre de 2025"] td').nth(3)).toHaveText(
      '130,50 €',
    );
    // By rate: the Madeira purchase and the document with two rates.
    await app
      .linha(IVA, 'dedutivel_por_taxa')
      .getByRole('button', { name: 'IVA dedutível por taxa' })
      .click();
    await expect(app.linha(IVA, 'dedutivel_por_taxa.t22').locator('th')).toHaveText('22 % (Madeira)');
    await app
      .linha(IVA, 'liquidado_por_taxa')
      .getByRole('button', { name: 'IVA liquidado por taxa' })
      .click();
    await expect(
      app
        .linha(IVA, 'liquidado_por_taxa.varias')
        .locator('td')
        .nth(5 * 4),
    ).toHaveText('18,00 €');
    const folha = await exportar(app, 'previsao-iva-2024-2025.xlsx', iva, IVA);
    expect(folha.linhas[5]?.[1]).toBe(125);

    // --- The admin makes 2025 monthly: January carries Q4 2024's credit on ----------------------------
    await page.getByLabel('Regime de IVA de 2025').selectOption('mensal');
    await expect(calendario.locator('tr[data-periodo="janeiro de 2025"] td').nth(4)).toHaveText(
      '58,50 € a reportar para o período seguinte',
    );
    await page.getByLabel('Regime de IVA de 2025').selectOption('automatico');
    await expect(calendario.locator('tr[data-periodo="1.º trimestre de 2025"]')).toBeVisible();

    // --- This year's budget stands in for the months not closed, marked as forecast -------------------
    const atual = esperarRelatorio(page, 'previsao-iva', 'todas', anoAtual - 1, anoAtual);
    await app.ano1.selectOption(String(anoAtual - 1));
    await app.ano2.selectOption(String(anoAtual));
    await atual;
    await app.anosInteiros();
    const mesAtual = new Date().getMonth();
    const grupos = app.tabela(IVA).locator('thead tr').nth(1).locator('th');
    await expect(grupos.nth(mesAtual * 4 + 1)).toHaveText(`${anoAtual} (previsão)`);
    if (mesAtual > 0) await expect(grupos.nth((mesAtual - 1) * 4 + 1)).toHaveText(String(anoAtual));
    await expect(
      page.getByText(new RegExp(`${anoAtual}: ${MESES.slice(mesAtual).join(', ')} \\(previsão\\)`)),
    ).toBeVisible();
    // The budget's September line of store A: 460,00 € of sales VAT at 23 % and 65,00 € at 13 %.
    const previsto = await api.get<Resposta>(
      `/get/previsao-iva/${empresa._id}/todas?ano=${anoAtual - 1}&ano2=${anoAtual}`,
    );
    // Every month not closed yet is the budget's forecast: none is left empty.
    await esperarLinhas(app, IVA, previsto.linhas.slice(0, 2), {}, { ano1: 12, ano2: 12 });
    expect(previsto.linhas[0]?.valores.ano2.meses[11]).toBe(525);
  });
});
