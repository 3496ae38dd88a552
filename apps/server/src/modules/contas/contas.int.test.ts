import {
  escreverEfaturaAdquirente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
} from '@contas/core/gerador';
import {
  bpi,
  CAIXA_FINAL_2025,
  CAIXA_INICIAL_2025,
  CONTAS,
  cgd,
  creditoAgricola,
  FATURA_PRESTACOES,
  millennium,
  NOME_EMPRESA,
  PRESTACOES,
  santander,
  TRANSFERENCIA_CENTS,
} from '@contas/core/reports/fixtures/padaria-do-largo.contas';
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
 * "Padaria do Largo" at its five banks in 2025 (core's hand-computed fixture), imported through the API:
 * the accounts with their balances and continuity ('Saldos'), the opening cash from every account (the
 * OFX one included), the closing cash equal to the banks', instalments in their own months and the
 * transfer between own accounts kept out of the activities.
 */

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const papel of ['admin', 'editor', 'leitor', 'outsider'] as const) u[papel] = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const cents = (euros: number) => Math.round(euros * 100);
const IBAN_SO_DESTE_TESTE = 'PT50001000009999999999994';

function enviar(empresaId: string, partes: readonly ParteMultipart[], quem: TestUser = u.editor) {
  const { payload, headers } = multipart(partes);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...quem.auth },
  });
}

async function get<T>(url: string, quem: TestUser = u.leitor): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: quem.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

type Conta = {
  _id: string;
  banco: string;
  conta: string;
  iban: string | null;
  loja: { _id: string; nome: string } | null;
  abertura: { valor: number; data: string } | null;
  ultimoSaldo: { valor: number; data: string } | null;
  continuidade: { ok: boolean; falhas: Array<{ tipo: string; de: string; ate: string; diferenca: number }> };
};
type Linha = { key: string; valores: { ano2: { meses: number[]; total: number } }; children?: Linha[] };
type Fluxo = {
  linhas: Linha[];
  conciliacao: { ano2: { bancos: number; caixaNoFim: number; diferenca: number } | null };
};
const procurar = (linhas: Linha[], key: string): Linha | undefined => {
  for (const l of linhas) {
    if (l.key === key) return l;
    const filho = procurar(l.children ?? [], key);
    if (filho) return filho;
  }
  return undefined;
};
const meses = (r: Fluxo, key: string) => (procurar(r.linhas, key) as Linha).valores.ano2.meses.map(cents);

/** Each test's Padaria imports the same purchases, which one company only can have: it goes when the test ends. */
const padarias: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [padarias.splice(0)]);
});

async function padaria() {
  const empresa = await criarEmpresaDeTeste(t, {
    nome: NOME_EMPRESA,
    membros: [
      [u.admin, 'admin'],
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Largo', 'Mercado'],
  });
  padarias.push(empresa.id);
  const [lojaA, lojaB] = empresa.lojaIds as [string, string];
  // Five statements (at most four files a request) and the purchases export with the oven. Each test
  // has its own Padaria with the same accounts: confirmed as this company's.
  const primeiro = await enviar(empresa.id, [
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: 'confirmarContas', valor: 'sim' },
    { campo: 'extrato', nome: 'cgd.csv', bytes: cgd },
    { campo: 'extrato', nome: 'millennium.xlsx', bytes: await escreverExtratoMillennium(millennium) },
    { campo: 'extrato', nome: 'santander.csv', bytes: santander },
    { campo: 'efatura', nome: 'compras.csv', bytes: escreverEfaturaAdquirente([FATURA_PRESTACOES], 'A') },
  ]);
  expect(primeiro.statusCode, primeiro.body).toBe(201);
  const segundo = await enviar(empresa.id, [
    { campo: 'confirmarContas', valor: 'sim' },
    { campo: 'extrato', nome: 'bpi.xml', bytes: bpi },
    { campo: 'extrato', nome: 'ca.ofx', bytes: creditoAgricola },
  ]);
  expect(segundo.statusCode, segundo.body).toBe(201);
  return { empresaId: empresa.id, lojaA, lojaB };
}

