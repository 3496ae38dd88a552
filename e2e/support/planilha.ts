import type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  Locator,
  Page,
} from '@playwright/test';
import { expect } from './app';
import { EmpresasApp, entrar, newUserData, nifCheckDigit, signUpApi, staffComEmpresa } from './empresas';

// --- Dates -------------------------------------------------------------------------------------

/** Today in Lisbon, 'YYYY-MM-DD' (the server and the screen count the default range from it). */
export function hojeLisboa(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** `dias` days before Lisbon's today, 'YYYY-MM-DD'. */
export function diasAtras(dias: number): string {
  const [a, m, d] = hojeLisboa().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d - dias)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa', as the screen shows and takes dates. */
export function dataPt(iso: string): string {
  const [a, m, d] = iso.split('-');
  return `${d}/${m}/${a}`;
}

// --- E-fatura CSV (acquirer view, as downloaded from the portal) -------------------------------

export interface FaturaCsv {
  /** Supplier's name; the NIF is derived from `nifBase` (8 digits) with its check digit. */
  nome: string;
  nifBase: string;
  numero: string;
  atcud: string;
  data: string;
  /** Euros with cents, e.g. 123.45 (total); IVA is 23% included. */
  total: number;
}

export function nifDe(nifBase: string): string {
  return `${nifBase}${nifCheckDigit(nifBase)}`;
}

/** '1.234,56 €' — the portal's amounts; and the screen's, with a '-' for purchases. */
export function euros(valor: number): string {
  const cents = Math.round(Math.abs(valor) * 100);
  const inteiros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${valor < 0 ? '-' : ''}${inteiros},${String(cents % 100).padStart(2, '0')} €`;
}

const CABECALHO_ADQUIRENTE = [
  'Setor',
  'Emitente',
  'Nº Fatura / ATCUD',
  'Tipo',
  'Data Emissão',
  'Total',
  'IVA',
  'Base Tributável',
  'Situação',
  'Comunicação  Emitente',
  'Comunicação  Adquirente',
];

/**
 * A maker of the supplier invoices of one spec's e-fatura files, with how the spreadsheet shows each (a
 * purchase: negative); the series and the first ATCUD keep its documents apart from other specs'.
 */
export function faturasDaSerie(serie: string, primeiroAtcud: number) {
  return (nome: string, nifBase: string, n: number, dias: number, total: number) => {
    const f: FaturaCsv = {
      nome,
      nifBase,
      numero: `FT ${serie}${n}/${n}`,
      atcud: `ABCD${primeiroAtcud + n}-${n}`,
      data: diasAtras(dias),
      total,
    };
    return { ...f, emitente: `${nifDe(nifBase)} - ${nome}`, totalNaGrelha: euros(-total) };
  };
}

/** The acquirer e-fatura CSV (UTF-8, every field quoted, ISO dates): the company's purchases. */
export function efaturaCsv(faturas: readonly FaturaCsv[]): string {
  const aspas = (campos: readonly string[]) => campos.map((c) => `"${c.replaceAll('"', '""')}"`).join(';');
  const linhas = faturas.map((f) => {
    const totalCents = Math.round(f.total * 100);
    const baseCents = Math.round(totalCents / 1.23);
    const ivaCents = totalCents - baseCents;
    return aspas([
      '',
      `${nifDe(f.nifBase)} - ${f.nome}`,
      `${f.numero} / ${f.atcud}`,
      'Fatura',
      f.data,
      euros(totalCents / 100),
      euros(ivaCents / 100),
      euros(baseCents / 100),
      'Registado',
      'X',
      '',
    ]);
  });
  return `${[aspas(CABECALHO_ADQUIRENTE), ...linhas].join('\n')}\n`;
}

// --- API ---------------------------------------------------------------------------------------

export interface LinhaApi {
  _id: string;
  versao: number;
  criadaManualmente: boolean;
  criadoPor: string | null;
  fatura: { emitente: string | null; dataEmissao: string | null; total: number | null } | null;
  categoria_A: string;
  subcategoria_A: string;
}

async function esperarStatus(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
}

/** The spreadsheet calls of one signed-in user (SPEC §7 "Spreadsheet", "Imports"), with a bearer token. */
export class PlanilhaApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    readonly userId: string,
  ) {}

  static async login(
    request: APIRequestContext,
    user: { email: string; senha: string },
  ): Promise<PlanilhaApi> {
    const response = await request.post('/api/login', { data: { email: user.email, senha: user.senha } });
    await esperarStatus(response, 200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const { _id } = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as {
      _id: string;
    };
    return new PlanilhaApi(request, accessToken, _id);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** Accepts every pending invite of this user. */
  async aceitarConvites(): Promise<void> {
    const lista = await this.request.get(`/get/${this.userId}/pending-invites`, { headers: this.headers });
    await esperarStatus(lista, 200);
    for (const convite of (await lista.json()) as { _id: string }[]) {
      await esperarStatus(
        await this.request.post(`/api/user/accept-invite/${convite._id}`, { headers: this.headers }),
        200,
      );
    }
  }

  /** POST /api/upload/{empresaId} with an e-fatura file. */
  /** Turns starter categorisation rules off for the company (issue 20), so its imports arrive unclassified. */
  async desativarRegrasBase(empresaId: string, ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const response = await this.request.put(`/put/regras-base/${empresaId}/${id}`, {
        headers: this.headers,
        data: { ativa: false },
      });
      await esperarStatus(response, 200);
    }
  }

  async importarEfatura(empresaId: string, csv: string): Promise<void> {
    const response = await this.request.post(`/api/upload/${empresaId}`, {
      headers: this.headers,
      multipart: {
        tipoUpload: 'upload-efatura-extrato',
        efatura: { name: 'efatura-aquisicoes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
      },
    });
    await esperarStatus(response, 201);
  }

  async criarLinha(empresaId: string, dataEmissao: string): Promise<LinhaApi> {
    const response = await this.request.post('/api/planilha/criar-linha', {
      headers: this.headers,
      data: { empresaId, userId: this.userId, fatura: { dataEmissao } },
    });
    await esperarStatus(response, 201);
    return (await response.json()) as LinhaApi;
  }

  async editar(linha: LinhaApi, mudancas: Record<string, unknown>): Promise<LinhaApi> {
    const response = await this.request.put(`/put/planilha/${linha._id}`, {
      headers: this.headers,
      data: { mudancas, versao: linha.versao },
    });
    await esperarStatus(response, 200);
    return (await response.json()) as LinhaApi;
  }

  /** A manual row of this user with an issuer and a total (the caller's own invoice fields). */
  async criarLinhaManual(empresaId: string, dataEmissao: string, emitente: string, total: number) {
    const linha = await this.criarLinha(empresaId, dataEmissao);
    return this.editar(linha, { fatura: { emitente, total } });
  }

  /** The raw answer of GET /get/planilhas/resumo/{empresaId}. */
  async pagina(empresaId: string, query: Record<string, string | number> = {}): Promise<APIResponse> {
    return this.request.get(`/get/planilhas/resumo/${empresaId}`, { headers: this.headers, params: query });
  }

  async linhas(empresaId: string, query: Record<string, string | number> = {}): Promise<LinhaApi[]> {
    const response = await this.pagina(empresaId, query);
    await esperarStatus(response, 200);
    return ((await response.json()) as { dados: LinhaApi[] }).dados;
  }

  /** GET /get/planilha/{rowId}/historico: the row's changes, newest first. */
  async historico(rowId: string): Promise<{ acao: string; campo: string | null; depois: unknown }[]> {
    const response = await this.request.get(`/get/planilha/${rowId}/historico`, { headers: this.headers });
    await esperarStatus(response, 200);
    return (await response.json()) as { acao: string; campo: string | null; depois: unknown }[];
  }

  async mudarPapel(empresaId: string, userId: string, newRole: 'admin' | 'editor' | 'leitor'): Promise<void> {
    const response = await this.request.put(`/put/empresa/${empresaId}/user/${userId}/role`, {
      headers: this.headers,
      data: { newRole },
    });
    await esperarStatus(response, 200);
  }
}

export interface Membro {
  email: string;
  senha: string;
  nome: string;
  api: PlanilhaApi;
}

/**
 * A staff user's new company with one store, and members invited with the given roles who have
 * accepted (everything through the API).
 */
export async function empresaComEquipa(
  request: APIRequestContext,
  tag: string,
  papeis: readonly ('editor' | 'leitor')[],
): Promise<{
  empresa: { _id: string; nome: string };
  loja: { _id: string; nome: string };
  admin: Membro;
  membros: Membro[];
}> {
  const { admin, api, empresa, lojas } = await staffComEmpresa(request, tag, ['Loja Centro']);
  const membros: Membro[] = [];
  for (const [i, papel] of papeis.entries()) {
    const dados = newUserData(`${tag}-${papel}${i}`);
    await api.convidar(empresa._id, dados.email, papel);
    await signUpApi(request, dados);
    const sessao = await PlanilhaApi.login(request, dados);
    await sessao.aceitarConvites();
    membros.push({ ...dados, api: sessao });
  }
  return {
    empresa,
    loja: lojas[0] as { _id: string; nome: string },
    admin: { ...admin, api: await PlanilhaApi.login(request, admin) },
    membros,
  };
}

/** Another browser session (its own cookies and storage), with the project's settings. */
export async function outraSessao(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    viewport: { width: 1280, height: 720 },
  });
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort(),
  );
  return context;
}

