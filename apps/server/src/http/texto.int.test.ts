import { escreverEfaturaAdquirente } from '@contas/core/gerador';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errosEmIngles } from '../../test/ingles';
import { multipart } from '../../test/multipart';
import { startTestApp, type TestApp, type TestUser, uniqueEmail } from '../../test/test-app';
import { criarEmpresa, criarPessoas, type Pessoas } from '../modules/planilha/planilha.test-helpers';
import { comEsquemas, publico } from './access';

/**
 * Issue 13, attacks 5 and 9: text that PostgreSQL cannot store (NUL) or that no field of one line takes
 * (control characters) answers 400 in Portuguese, naming the field, wherever it arrives: body, query,
 * path. Before, a NUL reached PostgreSQL and came back as a 500 (22021).
 */

let t: TestApp;
let p: Pessoas;
let empresa: { empresaId: string; lojaNorte: string; lojaSul: string };
let linhaManual: string;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      // A route that hands its text straight to PostgreSQL: the safety net behind the edge's own check.
      // The text comes in hex, so the edge never sees the NUL it carries.
      antesDePronto: (app) =>
        app.post(
          '/api/teste/texto-direto',
          comEsquemas(publico, { resumo: 'teste', respostas: { 200: z.object({ ok: z.boolean() }) } }),
          async (request) => {
            const { hex } = request.body as { hex: string };
            await t.pool.query('select $1::text', [Buffer.from(hex, 'hex').toString('utf8')]);
            return { ok: true };
          },
        ),
    },
  );
  p = await criarPessoas(t);
  empresa = await criarEmpresa(t, p);
  const criada = await t.app.inject({
    method: 'POST',
    url: '/api/planilha/criar-linha',
    headers: p.editor.auth,
    payload: { empresaId: empresa.empresaId, fatura: { dataEmissao: '2026-10-05' } },
  });
  expect(criada.statusCode, criada.body).toBe(201);
  linhaManual = criada.json()._id;
});
afterAll(async () => {
  await t.close();
});

type Pedido = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  quem?: () => TestUser;
};

/** Each call of the attack, with the field the answer must name. `{x}` is replaced by the bad text. */
const PEDIDOS: Array<[descricao: string, campo: string, pedido: (x: string) => Pedido]> = [
  [
    'the name of a company',
    'nome',
    (x) => ({
      method: 'PUT',
      url: `/put/empresa/${empresa.empresaId}`,
      payload: { nome: `Padaria${x} Lda`, email: 'geral@padaria.pt' },
      quem: () => p.admin,
    }),
  ],
  [
    'the name of a store',
    'nome',
    (x) => ({
      method: 'PUT',
      url: `/put/update-loja-info/${empresa.lojaNorte}`,
      payload: { nome: `Loja${x}Norte`, employee: [] },
      quem: () => p.admin,
    }),
  ],
  [
    'a field of a spreadsheet row',
    'mudancas.fatura.emitente',
    (x) => ({
      method: 'PUT',
      url: `/put/planilha/${linhaManual}`,
      payload: { versao: 1, mudancas: { fatura: { emitente: `Fornecedor${x}` } } },
      quem: () => p.editor,
    }),
  ],
  [
    'a search term',
    'searchTerm',
    (x) => ({
      method: 'GET',
      url: `/get/search/planilhas/${empresa.empresaId}?searchTerm=${encodeURIComponent(`caf${x}e`)}`,
      quem: () => p.editor,
    }),
  ],
  [
    'the name at sign-up',
    'nome',
    (x) => ({
      method: 'POST',
      url: '/api/signup',
      payload: { nome: `Ana${x}Silva`, email: uniqueEmail('nul'), senha: 'segredo1', telefone: '' },
    }),
  ],
  [
    'the e-mail at login',
    'email',
    (x) => ({
      method: 'POST',
      url: '/api/login',
      payload: { email: `ana${x}@exemplo.pt`, senha: 'segredo1' },
    }),
  ],
  [
    'the token of a reset link (path)',
    'token',
    (x) => ({
      method: 'POST',
      url: `/api/auth/reset-password/${encodeURIComponent(`abcdefghij${x}klmnop`)}`,
      payload: { newPassword: 'segredo-novo' },
    }),
  ],
  [
    'a key of the body',
    'mudancas',
    (x) => ({
      method: 'PUT',
      url: `/put/planilha/${linhaManual}`,
      payload: { versao: 1, mudancas: { [`emitente${x}`]: 'Fornecedor' } },
      quem: () => p.editor,
    }),
  ],
];

