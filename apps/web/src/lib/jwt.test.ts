import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenFresh } from './jwt';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function makeToken(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.assinatura`;
}

describe('decodeJwtPayload', () => {
  it('reads _id, email and exp', () => {
    const token = makeToken({ _id: 'u1', email: 'ana@exemplo.pt', exp: 1_700_000_000 });
    expect(decodeJwtPayload(token)).toEqual({ _id: 'u1', email: 'ana@exemplo.pt', exp: 1_700_000_000 });
  });

  it('decodes UTF-8 and base64url characters', () => {
    const token = makeToken({ email: 'joão@exemplo.pt', nome: '>>>???' });
    expect(decodeJwtPayload(token)).toMatchObject({ email: 'joão@exemplo.pt', nome: '>>>???' });
  });

  it.each(['', 'abc', 'a.%%%.c', `a.${base64Url('não é json')}.c`, `a.${base64Url('42')}.c`])(
    'rejects the malformed token %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeUndefined();
    },
  );
});

describe('isTokenFresh', () => {
  const exp = 1_700_000_000;
  const token = makeToken({ exp });

  it('is fresh before exp and stale from exp on', () => {
    expect(isTokenFresh(token, exp * 1000 - 1)).toBe(true);
    expect(isTokenFresh(token, exp * 1000)).toBe(false);
    expect(isTokenFresh(token, exp * 1000 + 60_000)).toBe(false);
  });

  it('treats a token within the margin as stale', () => {
    expect(isTokenFresh(token, exp * 1000 - 31_000, 30)).toBe(true);
    expect(isTokenFresh(token, exp * 1000 - 30_000, 30)).toBe(false);
    expect(isTokenFresh(token, exp * 1000 - 5_000, 30)).toBe(false);
  });

  it('treats a token without exp or unreadable as stale', () => {
    expect(isTokenFresh(makeToken({ _id: 'u1' }), 0)).toBe(false);
    expect(isTokenFresh('lixo', 0)).toBe(false);
  });
});
