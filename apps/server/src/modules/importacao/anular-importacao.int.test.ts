import { nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
} from '@contas/core/gerador';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

/**
 * 'Anular importação' (issue 15): two purchases, a CGD account in January and February, a Millennium account
 * in January, the matching run; then imports undone, or refused while a person changed their rows.
 *
 * CGD January opens at 10 000,00 €: − 123,00 (the electricity invoice) − 45,99 − 1 000,00 (to the Millennium
 * account) = 8 831,01 €. February: − 500,00 = 8 331,01 €. Millennium: 2 000,00 + 1 000,00 = 3 000,00 €.
 */
let t: TestApp;
let editor: TestUser;
let leitor: TestUser;
let estranho: TestUser;
let millennium: Uint8Array;

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
const F1: DocumentoEfatura = {
  nifEmitente: nif('50711111'),
  nomeEmitente: 'Luz Exemplo - Energia, S.A.',
  numero: 'FT AN2026/10',
  atcud: 'ANUL1111-10',
  tipo: 'Fatura',
  data: '2026-01-10',
  baseCents: 10_000,
  ivaCents: 2_300,
  situacao: 'Registado',
};
const F2: DocumentoEfatura = {
  nifEmitente: nif('50722222'),
  nomeEmitente: 'Café Grão Exemplo, Lda',
  numero: 'FT AN2026/5',
  atcud: 'ANUL2222-5',
  tipo: 'Fatura',
  data: '2026-01-15',
  baseCents: 20_000,
  ivaCents: 4_600,
  situacao: 'Registado',
};
const compras = escreverEfaturaAdquirente([F1, F2], 'A');
const CGD = '0574000000777';
const MILLENNIUM = '0000087654321';
const cgdJaneiro = escreverExtratoCgd({
  conta: CGD,
  saldoInicialCents: 1_000_000,
  dataInicio: '2026-01-01',
  dataFim: '2026-01-31',
  dataExportacao: '2026-02-01',
  linhas: [
    { data: '2026-01-20', descricao: 'TRF P/O LUZ EXEMPLO FT AN2026/10', valorCents: -12_300 },
    { data: '2026-01-25', descricao: 'COMPRA 4821 SUPERMERCADO BOM', valorCents: -4_599 },
    { data: '2026-01-26', descricao: `TRF P/ CONTA ${MILLENNIUM}`, valorCents: -100_000 },
  ],
});
const cgdFevereiro = escreverExtratoCgd({
  conta: CGD,
  saldoInicialCents: 883_101,
  dataInicio: '2026-02-01',
  dataFim: '2026-02-28',
  dataExportacao: '2026-03-01',
  linhas: [{ data: '2026-02-10', descricao: 'PAG RENDA FEVEREIRO', valorCents: -50_000 }],
});

beforeAll(async () => {
  t = await startTestApp();
  editor = await createUser(t);
  leitor = await createUser(t);
  estranho = await createUser(t);
  millennium = await escreverExtratoMillennium({
    conta: MILLENNIUM,
    saldoInicialCents: 200_000,
    dataInicio: '2026-01-01',
    dataFim: '2026-01-31',
    dataExportacao: '2026-02-01',
    linhas: [{ data: '2026-01-26', descricao: 'TRF RECEBIDA', valorCents: 100_000 }],
  });
});
afterAll(async () => {
  await t.close();
});
// The same documents can be one company's only (a file already in another is refused): each test's goes.
const criadas: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [criadas.splice(0)]);
});

function enviar(empresaId: string, partes: readonly ParteMultipart[]) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: 'confirmarContas', valor: 'sim' },
    ...partes,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...editor.auth },
  });
}

const anular = (empresaId: string, importacaoId: string, quem: TestUser = editor) =>
  t.app.inject({
    method: 'DELETE',
    url: `/delete/importacao/${empresaId}/${importacaoId}`,
    headers: quem.auth,
  });

type Importacoes = Record<'compras' | 'cgdJaneiro' | 'millennium' | 'cgdFevereiro', string>;