async function enviar(pedido: Pedido) {
  return t.app.inject({
    method: pedido.method,
    url: pedido.url,
    ...(pedido.payload ? { payload: pedido.payload } : {}),
    ...(pedido.quem ? { headers: pedido.quem().auth } : {}),
    remoteAddress: '10.13.5.1',
  });
}

describe('control characters at the edge', () => {
  describe.each([
    ['NUL', '\u0000', 'U+0000'],
    ['BEL', '\u0007', 'U+0007'],
    ['ESC', '\u001b', 'U+001B'],
    ['DEL', '\u007f', 'U+007F'],
    ['NEL (C1)', '\u0085', 'U+0085'],
  ])('%s', (_nome, caracter, codigo) => {
    it.each(PEDIDOS)('in %s: 400 naming the field %s', async (_descricao, campo, pedido) => {
      const res = await enviar(pedido(caracter));
      expect(res.statusCode, res.body).toBe(400);
      const corpo = res.json() as { message: string; detalhes?: { campo?: string } };
      expect(corpo.message).toContain(`«${campo}»`);
      expect(corpo.message).toContain(codigo);
      expect(corpo.message).toMatch(/carácter de controlo/);
      expect(corpo.detalhes?.campo).toBe(campo);
    });
  });

  it('refuses a line break or a tab in a field of one line, and says so', async () => {
    for (const quebra of ['\n', '\r', '\t']) {
      const res = await enviar(PEDIDOS[0]?.[2](quebra) as Pedido);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'O campo «nome» não aceita quebras de linha nem tabulações.',
        detalhes: { campo: 'nome' },
      });
    }
    const pesquisa = await enviar(PEDIDOS[3]?.[2]('\n') as Pedido);
    expect(pesquisa.statusCode, pesquisa.body).toBe(400);
    expect(pesquisa.json().detalhes).toEqual({ campo: 'searchTerm' });
  });

  it('keeps tabs and line breaks where a field takes them: an address, text pasted into the spreadsheet', async () => {
    const endereco = 'Rua do Largo, 1\nPiso 2\t(traseiras)\r\n1100-001 Lisboa';
    const res = await t.app.inject({
      method: 'PUT',
      url: `/put/empresa/${empresa.empresaId}`,
      headers: p.admin.auth,
      payload: { nome: 'Padaria do Largo', email: 'geral@padaria.pt', endereco },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().empresa.endereco).toBe(endereco);

    const colado = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${linhaManual}`,
      headers: p.editor.auth,
      payload: { versao: 1, mudancas: { extrato: { descricao: 'TRF Padaria\nref. 2026/10' } } },
    });
    expect(colado.statusCode, colado.body).toBe(200);
    expect(colado.json().extrato.descricao).toBe('TRF Padaria\nref. 2026/10');
  });

  it('cleans the names of uploaded files: no path, no control or direction characters', async () => {
    const csv = escreverEfaturaAdquirente(
      [
        {
          nifEmitente: '501234560',
          nomeEmitente: 'Fornecedor Exemplo, Lda',
          numero: 'FT T2026/1',
          tipo: 'Fatura',
          data: '2026-01-15',
          baseCents: 10_000,
          ivaCents: 2_300,
          situacao: 'Registado',
        },
      ],
      'A',
    );
    const envio = multipart([
      { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
      { campo: 'efatura', nome: 'C:\\fakepath\\com\u0000pras\u202e\u0007 janeiro.csv', bytes: csv },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${empresa.empresaId}`,
      headers: { ...p.editor.auth, ...envio.headers },
      payload: envio.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const lista = await t.app.inject({
      method: 'GET',
      url: `/get/importacoes/${empresa.empresaId}`,
      headers: p.editor.auth,
    });
    expect(lista.json().map((i: { ficheiro: string }) => i.ficheiro)).toContain('compras janeiro.csv');
  });

  it('answers 400, not 500, when a NUL reaches PostgreSQL all the same (22021)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teste/texto-direto',
      payload: { hex: Buffer.from('a\u0000b').toString('hex') },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/caracteres que não são aceites/);
  });
});

describe('validation messages in Portuguese', () => {
  it('a malformed reset token answers in Portuguese, saying the link is broken', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/curto',
      payload: { newPassword: 'segredo-novo' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errosEmIngles([res.json().message])).toEqual([]);
    expect(res.json().message).toBe('O link de redefinição é inválido ou expirou. Peça um novo.');
  });

  it('answers in Portuguese when the body is not an object, or a field has the wrong type', async () => {
    for (const payload of [[1, 2], 'texto', 42]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errosEmIngles([res.json().message]), res.body).toEqual([]);
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${linhaManual}`,
      headers: p.editor.auth,
      payload: { versao: 'um', mudancas: {} },
    });
    expect(errosEmIngles([res.json().message]), res.body).toEqual([]);
  });
});
