import {
  ApiError,
  conferirResposta,
  errorMessageFromBody,
  NETWORK_ERROR_MESSAGE,
  type RequestOptions,
  UNEXPECTED_ERROR_MESSAGE,
  withSession,
} from './api-client';

export interface UploadOptions {
  /** Fraction of the body sent so far, 0–1 (restarts at 0 if the call is retried after a refresh). */
  onProgress?: (fraction: number) => void;
  /** The whole body has been sent: the server is now processing it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
  /** The answer's schema, checked in development as `apiRequest` does. */
  resposta?: RequestOptions['resposta'];
}

function parseBody(text: string): { ok: true; data: unknown } | { ok: false } {
  if (!text) return { ok: true, data: undefined };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function sendMultipart<T>(
  path: string,
  body: FormData,
  accessToken: string | undefined,
  options: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    // Same credentials as apiRequest: the cookie and, when there is one, the bearer token.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      options.onProgress?.(1);
      options.onUploaded?.();
    };
    xhr.onload = () => {
      const parsed = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (parsed.ok) resolve(conferida(path, options, parsed.data as T));
        else reject(new ApiError(xhr.status, UNEXPECTED_ERROR_MESSAGE));
        return;
      }
      reject(
        parsed.ok
          ? new ApiError(xhr.status, errorMessageFromBody(parsed.data), undefined, parsed.data)
          : new ApiError(xhr.status, UNEXPECTED_ERROR_MESSAGE),
      );
    };
    // The server may answer (413) and close while the body is still on its way: no status then.
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException('Envio cancelado.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

async function conferida<T>(path: string, options: UploadOptions, data: T): Promise<T> {
  if (import.meta.env.DEV) await conferirResposta(path, { method: 'POST', resposta: options.resposta }, data);
  return data;
}

/**
 * POST of a multipart form that reports its upload progress (fetch cannot): XMLHttpRequest with the
 * credentials of `apiRequest`, the token refreshed the same way. Resolves with the parsed JSON
 * answer; rejects with an ApiError carrying the server's `message`.
 */
export function uploadForm<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return withSession((accessToken) => sendMultipart<T>(path, body, accessToken, options));
}
