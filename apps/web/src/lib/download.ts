import { ApiError, errorFromResponse, NETWORK_ERROR_MESSAGE, withSession } from './api-client';

/**
 * The file name a `Content-Disposition` header gives (RFC 6266: `filename*` in UTF-8 first, then
 * `filename`), without any folder part; undefined when it gives none.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || undefined;
}

/** Hands a blob to the browser as a download named `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads an authenticated file (GET with the session's bearer token, refreshed like
 * `apiRequest`) and saves it under the name the server gives, or `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await withSession(async (accessToken) => {
    const headers = new Headers();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    let answer: Response;
    try {
      answer = await fetch(path, { headers, credentials: 'include' });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
    if (!answer.ok) throw await errorFromResponse(answer);
    return answer;
  });
  const blob = await response.blob();
  saveBlob(blob, filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName);
}
