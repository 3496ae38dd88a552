import { addDays, lisbonToday, nifCheckDigit } from '@contas/core';
import { escreverEfaturaAdquirente, escreverExtratoCgd } from '@contas/core/gerador';
import type { Page } from '@playwright/test';
import { App, expect, newestVerificationLink, test } from './support/app';
import { newUserData, staffComEmpresa } from './support/empresas';
import { ImportacaoApp } from './support/importacao';
import { PlanilhaApi } from './support/planilha';

/** Issue 20's first day: sign-up to a company, the admin's first steps, the import without stores. */

const checklist = (page: Page) => page.getByRole('region', { name: 'Primeiros passos' });
const passo = (page: Page, n: number, titulo: string, estado: 'feito' | 'por fazer') =>
  checklist(page).getByRole('listitem', { name: `${n}. ${titulo}: ${estado}` });

/** Supplier NIFs and an account of this test only: a document or account of another company asks first. */
function ficheirosUnicos() {
  const oito = `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const nif = `${oito}${nifCheckDigit(oito)}`;
  const hoje = lisbonToday(new Date());
  const dia = (n: number) => addDays(hoje, -30 + n);
  const efatura = escreverEfaturaAdquirente(
    [1, 2].map((n) => ({
      nifEmitente: nif,
      nomeEmitente: 'Fornecedor do Primeiro Dia, Lda',
      numero: `FT PD/${n}`,
      atcud: `PDPD${n}-${n}`,
      tipo: 'Fatura',
      data: dia(n),
      baseCents: 10_000 * n,
      ivaCents: 2_300 * n,
      situacao: 'Registado',
    })),
    'A',
  );
  const extrato = escreverExtratoCgd({
    conta: `0035${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    saldoInicialCents: 100_000,
    dataInicio: dia(0),
    dataFim: dia(20),
    dataExportacao: dia(21),
    linhas: [{ data: dia(15), descricao: 'COMISSAO MANUTENCAO CONTA', valorCents: -750 }],
  });
  return {
    efatura: { name: 'efatura.csv', mimeType: 'text/csv', buffer: Buffer.from(efatura) },
    extrato: { name: 'extrato-cgd.csv', mimeType: 'text/csv', buffer: Buffer.from(extrato) },
  };
}

