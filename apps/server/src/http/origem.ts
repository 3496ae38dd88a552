import type { FastifyInstance, FastifyRequest } from 'fastify';
import { semPermissao } from '../errors/app-error';

const SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL or of an Origin header (normalised: lower-case host, no default port); '' if none. */
function origemDe(valor: string): string {
  try {
    const { origin } = new URL(valor);
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/** Where the browser says the request comes from: Origin, or, when a browser sends none, Referer. */
function origemDoPedido(request: FastifyRequest): string {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origemDe(origin);
  return referer ? origemDe(referer) : '';
}

/** A bearer token in the header, as access control reads it: a browser never adds one by itself. */
function comPortador(request: FastifyRequest): boolean {
  const cabecalho = request.headers.authorization;
  return !!cabecalho?.startsWith('Bearer ') && cabecalho.slice(7).trim() !== '';
}

/**
 * CSRF (issue 13, attack 7). The access token also travels in the `accessToken` cookie, which the browser
 * adds to any request to this host — also from a page of another origin of the same site (another port),
 * which SameSite=Strict lets through. So a request that changes something (not GET/HEAD/OPTIONS), on a
 * route that needs a session, authenticated by that cookie (no bearer token), must say it comes from the
 * app's own origin (PUBLIC_URL): in Origin, or without it in Referer. Otherwise 403. Public routes read no
 * cookie, so a cookie there proves nothing and is not judged. Runs after @fastify/cookie has read cookies.
 */
export function registarOrigem(app: FastifyInstance, publicUrl: string): void {
  const origemDaApp = origemDe(publicUrl);
  const recusa = `Pedido recusado: não vem desta aplicação (origem ${origemDaApp}).`;
  app.addHook('onRequest', async (request) => {
    if (SEGUROS.has(request.method)) return;
    const acesso = request.routeOptions.config?.acesso;
    if (!acesso || acesso.tipo === 'publico') return;
    if (comPortador(request) || !request.cookies?.accessToken) return;
    if (origemDoPedido(request) !== origemDaApp) throw semPermissao(recusa);
  });
}
