import { expect, semErrosDaPagina, test } from './support/app';
import {
  dataPt,
  diasAtras,
  efaturaCsv,
  empresaComEquipa,
  faturasDaSerie,
  hojeLisboa,
  PlanilhaApp,
} from './support/planilha';

// Issue 20's spreadsheet: the period that has rows, the import's link to it, one 'Procurar' with date
// presets, 'Por classificar' with its count, frozen identity columns, bulk classification with a
// conflict per row, edit mode that asks before searching, the reset Subcategoria A shown, and paste
// errors that name the cell.

const LINHA_ALTERADA =
  'Esta linha foi alterada por outra pessoa depois de a ter aberto. Recarregue-a para ver a versão atual.';
const REPOSTO = 'Mudou sozinho com a categoria: confirme este valor.';
const FSE = 'Fornecimentos e serviços externos';
const SEM_REGRAS = ['electricidade', 'papelaria', 'seguros'];

const fatura = faturasDaSerie('PD', 2000);

semErrosDaPagina();

test('uma importação antiga: a ligação do resumo abre o seu período, o intervalo vazio oferece o período com dados, os atalhos e um só Procurar', async ({
  page,
  request,
}) => {
  test.slow();
  const padaria = fatura('Padaria Velha, Lda', '50129371', 1, 300, 10);
  const talho = fatura('Talho Central, Lda', '50211122', 2, 200, 20);
  const { empresa, membros } = await empresaComEquipa(request, 'periodo', ['editor']);
  const editor = membros[0]!;

  // No rows at all: nothing to offer.
  const app = await PlanilhaApp.abrir(page, editor, empresa.nome);
  await expect(app.contagem(0)).toBeVisible();
  await expect(page.getByText('Sem linhas neste período')).toHaveCount(0);

  // --- The import's summary links to the period its rows fall in ----------------------------
  await app.empresaNav.getByRole('link', { name: 'Importar Ficheiros', exact: true }).click();
  await page.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
  const form = page.getByRole('region', { name: 'Importar Extratos & Faturas', exact: true });
  await form.getByLabel('Ficheiro e-fatura').setInputFiles({
    name: 'efatura-antiga.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(efaturaCsv([padaria, talho]), 'utf8'),
  });
  await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
  const ligacao = page.getByRole('region', { name: 'Resumo da importação' }).getByRole('link', {
    name: `Ver as linhas importadas na planilha (${dataPt(padaria.data)} a ${dataPt(talho.data)})`,
  });
  await ligacao.click();
  await expect(page).toHaveURL(new RegExp(`/planilha\\?startDate=${padaria.data}&endDate=${talho.data}$`));
  await app.esperarGrelha();
  await expect(app.contagem(2)).toBeVisible();
  await expect(app.dataInicial).toHaveValue(dataPt(padaria.data));
  await expect(app.dataFinal).toHaveValue(dataPt(talho.data));
  await app.esperarColuna('Emitente', [talho.emitente, padaria.emitente]);

  // --- A preset with no rows: said so, and the period with rows one click away ---------------
  const ano = Number(hojeLisboa().slice(0, 4));
  await app.filtroDatas.getByRole('button', { name: 'Este mês' }).click();
  await expect(app.dataInicial).toHaveValue(dataPt(`${hojeLisboa().slice(0, 7)}-01`));
  await expect(app.contagem(0)).toBeVisible();
  await expect(page).toHaveURL(/\/planilha$/);
  const aviso = page.getByRole('status').filter({ hasText: 'Sem linhas neste período' });
  await expect(aviso).toContainText(`Há 2 linhas de ${dataPt(padaria.data)} a ${dataPt(talho.data)}.`);
  await aviso.getByRole('button', { name: 'Ver o período com dados' }).click();
  await expect(app.contagem(2)).toBeVisible();
  await expect(app.dataInicial).toHaveValue(dataPt(padaria.data));
  await expect(app.dataFinal).toHaveValue(dataPt(talho.data));
  await expect(aviso).toHaveCount(0);

  await app.filtroDatas.getByRole('button', { name: 'Este ano' }).click();
  await expect(app.dataInicial).toHaveValue(`01/01/${ano}`);
  await expect(app.dataFinal).toHaveValue(`31/12/${ano}`);
  await app.filtroDatas.getByRole('button', { name: 'Ano passado' }).click();
  await expect(app.dataInicial).toHaveValue(`01/01/${ano - 1}`);
  await expect(app.dataFinal).toHaveValue(`31/12/${ano - 1}`);
  await app.filtroDatas.getByRole('button', { name: 'Tudo' }).click();
  await expect(app.dataInicial).toHaveValue(dataPt(padaria.data));
  await expect(app.dataFinal).toHaveValue(dataPt(talho.data));
  await expect(app.contagem(2)).toBeVisible();

  // --- One 'Procurar' applies the search and the newly chosen dates together -----------------
  await app.pesquisa.getByRole('textbox', { name: 'Pesquisar' }).fill('padaria');
  await app.escreverData(app.dataInicial, diasAtras(350));
  await app.escreverData(app.dataFinal, diasAtras(250));
  await app.procurar();
  await expect(app.contagem(1)).toBeVisible();
  await app.esperarColuna('Emitente', [padaria.emitente]);
  // New dates with the same search: the search is kept and the dates apply.
  await app.escreverData(app.dataInicial, diasAtras(240));
  await app.escreverData(app.dataFinal, diasAtras(10));
  await app.procurar();
  await expect(app.contagem(0)).toBeVisible();
  // The period offered is the search's own.
  await expect(aviso).toContainText(`Há 1 linha de ${dataPt(padaria.data)} a ${dataPt(padaria.data)}.`);
});

