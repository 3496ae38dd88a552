import { describe, expect, it } from 'vitest';
import { sessionFromAccessToken } from './session';

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('sessionFromAccessToken', () => {
  it('is authenticated as the user of the token', () => {
    expect(sessionFromAccessToken(token({ _id: 'u1', email: 'ana@exemplo.pt', exp: 1 }))).toEqual({
      status: 'authenticated',
      user: { _id: 'u1', email: 'ana@exemplo.pt' },
    });
  });

  it('is unauthenticated without a token or without a user id in it', () => {
    expect(sessionFromAccessToken(undefined).status).toBe('unauthenticated');
    expect(sessionFromAccessToken(token({ email: 'ana@exemplo.pt' })).status).toBe('unauthenticated');
    expect(sessionFromAccessToken('lixo').status).toBe('unauthenticated');
  });
});
