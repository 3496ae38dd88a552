/** Claims the client reads from an access token. The signature is the server's business. */
export interface AccessTokenClaims {
  _id?: string;
  email?: string;
  exp?: number;
}

/** Decodes a JWT's payload without verifying it; undefined when the token is malformed. */
export function decodeJwtPayload(token: string): AccessTokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as AccessTokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True while the token's `exp` is more than `marginSeconds` ahead of `nowMs`, so a call started
 * now does not reach the server with a token that expires on the way.
 */
export function isTokenFresh(token: string, nowMs: number, marginSeconds = 0): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs + marginSeconds * 1000;
}
