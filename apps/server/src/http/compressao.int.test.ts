import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  criarEmpresa,
  criarPessoas,
  inserirLinha,
  type Pessoas,
} from '../modules/planilha/planilha.test-helpers';

let t: TestApp;
let pessoas: Pessoas;
let empresaId: string;
let web: string;
const novaPasta = pastasTemporarias('contas-web-');
const script = `console.log(${JSON.stringify('Contas Claras '.repeat(200))});`;
const pagina = '<!doctype html><title>Contas Claras</title><div id="root"></div>';

beforeAll(async () => {
  // A built web app in miniature, as vite.config.ts leaves it: each file beside its .br and .gz copies.
  // Installed under a folder named 'assets': only the app's own assets/ folder is cached for a year.
  web = path.join(novaPasta(), 'assets', 'contas-claras');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  for (const [nome, texto] of [
    ['index.html', pagina],
    ['assets/index-AbC123.js', script],
  ] as const) {
    writeFileSync(path.join(web, nome), texto);
    writeFileSync(path.join(web, `${nome}.br`), brotliCompressSync(texto));
    writeFileSync(path.join(web, `${nome}.gz`), gzipSync(texto));
  }
  t = await startTestApp({}, { webDist: web });
  pessoas = await criarPessoas(t);
  const empresa = await criarEmpresa(t, pessoas);
  empresaId = empresa.empresaId;
  const hoje = t.clock.now.toISOString().slice(0, 10);
  for (let i = 0; i < 30; i++) await inserirLinha(t, empresaId, empresa.lojaNorte, { data_emissao: hoje });
});
afterAll(async () => {
  await t.close();
});

describe('compressed answers', () => {
  const pedirPagina = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/get/planilhas/resumo/${empresaId}`,
      headers: { ...pessoas.editor.auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a spreadsheet page in brotli to a browser, the same JSON as the plain answer', async () => {
    const simples = await pedirPagina();
    expect(simples.statusCode).toBe(200);
    expect(simples.headers['content-encoding']).toBeUndefined();
    expect(simples.json().dados).toHaveLength(30);

    const br = await pedirPagina('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(simples.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(simples.body);
  });

  it('falls back to gzip, and leaves a small answer as it is', async () => {
    const gz = await pedirPagina('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).dados).toHaveLength(30);

    const saude = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(saude.statusCode).toBe(200);
    expect(saude.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused, never unpacked past the body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: pessoas.editor.email, senha: 'qualquer' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O corpo do pedido não é JSON válido.');
  });

  it("serves the build's own brotli copy of an asset, kept a year; the page itself is checked every time", async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the build's copy (compressed at the highest quality), not a fresh compression.
    expect(js.rawPayload.equals(readFileSync(path.join(web, 'assets/index-AbC123.js.br')))).toBe(true);
    expect(brotliDecompressSync(js.rawPayload).toString('utf8')).toBe(script);

    const semCompressao = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(semCompressao.headers['content-encoding']).toBeUndefined();
    expect(semCompressao.body).toBe(script);

    // Any address of the single-page app answers index.html.
    const app = await t.app.inject({
      method: 'GET',
      url: `/empresa/${empresaId}/planilha`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(app.statusCode).toBe(200);
    expect(app.headers['content-encoding']).toBe('gzip');
    expect(app.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(app.rawPayload).toString('utf8')).toBe(pagina);
  });
});
