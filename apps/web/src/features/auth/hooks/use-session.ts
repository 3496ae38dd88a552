import { use } from 'react';
import { type Session, SessionContext } from '../session';

export function useSession(): Session {
  return use(SessionContext);
}
