import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import {
  casoCorrespondencias,
  dataPt,
  efaturaComLinhaInvalida,
  orcamentoPreenchido,
  PRODUTOS,
  planilhaPreenchida,
  pngComoCsv,
  produtosPreenchidos,
} from './support/ficheiros';
import { ImportacaoApp } from './support/importacao';
import { PlanilhaApp } from './support/planilha';
import { segurarPedido } from './support/rede';

const UPLOAD = /\/api\/upload\//;
const PROCESSAR = /\/api\/processar-correspondencias\//;

test.describe('Importação de Ficheiros e Relatório de Erros', () => {
  test('e-faturas e extrato: validação, resumo, reimportação sem duplicados, correspondências e relatório de erros', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { admin, empresa } = await staffComEmpresa(page.request, 'importa', ['Loja Central']);
    const caso = casoCorrespondencias();
    const app = new ImportacaoApp(page);
    await page.goto('/login');
    await app.submitLogin(admin.email, admin.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await app.abrirEmpresa(empresa.nome, 'Aceder');

    // --- The menu of four -------------------------------------------------------------------
    await app.empresaNav.getByRole('link', { name: 'Importar Ficheiros', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/importar-ficheiros$`));
    await expect(app.heading('Importação de Ficheiros')).toBeVisible();
    for (const escolha of [
      'Importar Extratos & Faturas',
      'Importar Planilha Completa',
      'Importar Orçamento Anual',
      'Importar Produtos de Vendas',
    ]) {
      await expect(app.menu.getByRole('button', { name: escolha })).toBeVisible();
    }
    await expect(page.getByText('Ainda não há importações.')).toBeVisible();

    await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
    const form = app.formulario('Importar Extratos & Faturas');
    await expect(form).toBeVisible();
    await expect(app.menu).toBeHidden();
    const importar = form.getByRole('button', { name: 'Importar E-Faturas & Extratos' });

    // --- SPEC §5: at least one file -----------------------------------------------------------
    await importar.click();
    await expect(form.getByRole('alert')).toHaveText('Selecionar pelo menos um arquivo.');

    // --- First import: everything is new --------------------------------------------------------
    await form.getByLabel('Ficheiro e-fatura').setInputFiles(caso.efatura);
    await form.getByLabel('Ficheiro extrato').setInputFiles(caso.extrato);
    // Choosing a file clears the validation alert.
    await expect(form.getByText('Selecionar pelo menos um arquivo.')).toBeHidden();
    const upload = await segurarPedido(page, UPLOAD);
    await importar.click();
    // While the server works: the button says so and a busy view covers the screen.
    await expect(form.getByRole('button', { name: 'A carregar...' })).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: /A carregar o ficheiro\.\.\.|Em processamento\.\.\./ }),
    ).toBeVisible();
    upload.libertar();
    await expect(form.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();
    // Each file went on its own; matching ran by itself after the last, its summary at the top, in view.
    const lista = form.getByRole('list', { name: 'Ficheiros importados' });
    await expect(lista.getByRole('listitem')).toHaveText([
      `${caso.efatura.name}: Importado`,
      `${caso.extrato.name}: Importado`,
    ]);
    const concluido = form.getByRole('alert').filter({ hasText: '✅ Processamento concluído!' });
    await expect(concluido).toContainText(
      '2 correspondências encontradas; 2 linhas para rever no Relatório de Erros.',
    );
    await expect(concluido).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'A carregar o ficheiro...' })).toHaveCount(0);
    await expect(importar).toBeEnabled();

    await expect(app.resumo.getByRole('heading', { name: 'Resumo da importação' })).toBeVisible();
    const efatura = app.resumoDoFicheiro(caso.efatura.name);
    const extrato = app.resumoDoFicheiro(caso.extrato.name);
    await expect(efatura).toContainText('E-fatura');
    await expect(efatura).toContainText('faturas de aquisição');
    await expect(efatura).toContainText('3 linhas importadas, 0 duplicadas, 0 atualizadas e 0 recusadas.');
    expect(await app.contagens(caso.efatura.name)).toMatchObject({
      Importadas: 3,
      'Duplicadas (já existiam)': 0,
      Atualizadas: 0,
      Recusadas: 0,
    });
    await expect(extrato).toContainText('Extrato bancário');
    await expect(extrato).toContainText('Caixa Geral de Depósitos');
    expect(await app.contagens(caso.extrato.name)).toMatchObject({
      Importadas: 5,
      'Duplicadas (já existiam)': 0,
      Atualizadas: 0,
      Recusadas: 0,
    });
    // Nothing was refused: no table of problem lines.
    await expect(page.getByRole('table', { name: /^Linhas com problemas em / })).toHaveCount(0);

    // --- The same files again: nothing new, everything a duplicate -----------------------------
    // The pickers were emptied by the import.
    expect(
      await form.getByLabel('Ficheiro e-fatura').evaluate((i: HTMLInputElement) => i.files?.length),
    ).toBe(0);
    await form.getByLabel('Ficheiro e-fatura').setInputFiles(caso.efatura);
    await form.getByLabel('Ficheiro extrato').setInputFiles(caso.extrato);
    const reimportacao = page.waitForResponse((r) => UPLOAD.test(r.url()));
    await importar.click();
    expect((await reimportacao).status()).toBe(201);
    // Nothing new to match: the links of the first run stay, the same two lines to review.
    await expect(concluido).toContainText(
      '0 correspondências encontradas; 2 linhas para rever no Relatório de Erros.',
    );
    await expect(efatura).toContainText('0 linhas importadas, 3 duplicadas, 0 atualizadas e 0 recusadas.');
    expect(await app.contagens(caso.efatura.name)).toMatchObject({
      Importadas: 0,
      'Duplicadas (já existiam)': 3,
      Atualizadas: 0,
      Recusadas: 0,
    });
    expect(await app.contagens(caso.extrato.name)).toMatchObject({
      Importadas: 0,
      'Duplicadas (já existiam)': 5,
      Atualizadas: 0,
      Recusadas: 0,
    });

    // The history lists the four file imports, newest first.
    await expect(app.historico.locator('tbody tr')).toHaveCount(4);
    await expect(app.historico.locator('tbody tr').filter({ hasText: caso.efatura.name })).toHaveCount(2);
    await expect(app.historico.locator('tbody tr').filter({ hasText: caso.extrato.name })).toHaveCount(2);

    // --- Matching -------------------------------------------------------------------------------
    const processamento = await segurarPedido(page, PROCESSAR);
    await form.getByRole('button', { name: 'Processar Correspondências' }).click();
    await expect(form.getByRole('button', { name: 'A processar...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Em processamento...' })).toBeVisible();
    processamento.libertar();
    await expect(concluido).toBeVisible();
    await expect(concluido).toContainText(
      '0 correspondências encontradas; 2 linhas para rever no Relatório de Erros.',
    );

    // --- Errors report --------------------------------------------------------------------------
    await concluido.getByRole('link', { name: 'Ver o Relatório de Erros' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/lista-erros$`));
    await expect(app.heading('Relatório de Erros')).toBeVisible();
    await expect(app.tabelaErros.getByRole('columnheader')).toHaveText([
      'Linha',
      'Tipo',
      'Número da Fatura',
      'Número do Extrato',
      'Data',
      'Valor',
      'Motivo',
      'Ação',
    ]);
    await expect(app.linhasErros).toHaveCount(2);
    await expect(page.getByText('Há 2 linhas para rever.')).toBeVisible();

    // The invoice nobody paid.
    const porPagar = app.linhasErros.filter({ hasText: caso.faturaPorPagar.numero });
    await expect(porPagar).toHaveCount(1);
    expect(await app.celulasErro(porPagar)).toMatchObject({
      Tipo: 'Fatura',
      'Número da Fatura': caso.faturaPorPagar.numero,
      'Número do Extrato': '—',
      Data: dataPt(caso.faturaPorPagar.data),
      Valor: '-61,50 €',
      Motivo: 'Fatura sem movimento bancário correspondente',
    });
    // The transfer to a known supplier with no invoice of theirs left open.
    const semFatura = app.linhasErros.filter({ hasText: 'sem fatura correspondente' });
    expect(await app.celulasErro(semFatura)).toMatchObject({
      Tipo: 'Extrato',
      'Número da Fatura': '—',
      Data: dataPt(caso.pagamentoSemFatura.data),
      Valor: '-75,00 €',
      Motivo: 'Movimento de Padaria Estrela do Norte, Lda sem fatura correspondente',
    });
    expect((await app.celulasErro(semFatura))['Número do Extrato']).toContain(caso.extrato.name);

    // 'Remover' takes one line away, for good.
    await semFatura.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Linha removida do relatório.')).toBeVisible();
    await expect(app.linhasErros).toHaveCount(1);
    await expect(app.linhasErros.first()).toContainText(caso.faturaPorPagar.numero);
    await expect(page.getByText('Há 1 linha para rever.')).toBeVisible();
    await page.reload();
    await expect(app.linhasErros).toHaveCount(1);
    await expect(app.linhasErros.first()).toContainText('Fatura sem movimento bancário correspondente');

    // 'Remover Todos' asks first; 'Cancelar' keeps everything.
    await page.getByRole('button', { name: 'Remover Todos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toContainText(
      'Tem a certeza de que deseja excluir todas as linhas de relatório? Esta ação é irreversível.',
    );
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(app.linhasErros).toHaveCount(1);

    await page.getByRole('button', { name: 'Remover Todos' }).click();
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Excluir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Sem relatórios de erros.')).toBeVisible();
    await expect(app.tabelaErros).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Sem relatórios de erros.')).toBeVisible();

    // --- The imported rows are in the spreadsheet ------------------------------------------------
    await app.empresaNav.getByRole('link', { name: 'Planilha', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/planilha$`));
    const grelha = page.getByRole('grid', { name: 'Planilha' });
    await expect(grelha).toBeVisible();
    for (const documento of caso.documentos) {
      await expect(grelha.getByRole('gridcell', { name: documento.numero, exact: true })).toBeVisible();
    }
    // Three invoices and five bank lines, two of which were matched to an invoice: six rows.
    await expect(page.getByText('6 linhas', { exact: true })).toBeVisible();
    expect(await grelha.getByRole('row').count()).toBe(7);
    // A matched invoice carries the payment date of its bank line (its column scrolled into view).
    await new PlanilhaApp(page).mostrarColuna('Data Pagamento');
    const paga = grelha.getByRole('row').filter({ hasText: 'FT PEN/117' });
    await expect(paga).toContainText(dataPt(caso.movimentos[1]?.data as string));
    await expect(page.getByText('Sem informação disponível.')).toHaveCount(0);
  });

  test('um ficheiro que não está num formato aceite é recusado com o motivo do servidor; uma linha inválida é listada', async ({
    page,
  }) => {
    const { admin, empresa } = await staffComEmpresa(page.request, 'errado', ['Loja Única']);
    const app = new ImportacaoApp(page);
    await page.goto('/login');
    await app.submitLogin(admin.email, admin.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await app.gotoImportacao(empresa._id);

    await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
    const form = app.formulario('Importar Extratos & Faturas');
    const png = pngComoCsv();
    await form.getByLabel('Ficheiro extrato').setInputFiles(png);
    const resposta = page.waitForResponse((r) => UPLOAD.test(r.url()));
    await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
    expect((await resposta).status()).toBe(400);
    const falha = form.getByRole('alert');
    await expect(falha).toContainText('Erro ao importar arquivos.');
    await expect(falha).toContainText(`O ficheiro "${png.name}" é uma imagem PNG.`);
    await expect(page.getByText('Importamento concluído!')).toHaveCount(0);
    await expect(app.resumo).toHaveCount(0);

    // Nothing was written: no import in the history, after a reload too.
    await page.reload();
    await expect(app.formulario('Importar Extratos & Faturas')).toBeVisible();
    await expect(page.getByText('Ainda não há importações.')).toBeVisible();

    // A file in the right format with one bad line: the good lines go in, the bad one is listed.
    const { ficheiro: comErro, dataInvalida } = efaturaComLinhaInvalida();
    const formulario = app.formulario('Importar Extratos & Faturas');
    await formulario.getByLabel('Ficheiro e-fatura').setInputFiles(comErro);
    await formulario.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
    await expect(formulario.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();
    await expect(app.resumoDoFicheiro(comErro.name)).toContainText(
      '2 linhas importadas, 0 duplicadas, 0 atualizadas e 1 recusada.',
    );
    expect(await app.contagens(comErro.name)).toMatchObject({
      Importadas: 2,
      'Duplicadas (já existiam)': 0,
      Atualizadas: 0,
      Recusadas: 1,
    });
    const problemas = page.getByRole('table', { name: `Linhas com problemas em ${comErro.name}` });
    await expect(problemas.getByRole('columnheader')).toHaveText(['Linha', 'Motivo']);
    await expect(problemas.locator('tbody tr')).toHaveCount(1);
    await expect(problemas.locator('tbody tr td')).toHaveText([
      '2',
      `Data de emissão inválida: "${dataInvalida}".`,
    ]);
    await expect(app.historico.locator('tbody tr')).toHaveCount(1);
    await expect(app.historico.locator('tbody tr td')).toContainText([comErro.name, '2', '0', '1']);

    // 'Cancelar' returns to the menu.
    await app.formulario('Importar Extratos & Faturas').getByRole('button', { name: 'Cancelar' }).click();
    await expect(app.menu).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/importar-ficheiros$`));
  });

  test('planilha completa, orçamento anual e produtos mensais a partir dos modelos preenchidos, por loja', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { admin, empresa, lojas } = await staffComEmpresa(page.request, 'modelos', [
      'Loja Norte',
      'Loja Sul',
    ]);
    const lojaSul = lojas[1] as { _id: string; nome: string };
    const app = new ImportacaoApp(page);
    await page.goto('/login');
    await app.submitLogin(admin.email, admin.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await app.gotoImportacao(empresa._id);
    const anoAtual = await page.evaluate(() => new Date().getFullYear());

    // --- Planilha Completa -------------------------------------------------------------------------
    await app.menu.getByRole('button', { name: 'Importar Planilha Completa' }).click();
    const planilha = app.formulario('Importar Planilha Completa');
    await expect(planilha).toBeVisible();
    await expect(planilha.getByRole('link', { name: 'Descarregar modelo' })).toBeVisible();
    await planilha.getByRole('button', { name: 'Importar Planilha' }).click();
    await expect(planilha.getByRole('alert')).toHaveText('Por favor selecione o arquivo.');
    const { ficheiro: ficheiroPlanilha, numeros } = await planilhaPreenchida();
    await planilha.getByLabel('Loja').selectOption({ label: lojaSul.nome });
    await planilha.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiroPlanilha);
    const pedidoPlanilha = page.waitForRequest((r) => r.url().includes('/api/upload/planilha/'));
    await planilha.getByRole('button', { name: 'Importar Planilha' }).click();
    expect(new URL((await pedidoPlanilha).url()).pathname).toBe(
      `/api/upload/planilha/${empresa._id}/${lojaSul._id}`,
    );
    await expect(planilha.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();
    await expect(app.resumoDoFicheiro(ficheiroPlanilha.name)).toContainText('Planilha Completa');
    expect(await app.contagens(ficheiroPlanilha.name)).toMatchObject({
      Importadas: 3,
      'Duplicadas (já existiam)': 0,
      Atualizadas: 0,
      Recusadas: 0,
    });
    // Imported again: the same rows, nothing new.
    await planilha.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiroPlanilha);
    await planilha.getByRole('button', { name: 'Importar Planilha' }).click();
    await expect(app.resumoDoFicheiro(ficheiroPlanilha.name)).toContainText(
      '0 linhas importadas, 3 duplicadas, 0 atualizadas e 0 recusadas.',
    );
    await planilha.getByRole('button', { name: 'Cancelar' }).click();

    // --- Orçamento Anual ------------------------------------------------------------------------
    await app.menu.getByRole('button', { name: 'Importar Orçamento Anual' }).click();
    const orcamento = app.formulario('Importar Orçamento Anual');
    await expect(orcamento).toBeVisible();
    // SPEC §9: ten years from the current one, next year by default; with two stores none is chosen.
    const ano = orcamento.getByLabel('Ano');
    await expect(ano).toHaveValue(String(anoAtual + 1));
    await expect(ano.locator('option')).toHaveText(
      Array.from({ length: 10 }, (_, i) => String(anoAtual + i)),
    );
    const loja = orcamento.getByLabel('Loja');
    await expect(loja).toHaveValue('');

    // The template of the chosen year downloads.
    const descarga = page.waitForEvent('download');
    await orcamento.getByRole('link', { name: 'Descarregar modelo' }).click();
    expect((await descarga).suggestedFilename()).toMatch(/\.xlsx$/);

    const ficheiroOrcamento = await orcamentoPreenchido(anoAtual + 1, 3);
    await orcamento.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiroOrcamento);
    await orcamento.getByRole('button', { name: 'Importar Orçamento' }).click();
    await expect(orcamento.getByRole('alert')).toHaveText('Por favor, selecione o arquivo, o ano e a loja.');

    await loja.selectOption({ label: lojaSul.nome });
    const pedidoOrcamento = page.waitForRequest((r) => r.url().includes('/api/upload/orcamento/'));
    await orcamento.getByRole('button', { name: 'Importar Orçamento' }).click();
    expect(new URL((await pedidoOrcamento).url()).pathname).toBe(
      `/api/upload/orcamento/${empresa._id}/${lojaSul._id}/${anoAtual + 1}`,
    );
    await expect(orcamento.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();
    await expect(app.resumoDoFicheiro(ficheiroOrcamento.name)).toContainText('Orçamento Anual');
    expect(await app.contagens(ficheiroOrcamento.name)).toMatchObject({
      Importadas: 3,
      'Duplicadas (já existiam)': 0,
      Atualizadas: 0,
      Recusadas: 0,
    });

    // The same budget again replaces it with itself: every line was already there.
    await orcamento.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiroOrcamento);
    await orcamento.getByRole('button', { name: 'Importar Orçamento' }).click();
    await expect(app.resumoDoFicheiro(ficheiroOrcamento.name)).toContainText(
      '0 linhas importadas, 3 duplicadas, 0 atualizadas e 0 recusadas.',
    );

    // --- Produtos Mensais -----------------------------------------------------------------------
    await orcamento.getByRole('button', { name: 'Cancelar' }).click();
    await expect(app.menu).toBeVisible();
    await app.menu.getByRole('button', { name: 'Importar Produtos de Vendas' }).click();
    const produtos = app.formulario('Importar Produtos de Vendas');
    await expect(produtos).toBeVisible();
    await expect(produtos.getByLabel('Ano')).toHaveCount(0);
    await expect(produtos.getByRole('link', { name: 'Descarregar modelo' })).toBeVisible();
    const ficheiroProdutos = await produtosPreenchidos(anoAtual);
    await produtos.getByLabel('Ficheiro', { exact: true }).setInputFiles(ficheiroProdutos);
    await produtos.getByRole('button', { name: 'Importar Produtos', exact: true }).click();
    await expect(produtos.getByRole('alert')).toHaveText('Por favor, selecione o arquivo e a loja.');
    await produtos.getByLabel('Loja').selectOption({ label: lojaSul.nome });
    await produtos.getByRole('button', { name: 'Importar Produtos', exact: true }).click();
    await expect(produtos.getByRole('alert').filter({ hasText: 'Importamento concluído!' })).toBeVisible();
    await expect(app.resumoDoFicheiro(ficheiroProdutos.name)).toContainText('Produtos Mensais');
    expect(await app.contagens(ficheiroProdutos.name)).toMatchObject({
      Importadas: PRODUTOS.length,
      'Duplicadas (já existiam)': 0,
      Atualizadas: 0,
      Recusadas: 0,
    });

    // The history has the five imports.
    await expect(app.historico.locator('tbody tr')).toHaveCount(5);
    for (const nome of [ficheiroPlanilha.name, ficheiroOrcamento.name, ficheiroProdutos.name]) {
      await expect(app.historico).toContainText(nome);
    }

    // The spreadsheet shows the rows of the Planilha Completa (the budget is not in it).
    await app.empresaNav.getByRole('link', { name: 'Planilha', exact: true }).click();
    const grelha = page.getByRole('grid', { name: 'Planilha' });
    for (const numero of numeros) {
      await expect(grelha.getByRole('gridcell', { name: numero, exact: true })).toBeVisible();
    }
    await expect(page.getByText('3 linhas', { exact: true })).toBeVisible();
    await expect(page.getByText('Sem informação disponível.')).toHaveCount(0);
  });
});
