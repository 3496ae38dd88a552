import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Where the support page's map comes from (apps/web/src/features/informacao/contact-details.ts): the only
 * page of another origin the app shows, in a frame.
 */
const MAPA = 'https://www.openstreetmap.org';

/**
 * Security headers on every answer (issue 13, attack 6), with @fastify/helmet. The Content-Security-Policy
 * fits the built web app (Vite writes no inline script; the browser tests fail on any CSP violation):
 * - scripts only from the app's own files: no inline script, no eval;
 * - styles also inline: Mantine writes its CSS variables in a <style> element at run time;
 * - images also from any address: a company's logo is a link its admin gives (`imagem_link`);
 * - frames only the support page's map; the app itself in no frame (frame-ancestors, X-Frame-Options);
 * - forms and fetches to the app only; no plugins (object-src).
 * Over https (PUBLIC_URL), HSTS for a year and `upgrade-insecure-requests`; over http neither, or a
 * browser would refuse the app on http://localhost.
 */
export async function registarCabecalhos(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [MAPA],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
}
