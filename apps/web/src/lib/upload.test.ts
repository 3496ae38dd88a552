import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, startSession } from './api-client';
import { uploadForm } from './upload';

const NOW = Date.parse('2025-03-03T10:00:00Z');

function jwt(claims: object): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `h.${payload}.s`;
}
const tokenExpiringIn = (seconds: number) =>
  jwt({ _id: 'u1', email: 'ana@exemplo.pt', exp: NOW / 1000 + seconds });

/** Just enough of a browser for the session: a cookie jar, localStorage, location, navigator. */
function installBrowser() {
  const cookies = new Map<string, string>();
  const storage = new Map<string, string>();
  vi.stubGlobal('document', {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
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
}

type Answer = { status: number; body?: string } | 'network-error';

/** A scripted XMLHttpRequest: each request sends its body in two progress steps, then gets the next answer. */
function installXhr(answers: Answer[]) {
  const sent: {
    method: string;
    path: string;
    headers: Record<string, string>;
    withCredentials: boolean;
    body: unknown;
  }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
      onload?: () => void;
    } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private method = '';
    private path = '';
    private headers: Record<string, string> = {};
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({
        method: this.method,
        path: this.path,
        headers: this.headers,
        withCredentials: this.withCredentials,
        body,
      });
      const answer = answers.shift() ?? { status: 500 };
      queueMicrotask(() => {
        if (answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.upload.onload?.();
        this.status = answer.status;
        this.responseText = answer.body ?? '';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function installFetch(handler: (path: string) => Response) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      return handler(path);
    }),
  );
  return paths;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  installBrowser();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadForm', () => {
  it('posts the form with credentials and the bearer token, reporting progress, then the end of the upload', async () => {
    const access = tokenExpiringIn(600);
    startSession({ accessToken: access, refreshToken: 'r1' });
    const sent = installXhr([
      { status: 200, body: JSON.stringify({ message: 'Importamento concluído!', resultados: [] }) },
    ]);
    const events: string[] = [];
    const form = new FormData();
    form.append('tipoUpload', 'upload-efatura-extrato');

    const answer = await uploadForm('/api/upload/e1', form, {
      onProgress: (f) => events.push(`progress ${f}`),
      onUploaded: () => events.push('uploaded'),
    });

    expect(answer).toEqual({ message: 'Importamento concluído!', resultados: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/upload/e1',
      withCredentials: true,
      body: form,
    });
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${access}` });
    expect(events).toEqual(['progress 0.5', 'progress 1', 'progress 1', 'uploaded']);
  });

  it("rejects with the server's status and message", async () => {
    startSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r1' });
    installXhr([{ status: 400, body: JSON.stringify({ message: 'Formato de extrato não reconhecido.' }) }]);

    const failure = uploadForm('/api/upload/e1', new FormData());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Formato de extrato não reconhecido.',
    });
  });

  it('keeps a generic message for an answer that is not JSON, and status 0 without an answer', async () => {
    startSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r1' });
    installXhr([{ status: 502, body: '<html>Bad gateway</html>' }, 'network-error']);

    await expect(uploadForm('/x', new FormData())).rejects.toMatchObject({
      status: 502,
      message: 'Ocorreu um erro inesperado. Tente novamente.',
    });
    await expect(uploadForm('/x', new FormData())).rejects.toMatchObject({ status: 0 });
  });

  it('refreshes an expired token before sending', async () => {
    startSession({ accessToken: tokenExpiringIn(-5), refreshToken: 'r1' });
    const fresh = tokenExpiringIn(3600);
    const refreshes = installFetch(() => json(200, { accessToken: fresh, refreshToken: 'r2' }));
    const sent = installXhr([{ status: 200, body: '{"ok":true}' }]);

    await expect(uploadForm('/x', new FormData())).resolves.toEqual({ ok: true });
    expect(refreshes).toEqual(['/api/refresh']);
    expect(sent[0]?.headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('refreshes once and sends again when the server refuses the token with 401', async () => {
    const old = tokenExpiringIn(600);
    startSession({ accessToken: old, refreshToken: 'r1' });
    const fresh = tokenExpiringIn(3600);
    installFetch(() => json(200, { accessToken: fresh, refreshToken: 'r2' }));
    const sent = installXhr([
      { status: 401, body: '{"message":"Token inválido."}' },
      { status: 200, body: '{"ok":true}' },
    ]);

    await expect(uploadForm('/x', new FormData())).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.headers.Authorization)).toEqual([`Bearer ${old}`, `Bearer ${fresh}`]);
  });
});