test("'Por classificar' com a contagem, colunas de identidade fixas, classificação em massa com seleção por Shift e o conflito de uma linha", async ({
  page,
  request,
}) => {
  test.slow();
  const faturas = [
    fatura('Electricidade Exemplo, S.A.', '50129371', 11, 5, 40),
    fatura('Café Central, Lda', '50211122', 12, 6, 50),
    fatura('Papelaria Aurora, Lda', '50322233', 13, 7, 60),
    fatura('Seguros Atlântico, S.A.', '50544455', 14, 8, 70),
  ];
  const { empresa, admin, membros } = await empresaComEquipa(request, 'massa', ['editor']);
  const editor = membros[0]!;
  await editor.api.desativarRegrasBase(empresa._id, SEM_REGRAS);
  await editor.api.importarEfatura(empresa._id, efaturaCsv(faturas));
  // The oldest row already classified: three wait for a classification.
  const linhasApi = await editor.api.linhas(empresa._id);
  const seguros = linhasApi.find((l) => l.fatura?.emitente === faturas[3]!.emitente)!;
  await editor.api.editar(seguros, {
    categoria_A: FSE,
    subcategoria_A: 'Seguros',
    categoria_B: 'Fluxos de caixa das actividades operacionais',
    subcategoria_B: 'Não Aplicável',
    rubrica_B: 'Pagamentos a fornecedores',
  });

  const app = await PlanilhaApp.abrir(page, editor, empresa.nome);
  await expect(app.contagem(4)).toBeVisible();
  const porClassificar = page.getByRole('button', { name: 'Por classificar (3)' });
  await expect(porClassificar).toHaveAttribute('aria-pressed', 'false');
  await porClassificar.click();
  await expect(porClassificar).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/porClassificar=categorias/);
  await expect(app.contagem(3)).toBeVisible();
  await app.esperarColuna(
    'Emitente',
    faturas.slice(0, 3).map((f) => f.emitente),
  );

  // --- Frozen identity columns: Emitente, Nº Fatura and Total stay put while scrolling right ----
  const antes = await app.celula(0, 'Emitente').boundingBox();
  await app.mostrarColuna('Unidade de Negócio');
  await expect(app.celula(0, 'Unidade de Negócio')).toHaveText('Loja Centro');
  for (const coluna of ['Ações', 'Emitente', 'Nº Fatura', 'Total'] as const) {
    await expect(app.celula(0, coluna)).toBeInViewport();
  }
  expect((await app.celula(0, 'Emitente').boundingBox())?.x).toBe(antes?.x);
  await expect(app.celula(0, 'Total')).toHaveText(faturas[0]!.totalNaGrelha);

  // --- Tick the first row, Shift+click the third: three rows -----------------------------------
  await app.celula(0, 'Selecionar').getByRole('checkbox').click();
  await app
    .celula(2, 'Selecionar')
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  const massa = page.getByRole('region', { name: 'Classificar as linhas selecionadas' });
  await expect(massa).toContainText('3 linhas selecionadas');
  await expect(app.celula(1, 'Selecionar').getByRole('checkbox')).toBeChecked();

  // Meanwhile someone else changes the second row: its version moves on.
  const cafe = (await admin.api.linhas(empresa._id)).find(
    (l) => l.fatura?.emitente === faturas[1]!.emitente,
  )!;
  await admin.api.editar(cafe, { gasto: 'Fixo' });

  await massa.getByLabel('Campo').selectOption({ label: 'Categoria A' });
  await massa.getByLabel('Valor').selectOption('Compras');
  await expect(massa).toContainText('Muda também: Subcategoria A: Mercadoria.');
  await massa.getByRole('button', { name: 'Aplicar e guardar' }).click();

  await expect(app.notificacao('Alterações guardadas (2 linhas).')).toBeVisible();
  const relatorio = page.getByRole('alert').filter({ hasText: 'Uma linha não foi guardada' });
  await expect(relatorio).toContainText(LINHA_ALTERADA);
  await expect(relatorio).toContainText(faturas[1]!.nome);

  // Each saved row has its own history entry; the conflicting one kept the other person's change.
  const depois = await editor.api.linhas(empresa._id);
  for (const f of [faturas[0]!, faturas[2]!]) {
    const linha = depois.find((l) => l.fatura?.emitente === f.emitente)!;
    expect([linha.categoria_A, linha.subcategoria_A]).toEqual(['Compras', 'Mercadoria']);
    const historico = await editor.api.historico(linha._id);
    expect(historico.filter((h) => h.acao === 'editar' && h.campo === 'categoria_A')).toHaveLength(1);
  }
  const cafeDepois = depois.find((l) => l.fatura?.emitente === faturas[1]!.emitente)!;
  expect(cafeDepois.categoria_A).toBe('Sem Categoria A');

  // The refused row, reloaded, shows the server's version. All three still wait for a Categoria B.
  await relatorio.getByRole('button', { name: 'Recarregar linha' }).click();
  await app.botao('Cancelar').click();
  await expect(app.contagem(3)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Por classificar (3)' })).toBeVisible();
  await app.esperarColuna(
    'Emitente',
    faturas.slice(0, 3).map((f) => f.emitente),
  );
  await app.mostrarColuna('Categoria A');
  await app.esperarColuna('Categoria A', ['Compras', 'Sem Categoria A', 'Compras']);
});

