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
});
afterAll(async () => {
  await t.close();
});

const put = (user: TestUser, rowId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/put/planilha/${rowId}`, headers: user.auth, payload });

async function linhaManual(user: TestUser, empresaId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/planilha/criar-linha',
    headers: user.auth,
    payload: { empresaId, userId: user.id, fatura: { dataEmissao: '2026-10-05' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; versao: number };
}

const historico = async (user: TestUser, rowId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/get/planilha/${rowId}/historico`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{
    acao: string;
    campo: string | null;
    antes: unknown;
    depois: unknown;
    utilizador: { _id: string; email: string };
    em: string;
  }>;
};

describe('PUT /put/planilha/:rowId — who may change which field', () => {
  it('an editor classifies an imported row: the version goes up and each field is in the history', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const res = await put(p.editor, id, {
      versao: 1,
      mudancas: {
        categoria_A: 'Fornecimentos e serviços externos',
        subcategoria_A: 'Electricidade',
        gasto: 'Fixo',
        dataPagamento: '15/10/2026',
        tipoMovimento: 'Saída',
        loja: e.lojaSul,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      versao: 2,
      loja: e.lojaSul,
      lojaNome: 'Loja Sul',
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Electricidade',
      gasto: 'Fixo',
      dataPagamento: '2026-10-15',
      extrato: { descricao: null, dataMovimento: null, valor: null, tipoMovimento: 'Saída' },
      fatura: { total: -123, baseTributavel: -100, iva: -23, dataEmissao: '2026-10-01' },
    });
    const h = await historico(p.admin, id);
    expect(h.map((x) => [x.acao, x.campo, x.antes, x.depois])).toEqual([
      ['editar', 'categoria_A', 'Sem Categoria A', 'Fornecimentos e serviços externos'],
      ['editar', 'subcategoria_A', 'Sem Subcategoria A', 'Electricidade'],
      ['editar', 'gasto', 'N/A', 'Fixo'],
      ['editar', 'dataPagamento', null, '2026-10-15'],
      ['editar', 'tipoMovimento', null, 'Saída'],
      ['editar', 'loja', e.lojaNorte, e.lojaSul],
    ]);
    expect(h[0]?.utilizador).toEqual({ _id: p.editor.id, email: p.editor.email });
    expect(Date.parse(h[0]?.em ?? '')).not.toBeNaN();
  });

  it('invoice and statement fields of an imported row are refused, naming the field', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const casos: Array<[object, string]> = [
      [{ 'fatura.total': 12.3 }, 'fatura.total'],
      [{ fatura: { nif: '123456789' } }, 'fatura.nif'],
      [{ extrato: { valor: -5 } }, 'extrato.valor'],
      [{ 'fatura.dataEmissao': '2026-10-02' }, 'fatura.dataEmissao'],
    ];
    for (const [mudancas, campo] of casos) {
      const res = await put(p.admin, id, { versao: 1, mudancas });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ campo });
      expect(res.json().message).toMatch(/nas linhas que criou manualmente/);
    }
    // Sending a field unchanged is no change at all: allowed, and nothing is written.
    const igual = await put(p.admin, id, { versao: 1, mudancas: { fatura: { total: -123 } } });
    expect(igual.statusCode, igual.body).toBe(200);
    expect(igual.json().versao).toBe(1);
  });

  it('the creator edits the invoice and the statement of a manual row, flat or nested, euros in any form', async () => {
    const e = await criarEmpresa(t, p);
    const linha = await linhaManual(p.editor, e.empresaId);
    const res = await put(p.editor, linha._id, {
      versao: linha.versao,
      mudancas: {
        fatura: { nif: '501234560', emitente: '501234560 - Água do Vale, Lda', numeroFatura: 'FT 7/2026' },
        'fatura.baseTributavel': '1.003,70',
        'fatura.iva': 230.85,
        'fatura.total': '1234.55',
        extrato: { descricao: 'Pagamento água', dataMovimento: '2026-10-20', valor: '-1234,55' },
        'extrato.tipoMovimento': 'Saída',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      versao: 2,
      criadaManualmente: true,
      criadoPor: p.editor.id,
      fatura: {
        nif: '501234560',
        emitente: '501234560 - Água do Vale, Lda',
        numeroFatura: 'FT 7/2026',
        dataEmissao: '2026-10-05',
        baseTributavel: 1003.7,
        iva: 230.85,
        total: 1234.55,
      },
      extrato: {
        descricao: 'Pagamento água',
        dataMovimento: '2026-10-20',
        valor: -1234.55,
        tipoMovimento: 'Saída',
      },
    });
    const { rows } = await t.pool.query(
      'select base_cents, iva_cents, total_cents from planilha where id = $1',
      [linha._id],
    );
    expect(rows[0]).toEqual({ base_cents: 100370, iva_cents: 23085, total_cents: 123455 });
    const h = await historico(p.editor, linha._id);
    expect(h.find((x) => x.campo === 'fatura.total')).toMatchObject({ antes: null, depois: 1234.55 });
    // Clearing a text field stores nothing, not an empty string.
    const limpa = await put(p.editor, linha._id, { versao: 2, mudancas: { 'fatura.numeroFatura': '' } });
    expect(limpa.json().fatura.numeroFatura).toBeNull();
  });

  it("another editor may classify someone else's manual row but not touch its invoice", async () => {
    const e = await criarEmpresa(t, p);
    const linha = await linhaManual(p.editor, e.empresaId);
    const fatura = await put(p.outroEditor, linha._id, { versao: 1, mudancas: { 'fatura.total': 10 } });
    expect(fatura.statusCode).toBe(403);
    expect(fatura.json()).toMatchObject({ campo: 'fatura.total' });
    const classifica = await put(p.outroEditor, linha._id, { versao: 1, mudancas: { tipologia: 'Empresa' } });
    expect(classifica.statusCode, classifica.body).toBe(200);
    expect(classifica.json().tipologia).toBe('Empresa');
  });

  it('a reader may not edit; a row of another company is not found', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    expect((await put(p.leitor, id, { versao: 1, mudancas: { gasto: 'Fixo' } })).statusCode).toBe(403);
    expect((await put(p.estranho, id, { versao: 1, mudancas: { gasto: 'Fixo' } })).statusCode).toBe(404);
    const unknown = await put(p.editor, '00000000-0000-4000-8000-000000000000', {
      versao: 1,
      mudancas: { gasto: 'Fixo' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the statement of a manual row settled by a bank line comes from the bank', async () => {
    const e = await criarEmpresa(t, p);
    const linha = await linhaManual(p.editor, e.empresaId);
    const { movimentoId } = await inserirMovimento(t, e.empresaId, e.lojaNorte, {
      data: '2026-10-07',
      valorCents: -5000,
      descricao: 'TRF',
    });
    const assoc = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/associar-manualmente',
      headers: p.editor.auth,
      payload: { idPlanilha: linha._id, idExtrato: movimentoId },
    });
    expect(assoc.statusCode, assoc.body).toBe(200);
    const res = await put(p.editor, linha._id, {
      versao: assoc.json().versao,
      mudancas: { 'extrato.valor': -1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ campo: 'extrato.valor' });
    expect(res.json().message).toMatch(/desassocie/);
  });
});

