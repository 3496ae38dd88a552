import type { Locator } from '@playwright/test';
import { expect, test } from './support/app';
import { entrar, PAGINAS_ADMIN, PAGINAS_EDICAO, PAGINAS_TODOS, staffComEmpresa } from './support/empresas';

/** Issue 20 on a 390×844 phone: the ☰ menu holds the company's pages, and icon buttons are 44 px. */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function alvoDeToque(botao: Locator): Promise<void> {
  const caixa = await botao.boundingBox();
  expect(caixa, 'botão visível').not.toBeNull();
  expect(caixa?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(caixa?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('no telemóvel o menu ☰ lista as páginas da empresa e os botões de ícone têm 44 px', async ({
  page,
}) => {
  const { admin, empresa } = await staffComEmpresa(page.request, 'telemovel', ['Loja Única']);
  const app = await entrar(page, admin);
  await app.abrirEmpresa(empresa.nome, 'Aceder');

  const abrir = page.getByRole('button', { name: 'Abrir menu' });
  await alvoDeToque(abrir);
  await abrir.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const paginas = menu.getByRole('region', { name: 'Páginas da empresa' });
  await expect(paginas).toContainText(empresa.nome);
  for (const pagina of [...PAGINAS_TODOS, ...PAGINAS_EDICAO, ...PAGINAS_ADMIN])
    await expect(paginas.getByRole('link', { name: pagina, exact: true })).toBeVisible();
  await expect(paginas.getByRole('link', { name: 'Resumo', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await alvoDeToque(menu.getByRole('button', { name: 'Fechar menu' }));

  // A page chosen in the menu opens, and the menu closes.
  await paginas.getByRole('link', { name: 'Importar Ficheiros', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/empresa/${empresa._id}/importar-ficheiros$`));
  await expect(menu).toBeHidden();

  // An icon button of a page: the password field's show/hide toggle.
  await page.goto('/conta/perfil');
  await alvoDeToque(
    page
      .getByRole('region', { name: 'Palavra-passe' })
      .getByRole('button', { name: 'Mostrar ou ocultar' })
      .first(),
  );

  // Outside a company the menu has no company pages.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Páginas da empresa' }),
  ).toHaveCount(0);
});
