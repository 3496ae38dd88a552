import { formatEuros, lisbonToday } from '@contas/core';
import { LINHA_FC } from '@contas/core/reports';
import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { casoAnulacao, extratosDeDuasContas, type FicheiroTeste } from './support/ficheiros';
import { ImportacaoApp } from './support/importacao';
import { PlanilhaApi, PlanilhaApp } from './support/planilha';
import { RelatoriosApp } from './support/relatorios';

const FC = 'Fluxo de Caixa';

/** Imports a statement (and an e-fatura file) through the screen's form, waiting for its answer. */
async function importar(app: ImportacaoApp, ficheiros: { efatura?: FicheiroTeste; extrato?: FicheiroTeste }) {
  const form = app.formulario('Importar Extratos & Faturas');
  if (ficheiros.efatura) await form.getByLabel('Ficheiro e-fatura').setInputFiles(ficheiros.efatura);
  if (ficheiros.extrato) await form.getByLabel('Ficheiro extrato').setInputFiles(ficheiros.extrato);
  const resposta = app.page.waitForResponse((r) => /\/api\/upload\//.test(r.url()));
  await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
  expect((await resposta).status()).toBe(201);
  await expect(form.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();
}

async function abrirImportacao(app: ImportacaoApp, empresaId: string) {
  await app.empresaNav.getByRole('link', { name: 'Importar Ficheiros', exact: true }).click();
  await expect(app.page).toHaveURL(new RegExp(`/empresa/${empresaId}/importar-ficheiros$`));
  await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
  await expect(app.formulario('Importar Extratos & Faturas')).toBeVisible();
}

test.describe('Importação: saldos das contas e anular uma importação', () => {
  test("'Saldos' no Fluxo de Caixa: duas contas (uma em OFX) importadas pelo ecrã, cada saldo e a caixa no fim do ano", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const ano = Number(lisbonToday(new Date()).slice(0, 4)) - 1;
    const { admin, empresa } = await staffComEmpresa(page.request, 'saldos', ['Loja Central']);
    const { cgd, ofx } = extratosDeDuasContas(ano);
    const app = new ImportacaoApp(page);
    await page.goto('/login');
    await app.submitLogin(admin.email, admin.senha);
    await app.abrirEmpresa(empresa.nome, 'Aceder');

    await abrirImportacao(app, empresa._id);
    await importar(app, { extrato: cgd });
    await importar(app, { extrato: ofx });
    // The OFX's line went to the only store, for want of anything saying otherwise.
    const resumoOfx = app.resumoDoFicheiro(ofx.name);
    await expect(resumoOfx).toContainText('1 linha importada, 0 duplicadas, 0 atualizadas e 0 recusadas.');
    await expect(resumoOfx.getByRole('list', { name: 'Linhas por loja' })).toHaveText(
      'Loja Central: 1 linha (1 por omissão)',
    );

    const relatorios = new RelatoriosApp(page);
    await relatorios.abrir(FC);
    await relatorios.loja.selectOption({ label: 'Todas as lojas' });
    await expect(relatorios.ano1).toHaveValue(String(ano));

    const saldos = page.getByRole('region', { name: 'Saldos', exact: true });
    await expect(saldos).toBeVisible();
    const contas = saldos.getByRole('table').locator('tbody tr');
    await expect(contas).toHaveCount(2);
    // CGD: 10 000,00 + 1 250,00 − 800,00; Crédito Agrícola: the closing balance its OFX states.
    const caixa = contas.filter({ hasText: 'Caixa Geral de Depósitos' });
    await expect(caixa).toContainText('10.450,00 €');
    await expect(caixa).toContainText(`em 31/12/${ano}`);
    await expect(caixa).toContainText('Sem falhas');
    const agricola = contas.filter({ hasText: 'Crédito Agrícola' });
    await expect(agricola).toContainText('3.879,50 €');
    await expect(agricola).toContainText(`em 31/12/${ano}`);
    await expect(agricola).toContainText('Sem falhas');
    await expect(saldos).toContainText('Total dos últimos saldos: 14.329,50 €');

    // The year opens with both accounts (10 000,00 + 4 000,00, the OFX's from its closing less its line)
    // and closes with what the banks say, to the cent.
    await expect
      .poll(async () => (await relatorios.celulas(FC, LINHA_FC.cip))[0])
      .toBe(formatEuros(1_400_000));
    await expect
      .poll(async () => (await relatorios.celulas(FC, LINHA_FC.cfp))[11 * 4])
      .toBe(formatEuros(1_432_950));
    await expect(page.getByLabel('Conciliação com os bancos')).toContainText(
      `A caixa no fim de ${ano} é igual à soma dos saldos das contas bancárias a 31/12/${ano}: 14.329,50 €.`,
    );
  });

  test('anular uma importação no histórico: pede confirmação, recusa se uma linha foi mexida, e as linhas saem da planilha', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { admin, empresa } = await staffComEmpresa(page.request, 'anular', ['Loja Central']);
    const caso = casoAnulacao();
    const app = new ImportacaoApp(page);
    await page.goto('/login');
    await app.submitLogin(admin.email, admin.senha);
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await abrirImportacao(app, empresa._id);
    await importar(app, { efatura: caso.efatura, extrato: caso.extrato });

    const linhaDoHistorico = (ficheiro: string) =>
      app.historico.locator('tbody tr').filter({ hasText: ficheiro });
    await expect(app.historico.locator('tbody tr')).toHaveCount(2);

    // A person changes one of the invoices: that import can no longer be undone, and the screen says why.
    const api = await PlanilhaApi.login(page.request, admin);
    const linhas = await api.linhas(empresa._id);
    const fatura = linhas.find((l) => l.fatura?.emitente?.includes('Papelaria'));
    if (!fatura) throw new Error('A fatura da papelaria não chegou à planilha.');
    await api.editar(fatura, { gasto: 'Variável' });

    const dialogo = page.getByRole('dialog', { name: 'Anular importação' });
    await linhaDoHistorico(caso.efatura.name)
      .getByRole('button', { name: `Anular importação de ${caso.efatura.name}` })
      .click();
    await expect(dialogo).toContainText(`A importação de «${caso.efatura.name}» é desfeita por inteiro`);
    await dialogo.getByRole('button', { name: 'Anular importação' }).click();
    await expect(page.getByText('Não foi possível anular a importação.')).toBeVisible();
    await expect(
      page.getByText(
        `Não é possível anular a importação de «${caso.efatura.name}»: 1 das suas linhas foi alterada depois de ` +
          'importada (1 editada).',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(dialogo).toBeHidden();

    // 'Cancelar' keeps the statement's import; confirming undoes it.
    const anularExtrato = linhaDoHistorico(caso.extrato.name).getByRole('button', {
      name: `Anular importação de ${caso.extrato.name}`,
    });
    await anularExtrato.click();
    await expect(dialogo).toContainText(`A importação de «${caso.extrato.name}» é desfeita por inteiro`);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(anularExtrato).toBeVisible();
    await anularExtrato.click();
    const anulacao = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/delete\/importacao\//.test(r.url()),
    );
    await dialogo.getByRole('button', { name: 'Anular importação' }).click();
    expect((await anulacao).status()).toBe(200);
    await expect(page.getByText('Importação anulada.')).toBeVisible();
    // Its account had nothing else: it goes too.
    await expect(page.getByText('3 linhas removidas da planilha, 1 conta bancária removida.')).toBeVisible();
    // The history keeps the import, saying it was undone, when and by whom; no action is left on it.
    const desfeita = linhaDoHistorico(caso.extrato.name);
    await expect(desfeita).toContainText(/Anulada em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(desfeita).toContainText(`por ${admin.nome}`);
    await expect(desfeita.getByRole('button')).toHaveCount(0);
    await expect(
      linhaDoHistorico(caso.efatura.name).getByRole('button', {
        name: `Anular importação de ${caso.efatura.name}`,
      }),
    ).toBeVisible();

    // The spreadsheet: the two invoices are there, the three bank lines are gone.
    const planilha = new PlanilhaApp(page);
    await planilha.empresaNav.getByRole('link', { name: 'Planilha', exact: true }).click();
    await planilha.esperarGrelha();
    await expect(planilha.contagem(2)).toBeVisible();
    for (const documento of caso.documentos)
      await expect(
        planilha.grid.getByRole('gridcell', { name: documento.numero, exact: true }),
      ).toBeVisible();
    for (const movimento of caso.movimentos)
      await expect(planilha.grid.getByText(movimento.descricao)).toHaveCount(0);
  });
});
