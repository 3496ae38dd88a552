import type { Page } from '@playwright/test';
import { caminhoEmpresa, PAGINAS, type PaginaId } from '../apps/web/src/features/empresa-area/paginas';
import { demoLogin, expect, test } from './support/app';
import { semViolacoesGraves } from './support/axe';
import { entrar, staffComEmpresa, withWrongCheckDigit } from './support/empresas';

/**
 * Issue 20: axe-core on every page (public, account, each page of the company area) and on the dialogs and
 * states that matter, with no critical or serious violation; each page has its own document title.
 */

const DEMO = 'Café Demonstração, Lda';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function abrir(page: Page, caminho: string, titulo: string): Promise<void> {
  await page.goto(caminho);
  await expect(h1(page).first()).toBeVisible();
  await expect(page).toHaveTitle(titulo);
}

const PAGINAS_DA_EMPRESA = Object.keys(PAGINAS) as PaginaId[];

/** Signs the demo's admin in and opens the demo company; answers its id and its first store's. */
async function entrarNaDemo(page: Page): Promise<{ empresaId: string; lojaId: string }> {
  const app = await entrar(page, demoLogin());
  const empresaId = await app.abrirEmpresa(DEMO, 'Aceder');
  await page.goto(caminhoEmpresa(empresaId, 'admin'));
  const href = await app.section('Lojas').getByRole('link').first().getAttribute('href');
  const lojaId = href?.split('/').at(-1);
  if (!lojaId) throw new Error('A empresa de demonstração não tem lojas');
  return { empresaId, lojaId };
}

async function verificarPaginaDaEmpresa(page: Page, empresaId: string, id: PaginaId, lojaId: string) {
  await abrir(page, caminhoEmpresa(empresaId, id, lojaId), `${PAGINAS[id].titulo} · ${DEMO} · Contas Claras`);
  await semViolacoesGraves(page, `empresa: ${PAGINAS[id].titulo}`);
}

