import { detalheIrc, formatEuros, impostoSobreLucro, ircRate, type RegimeIrc } from '@contas/core';
import { LINHA_DR, LINHA_FC } from '@contas/core/reports';
import type { Page } from '@playwright/test';
import { demoLogin, expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { segurarPedido } from './support/rede';
import {
  ApiLeitura,
  esperarRelatorio,
  type LinhaApi,
  lerXlsx,
  linhaDoRelatorio,
  type RelatorioApi,
  RelatoriosApp,
  todasAsLinhas,
} from './support/relatorios';

const DEMO = 'Café Demonstração, Lda';
const DR = 'Demonstração de Resultados';
const FC = 'Fluxo de Caixa';
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

interface Empresa {
  _id: string;
  nome: string;
  lojas: { _id: string; nome: string }[];
}

/** Signs in on the login page and opens a company: the company area needs it chosen first. */
async function entrarNaEmpresa(page: Page, user: { email: string; senha: string }, nome: string) {
  const app = new RelatoriosApp(page);
  await page.goto('/login');
  await app.submitLogin(user.email, user.senha);
  await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
  const empresaId = await app.abrirEmpresa(nome, 'Aceder');
  const anoAtual = await page.evaluate(() => new Date().getFullYear());
  return { app, empresaId, anoAtual };
}

async function demo(page: Page) {
  const login = demoLogin();
  const { app, empresaId, anoAtual } = await entrarNaEmpresa(page, login, DEMO);
  const api = await ApiLeitura.login(page.request, login);
  const empresa = await api.get<Empresa>(`/get/empresa/${empresaId}`);
  const loja = (nome: string) => {
    const encontrada = empresa.lojas.find((l) => l.nome === nome);
    if (!encontrada) throw new Error(`A empresa de demonstração não tem a loja ${nome}.`);
    return encontrada;
  };
  return { app, api, empresaId, anoAtual, baixa: loja('Loja Baixa'), parque: loja('Loja Parque') };
}

/** The header of a comparative table: 'Rubrica' and the 14 groups, then the four series of each. */
async function verificarCabecalho(app: RelatoriosApp, titulo: string, ano1: number, ano2: number) {
  const [grupos, series] = [
    app.tabela(titulo).locator('thead tr').nth(0).locator('th'),
    app.tabela(titulo).locator('thead tr').nth(1).locator('th'),
  ];
  await expect(grupos).toHaveText(['Rubrica', ...MESES, 'Total', 'Média']);
  await expect(series).toHaveText(
    Array.from({ length: 14 }, () => [String(ano1), String(ano2), '∆ €', '∆ %']).flat(),
  );
}

/** Total of a line in euros, for a year, as exact cents. */
function totalCents(linha: LinhaApi, ano: 'ano1' | 'ano2'): number {
  return Math.round(linha.valores[ano].total * 100);
}

/** The export: the same rows as the API (every line, sub-lines included) with numbers as numbers. */
async function verificarExportacao(
  app: RelatoriosApp,
  titulo: string,
  ficheiro: string,
  relatorio: RelatorioApi,
  empresaNome: string,
) {
  const descarga = app.page.waitForEvent('download');
  await app.page.getByRole('button', { name: 'Exportar Excel' }).click();
  const download = await descarga;
  expect(download.suggestedFilename()).toBe(ficheiro);
  const caminho = await download.path();
  const folha = await lerXlsx(caminho);
  expect(folha.nome).toBe(titulo);
  expect(folha.linhas[1]?.[0]).toBe(`${empresaNome} — ${titulo}`);
  expect(folha.linhas[2]?.[0]).toBe(`${relatorio.loja.nome} · ${relatorio.ano1} vs ${relatorio.ano2}`);
  expect(folha.linhas[3]?.slice(0, 2)).toEqual(['Rubrica', 'Jan']);
  expect(folha.linhas[4]?.slice(1, 5)).toEqual([
    String(relatorio.ano1),
    String(relatorio.ano2),
    '∆ €',
    '∆ %',
  ]);

  // Checked in plain code and compared once: thousands of expect() calls would each be a step.
  const linhas = todasAsLinhas(relatorio.linhas);
  const dados = folha.linhas.slice(5);
  expect(dados.map((l) => l[0])).toEqual(linhas.map((l) => l.label));
  const naoNumeros: string[] = [];
  const diferencas: string[] = [];
  linhas.forEach((linha, i) => {
    const celulas = dados[i]?.slice(1) ?? [];
    celulas.forEach((celula, c) => {
      if (typeof celula !== 'number') naoNumeros.push(`${linha.label}, coluna ${c + 2}: ${String(celula)}`);
    });
    // Every cell against the API: percent lines are fractions for '0.00%', and so is every ∆ %.
    const escala = linha.unidade === 'percentagem' ? 0.01 : 1;
    const esperadas = Array.from({ length: 14 }, (_, g) =>
      (['ano1', 'ano2', 'deltaEuros', 'deltaPercent'] as const).map((serie) => {
        const v = linha.valores[serie];
        const valor = g < 12 ? (v.meses[g] ?? 0) : g === 12 ? v.total : v.media;
        return serie === 'deltaPercent' ? valor / 100 : valor * escala;
      }),
    ).flat();
    esperadas.forEach((esperado, c) => {
      const valor = celulas[c];
      if (typeof valor === 'number' && Math.abs(valor - esperado) > 1e-6) {
        diferencas.push(`${linha.label}, coluna ${c + 2}: ${valor} ≠ ${esperado}`);
      }
    });
  });
  expect(naoNumeros).toEqual([]);
  expect(diferencas).toEqual([]);
  return folha;
}

test.describe('Relatórios: Demonstração de Resultados, Fluxo de Caixa e Depreciações', () => {
  test('Demonstração de Resultados da empresa de demonstração: loja e anos, grupos FSE e exportação para Excel', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { app, api, empresaId, anoAtual, baixa, parque } = await demo(page);
    const [anterior, atual] = [anoAtual - 1, anoAtual];

    // --- A spinner until the data arrives, then the table ---------------------------------------
    const pedido = await segurarPedido(page, /\/get\/demonstracao-resultados\//);
    await app.abrir(DR);
    await expect(app.spinner).toBeVisible();
    await expect(app.tabela(DR)).toHaveCount(0);
    pedido.libertar();
    await expect(app.tabela(DR)).toBeVisible();
    await app.anosInteiros();
    await expect(app.spinner).toHaveCount(0);

    // --- Defaults: the first store, the previous year against the current one ---------------------
    await expect(app.loja).toHaveValue(baixa._id);
    await expect(app.loja.locator('option')).toHaveText(['Todas as lojas', 'Loja Baixa', 'Loja Parque']);
    await expect(app.ano1).toHaveValue(String(anterior));
    await expect(app.ano2).toHaveValue(String(atual));
    await expect(app.ano1.locator('option')).toHaveText(
      Array.from({ length: 10 }, (_, i) => String(anoAtual - i)),
    );
    await verificarCabecalho(app, DR, anterior, atual);

    // The SPEC §9 rows, in order.
    await expect(app.tabela(DR).locator('tbody tr > th')).toHaveText([
      'Vendas e serviços prestados',
      'Subsídios à exploração',
      'Variáveis FSE',
      'Compras',
      'Margem Bruta',
      'Fixos FSE',
      'Gastos com o pessoal',
      'Impostos',
      'Resultado antes de depreciações',
      'Depreciações',
      'Resultado antes de gastos de financiamento e impostos',
      'Juros e Gastos Similares',
      'Resultado antes de impostos',
      'Imposto sobre o rendimento',
      'Resultado líquido do período',
      // Outside every result: what is missing until those rows are classified, with links to them.
      /^Por classificar/,
    ]);

    // The cells are the API's figures, formatted; the demo company has two years of sales.
    const baixaAnos = await api.relatorio('demonstracao-resultados', empresaId, baixa._id, anterior, atual);
    const vendasBaixa = linhaDoRelatorio(baixaAnos, LINHA_DR.vendas);
    expect(totalCents(vendasBaixa, 'ano1')).toBeGreaterThan(0);
    expect(totalCents(vendasBaixa, 'ano2')).toBeGreaterThan(0);
    for (const key of [
      LINHA_DR.vendas,
      LINHA_DR.fseVariaveis,
      LINHA_DR.margemBruta,
      LINHA_DR.resultadoLiquido,
    ]) {
      await app.esperarLinha(DR, linhaDoRelatorio(baixaAnos, key));
    }
    // Costs are negative and marked so.
    expect(linhaDoRelatorio(baixaAnos, LINHA_DR.fseVariaveis).valores.ano2.total).toBeLessThan(0);
    await expect(app.linha(DR, LINHA_DR.fseVariaveis).locator('td').nth(49)).toHaveAttribute(
      'data-negativo',
      'true',
    );

    // --- 'Todas as lojas': the company consolidated, the sum of its stores -----------------------
    const todasPedido = esperarRelatorio(page, 'demonstracao-resultados', 'todas', anterior, atual);
    await app.loja.selectOption({ label: 'Todas as lojas' });
    expect((await todasPedido).status()).toBe(200);
    await expect(page).toHaveURL(/[?&]loja=todas(&|$)/);
    const todas = await api.relatorio('demonstracao-resultados', empresaId, 'todas', anterior, atual);
    const parqueAnos = await api.relatorio('demonstracao-resultados', empresaId, parque._id, anterior, atual);
    expect(totalCents(linhaDoRelatorio(parqueAnos, LINHA_DR.vendas), 'ano2')).toBeGreaterThan(0);
    for (const ano of ['ano1', 'ano2'] as const) {
      expect(totalCents(linhaDoRelatorio(todas, LINHA_DR.vendas), ano)).toBe(
        totalCents(vendasBaixa, ano) + totalCents(linhaDoRelatorio(parqueAnos, LINHA_DR.vendas), ano),
      );
    }
    for (const key of [LINHA_DR.vendas, LINHA_DR.fseVariaveis, LINHA_DR.resultadoLiquido]) {
      await app.esperarLinha(DR, linhaDoRelatorio(todas, key));
    }

    // --- Other years: the table reloads -----------------------------------------------------------
    const trocados = esperarRelatorio(page, 'demonstracao-resultados', 'todas', atual, anterior);
    await app.ano1.selectOption(String(atual));
    await app.ano2.selectOption(String(anterior));
    await trocados;
    await verificarCabecalho(app, DR, atual, anterior);
    const invertido = await api.relatorio('demonstracao-resultados', empresaId, 'todas', atual, anterior);
    await app.esperarLinha(DR, linhaDoRelatorio(invertido, LINHA_DR.vendas));
    // A year with no data against one with: every ∆ % of sales is 100 % where the later year has sales.
    const semDados = esperarRelatorio(page, 'demonstracao-resultados', 'todas', anoAtual - 5, anterior);
    await app.ano1.selectOption(String(anoAtual - 5));
    await semDados;
    await verificarCabecalho(app, DR, anoAtual - 5, anterior);
    const vazio = await api.relatorio('demonstracao-resultados', empresaId, 'todas', anoAtual - 5, anterior);
    const vendasVazio = linhaDoRelatorio(vazio, LINHA_DR.vendas);
    expect(vendasVazio.valores.ano1.total).toBe(0);
    await app.esperarLinha(DR, vendasVazio);
    await expect(app.linha(DR, LINHA_DR.vendas).locator('td').nth(51)).toHaveText('100,00 %');
    await expect(page).toHaveURL(new RegExp(`ano1=${anoAtual - 5}`));

    // Back to the store and years to expand and export.
    const parqueAtual = esperarRelatorio(page, 'demonstracao-resultados', parque._id, anoAtual - 5, anterior);
    await app.loja.selectOption({ label: 'Loja Parque' });
    await parqueAtual;
    const regresso = esperarRelatorio(page, 'demonstracao-resultados', parque._id, anterior, atual);
    await app.ano1.selectOption(String(anterior));
    await app.ano2.selectOption(String(atual));
    await regresso;
    await app.esperarLinha(DR, linhaDoRelatorio(parqueAnos, LINHA_DR.vendas));

    // --- Expanding the variable external supplies ------------------------------------------------
    const fse = linhaDoRelatorio(parqueAnos, LINHA_DR.fseVariaveis);
    const subgrupos = fse.children ?? [];
    expect(subgrupos.length).toBeGreaterThan(0);
    const alternar = app.linha(DR, LINHA_DR.fseVariaveis).getByRole('button', { name: 'Variáveis FSE' });
    await expect(alternar).toHaveAttribute('aria-expanded', 'false');
    const subLinhas = app.tabela(DR).locator(`tbody tr[data-linha^="${LINHA_DR.fseVariaveis}."]`);
    await expect(subLinhas).toHaveCount(0);
    await alternar.click();
    await expect(alternar).toHaveAttribute('aria-expanded', 'true');
    // Its subgroups, right under it, with their figures.
    await expect(subLinhas).toHaveCount(subgrupos.length);
    await expect(subLinhas.locator('th')).toHaveText(subgrupos.map((s) => s.label));
    await expect(subLinhas.first()).toBeVisible();
    for (const subgrupo of subgrupos) await app.esperarLinha(DR, subgrupo);
    await alternar.click();
    await expect(alternar).toHaveAttribute('aria-expanded', 'false');
    await expect(subLinhas).toHaveCount(0);

    // 'Expandir tudo' opens every group at every depth; 'Recolher tudo' closes them.
    await page.getByRole('button', { name: 'Expandir tudo' }).click();
    const expansiveis = todasAsLinhas(parqueAnos.linhas).filter((l) => (l.children?.length ?? 0) > 0);
    await expect(app.tabela(DR).locator('tbody tr')).toHaveCount(todasAsLinhas(parqueAnos.linhas).length);
    await expect(app.tabela(DR).locator('button[aria-expanded="true"]')).toHaveCount(expansiveis.length);
    for (const nome of ['Fixos FSE', 'Gastos com o pessoal', 'Impostos']) {
      await expect(app.tabela(DR).getByRole('button', { name: nome, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await page.getByRole('button', { name: 'Recolher tudo' }).click();
    await expect(app.tabela(DR).locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(app.tabela(DR).locator('tbody tr')).toHaveCount(parqueAnos.linhas.length);

    // --- 'Exportar Excel' ---------------------------------------------------------------------------
    await verificarExportacao(app, DR, `demonstracao-resultados-${anterior}-${atual}.xlsx`, parqueAnos, DEMO);

    // --- 'Por classificar': a link per year with rows left out, to those rows in the spreadsheet ----
    const porClassificar = linhaDoRelatorio(parqueAnos, LINHA_DR.naoClassificado);
    const anosComLinhas = [
      [anterior, porClassificar.valores.ano1],
      [atual, porClassificar.valores.ano2],
    ].flatMap(([ano, v]) => ((v as { meses: number[] }).meses.some((m) => m !== 0) ? [ano as number] : []));
    const ligacoes = app.linha(DR, LINHA_DR.naoClassificado).getByRole('link');
    await expect(ligacoes).toHaveText(anosComLinhas.map((ano) => `ver ${ano}`));
    // The demo company leaves some bank lines unclassified: there is always something to follow.
    const ano = anosComLinhas.at(-1) as number;
    expect(anosComLinhas.length).toBeGreaterThan(0);
    await ligacoes.last().click();
    await expect(page).toHaveURL(
      new RegExp(
        `/planilha\\?porClassificar=resultados&startDate=${ano}-01-01&endDate=${ano}-12-31&lojaId=${parque._id}$`,
      ),
    );
    await expect(page.getByText('Linhas por classificar')).toBeVisible();
    await expect(page.getByText('Loja: Loja Parque.')).toBeVisible();
    const pagina = await api.get<{
      dados: Array<{ fatura: { baseTributavel: number } | null; extrato: { valor: number } | null }>;
    }>(
      `/get/planilhas/resumo/${empresaId}?porClassificar=resultados&startDate=${ano}-01-01&endDate=${ano}-12-31&lojaId=${parque._id}&limit=500`,
    );
    // The rows listed add up to the line's year.
    const soma = pagina.dados.reduce(
      (a, l) => a + Math.round((l.fatura?.baseTributavel ?? l.extrato?.valor ?? 0) * 100),
      0,
    );
    expect(soma).toBe(totalCents(porClassificar, ano === atual ? 'ano2' : 'ano1'));
    await expect(page.getByRole('grid', { name: 'Planilha' })).toBeVisible();
  });

  test('Fluxo de Caixa da empresa de demonstração: loja e anos, e exportação para Excel', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { app, api, empresaId, anoAtual, baixa, parque } = await demo(page);
    const [anterior, atual] = [anoAtual - 1, anoAtual];

    const pedido = await segurarPedido(page, /\/get\/fluxo-caixa\//);
    await app.abrir(FC);
    await expect(app.spinner.first()).toBeVisible();
    await expect(app.tabela(FC)).toHaveCount(0);
    pedido.libertar();
    await expect(app.tabela(FC)).toBeVisible();
    await app.anosInteiros();

    await expect(app.loja).toHaveValue(baixa._id);
    await expect(app.ano1).toHaveValue(String(anterior));
    await expect(app.ano2).toHaveValue(String(atual));
    await verificarCabecalho(app, FC, anterior, atual);

    const baixaAnos = await api.relatorio('fluxo-caixa', empresaId, baixa._id, anterior, atual);
    const chaves = [LINHA_FC.operacionais, LINHA_FC.investimento, LINHA_FC.financiamento, LINHA_FC.variacao];
    for (const key of [...chaves, LINHA_FC.cip, LINHA_FC.cfp]) {
      await app.esperarLinha(FC, linhaDoRelatorio(baixaAnos, key));
    }
    // Money moved in the store's two years.
    const operacionais = linhaDoRelatorio(baixaAnos, LINHA_FC.operacionais);
    expect(operacionais.valores.ano1.meses.some((v) => v !== 0)).toBe(true);
    expect(operacionais.valores.ano2.meses.some((v) => v !== 0)).toBe(true);
    // SPEC §9: the opening cash of a month is the closing cash of the month before.
    const cip = linhaDoRelatorio(baixaAnos, LINHA_FC.cip).valores.ano2.meses;
    const cfp = linhaDoRelatorio(baixaAnos, LINHA_FC.cfp).valores.ano2.meses;
    for (let m = 1; m < 12; m++) expect(cip[m]).toBeCloseTo(cfp[m - 1] ?? Number.NaN, 2);

    // Another store, and then the company consolidated.
    const parquePedido = esperarRelatorio(page, 'fluxo-caixa', parque._id, anterior, atual);
    await app.loja.selectOption({ label: 'Loja Parque' });
    await parquePedido;
    await expect(page).toHaveURL(new RegExp(`[?&]loja=${parque._id}`));
    const parqueAnos = await api.relatorio('fluxo-caixa', empresaId, parque._id, anterior, atual);
    for (const key of chaves) await app.esperarLinha(FC, linhaDoRelatorio(parqueAnos, key));

    const todasPedido = esperarRelatorio(page, 'fluxo-caixa', 'todas', anterior, atual);
    await app.loja.selectOption({ label: 'Todas as lojas' });
    await todasPedido;
    const todas = await api.relatorio('fluxo-caixa', empresaId, 'todas', anterior, atual);
    for (const key of chaves) await app.esperarLinha(FC, linhaDoRelatorio(todas, key));

    // Other years.
    const outrosAnos = esperarRelatorio(page, 'fluxo-caixa', 'todas', anoAtual - 2, atual);
    await app.ano1.selectOption(String(anoAtual - 2));
    await outrosAnos;
    await verificarCabecalho(app, FC, anoAtual - 2, atual);
    const doisAnos = await api.relatorio('fluxo-caixa', empresaId, 'todas', anoAtual - 2, atual);
    await app.esperarLinha(FC, linhaDoRelatorio(doisAnos, LINHA_FC.variacao));

    // The activities expand to their rubrics.
    const atividade = app.linha(FC, LINHA_FC.operacionais).getByRole('button');
    const rubricas = linhaDoRelatorio(doisAnos, LINHA_FC.operacionais).children ?? [];
    expect(rubricas.length).toBeGreaterThan(0);
    await expect(atividade).toHaveAttribute('aria-expanded', 'false');
    await atividade.click();
    await expect(atividade).toHaveAttribute('aria-expanded', 'true');
    const subLinhas = app.tabela(FC).locator(`tbody tr[data-linha^="${LINHA_FC.operacionais}."]`);
    await expect(subLinhas.first()).toBeVisible();
    await expect(subLinhas.locator('th').first()).toHaveText(rubricas[0]?.label as string);
    await app.esperarLinha(FC, rubricas[0] as LinhaApi);

    // Export: back to the Parque store, the default years.
    const parqueDeNovo = esperarRelatorio(page, 'fluxo-caixa', parque._id, anoAtual - 2, atual);
    await app.loja.selectOption({ label: 'Loja Parque' });
    await parqueDeNovo;
    const regresso = esperarRelatorio(page, 'fluxo-caixa', parque._id, anterior, atual);
    await app.ano1.selectOption(String(anterior));
    await regresso;
    await app.esperarLinha(FC, linhaDoRelatorio(parqueAnos, LINHA_FC.variacao));
    await verificarExportacao(app, FC, `fluxo-caixa-${anterior}-${atual}.xlsx`, parqueAnos, DEMO);
  });

  test('depreciações de uma loja: editar, adicionar um ano, salvar; a Demonstração de Resultados mostra um duodécimo por mês', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { admin, empresa, lojas } = await staffComEmpresa(page.request, 'deprec', [
      'Loja Norte',
      'Loja Sul',
    ]);
    const [norte, sul] = lojas as [{ _id: string; nome: string }, { _id: string; nome: string }];
    const { app, anoAtual } = await entrarNaEmpresa(page, admin, empresa.nome);

    await app.empresaNav.getByRole('link', { name: 'Depreciações', exact: true }).click();
    await expect(app.heading(`${empresa.nome} - Depreciações`)).toBeVisible();
    await expect(app.loja).toHaveValue(norte._id);
    await app.loja.selectOption({ label: sul.nome });
    await expect(page.getByText('Sem depreciações registadas para esta loja.')).toBeVisible();

    // Edit: a new year row is the current year (the store has none), every amount at 0.
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(app.loja).toBeDisabled();
    await page.getByRole('button', { name: '+ Adicionar Ano' }).click();
    await expect(page.getByLabel('Ano da linha 1')).toHaveValue(String(anoAtual));
    const equipamento = page.getByLabel(`Equipamento básico ${anoAtual}`);
    const programas = page.getByLabel(`Programas de computador ${anoAtual}`);
    await expect(equipamento).toHaveValue('0,00 €');
    // 1 000 € a year is 83,33 € a month and 4 cents over: the first four months take one more cent.
    await equipamento.fill('1000');
    await equipamento.blur();
    await expect(equipamento).toHaveValue('1.000,00 €');
    await programas.fill('240');
    await programas.blur();
    await expect(programas).toHaveValue('240,00 €');

    const gravar = page.waitForResponse(
      (r) =>
        r.url().includes(`/put/depreciations/${empresa._id}/${sul._id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await gravar).status()).toBe(200);
    await expect(page.getByText('Depreciações salvas com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
    const tabela = page.getByRole('table', { name: 'Depreciações por ano' });
    const linhaAno = tabela.getByRole('row', { name: new RegExp(`^${anoAtual}`) });
    await expect(linhaAno).toContainText('1.000,00 €');
    await expect(linhaAno).toContainText('240,00 €');

    // After a reload the amounts are still there (the other store has none).
    await page.reload();
    await expect(app.heading(`${empresa.nome} - Depreciações`)).toBeVisible();
    await expect(page.getByText('Sem depreciações registadas para esta loja.')).toBeVisible();
    await app.loja.selectOption({ label: sul.nome });
    await expect(linhaAno).toContainText('1.000,00 €');
    await expect(linhaAno).toContainText('240,00 €');
    await expect(linhaAno.getByRole('cell')).toHaveText([
      '0,00 €',
      '1.000,00 €',
      '0,00 €',
      '0,00 €',
      '0,00 €',
      '0,00 €',
      '240,00 €',
      '0,00 €',
      '0,00 €',
    ]);

    // --- The income statement of that store and year: one twelfth a month, as a cost ---------------
    await app.abrir(DR);
    await app.anosInteiros();
    const sulPedido = esperarRelatorio(page, 'demonstracao-resultados', sul._id, anoAtual - 1, anoAtual);
    await app.loja.selectOption({ label: sul.nome });
    await sulPedido;
    const mensal = ['-103,34 €', '-103,34 €', '-103,34 €', '-103,34 €', ...Array(8).fill('-103,33 €')];
    // Year 1 has nothing: ∆ € is the whole amount and ∆ % is 100 (SPEC §9). A month of this year not
    // yet begun has no figure, nor ∆ (issue 20).
    const mesAtual = await page.evaluate(() => new Date().getMonth() + 1);
    const porVir = (g: number) => g < 12 && g >= mesAtual;
    const esperado = (meses: string[], total: string, media: string) =>
      [...meses, total, media].flatMap((v, g) =>
        porVir(g) ? ['0,00 €', '', '', ''] : ['0,00 €', v, v, '100,00 %'],
      );
    await expect
      .poll(() => app.celulas(DR, LINHA_DR.depreciacoes))
      .toEqual(esperado(mensal, '-1.240,00 €', '-103,33 €'));
    // Expanded, each category on its own line: 1 000 € spread with the remainder cents first.
    const depreciacoes = app.linha(DR, LINHA_DR.depreciacoes).getByRole('button', { name: 'Depreciações' });
    await depreciacoes.click();
    await expect(depreciacoes).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => app.celulas(DR, `${LINHA_DR.depreciacoes}.equipamento_basico`))
      .toEqual(
        esperado(
          ['-83,34 €', '-83,34 €', '-83,34 €', '-83,34 €', ...Array(8).fill('-83,33 €')],
          '-1.000,00 €',
          '-83,33 €',
        ),
      );
    await expect
      .poll(() => app.celulas(DR, `${LINHA_DR.depreciacoes}.programas_computador`))
      .toEqual(esperado(Array(12).fill('-20,00 €'), '-240,00 €', '-20,00 €'));
    // No sales or costs: the net result is the depreciation (no tax on a loss).
    await expect
      .poll(() => app.celulas(DR, LINHA_DR.resultadoLiquido))
      .toEqual(esperado(mensal, '-1.240,00 €', '-103,33 €'));

    // The other store has none; the company consolidated has the Sul store's.
    const norteAnos = esperarRelatorio(page, 'demonstracao-resultados', norte._id, anoAtual - 1, anoAtual);
    await app.loja.selectOption({ label: norte.nome });
    await norteAnos;
    await expect
      .poll(() => app.celulas(DR, LINHA_DR.depreciacoes))
      .toEqual(
        Array.from({ length: 14 }, (_, g) =>
          porVir(g) ? ['0,00 €', '', '', ''] : ['0,00 €', '0,00 €', '0,00 €', '0,00 %'],
        ).flat(),
      );
    const todas = esperarRelatorio(page, 'demonstracao-resultados', 'todas', anoAtual - 1, anoAtual);
    await app.loja.selectOption({ label: 'Todas as lojas' });
    await todas;
    await expect
      .poll(() => app.celulas(DR, LINHA_DR.depreciacoes))
      .toEqual(esperado(mensal, '-1.240,00 €', '-103,33 €'));
  });

  test('taxa de IRC da empresa: o administrador muda a do segundo ano e repõe a legal; a editora não a vê', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { app, api, empresaId, anoAtual, baixa } = await demo(page);
    const [anterior, atual] = [anoAtual - 1, anoAtual];
    const [legal1, legal2] = [ircRate(anterior), ircRate(atual)];
    const TAXA = 25;
    expect(legal2).not.toBe(TAXA);

    await app.abrir(DR);
    await expect(app.loja).toHaveValue(baixa._id);
    await expect(app.tabela(DR)).toBeVisible();
    await app.anosInteiros();

    // The tax of the year is core's on the year's pre-tax result (a company not marked as an SME pays
    // the general rate and, by default, 1,5 % of derrama municipal); the pre-tax result does not depend
    // on the rate, so the API's answer now gives both figures.
    const relatorio = await api.relatorio('demonstracao-resultados', empresaId, baixa._id, anterior, atual);
    const antesImpostos = linhaDoRelatorio(relatorio, LINHA_DR.resultadoAntesImpostos).valores.ano2.total;
    const antesImpostosCents = Math.round(antesImpostos * 100);
    expect(antesImpostosCents, 'resultado antes de impostos da Loja Baixa no ano 2').toBeGreaterThan(0);
    const REGIME_POR_OMISSAO: RegimeIrc = { pme: false, derramaMunicipal: 1.5 };
    const imposto = (taxa: number, regime = REGIME_POR_OMISSAO) =>
      formatEuros(-impostoSobreLucro(antesImpostosCents, detalheIrc(atual, regime, taxa)));
    // The year 2 Total: after the twelve months, the second of its four columns.
    const ircTotalAno2 = async () => (await app.celulas(DR, LINHA_DR.impostoRendimento))[12 * 4 + 1];
    const textoNota = (taxa1: number, taxa2: number) =>
      taxa1 === taxa2
        ? `(IRC à taxa de ${taxa2} % e derrama municipal de 1,50 %)`
        : `(IRC à taxa de ${taxa1} % em ${anterior} e ${taxa2} % em ${atual} e derrama municipal de 1,50 %)`;

    const nota = page.getByText(/^Imposto sobre o rendimento estimado sobre o resultado do ano/);
    const painel = page.getByRole('region', { name: 'Taxa de IRC', exact: true });
    const alterar = painel.getByRole('button', { name: `Alterar taxa de IRC de ${atual}` });
    const campo = painel.getByLabel(`Taxa de IRC de ${atual}`, { exact: true });

    // --- Both years at the law's rate ------------------------------------------------------------
    await expect(nota).toContainText(textoNota(legal1, legal2));
    await expect(painel).toContainText(`Taxa de IRC de ${anterior}: ${legal1} %`);
    await expect(painel).toContainText(`Taxa de IRC de ${atual}: ${legal2} %`);
    await expect(painel).toContainText('Taxa legal');
    await expect(painel).not.toContainText('Taxa da empresa');
    await expect(painel.getByRole('button', { name: /^Repor taxa legal/ })).toHaveCount(0);
    await expect.poll(ircTotalAno2).toBe(imposto(legal2));

    // --- A rate out of range is refused on the screen, nothing is sent ----------------------------
    const envios: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/put/irc/')) envios.push(r.postDataJSON());
    });
    await alterar.click();
    await expect(campo).toBeFocused();
    await expect(campo).toHaveValue(`${legal2} %`);
    await campo.fill('150');
    await campo.press('Enter');
    await expect(
      painel.getByText('Indique uma taxa entre 0 e 100 %, com até duas casas decimais.'),
    ).toBeVisible();
    await expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(envios).toEqual([]);
    // Typing changes nothing until it is saved.
    await expect(nota).toContainText(textoNota(legal1, legal2));

    // --- 25 % for year 2, saved with the keyboard: the report reloads with it ---------------------
    await campo.fill(String(TAXA));
    const gravar = page.waitForResponse((r) => r.url().includes(`/put/irc/${empresaId}`));
    const recarga = esperarRelatorio(page, 'demonstracao-resultados', baixa._id, anterior, atual);
    await campo.press('Enter');
    expect((await gravar).status()).toBe(200);
    expect((await recarga).status()).toBe(200);
    expect(envios).toEqual([{ ano: atual, taxa: TAXA }]);
    await expect(page.getByText('Taxa de IRC guardada.')).toBeVisible();
    await expect(alterar).toBeFocused();
    await expect(painel).toContainText(`Taxa de IRC de ${atual}: ${TAXA} %`);
    await expect(painel).toContainText('Taxa da empresa');
    await expect(painel).toContainText(`taxa legal: ${legal2} %`);
    await expect(painel).toContainText(`Taxa de IRC de ${anterior}: ${legal1} %`);
    await expect(nota).toContainText(textoNota(legal1, TAXA));
    await expect.poll(ircTotalAno2).toBe(imposto(TAXA));
    expect(await api.get(`/get/irc/${empresaId}`)).toEqual({
      taxas: [{ ano: atual, taxa: TAXA, taxaLegal: legal2 }],
      regime: REGIME_POR_OMISSAO,
    });
    // Every month of the tax and of the net result is the server's at the new rate.
    const comTaxa = await api.relatorio('demonstracao-resultados', empresaId, baixa._id, anterior, atual);
    await app.esperarLinha(DR, linhaDoRelatorio(comTaxa, LINHA_DR.impostoRendimento));
    await app.esperarLinha(DR, linhaDoRelatorio(comTaxa, LINHA_DR.resultadoLiquido));

    // --- Back to the law's rate ------------------------------------------------------------------
    const repor = page.waitForResponse((r) => r.url().includes(`/put/irc/${empresaId}`));
    await painel.getByRole('button', { name: `Repor taxa legal de IRC de ${atual}` }).click();
    expect((await repor).status()).toBe(200);
    expect(envios).toEqual([
      { ano: atual, taxa: TAXA },
      { ano: atual, taxa: null },
    ]);
    await expect(page.getByText('Taxa legal de IRC reposta.')).toBeVisible();
    await expect(painel).toContainText(`Taxa de IRC de ${atual}: ${legal2} %`);
    await expect(painel).not.toContainText('Taxa da empresa');
    await expect(nota).toContainText(textoNota(legal1, legal2));
    await expect.poll(ircTotalAno2).toBe(imposto(legal2));
    await expect(alterar).toBeFocused();
    expect(await api.get(`/get/irc/${empresaId}`)).toEqual({ taxas: [], regime: REGIME_POR_OMISSAO });

    // --- An SME with no derrama: the reduced rate on the first 50 000 € -----------------------------
    const regime = page.getByRole('form', { name: 'Regime de IRC' });
    const derrama = regime.getByLabel('Derrama municipal');
    await regime.getByLabel(/^PME: taxa reduzida de IRC/).check();
    await derrama.fill('1,6');
    await regime.getByRole('button', { name: 'Guardar regime' }).click();
    await expect(
      regime.getByText('Indique uma derrama entre 0 e 1,5 %, com até duas casas decimais.'),
    ).toBeVisible();
    await derrama.fill('0');
    const gravarRegime = page.waitForResponse((r) => r.url().includes(`/put/irc/${empresaId}/regime`));
    await regime.getByRole('button', { name: 'Guardar regime' }).click();
    expect((await gravarRegime).request().postDataJSON()).toEqual({ pme: true, derramaMunicipal: 0 });
    await expect(page.getByText('Regime de IRC guardado.')).toBeVisible();
    await expect.poll(ircTotalAno2).toBe(imposto(legal2, { pme: true, derramaMunicipal: 0 }));
    await expect(nota).toContainText('a taxa de PME de');
    await expect(nota).not.toContainText('derrama');
    // The months of the tax add up to its Total on the screen: with 'Até à data', the months begun
    // (a month not yet begun shows no figure, though its depreciation already moves the year's tax).
    const ateAData = page.getByRole('switch', { name: /^Até à data/ });
    await ateAData.check();
    const euros = (texto: string) => Math.round(Number(texto.replace(/[.\s€]/g, '').replace(',', '.')) * 100);
    await expect
      .poll(async () => {
        const celulas = await app.celulas(DR, LINHA_DR.impostoRendimento);
        const meses = Array.from({ length: 12 }, (_, m) => euros(celulas[m * 4 + 1] as string));
        return meses.reduce((a, b) => a + b, 0) - euros(celulas[12 * 4 + 1] as string);
      })
      .toBe(0);
    await ateAData.uncheck();
    // Back to the defaults, for the other tests of the demo company.
    const repostoRegime = await api.put(`/put/irc/${empresaId}/regime`, REGIME_POR_OMISSAO);
    expect(repostoRegime).toEqual({ taxas: [], regime: REGIME_POR_OMISSAO });

    // --- The demo company's editor sees the rate in the note, not the panel ---------------------
    await app.logout();
    const login = demoLogin();
    const pedidosIrc: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/get/irc/')) pedidosIrc.push(r.url());
    });
    const editora = await entrarNaEmpresa(page, { email: login.editor, senha: login.senha }, DEMO);
    await editora.app.abrir(DR);
    await editora.app.anosInteiros();
    await expect(editora.app.tabela(DR)).toBeVisible();
    await expect(nota).toContainText(textoNota(legal1, legal2));
    await expect(painel).toHaveCount(0);
    await expect(page.getByRole('button', { name: /taxa de IRC/i })).toHaveCount(0);
    expect(pedidosIrc).toEqual([]);
  });
});
