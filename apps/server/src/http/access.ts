import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { naoAutenticado } from '../errors/app-error';
import { verifyAccessToken } from '../modules/auth/tokens';
import type { UsersRepository } from '../modules/auth/users.repository';

/** Who may call a route. Every route declares one; a route without it refuses to register. */
export type Acesso = { tipo: 'publico' } | { tipo: 'autenticado' };

export type Utilizador = { id: string; email: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
  }
  interface FastifyRequest {
    utilizador?: Utilizador;
  }
}

export const publico: { config: { acesso: Acesso } } = { config: { acesso: { tipo: 'publico' } } };
export const autenticado: { config: { acesso: Acesso } } = { config: { acesso: { tipo: 'autenticado' } } };

export function routeAccess(route: Pick<RouteOptions, 'config'>): Acesso | undefined {
  return (route.config as { acesso?: Acesso } | undefined)?.acesso;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.accessToken || undefined;
}

/** The signed-in user, checked against the database on every request (reset/removal take effect at once). */
export function requireUtilizador(request: FastifyRequest): Utilizador {
  if (!request.utilizador) throw naoAutenticado();
  return request.utilizador;
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: { jwtSecret: string; users: UsersRepository },
): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
    if (!routeAccess(route))
      throw new Error(`A rota ${String(route.method)} ${route.url} não declara o acesso.`);
  });

  app.addHook('preHandler', async (request) => {
    const acesso = request.routeOptions.config.acesso;
    if (!acesso || acesso.tipo === 'publico') return;
    const token = bearerToken(request);
    if (!token) throw naoAutenticado('Não autenticado. Inicie sessão.');
    const claims = await verifyAccessToken(token, deps.jwtSecret);
    if (!claims) throw naoAutenticado();
    const user = await deps.users.findSessionState(claims.id);
    if (!user) throw naoAutenticado();
    // A password reset ends every session, including access tokens issued before it.
    if (user.sessionsRevokedAt && claims.issuedAt * 1000 < user.sessionsRevokedAt.getTime())
      throw naoAutenticado();
    request.utilizador = { id: user.id, email: user.email };
  });
}
