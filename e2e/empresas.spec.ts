import type { Page } from '@playwright/test';
import { lerCaixaDeSaida } from '../apps/server/src/mail/caixa-de-saida';
import { createUser, dataDir, expect, newestVerificationLink, test } from './support/app';
import {
  ApiSession,
  EmpresasApp,
  entrar,
  MESES,
  newUserData,
  PAGINAS_ADMIN,
  PAGINAS_EDICAO,
  PAGINAS_TODOS,
  pessoalLinha,
  signUpApi,
  staffComEmpresa,
  staffEmail,
  uniqueEmpresaNome,
  uniqueNif,
  withWrongCheckDigit,
} from './support/empresas';

const NIF_DIGITS = 'O NIF deve conter exatamente 9 números.';
const NIF_CHECK_DIGIT = 'O NIF não é válido: o dígito de controlo não confere.';
const CREATE_FAILED = 'Erro ao criar empresa. Verifique as informações e tente novamente.';
const NOT_AUTHORISED = 'Acesso não autorizado';
const DUPLICATE_YEAR = 'Esse ano já existe! Escolhe outro.';

interface Marcas {
  resposta?: number;
  lista?: number;
}

/**
 * Records, in the page, when the answer of POST /api/criar-empresa arrives and when the app moves
 * to the company list: the delay between them does not depend on how busy the test runner is.
 */
async function marcarCriacaoENavegacao(page: Page) {
  await page.evaluate(() => {
    const marcas: Marcas = {};
    (window as unknown as { __marcas: Marcas }).__marcas = marcas;
    const fetchOriginal = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchOriginal(...args);
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (url.endsWith('/api/criar-empresa') && response.ok) marcas.resposta = performance.now();
      return response;
    };
    for (const metodo of ['pushState', 'replaceState'] as const) {
      const original = history[metodo].bind(history);
      history[metodo] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (String(url ?? '').endsWith('/conta/lista-empresa')) marcas.lista ??= performance.now();
        original(data, unused, url);
      };
    }
  });
}