// --- Page model of the spreadsheet -------------------------------------------------------------

/**
 * The grid's columns in screen order: the tick box, then the identity columns frozen at the start
 * (Ações, Emitente, Nº Fatura, Total; issue 20), the row's state, and the rest of SPEC §2's in its order.
 */
export const COLUNAS = [
  'Selecionar',
  'Ações',
  'Emitente',
  'Nº Fatura',
  'Total',
  'Estado',
  'NIF',
  'Descritivo',
  'Data Emissão',
  'Data Pagamento',
  'Base Tributável',
  'IVA',
  'Valor Extrato',
  'Categoria A',
  'Subcategoria A',
  'Categoria B',
  'Subcategoria B',
  'Rúbrica B',
  'Tipologia',
  'Gasto',
  'Cash Flow',
  'Unidade de Negócio',
] as const;
export type Coluna = (typeof COLUNAS)[number];

/** aria-colindex of a column (1-based). */
function colIndex(coluna: Coluna): number {
  return COLUNAS.indexOf(coluna) + 1;
}

export class PlanilhaApp extends EmpresasApp {
  /** Signs in, opens the company from the list and the spreadsheet from the company's navigation. */
  static async abrir(page: Page, user: { email: string; senha: string }, empresaNome: string) {
    const app = new PlanilhaApp(page);
    const entrada = await entrar(page, user);
    await entrada.abrirEmpresa(empresaNome, 'Aceder');
    await app.empresaNav.getByRole('link', { name: 'Planilha', exact: true }).click();
    await expect(page).toHaveURL(/\/planilha$/);
    await app.esperarGrelha();
    return app;
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Planilha' });
  }