/**
 * The company with its four imports and the matching run (the electricity invoice ↔ its transfer);
 * `antesDeProcessar` does what a person does before the run.
 */
async function montar(antesDeProcessar?: (empresaId: string) => Promise<void>) {
  const empresa = await criarEmpresaDeTeste(t, {
    nome: 'Anuladora Exemplo, Lda',
    membros: [
      [editor, 'editor'],
      [leitor, 'leitor'],
    ],
    lojas: ['Loja 1'],
  });
  criadas.push(empresa.id);
  const ids = {} as Importacoes;
  const primeiro = await enviar(empresa.id, [
    { campo: 'efatura', nome: 'compras.csv', bytes: compras },
    { campo: 'extrato', nome: 'cgd-janeiro.csv', bytes: cgdJaneiro },
    { campo: 'extrato', nome: 'millennium.xlsx', bytes: millennium },
  ]);
  expect(primeiro.statusCode, primeiro.body).toBe(201);
  [ids.compras, ids.cgdJaneiro, ids.millennium] = primeiro
    .json()
    .resultados.map((r: { _id: string }) => r._id);
  const segundo = await enviar(empresa.id, [
    { campo: 'extrato', nome: 'cgd-fevereiro.csv', bytes: cgdFevereiro },
  ]);
  expect(segundo.statusCode, segundo.body).toBe(201);
  ids.cgdFevereiro = segundo.json().resultados[0]._id;
  await antesDeProcessar?.(empresa.id);
  const processar = await t.app.inject({
    method: 'POST',
    url: `/api/processar-correspondencias/${empresa.id}`,
    headers: editor.auth,
  });
  expect(processar.statusCode, processar.body).toBe(200);
  return { empresaId: empresa.id, ids };
}

const CLASSE_LUZ = {
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  gasto: 'Fixo',
};

async function editar(planilhaId: string, mudancas: object) {
  const { rows } = await t.pool.query('select versao from planilha where id = $1', [planilhaId]);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/put/planilha/${planilhaId}`,
    headers: editor.auth,
    payload: { versao: rows[0].versao, mudancas },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const linha = async (empresaId: string, where: string, valor: string) =>
  (await t.pool.query(`select * from planilha where empresa_id = $1 and ${where} = $2`, [empresaId, valor]))
    .rows[0];

async function contagens(empresaId: string) {
  const { rows } = await t.pool.query(
    `select (select count(*)::int from planilha where empresa_id = $1) as planilha,
            (select count(*)::int from movimentos where empresa_id = $1) as movimentos,
            (select count(*)::int from extratos_saldos where empresa_id = $1) as saldos,
            (select count(*)::int from contas_bancarias where empresa_id = $1) as contas,
            (select count(*)::int from correspondencias where empresa_id = $1) as ligacoes`,
    [empresaId],
  );
  return rows[0] as Record<'planilha' | 'movimentos' | 'saldos' | 'contas' | 'ligacoes', number>;
}

type Conta = { conta: string; ultimoSaldo: { valor: number; data: string }; continuidade: unknown };
async function contas(empresaId: string): Promise<Conta[]> {
  const res = await t.app.inject({ method: 'GET', url: `/get/contas/${empresaId}`, headers: editor.auth });
  return res.json().contas;
}

async function historico(empresaId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/get/importacoes/${empresaId}`,
    headers: editor.auth,
  });
  return res.json() as Array<{ _id: string; anulada: Record<string, unknown> | null }>;
}

async function caixaPorMes(empresaId: string) {
  const { rows } = await t.pool.query(
    `select ano, mes, sum(cents)::int as cents from somas_mensais_caixa where empresa_id = $1
     group by ano, mes having sum(cents) <> 0 order by ano, mes`,
    [empresaId],
  );
  return rows;
}

const ultimaEntrada = async (planilhaId: string) =>
  (
    await t.pool.query(
      'select acao, campo, antes, depois, user_id from planilha_historico where planilha_id = $1 order by id desc limit 1',
      [planilhaId],
    )
  ).rows[0];

