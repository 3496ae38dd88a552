import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errosEmIngles } from '../../test/ingles';
import { startTestApp, type TestApp } from '../../test/test-app';
import { resetPasswordParams } from '../modules/auth/auth.schemas';
import { esquemaJson } from './openapi';
import { parseWith, problemasDaValidacao } from './validation';

/**
 * Issue 13, attack 9: every validation message is Portuguese. Each schema a route declares (the bodies
 * and queries its handler hands to `parseWith`, as `comEsquemas` registers them) gets wrong values in
 * every field its JSON Schema names, and in the fields below those; no message of any problem found is
 * English, and the first one (the one the answer carries) names something.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;

/** Values of every JSON type, and strings and numbers that break the usual limits. */
const ERRADOS: unknown[] = [
  null,
  42,
  -1,
  1.5,
  1e20,
  'texto',
  '',
  ' ',
  'x'.repeat(10_000),
  '2026-13-45',
  true,
  [],
  [1],
  {},
  { desconhecido: 1 },
];

/** The properties of an object schema, also when it is an allOf/anyOf of objects. */
function propriedades(json: Json): Record<string, Json> {
  const partes = [json, ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) => (json[k] as Json[]) ?? [])];
  return Object.assign({}, ...partes.map((parte) => (parte.properties as Record<string, Json>) ?? {}));
}

/** Bodies with one wrong value each, at every depth the schema describes (objects, and items of arrays). */
function corposErrados(json: Json, profundidade = 0): unknown[] {
  const corpos: unknown[] = [...ERRADOS];
  if (profundidade > 3) return corpos;
  for (const [nome, filho] of Object.entries(propriedades(json))) {
    for (const valor of corposErrados(filho, profundidade + 1)) corpos.push({ [nome]: valor });
    const itens = filho.items as Json | undefined;
    if (itens) for (const valor of corposErrados(itens, profundidade + 1)) corpos.push({ [nome]: [valor] });
  }
  return corpos;
}

describe('every schema a route declares answers wrong values in Portuguese', () => {
  it('finds the routes and their schemas', () => {
    const comEsquemas = t.app.rotas.filter((r) => r.esquemas?.corpo || r.esquemas?.consulta);
    expect(comEsquemas.length).toBeGreaterThan(30);
  });

  it('no message is English, for any route', () => {
    const emIngles: string[] = [];
    let problemas = 0;
    for (const rota of t.app.rotas) {
      for (const [parte, esquema] of [
        ['corpo', rota.esquemas?.corpo],
        ['consulta', rota.esquemas?.consulta],
      ] as Array<[string, z.ZodType | undefined]>) {
        if (!esquema) continue;
        for (const dados of corposErrados(esquemaJson(esquema))) {
          const encontrados = problemasDaValidacao(esquema, dados);
          problemas += encontrados.length;
          for (const m of errosEmIngles(encontrados.map((e) => e.message)))
            emIngles.push(
              `${rota.method} ${rota.url} (${parte}) ${JSON.stringify(dados).slice(0, 80)}: ${m}`,
            );
          // The answer's own message: the first problem, as parseWith throws it.
          if (encontrados.length) expect(() => parseWith(esquema, dados)).toThrow(encontrados[0]?.message);
        }
      }
    }
    expect(problemas).toBeGreaterThan(1000);
    expect(emIngles).toEqual([]);
  });

  it('a path parameter checked by a schema of its own, too (the reset token, with its own message)', () => {
    for (const token of ['', 'curto', 'x'.repeat(300), 42, null]) {
      const mensagens = problemasDaValidacao(resetPasswordParams, { token }).map((e) => e.message);
      expect(mensagens.length).toBeGreaterThan(0);
      expect(errosEmIngles(mensagens)).toEqual([]);
      // The token's own message says what a person can do about a broken link.
      expect(mensagens[0]).toBe('O link de redefinição é inválido ou expirou. Peça um novo.');
    }
  });
});
