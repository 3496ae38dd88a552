import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_DAYS = 30;

const chaves = new Map<string, Promise<webcrypto.CryptoKey>>();

/** The HMAC key, imported once per secret: importing it on every request cost more than verifying. */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let chave = chaves.get(secret);
  if (!chave) {
    chave = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    chaves.set(secret, chave);
  }
  return chave;
}

/**
 * The access token: a JWT whose payload holds `_id` and `email` (the spec's contract), valid 1 hour, and `sid`,
 * the session (refresh-token family) it belongs to, so that ending the session ends the token too.
 */
export async function signAccessToken(
  user: { id: string; email: string },
  sessao: string,
  secret: string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ _id: user.id, email: user.email, sid: sessao })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(await key(secret));
}

export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<{ id: string; email: string; sessao: string; issuedAt: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: ['HS256'] });
    if (
      typeof payload._id !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.iat !== 'number'
    ) {
      return undefined;
    }
    return { id: payload._id, email: payload.email, sessao: payload.sid, issuedAt: payload.iat };
  } catch {
    return undefined;
  }
}

/** Opaque random token (refresh, password reset); only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
