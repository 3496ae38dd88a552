import { eurosToCents, formatDecimal, formatEuros, formatPercent } from '@contas/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect } from './app';
import { EmpresasApp } from './empresas';

// --- The API's answers, to know what the screen must show ---------------------------------------

/** One year (or ∆) of a report line: Jan..Dez, Total, Média (money in euros). */
export interface ValoresApi {
  meses: number[];
  total: number;
  media: number;
}

/** A report line as GET /get/demonstracao-resultados and /get/fluxo-caixa send it. */
export interface LinhaApi {
  key: string;
  label: string;
  level: number;
  unidade: 'euros' | 'quantidade' | 'percentagem';
  children?: LinhaApi[];
  valores: { ano1: ValoresApi; ano2: ValoresApi; deltaEuros: ValoresApi; deltaPercent: ValoresApi };
}

export interface RelatorioApi {
  ano1: number;
  ano2: number;
  loja: { _id: string; nome: string };
  linhas: LinhaApi[];
}

/** A signed-in user's calls (bearer token of POST /api/login). */
export class ApiLeitura {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(
    request: APIRequestContext,
    user: { email: string; senha: string },
  ): Promise<ApiLeitura> {
    const response = await request.post('/api/login', { data: { email: user.email, senha: user.senha } });
    expect(response.status(), await response.text()).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    return new ApiLeitura(request, accessToken);
  }

