import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  criarEmpresa,
  criarPessoas,
  inserirLinha,
  inserirMovimento,
  type Pessoas,
} from './planilha.test-helpers';

let t: TestApp;
let p: Pessoas;

beforeAll(async () => {
  t = await startTestApp();
  p = await criarPessoas(t);
  t.clock.now = new Date('2026-11-22T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

type Linha = Record<string, unknown> & { _id: string; versao: number };

const criar = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/planilha/criar-linha', headers: user.auth, payload });
const duplicar = (user: TestUser, rowId: string, payload: object = { userId: user.id }) =>
  t.app.inject({ method: 'POST', url: `/api/planilha/duplicar-linha/${rowId}`, headers: user.auth, payload });
const eliminar = (user: TestUser, rowId: string, payload: object = { userId: user.id }) =>
  t.app.inject({ method: 'DELETE', url: `/delete/planilha/${rowId}`, headers: user.auth, payload });
const associar = (user: TestUser, idPlanilha: string, idExtrato: string, confirmarDiferenca?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/planilha/associar-manualmente',
    headers: user.auth,
    payload: { idPlanilha, idExtrato, confirmarDiferenca },
  });
const desassociar = (user: TestUser, empresaId: string, idPlanilha: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/put/planilha/${empresaId}/desassociar`,
    headers: user.auth,
    payload: { idPlanilha },
  });
const pendentes = async (user: TestUser, empresaId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/get/planilhas/${empresaId}/extratos`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<Record<string, unknown> & { _id: string }>;
};
const historico = async (user: TestUser, rowId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/get/planilha/${rowId}/historico`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ acao: string; campo: string | null; antes: unknown; depois: unknown }>;
};

describe('POST /api/planilha/criar-linha', () => {
  it("creates a pending manual row of the caller in the company's first store", async () => {
    const e = await criarEmpresa(t, p);
    const res = await criar(p.editor, {
      empresaId: e.empresaId,
      userId: p.editor.id,
      fatura: { dataEmissao: '2026-11-03' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const linha = res.json() as Linha;
    expect(linha).toMatchObject({
      loja: e.lojaNorte,
      lojaNome: 'Loja Norte',
      criadaManualmente: true,
      criadoPor: p.editor.id,
      statusCorrespondencia: 'Pendente',
      versao: 1,
      fatura: { dataEmissao: '2026-11-03', nif: null, total: null },
      extrato: null,
      categoria_A: 'Sem Categoria A',
      gasto: 'N/A',
    });
    const h = await historico(p.editor, linha._id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ acao: 'criar', campo: null, antes: null, depois: { _id: linha._id } });
    // It shows on page 1 of the default range.
    const pagina = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/resumo/${e.empresaId}`,
      headers: p.editor.auth,
    });
    expect(pagina.json().dados.map((l: Linha) => l._id)).toContain(linha._id);
  });

  it("dates it today (Lisbon) without a date; refuses another person's id, readers and empty companies", async () => {
    const e = await criarEmpresa(t, p);
    const semData = await criar(p.admin, { empresaId: e.empresaId });
    expect(semData.statusCode, semData.body).toBe(201);
    expect(semData.json().fatura.dataEmissao).toBe('2026-11-22');
    expect((await criar(p.editor, { empresaId: e.empresaId, userId: p.admin.id })).statusCode).toBe(403);
    expect((await criar(p.leitor, { empresaId: e.empresaId })).statusCode).toBe(403);
    expect((await criar(p.estranho, { empresaId: e.empresaId })).statusCode).toBe(404);
    expect((await criar(p.editor, { empresaId: 'nao-e-um-id' })).statusCode).toBe(404);
    const invalida = await criar(p.editor, { empresaId: e.empresaId, fatura: { dataEmissao: '2026-13-01' } });
    expect(invalida.statusCode).toBe(400);
    const semLojas = await criarEmpresa(t, p);
    await t.pool.query('delete from lojas where empresa_id = $1', [semLojas.empresaId]);
    expect((await criar(p.editor, { empresaId: semLojas.empresaId })).statusCode).toBe(409);
  });
});

