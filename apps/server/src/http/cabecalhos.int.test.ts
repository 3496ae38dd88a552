import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 13, attack 6: security headers on every answer (the page, its files, the API, errors). The CSP
 * allows scripts only from the app's own files; the browser tests fail on any CSP violation (e2e/support).
 */

const novaPasta = pastasTemporarias('contas-cabecalhos-');
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  const web = novaPasta();
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><title>Contas Claras</title><div id="root"></div><script type="module" src="/assets/index-1.js"></script>',
  );
  writeFileSync(path.join(web, 'assets', 'index-1.js'), 'console.log(1)');
  http = await startTestApp({}, { webDist: web });
  https = await startTestApp({ PUBLIC_URL: 'https://contas.exemplo.pt' }, { webDist: web });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

function diretivas(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((partes) => partes[0])
      .map(([nome, ...valores]) => [nome as string, valores]),
  );
}

describe('security headers', () => {
  it.each([
    ['the page', 'GET', '/'],
    ['a page of the app', 'GET', '/empresa/x/planilha'],
    ['a file of the app', 'GET', '/assets/index-1.js'],
    ['the API', 'GET', '/api/health'],
    ['an API error', 'POST', '/api/login'],
    ['an unknown API path', 'GET', '/api/nao-existe'],
  ] as const)('%s carries them', async (_nome, method, url) => {
    const res = await http.app.inject({ method, url });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const csp = diretivas(res.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the page show what it shows: styles of the UI library, logos from any address, the support map', async () => {
    const csp = diretivas((await http.app.inject({ url: '/' })).headers['content-security-policy'] as string);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('no HSTS and no upgrade of requests while PUBLIC_URL is http', async () => {
    const res = await http.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(diretivas(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(
      false,
    );
  });

  it('HSTS for a year, and requests upgraded, when PUBLIC_URL is https', async () => {
    const res = await https.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(diretivas(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});
