/** Where the session's tokens live (SPEC §9): the access token in a cookie, the refresh token in localStorage. */
const ACCESS_TOKEN_COOKIE = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const ACCESS_TOKEN_MAX_AGE_SECONDS = 3600;

export function readAccessToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}

function writeAccessTokenCookie(value: string, maxAgeSeconds: number): void {
  // Secure only over https, otherwise the browser would drop the cookie on http://localhost.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari still.
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function readRefreshToken(): string | undefined {
  return localStorage.getItem(REFRESH_TOKEN_KEY) ?? undefined;
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  writeAccessTokenCookie(accessToken, ACCESS_TOKEN_MAX_AGE_SECONDS);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearTokens(): void {
  writeAccessTokenCookie('', 0);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}
