import { expect, semErrosDaPagina, test } from './support/app';
import {
  dataPt,
  diasAtras,
  efaturaCsv,
  empresaComEquipa,
  faturasDaSerie,
  hojeLisboa,
  outraSessao,
  PlanilhaApp,
} from './support/planilha';

// SPEC §2 "Spreadsheet (planilha) screen", §4 (edit mode, dependent selection, date range), §5
// (date range and paste rules), §8; issue 5's browser tests. Every test builds its own company
// through the API and puts rows in its spreadsheet through the e-fatura import or the row calls.

const DATA_INICIAL_MAIOR = 'A data inicial não pode ser maior que a data final.';
const VALOR_INVALIDO = 'Valor inválido para colagem!';
const LINHA_ALTERADA =
  'Esta linha foi alterada por outra pessoa depois de a ter aberto. Recarregue-a para ver a versão atual.';
const SEM_PERMISSAO = 'O seu papel nesta empresa não permite esta ação.';
const FSE = 'Fornecimentos e serviços externos';

const fatura = faturasDaSerie('E2E', 1000);

semErrosDaPagina();

test.describe('Planilha: pesquisar, ordenar, editar, colar e guardar', () => {
  test('um editor filtra por data, pesquisa, ordena por Total, muda uma categoria, cola, guarda e encontra a alteração ao recarregar', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.slow();
    const luz = fatura('Electricidade Exemplo, S.A.', '50129371', 1, 10, 123);
    const cafe = fatura('Café Central, Lda', '50211122', 2, 20, 45.5);
    const papel = fatura('Papelaria Aurora, Lda', '50322233', 3, 5, 1234.56);
    const agua = fatura('Água Pura Exemplo, S.A.', '50433344', 4, 40, 12.3);
    const seguro = fatura('Seguros Atlântico, S.A.', '50544455', 5, 200, 300);
    const { empresa, membros } = await empresaComEquipa(request, 'planilha', ['editor']);
    const editor = membros[0]!;
    // The rows arrive unclassified, to be classified here by hand: the starter rules they meet are off.
    await editor.api.desativarRegrasBase(empresa._id, ['electricidade', 'papelaria', 'seguros']);
    await editor.api.importarEfatura(empresa._id, efaturaCsv([luz, cafe, papel, agua, seguro]));

    const app = await PlanilhaApp.abrir(page, editor, empresa.nome);

    // --- The default range: the last three months, newest first -----------------------------
    await expect(app.dataFinal).toHaveValue(dataPt(hojeLisboa()));
    await expect(app.contagem(4)).toBeVisible();
    await app.esperarColuna('Emitente', [papel.emitente, luz.emitente, cafe.emitente, agua.emitente]);
    await expect(app.paginas.getByText('1 / 1')).toBeVisible();

    // --- Date filter ----------------------------------------------------------------------------
    await app.escreverData(app.dataInicial, diasAtras(25));
    await app.procurar();
    await expect(app.contagem(3)).toBeVisible();
    await app.esperarColuna('Emitente', [papel.emitente, luz.emitente, cafe.emitente]);
    await expect(app.linha(3)).toHaveCount(0);

    // Start after end: the end is cleared and the alert says why.
    await app.escreverData(app.dataInicial, hojeLisboa());
    await app.escreverData(app.dataFinal, diasAtras(30));
    await expect(app.filtroDatas.getByRole('alert')).toHaveText(DATA_INICIAL_MAIOR);
    await expect(app.dataFinal).toHaveValue('');
    await expect(app.contagem(3)).toBeVisible();

    // 'Limpar' goes back to the default range.
    await app.filtroDatas.getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect(app.filtroDatas.getByRole('alert')).toHaveCount(0);
    await expect(app.dataFinal).toHaveValue(dataPt(hojeLisboa()));
    await expect(app.contagem(4)).toBeVisible();

    // A wider range reaches the older invoice; it is kept in the browser (checked after the reload).
    await app.escreverData(app.dataInicial, diasAtras(365));
    await app.procurar();
    await expect(app.contagem(5)).toBeVisible();
    await app.esperarColuna('Emitente', [
      papel.emitente,
      luz.emitente,
      cafe.emitente,
      agua.emitente,
      seguro.emitente,
    ]);

    // --- Search: accent-, case- and old-spelling-insensitive -----------------------------------
    const campoPesquisa = app.pesquisa.getByRole('textbox', { name: 'Pesquisar' });
    await expect(campoPesquisa).toHaveAttribute('placeholder', 'Pesquisar por...');
    await app.pesquisar('eletr');
    await expect(app.contagem(1)).toBeVisible();
    await app.esperarColuna('Emitente', [luz.emitente]);
    await expect(app.linha(1)).toHaveCount(0);

    await app.pesquisar('AGUA');
    await expect(app.contagem(1)).toBeVisible();
    await app.esperarColuna('Emitente', [agua.emitente]);

    await app.pesquisa.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(campoPesquisa).toHaveValue('');
    await expect(app.contagem(5)).toBeVisible();

    // --- Sort by 'Total' on the server, both ways -----------------------------------------------
    await app.mostrarColuna('Total');
    const total = app.cabecalho('Total');
    await total.click();
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(total).toContainText('▲');
    const ascendente = [papel, seguro, luz, cafe, agua];
    await app.esperarColuna(
      'Total',
      ascendente.map((f) => f.totalNaGrelha),
    );
    await total.click();
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(total).toContainText('▼');
    const descendente = [...ascendente].reverse();
    await app.esperarColuna(
      'Total',
      descendente.map((f) => f.totalNaGrelha),
    );

    // --- Edit mode ------------------------------------------------------------------------------
    await app.botao('Editar Planilha').click();
    await expect(app.botao('Salvar Alterações')).toBeVisible();
    await expect(app.botao('Cancelar')).toBeVisible();
    await expect(app.botao('Editar Planilha')).toHaveCount(0);
    await expect(app.paginas.getByRole('button', { name: '<', exact: true })).toBeDisabled();
    await expect(app.paginas.getByRole('button', { name: '>', exact: true })).toBeDisabled();
    // Search, dates and pages stay usable while editing (issue 20): pending changes are asked about first.
    await expect(campoPesquisa).toBeEnabled();

    const linhaLuz = descendente.indexOf(luz);
    const linhaCafe = descendente.indexOf(cafe);
    await app.mostrarColuna('Categoria A');
    await expect(app.celula(linhaLuz, 'Categoria A')).toHaveText('Sem Categoria A');

    // A new Categoria A resets Subcategoria A to that category's default.
    await app.escolher(linhaLuz, 'Categoria A', FSE);
    await expect(app.celula(linhaLuz, 'Categoria A')).toHaveText(FSE);
    await expect(app.celula(linhaLuz, 'Subcategoria A')).toHaveText('Subcontratos');
    await expect(page.getByText('1 linha alterada', { exact: true })).toBeVisible();

    // Pasting into a dropdown cell: only one of its options (a subcategory of another category is not).
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await app.colar(linhaLuz, 'Subcategoria A', 'Mercadoria');
    await expect(app.notificacao(VALOR_INVALIDO).first()).toBeVisible();
    await expect(app.celula(linhaLuz, 'Subcategoria A')).toHaveText('Subcontratos');

    // A valid pasted category lands, and resets its subcategory as a choice in the list would.
    await app.colar(linhaCafe, 'Categoria A', 'Compras');
    await expect(app.celula(linhaCafe, 'Categoria A')).toHaveText('Compras');
    await expect(app.celula(linhaCafe, 'Subcategoria A')).toHaveText('Mercadoria');
    await expect(page.getByText('2 linhas alteradas', { exact: true })).toBeVisible();

    // --- Save, reload, and the changes are there -------------------------------------------------
    await app.botao('Salvar Alterações').click();
    await expect(app.notificacao('Alterações guardadas (2 linhas).')).toBeVisible();
    await expect(app.botao('Editar Planilha')).toBeVisible();
    await expect(page.getByText('2 linhas alteradas', { exact: true })).toHaveCount(0);

    await page.reload();
    await app.esperarGrelha();
    await expect(app.dataInicial).toHaveValue(dataPt(diasAtras(365)));
    await expect(app.contagem(5)).toBeVisible();
    const porData = [papel, luz, cafe, agua, seguro];
    await app.esperarColuna(
      'Emitente',
      porData.map((f) => f.emitente),
    );
    await app.mostrarColuna('Categoria A');
    await app.esperarColuna('Categoria A', ['Sem Categoria A', FSE, 'Compras', 'Sem Categoria A']);
    await app.esperarColuna('Subcategoria A', [
      'Sem Subcategoria A',
      'Subcontratos',
      'Mercadoria',
      'Sem Subcategoria A',
    ]);
  });

  test('duas sessões editam a mesma linha: a segunda a guardar recebe o conflito e recarrega a linha', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.slow();
    const luz = fatura('Electricidade Exemplo, S.A.', '50129371', 7, 3, 99.9);
    const { empresa, membros } = await empresaComEquipa(request, 'conflito', ['editor', 'editor']);
    const [ana, bruno] = membros as [(typeof membros)[0], (typeof membros)[0]];
    await ana.api.importarEfatura(empresa._id, efaturaCsv([luz]));

    const contextoBruno = await outraSessao(browser, baseURL);
    try {
      const appAna = await PlanilhaApp.abrir(page, ana, empresa.nome);
      const paginaBruno = await contextoBruno.newPage();
      const errosBruno: string[] = [];
      paginaBruno.on('pageerror', (erro) => errosBruno.push(erro.message));
      const appBruno = await PlanilhaApp.abrir(paginaBruno, bruno, empresa.nome);
      for (const app of [appAna, appBruno]) {
        await app.esperarColuna('Emitente', [luz.emitente]);
        await app.botao('Editar Planilha').click();
        await app.mostrarColuna('Categoria A');
      }

      // Bruno changes the row first (on the version both read) but saves last.
      await appBruno.escolher(0, 'Categoria A', 'Gastos com o pessoal');
      await expect(appBruno.celula(0, 'Subcategoria A')).toHaveText('Vencimento Líquido');

      await appAna.escolher(0, 'Categoria A', 'Compras');
      await appAna.botao('Salvar Alterações').click();
      await expect(appAna.notificacao('Alterações guardadas (1 linha).')).toBeVisible();

      const conflito = appBruno.page.waitForResponse(
        (r) => r.url().includes('/put/planilha/') && r.request().method() === 'PUT',
      );
      await appBruno.botao('Salvar Alterações').click();
      expect((await conflito).status()).toBe(409);
      const relatorio = appBruno.page.getByRole('alert').filter({ hasText: 'Uma linha não foi guardada' });
      await expect(relatorio).toBeVisible();
      await expect(relatorio).toContainText(LINHA_ALTERADA);
      // The server's version beside Bruno's, field by field.
      const versaoAtual = relatorio.getByRole('table', { name: /^Versão atual de / });
      await expect(versaoAtual.getByRole('row', { name: /Categoria A/ })).toHaveText(
        /Categoria A\s*Compras\s*Gastos com o pessoal/,
      );
      await expect(versaoAtual.getByRole('row', { name: /Subcategoria A/ })).toHaveText(
        /Subcategoria A\s*Mercadoria\s*Vencimento Líquido/,
      );
      // Nothing was overwritten: still in edit mode, his change still on screen, Ana's on the server.
      await expect(appBruno.botao('Salvar Alterações')).toBeVisible();
      await expect(appBruno.page.getByText('1 linha alterada', { exact: true })).toBeVisible();
      await expect(appBruno.celula(0, 'Categoria A')).toHaveText('Gastos com o pessoal');
      const [noServidor] = await bruno.api.linhas(empresa._id);
      expect(noServidor?.categoria_A).toBe('Compras');

      // 'Recarregar linha' shows the server's version and drops his change.
      await relatorio.getByRole('button', { name: 'Recarregar linha' }).click();
      await expect(relatorio).toHaveCount(0);
      await expect(appBruno.celula(0, 'Categoria A')).toHaveText('Compras');
      await expect(appBruno.celula(0, 'Subcategoria A')).toHaveText('Mercadoria');
      await expect(appBruno.page.getByText('1 linha alterada', { exact: true })).toHaveCount(0);

      // On the reloaded version his change now saves.
      await appBruno.escolher(0, 'Categoria A', 'Gastos com o pessoal');
      await appBruno.botao('Salvar Alterações').click();
      await expect(appBruno.notificacao('Alterações guardadas (1 linha).')).toBeVisible();
      await expect(appBruno.botao('Editar Planilha')).toBeVisible();
      const [depois] = await ana.api.linhas(empresa._id);
      expect(depois?.categoria_A).toBe('Gastos com o pessoal');
      expect(depois?.subcategoria_A).toBe('Vencimento Líquido');
      expect(errosBruno).toEqual([]);
    } finally {
      await contextoBruno.close();
    }
  });

  test('um leitor não tem controlos de edição: o servidor recusa a gravação e a planilha fecha-se-lhe', async ({
    page,
    request,
  }) => {
    test.slow();
    const luz = fatura('Electricidade Exemplo, S.A.', '50129371', 8, 4, 50);
    const { empresa, admin, membros } = await empresaComEquipa(request, 'leitor', ['editor']);
    const carla = membros[0]!;
    await admin.api.desativarRegrasBase(empresa._id, ['electricidade']);
    await admin.api.importarEfatura(empresa._id, efaturaCsv([luz]));

    const app = await PlanilhaApp.abrir(page, carla, empresa.nome);
    await app.esperarColuna('Emitente', [luz.emitente]);
    await app.botao('Editar Planilha').click();
    await app.mostrarColuna('Categoria A');
    await app.escolher(0, 'Categoria A', 'Compras');

    // Meanwhile an administrator makes her a leitor: the server refuses her save.
    await admin.api.mudarPapel(empresa._id, carla.api.userId, 'leitor');
    await app.botao('Salvar Alterações').click();
    const relatorio = page.getByRole('alert').filter({ hasText: 'Uma linha não foi guardada' });
    await expect(relatorio).toContainText(SEM_PERMISSAO);
    await expect(relatorio.getByRole('button', { name: 'Recarregar linha' })).toHaveCount(0);
    const [linha] = await admin.api.linhas(empresa._id);
    expect(linha?.categoria_A).toBe('Sem Categoria A');
    await app.botao('Cancelar').click();
    await expect(relatorio).toHaveCount(0);

    // As a leitor she no longer reaches the spreadsheet, nor any edit control.
    await page.reload();
    await expect(page).toHaveURL(/\/conta\/nao-autorizado$/);
    await expect(app.heading('Acesso não autorizado')).toBeVisible();
    await expect(app.botao('Editar Planilha')).toHaveCount(0);
    await expect(app.botao('Nova Linha')).toHaveCount(0);
    await expect(app.grid).toHaveCount(0);

    await app.gotoLista();
    await expect(app.empresaCard(empresa.nome)).toContainText('Leitor');
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await expect(app.empresaNav.getByRole('link', { name: 'Planilha', exact: true })).toHaveCount(0);
    await page.goto(`/empresa/${empresa._id}/planilha`);
    await expect(page).toHaveURL(/\/conta\/nao-autorizado$/);
    await expect(app.botao('Editar Planilha')).toHaveCount(0);

    // The server answers the same to the leitor's own calls.
    expect((await carla.api.pagina(empresa._id)).status()).toBe(403);
  });
});