test.describe('Acessibilidade (axe-core)', () => {
  test('as páginas públicas', async ({ page }) => {
    test.setTimeout(120_000);
    const paginas: [string, string][] = [
      ['/', 'Contas Claras'],
      ['/login', 'Iniciar sessão · Contas Claras'],
      ['/sign-up', 'Criar conta · Contas Claras'],
      ['/forgot-password', 'Recuperar palavra-passe · Contas Claras'],
      ['/reset-password/sem-validade', 'Redefinir palavra-passe · Contas Claras'],
      ['/verificar-email/sem-validade', 'Confirmar e-mail · Contas Claras'],
      ['/informacao/documentacao', 'Documentação · Contas Claras'],
      ['/informacao/suporte', 'Suporte · Contas Claras'],
      ['/informacao/politica-de-privacidade', 'Política de Privacidade · Contas Claras'],
      ['/informacao/termos', 'Termos e Condições · Contas Claras'],
      ['/informacao/contactos', 'Contactos · Contas Claras'],
      ['/nao-existe', 'Página não encontrada · Contas Claras'],
    ];
    for (const [caminho, titulo] of paginas) {
      await abrir(page, caminho, titulo);
      await semViolacoesGraves(page, caminho);
    }

    // The skip link is the first stop of the keyboard, and takes it to the content.
    await abrir(page, '/login', 'Iniciar sessão · Contas Claras');
    await page.keyboard.press('Tab');
    const saltar = page.getByRole('link', { name: 'Saltar para o conteúdo' });
    await expect(saltar).toBeFocused();
    await expect(saltar).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();

    // The forms' errors under their fields.
    await abrir(page, '/login', 'Iniciar sessão · Contas Claras');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await semViolacoesGraves(page, '/login com erros');
    await abrir(page, '/sign-up', 'Criar conta · Contas Claras');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    await semViolacoesGraves(page, '/sign-up com erros');
  });

  test('as páginas da conta', async ({ page }) => {
    test.setTimeout(120_000);
    const { admin } = await staffComEmpresa(page.request, 'axe-conta', ['Loja Axe']);
    await entrar(page, admin);
    const paginas: [string, string][] = [
      ['/conta/lista-empresa', 'Empresas · Contas Claras'],
      ['/conta/criar-empresa', 'Criar Nova Empresa · Contas Claras'],
      ['/conta/perfil', 'Perfil · Contas Claras'],
      ['/conta/ferramentas', 'Ferramentas · Contas Claras'],
      ['/conta/nao-autorizado', 'Acesso não autorizado · Contas Claras'],
    ];
    for (const [caminho, titulo] of paginas) {
      await abrir(page, caminho, titulo);
      await semViolacoesGraves(page, caminho);
    }

    await abrir(page, '/conta/criar-empresa', 'Criar Nova Empresa · Contas Claras');
    await page.getByLabel('NIF').fill(withWrongCheckDigit('503504564'));
    await page.getByRole('button', { name: 'Criar Empresa' }).click();
    await expect(page.getByLabel('NIF')).toHaveAttribute('aria-invalid', 'true');
    await semViolacoesGraves(page, '/conta/criar-empresa com erros');

    await abrir(page, '/conta/perfil', 'Perfil · Contas Claras');
    await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    await expect(page.getByRole('dialog', { name: 'Eliminar a conta' })).toBeVisible();
    await semViolacoesGraves(page, '/conta/perfil: Eliminar a conta');
  });

  test('cada relatório da empresa, com dados', async ({ page }) => {
    test.setTimeout(300_000);
    const { empresaId, lojaId } = await entrarNaDemo(page);
    for (const id of PAGINAS_DA_EMPRESA.slice(0, PAGINAS_DA_EMPRESA.indexOf('importar-ficheiros')))
      await verificarPaginaDaEmpresa(page, empresaId, id, lojaId);
  });

  test('as ferramentas da empresa, com dados, e as suas janelas', async ({ page }) => {
    test.setTimeout(300_000);
    const { empresaId, lojaId } = await entrarNaDemo(page);
    for (const id of PAGINAS_DA_EMPRESA.slice(PAGINAS_DA_EMPRESA.indexOf('importar-ficheiros')))
      await verificarPaginaDaEmpresa(page, empresaId, id, lojaId);

    // The spreadsheet in edit mode, a row's history and the association dialog.
    await page.goto(caminhoEmpresa(empresaId, 'planilha'));
    const grelha = page.getByRole('grid', { name: 'Planilha' });
    await expect(grelha).toBeVisible();
    await page.getByRole('button', { name: 'Editar Planilha' }).click();
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    await semViolacoesGraves(page, 'empresa: Planilha em edição');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await grelha.getByRole('button', { name: 'Histórico da linha' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await semViolacoesGraves(page, 'empresa: Planilha, histórico da linha');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Exact: a name match is a substring match, and 'Desassociar extrato' (a linked row's button) holds it.
    await grelha.getByRole('button', { name: 'Associar extrato', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Associar extrato' })).toBeVisible();
    await semViolacoesGraves(page, 'empresa: Planilha, associar extrato');
    await page.keyboard.press('Escape');

    // Rules: the form of a new rule and applying them.
    await page.goto(caminhoEmpresa(empresaId, 'regras-categorizacao'));
    await page.getByRole('button', { name: 'Nova regra' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await semViolacoesGraves(page, 'empresa: Regras, nova regra');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Aplicar às linhas por classificar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await semViolacoesGraves(page, 'empresa: Regras, aplicar');
    await page.keyboard.press('Escape');

    // The import forms.
    await page.goto(caminhoEmpresa(empresaId, 'importar-ficheiros'));
    await page.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
    await expect(page.getByLabel('Ficheiro e-fatura')).toBeVisible();
    await semViolacoesGraves(page, 'empresa: Importar Extratos & Faturas');

    // Administration: adding a store.
    await page.goto(caminhoEmpresa(empresaId, 'admin'));
    await page.getByRole('button', { name: 'Adicionar loja' }).click();
    const novaLoja = page.getByRole('dialog', { name: 'Adicionar loja' });
    await novaLoja.getByRole('button', { name: 'Adicionar' }).click();
    await expect(novaLoja.getByLabel('Nome da loja')).toHaveAttribute('aria-invalid', 'true');
    await semViolacoesGraves(page, 'empresa: Administração, adicionar loja com erro');
    // The server's refusal of a field goes under that field (issue 20).
    await novaLoja.getByLabel('Nome da loja').fill('Loja do Teste de Erros');
    await novaLoja.getByLabel('E-mail da loja').fill('loja@sem-dominio');
    await novaLoja.getByRole('button', { name: 'Adicionar' }).click();
    await expect(novaLoja.getByLabel('E-mail da loja')).toHaveAccessibleDescription(
      'O e-mail da loja não é válido.',
    );
    await expect(novaLoja.getByLabel('Nome da loja')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('uma empresa nova, sem dados', async ({ page }) => {
    test.setTimeout(120_000);
    const { admin, empresa } = await staffComEmpresa(page.request, 'axe-vazia');
    const app = await entrar(page, admin);
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await semViolacoesGraves(page, 'empresa nova: Resumo com os primeiros passos');
    for (const id of ['planilha', 'importar-ficheiros', 'demonstracao-resultados'] as const) {
      await abrir(
        page,
        caminhoEmpresa(empresa._id, id),
        `${PAGINAS[id].titulo} · ${empresa.nome} · Contas Claras`,
      );
      await semViolacoesGraves(page, `empresa nova: ${PAGINAS[id].titulo}`);
    }
  });

  test('no telemóvel, o menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { admin, empresa } = await staffComEmpresa(page.request, 'axe-telemovel', ['Loja Única']);
    const app = await entrar(page, admin);
    await app.abrirEmpresa(empresa.nome, 'Aceder');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await semViolacoesGraves(page, 'telemóvel: menu');
  });
});
