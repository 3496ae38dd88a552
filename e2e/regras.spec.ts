import { expect, semErrosDaPagina, test } from './support/app';
import {
  diasAtras,
  efaturaCsv,
  empresaComEquipa,
  type FaturaCsv,
  nifDe,
  PlanilhaApp,
} from './support/planilha';

// Issue 20 'Regras de categorização': an editor writes a rule, sees how many rows it would classify, applies
// it and finds them classified in the spreadsheet; a classified row gives a new rule in one click.

semErrosDaPagina();

// A supplier no starter rule knows: its invoices arrive 'Sem Categoria A'.
const MOAGEM = { nome: 'Moagem Serra Exemplo, Lda', nifBase: '59877711' };
const moagem = (n: number, dias: number, total: number): FaturaCsv => ({
  ...MOAGEM,
  numero: `FT MS${n}/${n}`,
  atcud: `MSEX${1000 + n}-${n}`,
  data: diasAtras(dias),
  total,
});

test('um editor cria uma regra, vê quantas linhas classifica, aplica-a e vê-as classificadas na planilha', async ({
  page,
  request,
}) => {
  test.slow();
  const { empresa, membros } = await empresaComEquipa(request, 'regras', ['editor']);
  const editor = membros[0]!;
  await editor.api.importarEfatura(empresa._id, efaturaCsv([moagem(1, 5, 123), moagem(2, 12, 45.5)]));

  const app = await PlanilhaApp.abrir(page, editor, empresa.nome);
  await expect(app.contagem(2)).toBeVisible();
  await app.mostrarColuna('Categoria A');
  await app.esperarColuna('Categoria A', ['Sem Categoria A', 'Sem Categoria A']);

  // --- The rules screen, from the company menu ------------------------------------------------------------
  await app.empresaNav.getByRole('link', { name: 'Regras de categorização' }).click();
  await expect(page).toHaveURL(/\/regras-categorizacao$/);
  await expect(page.getByRole('heading', { name: 'Regras de categorização', level: 1 })).toBeVisible();
  await expect(page.getByText('A empresa ainda não tem regras suas.')).toBeVisible();
  const base = page.getByRole('table', { name: 'Regras base' });
  await expect(base.getByRole('row', { name: /Electricidade: EDP, Endesa, Goldenergy/ })).toBeVisible();

  // --- A new rule, by keyboard where it is a form -------------------------------------------------------
  await page.getByRole('button', { name: 'Nova regra' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova regra' });
  // Without a category the rule is refused under its field, and nothing is sent.
  await dialogo.getByLabel('Contém o texto').fill('Moagem Serra');
  await dialogo.getByRole('button', { name: 'Guardar regra' }).click();
  await expect(dialogo.getByText('A regra tem de definir a Categoria A ou a Categoria B.')).toBeVisible();
  await dialogo.getByLabel('Categoria A', { exact: true }).selectOption('Compras');
  await expect(dialogo.getByLabel('Subcategoria A', { exact: true })).toHaveValue('Mercadoria');
  await dialogo.getByLabel('Subcategoria A', { exact: true }).selectOption('Matéria Prima');
  await dialogo.getByLabel('Gasto', { exact: true }).selectOption('Variável');
  await dialogo
    .getByLabel('Categoria B', { exact: true })
    .selectOption('Fluxos de caixa das actividades operacionais');
  await expect(dialogo.getByLabel('Rúbrica B', { exact: true })).toHaveValue('Recebimentos de clientes');
  await dialogo.getByLabel('Rúbrica B', { exact: true }).selectOption('Pagamentos a fornecedores');
  await dialogo.getByLabel('Contém o texto').press('Enter');
  await expect(dialogo).toHaveCount(0);
  const daEmpresa = page.getByRole('table', { name: 'Regras da empresa' });
  await expect(
    daEmpresa.getByRole('row', { name: /Emitente ou descritivo contém «Moagem Serra»/ }),
  ).toContainText(
    'Compras › Matéria Prima (Variável) · Fluxos de caixa das actividades operacionais › Pagamentos a fornecedores',
  );

  // --- The count first, then the apply --------------------------------------------------------------------
  await page.getByRole('button', { name: 'Aplicar às linhas por classificar' }).click();
  const aplicar = page.getByRole('dialog', { name: 'Aplicar às linhas por classificar' });
  await expect(aplicar.getByTestId('previsao-regras')).toHaveText(
    'As regras classificam 2 linhas das 2 linhas por classificar.',
  );
  await expect(aplicar.getByText('Emitente ou descritivo contém «Moagem Serra»: 2 linhas')).toBeVisible();
  await aplicar.getByRole('button', { name: 'Classificar 2 linhas' }).click();
  await expect(aplicar).toHaveCount(0);
  await expect(page.getByText('2 linhas classificadas.')).toBeVisible();

  // --- The spreadsheet shows them classified --------------------------------------------------------------
  await app.empresaNav.getByRole('link', { name: 'Planilha', exact: true }).click();
  await app.esperarGrelha();
  await app.mostrarColuna('Categoria A');
  await app.esperarColuna('Categoria A', ['Compras', 'Compras']);
  await app.esperarColuna('Subcategoria A', ['Matéria Prima', 'Matéria Prima']);

  // --- One click on a classified row: a new rule, prefilled with its NIF and classification ---------------
  await app.mostrarColuna('Ações');
  await app.celula(0, 'Ações').getByRole('button', { name: 'Criar regra a partir desta linha' }).click();
  await expect(page).toHaveURL(/\/regras-categorizacao\?linha=/);
  const rascunho = page.getByRole('dialog', { name: 'Nova regra' });
  await expect(rascunho.getByLabel('Procurar em', { exact: true })).toHaveValue('nif');
  await expect(rascunho.getByLabel('NIF', { exact: true })).toHaveValue(nifDe(MOAGEM.nifBase));
  await expect(rascunho.getByLabel('Subcategoria A', { exact: true })).toHaveValue('Matéria Prima');
  await rascunho.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/regras-categorizacao$/);

  // --- Delete with confirmation, and undo -----------------------------------------------------------------
  await daEmpresa.getByRole('button', { name: /Eliminar a regra/ }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar regra' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('A empresa ainda não tem regras suas.')).toBeVisible();
  await page.getByRole('button', { name: 'Anular' }).click();
  await expect(daEmpresa.getByRole('row', { name: /contém «Moagem Serra»/ })).toBeVisible();
});
