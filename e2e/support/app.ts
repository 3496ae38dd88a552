import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

export interface OutboxMessage {
  para: string;
  assunto: string;
  corpo: string;
}

/** Every message in DATA_DIR/outbox/mensagens.txt, oldest first. */
export function readOutbox(): OutboxMessage[] {
  const file = path.join(dataDir(), 'outbox', 'mensagens.txt');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('----- mensagem -----')
    .slice(1)
    .map((block) => {
      const blank = block.indexOf('\n\n');
      const head = blank === -1 ? block : block.slice(0, blank);
      const corpo = blank === -1 ? '' : block.slice(blank + 2).trim();
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
      return { para: header('Para'), assunto: header('Assunto'), corpo };
    });
}

/** The reset link of the newest message to `email`, waiting for the server to write it. */
export async function newestResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const messages = readOutbox().filter((m) => m.para.toLowerCase() === email.toLowerCase());
        link = messages.at(-1)?.corpo.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
        return link;
      },
      { message: `link de redefinição para ${email} na caixa de saída`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Base test: the browser never leaves the app under test (the support page embeds an external map). */
export const test = base.extend<{ noExternalRequests: undefined }>({
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

  /** Creates an account through the sign-up page and waits for the arrival on /login. */
  async signUp(values: { nome: string; email: string; senha: string; telefone?: string }) {
    await this.page.goto('/sign-up');
    await this.fillSignUp({ ...values, confirmacao: values.senha });
    await this.page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(this.page.getByText('Utilizador criado com sucesso!')).toBeVisible();
    await expect(this.page).toHaveURL(/\/login$/);
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
  return user;
}
