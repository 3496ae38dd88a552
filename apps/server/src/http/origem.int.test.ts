import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { criarEmpresa, criarPessoas, type Pessoas } from '../modules/planilha/planilha.test-helpers';

/**
 * Issue 13, attack 7 (CSRF): a request that changes something and is authenticated only by the
 * `accessToken` cookie must come from the app's own origin (PUBLIC_URL, here http://contas.test): the
 * browser says so in Origin, or, without it, in Referer. Another origin of the same site (another port)
 * is another origin. A bearer token is never sent by a browser on its own, so it needs no such proof.
 */

let t: TestApp;
let p: Pessoas;
let empresaId: string;
const APP = 'http://contas.test';
const RECUSA = 'Pedido recusado: não vem desta aplicação (origem http://contas.test).';

beforeAll(async () => {
  t = await startTestApp();
  p = await criarPessoas(t);
  empresaId = (await criarEmpresa(t, p)).empresaId;
});
afterAll(async () => {
  await t.close();
});

const mudarEmpresa = (headers: Record<string, string>, comCookie = true) =>
  t.app.inject({
    method: 'PUT',
    url: `/put/empresa/${empresaId}`,
    headers,
    ...(comCookie ? { cookies: { accessToken: p.admin.token } } : {}),
    payload: { nome: 'Planilha, Lda', email: 'p@exemplo.pt' },
  });

describe('cookie-authenticated changes must come from the app', () => {
  it.each([
    ['another port of the same site', { origin: 'http://contas.test:8080' }],
    ['another site', { origin: 'https://atacante.exemplo' }],
    ['an opaque origin (sandboxed frame, file)', { origin: 'null' }],
    ['http instead of the app’s scheme', { origin: 'https://contas.test' }],
    ['no Origin and no Referer', {}],
    ['no Origin, a Referer of another origin', { referer: 'http://contas.test:8080/empresa/x' }],
    [
      'no Origin, a Referer that only starts like the app',
      { referer: 'http://contas.test.atacante.exemplo/' },
    ],
    ['a foreign Origin beside the app’s Referer', { origin: 'http://outro.test', referer: `${APP}/x` }],
  ])('refuses %s with 403 and a message', async (_caso, headers) => {
    const res = await mudarEmpresa(headers as Record<string, string>);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: RECUSA });
  });

  it.each([
    ['the app’s Origin', { origin: APP }],
    ['no Origin, the app’s Referer', { referer: `${APP}/empresa/${'x'}/administracao` }],
  ])('accepts %s', async (_caso, headers) => {
    const res = await mudarEmpresa(headers);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses POST and DELETE the same way', async () => {
    const criar = await t.app.inject({
      method: 'POST',
      url: '/api/planilha/criar-linha',
      headers: { origin: 'http://contas.test:8080' },
      cookies: { accessToken: p.editor.token },
      payload: { empresaId },
    });
    expect(criar.statusCode, criar.body).toBe(403);
    const apagar = await t.app.inject({
      method: 'DELETE',
      url: `/delete/eliminar-empresa/empresa/${empresaId}`,
      cookies: { accessToken: p.admin.token },
    });
    expect(apagar.statusCode, apagar.body).toBe(403);
  });

  it('a bearer token needs no Origin: no browser sends one by itself', async () => {
    expect((await mudarEmpresa({ ...p.admin.auth, origin: 'http://outro.test' }, false)).statusCode).toBe(
      200,
    );
    expect((await mudarEmpresa({ ...p.admin.auth }, true)).statusCode).toBe(200);
  });

  it('an empty or lower-case bearer is no bearer: the cookie then needs the origin', async () => {
    const vazio = await mudarEmpresa({ authorization: 'Bearer ', origin: 'http://outro.test' });
    expect(vazio.statusCode, vazio.body).toBe(403);
  });

  it('reading with the cookie from anywhere is left to the browser’s same-origin policy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/empresa/${empresaId}`,
      headers: { origin: 'http://contas.test:8080' },
      cookies: { accessToken: p.admin.token },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('public calls are not judged by the cookie they carry (the cookie authenticates nothing there)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { origin: 'http://contas.test:8080' },
      cookies: { accessToken: p.admin.token },
      payload: { email: p.admin.email },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
