import { nifCheckDigit } from '@contas/core';
import {
  escreverEfaturaAdquirente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
} from '@contas/core/gerador';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app';
import { staffComEmpresa } from './support/empresas';
import { ImportacaoApp } from './support/importacao';

/**
 * A statement long enough that the server is still at it when the page is opened again. A workbook: reading it
 * takes the server seconds, outside the import's transaction, so the screen hears the phase even on the embedded
 * database (whose one connection the transaction holds while it writes).
 */
async function extratoGrande(linhas: number) {
  const bytes = await escreverExtratoMillennium({
    conta: '0000013579246',
    saldoInicialCents: 1_000_000,
    dataInicio: '2025-01-01',
    dataFim: '2025-12-31',
    dataExportacao: '2026-01-02',
    linhas: Array.from({ length: linhas }, (_, i) => ({
      data: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      descricao: `TPA VENDAS ${i}`,
      valorCents: 100 + i,
    })),
  });
  return {
    name: 'extrato-do-ano.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(bytes),
  };
}

/** Signed in as `admin`, the company opened, and its e-fatura and statement form. */
async function abrirImportacaoDeFaturas(
  page: Page,
  admin: { email: string; senha: string },
  empresa: { _id: string; nome: string },
) {
  const app = new ImportacaoApp(page);
  await page.goto('/login');
  await app.submitLogin(admin.email, admin.senha);
  await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
  await app.abrirEmpresa(empresa.nome, 'Aceder');
  await app.gotoImportacao(empresa._id);
  await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
  return { app, form: app.formulario('Importar Extratos & Faturas') };
}

test('uma importação longa: o ecrã diz o que o servidor faz, e recarregar a página não a interrompe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const LINHAS = 15_000;
  const { admin, empresa } = await staffComEmpresa(page.request, 'progresso', ['Loja Central']);
  const { app, form } = await abrirImportacaoDeFaturas(page, admin, empresa);
  await form.getByLabel('Ficheiro extrato').setInputFiles(await extratoGrande(LINHAS));

  const tarefa = page.waitForRequest(/\/api\/importacoes\/[^/]+\/tarefas\/[0-9a-f-]{36}$/);
  await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
  // Once the file is sent the screen asks the server about the job the upload named.
  await tarefa;
  await expect(page.getByRole('status')).toContainText(
    /A ler o ficheiro\.\.\.|A escrever extrato-do-ano\.xlsx/,
  );
  // The embedded database writes it in parts, and says how many of its lines are in.
  await expect(page.getByRole('status')).toContainText(
    /A escrever extrato-do-ano\.xlsx: [\d.]+ de 15\.000 linhas\.\.\./,
    { timeout: 60_000 },
  );

  await page.reload();
  // The import went on without the page: the history shows it whole.
  const linha = app.historico.getByRole('row').filter({ hasText: 'extrato-do-ano.xlsx' });
  await expect(linha).toBeVisible({ timeout: 150_000 });
  await expect(linha).toContainText(String(LINHAS));
  await expect(page.getByRole('region', { name: 'Importações em curso' })).toBeHidden();
});

/** `n` purchases of one supplier in 2025 and the transfer that pays each, quoting its number. */
function comprasEPagamentos(n: number) {
  const emitente = `51299999${nifCheckDigit('51299999')}`;
  const dia = (i: number) =>
    `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
  const total = (i: number) => 1_000 + i;
  const efatura = escreverEfaturaAdquirente(
    Array.from({ length: n }, (_, i) => ({
      nifEmitente: emitente,
      nomeEmitente: 'Fornecedor Grande, Lda',
      numero: `FT G/${i + 1}`,
      atcud: `GGGG-${i + 1}`,
      tipo: 'Fatura',
      data: dia(i),
      baseCents: total(i) - Math.round(total(i) * 0.1869),
      ivaCents: Math.round(total(i) * 0.1869),
      situacao: 'Registado',
    })),
    'A',
  );
  const extrato = escreverExtratoCgd({
    conta: '0574000009999',
    saldoInicialCents: 100_000_000,
    dataInicio: '2025-01-01',
    dataFim: '2025-12-31',
    dataExportacao: '2026-01-02',
    linhas: Array.from({ length: n }, (_, i) => ({
      data: dia(i),
      descricao: `TRF FORNECEDOR GRANDE FT G/${i + 1}`,
      valorCents: -total(i),
    })),
  });
  return [
    { name: 'compras-grandes.csv', mimeType: 'text/csv', buffer: Buffer.from(efatura) },
    { name: 'extrato-grande.csv', mimeType: 'text/csv', buffer: Buffer.from(extrato) },
  ] as const;
}

test('uma página deixada a meio de uma importação não deixa a seguinte à espera', async ({ page }) => {
  test.setTimeout(240_000);
  const LINHAS = 4_000;
  const [efatura, extrato] = comprasEPagamentos(LINHAS);
  const { admin, empresa } = await staffComEmpresa(page.request, 'abandonada', ['Loja Central']);
  const aberta = await abrirImportacaoDeFaturas(page, admin, empresa);
  const { app } = aberta;
  let { form } = aberta;
  await form.getByLabel('Ficheiro e-fatura').setInputFiles(efatura);
  await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
  await expect(page.getByRole('status')).toContainText(`A escrever ${efatura.name}`, { timeout: 60_000 });

  // While the company's import is being written, the user opens the spreadsheet (its page waits for the
  // import to be whole) and leaves it before it answers.
  const pagina = page.waitForRequest(/\/get\/planilhas\//);
  await page.goto(`/empresa/${empresa._id}/planilha`);
  await pagina;
  await app.gotoImportacao(empresa._id);
  const linha = app.historico.getByRole('row').filter({ hasText: efatura.name });
  await expect(linha).toContainText(String(LINHAS), { timeout: 120_000 });

  // The next import goes in: the invoices were there, the statement is new, and each payment finds its invoice.
  await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
  form = app.formulario('Importar Extratos & Faturas');
  await form.getByLabel('Ficheiro e-fatura').setInputFiles(efatura);
  await form.getByLabel('Ficheiro extrato').setInputFiles(extrato);
  await form.getByRole('button', { name: 'Importar E-Faturas & Extratos' }).click();
  await expect(app.alertas.filter({ hasText: 'Importamento concluído!' })).toBeVisible({ timeout: 90_000 });
  expect(await app.contagens(efatura.name)).toMatchObject({
    Importadas: 0,
    'Duplicadas (já existiam)': LINHAS,
  });
  expect(await app.contagens(extrato.name)).toMatchObject({
    Importadas: LINHAS,
    'Duplicadas (já existiam)': 0,
  });
  // The matching runs by itself after the last file.
  await expect(form.getByRole('alert').filter({ hasText: '✅ Processamento concluído!' })).toContainText(
    `${LINHAS} correspondências encontradas`,
    { timeout: 90_000 },
  );
});
