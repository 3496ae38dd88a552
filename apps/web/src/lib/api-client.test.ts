import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  onSessionChange,
  restoreSession,
  revokeSession,
  startSession,
} from './api-client';

/** Just enough of a browser for the client: a cookie jar, localStorage, location, navigator. */
function installBrowser() {
  const cookies = new Map<string, string>();
  const cookieWrites: string[] = [];
  const storage = new Map<string, string>();
  vi.stubGlobal('document', {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      cookieWrites.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const maxAge = attributes.find((a) => a.startsWith('Max-Age='));
      if (maxAge && Number(maxAge.slice('Max-Age='.length)) <= 0) cookies.delete(name);
      else cookies.set(name, value);
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', { location: { protocol: 'https:' } });
  vi.stubGlobal('navigator', {});
  return { cookies, cookieWrites, storage };
}

const NOW = Date.parse('2025-03-03T10:00:00Z');

function jwt(claims: object): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `h.${payload}.s`;
}
const tokenExpiringIn = (seconds: number, id = 'u1') =>
  jwt({ _id: id, email: 'ana@exemplo.pt', exp: NOW / 1000 + seconds });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

function installFetch(handler: Handler) {
  const calls: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      return handler(path, init);
    }),
  );
  return calls;
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

let browser: ReturnType<typeof installBrowser>;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  browser = installBrowser();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session storage', () => {
  it('keeps the access token in a strict, secure cookie for an hour and the refresh token in localStorage', () => {
    startSession({ accessToken: 'a1', refreshToken: 'r1' });
    expect(browser.cookieWrites.at(-1)).toBe('accessToken=a1; Max-Age=3600; Path=/; SameSite=Strict; Secure');
    expect(browser.storage.get('refreshToken')).toBe('r1');
  });
});

describe('apiRequest', () => {
  it('sends credentials and the bearer token, and parses the JSON answer', async () => {
    const access = tokenExpiringIn(600);
    startSession({ accessToken: access, refreshToken: 'r1' });
    const calls = installFetch(() => json(200, { nome: 'Ana' }));

    await expect(apiRequest('/get/u1/profile')).resolves.toEqual({ nome: 'Ana' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0]!.init, 'Authorization')).toBe(`Bearer ${access}`);
  });

  it('sends public calls without a token and without refreshing', async () => {
    startSession({ accessToken: tokenExpiringIn(-10), refreshToken: 'r1' });
    const calls = installFetch(() => json(200, { accessToken: 'a', refreshToken: 'r' }));

    await apiRequest('/api/login', { method: 'POST', body: { email: 'a@b.pt', senha: 'x' }, auth: false });
    expect(calls.map((c) => c.path)).toEqual(['/api/login']);
    expect(header(calls[0]!.init, 'Authorization')).toBeNull();
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
  });

  it('refreshes a token within 30 s of expiry once for concurrent calls, and keeps the rotated refresh token', async () => {
    startSession({ accessToken: tokenExpiringIn(20), refreshToken: 'r1' });
    const fresh = tokenExpiringIn(3600);
    const calls = installFetch((path) =>
      path === '/api/refresh'
        ? json(200, { accessToken: fresh, refreshToken: 'r2' })
        : json(200, { ok: true }),
    );

    await Promise.all([apiRequest('/get/a'), apiRequest('/get/b'), apiRequest('/get/c')]);

    const refreshes = calls.filter((c) => c.path === '/api/refresh');
    expect(refreshes).toHaveLength(1);
    expect(bodyOf(refreshes[0]!.init)).toEqual({ refreshToken: 'r1' });
    for (const call of calls.filter((c) => c.path !== '/api/refresh')) {
      expect(header(call.init, 'Authorization')).toBe(`Bearer ${fresh}`);
    }
    expect(browser.storage.get('refreshToken')).toBe('r2');
    expect(browser.cookies.get('accessToken')).toBe(fresh);
  });

  it('ends the session when the refresh is refused (400/401/403)', async () => {
    for (const status of [400, 401, 403]) {
      startSession({ accessToken: tokenExpiringIn(-1), refreshToken: 'r1' });
      const seen: (string | undefined)[] = [];
      const unsubscribe = onSessionChange((token) => seen.push(token));
      installFetch(() => json(status, { message: 'Sessão inválida.' }));

      await expect(apiRequest('/get/a')).rejects.toMatchObject({ status: 401 });
      expect(browser.storage.has('refreshToken')).toBe(false);
      expect(browser.cookies.has('accessToken')).toBe(false);
      expect(seen).toEqual([undefined]);
      unsubscribe();
    }
  });

  it('retries the refresh on 5xx and network errors, 3 attempts 2 s apart', async () => {
    startSession({ accessToken: tokenExpiringIn(-1), refreshToken: 'r1' });
    const fresh = tokenExpiringIn(3600);
    let attempts = 0;
    const calls = installFetch((path) => {
      if (path !== '/api/refresh') return json(200, {});
      attempts++;
      if (attempts === 1) return json(503, { message: 'Indisponível.' });
      if (attempts === 2) throw new TypeError('Failed to fetch');
      return json(200, { accessToken: fresh, refreshToken: 'r2' });
    });

    const request = apiRequest('/get/a');
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(request).resolves.toEqual({});
    expect(attempts).toBe(3);
    expect(calls.at(-1)?.path).toBe('/get/a');
  });

  it('gives up after 3 failed attempts and ends the session', async () => {
    startSession({ accessToken: tokenExpiringIn(-1), refreshToken: 'r1' });
    const calls = installFetch(() => json(502, { message: 'Bad gateway' }));

    const request = apiRequest('/get/a');
    const outcome = expect(request).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(4000);
    await outcome;
    expect(calls.filter((c) => c.path === '/api/refresh')).toHaveLength(3);
    expect(browser.storage.has('refreshToken')).toBe(false);
  });

  it('refreshes once and retries when the server rejects a token that looked valid', async () => {
    const stale = tokenExpiringIn(600);
    const fresh = tokenExpiringIn(3600, 'u1');
    startSession({ accessToken: stale, refreshToken: 'r1' });
    const calls = installFetch((path, init) => {
      if (path === '/api/refresh') return json(200, { accessToken: fresh, refreshToken: 'r2' });
      return header(init, 'Authorization') === `Bearer ${fresh}`
        ? json(200, { ok: 1 })
        : json(401, { message: 'x' });
    });

    await expect(apiRequest('/get/a')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.path)).toEqual(['/get/a', '/api/refresh', '/get/a']);
  });

  it("surfaces the server's message, status and Retry-After", async () => {
    installFetch(() => json(429, { message: 'Demasiadas tentativas.' }, { 'Retry-After': '30' }));
    const failure = await apiRequest('/api/login', { method: 'POST', body: {}, auth: false }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, message: 'Demasiadas tentativas.', retryAfterMs: 30_000 });
  });

  it('uses a generic Portuguese message when the error has no JSON body', async () => {
    installFetch(() => new Response('<html>502</html>', { status: 502 }));
    await expect(apiRequest('/api/config', { auth: false })).rejects.toMatchObject({
      status: 502,
      message: 'Ocorreu um erro inesperado. Tente novamente.',
    });
  });

  it('resolves undefined for 204 and sends FormData as it is', async () => {
    startSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r1' });
    const calls = installFetch(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('tipoUpload', 'upload-efatura-extrato');

    await expect(apiRequest('/api/upload/e1', { method: 'POST', body: form })).resolves.toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0]!.init, 'Content-Type')).toBeNull();
  });
});

