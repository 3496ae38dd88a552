import type { FastifyInstance } from 'fastify';
import { registarCabecalhos } from './cabecalhos';
import { registarOrigem } from './origem';
import { registarTextoNaBorda } from './texto';

/**
 * What every request meets before its route (issue 13): security headers on the answer, the origin of a
 * change authenticated by the cookie, and the text it carries. Registered after @fastify/cookie and before
 * the routes.
 */
export async function registarBorda(app: FastifyInstance, opcoes: { publicUrl: string }): Promise<void> {
  await registarCabecalhos(app, opcoes.publicUrl);
  registarOrigem(app, opcoes.publicUrl);
  registarTextoNaBorda(app);
}
