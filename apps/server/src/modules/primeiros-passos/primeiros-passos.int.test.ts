import { nifCheckDigit } from '@contas/core';
import { escreverEfaturaAdquirente, escreverExtratoCgd } from '@contas/core/gerador';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  for (const papel of ['admin', 'editor', 'leitor', 'outsider'] as const) u[papel] = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const ler = (empresaId: string, quem: TestUser = u.admin) =>
  t.app.inject({ method: 'GET', url: `/get/empresa/${empresaId}/primeiros-passos`, headers: quem.auth });
const marcar = (empresaId: string, payload: unknown, quem: TestUser = u.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/put/empresa/${empresaId}/primeiros-passos`,
    headers: quem.auth,
    payload: payload as object,
  });

/** A supplier NIF of this run only: a document already in another company would be refused. */
const nifUnico = () => {
  const oito = `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return `${oito}${nifCheckDigit(oito)}`;
};

function enviar(empresaId: string, partes: ParteMultipart[]) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: 'confirmarContas', valor: 'sim' },
    ...partes,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
}

describe('primeiros passos', () => {
  it('only an admin of the company reads or marks them', async () => {
    const e = await criarEmpresaDeTeste(t, {
      membros: [
        [u.admin, 'admin'],
        [u.editor, 'editor'],
        [u.leitor, 'leitor'],
      ],
      lojas: [],
    });
    expect((await ler(e.id, u.editor)).statusCode).toBe(403);
    expect((await ler(e.id, u.leitor)).statusCode).toBe(403);
    expect((await ler(e.id, u.outsider)).statusCode).toBe(404);
    expect((await marcar(e.id, { dispensado: true }, u.editor)).statusCode).toBe(403);
    expect((await ler(e.id)).json().dispensado).toBe(false);
  });

  it('ticks each step from the company’s data: stores, both kinds of import, 90 % classified, a report seen', async () => {
    const e = await criarEmpresaDeTeste(t, {
      membros: [
        [u.admin, 'admin'],
        [u.editor, 'editor'],
      ],
      lojas: [],
    });
    const nova = await ler(e.id);
    expect(nova.statusCode, nova.body).toBe(200);
    expect(nova.json()).toEqual({
      lojas: 0,
      importacoes: { efatura: 0, extrato: 0 },
      linhas: 0,
      porClassificar: 0,
      percentagemClassificada: 0,
      relatoriosVistos: false,
      feitos: { lojas: false, importar: false, classificar: false, relatorios: false },
      dispensado: false,
    });

    const loja = await t.app.inject({
      method: 'POST',
      url: `/api/adicionar-loja/empresa/${e.id}`,
      headers: u.admin.auth,
      payload: { nome: 'Loja do Largo' },
    });
    expect(loja.statusCode).toBe(201);
    expect((await ler(e.id)).json()).toMatchObject({ lojas: 1, feitos: { lojas: true, importar: false } });

    const fornecedor = { nifEmitente: nifUnico(), nomeEmitente: 'Fornecedor Primeiro, Lda' };
    const faturas = escreverEfaturaAdquirente(
      [1, 2, 3, 4].map((n) => ({
        ...fornecedor,
        numero: `FT PP2026/${n}`,
        atcud: `PPPP${n}-${n}`,
        tipo: 'Fatura',
        data: `2026-01-1${n}`,
        baseCents: 10_000 * n,
        ivaCents: 2_300 * n,
        situacao: 'Registado',
      })),
      'A',
    );
    expect((await enviar(e.id, [{ campo: 'efatura', nome: 'compras.csv', bytes: faturas }])).statusCode).toBe(
      201,
    );
    expect((await ler(e.id)).json()).toMatchObject({
      importacoes: { efatura: 1, extrato: 0 },
      linhas: 4,
      porClassificar: 4,
      feitos: { importar: false, classificar: false },
    });

    const extrato = escreverExtratoCgd({
      conta: `0574${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      saldoInicialCents: 100_000,
      dataInicio: '2026-02-01',
      dataFim: '2026-02-28',
      dataExportacao: '2026-03-01',
      linhas: [{ data: '2026-02-20', descricao: 'TRF P/O ANA MARTINS', valorCents: -700 }],
    });
    const res = await enviar(e.id, [{ campo: 'extrato', nome: 'cgd.csv', bytes: extrato }]);
    expect(res.statusCode, res.body).toBe(201);
    const importado = (await ler(e.id)).json();
    expect(importado).toMatchObject({
      importacoes: { efatura: 1, extrato: 1 },
      linhas: 5,
      porClassificar: 5,
      feitos: { importar: true, classificar: false },
    });

    // Four of five classified is 80 %: not yet.
    const classificar = (condicao: string) =>
      t.pool.query(
        `update planilha set categoria_a = 'Fornecimentos e serviços externos',
           categoria_b = 'Fluxos de caixa das actividades operacionais'
         where empresa_id = $1 and ${condicao}`,
        [e.id],
      );
    await classificar('numero_fatura is not null');
    expect((await ler(e.id)).json()).toMatchObject({
      porClassificar: 1,
      percentagemClassificada: 80,
      feitos: { classificar: false },
    });
    await classificar('true');
    expect((await ler(e.id)).json()).toMatchObject({
      porClassificar: 0,
      percentagemClassificada: 100,
      feitos: { classificar: true, relatorios: false },
    });

    const visto = await marcar(e.id, { relatoriosVistos: true });
    expect(visto.statusCode, visto.body).toBe(200);
    expect(visto.json().feitos).toEqual({ lojas: true, importar: true, classificar: true, relatorios: true });
    expect(visto.json().dispensado).toBe(false);
  });

  it('once put away it stays away; a mark is never undone', async () => {
    const e = await criarEmpresaDeTeste(t, { membros: [[u.admin, 'admin']], lojas: ['Loja'] });
    expect((await marcar(e.id, { dispensado: true })).json()).toMatchObject({
      dispensado: true,
      relatoriosVistos: false,
    });
    expect((await marcar(e.id, {})).json()).toMatchObject({ dispensado: true });
    expect((await marcar(e.id, { relatoriosVistos: true })).json()).toMatchObject({
      dispensado: true,
      relatoriosVistos: true,
    });
    const falso = await marcar(e.id, { dispensado: false });
    expect(falso.statusCode).toBe(400);
    expect(falso.json().message).toBe('dispensado só pode ser true.');
    expect((await ler(e.id)).json()).toMatchObject({ dispensado: true, relatoriosVistos: true });
  });
});