  get pesquisa(): Locator {
    return this.page.getByRole('search', { name: 'Pesquisa na planilha' });
  }

  get filtroDatas(): Locator {
    return this.page.getByRole('group', { name: 'Filtrar por data:' });
  }

  get dataInicial(): Locator {
    return this.page.getByRole('textbox', { name: 'Data inicial', exact: true });
  }

  get dataFinal(): Locator {
    return this.page.getByRole('textbox', { name: 'Data final', exact: true });
  }

  get paginas(): Locator {
    return this.page.getByRole('navigation', { name: 'Páginas da planilha' });
  }

  botao(nome: string): Locator {
    return this.page.getByRole('button', { name: nome, exact: true });
  }

  /** The count under the toolbar: '1 linha', '5 linhas'. */
  contagem(n: number): Locator {
    return this.page.getByText(n === 1 ? '1 linha' : `${n} linhas`, { exact: true });
  }

  /** Waits until the first page has loaded (rows or the empty state). */
  async esperarGrelha() {
    await expect(this.grid).toBeVisible();
    await expect(this.page.getByText('A carregar a planilha...')).toHaveCount(0);
  }

  /** Waits for the next page request the screen sends, and its answer. */
  esperarPagina(): Promise<APIResponse | unknown> {
    return this.page.waitForResponse(
      (r) => /\/get\/(planilhas\/resumo|search\/planilhas)\//.test(r.url()) && r.status() === 200,
    );
  }

  /** Types a date (dd/mm/aaaa) in one of the filter's inputs and leaves it. */
  async escreverData(input: Locator, iso: string) {
    await input.click();
    await input.fill(dataPt(iso));
    await input.press('Tab');
  }

  /** 'Procurar': applies the search and the dates together. */
  async procurar() {
    await this.pesquisa.getByRole('button', { name: 'Procurar', exact: true }).click();
  }