test.describe('O primeiro dia', () => {
  test('quem cria conta entra logo, lê como chegar a uma empresa e aceita o convite depois de confirmar o e-mail', async ({
    page,
  }) => {
    const app = new App(page);
    const novo = newUserData('primeiro-dia');
    await app.signUp(novo);

    // Signed in at once, on the company list that says how to get in.
    await expect(app.heading('Empresas')).toBeVisible();
    await expect(page.getByText('Ainda não está associado a nenhuma empresa.')).toBeVisible();
    const comoEntrar = page.getByRole('region', { name: 'Como entrar numa empresa' });
    await expect(comoEntrar).toContainText(
      `Peça a um administrador da empresa que o convide com o e-mail ${novo.email}`,
    );
    await expect(comoEntrar).toContainText('depois de confirmar o seu e-mail');
    await expect(comoEntrar).toContainText('A nossa equipa cria-a por si');
    await expect(comoEntrar.getByRole('link', { name: 'suporte@contasclaras.pt' })).toHaveAttribute(
      'href',
      'mailto:suporte@contasclaras.pt',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Confirme o seu e-mail' })).toBeVisible();

    // An admin invites this address; unconfirmed, the invitation is not shown.
    const { api, empresa } = await staffComEmpresa(page.request, 'convida-novo');
    await api.convidar(empresa._id, novo.email, 'editor');
    await page.reload();
    await expect(page.getByRole('article', { name: `Convite de ${empresa.nome}` })).toHaveCount(0);

    // Confirmed by the e-mailed link: the invitation is there, accepted in one click.
    await page.goto(new URL(await newestVerificationLink(novo.email)).pathname);
    await page.getByRole('link', { name: 'Ir para as suas empresas' }).click();
    const convite = page.getByRole('article', { name: `Convite de ${empresa.nome}` });
    await expect(convite).toBeVisible();
    await expect(page.getByText('Sem empresas associadas.')).toBeVisible();
    await expect(page.getByText('Aceite um convite acima para entrar na empresa.')).toBeVisible();
    await convite.getByRole('button', { name: 'Aceitar' }).click();
    const card = page
      .getByRole('region', { name: 'As suas empresas' })
      .getByRole('article', { name: empresa.nome });
    await expect(card).toContainText('Editor');
    await expect(comoEntrar).toHaveCount(0);
  });

  test('o administrador de uma empresa nova segue os primeiros passos, cada um marcado pelos dados', async ({
    page,
  }) => {
    const { admin, empresa } = await staffComEmpresa(page.request, 'primeiros-passos');
    const app = new ImportacaoApp(page);
    await app.login(admin.email, admin.senha);
    await app.gotoLista();
    await app.abrirEmpresa(empresa.nome, 'Aceder');

    await expect(checklist(page)).toContainText('0 de 4 feitos');
    await expect(passo(page, 1, 'Criar as lojas', 'por fazer')).toContainText('Ainda sem lojas.');
    await expect(passo(page, 2, 'Importar e-faturas e extratos', 'por fazer')).toContainText(
      'E-fatura: 0 importações; extratos: 0 importações.',
    );
    await expect(passo(page, 3, 'Classificar as linhas', 'por fazer')).toBeVisible();
    await expect(passo(page, 4, 'Ver os relatórios', 'por fazer')).toBeVisible();

    // An import without stores says so and links to the store form.
    await app.gotoImportacao(empresa._id);
    await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
    const form = app.formulario('Importar Extratos & Faturas');
    await expect(form).toContainText('A empresa ainda não tem lojas');
    await form.getByRole('link', { name: 'Adicionar uma loja' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/admin\\?nova-loja$`));
    const dialog = page.getByRole('dialog', { name: 'Adicionar loja' });
    await expect(dialog).toBeVisible();
    // A store needs its name: the empty form makes no 'LojaA'.
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByLabel('Nome da loja')).toHaveAccessibleDescription('Indique o nome da loja.');
    await dialog.getByLabel('Nome da loja').fill('Loja da Praça');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/admin$`));
    await expect(app.section('Lojas').getByRole('link', { name: 'Loja da Praça' })).toBeVisible();
    await expect(app.section('Lojas')).not.toContainText('LojaA');

    // The first step is ticked; the second links to the import.
    await app.empresaNav.getByRole('link', { name: 'Resumo' }).click();
    await expect(passo(page, 1, 'Criar as lojas', 'feito')).toContainText('1 loja criada.');
    await checklist(page).getByRole('link', { name: 'Importar ficheiros' }).click();
    await expect(app.heading('Importação de Ficheiros')).toBeVisible();
    await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
    const ficheiros = ficheirosUnicos();
    await form.getByLabel('Ficheiro e-fatura').setInputFiles(ficheiros.efatura);
    await form.getByLabel('Ficheiro extrato').setInputFiles(ficheiros.extrato);
    await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
    await expect(page.getByText('Importamento concluído!')).toBeVisible();

    await app.empresaNav.getByRole('link', { name: 'Resumo' }).click();
    await expect(passo(page, 2, 'Importar e-faturas e extratos', 'feito')).toContainText(
      'E-fatura: 1 importação; extratos: 1 importação.',
    );
    await expect(passo(page, 3, 'Classificar as linhas', 'por fazer')).toContainText(
      /\d+ % classificadas \(\d+ linhas? por classificar\)\./,
    );
    await expect(checklist(page).getByRole('link', { name: 'Abrir a planilha' })).toHaveAttribute(
      'href',
      `/empresa/${empresa._id}/planilha`,
    );

    // Classified (through the API: the spreadsheet has tests of its own), the third step is ticked.
    const sessao = await PlanilhaApi.login(page.request, admin);
    for (const linha of await sessao.linhas(empresa._id))
      await sessao.editar(linha, {
        categoria_A: 'Fornecimentos e serviços externos',
        categoria_B: 'Fluxos de caixa das actividades operacionais',
      });
    await page.reload();
    await expect(passo(page, 3, 'Classificar as linhas', 'feito')).toContainText('100 % classificadas');
    await expect(checklist(page)).toContainText('3 de 4 feitos');

    // Opening a report is the last step: then the list is gone.
    const marcado = page.waitForResponse(
      (r) => r.url().endsWith(`/put/empresa/${empresa._id}/primeiros-passos`) && r.status() === 200,
    );
    await checklist(page).getByRole('link', { name: 'Abrir os relatórios' }).click();
    await expect(app.heading('Demonstração de Resultados')).toBeVisible();
    await marcado;
    await app.empresaNav.getByRole('link', { name: 'Resumo' }).click();
    await expect(app.heading('Resumo')).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
  });

  test('a lista dos primeiros passos pode ser arrumada, e só o administrador a vê', async ({ page }) => {
    const { admin, empresa } = await staffComEmpresa(page.request, 'arrumar', ['Loja Única']);
    const editor = newUserData('arrumar-editor');
    const app = new ImportacaoApp(page);
    await app.login(admin.email, admin.senha);
    await app.gotoLista();
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await expect(checklist(page)).toContainText('1 de 4 feitos');
    await checklist(page).getByRole('button', { name: 'Não mostrar mais' }).click();
    await expect(checklist(page)).toHaveCount(0);
    await page.reload();
    await expect(app.heading('Resumo')).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);

    // An editor is told who adds a store, and sees no checklist.
    const { empresa: semLojas, api: apiSemLojas } = await staffComEmpresa(page.request, 'sem-lojas-editor');
    await apiSemLojas.convidar(semLojas._id, editor.email, 'editor');
    await app.signUp(editor);
    await page.goto(new URL(await newestVerificationLink(editor.email)).pathname);
    await page.getByRole('link', { name: 'Ir para as suas empresas' }).click();
    await page
      .getByRole('article', { name: `Convite de ${semLojas.nome}` })
      .getByRole('button', { name: 'Aceitar' })
      .click();
    await app.abrirEmpresa(semLojas.nome, 'Aceder');
    await expect(checklist(page)).toHaveCount(0);
    await app.gotoImportacao(semLojas._id);
    await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
    const form = app.formulario('Importar Extratos & Faturas');
    await expect(form).toContainText(
      'Peça a um administrador da empresa que adicione uma loja em Administração.',
    );
    await expect(form.getByRole('link', { name: 'Adicionar uma loja' })).toHaveCount(0);
  });
});
