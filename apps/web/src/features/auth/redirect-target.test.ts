import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the page the user came from, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/conta/perfil', search: '?a=1', hash: '#x' } })).toBe(
      '/conta/perfil?a=1#x',
    );
    expect(redirectTarget({ from: { pathname: '/empresa/e1/resumo' } })).toBe('/empresa/e1/resumo');
  });

  it('falls back to the company list', () => {
    expect(redirectTarget(null)).toBe('/conta/lista-empresa');
    expect(redirectTarget({})).toBe('/conta/lista-empresa');
    expect(redirectTarget({ from: '/conta/perfil' })).toBe('/conta/lista-empresa');
    expect(redirectTarget({ from: { pathname: 42 } })).toBe('/conta/lista-empresa');
  });

  it('never loops back to /login nor leaves the site', () => {
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/conta/lista-empresa');
    expect(redirectTarget({ from: { pathname: 'https://exemplo.pt/' } })).toBe('/conta/lista-empresa');
  });
});
