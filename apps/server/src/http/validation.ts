import type { z } from 'zod';
import { isUuid } from '../db/ids';
import { invalido, naoEncontrado } from '../errors/app-error';

/** Validates a request part with its schema; the first problem becomes the Portuguese 400 message. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const campo = issue?.path.join('.');
  const message =
    issue?.message && !issue.message.startsWith('Invalid') ? issue.message : `Campo inválido: ${campo}.`;
  throw invalido(message, { campo });
}

/** A path id: anything that is not one of our ids cannot exist, so it answers 404 like an unknown one. */
export function idParam(params: unknown, name: string, notFound: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !isUuid(value)) throw naoEncontrado(notFound);
  return value;
}