describe('bank accounts and balances', () => {
  it("lists the five accounts with their last balance and continuity ('Saldos'), and the opening cash has them all", async () => {
    const { empresaId } = await padaria();
    const { contas } = await get<{ contas: Conta[] }>(`/get/contas/${empresaId}`);
    expect(contas).toHaveLength(5);
    for (const esperada of CONTAS) {
      const conta = contas.find((c) => c.conta === esperada.conta);
      expect(conta, esperada.ficheiro).toMatchObject({
        banco: esperada.banco,
        iban: esperada.iban,
        loja: null,
        abertura: { valor: esperada.aberturaCents / 100, data: '2025-01-01' },
        ultimoSaldo: { valor: esperada.fechoCents / 100, data: esperada.dataFecho },
        continuidade: { ok: true, falhas: [] },
      });
    }

    // 1 January 2025: 25 200,00 €, the OFX account's 6 000,00 € included.
    const caixa = await get<{ valor: number; saldoExtratos: number; lojas: Array<{ origem: string }> }>(
      `/get/caixa-inicial/${empresaId}/todas?ano=2025`,
    );
    expect(cents(caixa.saldoExtratos)).toBe(CAIXA_INICIAL_2025);
    expect(cents(caixa.valor)).toBe(CAIXA_INICIAL_2025);

    // The cash flow opens with it and closes with the banks' 24 148,94 €, to the cent.
    const fluxo = await get<Fluxo>(`/get/fluxo-caixa/${empresaId}/todas?ano=2024&ano2=2025`);
    expect(meses(fluxo, 'cip')[0]).toBe(CAIXA_INICIAL_2025);
    expect(meses(fluxo, 'cfp')[11]).toBe(CAIXA_FINAL_2025);
    expect(fluxo.conciliacao.ano2).toEqual({
      bancos: CAIXA_FINAL_2025 / 100,
      caixaNoFim: CAIXA_FINAL_2025 / 100,
      diferenca: 0,
    });
  });

  it('puts each instalment in its own month, and the transfer between own accounts in no activity', async () => {
    const { empresaId, lojaA, lojaB } = await padaria();
    const processar = await t.app.inject({
      method: 'POST',
      url: `/api/processar-correspondencias/${empresaId}`,
      headers: u.editor.auth,
    });
    expect(processar.statusCode, processar.body).toBe(200);
    const forno = await t.pool.query<{
      id: string;
      pagamentos: unknown;
      extrato_valor_cents: number;
      data_pagamento: string;
    }>(
      `select id, pagamentos, extrato_valor_cents, data_pagamento from planilha
       where empresa_id = $1 and numero_fatura = $2`,
      [empresaId, FATURA_PRESTACOES.numero],
    );
    expect(forno.rows[0]).toMatchObject({
      extrato_valor_cents: PRESTACOES.janeiro + PRESTACOES.fevereiro,
      // The row shows the last payment's date, and keeps each one.
      data_pagamento: '2025-02-05',
      pagamentos: [
        { data: '2025-01-28', cents: PRESTACOES.janeiro },
        { data: '2025-02-05', cents: PRESTACOES.fevereiro },
      ],
    });
    // The oven is an investment: each instalment in its month of the cash flow.
    await t.pool.query(
      `update planilha set categoria_a = 'Investimentos', subcategoria_a = 'Equipamento básico',
              categoria_b = 'Fluxos de caixa das actividades de investimento',
              subcategoria_b = 'Pagamentos - investimento', rubrica_b = 'Activos fixos tangíveis'
       where id = $1`,
      [forno.rows[0]?.id],
    );
    const fluxo = await get<Fluxo>(`/get/fluxo-caixa/${empresaId}/todas?ano=2024&ano2=2025`);
    const investimento = meses(fluxo, 'investimento');
    expect(investimento.slice(0, 3)).toEqual([PRESTACOES.janeiro, PRESTACOES.fevereiro, 0]);

    // The transfer: paired, its legs in their own line (nothing company-wide), none 'Por classificar'.
    const pernas = await t.pool.query<{ valor: number; par: string | null }>(
      `select p.extrato_valor_cents as valor, p.transferencia_par as par from planilha p
       where p.empresa_id = $1 and p.transferencia_par is not null order by 1`,
      [empresaId],
    );
    expect(pernas.rows.map((r) => r.valor)).toEqual([-TRANSFERENCIA_CENTS, TRANSFERENCIA_CENTS]);
    expect(meses(fluxo, 'transferencias')[0]).toBe(0);
    const porClassificar = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/resumo/${empresaId}?porClassificar=caixa&startDate=2025-01-01&endDate=2025-01-31`,
      headers: u.editor.auth,
    });
    expect(
      (porClassificar.json().dados as Array<{ extrato: { valor: number } }>).map((l) =>
        cents(l.extrato.valor),
      ),
    ).toEqual([-22_140]);
    expect(meses(fluxo, 'cfp')[11]).toBe(CAIXA_FINAL_2025);

    // The Millennium account is store B's: its lines move there, the transfer now leaves A for B.
    const millenniumId = (await get<{ contas: Conta[] }>(`/get/contas/${empresaId}`)).contas.find(
      (c) => c.conta === millennium.conta,
    )?._id;
    const mudar = await t.app.inject({
      method: 'PUT',
      url: `/put/contas/${empresaId}/${millenniumId}`,
      headers: u.editor.auth,
      payload: { lojaId: lojaB, moverLinhas: true },
    });
    expect(mudar.statusCode, mudar.body).toBe(200);
    expect(mudar.json().linhasMovidas).toBe(2);
    const porLoja = async (loja: string) =>
      meses(
        await get<Fluxo>(`/get/fluxo-caixa/${empresaId}/${loja}?ano=2024&ano2=2025`),
        'transferencias',
      )[0];
    expect(await porLoja(lojaA)).toBe(-TRANSFERENCIA_CENTS);
    expect(await porLoja(lojaB)).toBe(TRANSFERENCIA_CENTS);
    // Store B opens 2025 with its account's 3 000,00 €; A with the rest of the banks'.
    const caixa = await get<{ lojas: Array<{ _id: string; valor: number; origem: string }> }>(
      `/get/caixa-inicial/${empresaId}/todas?ano=2025`,
    );
    expect(caixa.lojas.map((l) => [l._id, cents(l.valor), l.origem])).toEqual([
      [lojaA, CAIXA_INICIAL_2025 - 300_000, 'extratos'],
      [lojaB, 300_000, 'extratos'],
    ]);

    // Not a transfer after all: both lines go back to plain bank lines, never paired again.
    const perna = (
      await t.pool.query<{ id: string }>(
        'select id from planilha where empresa_id = $1 and transferencia_par is not null limit 1',
        [empresaId],
      )
    ).rows[0]?.id;
    const desfazer = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/desfazer-transferencia',
      headers: u.editor.auth,
      payload: { idPlanilha: perna },
    });
    expect(desfazer.statusCode, desfazer.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/processar-correspondencias/${empresaId}`,
      headers: u.editor.auth,
    });
    const depois = await get<Fluxo>(`/get/fluxo-caixa/${empresaId}/todas?ano=2024&ano2=2025`);
    expect(meses(depois, 'transferencias')[0]).toBe(0);
    // January's unclassified lines: the card purchase (−221,40 €) and the two former legs (−/+2 000,00 €).
    expect(meses(depois, 'nao_classificado')[0]).toBe(-22_140);
    const outraVez = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/desfazer-transferencia',
      headers: u.editor.auth,
      payload: { idPlanilha: perna },
    });
    expect(outraVez.statusCode).toBe(409);
  });

  it('names a month no statement covers, with what moved in it', async () => {
    const empresa = await criarEmpresaDeTeste(t, { membros: [[u.editor, 'editor']], lojas: ['Loja'] });
    const extrato = (
      dataInicio: string,
      dataFim: string,
      saldoInicialCents: number,
      linhas: Array<{ data: string; valorCents: number }>,
    ) =>
      escreverExtratoCgd({
        conta: '0574099999999',
        saldoInicialCents,
        dataInicio,
        dataFim,
        dataExportacao: dataFim,
        linhas: linhas.map((l) => ({ ...l, descricao: 'MOVIMENTO' })),
      });
    // January (1 000,00 → 900,00) and March (opens 1 250,00): February is missing, +350,00 € unexplained.
    const res = await enviar(empresa.id, [
      {
        campo: 'extrato',
        nome: 'janeiro.csv',
        bytes: extrato('2025-01-01', '2025-01-31', 100_000, [{ data: '2025-01-10', valorCents: -10_000 }]),
      },
      {
        campo: 'extrato',
        nome: 'marco.csv',
        bytes: extrato('2025-03-01', '2025-03-31', 125_000, [{ data: '2025-03-10', valorCents: -5_000 }]),
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { contas } = await get<{ contas: Conta[] }>(`/get/contas/${empresa.id}`, u.editor);
    expect(contas[0]?.continuidade).toEqual({
      ok: false,
      falhas: [{ tipo: 'lacuna', de: '2025-02-01', ate: '2025-02-28', diferenca: 350 }],
    });
    expect(contas[0]?.ultimoSaldo).toEqual({ valor: 1200, data: '2025-03-31' });
  });

  it('asks before importing an account another company has, and then imports it', async () => {
    const primeira = await criarEmpresaDeTeste(t, {
      nome: 'Primeira, Lda',
      membros: [[u.editor, 'editor']],
      lojas: ['L'],
    });
    const segunda = await criarEmpresaDeTeste(t, {
      nome: 'Segunda, Lda',
      membros: [[u.editor, 'editor']],
      lojas: ['L'],
    });
    const terceira = await criarEmpresaDeTeste(t, {
      nome: 'Terceira, Lda',
      membros: [[u.outsider, 'editor']],
      lojas: ['L'],
    });
    // The Padaria's BPI statement, of an account no other test imports.
    const bytes = new TextEncoder().encode(
      new TextDecoder().decode(bpi).replace('PT50001000001234567890143', IBAN_SO_DESTE_TESTE),
    );
    const ficheiro: ParteMultipart = { campo: 'extrato', nome: 'bpi.xml', bytes };
    expect((await enviar(primeira.id, [ficheiro])).statusCode).toBe(201);

    const pergunta = await enviar(segunda.id, [ficheiro]);
    expect(pergunta.statusCode).toBe(409);
    expect(pergunta.json()).toEqual({
      message:
        `A conta BPI ${IBAN_SO_DESTE_TESTE} (da empresa Primeira, Lda, NIF ${primeira.nif}) já pertence a outra empresa. ` +
        'Confirme que este extrato é desta empresa para o importar.',
      detalhes: {
        codigo: 'conta-de-outra-empresa',
        contas: [
          {
            banco: 'BPI',
            conta: IBAN_SO_DESTE_TESTE,
            iban: IBAN_SO_DESTE_TESTE,
            empresa: { nome: 'Primeira, Lda', nif: primeira.nif },
          },
        ],
      },
    });
    const nada = await t.pool.query('select count(*)::int as n from movimentos where empresa_id = $1', [
      segunda.id,
    ]);
    expect(nada.rows[0].n).toBe(0);
    // Someone who is no member of the other company is not told which it is.
    const alheia = await enviar(terceira.id, [ficheiro], u.outsider);
    expect(alheia.json().message).toBe(
      `A conta BPI ${IBAN_SO_DESTE_TESTE} já pertence a outra empresa. Confirme que este extrato é desta empresa para o importar.`,
    );
    const confirmado = await enviar(segunda.id, [{ campo: 'confirmarContas', valor: 'sim' }, ficheiro]);
    expect(confirmado.statusCode, confirmado.body).toBe(201);
  });

  it('lets an editor set an account’s store, name and IBAN; refuses a bad IBAN and other companies’ stores', async () => {
    const { empresaId, lojaB } = await padaria();
    const { contas } = await get<{ contas: Conta[] }>(`/get/contas/${empresaId}`);
    const santanderId = contas.find((c) => c.conta === '694937192477756')?._id;
    const put = (payload: object, quem: TestUser = u.editor) =>
      t.app.inject({
        method: 'PUT',
        url: `/put/contas/${empresaId}/${santanderId}`,
        headers: quem.auth,
        payload,
      });
    expect((await put({ lojaId: lojaB }, u.leitor)).statusCode).toBe(403);
    const mau = await put({ lojaId: null, iban: 'PT50 0018 0000 0000 0000 0009 4' });
    expect(mau.statusCode).toBe(400);
    expect(mau.json().message).toMatch(/^IBAN inválido/);
    const alheia = await criarEmpresaDeTeste(t, { membros: [], lojas: ['X'] });
    expect((await put({ lojaId: alheia.lojaIds[0] })).json().message).toBe('Loja desconhecida.');
    const feito = await put({ lojaId: lojaB, nome: 'Conta da luz', iban: 'PT50 0018 0000 0000 0000 0009 3' });
    expect(feito.statusCode, feito.body).toBe(200);
    expect(feito.json().contas.find((c: Conta) => c._id === santanderId)).toMatchObject({
      nome: 'Conta da luz',
      iban: 'PT50001800000000000000093',
      loja: { _id: lojaB, nome: 'Mercado' },
    });
    const deFora = await t.app.inject({
      method: 'GET',
      url: `/get/contas/${empresaId}`,
      headers: u.outsider.auth,
    });
    expect(deFora.statusCode).toBe(404);
  });
});
