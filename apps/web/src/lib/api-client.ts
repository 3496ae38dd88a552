import type { Tokens } from '@contas/core/contrato';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens } from './auth-tokens';
import { contrato } from './contrato';
import { isTokenFresh } from './jwt';
import { type RetryPolicy, withRetry } from './retry';
import { parseRetryAfter } from './retry-after';

/** An answer outside 200–299, or no answer at all (status 0). `message` is the server's, in Portuguese. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
    /** The parsed JSON body, for errors that carry more than `message` (a 409's current row…). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type TokenPair = Tokens;

/** What the dev check needs of a zod schema (the app never bundles zod for production). */
export interface EsquemaDaResposta {
  safeParse(valor: unknown): { success: boolean; error?: { issues: ReadonlyArray<unknown> } };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The answer's schema from `@contas/core/contrato`, loaded on demand: in development each answer is parsed
   * with it and a mismatch is logged loudly; a production build never loads it.
   */
  resposta?: () => Promise<EsquemaDaResposta>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Public endpoints (login, sign-up, config…) go without a token and never trigger a refresh. */
  auth?: boolean;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível contactar o servidor. Verifique a ligação e tente novamente.';
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
const SESSION_EXPIRED_MESSAGE = 'A sua sessão expirou. Inicie sessão novamente.';

/** A token this close to its expiry is refreshed before use (seconds). */
const EXPIRY_MARGIN_SECONDS = 30;

/** SPEC §9: network errors and 5xx are retried, 3 attempts 2 s apart; anything else ends the session. */
const REFRESH_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  delayMs: 2000,
  shouldRetry: (error) => error instanceof ApiError && (error.status === 0 || error.status >= 500),
};

type SessionListener = (accessToken: string | undefined) => void;
const listeners = new Set<SessionListener>();

/** Called with the new access token whenever the session starts, refreshes or ends. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(accessToken: string | undefined): void {
  for (const listener of listeners) listener(accessToken);
}

export function startSession(tokens: TokenPair): void {
  storeTokens(tokens.accessToken, tokens.refreshToken);
  notify(tokens.accessToken);
}

export function endSession(): void {
  clearTokens();
  notify(undefined);
}

/** The server's `{ message }` of an error answer, or the generic text when it has none. */
export function errorMessageFromBody(data: unknown): string {
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : UNEXPECTED_ERROR_MESSAGE;
}

/** An ApiError from an answer outside 200–299, with the server's message when it sent one. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message = UNEXPECTED_ERROR_MESSAGE;
  let data: unknown;
  try {
    data = await response.json();
    message = errorMessageFromBody(data);
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the generic message.
  }
  return new ApiError(
    response.status,
    message,
    parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    data,
  );
}

async function send<T>(path: string, options: RequestOptions, accessToken: string | undefined): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  const text = response.status === 204 ? '' : await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (import.meta.env.DEV && options.resposta) await conferirResposta(path, options, data);
  return data as T;
}

/** Development only: an answer that does not follow its schema is a broken contract, said out loud. */
export async function conferirResposta(path: string, options: RequestOptions, data: unknown): Promise<void> {
  if (!options.resposta) return;
  const resultado = (await options.resposta()).safeParse(data);
  if (resultado.success) return;
  console.error(
    `[contrato] A resposta de ${options.method ?? 'GET'} ${path} não segue o seu esquema (@contas/core/contrato):`,
    resultado.error?.issues,
    data,
  );
}

async function exchangeRefreshToken(rejectedAccessToken: string | undefined): Promise<string> {
  // Another tab may have refreshed while this one waited for the lock: its cookie is shared.
  const current = readAccessToken();
  if (
    current &&
    current !== rejectedAccessToken &&
    isTokenFresh(current, Date.now(), EXPIRY_MARGIN_SECONDS)
  ) {
    return current;
  }
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    endSession();
    throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
  }
  try {
    const tokens = await withRetry(
      () =>
        send<Tokens>(
          '/api/refresh',
          { method: 'POST', body: { refreshToken }, resposta: () => contrato().then((c) => c.tokens) },
          undefined,
        ),
      REFRESH_RETRY_POLICY,
    );
    // The server rotates refresh tokens: the new one is the one to keep.
    startSession(tokens);
    return tokens.accessToken;
  } catch (error) {
    endSession();
    throw error instanceof ApiError && error.status !== 0 && error.status < 500
      ? new ApiError(401, SESSION_EXPIRED_MESSAGE)
      : error;
  }
}

async function exchangeOnceAcrossTabs(rejectedAccessToken: string | undefined): Promise<string> {
  if (!navigator.locks) return exchangeRefreshToken(rejectedAccessToken);
  return navigator.locks.request('contas-claras-refresh', () => exchangeRefreshToken(rejectedAccessToken));
}

let refreshInFlight: Promise<string> | undefined;

/**
 * Exchanges the refresh token for new tokens, once at a time: concurrent callers share one request
 * (in this tab by the promise, across tabs by a Web Lock), because a rotated refresh token
 * cannot be spent twice. On failure the session is ended and the promise rejects.
 */
function refreshSession(rejectedAccessToken?: string): Promise<string> {
  const pending =
    refreshInFlight ??
    exchangeOnceAcrossTabs(rejectedAccessToken).finally(() => {
      refreshInFlight = undefined;
    });
  refreshInFlight = pending;
  return pending;
}

/** On load: the stored access token if still valid, else a refresh; undefined when there is no session. */
export async function restoreSession(): Promise<string | undefined> {
  const accessToken = readAccessToken();
  if (accessToken && isTokenFresh(accessToken, Date.now())) return accessToken;
  if (!readRefreshToken()) {
    endSession();
    return undefined;
  }
  try {
    return await refreshSession();
  } catch {
    return undefined;
  }
}

async function accessTokenForCall(): Promise<string | undefined> {
  const accessToken = readAccessToken();
  if (accessToken && isTokenFresh(accessToken, Date.now(), EXPIRY_MARGIN_SECONDS)) return accessToken;
  if (!readRefreshToken()) return accessToken;
  return refreshSession();
}

/**
 * POST /api/logout with the current refresh token, so the server revokes it. Best effort: the
 * local session is ended by the caller whatever the server answers.
 */
export async function revokeSession(): Promise<void> {
  try {
    // Refreshing first (if due) rotates the refresh token: read it only afterwards.
    const accessToken = await accessTokenForCall();
    const refreshToken = readRefreshToken();
    if (refreshToken) await send('/api/logout', { method: 'POST', body: { refreshToken } }, accessToken);
  } catch {
    // Nothing to do: an expired or unknown session is as good as revoked for this browser.
  }
}

/**
 * Runs an authenticated call with the session's access token (refreshed first when due); when the
 * server answers 401 to a token it no longer accepts (clock skew, new signing key), refreshes once
 * and runs the call again. For transports other than `apiRequest` (uploads with progress, file
 * downloads); `call` must reject with an ApiError carrying the status.
 */
export async function withSession<T>(call: (accessToken: string | undefined) => Promise<T>): Promise<T> {
  const accessToken = await accessTokenForCall();
  try {
    return await call(accessToken);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !accessToken || !readRefreshToken())
      throw error;
    return call(await refreshSession(accessToken));
  }
}

/** The one way the app talks to the server. Resolves with the parsed JSON body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.auth === false) return send<T>(path, options, undefined);
  return withSession((accessToken) => send<T>(path, options, accessToken));
}
