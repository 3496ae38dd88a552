import type { Page } from '@playwright/test';

/**
 * Holds the next request whose address matches until `libertar()` is called, so a test can see
 * what the screen shows while the server works (busy views, 'A carregar...') however fast it is.
 */
export async function segurarPedido(page: Page, url: RegExp): Promise<{ libertar: () => void }> {
  let libertar: () => void = () => {};
  const portao = new Promise<void>((resolve) => {
    libertar = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await portao;
      await route.continue();
    },
    { times: 1 },
  );
  return { libertar };
}