describe('DELETE /delete/importacao/:empresaId/:importacaoId', () => {
  it("undoes February's statement: the account's last balance goes back to January's", async () => {
    const { empresaId, ids } = await montar();
    // 2 invoices (the electricity one holds its bank line) + 2 CGD January rows + 1 Millennium + 1 February.
    expect(await contagens(empresaId)).toEqual({
      planilha: 6,
      movimentos: 5,
      saldos: 3,
      contas: 2,
      ligacoes: 1,
    });
    const antes = (await contas(empresaId)).find((c) => c.conta === CGD);
    expect(antes?.ultimoSaldo).toEqual({ valor: 8331.01, data: '2026-02-28' });

    expect((await anular(empresaId, ids.cgdFevereiro, leitor)).statusCode).toBe(403);
    expect((await anular(empresaId, ids.cgdFevereiro, estranho)).statusCode).toBe(404);
    const res = await anular(empresaId, ids.cgdFevereiro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Importação anulada.',
      linhas: 1,
      movimentos: 1,
      saldos: 1,
      ligacoes: 0,
      contas: 0,
    });
    expect(await contagens(empresaId)).toEqual({
      planilha: 5,
      movimentos: 4,
      saldos: 2,
      contas: 2,
      ligacoes: 1,
    });
    expect(await linha(empresaId, 'extrato_descricao', 'PAG RENDA FEVEREIRO')).toBeUndefined();
    const depois = (await contas(empresaId)).find((c) => c.conta === CGD);
    expect(depois).toMatchObject({
      ultimoSaldo: { valor: 8831.01, data: '2026-01-31' },
      continuidade: { ok: true, falhas: [] },
    });

    const lista = await historico(empresaId);
    expect(lista.find((i) => i._id === ids.cgdFevereiro)?.anulada).toEqual({
      em: expect.any(String),
      por: { _id: editor.id, nome: expect.any(String) },
      linhas: 1,
      movimentos: 1,
      saldos: 1,
      ligacoes: 0,
      contas: 0,
    });
    expect(lista.find((i) => i._id === ids.cgdJaneiro)?.anulada).toBeNull();
    const outraVez = await anular(empresaId, ids.cgdFevereiro);
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().message).toBe('A importação de «cgd-fevereiro.csv» já foi anulada.');
  });

  it("undoes January's CGD statement: its match undone (the invoice pending again), the transfer's other leg plain", async () => {
    const { empresaId, ids } = await montar();
    const luz = await linha(empresaId, 'numero_fatura', 'FT AN2026/10');
    expect(luz).toMatchObject({ status_correspondencia: 'Correspondido', extrato_valor_cents: -12_300 });
    const recebida = await linha(empresaId, 'extrato_descricao', 'TRF RECEBIDA');
    expect(recebida.transferencia_par).not.toBeNull();

    // The cash flow's monthly sums: January −123,00 − 45,99 − 1 000,00 + 1 000,00, February −500,00.
    expect(await caixaPorMes(empresaId)).toEqual([
      { ano: 2026, mes: 1, cents: -16_899 },
      { ano: 2026, mes: 2, cents: -50_000 },
    ]);

    const res = await anular(empresaId, ids.cgdJaneiro);
    expect(res.statusCode, res.body).toBe(200);
    // Left: the Millennium's +1 000,00 (no transfer now) and February; the invoices are unpaid.
    expect(await caixaPorMes(empresaId)).toEqual([
      { ano: 2026, mes: 1, cents: 100_000 },
      { ano: 2026, mes: 2, cents: -50_000 },
    ]);
    // The supermarket's and the transfer's rows (the electricity line had none: its invoice held it).
    expect(res.json()).toMatchObject({ linhas: 2, movimentos: 3, saldos: 1, ligacoes: 1, contas: 0 });
    expect(await contagens(empresaId)).toEqual({
      planilha: 4,
      movimentos: 2,
      saldos: 2,
      contas: 2,
      ligacoes: 0,
    });
    expect(await linha(empresaId, 'numero_fatura', 'FT AN2026/10')).toMatchObject({
      status_correspondencia: 'Pendente',
      estado: 'Pendente',
      extrato_valor_cents: null,
      extrato_descricao: null,
      data_pagamento: null,
      pagamentos: null,
    });
    expect(await ultimaEntrada(luz.id)).toMatchObject({
      acao: 'anular-importacao',
      campo: 'movimentos',
      antes: [expect.any(String)],
      user_id: editor.id,
    });
    expect(await linha(empresaId, 'extrato_descricao', 'TRF RECEBIDA')).toMatchObject({
      id: recebida.id,
      transferencia_par: null,
    });
    expect(await ultimaEntrada(recebida.id)).toMatchObject({
      acao: 'anular-importacao',
      campo: 'transferenciaInterna',
    });
    // February alone: opens at 8 831,01 € and closes at 8 331,01 €, nothing to chain it to.
    expect((await contas(empresaId)).find((c) => c.conta === CGD)).toMatchObject({
      ultimoSaldo: { valor: 8331.01, data: '2026-02-28' },
      continuidade: { ok: true, falhas: [] },
    });
    // Undone February too: the CGD account has nothing left and goes.
    expect((await anular(empresaId, ids.cgdFevereiro)).json()).toMatchObject({ contas: 1 });
    expect((await contas(empresaId)).map((c) => c.conta)).toEqual([MILLENNIUM]);
  });

  it('undoes the purchases: the bank line they had matched comes back as it was, with its classification', async () => {
    let luzNoBanco = '';
    const { empresaId, ids } = await montar(async (id) => {
      luzNoBanco = (await linha(id, 'extrato_descricao', 'TRF P/O LUZ EXEMPLO FT AN2026/10')).id;
      await editar(luzNoBanco, CLASSE_LUZ);
    });
    // The link took the bank line's row into the invoice's, with the classification a person gave it.
    expect(await linha(empresaId, 'id', luzNoBanco)).toBeUndefined();
    expect(await linha(empresaId, 'numero_fatura', 'FT AN2026/10')).toMatchObject({
      categoria_a: 'Fornecimentos e serviços externos',
      subcategoria_a: 'Electricidade',
      gasto: 'Fixo',
    });

    const res = await anular(empresaId, ids.compras);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ linhas: 2, movimentos: 0, saldos: 0, ligacoes: 1, contas: 0 });
    // The 4 other bank rows and the electricity line's, back; no invoice.
    expect(await contagens(empresaId)).toEqual({
      planilha: 5,
      movimentos: 5,
      saldos: 3,
      contas: 2,
      ligacoes: 0,
    });
    expect(await linha(empresaId, 'id', luzNoBanco)).toMatchObject({
      status_correspondencia: 'Sem fatura',
      extrato_valor_cents: -12_300,
      numero_fatura: null,
      categoria_a: 'Fornecimentos e serviços externos',
      subcategoria_a: 'Electricidade',
      gasto: 'Fixo',
    });
    expect(await ultimaEntrada(luzNoBanco)).toMatchObject({
      acao: 'anular-importacao',
      campo: 'linhaDeFatura',
    });
    expect(await linha(empresaId, 'numero_fatura', 'FT AN2026/10')).toBeUndefined();
    expect(await linha(empresaId, 'numero_fatura', 'FT AN2026/5')).toBeUndefined();
    // Their history went with them.
    const { rows } = await t.pool.query(
      `select count(*)::int as n from planilha_historico h
       where h.empresa_id = $1 and not exists (select 1 from planilha p where p.id = h.planilha_id)`,
      [empresaId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses while a person changed a row, saying how many and how; nothing changes', async () => {
    const { empresaId, ids } = await montar();
    const cafe = await linha(empresaId, 'numero_fatura', 'FT AN2026/5');
    await editar(cafe.id, { gasto: 'Variável' });
    const antes = await contagens(empresaId);
    const editada = await anular(empresaId, ids.compras);
    expect(editada.statusCode).toBe(409);
    expect(editada.json()).toEqual({
      message:
        'Não é possível anular a importação de «compras.csv»: 1 das suas linhas foi alterada depois de importada ' +
        '(1 editada). Uma importação só se anula inteira enquanto ninguém mexeu nas suas linhas.',
      detalhes: {
        codigo: 'importacao-alterada',
        linhas: 1,
        editadas: 1,
        associadas: 0,
        transferencias: 0,
        outras: 0,
        ids: [cafe.id],
      },
    });

    // The coffee invoice (246,00 €) linked by hand to the supermarket line (45,99 €), the difference confirmed.
    const supermercado = await t.pool.query(
      "select id from movimentos where empresa_id = $1 and descricao like 'COMPRA 4821%'",
      [empresaId],
    );
    const associar = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/associar-manualmente',
      headers: editor.auth,
      payload: { idPlanilha: cafe.id, idExtrato: supermercado.rows[0].id, confirmarDiferenca: true },
    });
    expect(associar.statusCode, associar.body).toBe(200);
    const ambas = await anular(empresaId, ids.compras);
    expect(ambas.json().message).toBe(
      'Não é possível anular a importação de «compras.csv»: 1 das suas linhas foi alterada depois de importada ' +
        '(1 editada, 1 associada ou desassociada à mão). Uma importação só se anula inteira enquanto ninguém mexeu ' +
        'nas suas linhas.',
    );
    const janeiro = await anular(empresaId, ids.cgdJaneiro);
    expect(janeiro.statusCode).toBe(409);
    expect(janeiro.json().message).toBe(
      'Não é possível anular a importação de «cgd-janeiro.csv»: 1 das suas linhas foi alterada depois de importada ' +
        '(1 associada ou desassociada à mão). Uma importação só se anula inteira enquanto ninguém mexeu nas suas linhas.',
    );
    // The manual link took the supermarket row into the invoice: one row fewer, one link more, nothing else.
    expect(await contagens(empresaId)).toEqual({ ...antes, planilha: antes.planilha - 1, ligacoes: 2 });
    expect((await historico(empresaId)).every((i) => i.anulada === null)).toBe(true);
  });

  it('keeps what another import also brought, as that one’s; undoing that one too removes it', async () => {
    const { empresaId, ids } = await montar();
    const outraVez = await enviar(empresaId, [
      { campo: 'efatura', nome: 'compras-outra-vez.csv', bytes: compras },
    ]);
    expect(outraVez.json().resultados[0]).toMatchObject({ importadas: 0, duplicadas: 2 });
    const segunda = outraVez.json().resultados[0]._id as string;

    const primeira = await anular(empresaId, ids.compras);
    expect(primeira.json()).toMatchObject({ linhas: 0, movimentos: 0, saldos: 0, ligacoes: 0, contas: 0 });
    const { rows } = await t.pool.query(
      'select numero_fatura, importacao_id from planilha where empresa_id = $1 and numero_fatura is not null order by 1',
      [empresaId],
    );
    expect(rows).toEqual([
      { numero_fatura: 'FT AN2026/10', importacao_id: segunda },
      { numero_fatura: 'FT AN2026/5', importacao_id: segunda },
    ]);
    expect((await anular(empresaId, segunda)).json()).toMatchObject({ linhas: 2, ligacoes: 1 });
    expect(await linha(empresaId, 'numero_fatura', 'FT AN2026/10')).toBeUndefined();
  });

  it('undoes only e-fatura and statement imports', async () => {
    const { empresaId } = await montar();
    const { rows } = await t.pool.query(
      "insert into importacoes (empresa_id, tipo, formato, nome_ficheiro) values ($1, 'orcamento', 'XLSX', 'orcamento.xlsx') returning id",
      [empresaId],
    );
    const res = await anular(empresaId, rows[0].id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Só as importações de e-faturas e de extratos bancários se anulam: uma planilha completa, um orçamento ou os ' +
        'produtos corrigem-se importando o ficheiro certo.',
    );
    expect((await anular(empresaId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
