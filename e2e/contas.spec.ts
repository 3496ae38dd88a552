import { App, createUser, demoLogin, expect, newestResetLink, test, uniqueEmail } from './support/app';

const INVALID_CREDENTIALS = 'Credenciais inválidas. Tente novamente.';
const TOO_MANY_ATTEMPTS = 'Muitas tentativas de login falhadas. Tente novamente mais tarde.';

test.describe('Contas: registo, sessão e perfil', () => {
  test('um visitante cria conta a partir da página inicial, com as validações do formulário, e entra', async ({
    page,
  }) => {
    const app = new App(page);
    const email = uniqueEmail('registo');
    const senha = 'segredo-123';

    await page.goto('/');
    await expect(app.heading('As contas da sua empresa, claras e em dia')).toBeVisible();
    // Only what exists: no trial, no paid plan (issue 20).
    await expect(page.getByText('Gratuito para começar')).toBeVisible();
    await expect(page.getByText(/experiência|experimental/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/login');
    await page.getByRole('main').getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(app.heading('Criar conta')).toBeVisible();

    // Password under 6 characters.
    await app.fillSignUp({ nome: 'Maria Teste', email, senha: '12345', confirmacao: '12345' });
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('A palavra-passe deve ter pelo menos 6 caracteres.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);

    // Long enough, but the confirmation differs.
    await page.getByLabel('Palavra-passe', { exact: true }).fill(senha);
    await page.getByLabel('Confirmar palavra-passe').fill(`${senha}x`);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('As palavras-passe não coincidem.')).toBeVisible();
    await expect(page.getByText('A palavra-passe deve ter pelo menos 6 caracteres.')).toBeHidden();
    await expect(page).toHaveURL(/\/sign-up$/);

    await page.getByLabel('Confirmar palavra-passe').fill(senha);
    await page.getByLabel('Telefone').fill('+351 912 345 678');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Utilizador criado com sucesso!')).toBeVisible();
    // Signed in at once (issue 20), on the company list; the account still has to confirm its address.
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Confirme o seu e-mail' })).toContainText(email);
    await app.logoutFromSidebar();

    // The same e-mail cannot register twice.
    await page.goto('/sign-up');
    await app.fillSignUp({ nome: 'Outra Maria', email, senha, confirmacao: senha });
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Erro ao realizar o registo. Verifique as informações.')).toBeVisible();
    // The server's reason sits under the field it is about (issue 20).
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Já existe uma conta com este e-mail.',
    );
    await expect(page).toHaveURL(/\/sign-up$/);

    // Sign in with the new account: the account area opens on the company list.
    await page.goto('/login');
    await app.submitLogin(email, senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.heading('Empresas')).toBeVisible();
    await expect(page.getByText('Ainda não está associado a nenhuma empresa.')).toBeVisible();
    await expect(app.contaNav.getByRole('link', { name: 'Perfil' })).toBeVisible();
    await expect(app.contaNav.getByRole('link', { name: 'Contas' })).toHaveAttribute('aria-current', 'page');
    await expect(app.mainNav.getByRole('button', { name: 'Logout' })).toBeVisible();

    // /conta itself is the account area's entry.
    await page.goto('/conta');
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.heading('Empresas')).toBeVisible();
  });

  test('o perfil só se guarda quando algo muda (sem contar espaços) e a alteração fica gravada', async ({
    page,
  }) => {
    const app = new App(page);
    const user = await createUser(page, 'perfil');
    await app.login(user.email, user.senha);

    await app.contaNav.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/conta\/perfil$/);
    await expect(app.heading('Perfil')).toBeVisible();
    await expect(page.getByText(user.nome, { exact: true })).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Editar' }).click();
    const guardar = page.getByRole('button', { name: 'Guardar' });
    const nome = page.getByLabel('Nome');
    const telefone = page.getByLabel('Telefone');
    await expect(nome).toHaveValue(user.nome);
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
    await expect(guardar).toBeDisabled();

    // Only spaces added: nothing differs once trimmed.
    await nome.fill(`  ${user.nome}   `);
    await telefone.fill(` ${user.telefone} `);
    await expect(guardar).toBeDisabled();

    // Cancelar discards the draft.
    await nome.fill('Nome Que Não Fica');
    await expect(guardar).toBeEnabled();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText(user.nome, { exact: true })).toBeVisible();
    await expect(page.getByText('Nome Que Não Fica')).toBeHidden();

    // A real change, saved.
    const novoNome = `Ana Renomeada ${Date.now()}`;
    await page.getByRole('button', { name: 'Editar' }).click();
    await nome.fill(`  ${novoNome} `);
    await expect(guardar).toBeEnabled();
    await guardar.click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(page.getByText(novoNome, { exact: true })).toBeVisible();

    await page.reload();
    await expect(app.heading('Perfil')).toBeVisible();
    await expect(page.getByText(novoNome, { exact: true })).toBeVisible();
    await expect(page.getByText(user.nome, { exact: true })).toBeHidden();

    // The saved (trimmed) value is the new reference for the comparison.
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(nome).toHaveValue(novoNome);
    await expect(guardar).toBeDisabled();
  });

  test('depois do logout a área de conta pede login e, depois de entrar, volta à página pedida', async ({
    page,
  }) => {
    const app = new App(page);
    const user = await createUser(page, 'logout');
    await app.login(user.email, user.senha);
    await page.goto('/conta/perfil');
    await expect(app.heading('Perfil')).toBeVisible();

    // At desktop width the top bar and the sidebar both offer Logout: this is the sidebar's.
    await expect(app.mainNav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await app.logoutFromSidebar();
    await expect(app.heading('Iniciar sessão')).toBeVisible();
    await expect(app.mainNav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(app.mainNav.getByRole('button', { name: 'Logout' })).toBeHidden();

    await page.goto('/conta/perfil');
    await expect(page).toHaveURL(/\/login$/);
    await app.submitLogin(user.email, user.senha);
    await expect(page).toHaveURL(/\/conta\/perfil$/);
    await expect(app.heading('Perfil')).toBeVisible();

    // The top bar's Logout ends the session as well.
    await app.mainNav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/conta/lista-empresa');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('recuperação da palavra-passe pelo link enviado por e-mail', async ({ page }) => {
    const app = new App(page);
    const user = await createUser(page, 'recuperar');
    const novaSenha = 'nova-senha-456';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(
      page.getByText('Se o e-mail estiver registado, enviámos um link para redefinir a palavra-passe.'),
    ).toBeVisible();

    const link = await newestResetLink(user.email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(app.heading('Redefinir palavra-passe')).toBeVisible();

    const nova = page.getByLabel('Nova palavra-passe', { exact: true });
    const confirmar = page.getByLabel('Confirmar nova palavra-passe');
    const redefinir = page.getByRole('button', { name: 'Redefinir palavra-passe' });
    await nova.fill(novaSenha);
    await confirmar.fill(`${novaSenha}-diferente`);
    await redefinir.click();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();

    await confirmar.fill(novaSenha);
    await redefinir.click();
    await expect(page.getByText('A redirecionar para o login...')).toBeVisible();
    const shownAt = Date.now();
    await expect(redefinir).toBeDisabled();
    // SPEC §2: to /login after 3 seconds — not at once.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);

    // The old password no longer works; the new one does.
    await app.submitLogin(user.email, user.senha);
    await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await app.loginPassword.fill(novaSenha);
    await app.loginButton.click();
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.heading('Empresas')).toBeVisible();

    // The link works once only.
    await page.goto(link);
    await nova.fill('outra-senha-789');
    await confirmar.fill('outra-senha-789');
    await redefinir.click();
    await expect(page.getByText('Erro ao redefinir senha. O token pode ter expirado.')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\//);
  });

  test('uma palavra-passe errada é recusada', async ({ page }) => {
    const app = new App(page);
    const user = await createUser(page, 'errada');
    await page.goto('/login');
    await app.submitLogin(user.email, `${user.senha}-errada`);
    await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(app.loginButton).toBeEnabled();

    // Empty fields are stopped in the browser.
    await app.loginEmail.fill('');
    await app.loginPassword.fill('');
    await app.loginButton.click();
    await expect(page.getByText('Campo obrigatório.')).toHaveCount(2);
  });

  test('cinco falhas para o mesmo e-mail bloqueiam o formulário de login', async ({ page }) => {
    const app = new App(page);
    const user = await createUser(page, 'bloqueio');
    await page.goto('/login');
    await expect(app.heading('Iniciar sessão')).toBeVisible();
    await app.loginEmail.fill(user.email);

    const attempt = async (senha: string) => {
      await app.loginPassword.fill(senha);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await app.loginButton.click();
      return (await answered).status();
    };

    for (let n = 1; n <= 5; n++) {
      expect(await attempt(`errada-${n}`), `tentativa ${n}`).toBe(401);
      await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
    }
    // Even the right password is refused now.
    expect(await attempt(user.senha)).toBe(429);
    await expect(page.getByText(TOO_MANY_ATTEMPTS)).toBeVisible();
    await expect(page.getByText(INVALID_CREDENTIALS)).toBeHidden();
    await expect(app.loginEmail).toBeDisabled();
    await expect(app.loginPassword).toBeDisabled();
    await expect(app.loginButton).toBeDisabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a conta de demonstração entra', async ({ page }) => {
    const app = new App(page);
    const demo = demoLogin();
    await page.goto('/login');
    await app.submitLogin(demo.email, demo.senha);
    await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
    await expect(app.heading('Empresas')).toBeVisible();
    await app.contaNav.getByRole('link', { name: 'Perfil' }).click();
    await expect(page.getByText(demo.email, { exact: true })).toBeVisible();
  });
});

test.describe('Estrutura e páginas públicas', () => {
  test('a 375 px o menu de topo recolhe-se no botão de menu e abre-se ao clicar', async ({ page }) => {
    const app = new App(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(app.heading('As contas da sua empresa, claras e em dia')).toBeVisible();

    const burger = page.getByRole('button', { name: 'Abrir menu' });
    await expect(burger).toBeVisible();
    await expect(app.mainNav).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Sobre', 'Serviços', 'Blog', 'Contactos', 'Contas', 'Login']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    // Following a link closes the menu.
    await menu.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
    await expect(app.heading('Iniciar sessão')).toBeVisible();

    // And it closes with its own button too.
    await burger.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu).toBeHidden();

    // At desktop width the links are inline and there is no burger.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(app.mainNav).toBeVisible();
    await expect(burger).toBeHidden();
  });

  test('as páginas de informação mostram os seus títulos', async ({ page }) => {
    const app = new App(page);
    const pages = [
      { path: '/informacao/documentacao', title: 'Documentação' },
      { path: '/informacao/termos', title: 'Termos e Condições' },
      { path: '/informacao/politica-de-privacidade', title: 'Política de Privacidade' },
      { path: '/informacao/suporte', title: 'Suporte' },
      { path: '/informacao/contactos', title: 'Contactos' },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(app.heading(title), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Informação', exact: true })).toBeVisible();
    }

    await page.goto('/informacao/termos');
    await expect(page.getByText('03 de março de 2025')).toBeVisible();

    await page.goto('/informacao/suporte');
    await expect(page.locator('iframe[title="Mapa da localização da Contas Claras"]')).toBeAttached();

    // /informacao opens the documentation; the footer links lead to the legal pages.
    await page.goto('/informacao');
    await expect(page).toHaveURL(/\/informacao\/documentacao$/);
    await app.footerNav.getByRole('link', { name: 'Termos e Condições' }).click();
    await expect(app.heading('Termos e Condições')).toBeVisible();
    await app.footerNav.getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(app.heading('Política de Privacidade')).toBeVisible();
    await app.footerNav.getByRole('link', { name: 'Suporte' }).click();
    await expect(app.heading('Suporte')).toBeVisible();
  });

  test('a aplicação chega comprimida em brotli, e os ficheiros com hash ficam guardados um ano', async ({
    page,
  }) => {
    const respostas: Array<{ url: string; encoding?: string; cache?: string }> = [];
    page.on('response', async (r) => {
      const headers = await r.allHeaders();
      respostas.push({
        url: r.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    });
    await page.goto('/');
    await expect(new App(page).heading('As contas da sua empresa, claras e em dia')).toBeVisible();

    const pagina = respostas.find((r) => new URL(r.url).pathname === '/');
    expect(pagina).toMatchObject({ encoding: 'br', cache: 'no-cache' });
    const ficheiros = respostas.filter((r) => /\/assets\/.+\.(js|css)$/.test(new URL(r.url).pathname));
    expect(ficheiros.length).toBeGreaterThan(3);
    for (const f of ficheiros)
      expect(f, f.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
  });

  test('o aviso de encerramento mostra os minutos que faltam e, fechado, não volta no mesmo dia', async ({
    page,
  }) => {
    // Lisbon is on UTC+0 in March: 18:50 UTC is 18:50 in Lisbon, 10 minutes before 19:00.
    await page.clock.install({ time: new Date('2026-03-10T18:50:00Z') });
    await page.goto('/');
    const banner = page.getByText(/O sistema será desligado automaticamente/);
    await expect(banner).toHaveText(
      'O sistema será desligado automaticamente às 19h00. Faltam 10 minutos (horário de Lisboa). Salve o seu progresso!',
    );

    // Checked every minute.
    await page.clock.fastForward('01:00');
    await expect(banner).toContainText('Faltam 9 minutos');

    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(new App(page).heading('As contas da sua empresa, claras e em dia')).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto('/login');
    await expect(new App(page).heading('Iniciar sessão')).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('o aviso de encerramento não aparece antes das 18h45 de Lisboa', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-10T18:40:00Z') });
    await page.goto('/');
    await expect(new App(page).heading('As contas da sua empresa, claras e em dia')).toBeVisible();
    await expect(page.getByText(/O sistema será desligado automaticamente/)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Fechar aviso' })).toBeHidden();

    // Five minutes later the warning appears.
    await page.clock.fastForward('05:00');
    await expect(page.getByText(/O sistema será desligado automaticamente/)).toContainText(
      'Faltam 15 minutos',
    );
  });
});
