import { escreverEfaturaEmitente, escreverExtratoCgd, escreverExtratoMillennium } from '@contas/core/gerador';
import {
  COM_FATURAS,
  EXTRATO_LARGO,
  EXTRATO_MERCADO,
  FATURA_MERCADO,
  NOME_EMPRESA_CARTOES,
  SEM_FATURAS,
  VENDAS,
} from '@contas/core/reports/fixtures/padaria-do-largo.cartoes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

/*
 * Card takings of "Padaria do Largo" in 2025 (core's hand-computed fixture) through the API: store A's
 * settlement paired with the day before's sales, its commission an FSE; store B's takings without
 * documents booked as sales net of VAT at its usual 13 %, the acquirer's commission apart. Both counted
 * once, in the income statement and the cash flow.
 */

let t: TestApp;
const u = {} as Record<'editor' | 'leitor', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  u.editor = await createUser(t);
  u.leitor = await createUser(t);
});
afterAll(async () => {
  await t.close();
});
// Each test has its own Padaria; the same sales in another company would be refused as its file.
const empresas: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [empresas.splice(0)]);
});

const cents = (euros: number) => Math.round(euros * 100);

const VENDAS_BALCAO = {
  categoria_A: 'Vendas e serviços prestados',
  subcategoria_A: 'Venda de Produtos',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Recebimentos de clientes',
  tipologia: 'Empresa',
  gasto: 'N/A',
};

function enviar(empresaId: string, partes: readonly ParteMultipart[]) {
  const { payload, headers } = multipart(partes);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
}

async function pedir<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers: u.editor.auth, ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

type Linha = {
  key: string;
  label: string;
  valores: { ano2: { meses: number[] } };
  children?: Linha[];
};
type Relatorio = { linhas: Linha[] };

/** A line of a report by its labels from the top ('Variáveis FSE', 'Serviços diversos', 'Comissões'). */
function linha(r: Relatorio, ...rotulos: string[]): Linha {
  let nivel = r.linhas;
  let achada: Linha | undefined;
  for (const rotulo of rotulos) {
    achada = nivel.find((l) => l.label === rotulo);
    if (!achada) throw new Error(`Sem a linha ${rotulos.join(' › ')}`);
    nivel = achada.children ?? [];
  }
  return achada as Linha;
}
const mes = (l: Linha, m: number) => cents(l.valores.ano2.meses[m - 1] as number);

type Padaria = { empresaId: string; lojaA: string; lojaB: string; importacaoVendas: string };

