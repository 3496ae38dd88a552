import type { FastifyError, FastifyInstance } from 'fastify';
import { baseIndisponivel } from '../db/indisponivel';
import { redigirUrl } from '../registo/registo';
import { AppError } from './app-error';

type FastifyLikeError = FastifyError & { statusCode?: number };

/** Maps Fastify's own errors (bad JSON, body limits …) to a Portuguese message; never leaks internals. */
function messageForFrameworkError(error: FastifyLikeError): { status: number; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'O corpo do pedido não é JSON válido.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 413, message: 'O pedido é demasiado grande.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: 'Tipo de conteúdo não suportado.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Comprimento do pedido inválido.' };
    default:
      if (error.validation) return { status: 400, message: 'Pedido inválido.' };
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return { status: error.statusCode, message: 'Pedido inválido.' };
      }
      return undefined;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyLikeError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.details ? { detalhes: error.details } : {}) });
    }
    // A malformed value reaching PostgreSQL (e.g. not a uuid) is the caller's mistake, not ours.
    if (error.code === '22P02') return reply.status(400).send({ message: 'Valor inválido no pedido.' });
    // Text PostgreSQL cannot store (a NUL: 22021; in JSON: 22P05). The edge refuses it first (http/texto.ts);
    // this is for text that arrives another way, inside an imported file.
    if (error.code === '22021' || error.code === '22P05')
      return reply
        .status(400)
        .send({ message: 'O pedido tem caracteres que não são aceites (por exemplo, o carácter nulo).' });
    if (baseIndisponivel(error)) {
      request.log.error(
        { err: error, url: redigirUrl(request.url), method: request.method },
        'base de dados indisponível',
      );
      return reply
        .status(503)
        .send({ message: 'A base de dados está indisponível. Tente novamente dentro de momentos.' });
    }
    const known = messageForFrameworkError(error);
    if (known) return reply.status(known.status).send({ message: known.message });
    request.log.error(
      { err: error, url: redigirUrl(request.url), method: request.method },
      'erro inesperado',
    );
    return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente mais tarde.' });
  });
}
