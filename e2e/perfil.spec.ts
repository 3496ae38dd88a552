import { readFileSync } from 'node:fs';
import { App, createUser, expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { outraSessao } from './support/planilha';

/** Issue 20's profile: password change, the export of one's data, deleting the account. */

test.describe('Perfil: palavra-passe, dados e eliminação da conta', () => {
  test('mudar a palavra-passe pede a atual, termina as outras sessões e a nova passa a valer', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createUser(page, 'mudar-senha');
    const novaSenha = 'senha-nova-789';

    // Another device, signed in.
    const outro = await outraSessao(browser, baseURL);
    const outraPagina = await outro.newPage();
    await new App(outraPagina).login(user.email, user.senha);
    await outraPagina.goto('/conta/perfil');
    await expect(new App(outraPagina).heading('Perfil')).toBeVisible();

    const app = new App(page);
    await app.login(user.email, user.senha);
    await page.goto('/conta/perfil');
    const seccao = page.getByRole('region', { name: 'Palavra-passe' });
    const mudar = seccao.getByRole('button', { name: 'Mudar a palavra-passe' });

    // Checked in the browser: short, and the confirmation differs.
    await seccao.getByLabel('Palavra-passe atual', { exact: true }).fill(user.senha);
    await seccao.getByLabel('Nova palavra-passe', { exact: true }).fill('12345');
    await seccao.getByLabel('Confirmar nova palavra-passe').fill('123456');
    await mudar.click();
    await expect(seccao.getByLabel('Nova palavra-passe', { exact: true })).toHaveAccessibleDescription(
      'A palavra-passe deve ter pelo menos 6 caracteres.',
    );
    await expect(seccao.getByLabel('Confirmar nova palavra-passe')).toHaveAccessibleDescription(
      'As palavras-passe não coincidem.',
    );

    // The wrong current password: the server's refusal under that field.
    await seccao.getByLabel('Palavra-passe atual', { exact: true }).fill('nao-e-esta');
    await seccao.getByLabel('Nova palavra-passe', { exact: true }).fill(novaSenha);
    await seccao.getByLabel('Confirmar nova palavra-passe').fill(novaSenha);
    await mudar.click();
    await expect(seccao.getByLabel('Palavra-passe atual', { exact: true })).toHaveAccessibleDescription(
      'A palavra-passe atual não está correta.',
    );

    await seccao.getByLabel('Palavra-passe atual', { exact: true }).fill(user.senha);
    await mudar.click();
    await expect(seccao.getByRole('status')).toHaveText(
      'Palavra-passe alterada. As outras sessões desta conta foram terminadas.',
    );
    await expect(seccao.getByLabel('Palavra-passe atual', { exact: true })).toHaveValue('');

    // This session goes on; the other device is sent to the login.
    await page.reload();
    await expect(app.heading('Perfil')).toBeVisible();
    await outraPagina.goto('/conta/lista-empresa');
    await expect(outraPagina).toHaveURL(/\/login$/);
    await outro.close();

    // Only the new password signs in.
    await app.logoutFromSidebar();
    await app.submitLogin(user.email, user.senha);
    await expect(page.getByText('Credenciais inválidas. Tente novamente.')).toBeVisible();
    await app.loginPassword.fill(novaSenha);
    await app.loginButton.click();
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(app.contaNav).toBeVisible();
  });

  test('exporta os dados da conta num ficheiro JSON', async ({ page }) => {
    const user = await createUser(page, 'exportar');
    const app = new App(page);
    await app.login(user.email, user.senha);
    await page.goto('/conta/perfil');
    const seccao = page.getByRole('region', { name: 'Os seus dados' });
    const descarga = page.waitForEvent('download');
    await seccao.getByRole('button', { name: 'Exportar os meus dados' }).click();
    const ficheiro = await descarga;
    expect(ficheiro.suggestedFilename()).toMatch(/^contas-claras-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const dados = JSON.parse(readFileSync(await ficheiro.path(), 'utf8'));
    expect(dados.perfil).toMatchObject({ email: user.email, nome: user.nome, emailVerificado: true });
    expect(dados.empresas).toEqual([]);
    expect(dados.historico).toEqual([]);
  });

  test('eliminar a conta pede a palavra-passe e é recusado enquanto for o único administrador de uma empresa com dados', async ({
    page,
  }) => {
    const { admin, api, empresa } = await staffComEmpresa(page.request, 'eliminar-conta', ['Loja Principal']);
    const app = new App(page);
    await app.login(admin.email, admin.senha);
    await page.goto('/conta/perfil');
    const seccao = page.getByRole('region', { name: 'Eliminar a conta' });
    await seccao.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Eliminar a conta' });
    const confirmar = dialogo.getByRole('button', { name: 'Eliminar definitivamente' });

    await dialogo.getByLabel('Palavra-passe', { exact: true }).fill('nao-e-esta');
    await confirmar.click();
    await expect(dialogo.getByLabel('Palavra-passe', { exact: true })).toHaveAccessibleDescription(
      'A palavra-passe não está correta.',
    );

    // The company has a store: it must be deleted (or get another admin) first.
    await dialogo.getByLabel('Palavra-passe', { exact: true }).fill(admin.senha);
    await confirmar.click();
    await expect(dialogo.getByRole('alert')).toHaveText(
      `É o único administrador da empresa «${empresa.nome}», que ainda tem lojas ou dados. Elimine a empresa em Administração (ou convide outro administrador) antes de eliminar a sua conta.`,
    );
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();

    // The company deleted (its own screen has its test), the account goes.
    const login = await page.request.post('/api/login', { data: { email: admin.email, senha: admin.senha } });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const apagada = await page.request.delete(`/delete/eliminar-empresa/empresa/${empresa._id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(apagada.status()).toBe(200);
    // An empty company of one's own goes with the account.
    await api.criarEmpresa(`${empresa.nome} vazia`);
    await seccao.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    await dialogo.getByLabel('Palavra-passe', { exact: true }).fill(admin.senha);
    await confirmar.click();
    await expect(page.getByText('A sua conta e os seus dados pessoais foram eliminados.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(app.mainNav.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/conta/perfil');
    await expect(page).toHaveURL(/\/login$/);
    await app.submitLogin(admin.email, admin.senha);
    await expect(page.getByText('Credenciais inválidas. Tente novamente.')).toBeVisible();
  });
});