/** The company with its two statements (B's account in store B) and its sales export; takings classified as sales. */
async function padaria({ moverFatura = true } = {}): Promise<Padaria> {
  const empresa = await criarEmpresaDeTeste(t, {
    nome: NOME_EMPRESA_CARTOES,
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Largo', 'Mercado'],
  });
  empresas.push(empresa.id);
  const [lojaA, lojaB] = empresa.lojaIds as [string, string];
  const res = await enviar(empresa.id, [
    { campo: 'confirmarContas', valor: 'sim' },
    { campo: 'extrato', nome: 'largo.csv', bytes: escreverExtratoCgd(EXTRATO_LARGO) },
    { campo: 'extrato', nome: 'mercado.xlsx', bytes: await escreverExtratoMillennium(EXTRATO_MERCADO) },
    { campo: 'efatura', nome: 'vendas.csv', bytes: escreverEfaturaEmitente(VENDAS, 'A') },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const resultados = res.json().resultados as Array<{
    _id: string;
    nomeFicheiro?: string;
    ficheiro?: string;
  }>;
  const importacaoVendas = (resultados.at(-1) as { _id: string })._id;
  const { contas } = await pedir<{ contas: Array<{ _id: string; conta: string }> }>(
    'GET',
    `/get/contas/${empresa.id}`,
  );
  const mercado = contas.find((c) => c.conta === EXTRATO_MERCADO.conta)?._id;
  await pedir('PUT', `/put/contas/${empresa.id}/${mercado}`, { lojaId: lojaB, moverLinhas: true });
  // The catering invoice is store B's; both stores' takings were classified as sales by a person.
  if (moverFatura) await editar(empresa.id, { numero_fatura: FATURA_MERCADO }, { loja: lojaB });
  for (const descricao of ['TPA VENDAS 9054457', 'TPA VENDAS 9061122'])
    await editar(empresa.id, { extrato_descricao: descricao }, VENDAS_BALCAO);
  return { empresaId: empresa.id, lojaA, lojaB, importacaoVendas };
}

async function editar(empresaId: string, onde: Record<string, string>, mudancas: object): Promise<void> {
  const [coluna, valor] = Object.entries(onde)[0] as [string, string];
  const { rows } = await t.pool.query<{ id: string; versao: number }>(
    `select id, versao from planilha where empresa_id = $1 and ${coluna} = $2`,
    [empresaId, valor],
  );
  expect(rows).toHaveLength(1);
  await pedir('PUT', `/put/planilha/${rows[0]?.id}`, { mudancas, versao: rows[0]?.versao });
}

const processar = (empresaId: string) =>
  pedir<{ correspondencias: number; erros: number }>('POST', `/api/processar-correspondencias/${empresaId}`);

const relatorio = (tipo: 'demonstracao-resultados' | 'fluxo-caixa', empresaId: string, loja: string) =>
  pedir<Relatorio>('GET', `/get/${tipo}/${empresaId}/${loja}?ano=2024&ano2=2025`);

async function linhasDaPlanilha(empresaId: string) {
  return (
    await t.pool.query<{
      id: string;
      numero_fatura: string | null;
      extrato_descricao: string | null;
      extrato_valor_cents: number | null;
      base_cents: number | null;
      iva_cents: number | null;
      comissao_de: string | null;
      loja_id: string;
      subcategoria_a: string;
      status_correspondencia: string;
    }>(
      `select id, numero_fatura, extrato_descricao, extrato_valor_cents, base_cents, iva_cents, comissao_de, loja_id,
              subcategoria_a, status_correspondencia
       from planilha where empresa_id = $1 order by numero_fatura nulls last, extrato_descricao`,
      [empresaId],
    )
  ).rows;
}

describe('card takings (TPA)', () => {
  it('pairs store A’s settlement with its sales (the commission an FSE) and books store B’s takings net of VAT', async () => {
    const { empresaId, lojaA, lojaB } = await padaria();
    expect(await processar(empresaId)).toMatchObject({ correspondencias: 1, erros: 0 });

    const linhas = await linhasDaPlanilha(empresaId);
    // A statement's own row (no document) by its description: the documents it pays carry it too.
    const porDescricao = (texto: string) =>
      linhas.find((l) => l.numero_fatura === null && l.extrato_descricao === texto);
    // The two counter sales are paid wholly by the settlement, and took its classification.
    expect(
      linhas
        .filter((l) => l.numero_fatura?.startsWith('FS'))
        .map((l) => [l.numero_fatura, l.extrato_valor_cents, l.subcategoria_a, l.status_correspondencia]),
    ).toEqual([
      ['FS A2025/101', 120_000, 'Venda de Produtos', 'Correspondido'],
      ['FS A2025/102', 80_000, 'Venda de Produtos', 'Correspondido'],
    ]);
    // The settlement's own row went into them; its commission is a row of store A.
    expect(porDescricao('TPA VENDAS 9054457')).toBeUndefined();
    expect(porDescricao('Comissão TPA: TPA VENDAS 9054457')).toMatchObject({
      extrato_valor_cents: COM_FATURAS.comissaoCents,
      base_cents: null,
      loja_id: lojaA,
      subcategoria_a: 'Comissões',
      status_correspondencia: 'Correspondido',
    });
    // Store B's takings: 1 130,00 € = 1 000,00 € + 130,00 € of VAT at 13 %; its commission line an FSE.
    expect(porDescricao('TPA VENDAS 9061122')).toMatchObject({
      extrato_valor_cents: SEM_FATURAS.liquidacaoCents,
      base_cents: SEM_FATURAS.baseCents,
      iva_cents: SEM_FATURAS.ivaCents,
      loja_id: lojaB,
    });
    expect(porDescricao('COMISSAO TPA 9061122')).toMatchObject({
      subcategoria_a: 'Comissões',
      loja_id: lojaB,
    });

    // The spreadsheet says how each row counts.
    const pagina = await pedir<{
      dados: Array<{
        fatura: { numeroFatura: string | null } | null;
        extrato: { descricao: string } | null;
        cartao: unknown;
        categorizacaoAutomatica: unknown;
      }>;
    }>('GET', `/get/planilhas/resumo/${empresaId}?startDate=2025-01-01&endDate=2025-12-31`);
    const naPagina = (texto: string) =>
      pagina.dados.find((d) => !d.fatura?.numeroFatura && d.extrato?.descricao === texto);
    expect(naPagina('TPA VENDAS 9061122')?.cartao).toEqual({ tipo: 'vendas', taxaIva: 13, origem: 'loja' });
    expect(naPagina('Comissão TPA: TPA VENDAS 9054457')?.cartao).toEqual({ tipo: 'comissao' });
    expect(naPagina('COMISSAO TPA 9061122')?.categorizacaoAutomatica).toMatchObject({ origem: 'cartao' });

    // Income statement: the sales once, by their base; the commissions apart.
    const drA = await relatorio('demonstracao-resultados', empresaId, lojaA);
    expect(mes(linha(drA, 'Vendas e serviços prestados'), COM_FATURAS.mes)).toBe(COM_FATURAS.baseCents);
    expect(mes(linha(drA, 'Variáveis FSE', 'Serviços especializados', 'Comissões'), COM_FATURAS.mes)).toBe(
      COM_FATURAS.comissaoCents,
    );
    const drB = await relatorio('demonstracao-resultados', empresaId, lojaB);
    expect(mes(linha(drB, 'Vendas e serviços prestados'), SEM_FATURAS.mes)).toBe(SEM_FATURAS.baseCents);
    expect(mes(linha(drB, 'Variáveis FSE', 'Serviços especializados', 'Comissões'), SEM_FATURAS.mes)).toBe(
      SEM_FATURAS.comissaoCents,
    );
    const dr = await relatorio('demonstracao-resultados', empresaId, 'todas');
    // May: store B's catering invoice, a sale since the starter rules classify the company's own invoices.
    expect(linha(dr, 'Vendas e serviços prestados').valores.ano2.meses.map(cents).slice(4, 7)).toEqual([
      10_000,
      COM_FATURAS.baseCents,
      SEM_FATURAS.baseCents,
    ]);

    // Cash flow: the sales received in full and the commission paid, the bank's line in all.
    const fcA = await relatorio('fluxo-caixa', empresaId, lojaA);
    const operacionais = 'Fluxos de caixa das actividades operacionais';
    expect(mes(linha(fcA, operacionais, 'Recebimentos de clientes'), COM_FATURAS.mes)).toBe(
      COM_FATURAS.vendasCents,
    );
    expect(mes(linha(fcA, operacionais, 'Pagamentos a fornecedores'), COM_FATURAS.mes)).toBe(
      COM_FATURAS.comissaoCents,
    );
    expect(mes(linha(fcA, operacionais), COM_FATURAS.mes)).toBe(COM_FATURAS.liquidacaoCents);
    const fcB = await relatorio('fluxo-caixa', empresaId, lojaB);
    expect(mes(linha(fcB, operacionais, 'Recebimentos de clientes'), SEM_FATURAS.mes)).toBe(
      SEM_FATURAS.liquidacaoCents,
    );
    expect(mes(linha(fcB, operacionais, 'Pagamentos a fornecedores'), SEM_FATURAS.mes)).toBe(
      SEM_FATURAS.comissaoCents,
    );

    // Again: nothing changes (no second commission, no new history).
    const historico = async () =>
      (
        await t.pool.query('select count(*)::int as n from planilha_historico where empresa_id = $1', [
          empresaId,
        ])
      ).rows[0].n as number;
    const antes = await historico();
    expect(await processar(empresaId)).toMatchObject({ correspondencias: 0, erros: 0 });
    expect(await historico()).toBe(antes);
    expect(await linhasDaPlanilha(empresaId)).toEqual(linhas);
  });

  it('a settlement its days’ counter sales do not explain (cash sales documented too) counts only as their cash', async () => {
    const empresa = await criarEmpresaDeTeste(t, {
      nome: NOME_EMPRESA_CARTOES,
      membros: [[u.editor, 'editor']],
      lojas: ['Largo'],
    });
    empresas.push(empresa.id);
    // Sunday's counter sales were 5 000,00 € (4 065,04 € + 934,96 € of VAT), cash and card: the card took 1 960,00 €.
    const vendas = escreverEfaturaEmitente(
      [
        {
          nifAdquirente: '999999990',
          numero: 'FS A2025/500',
          atcud: 'JFA2025-500',
          tipo: 'Fatura simplificada',
          data: '2025-06-15',
          baseCents: 406_504,
          ivaCents: 93_496,
          situacao: 'Registado',
        },
      ],
      'A',
    );
    const res = await enviar(empresa.id, [
      { campo: 'confirmarContas', valor: 'sim' },
      { campo: 'extrato', nome: 'largo.csv', bytes: escreverExtratoCgd(EXTRATO_LARGO) },
      { campo: 'efatura', nome: 'vendas.csv', bytes: vendas },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    await editar(empresa.id, { extrato_descricao: 'TPA VENDAS 9054457' }, VENDAS_BALCAO);
    await editar(empresa.id, { numero_fatura: 'FS A2025/500' }, VENDAS_BALCAO);
    expect(await processar(empresa.id)).toMatchObject({ correspondencias: 0, erros: 0 });

    const tpa = (await linhasDaPlanilha(empresa.id)).find((l) => l.numero_fatura === null);
    expect(tpa).toMatchObject({
      extrato_valor_cents: COM_FATURAS.liquidacaoCents,
      base_cents: 0,
      iva_cents: 0,
    });
    // June: the sales once, from the document; the settlement is their cash.
    const dr = await relatorio('demonstracao-resultados', empresa.id, 'todas');
    expect(mes(linha(dr, 'Vendas e serviços prestados'), 6)).toBe(406_504);
    const fc = await relatorio('fluxo-caixa', empresa.id, 'todas');
    expect(
      mes(linha(fc, 'Fluxos de caixa das actividades operacionais', 'Recebimentos de clientes'), 6),
    ).toBe(COM_FATURAS.liquidacaoCents);
  });

  it('undoing the settlement unlinks all its sales, drops the commission and brings the line back', async () => {
    const { empresaId, lojaA } = await padaria();
    await processar(empresaId);
    const fs101 = (await linhasDaPlanilha(empresaId)).find((l) => l.numero_fatura === 'FS A2025/101')?.id;
    const desassociar = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${empresaId}/desassociar`,
      headers: u.editor.auth,
      payload: { idPlanilha: fs101 },
    });
    expect(desassociar.statusCode, desassociar.body).toBe(200);
    const linhas = await linhasDaPlanilha(empresaId);
    expect(linhas.filter((l) => l.comissao_de !== null)).toEqual([]);
    expect(
      linhas
        .filter((l) => l.numero_fatura?.startsWith('FS'))
        .map((l) => [l.numero_fatura, l.extrato_valor_cents, l.status_correspondencia]),
    ).toEqual([
      ['FS A2025/101', null, 'Pendente'],
      ['FS A2025/102', null, 'Pendente'],
    ]);
    const volta = linhas.find(
      (l) => l.numero_fatura === null && l.extrato_descricao === 'TPA VENDAS 9054457',
    );
    expect(volta).toMatchObject({
      extrato_valor_cents: COM_FATURAS.liquidacaoCents,
      subcategoria_a: 'Venda de Produtos',
    });
    const outra = await t.pool.query(
      "select acao, campo from planilha_historico where planilha_id = (select id from planilha where numero_fatura = 'FS A2025/102' and empresa_id = $1) order by id",
      [empresaId],
    );
    expect(outra.rows.at(-1)).toEqual({ acao: 'desassociar', campo: 'movimentos' });

    // Never paired again by the engine: the settlement is now the sales, at store A's usual 23 %.
    await processar(empresaId);
    const depois = (await linhasDaPlanilha(empresaId)).find(
      (l) => l.extrato_descricao === 'TPA VENDAS 9054457',
    );
    // 1 960,00 € / 1,23 = 1 593,50 € of base and 366,50 € of VAT.
    expect(depois).toMatchObject({ base_cents: 159_350, iva_cents: 36_650, loja_id: lojaA });
  });

  it('undoing the sales import frees the settlement and takes its commission away', async () => {
    // No sales document edited: an import only undoes while nobody changed its rows.
    const { empresaId, importacaoVendas } = await padaria({ moverFatura: false });
    await processar(empresaId);
    const anular = await t.app.inject({
      method: 'DELETE',
      url: `/delete/importacao/${empresaId}/${importacaoVendas}`,
      headers: u.editor.auth,
    });
    expect(anular.statusCode, anular.body).toBe(200);
    const linhas = await linhasDaPlanilha(empresaId);
    expect(linhas.filter((l) => l.numero_fatura !== null || l.comissao_de !== null)).toEqual([]);
    expect(linhas.find((l) => l.extrato_descricao === 'TPA VENDAS 9054457')).toMatchObject({
      extrato_valor_cents: COM_FATURAS.liquidacaoCents,
      status_correspondencia: 'Sem fatura',
    });
  });

  it('a settlement linked by hand to a sale short by a commission books the difference as the commission', async () => {
    const { empresaId } = await padaria();
    const linhas = await linhasDaPlanilha(empresaId);
    const tpa = await t.pool.query<{ id: string }>(
      "select id from movimentos where empresa_id = $1 and descricao like 'TPA VENDAS 9054457%'",
      [empresaId],
    );
    const idExtrato = tpa.rows[0]?.id;
    const fs101 = linhas.find((l) => l.numero_fatura === 'FS A2025/101')?.id;
    // The case: a 2 000,00 € sale for the 1 960,00 € settlement, short by 40,00 € (2 %).
    await t.pool.query(
      'update planilha set total_cents = 200000, base_cents = 162602, iva_cents = 37398 where id = $1',
      [fs101],
    );
    const associar = (confirmarDiferenca?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/planilha/associar-manualmente',
        headers: u.editor.auth,
        payload: { idPlanilha: fs101, idExtrato, ...(confirmarDiferenca && { confirmarDiferenca }) },
      });
    const pergunta = await associar();
    expect(pergunta.statusCode).toBe(409);
    expect(pergunta.json()).toEqual({
      message:
        'O valor do extrato (1.960,00 €) difere do total do documento (2.000,00 €) em -40,00 €. É uma liquidação ' +
        'TPA: a diferença fica como comissão (Fornecimentos e serviços externos — Comissões). Confirme para associar.',
      detalhes: {
        codigo: 'diferenca-por-confirmar',
        totalDocumento: 2000,
        valorExtrato: 1960,
        diferenca: -40,
        comissaoCartao: true,
      },
    });
    const confirmada = await associar(true);
    expect(confirmada.statusCode, confirmada.body).toBe(200);
    expect(confirmada.json()).toMatchObject({
      fatura: { total: 2000 },
      extrato: { valor: 2000 },
      estado: 'Pago',
    });
    const comissao = (await linhasDaPlanilha(empresaId)).find((l) => l.comissao_de === idExtrato);
    expect(comissao).toMatchObject({ extrato_valor_cents: -4_000, subcategoria_a: 'Comissões' });

    // The commission's row cannot be unlinked on its own; unlinking the sale takes it away.
    const naComissao = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${empresaId}/desassociar`,
      headers: u.editor.auth,
      payload: { idPlanilha: comissao?.id },
    });
    expect(naComissao.statusCode).toBe(409);
    const desfazer = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${empresaId}/desassociar`,
      headers: u.editor.auth,
      payload: { idPlanilha: fs101 },
    });
    expect(desfazer.statusCode, desfazer.body).toBe(200);
    expect((await linhasDaPlanilha(empresaId)).filter((l) => l.comissao_de !== null)).toEqual([]);
  });
});