test('em edição, procurar pede para guardar antes; a Subcategoria A reposta fica marcada; um erro de colagem diz a célula e o valor', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.slow();
  const luz = fatura('Electricidade Exemplo, S.A.', '50129371', 21, 3, 30);
  const cafe = fatura('Café Central, Lda', '50211122', 22, 4, 45);
  const { empresa, membros } = await empresaComEquipa(request, 'guardar-antes', ['editor']);
  const editor = membros[0]!;
  await editor.api.desativarRegrasBase(empresa._id, SEM_REGRAS);
  await editor.api.importarEfatura(empresa._id, efaturaCsv([luz, cafe]));

  const app = await PlanilhaApp.abrir(page, editor, empresa.nome);
  await app.esperarColuna('Emitente', [luz.emitente, cafe.emitente]);
  await app.botao('Editar Planilha').click();
  await app.mostrarColuna('Categoria A');

  // A new Categoria A resets Subcategoria A: that cell is marked and says so.
  await app.escolher(0, 'Categoria A', FSE);
  await expect(app.celula(0, 'Subcategoria A')).toHaveText('Subcontratos');
  await expect(app.celula(0, 'Subcategoria A').getByRole('img', { name: REPOSTO })).toBeVisible();
  await expect(app.celula(0, 'Categoria A').getByRole('img', { name: REPOSTO })).toHaveCount(0);
  // Chosen by hand, it is no longer marked.
  await app.escolher(0, 'Subcategoria A', 'Electricidade');
  await expect(app.celula(0, 'Subcategoria A').getByRole('img', { name: REPOSTO })).toHaveCount(0);

  // A paste refused names the row, the column and the value.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await app.colar(1, 'Categoria A', 'xyz');
  await expect(
    app.notificacao('Valor inválido para colagem! Linha 2, Categoria A: «xyz»').first(),
  ).toBeVisible();

  // Searching with a change pending asks first; 'Cancelar' leaves everything as it was.
  const campoPesquisa = app.pesquisa.getByRole('textbox', { name: 'Pesquisar' });
  await expect(campoPesquisa).toBeEnabled();
  await campoPesquisa.fill('café');
  await app.procurar();
  const pergunta = page.getByRole('dialog', { name: 'Alterações por guardar' });
  await expect(pergunta).toContainText('Tem 1 linha alterada por guardar.');
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pergunta).toHaveCount(0);
  await expect(app.contagem(2)).toBeVisible();
  await expect(page.getByText('1 linha alterada', { exact: true })).toBeVisible();

  // 'Descartar': the change goes, the search applies, still in edit mode.
  await app.procurar();
  await pergunta.getByRole('button', { name: 'Descartar' }).click();
  await expect(app.contagem(1)).toBeVisible();
  await app.esperarColuna('Emitente', [cafe.emitente]);
  await expect(app.botao('Salvar Alterações')).toBeVisible();
  await expect(page.getByText('1 linha alterada', { exact: true })).toHaveCount(0);

  // 'Guardar': the change is saved, then the preset applies.
  await app.mostrarColuna('Categoria A');
  await app.escolher(0, 'Categoria A', 'Compras');
  await app.filtroDatas.getByRole('button', { name: 'Tudo' }).click();
  await pergunta.getByRole('button', { name: 'Guardar' }).click();
  await expect(app.notificacao('Alterações guardadas (1 linha).')).toBeVisible();
  await expect(app.dataInicial).toHaveValue(dataPt(cafe.data));
  await expect(app.botao('Editar Planilha')).toBeVisible();
  const [guardada] = await editor.api.linhas(empresa._id, { searchTerm: 'café' });
  expect(guardada?.categoria_A).toBe('Compras');
  expect(guardada?.subcategoria_A).toBe('Mercadoria');
});