  async pesquisar(texto: string) {
    await this.pesquisa.getByRole('textbox', { name: 'Pesquisar' }).fill(texto);
    await this.procurar();
  }

  /**
   * Scrolls the grid (it renders only the columns in view) until the column's left edge is at the
   * frozen columns' right edge (or the grid's), or as far right as it goes.
   */
  async mostrarColuna(coluna: Coluna) {
    await this.grid.evaluate(async (el, indice) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const cabecalho = () => el.querySelector(`[role="columnheader"][aria-colindex="${indice}"]`);
      el.scrollLeft = 0;
      await frame();
      const passo = Math.max(100, Math.floor(el.clientWidth / 2));
      for (let x = 0; !cabecalho() && x <= el.scrollWidth; x += passo) {
        el.scrollLeft = x;
        await frame();
      }
      const h = cabecalho();
      if (!h) throw new Error(`coluna ${indice} não encontrada`);
      // A frozen column is always in view; any other goes just right of the frozen ones.
      if (!h.classList.contains('rdg-cell-frozen')) {
        const congeladas = Array.from(el.querySelectorAll('[role="columnheader"].rdg-cell-frozen'));
        const inicio = Math.max(
          el.getBoundingClientRect().left,
          ...congeladas.map((c) => c.getBoundingClientRect().right),
        );
        el.scrollLeft += h.getBoundingClientRect().left - inicio;
        await frame();
        // Re-rendered while scrolling (edit mode's columns): step back until it is drawn again.
        for (let passos = 0; !cabecalho() && passos < 20; passos += 1) {
          el.scrollLeft -= 40;
          await frame();
        }
      }
    }, colIndex(coluna));
    await expect(this.cabecalho(coluna)).toBeVisible();
  }

  cabecalho(coluna: Coluna): Locator {
    return this.grid.locator(`[role="columnheader"][aria-colindex="${colIndex(coluna)}"]`);
  }

  /** The grid's row `linha` (0-based, header excluded). */
  linha(linha: number): Locator {
    return this.grid.locator(`[role="row"][aria-rowindex="${linha + 2}"]`);
  }

  /** A cell (its column must be scrolled into view first, see mostrarColuna). */
  celula(linha: number, coluna: Coluna): Locator {
    return this.linha(linha).locator(`[role="gridcell"][aria-colindex="${colIndex(coluna)}"]`);
  }

  /** The texts of a column over the first `n` rows, read at once (null: the row is not there). */
  async coluna(coluna: Coluna, n: number): Promise<(string | null)[]> {
    return this.grid.evaluate(
      (el, { indice, n }) =>
        Array.from({ length: n }, (_, i) => {
          const celula = el.querySelector(
            `[role="row"][aria-rowindex="${i + 2}"] > [role="gridcell"][aria-colindex="${indice}"]`,
          );
          return celula ? (celula.textContent ?? '').trim() : null;
        }),
      { indice: colIndex(coluna), n },
    );
  }

  /** Expects the first rows of a column to read exactly these texts, in this order. */
  async esperarColuna(coluna: Coluna, textos: readonly string[]) {
    await expect
      .poll(() => this.coluna(coluna, textos.length), { message: `coluna ${coluna}` })
      .toEqual(textos);
  }

  /** Opens a dropdown cell's editor (one click in edit mode) and picks an option. */
  async escolher(linha: number, coluna: Coluna, opcao: string) {
    await this.celula(linha, coluna).click();
    const editor = this.grid.getByRole('combobox', { name: coluna, exact: true });
    await expect(editor).toBeVisible();
    await editor.selectOption(opcao);
    await expect(editor).toHaveCount(0);
  }

  /**
   * Selects a cell without leaving its editor open (a click opens a dropdown in edit mode, Escape
   * closes it) and pastes a text into it with Ctrl+V (the context needs the clipboard permissions).
   */
  async colar(linha: number, coluna: Coluna, texto: string) {
    const celula = this.celula(linha, coluna);
    await celula.click();
    await this.page.keyboard.press('Escape');
    await expect(this.grid.getByRole('combobox')).toHaveCount(0);
    await expect(celula).toBeFocused();
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), texto);
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  /** A notification (Mantine's, role=alert) with this text. */
  notificacao(texto: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: texto });
  }
}