describe('PUT /put/planilha/:rowId — values and taxonomy', () => {
  it('a subcategory of another category answers 400 naming the field', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
    });
    const casos: Array<[object, string]> = [
      [{ subcategoria_A: 'Electricidade' }, 'subcategoria_A'],
      // A new category with the old subcategory: the subcategory no longer belongs.
      [{ categoria_A: 'Gastos com o pessoal' }, 'subcategoria_A'],
      [{ categoria_A: 'Inventada' }, 'categoria_A'],
      [
        {
          categoria_B: 'Fluxos de caixa das actividades operacionais',
          subcategoria_B: 'Pagamentos - investimento',
        },
        'subcategoria_B',
      ],
      [
        {
          categoria_B: 'Fluxos de caixa das actividades de investimento',
          subcategoria_B: 'Pagamentos - investimento',
          rubrica_B: 'Recebimentos de clientes',
        },
        'rubrica_B',
      ],
      [{ tipologia: 'Outra' }, 'tipologia'],
      [{ gasto: '' }, 'gasto'],
    ];
    for (const [mudancas, campo] of casos) {
      const res = await put(p.editor, id, { versao: 1, mudancas });
      expect(res.statusCode, JSON.stringify(mudancas)).toBe(400);
      expect(res.json(), JSON.stringify(mudancas)).toMatchObject({ campo, detalhes: { campo } });
    }
    const ok = await put(p.editor, id, {
      versao: 1,
      mudancas: {
        categoria_A: 'Gastos com o pessoal',
        subcategoria_A: 'Vencimento Líquido',
        categoria_B: 'Fluxos de caixa das actividades de investimento',
        subcategoria_B: 'Pagamentos - investimento',
        rubrica_B: 'Activos fixos tangíveis',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      subcategoria_A: 'Vencimento Líquido',
      rubrica_B: 'Activos fixos tangíveis',
    });
  });

  it('an unknown store, or a store of another company, answers 400', async () => {
    const e = await criarEmpresa(t, p);
    const outra = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    for (const loja of [outra.lojaNorte, '00000000-0000-4000-8000-000000000000', 'Loja Sul']) {
      const res = await put(p.editor, id, { versao: 1, mudancas: { loja } });
      expect(res.statusCode, loja).toBe(400);
      expect(res.json()).toEqual({
        message: 'Loja desconhecida.',
        campo: 'loja',
        detalhes: { campo: 'loja' },
      });
    }
  });

  it('bad dates, bad amounts and unknown fields answer 400 naming the field', async () => {
    const e = await criarEmpresa(t, p);
    const linha = await linhaManual(p.editor, e.empresaId);
    const casos: Array<[object, string]> = [
      [{ dataPagamento: '2026-02-30' }, 'dataPagamento'],
      [{ fatura: { dataEmissao: 'ontem' } }, 'fatura.dataEmissao'],
      [{ 'fatura.total': '12,345' }, 'fatura.total'],
      [{ 'fatura.total': 1.005 }, 'fatura.total'],
      [{ 'extrato.valor': true }, 'extrato.valor'],
      [{ tipoMovimento: 'Transferência' }, 'tipoMovimento'],
      [{ cor: 'azul' }, 'cor'],
      [{ versao: 7 }, 'versao'],
      // Clearing the only date would drop the row out of every date range.
      [{ 'fatura.dataEmissao': null }, 'fatura.dataEmissao'],
    ];
    for (const [mudancas, campo] of casos) {
      const res = await put(p.editor, linha._id, { versao: 1, mudancas });
      expect(res.statusCode, JSON.stringify(mudancas)).toBe(400);
      expect(res.json().campo, JSON.stringify(mudancas)).toBe(campo);
    }
    for (const versao of [0, 1.5, '1', null]) {
      const res = await put(p.editor, linha._id, { versao, mudancas: { gasto: 'Fixo' } });
      expect(res.statusCode, JSON.stringify(versao)).toBe(400);
      expect(res.json().campo).toBe('versao');
    }
  });
});

