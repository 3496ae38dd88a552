import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { casoCorrespondencias, type FicheiroTeste } from './support/ficheiros';
import { PlanilhaApp } from './support/planilha';

/** Imports files through the API as the admin (no matching run): every invoice and bank line stays pending. */
async function importarPelaApi(
  request: APIRequestContext,
  admin: { email: string; senha: string },
  empresaId: string,
  ficheiros: { efatura?: FicheiroTeste; extrato?: FicheiroTeste },
): Promise<string> {
  const login = await request.post('/api/login', { data: { email: admin.email, senha: admin.senha } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const resposta = await request.post(`/api/upload/${empresaId}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { ...ficheiros },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return accessToken;
}

test.describe('Associação manual (issue 20)', () => {
  test('os extratos vêm pela semelhança, com a diferença; acima de um cêntimo pede confirmação; cabe em 1440 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { admin, empresa } = await staffComEmpresa(page.request, 'associa', ['Loja Central']);
    const caso = casoCorrespondencias();
    await importarPelaApi(page.request, admin, empresa._id, { efatura: caso.efatura, extrato: caso.extrato });

    const app = await PlanilhaApp.abrir(page, admin, empresa.nome);
    await app.pesquisar('FT PCP/88');
    await app.esperarColuna('Nº Fatura', ['FT PCP/88']);
    await app.celula(0, 'Ações').getByRole('button', { name: 'Associar extrato' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Associar extrato' });
    const tabela = dialogo.getByRole('table', { name: 'Extratos pendentes' });
    await expect(tabela.locator('tbody tr')).toHaveCount(5);

    // 61,50 € of Papelaria Central do Porto, issued on day 8. By core's score (hand-computed in its tests):
    // 75,00 € on day 30 = 45 × (1 − 13,50/61,50) + 20 × 38/60 = 47,8; 98,40 € on day 19 = 18 + 16,3 = 34,3;
    // 184,50 € on day 10 = 0 + 19,3; the card takings on day 1 = 0 + 17,7; the 7,50 € fee on day 66 = 5,5 + 0,7.
    const linhas = await tabela
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 6).map((td) => td.textContent?.trim())),
      );
    expect(
      linhas.map(([semelhanca, , descricao, valor, diferenca]) => [semelhanca, descricao, valor, diferenca]),
    ).toEqual([
      ['48', 'TRF P/O PADARIA ESTRELA DO NORTE', '-75,00 €', '+13,50 €'],
      ['34', 'DD ENERGIA VERDE COMERCIAL', '-98,40 €', '+36,90 €'],
      ['19', 'TRF P/O PADARIA ESTRELA FT PEN/117', '-184,50 €', '+123,00 €'],
      ['18', 'TPA VENDAS 9054457', '1.234,56 €', '+1.173,06 €'],
      ['6', 'COMISSAO MANUTENCAO CONTA', '-7,50 €', '-54,00 €'],
    ]);

    // At 1440 px every 'Associar' button is whole inside the dialog, and nothing scrolls sideways.
    const caixa = await dialogo.boundingBox();
    for (const botao of await tabela.getByRole('button', { name: /^Associar / }).all()) {
      const b = await botao.boundingBox();
      expect(b && caixa && b.x >= caixa.x && b.x + b.width <= caixa.x + caixa.width).toBe(true);
    }
    const contentor = tabela.locator('xpath=..');
    expect(await contentor.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // 13,50 € of difference: the dialog asks before linking; 'Voltar' goes back to the list, nothing linked.
    const primeiro = tabela.getByRole('button', { name: /^Associar TRF P\/O PADARIA ESTRELA DO NORTE / });
    await primeiro.click();
    const confirmar = dialogo.getByRole('alertdialog', { name: 'Confirmar diferença' });
    await expect(confirmar).toContainText(
      'O valor do extrato (75,00 €) difere do total do documento (61,50 €) em +13,50 €.',
    );
    await confirmar.getByRole('button', { name: 'Voltar' }).click();
    await expect(tabela.locator('tbody tr')).toHaveCount(5);

    await primeiro.click();
    await confirmar.getByRole('button', { name: 'Associar com a diferença' }).click();
    await expect(dialogo).toBeHidden();
    await expect(app.notificacao('Extrato associado.')).toBeVisible();
    await expect(
      app.celula(0, 'Ações').getByRole('button', { name: 'Associar extrato', exact: true }),
    ).toHaveCount(0);

    // The same amount: linked at once, no question.
    await app.pesquisar('FT EVC/4521');
    await app.esperarColuna('Nº Fatura', ['FT EVC/4521']);
    await app.celula(0, 'Ações').getByRole('button', { name: 'Associar extrato' }).click();
    await expect(tabela.locator('tbody tr')).toHaveCount(4);
    await expect(tabela.locator('tbody tr').first()).toContainText('DD ENERGIA VERDE COMERCIAL');
    await expect(tabela.locator('tbody tr').first()).toContainText('0,00 €');
    await tabela.getByRole('button', { name: /^Associar DD ENERGIA VERDE COMERCIAL / }).click();
    await expect(dialogo).toBeHidden();
    await expect(
      app.celula(0, 'Ações').getByRole('button', { name: 'Associar extrato', exact: true }),
    ).toHaveCount(0);
  });
});
