import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Esquemas, EstadoDeclarado, RespostaFicheiro } from './access';

const eZod = (r: unknown): r is z.ZodType => r instanceof z.ZodType;
export const eFicheiro = (r: unknown): r is RespostaFicheiro =>
  typeof r === 'object' && r !== null && 'ficheiro' in r;

/** A response schema as JSON Schema for the serialiser: the answer as it leaves the server. */
function esquemaDeSerializacao(esquema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(esquema, { target: 'draft-7', io: 'output' }) as Record<
    string,
    unknown
  >;
  return json;
}

/** The zod schema a route declared for a status, when its answer is JSON. */
function esquemaDaResposta(esquemas: Esquemas | undefined, estado: number): z.ZodType | undefined {
  const resposta = esquemas?.respostas[estado as EstadoDeclarado];
  return eZod(resposta) ? resposta : undefined;
}

export class RespostaForaDoContrato extends Error {
  constructor(
    readonly rota: string,
    readonly estado: number,
    readonly problemas: z.core.$ZodIssue[],
  ) {
    super(
      `A resposta ${estado} de ${rota} não segue o seu esquema: ${problemas
        .slice(0, 5)
        .map((p) => `${p.path.join('.') || '(raiz)'}: ${p.message}`)
        .join('; ')}`,
    );
  }
}

/**
 * Each route's declared answers become Fastify response schemas: the answer is serialised from them (fields
 * outside the schema are left out). With `validar` (tests, development) every JSON answer is also checked
 * against its zod schema, as the handler made it (before the serialiser, which would coerce a wrong value) and
 * as it leaves; one that does not match is refused with a 500 and logged.
 */
export function registarRespostas(app: FastifyInstance, opcoes: { validar: boolean }): void {
  app.addHook('onRoute', (rota) => {
    const { esquemas } = (rota.config ?? {}) as { esquemas?: Esquemas };
    const json = Object.entries(esquemas?.respostas ?? {}).filter(([, r]) => eZod(r)) as Array<
      [string, z.ZodType]
    >;
    if (json.length === 0) return;
    rota.schema = {
      ...rota.schema,
      response: Object.fromEntries(json.map(([estado, esquema]) => [estado, esquemaDeSerializacao(esquema)])),
    };
  });
  if (!opcoes.validar) return;
  // Before the serialiser too: it would quietly turn a null into "" or 0, and a wrong schema would pass unseen.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const esquema = esquemaDaResposta(request.routeOptions.config.esquemas, reply.statusCode);
    if (!esquema || payload === null || typeof payload !== 'object') return payload;
    conferir(request, reply.statusCode, esquema, JSON.parse(JSON.stringify(payload)));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const esquema = esquemaDaResposta(request.routeOptions.config.esquemas, reply.statusCode);
    if (!esquema || typeof payload !== 'string') return payload;
    conferir(request, reply.statusCode, esquema, JSON.parse(payload));
    return payload;
  });
}

/** Throws (a 500, logged loudly) when an answer does not follow its schema. */
function conferir(request: FastifyRequest, estado: number, esquema: z.ZodType, resposta: unknown): void {
  const resultado = esquema.safeParse(resposta);
  if (resultado.success) return;
  const rota = `${request.method} ${request.routeOptions.url}`;
  const erro = new RespostaForaDoContrato(rota, estado, resultado.error.issues);
  request.log.error({ rota, problemas: resultado.error.issues }, erro.message);
  throw erro;
}