test.describe('Empresas: criação, lojas, convites e papéis', () => {
  test('um funcionário cria uma empresa, adiciona uma loja e convida um editor, que aceita e não entra na Administração', async ({
    page,
  }) => {
    // The whole flow with two accounts: more steps than the default time allows on a busy machine.
    test.slow();
    const admin = await signUpApi(page.request, newUserData('staff', staffEmail('staff')));
    const nome = uniqueEmpresaNome('Fluxo');
    const nif = uniqueNif();
    const lojaNome = `Loja Baixa ${Date.now().toString(36)}`;
    const editor = newUserData('editor');

    // --- The staff user creates the company ---------------------------------------------------
    let app = await entrar(page, admin);
    await expect(page.getByText('Ainda não está associado a nenhuma empresa.')).toBeVisible();
    await app.criarNovaEmpresa.click();
    await expect(page).toHaveURL(/\/conta\/criar-empresa$/);
    await expect(app.heading('Criar Nova Empresa')).toBeVisible();

    const criar = page.getByRole('button', { name: 'Criar Empresa' });
    await page.getByLabel('Nome', { exact: true }).fill(nome);
    await page.getByLabel('E-mail', { exact: true }).fill('geral@exemplo.pt');
    await page.getByLabel('Endereço').fill('Rua Augusta 1, Lisboa');
    await page.getByLabel('Telefone').fill('213 000 000');

    // Eight digits: refused in the browser.
    await page.getByLabel('NIF').fill(nif.slice(0, 8));
    await criar.click();
    await expect(page.getByText(NIF_DIGITS)).toBeVisible();
    await expect(page).toHaveURL(/\/conta\/criar-empresa$/);

    // Nine digits, wrong check digit: said under the NIF field (issue 20), before anything is sent.
    await page.getByLabel('NIF').fill(withWrongCheckDigit(nif));
    await expect(page.getByText(NIF_DIGITS)).toBeHidden();
    await criar.click();
    await expect(page.getByLabel('NIF')).toHaveAccessibleDescription(NIF_CHECK_DIGIT);
    await expect(page.getByText(CREATE_FAILED)).toBeHidden();
    await expect(page).toHaveURL(/\/conta\/criar-empresa$/);

    // The right NIF: created, and back to the list after 0.5 s.
    await page.getByLabel('NIF').fill(nif);
    await marcarCriacaoENavegacao(page);
    await criar.click();
    await expect(page.getByText('Empresa criada com sucesso!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    // SPEC §4: back to the list after 0.5 s — not at once (measured in the page's own clock).
    const { resposta, lista } = await page.evaluate(
      () => (window as unknown as { __marcas: Marcas }).__marcas,
    );
    expect(resposta, 'resposta de /api/criar-empresa').toBeDefined();
    expect(lista, 'navegação para a lista').toBeDefined();
    expect((lista ?? 0) - (resposta ?? 0)).toBeGreaterThanOrEqual(490);
    const card = app.empresaCard(nome);
    await expect(card).toContainText(`NIF: ${nif}`);
    await expect(card).toContainText('Administrador');
    await expect(card.getByRole('button', { name: 'Aceder' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Gerir' })).toBeVisible();

    // The same NIF again: the server's conflict message.
    await app.criarNovaEmpresa.click();
    await page.getByLabel('Nome', { exact: true }).fill(`${nome} (cópia)`);
    await page.getByLabel('NIF').fill(nif);
    await page.getByLabel('E-mail', { exact: true }).fill('outra@exemplo.pt');
    await criar.click();
    // The server's conflict message, under the field it is about.
    await expect(page.getByLabel('NIF')).toHaveAccessibleDescription(
      `Já existe uma empresa registada com o NIF ${nif}.`,
    );
    await expect(page.getByText(CREATE_FAILED)).toBeHidden();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.asSuasEmpresas.getByRole('article')).toHaveCount(1);

    // --- Administration: a shop and an invite -------------------------------------------------
    const empresaId = await app.abrirEmpresa(nome, 'Gerir');
    const dados = app.section('Dados da empresa');
    await expect(dados).toContainText(nif);
    // A website the server refuses: its message under the Website field, the SPEC's text above the buttons.
    await dados.getByRole('button', { name: 'Editar' }).click();
    await dados.getByLabel('Website').fill('sem ponto');
    await dados.getByRole('button', { name: 'Guardar' }).click();
    await expect(dados.getByText('Erro ao atualizar os dados da empresa.')).toBeVisible();
    await expect(dados.getByLabel('Website')).toHaveAccessibleDescription(
      'O website não é válido (ex.: www.empresa.pt).',
    );
    await dados.getByRole('button', { name: 'Cancelar' }).click();
    await expect(app.section('Utilizadores')).toContainText(admin.email);
    for (const pagina of [...PAGINAS_TODOS, ...PAGINAS_EDICAO, ...PAGINAS_ADMIN]) {
      await expect(app.empresaNav.getByRole('link', { name: pagina, exact: true })).toBeVisible();
    }

    const lojas = app.section('Lojas');
    await expect(lojas.getByText('A empresa ainda não tem lojas.')).toBeVisible();
    await lojas.getByRole('button', { name: 'Adicionar loja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar loja' });
    // An empty form names nothing: no 'LojaA' is made up (issue 20).
    await expect(dialog.getByLabel('Nome da loja')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Indique o nome da loja.')).toBeVisible();
    await expect(lojas.getByText('A empresa ainda não tem lojas.')).toBeVisible();
    await dialog.getByLabel('Nome da loja').fill(lojaNome);
    await expect(dialog.getByText('Indique o nome da loja.')).toBeHidden();
    await dialog.getByLabel('E-mail da loja').fill('baixa@exemplo.pt');
    await dialog.getByLabel('Telefone da loja').fill('912 000 111');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog).toBeHidden();
    const lojaLink = lojas.getByRole('link', { name: lojaNome });
    await expect(lojaLink).toBeVisible();
    await expect(lojas.getByRole('row', { name: new RegExp(lojaNome) })).toContainText('baixa@exemplo.pt');
    const lojaPath = await lojaLink.getAttribute('href');
    expect(lojaPath).toMatch(new RegExp(`^/empresa/${empresaId}/loja/[^/]+$`));

    const convidar = app.section('Convidar utilizador');
    const enviar = convidar.getByRole('button', { name: 'Enviar convite' });
    await enviar.click();
    await expect(convidar.getByLabel('E-mail do convidado')).toHaveAccessibleDescription(
      'Por favor, insira um e-mail.',
    );
    await expect(convidar.getByText('Sem convites pendentes.')).toBeVisible();
    // The server's refusal goes under the field it names; the SPEC's message stays above.
    await convidar.getByLabel('E-mail do convidado').fill('sem-arroba');
    await enviar.click();
    await expect(convidar.getByText('Falha ao enviar o convite.')).toBeVisible();
    await expect(convidar.getByLabel('E-mail do convidado')).toHaveAccessibleDescription(
      'O e-mail do convite não é válido.',
    );

    await convidar.getByLabel('E-mail do convidado').fill(editor.email);
    await convidar.getByLabel('Papel do convidado').selectOption('editor');
    await enviar.click();
    await expect(convidar.getByText('Convite enviado com sucesso!')).toBeVisible();
    await expect(convidar.getByText('Por favor, insira um e-mail.')).toBeHidden();
    await expect(convidar.getByLabel('E-mail do convidado')).toHaveValue('');
    const pendente = convidar.getByRole('table', { name: 'Convites pendentes' }).getByRole('row', {
      name: new RegExp(editor.email.replace(/[.+]/g, '\\$&')),
    });
    await expect(pendente).toContainText('Editor');

    // The invitee (not registered yet) is told by e-mail.
    await expect
      .poll(() => lerCaixaDeSaida(dataDir()).filter((m) => m.to === editor.email).length, {
        message: 'e-mail do convite',
      })
      .toBe(1);
    const mensagem = lerCaixaDeSaida(dataDir()).find((m) => m.to === editor.email);
    expect(mensagem?.subject).toContain(nome);
    expect(mensagem?.text).toContain('/sign-up');

    await app.logout();

    // --- The invitee signs up later, confirms the address by the e-mailed link, and accepts ---
    app = new EmpresasApp(page);
    // Sign-up signs the new account in, on its company list (issue 20).
    await app.signUp(editor);
    await expect(app.criarNovaEmpresa).toBeHidden();
    // Until the address is proven the invitation is not shown: whoever signed up may not own it.
    const aviso = page.getByRole('alert').filter({ hasText: 'Confirme o seu e-mail' });
    await expect(aviso).toContainText(editor.email);
    await expect(app.asSuasEmpresas.getByText('Ainda não está associado a nenhuma empresa.')).toBeVisible();
    await expect(app.convitesPendentes).toBeHidden();
    const link = await newestVerificationLink(editor.email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(new URL(link).pathname);
    await expect(
      page.getByText('E-mail confirmado. Já pode aceitar os convites que lhe enviarem.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ir para as suas empresas' }).click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(aviso).toHaveCount(0);
    const convite = app.convite(nome);
    await expect(app.convitesPendentes).toBeVisible();
    await expect(convite).toContainText('Editor');
    await expect(app.asSuasEmpresas.getByText('Sem empresas associadas.')).toBeVisible();
    const aceite = page.waitForResponse((r) => r.url().includes('/api/user/accept-invite/'));
    await convite.getByRole('button', { name: 'Aceitar' }).click();
    expect((await aceite).status()).toBe(200);
    await expect(app.convitesPendentes).toBeHidden();
    const cardEditor = app.empresaCard(nome);
    await expect(cardEditor).toContainText('Editor');
    await expect(cardEditor).toContainText(`NIF: ${nif}`);
    await expect(cardEditor.getByRole('button', { name: 'Gerir' })).toBeHidden();

    // --- As editor: the editor's pages, not the administrator's --------------------------------
    expect(await app.abrirEmpresa(nome, 'Aceder')).toBe(empresaId);
    await expect(page.getByText(nome, { exact: true })).toBeVisible();
    for (const pagina of [...PAGINAS_TODOS, ...PAGINAS_EDICAO]) {
      await expect(app.empresaNav.getByRole('link', { name: pagina, exact: true }), pagina).toBeVisible();
    }
    for (const pagina of PAGINAS_ADMIN) {
      await expect(app.empresaNav.getByRole('link', { name: pagina, exact: true }), pagina).toHaveCount(0);
    }
    await expect(app.empresaNav.getByRole('link').last()).toHaveText('Voltar a Contas');
    await app.empresaNav.getByRole('link', { name: 'Planilha', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresaId}/planilha$`));
    await expect(app.empresaNav.getByRole('link', { name: 'Planilha', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(app.heading(NOT_AUTHORISED)).toHaveCount(0);

    // The administration page, opened by its address, is refused; so are the shop and errors pages.
    for (const path of [
      `/empresa/${empresaId}/admin`,
      lojaPath as string,
      `/empresa/${empresaId}/lista-erros`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/conta\/nao-autorizado$/);
      await expect(app.heading(NOT_AUTHORISED)).toBeVisible();
      await expect(
        page.getByText('O seu papel de utilizador não permite o acesso a esta página.'),
      ).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.empresaCard(nome)).toBeVisible();

    // 'Voltar a Contas' leads back to the list too.
    await app.abrirEmpresa(nome, 'Aceder');
    await app.empresaNav.getByRole('link', { name: 'Voltar a Contas' }).click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
  });

  test('o administrador altera o número de colaboradores de uma loja e os valores ficam gravados', async ({
    page,
  }) => {
    const { admin, api, empresa, lojas } = await staffComEmpresa(page.request, 'pessoal', ['Loja Pessoal']);
    const loja = lojas[0] as { _id: string; nome: string };
    await api.atualizarPessoal(loja._id, loja.nome, [pessoalLinha(2025, 2), pessoalLinha(2026, 3)]);

    const app = await entrar(page, admin);
    await app.abrirEmpresa(empresa.nome, 'Gerir');
    await app.section('Lojas').getByRole('link', { name: loja.nome }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/loja/${loja._id}$`));
    await expect(app.heading(loja.nome)).toBeVisible();

    const vista = page.getByRole('table', { name: 'Número de colaboradores' });
    await expect(vista.getByRole('row', { name: /^2026/ }).getByRole('cell').nth(2)).toHaveText('3');

    // 'Cancelar' discards the draft.
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Mar 2026').fill('50');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(vista.getByRole('row', { name: /^2026/ }).getByRole('cell').nth(2)).toHaveText('3');

    // The server's refusal goes under the field it names.
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill('sem-arroba');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Erro ao atualizar os dados da loja')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
      'O e-mail da loja não é válido.',
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Editar' }).click();
    const ano = (linha: number) => page.getByLabel(`Ano da linha ${linha}`);
    await expect(ano(1)).toHaveValue('2025');
    await expect(ano(2)).toHaveValue('2026');
    await page.getByLabel('Mar 2026').fill('7');

    // A new row: the latest year + 1, every month 1.
    await page.getByRole('button', { name: '+ Adicionar ano' }).click();
    await expect(ano(3)).toHaveValue('2027');
    for (const mes of MESES) await expect(page.getByLabel(`${mes} 2027`), mes).toHaveValue('1');

    // A year already in the table is refused and the row keeps its own.
    await ano(3).fill('2025');
    await ano(3).blur();
    await expect(page.getByText(DUPLICATE_YEAR)).toBeVisible();
    await expect(ano(3)).toHaveValue('2027');
    await expect(page.getByLabel('Jan 2027')).toBeVisible();

    // A free year is taken (applied on Enter); the next new row follows the latest year.
    await ano(3).fill('2030');
    await ano(3).press('Enter');
    await expect(page.getByLabel('Jan 2030')).toHaveValue('1');
    await expect(page.getByLabel('Jan 2027')).toHaveCount(0);
    await page.getByRole('button', { name: '+ Adicionar ano' }).click();
    await expect(page.getByText(DUPLICATE_YEAR)).toBeHidden();
    await expect(ano(4)).toHaveValue('2031');
    await page.getByLabel('Dez 2031').fill('4');

    // Remove the oldest year.
    await page.getByRole('button', { name: 'Remover ano 2025' }).click();
    await expect(page.getByLabel('Jan 2025')).toHaveCount(0);

    const saved = page.waitForResponse((r) => r.url().includes(`/put/update-loja-info/${loja._id}`));
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Dados da loja atualizados com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();

    // After a reload the saved values are shown, and the server holds them.
    await page.reload();
    await expect(app.heading(loja.nome)).toBeVisible();
    const linhas = vista.getByRole('row');
    await expect(linhas).toHaveCount(4); // header + 2026, 2030, 2031
    await expect(vista.getByRole('row', { name: /^2025/ })).toHaveCount(0);
    await expect(vista.getByRole('row', { name: /^2026/ }).getByRole('cell')).toHaveText([
      '3',
      '3',
      '7',
      '3',
      '3',
      '3',
      '3',
      '3',
      '3',
      '3',
      '3',
      '3',
    ]);
    await expect(vista.getByRole('row', { name: /^2030/ }).getByRole('cell')).toHaveText(Array(12).fill('1'));
    await expect(vista.getByRole('row', { name: /^2031/ }).getByRole('cell').last()).toHaveText('4');

    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByLabel('Mar 2026')).toHaveValue('7');
    await expect(ano(2)).toHaveValue('2030');
    await expect(page.getByLabel('Dez 2031')).toHaveValue('4');

    const info = await api.infoLoja(loja._id);
    expect(info.employee).toEqual([
      { ...pessoalLinha(2026, 3), Mar: 7 },
      pessoalLinha(2030, 1),
      { ...pessoalLinha(2031, 1), Dez: 4 },
    ]);
  });

  test('numa loja sem colaboradores a primeira linha é a do ano atual, com 1 em cada mês', async ({
    page,
  }) => {
    const { admin, empresa, lojas } = await staffComEmpresa(page.request, 'anoatual', ['Loja Nova']);
    const loja = lojas[0] as { _id: string; nome: string };
    const app = await entrar(page, admin);
    await app.abrirEmpresa(empresa.nome, 'Gerir');
    await page.goto(`/empresa/${empresa._id}/loja/${loja._id}`);
    await expect(app.heading(loja.nome)).toBeVisible();
    await expect(page.getByText('Sem número de colaboradores registado.')).toBeVisible();

    await page.getByRole('button', { name: 'Editar' }).click();
    const anoAtual = await page.evaluate(() => new Date().getFullYear());
    await page.getByRole('button', { name: '+ Adicionar ano' }).click();
    await expect(page.getByLabel('Ano da linha 1')).toHaveValue(String(anoAtual));
    for (const mes of MESES) await expect(page.getByLabel(`${mes} ${anoAtual}`), mes).toHaveValue('1');
    await page.getByRole('button', { name: '+ Adicionar ano' }).click();
    await expect(page.getByLabel('Ano da linha 2')).toHaveValue(String(anoAtual + 1));
  });

  test('um leitor convidado não vê Planilha nem Importar Ficheiros; um convite recusado desaparece', async ({
    page,
  }) => {
    const leitor = newUserData('leitor');
    const a = await staffComEmpresa(page.request, 'leitorA');
    const b = await staffComEmpresa(page.request, 'leitorB');
    // Both invites are sent before the reader has an account.
    await a.api.convidar(a.empresa._id, leitor.email, 'leitor');
    await b.api.convidar(b.empresa._id, leitor.email, 'editor');
    await signUpApi(page.request, leitor);

    const app = await entrar(page, leitor);
    await expect(app.convite(a.empresa.nome)).toContainText('Leitor');
    await expect(app.convite(b.empresa.nome)).toContainText('Editor');

    await app.convite(b.empresa.nome).getByRole('button', { name: 'Recusar' }).click();
    await expect(app.convite(b.empresa.nome)).toHaveCount(0);
    await expect(app.convite(a.empresa.nome)).toBeVisible();
    await expect(app.asSuasEmpresas.getByText('Sem empresas associadas.')).toBeVisible();

    await app.convite(a.empresa.nome).getByRole('button', { name: 'Aceitar' }).click();
    await expect(app.convitesPendentes).toBeHidden();
    await expect(app.asSuasEmpresas.getByRole('article')).toHaveCount(1);
    await expect(app.empresaCard(a.empresa.nome)).toContainText('Leitor');
    await expect(app.empresaCard(a.empresa.nome).getByRole('button', { name: 'Gerir' })).toBeHidden();

    // A page reload keeps it that way: the rejected invite is gone on the server as well.
    await page.reload();
    await expect(app.empresaCard(a.empresa.nome)).toBeVisible();
    await expect(app.convitesPendentes).toBeHidden();
    await expect(app.empresaCard(b.empresa.nome)).toHaveCount(0);

    await app.abrirEmpresa(a.empresa.nome, 'Aceder');
    for (const pagina of PAGINAS_TODOS) {
      await expect(app.empresaNav.getByRole('link', { name: pagina, exact: true }), pagina).toBeVisible();
    }
    for (const pagina of [...PAGINAS_EDICAO, ...PAGINAS_ADMIN]) {
      await expect(app.empresaNav.getByRole('link', { name: pagina, exact: true }), pagina).toHaveCount(0);
    }
    await expect(app.empresaNav.getByRole('link', { name: 'Voltar a Contas' })).toBeVisible();

    await app.empresaNav.getByRole('link', { name: 'Concorrência', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${a.empresa._id}/concorrencia$`));
    await expect(app.heading('Concorrência')).toBeVisible();

    for (const pagina of ['planilha', 'importar-ficheiros']) {
      await page.goto(`/empresa/${a.empresa._id}/${pagina}`);
      await expect(page, pagina).toHaveURL(/\/conta\/nao-autorizado$/);
      await expect(app.heading(NOT_AUTHORISED)).toBeVisible();
    }
  });

  test('quem não é funcionário não vê "Criar Nova Empresa" e não pode criar empresas', async ({ page }) => {
    const user = await createUser(page, 'naostaff');
    const app = await entrar(page, user);
    await expect(page.getByText('Ainda não está associado a nenhuma empresa.')).toBeVisible();
    await expect(app.criarNovaEmpresa).toHaveCount(0);

    await page.goto('/conta/criar-empresa');
    await expect(app.heading('Criar Nova Empresa')).toBeVisible();
    await expect(page.getByText('Sem permissão para criar empresas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Empresa' })).toHaveCount(0);
    await expect(page.getByLabel('NIF')).toHaveCount(0);

    // The server refuses as well.
    const api = await ApiSession.login(page.request, user);
    const response = await api.post('/api/criar-empresa', {
      nome: 'Não Pode',
      nif: uniqueNif(),
      endereco: '',
      telefone: '',
      email: 'x@exemplo.pt',
    });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Sem permissão para criar empresas.',
    );

    await page.getByRole('main').getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
  });

  test('eliminar a empresa exige escrever o nome exato', async ({ page }) => {
    const { admin, empresa } = await staffComEmpresa(page.request, 'eliminar', ['Loja Um', 'Loja Dois']);
    const app = await entrar(page, admin);
    await expect(app.empresaCard(empresa.nome)).toBeVisible();
    await app.abrirEmpresa(empresa.nome, 'Gerir');

    await app.section('Eliminar empresa').getByRole('button', { name: 'Eliminar empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar empresa' });
    const nome = dialog.getByLabel('Escreva o nome da empresa para confirmar');
    const eliminar = dialog.getByRole('button', { name: 'Eliminar definitivamente' });
    await expect(dialog).toContainText(empresa.nome);
    await expect(eliminar).toBeDisabled();

    for (const errado of [empresa.nome.slice(0, -1), empresa.nome.toUpperCase(), `${empresa.nome} `]) {
      await nome.fill(errado);
      await expect(eliminar, JSON.stringify(errado)).toBeDisabled();
    }

    // 'Cancelar' closes the dialog and nothing is deleted.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await app.section('Eliminar empresa').getByRole('button', { name: 'Eliminar empresa' }).click();
    await expect(nome).toHaveValue('');

    await nome.fill(empresa.nome);
    await expect(eliminar).toBeEnabled();
    await eliminar.click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.empresaCard(empresa.nome)).toHaveCount(0);
    await expect(page.getByText('Ainda não está associado a nenhuma empresa.')).toBeVisible();

    // The company is gone: its address leads back to the list.
    await page.goto(`/empresa/${empresa._id}/admin`);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await page.reload();
    await expect(app.empresaCard(empresa.nome)).toHaveCount(0);
  });
});