test.describe('Planilha: ações das linhas e ecrã estreito', () => {
  test('nas suas linhas manuais o editor duplica, remove com confirmação e acrescenta (de volta à página 1); associar sem extratos pendentes', async ({
    page,
    request,
  }) => {
    test.slow();
    const { empresa, admin, membros } = await empresaComEquipa(request, 'acoes', ['editor']);
    const editor = membros[0]!;
    // 200 imported invoices of the last 30 days fill page 1; the oldest import (45 days) and the
    // manual rows (60 and 61 days) are on page 2.
    const faturas = Array.from({ length: 201 }, (_, i) =>
      fatura(`Fornecedor ${i + 1}, Lda`, String(50_600_000 + i), i + 1, i === 0 ? 45 : 1 + (i % 30), 10 + i),
    );
    await admin.api.importarEfatura(empresa._id, efaturaCsv(faturas));
    const minha = 'Linha manual do editor';
    const alheia = 'Linha manual do administrador';
    await editor.api.criarLinhaManual(empresa._id, diasAtras(60), minha, 25);
    await admin.api.criarLinhaManual(empresa._id, diasAtras(61), alheia, 30);

    const app = await PlanilhaApp.abrir(page, editor, empresa.nome);
    await expect(app.contagem(203)).toBeVisible();
    await expect(app.paginas.getByText('1 / 2')).toBeVisible();
    await expect(app.paginas.getByRole('button', { name: '<', exact: true })).toBeDisabled();
    await app.paginas.getByRole('button', { name: '>', exact: true }).click();
    await expect(app.paginas.getByText('2 / 2')).toBeVisible();
    await expect(app.paginas.getByRole('button', { name: '>', exact: true })).toBeDisabled();
    await app.esperarColuna('Emitente', [faturas[0]?.emitente ?? '', minha, alheia]);

    // Row actions only on the editor's own manual row; history and association on every pending row.
    const acoes = (linha: number) => app.celula(linha, 'Ações');
    await expect(acoes(1).getByRole('button')).toHaveCount(5);
    for (const nome of ['Histórico da linha', 'Adicionar linha', 'Duplicar linha', 'Remover linha']) {
      await expect(acoes(1).getByRole('button', { name: nome })).toBeVisible();
    }
    for (const linha of [0, 2]) {
      await expect(acoes(linha).getByRole('button', { name: 'Histórico da linha' })).toBeVisible();
      await expect(acoes(linha).getByRole('button', { name: 'Associar extrato', exact: true })).toBeVisible();
      for (const nome of ['Adicionar linha', 'Duplicar linha', 'Remover linha']) {
        await expect(acoes(linha).getByRole('button', { name: nome })).toHaveCount(0);
      }
    }

    // Associate: the company has no pending bank statement.
    await acoes(1).getByRole('button', { name: 'Associar extrato', exact: true }).click();
    const associar = page.getByRole('dialog', { name: 'Associar extrato' });
    await expect(associar.getByText('Não há extratos pendentes para associar.')).toBeVisible();
    await expect(associar).toContainText(minha);
    await associar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(associar).toBeHidden();

    // Duplicate: a second manual row of the editor, with the same invoice fields.
    await acoes(1).getByRole('button', { name: 'Duplicar linha' }).click();
    await expect(app.notificacao('Linha duplicada.')).toBeVisible();
    await expect(app.contagem(204)).toBeVisible();
    await expect
      .poll(async () => (await app.coluna('Emitente', 4)).filter((e) => e === minha).length)
      .toBe(2);
    await app.esperarColuna('Emitente', [faturas[0]?.emitente ?? '', minha, minha, alheia]);
    await expect(acoes(2).getByRole('button', { name: 'Remover linha' })).toBeVisible();

    // Remove: asks first; 'Cancelar' keeps the row, 'Remover' removes it.
    await acoes(2).getByRole('button', { name: 'Remover linha' }).click();
    let confirmar = page.getByRole('dialog', { name: 'Remover linha' });
    await expect(confirmar).toContainText('Tem a certeza de que deseja remover esta linha?');
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmar).toBeHidden();
    await expect(app.contagem(204)).toBeVisible();
    await acoes(2).getByRole('button', { name: 'Remover linha' }).click();
    confirmar = page.getByRole('dialog', { name: 'Remover linha' });
    await confirmar.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect(app.notificacao('Linha removida.')).toBeVisible();
    await expect(confirmar).toBeHidden();
    await expect(app.contagem(203)).toBeVisible();
    await app.esperarColuna('Emitente', [faturas[0]?.emitente ?? '', minha, alheia]);

    // Add from page 2: the new row is dated today, and the screen goes back to page 1 where it is.
    await acoes(1).getByRole('button', { name: 'Adicionar linha' }).click();
    await expect(app.notificacao('Linha adicionada.')).toBeVisible();
    await expect(app.paginas.getByText('1 / 2')).toBeVisible();
    await expect(app.contagem(204)).toBeVisible();
    await expect(app.celula(0, 'Emitente')).toHaveText('');
    await expect(app.celula(0, 'Data Emissão')).toHaveText(dataPt(hojeLisboa()));
    await expect(acoes(0).getByRole('button', { name: 'Remover linha' })).toBeVisible();

    const doEditor = (await editor.api.linhas(empresa._id, { page: 1 })).concat(
      await editor.api.linhas(empresa._id, { page: 2 }),
    );
    const manuais = doEditor.filter((l) => l.criadaManualmente && l.criadoPor === editor.api.userId);
    expect(manuais.map((l) => l.fatura?.emitente ?? null).sort()).toEqual([minha, null].sort());
  });

  test('a 768 px a barra de ferramentas e a grelha continuam utilizáveis', async ({ page, request }) => {
    test.slow();
    await page.setViewportSize({ width: 768, height: 1000 });
    const luz = fatura('Electricidade Exemplo, S.A.', '50129371', 9, 2, 61.5);
    const cafe = fatura('Café Central, Lda', '50211122', 10, 6, 7.8);
    const { empresa, membros } = await empresaComEquipa(request, 'estreito', ['editor']);
    const editor = membros[0]!;
    await editor.api.importarEfatura(empresa._id, efaturaCsv([luz, cafe]));

    const app = await PlanilhaApp.abrir(page, editor, empresa.nome);
    await app.esperarColuna('Emitente', [luz.emitente, cafe.emitente]);

    // Nothing of the page is wider than the screen; every control is on it.
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(768);
    const controlos = [
      app.pesquisa.getByRole('textbox', { name: 'Pesquisar' }),
      app.pesquisa.getByRole('button', { name: 'Procurar' }),
      app.dataInicial,
      app.dataFinal,
      app.filtroDatas.getByRole('button', { name: 'Limpar', exact: true }),
      app.filtroDatas.getByRole('button', { name: 'Tudo' }),
      app.botao('Editar Planilha'),
      app.botao('Nova Linha'),
      app.paginas,
      app.grid,
    ];
    for (const controlo of controlos) {
      await expect(controlo).toBeInViewport();
      const caixa = await controlo.boundingBox();
      expect(caixa, String(controlo)).not.toBeNull();
      expect((caixa?.x ?? 0) + (caixa?.width ?? 0)).toBeLessThanOrEqual(768);
    }

    // The grid scrolls sideways to its last column.
    const { scrollWidth, clientWidth } = await app.grid.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await app.mostrarColuna('Unidade de Negócio');
    await expect(app.celula(0, 'Unidade de Negócio')).toHaveText('Loja Centro');

    // Searching and editing work at this width.
    await app.pesquisar('café');
    await expect(app.contagem(1)).toBeVisible();
    await app.pesquisa.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(app.contagem(2)).toBeVisible();

    await app.botao('Editar Planilha').click();
    await app.mostrarColuna('Categoria A');
    await app.escolher(1, 'Categoria A', 'Vendas e serviços prestados');
    await expect(app.celula(1, 'Subcategoria A')).toHaveText('Serviços Prestados');
    await expect(app.botao('Salvar Alterações')).toBeInViewport();
    await app.botao('Salvar Alterações').click();
    await expect(app.notificacao('Alterações guardadas (1 linha).')).toBeVisible();
    const linhas = await editor.api.linhas(empresa._id);
    expect(linhas.find((l) => l.fatura?.emitente === cafe.emitente)?.subcategoria_A).toBe(
      'Serviços Prestados',
    );
  });
});