  async get<T>(url: string): Promise<T> {
    const response = await this.request.get(url, { headers: { Authorization: `Bearer ${this.token}` } });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  async put<T>(url: string, data: unknown): Promise<T> {
    const response = await this.request.put(url, {
      data,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  relatorio(
    tipo: 'demonstracao-resultados' | 'fluxo-caixa',
    empresaId: string,
    lojaId: string,
    ano1: number,
    ano2: number,
  ): Promise<RelatorioApi> {
    return this.get(`/get/${tipo}/${empresaId}/${lojaId}?ano=${ano1}&ano2=${ano2}`);
  }
}

/** Every line of a report, depth first (the order of the table with everything expanded). */
export function todasAsLinhas(linhas: readonly LinhaApi[]): LinhaApi[] {
  return linhas.flatMap((l) => [l, ...todasAsLinhas(l.children ?? [])]);
}

export function linhaDoRelatorio(relatorio: RelatorioApi, key: string): LinhaApi {
  const linha = todasAsLinhas(relatorio.linhas).find((l) => l.key === key);
  if (!linha) throw new Error(`O relatório não tem a linha ${key}.`);
  return linha;
}

const SERIES = ['ano1', 'ano2', 'deltaEuros', 'deltaPercent'] as const;

function valorNaColuna(v: ValoresApi, grupo: number): number {
  return grupo < 12 ? (v.meses[grupo] ?? 0) : grupo === 12 ? v.total : v.media;
}

/**
 * A value as the screen writes it (SPEC §9): '1.234,56 €', '12,50 %', a count as a plain number and
 * other quantities with 2 decimals.
 */
export function formatarComoEcra(valor: number, unidade: LinhaApi['unidade'], serie: string): string {
  if (serie === 'deltaPercent' || unidade === 'percentagem') return formatPercent(valor);
  if (unidade === 'euros') return formatEuros(eurosToCents(valor));
  return formatDecimal(valor, Number.isInteger(valor) ? 0 : 2);
}

/** How many months of each compared year have begun (12 for a past year): the later ones show empty. */
export interface MesesComecados {
  ano1: number;
  ano2: number;
}

const ANOS_INTEIROS: MesesComecados = { ano1: 12, ano2: 12 };

/**
 * The 56 cells of a line (Jan..Dez, Total, Média × year 1, year 2, ∆ €, ∆ %) as the screen shows them
 * with 'Até à data' off: a month not yet begun is empty in its year, and in both ∆.
 */
export function celulasEsperadas(linha: LinhaApi, comecados: MesesComecados = ANOS_INTEIROS): string[] {
  return Array.from({ length: 14 }, (_, g) => g).flatMap((g) =>
    SERIES.map((s) => {
      const futuro = (ano: 'ano1' | 'ano2') => g < 12 && g >= comecados[ano];
      const vazio = s === 'ano1' || s === 'ano2' ? futuro(s) : futuro('ano1') || futuro('ano2');
      return vazio ? '' : formatarComoEcra(valorNaColuna(linha.valores[s], g), linha.unidade, s);
    }),
  );
}

// --- The XLSX export --------------------------------------------------------------------------

export interface FolhaExportada {
  nome: string;
  /** Each row's cell values from column A, 1-based rows as in Excel (index 0 unused). */
  linhas: unknown[][];
}

export async function lerXlsx(ficheiro: string): Promise<FolhaExportada> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.readFile(ficheiro);
  const folha = livro.worksheets[0];
  if (!folha) throw new Error('O ficheiro exportado não tem folhas.');
  const linhas: unknown[][] = [];
  folha.eachRow({ includeEmpty: true }, (row, n) => {
    linhas[n] = Array.from({ length: 1 + 14 * 4 }, (_, i) => row.getCell(i + 1).value);
  });
  return { nome: folha.name, linhas };
}

// --- Page model -------------------------------------------------------------------------------

export class RelatoriosApp extends EmpresasApp {
  get loja(): Locator {
    return this.page.getByLabel('Loja', { exact: true });
  }

  get anosAComparar(): Locator {
    return this.page.getByRole('group', { name: 'Anos a Comparar' });
  }

  get ano1(): Locator {
    return this.anosAComparar.getByLabel('Ano 1');
  }

  get ano2(): Locator {
    return this.anosAComparar.getByLabel('Ano 2');
  }

  get spinner(): Locator {
    return this.page.getByRole('status', { name: 'A carregar' });
  }

  /** The table of a report: a region named after it. */
  tabela(titulo: string): Locator {
    return this.page.getByRole('region', { name: titulo, exact: true });
  }

  linha(titulo: string, key: string): Locator {
    return this.tabela(titulo).locator(`tbody tr[data-linha="${key}"]`);
  }

  /** The texts of a line's 56 value cells. */
  async celulas(titulo: string, key: string): Promise<string[]> {
    return (await this.linha(titulo, key).locator('td').allInnerTexts()).map((t) => t.trim());
  }

  /** The months begun of the years chosen, by the browser's clock (Europe/Lisbon). */
  async mesesComecados(): Promise<MesesComecados> {
    const [ano1, ano2] = [Number(await this.ano1.inputValue()), Number(await this.ano2.inputValue())];
    const [ano, mes] = await this.page.evaluate(() => [new Date().getFullYear(), new Date().getMonth() + 1]);
    const comecados = (a: number) => (a < (ano as number) ? 12 : a === ano ? (mes as number) : 0);
    return { ano1: comecados(ano1), ano2: comecados(ano2) };
  }

  /**
   * Turns 'Até à data' off, where the current year offers it: the tables then show the server's
   * whole-year Total and Média (the choice is kept for the session's other report screens).
   */
  async anosInteiros() {
    await expect(this.anosAComparar).toBeVisible();
    const ateAData = this.page.getByRole('switch', { name: /^Até à data/ });
    if ((await ateAData.count()) > 0) await ateAData.uncheck();
  }

  /** Waits until the line shows exactly what the API says (the table may still be reloading). */
  async esperarLinha(titulo: string, linha: LinhaApi) {
    const comecados = await this.mesesComecados();
    await expect
      .poll(() => this.celulas(titulo, linha.key), { message: `células da linha ${linha.key}` })
      .toEqual(celulasEsperadas(linha, comecados));
  }

  /** Opens a report from the company's navigation, comparing whole years. */
  async abrir(titulo: 'Demonstração de Resultados' | 'Fluxo de Caixa') {
    await this.empresaNav.getByRole('link', { name: titulo, exact: true }).click();
    await expect(this.heading(titulo)).toBeVisible();
  }
}

/** Waits for the next GET of a report for a store and years. */
export function esperarRelatorio(
  page: Page,
  tipo:
    | 'demonstracao-resultados'
    | 'fluxo-caixa'
    | 'previsao-iva'
    | 'analise-ticket-medio'
    | 'ponto-equilibrio',
  lojaId: string,
  ano1: number,
  ano2: number,
) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname.startsWith(`/get/${tipo}/`) &&
      url.pathname.endsWith(`/${lojaId}`) &&
      url.searchParams.get('ano') === String(ano1) &&
      url.searchParams.get('ano2') === String(ano2)
    );
  });
}
