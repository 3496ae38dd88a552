import { escreverExtratoMillennium } from '@contas/core/gerador';
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

test('uma importação longa: o ecrã diz o que o servidor faz, e recarregar a página não a interrompe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const LINHAS = 15_000;
  const { admin, empresa } = await staffComEmpresa(page.request, 'progresso', ['Loja Central']);
  const app = new ImportacaoApp(page);
  await page.goto('/login');
  await app.submitLogin(admin.email, admin.senha);
  await expect(page).toHaveURL(/\/conta\/lista-empresa$/);
  await app.abrirEmpresa(empresa.nome, 'Aceder');
  await app.gotoImportacao(empresa._id);
  await app.menu.getByRole('button', { name: 'Importar Extratos & Faturas' }).click();
  const form = app.formulario('Importar Extratos & Faturas');
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
