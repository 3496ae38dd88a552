import { createContext } from 'react';
import { decodeJwtPayload } from '../../lib/jwt';

export interface SessionUser {
  _id: string;
  email: string;
}

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'unauthenticated'; user: undefined }
  | { status: 'authenticated'; user: SessionUser };

export const LOADING_SESSION: Session = { status: 'loading', user: undefined };

/** The session an access token stands for; a token without a user id counts as none. */
export function sessionFromAccessToken(accessToken: string | undefined): Session {
  const claims = accessToken ? decodeJwtPayload(accessToken) : undefined;
  if (!claims?._id) return { status: 'unauthenticated', user: undefined };
  return { status: 'authenticated', user: { _id: claims._id, email: claims.email ?? '' } };
}

export const SessionContext = createContext<Session>(LOADING_SESSION);
