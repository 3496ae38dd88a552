import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { App, confirmEmailApi, expect, type NewUser, uniqueEmail } from './app';

// --- Data --------------------------------------------------------------------------------------

/** The e-mail marker of the provider's staff (STAFF_EMAIL_MARKER, the server's default). */
export const STAFF_DOMAIN = '@contasclaras.pt';

/** A unique e-mail of the provider's staff: only they may create companies. */
export function staffEmail(tag: string): string {
  return uniqueEmail(tag).replace(/@[^@]+$/, STAFF_DOMAIN);
}

/** Portuguese NIF check digit: weights 9..2 over the first eight digits, mod 11. */
export function nifCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(firstEight[i]) * (9 - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

const nifsGiven = new Set<string>();

/** A valid NIF not handed out before in this process (a company's, starting with 5). */
export function uniqueNif(): string {
  for (;;) {
    const firstEight = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const nif = `${firstEight}${nifCheckDigit(firstEight)}`;
    if (!nifsGiven.has(nif)) {
      nifsGiven.add(nif);
      return nif;
    }
  }
}

/** The same first eight digits with any other (hence wrong) check digit. */
export function withWrongCheckDigit(nif: string): string {
  return `${nif.slice(0, 8)}${(Number(nif[8]) + 1) % 10}`;
}

/** A unique company name (the delete dialog asks for it exactly). */
export function uniqueEmpresaNome(tag: string): string {
  return `Empresa ${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function newUserData(tag: string, email = uniqueEmail(tag)): NewUser {
  return {
    nome: `Teste ${tag}`,
    email,
    senha: `senha-${Math.random().toString(36).slice(2, 10)}`,
    telefone: '912 345 678',
  };
}

// --- API set-up (for the steps that are not the subject of a test) -----------------------------

async function expectStatus(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
}

/** Creates the account through POST /api/signup and confirms the address with the link it e-mailed. */
export async function signUpApi(request: APIRequestContext, user: NewUser): Promise<NewUser> {
  await expectStatus(await request.post('/api/signup', { data: user }), 201);
  await confirmEmailApi(request, user.email);
  return user;
}

export interface PessoalLinha {
  year: number;
  Jan: number;
  Fev: number;
  Mar: number;
  Abr: number;
  Mai: number;
  Jun: number;
  Jul: number;
  Ago: number;
  Set: number;
  Out: number;
  Nov: number;
  Dez: number;
}

export const MESES = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;

export function pessoalLinha(year: number, count: number): PessoalLinha {
  const linha = { year } as PessoalLinha;
  for (const mes of MESES) linha[mes] = count;
  return linha;
}

/** A signed-in user's calls, with the bearer token of POST /api/login. */
export class ApiSession {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    readonly userId: string,
  ) {}

  static async login(
    request: APIRequestContext,
    user: { email: string; senha: string },
  ): Promise<ApiSession> {
    const response = await request.post('/api/login', { data: { email: user.email, senha: user.senha } });
    await expectStatus(response, 200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const payload = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as {
      _id: string;
    };
    return new ApiSession(request, accessToken, payload._id);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** The raw answer, for tests about the status and message. */
  async post(url: string, data: unknown): Promise<APIResponse> {
    return this.request.post(url, { headers: this.headers, data });
  }

  private async call<T>(
    method: 'get' | 'post' | 'put',
    url: string,
    status: number,
    data?: unknown,
  ): Promise<T> {
    const response = await this.request[method](url, { headers: this.headers, data });
    await expectStatus(response, status);
    return (await response.json()) as T;
  }

  async criarEmpresa(nome: string, nif = uniqueNif()): Promise<{ _id: string; nome: string; nif: string }> {
    const { empresa } = await this.call<{ empresa: { _id: string; nome: string; nif: string } }>(
      'post',
      '/api/criar-empresa',
      201,
      { nome, nif, endereco: '', telefone: '', email: 'geral@exemplo.pt' },
    );
    return empresa;
  }

  async adicionarLoja(empresaId: string, nome: string): Promise<{ _id: string; nome: string }> {
    const { loja } = await this.call<{ loja: { _id: string; nome: string } }>(
      'post',
      `/api/adicionar-loja/empresa/${empresaId}`,
      201,
      { nome, email: '', telefone: '' },
    );
    return loja;
  }

  async atualizarPessoal(lojaId: string, nome: string, employee: PessoalLinha[]): Promise<void> {
    await this.call('put', `/put/update-loja-info/${lojaId}`, 200, { nome, employee });
  }

  async infoLoja(lojaId: string): Promise<{ nome: string; employee: PessoalLinha[] }> {
    return this.call('get', `/get/info-loja/${lojaId}`, 200);
  }

  async convidar(
    empresaId: string,
    emailConvite: string,
    role: 'admin' | 'editor' | 'leitor',
  ): Promise<void> {
    await this.call('post', `/api/empresa/${empresaId}/invite`, 201, { emailConvite, role });
  }
}

/** A staff user (created through the API) with a company of their own and, optionally, shops. */
export async function staffComEmpresa(
  request: APIRequestContext,
  tag: string,
  lojas: string[] = [],
): Promise<{
  admin: NewUser;
  api: ApiSession;
  empresa: { _id: string; nome: string; nif: string };
  lojas: { _id: string; nome: string }[];
}> {
  const admin = await signUpApi(request, newUserData(tag, staffEmail(tag)));
  const api = await ApiSession.login(request, admin);
  const empresa = await api.criarEmpresa(uniqueEmpresaNome(tag));
  const criadas = [];
  for (const nome of lojas) criadas.push(await api.adicionarLoja(empresa._id, nome));
  return { admin, api, empresa, lojas: criadas };
}

// --- Page model of the company list, the company area and its administration ------------------

/** The entries of the company area's navigation, by role (SPEC §2 "Company area", §6). */
export const PAGINAS_TODOS = [
  'Resumo',
  'Demonstração de Resultados',
  'Fluxo de Caixa',
  'Por pagar / por receber',
  'Dados Orçamento',
  'DR Orçamento',
  'Fluxo de Caixa Orçamento',
  'Mapa de Previsão de IVA',
  'Análise Ticket Médio',
  'Ponto de Equilíbrio',
  'Análise Venda Produtos',
  'Concorrência',
] as const;
export const PAGINAS_EDICAO = ['Importar Ficheiros', 'Planilha', 'Depreciações'] as const;
export const PAGINAS_ADMIN = ['Administração', 'Relatório de Erros'] as const;

export class EmpresasApp extends App {
  // --- /conta/lista-empresa ------------------------------------------------------------------

  get criarNovaEmpresa(): Locator {
    return this.page.getByRole('link', { name: 'Criar Nova Empresa' });
  }

  get convitesPendentes(): Locator {
    return this.page.getByRole('region', { name: 'Convites pendentes' });
  }

  convite(empresaNome: string): Locator {
    return this.page.getByRole('article', { name: `Convite de ${empresaNome}`, exact: true });
  }

  get asSuasEmpresas(): Locator {
    return this.page.getByRole('region', { name: 'As suas empresas' });
  }

  empresaCard(empresaNome: string): Locator {
    return this.asSuasEmpresas.getByRole('article', { name: empresaNome, exact: true });
  }

  async gotoLista() {
    await this.page.goto('/conta/lista-empresa');
    await expect(this.heading('Empresas')).toBeVisible();
  }

  /** 'Aceder' or 'Gerir' on a company of the list; answers the company id from the address. */
  async abrirEmpresa(empresaNome: string, botao: 'Aceder' | 'Gerir'): Promise<string> {
    await this.empresaCard(empresaNome).getByRole('button', { name: botao }).click();
    const pagina = botao === 'Aceder' ? 'resumo' : 'admin';
    await expect(this.page).toHaveURL(new RegExp(`/empresa/[^/]+/${pagina}$`));
    await expect(this.heading(botao === 'Aceder' ? 'Resumo' : 'Administração')).toBeVisible();
    return new URL(this.page.url()).pathname.split('/')[2] as string;
  }

  // --- Company area --------------------------------------------------------------------------

  get empresaNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Empresa', exact: true });
  }

  /** Logout from the top bar (the company area has no account sidebar). */
  async logout() {
    await this.mainNav.getByRole('button', { name: 'Logout' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  // --- Administration page -------------------------------------------------------------------

  section(
    name: 'Dados da empresa' | 'Utilizadores' | 'Convidar utilizador' | 'Lojas' | 'Eliminar empresa',
  ): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }
}

/** The signed-in page, opened on the company list. */
export async function entrar(page: Page, user: { email: string; senha: string }): Promise<EmpresasApp> {
  const app = new EmpresasApp(page);
  await page.goto('/login');
  await app.submitLogin(user.email, user.senha);
  await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
  await expect(app.heading('Empresas')).toBeVisible();
  return app;
}
