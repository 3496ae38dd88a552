import { chromium } from 'playwright';
import { mediana } from './processo';

/** Marks, in the page, when the first data row of a grid appears and when the frame that shows it is done. */
const MARCADOR = `(() => {
  const seletor = '[role="grid"][aria-label="Planilha"] [role="row"][aria-rowindex="2"]';
  const ver = () => {
    if (window.__contasLinha !== undefined || !document.querySelector(seletor)) return;
    window.__contasLinha = performance.now();
    observador.disconnect();
    requestAnimationFrame(() => {
      const canal = new MessageChannel();
      canal.port1.onmessage = () => { window.__contasPintura = performance.now(); };
      canal.port2.postMessage(null);
    });
  };
  const observador = new MutationObserver(ver);
  observador.observe(document, { childList: true, subtree: true });
})();`;

/** What the page reports once its first rows are painted (ms from the start of the navigation). */
const LEITURA = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/get/planilhas/resumo/'));
  const ultima = api[api.length - 1];
  const linhas = document.querySelectorAll('[role="grid"][aria-label="Planilha"] [role="row"]').length - 1;
  return {
    pintura: window.__contasPintura ?? window.__contasLinha,
    domPronto: nav ? nav.domContentLoadedEventEnd : null,
    apiInicio: ultima ? ultima.startTime : null,
    apiFim: ultima ? ultima.responseEnd : null,
    linhasNoDom: linhas,
  };
})()`;

export type Navegacao = {
  pintura: number;
  domPronto: number;
  apiInicio: number;
  apiFim: number;
  linhasNoDom: number;
};
export type PrimeiraPintura = { navegacoes: Navegacao[]; mediana: Navegacao };

/**
 * Signs in through the login form, then opens the spreadsheet `vezes` times (after one warm-up) and
 * measures, from the start of each navigation, when the grid's first rows are painted.
 */
export async function medirPrimeiraPintura(opcoes: {
  base: string;
  email: string;
  senha: string;
  caminho: string;
  vezes: number;
}): Promise<PrimeiraPintura> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      locale: 'pt-PT',
      timezoneId: 'Europe/Lisbon',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${opcoes.base}/login`);
    await page.getByLabel('E-mail').fill(opcoes.email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(opcoes.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/conta\/lista-empresa$/);
    // Opening the company ('Aceder') selects it; the company area only opens for the selected company.
    await page.getByRole('button', { name: 'Aceder' }).first().click();
    await page.waitForURL(/\/empresa\/[^/]+\/resumo$/);
    await context.addInitScript({ content: MARCADOR });
    const navegacoes: Navegacao[] = [];
    for (let i = 0; i <= opcoes.vezes; i++) {
      await page.goto(`${opcoes.base}${opcoes.caminho}`, { waitUntil: 'commit' });
      // A function, not a string: the server's Content-Security-Policy forbids the eval a string predicate needs.
      await page.waitForFunction(
        () => (globalThis as { __contasPintura?: unknown }).__contasPintura !== undefined,
        undefined,
        {
          timeout: 60_000,
        },
      );
      if (!page.url().endsWith(opcoes.caminho)) throw new Error(`O navegador foi para ${page.url()}.`);
      const n = (await page.evaluate(LEITURA)) as Navegacao;
      if (n.linhasNoDom < 1) throw new Error('A grelha não mostrou linhas.');
      if (i > 0) navegacoes.push(n); // the first is the warm-up (browser cache, server JIT)
    }
    const m = (k: keyof Navegacao) => mediana(navegacoes.map((n) => n[k]));
    return {
      navegacoes,
      mediana: {
        pintura: m('pintura'),
        domPronto: m('domPronto'),
        apiInicio: m('apiInicio'),
        apiFim: m('apiFim'),
        linhasNoDom: m('linhasNoDom'),
      },
    };
  } finally {
    await browser.close();
  }
}
