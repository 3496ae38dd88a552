export const DEFAULT_AFTER_LOGIN = '/conta/lista-empresa';

/**
 * Where to go after signing in: the page the guard sent the user away from (`state.from`, a
 * router location), or the company list.
 */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_AFTER_LOGIN;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return DEFAULT_AFTER_LOGIN;
  const { pathname } = from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('/login')) {
    return DEFAULT_AFTER_LOGIN;
  }
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