describe('PUT /put/planilha/:rowId — optimistic concurrency', () => {
  it('a change to a row someone changed since it was read answers 409 with the current row', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const primeira = await put(p.editor, id, { versao: 1, mudancas: { gasto: 'Fixo' } });
    expect(primeira.statusCode).toBe(200);
    const segunda = await put(p.outroEditor, id, {
      versao: 1,
      mudancas: { gasto: 'Variável', tipologia: 'Pessoal' },
    });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual({
      message:
        'Esta linha foi alterada por outra pessoa desde que a abriu. Recarregue-a para ver a versão atual.',
      linha: expect.objectContaining({ _id: id, versao: 2, gasto: 'Fixo', tipologia: 'N/A' }),
    });
    // Nothing of the stale change was written.
    const { rows } = await t.pool.query('select gasto, tipologia, versao from planilha where id = $1', [id]);
    expect(rows[0]).toEqual({ gasto: 'Fixo', tipologia: 'N/A', versao: 2 });
    const recarregada = await put(p.outroEditor, id, { versao: 2, mudancas: { gasto: 'Variável' } });
    expect(recarregada.statusCode).toBe(200);
    expect(recarregada.json().versao).toBe(3);
  });

  it('SPEC §7 `{ mudancas }` without a version: accepted over a newer row, the last write wins', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    expect((await put(p.editor, id, { versao: 1, mudancas: { gasto: 'Fixo' } })).statusCode).toBe(200);
    const spec = await put(p.outroEditor, id, { mudancas: { gasto: 'Variável', tipologia: 'Pessoal' } });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json()).toMatchObject({ _id: id, versao: 3, gasto: 'Variável', tipologia: 'Pessoal' });
    expect(spec.headers.etag).toBe('"3"');
    // A stale version in the body is still refused.
    const velha = await put(p.editor, id, { versao: 2, mudancas: { gasto: 'Fixo' } });
    expect(velha.statusCode).toBe(409);
    expect(velha.headers.etag).toBe('"3"');
  });

  it('If-Match carries the version instead of the body: a stale one is 409, the current one passes', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const comIfMatch = (ifMatch: string, corpo: object = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/put/planilha/${id}`,
        headers: { ...p.editor.auth, 'if-match': ifMatch },
        payload: { mudancas: { gasto: 'Fixo' }, ...corpo },
      });
    const primeira = await comIfMatch('"1"');
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.headers.etag).toBe('"2"');
    const velha = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${id}`,
      headers: { ...p.outroEditor.auth, 'if-match': '"1"' },
      payload: { mudancas: { gasto: 'Variável' } },
    });
    expect(velha.statusCode, velha.body).toBe(409);
    expect(velha.json().linha).toMatchObject({ versao: 2, gasto: 'Fixo' });
    expect((await comIfMatch('2', { mudancas: { gasto: 'Variável' } })).statusCode).toBe(200);
    // `*`: any version of the row (it exists); the body's version, when sent, still counts.
    expect((await comIfMatch('*', { mudancas: { tipologia: 'Empresa' } })).statusCode).toBe(200);
    expect((await comIfMatch('*', { versao: 1 })).statusCode).toBe(409);
    // Body and header must agree; a header that names no version is refused.
    const desencontro = await comIfMatch('"4"', { versao: 3 });
    expect(desencontro.statusCode).toBe(400);
    expect(desencontro.json().campo).toBe('versao');
    const malFormado = await comIfMatch('W/"xyz"');
    expect(malFormado.statusCode).toBe(400);
    expect(malFormado.json().campo).toBe('If-Match');
  });

  it('two simultaneous saves of the same version: exactly one wins', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const [a, b] = await Promise.all([
      put(p.editor, id, { versao: 1, mudancas: { gasto: 'Fixo' } }),
      put(p.outroEditor, id, { versao: 1, mudancas: { gasto: 'Variável' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const { rows } = await t.pool.query('select versao from planilha where id = $1', [id]);
    expect(rows[0].versao).toBe(2);
  });
});
