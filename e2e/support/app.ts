import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { ultimoLink } from '../../apps/server/src/mail/caixa-de-saida';

/** The data folder of the server under test (created by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR não está definido: corra os testes com e2e/playwright.config.ts');
  return dir;
}

/** A unique e-mail per call, so every test works on its own account. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemplo.pt`;
}

export interface DemoLogin {
  email: string;
  senha: string;
  /** The demo company's editor, who signs in with the same password. */
  editor: string;
}

export function demoLogin(): DemoLogin {
  return JSON.parse(readFileSync(path.join(dataDir(), 'demo-login.json'), 'utf8')) as DemoLogin;
}

/** The link of a kind (reset-password, verificar-email) in the newest such message to `email`, waiting for it. */
async function newestLink(email: string, caminho: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = ultimoLink(dataDir(), email, caminho)?.link;
        return link;
      },
      { message: `link ${caminho} para ${email} na caixa de saída`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The reset link of the newest reset message to `email`, waiting for the server to write it. */
export function newestResetLink(email: string): Promise<string> {
  return newestLink(email, 'reset-password');
}

/** The link of the newest verification message to `email` (sent at sign-up), waiting for it. */
export function newestVerificationLink(email: string): Promise<string> {
  return newestLink(email, 'verificar-email');
}

/** Confirms the address through the API with the link the server e-mailed, as the verification page does. */
export async function confirmEmailApi(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await newestVerificationLink(email)).pathname.split('/').at(-1);
  const response = await request.post(`/api/auth/verificar-email/${token}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** What Chromium writes to the console when the Content-Security-Policy blocks something. */
const VIOLACAO_CSP = /Content Security Policy|Content-Security-Policy/i;

/**
 * Base test: the browser never leaves the app under test (the support page embeds an external map), and a
 * test fails when the page breaks the server's Content-Security-Policy (http/cabecalhos.ts): Chromium logs
 * every blocked script, style, image or frame, and the page reports each `securitypolicyviolation`.
 */
export const test = base.extend<{ noExternalRequests: undefined; semViolacoesDeCsp: undefined }>({
  semViolacoesDeCsp: [
    async ({ context }, use) => {
      const violacoes: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `Content Security Policy: ${e.violatedDirective} bloqueou ${e.blockedURI || 'inline'}`,
          );
        });
      });
      const vigiar = (pagina: Page) =>
        pagina.on('console', (mensagem) => {
          if (VIOLACAO_CSP.test(mensagem.text())) violacoes.push(`${pagina.url()}: ${mensagem.text()}`);
        });
      for (const pagina of context.pages()) vigiar(pagina);
      context.on('page', vigiar);
      await use(undefined);
      expect(violacoes, 'violações da Content-Security-Policy na consola do browser').toEqual([]);
    },
    { auto: true },
  ],
  noExternalRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await context.route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => route.abort(),
      );
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails each test of the file whose page threw an uncaught error: a bug even when the screen looks right. */
export function semErrosDaPagina(): void {
  const errosDaPagina = new WeakMap<Page, Error[]>();
  test.beforeEach(({ page }) => {
    const erros: Error[] = [];
    errosDaPagina.set(page, erros);
    page.on('pageerror', (erro) => erros.push(erro));
  });
  test.afterEach(({ page }) => {
    expect(errosDaPagina.get(page)?.map((e) => e.message) ?? []).toEqual([]);
  });
}

/** Page model of the public and account pages used by these tests. */
export class App {
  constructor(readonly page: Page) {}

  // --- Shell ---------------------------------------------------------------------------------

  get topBar(): Locator {
    return this.page.getByRole('banner');
  }

  get mainNav(): Locator {
    return this.topBar.getByRole('navigation', { name: 'Principal' });
  }

  get contaNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Conta' });
  }

  get footerNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Informação legal' });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  // --- Sign-up -------------------------------------------------------------------------------

  async fillSignUp(values: {
    nome: string;
    email: string;
    senha: string;
    confirmacao: string;
    telefone?: string;
  }) {
    const { page } = this;
    await page.getByLabel('Nome').fill(values.nome);
    await page.getByLabel('E-mail').fill(values.email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(values.senha);
    await page.getByLabel('Confirmar palavra-passe').fill(values.confirmacao);
    if (values.telefone !== undefined) await page.getByLabel('Telefone').fill(values.telefone);
  }

  /** Creates an account through the sign-up page and waits for the arrival, signed in, on the company list. */
  async signUp(values: { nome: string; email: string; senha: string; telefone?: string }) {
    await this.page.goto('/sign-up');
    await this.fillSignUp({ ...values, confirmacao: values.senha });
    await this.page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(this.page.getByText('Utilizador criado com sucesso!')).toBeVisible();
    await expect(this.page).toHaveURL(/\/conta\/lista-empresa$/);
  }

  // --- Login ---------------------------------------------------------------------------------

  get loginEmail(): Locator {
    return this.page.getByLabel('E-mail');
  }

  get loginPassword(): Locator {
    return this.page.getByLabel('Palavra-passe', { exact: true });
  }

  get loginButton(): Locator {
    return this.page.getByRole('button', { name: 'Entrar' });
  }

  /** Fills and submits the login form of the current page (which must be /login). */
  async submitLogin(email: string, senha: string) {
    await expect(this.heading('Iniciar sessão')).toBeVisible();
    await this.loginEmail.fill(email);
    await this.loginPassword.fill(senha);
    await this.loginButton.click();
  }

  /** Opens /login, signs in and waits to leave the login page. */
  async login(email: string, senha: string) {
    await this.page.goto('/login');
    await this.submitLogin(email, senha);
    await expect(this.page).not.toHaveURL(/\/login$/);
  }

  /** Logout from the account sidebar (at desktop width the top bar has a second one). */
  async logoutFromSidebar() {
    await this.contaNav.getByRole('button', { name: 'Logout' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}

export interface NewUser {
  nome: string;
  email: string;
  senha: string;
  telefone: string;
}

/**
 * A new account created through POST /api/signup, for tests whose subject is not the sign-up page
 * itself (the sign-up page has its own test).
 */
export async function createUser(page: Page, tag: string): Promise<NewUser> {
  const user: NewUser = {
    nome: `Teste ${tag}`,
    email: uniqueEmail(tag),
    senha: `senha-${Math.random().toString(36).slice(2, 10)}`,
    telefone: '912 345 678',
  };
  const response = await page.request.post('/api/signup', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  await confirmEmailApi(page.request, user.email);
  return user;
}