describe('POST /api/planilha/duplicar-linha/:rowId', () => {
  it('copies values and classification into a manual row of the caller, without the bank link', async () => {
    const e = await criarEmpresa(t, p);
    const { movimentoId } = await inserirMovimento(t, e.empresaId, e.lojaSul, {
      data: '2026-10-12',
      valorCents: -12_300,
      descricao: 'TRF Fornecedor',
    });
    const origem = await inserirLinha(t, e.empresaId, e.lojaSul, {
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
      tipologia: 'Empresa',
    });
    expect((await associar(p.editor, origem, movimentoId)).statusCode).toBe(200);

    const res = await duplicar(p.outroEditor, origem);
    expect(res.statusCode, res.body).toBe(201);
    const copia = res.json() as Linha;
    expect(copia._id).not.toBe(origem);
    expect(copia).toMatchObject({
      loja: e.lojaSul,
      criadaManualmente: true,
      criadoPor: p.outroEditor.id,
      statusCorrespondencia: 'Pendente',
      versao: 1,
      fatura: { nif: '500000000', total: -123, baseTributavel: -100, iva: -23, dataEmissao: '2026-10-01' },
      // The bank movement happened once: only the movement type is kept.
      extrato: { descricao: null, dataMovimento: null, valor: null, tipoMovimento: 'Saída' },
      dataPagamento: null,
      categoria_A: 'Compras',
      subcategoria_A: 'Mercadoria',
      tipologia: 'Empresa',
    });
    const h = await historico(p.admin, copia._id);
    expect(h).toEqual([
      expect.objectContaining({ acao: 'duplicar', depois: expect.objectContaining({ duplicadaDe: origem }) }),
    ]);
    // The copy is the caller's: they may now type its invoice.
    const edita = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${copia._id}`,
      headers: p.outroEditor.auth,
      payload: { versao: 1, mudancas: { 'fatura.total': -50 } },
    });
    expect(edita.statusCode, edita.body).toBe(200);
    expect((await duplicar(p.editor, origem, { userId: p.admin.id })).statusCode).toBe(403);
    expect((await duplicar(p.leitor, origem)).statusCode).toBe(403);
  });

  it('a typed statement is copied, and a bank-only row copy keeps its date', async () => {
    const e = await criarEmpresa(t, p);
    const manual = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      criada_manualmente: true,
      criado_por: p.editor.id,
      extrato_descricao: 'Numerário',
      extrato_data: '2026-10-02',
      extrato_valor_cents: -500,
      data_pagamento: '2026-10-02',
    });
    const copiaManual = (await duplicar(p.editor, manual)).json();
    expect(copiaManual).toMatchObject({
      extrato: { descricao: 'Numerário', dataMovimento: '2026-10-02', valor: -5 },
      dataPagamento: '2026-10-02',
    });
    const { linhaId } = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-10-20',
      valorCents: 9_999,
      descricao: 'Depósito',
    });
    const copiaBanco = (await duplicar(p.editor, linhaId)).json();
    expect(copiaBanco).toMatchObject({
      fatura: { dataEmissao: '2026-10-20', total: null },
      extrato: { valor: null },
    });
  });
});

describe('DELETE /delete/planilha/:rowId', () => {
  it("removes only the caller's manual rows, keeping the history", async () => {
    const e = await criarEmpresa(t, p);
    const minha = (await criar(p.editor, { empresaId: e.empresaId })).json() as Linha;
    const alheia = (await criar(p.outroEditor, { empresaId: e.empresaId })).json() as Linha;
    const importada = await inserirLinha(t, e.empresaId, e.lojaNorte);

    expect((await eliminar(p.editor, alheia._id)).statusCode).toBe(403);
    expect((await eliminar(p.admin, importada)).statusCode).toBe(403);
    expect((await eliminar(p.editor, minha._id, { userId: p.outroEditor.id })).statusCode).toBe(403);
    expect((await eliminar(p.leitor, minha._id)).statusCode).toBe(403);
    const res = await eliminar(p.editor, minha._id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.pool.query('select 1 from planilha where id = $1', [minha._id])).rowCount).toBe(0);
    expect((await eliminar(p.editor, minha._id)).statusCode).toBe(404);
    const h = await t.pool.query(
      'select acao, user_id, antes from planilha_historico where planilha_id = $1 order by id',
      [minha._id],
    );
    expect(h.rows.map((r) => r.acao)).toEqual(['criar', 'eliminar']);
    expect(h.rows[1]).toMatchObject({
      user_id: p.editor.id,
      antes: { id: minha._id, criada_manualmente: true },
    });
  });

  it('a removed row gives its bank line back as a pending statement', async () => {
    const e = await criarEmpresa(t, p);
    const linha = (await criar(p.editor, { empresaId: e.empresaId })).json() as Linha;
    const { movimentoId } = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-11-02',
      valorCents: -700,
      descricao: 'Café',
    });
    expect((await associar(p.editor, linha._id, movimentoId)).statusCode).toBe(200);
    expect(await pendentes(p.editor, e.empresaId)).toEqual([]);
    expect((await eliminar(p.editor, linha._id)).statusCode).toBe(200);
    expect((await pendentes(p.editor, e.empresaId)).map((m) => m._id)).toEqual([movimentoId]);
  });
});

describe('pending statements, associate and disassociate', () => {
  it('lists the bank lines that settle nothing, newest first', async () => {
    const e = await criarEmpresa(t, p);
    const velho = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-09-01',
      valorCents: 1_000,
      descricao: 'Depósito',
    });
    const novo = await inserirMovimento(t, e.empresaId, e.lojaSul, {
      data: '2026-10-01',
      valorCents: -2_550,
      descricao: 'Pagamento EDP',
    });
    const outra = await criarEmpresa(t, p);
    await inserirMovimento(t, outra.empresaId, outra.lojaNorte, {
      data: '2026-10-05',
      valorCents: -1,
      descricao: 'X',
    });
    expect(await pendentes(p.editor, e.empresaId)).toEqual([
      {
        _id: novo.movimentoId,
        descricao: 'Pagamento EDP',
        dataMovimento: '2026-10-01',
        valor: -25.5,
        tipoMovimento: 'Saída',
        banco: 'cgd',
        conta: 'PT50 0035',
      },
      expect.objectContaining({ _id: velho.movimentoId, valor: 10, tipoMovimento: 'Entrada' }),
    ]);
    const leitor = await t.app.inject({
      method: 'GET',
      url: `/get/planilhas/${e.empresaId}/extratos`,
      headers: p.leitor.auth,
    });
    expect(leitor.statusCode).toBe(403);
  });

  it('associates a statement with a pending row and disassociates it, both in the history', async () => {
    const e = await criarEmpresa(t, p);
    const fatura = await inserirLinha(t, e.empresaId, e.lojaNorte, { total_cents: -2_550 });
    const { movimentoId, linhaId } = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-10-08',
      valorCents: -2_550,
      descricao: 'Pagamento EDP',
    });
    await t.pool.query(
      "update planilha set categoria_a = 'Compras', subcategoria_a = 'Mercadoria' where id = $1",
      [linhaId],
    );

    const res = await associar(p.editor, fatura, movimentoId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: fatura,
      versao: 2,
      statusCorrespondencia: 'Manual',
      extrato: {
        descricao: 'Pagamento EDP',
        dataMovimento: '2026-10-08',
        valor: -25.5,
        tipoMovimento: 'Saída',
      },
      dataPagamento: '2026-10-08',
      // What a person had classified on the bank line is kept.
      categoria_A: 'Compras',
    });
    expect(await pendentes(p.editor, e.empresaId)).toEqual([]);
    const ligada = await t.pool.query(
      'select manual, criado_por from correspondencias where planilha_id = $1',
      [fatura],
    );
    expect(ligada.rows).toEqual([{ manual: true, criado_por: p.editor.id }]);
    const depoisDeAssociar = await historico(p.editor, fatura);
    expect(depoisDeAssociar.map((h) => [h.acao, h.campo, h.antes, h.depois])).toEqual(
      expect.arrayContaining([
        ['associar', 'extrato.valor', null, -25.5],
        ['associar', 'extrato.dataMovimento', null, '2026-10-08'],
        ['associar', 'statusCorrespondencia', 'Pendente', 'Manual'],
        ['associar', 'categoria_A', 'Sem Categoria A', 'Compras'],
        ['associar', 'movimentos', null, [movimentoId]],
      ]),
    );

    const volta = await desassociar(p.editor, e.empresaId, fatura);
    expect(volta.statusCode, volta.body).toBe(200);
    expect(volta.json()).toMatchObject({
      versao: 3,
      statusCorrespondencia: 'Pendente',
      extrato: { descricao: null, valor: null, dataMovimento: null },
      dataPagamento: null,
    });
    expect((await pendentes(p.editor, e.empresaId)).map((m) => m._id)).toEqual([movimentoId]);
    const depoisDeDesassociar = await historico(p.editor, fatura);
    expect(depoisDeDesassociar.map((h) => [h.acao, h.campo, h.antes, h.depois])).toEqual(
      expect.arrayContaining([
        ['desassociar', 'extrato.valor', -25.5, null],
        ['desassociar', 'statusCorrespondencia', 'Manual', 'Pendente'],
        ['desassociar', 'movimentos', [movimentoId], null],
      ]),
    );
    // Nothing left to undo.
    const outraVez = await desassociar(p.editor, e.empresaId, fatura);
    expect(outraVez.statusCode).toBe(409);
    // The statement can be associated again, by a person, after being undone.
    expect((await associar(p.admin, fatura, movimentoId)).statusCode).toBe(200);
  });

  it('refuses a row that has a statement, a statement already used, and other companies', async () => {
    const e = await criarEmpresa(t, p);
    const outra = await criarEmpresa(t, p);
    const f1 = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const f2 = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const m1 = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-10-01',
      valorCents: -1,
      descricao: 'a',
    });
    const m2 = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-10-02',
      valorCents: -2,
      descricao: 'b',
    });
    const alheio = await inserirMovimento(t, outra.empresaId, outra.lojaNorte, {
      data: '2026-10-03',
      valorCents: -3,
      descricao: 'c',
    });
    const faturaAlheia = await inserirLinha(t, outra.empresaId, outra.lojaNorte);

    expect((await associar(p.editor, f1, m1.movimentoId, true)).statusCode).toBe(200);
    const comExtrato = await associar(p.editor, f1, m2.movimentoId, true);
    expect(comExtrato.statusCode).toBe(409);
    expect(comExtrato.json().message).toBe('Esta linha já tem um extrato associado.');
    const usado = await associar(p.editor, f2, m1.movimentoId, true);
    expect(usado.statusCode).toBe(409);
    expect(usado.json().message).toBe('Este extrato já está associado a outra linha.');
    expect((await associar(p.editor, m2.linhaId, m1.movimentoId)).statusCode).toBe(409);
    // Across companies: the statement, or the row, is simply not found.
    expect((await associar(p.editor, f2, alheio.movimentoId)).statusCode).toBe(404);
    expect((await associar(p.editor, faturaAlheia, m2.movimentoId)).statusCode).toBe(404);
    expect((await associar(p.editor, f2, 'nao-e-um-id')).statusCode).toBe(404);
    expect((await desassociar(p.editor, e.empresaId, faturaAlheia)).statusCode).toBe(404);
    expect((await associar(p.leitor, f2, m2.movimentoId)).statusCode).toBe(403);
    const semAlteracao = await t.pool.query(
      'select count(*)::int as n from correspondencias where empresa_id = $1',
      [e.empresaId],
    );
    expect(semAlteracao.rows[0].n).toBe(1);
  });

  it("a row's history is for the company's editors only", async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const url = `/get/planilha/${id}/historico`;
    expect((await t.app.inject({ method: 'GET', url, headers: p.leitor.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: p.estranho.auth })).statusCode).toBe(404);
    expect(await historico(p.admin, id)).toEqual([]);
  });
});