describe('restoreSession', () => {
  it('uses a stored access token that has not expired, without calling the server', async () => {
    const access = tokenExpiringIn(10);
    startSession({ accessToken: access, refreshToken: 'r1' });
    const calls = installFetch(() => json(500, {}));
    await expect(restoreSession()).resolves.toBe(access);
    expect(calls).toHaveLength(0);
  });

  it('exchanges the refresh token when there is no access token', async () => {
    browser.storage.set('refreshToken', 'r1');
    const fresh = tokenExpiringIn(3600);
    installFetch(() => json(200, { accessToken: fresh, refreshToken: 'r2' }));
    await expect(restoreSession()).resolves.toBe(fresh);
    expect(browser.storage.get('refreshToken')).toBe('r2');
  });

  it('clears everything and answers no session when the exchange fails', async () => {
    browser.storage.set('refreshToken', 'velho');
    installFetch(() => json(401, { message: 'Sessão inválida.' }));
    await expect(restoreSession()).resolves.toBeUndefined();
    expect(browser.storage.has('refreshToken')).toBe(false);
  });

  it('answers no session without tokens', async () => {
    const calls = installFetch(() => json(500, {}));
    await expect(restoreSession()).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});

describe('revokeSession', () => {
  it('posts the current refresh token with the bearer token', async () => {
    const access = tokenExpiringIn(600);
    startSession({ accessToken: access, refreshToken: 'r1' });
    const calls = installFetch(() => new Response(null, { status: 204 }));
    await revokeSession();
    expect(calls.map((c) => c.path)).toEqual(['/api/logout']);
    expect(bodyOf(calls[0]!.init)).toEqual({ refreshToken: 'r1' });
    expect(header(calls[0]!.init, 'Authorization')).toBe(`Bearer ${access}`);
  });

  it('never throws, whatever the server answers', async () => {
    startSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r1' });
    installFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(revokeSession()).resolves.toBeUndefined();
  });
});

describe('the answer against its schema (development)', () => {
  const esquema = async () => {
    const { perfil } = await import('@contas/core/contrato');
    return perfil;
  };
  const perfil = {
    _id: 'u1',
    nome: 'Ana',
    email: 'ana@exemplo.pt',
    telefone: '',
    emailVerificado: true,
    podeCriarEmpresas: false,
    empresas: [],
  };

  it('says nothing when the answer follows the schema', async () => {
    startSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r1' });
    installFetch(() => json(200, perfil));
    const erro = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/get/u1/profile', { resposta: esquema })).resolves.toEqual(perfil);
    expect(erro).not.toHaveBeenCalled();
  });

  it('logs a renamed field loudly, naming the call and the field, and still answers', async () => {
    startSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r1' });
    const { nome: _, ...semNome } = perfil;
    installFetch(() => json(200, { ...semNome, name: 'Ana' }));
    const erro = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/get/u1/profile', { resposta: esquema })).resolves.toMatchObject({
      name: 'Ana',
    });
    expect(erro).toHaveBeenCalledTimes(1);
    expect(String(erro.mock.calls[0]?.[0])).toContain('GET /get/u1/profile não segue o seu esquema');
    expect(JSON.stringify(erro.mock.calls[0]?.[1])).toContain('"nome"');
  });
});
