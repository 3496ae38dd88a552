import type { z } from 'zod';
import { isUuid } from '../db/ids';
import { invalido, naoEncontrado } from '../errors/app-error';

export type Problema = { campo: string; message: string };

/** How a field is named in a message: its path as the API spells it («fatura.total», «employee.0.Jan»). */
export function nomeDoCampo(caminho: readonly PropertyKey[]): string {
  return caminho.map(String).join('.');
}

const TIPOS: Record<string, string> = {
  string: 'texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  tuple: 'uma lista',
  object: 'um objeto',
  record: 'um objeto',
  date: 'uma data',
  null: 'nulo',
};

const FORMATOS: Record<string, string> = {
  email: 'um e-mail válido',
  url: 'um endereço (URL) válido',
  uuid: 'um identificador válido',
  guid: 'um identificador válido',
  date: 'uma data aaaa-mm-dd',
  datetime: 'uma data e hora ISO 8601',
  time: 'uma hora',
};

const UNIDADES: Record<string, [singular: string, plural: string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
  file: ['byte', 'bytes'],
};

const quantos = (n: number | bigint, origem: string) => {
  const [um, varios] = UNIDADES[origem] ?? ['', ''];
  return um ? `${n} ${Number(n) === 1 ? um : varios}` : String(n);
};

const valorMostrado = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(v));

/**
 * The Portuguese message of a problem zod found, naming the field, for every check whose schema does not
 * say its own message (those stay as written). Zod's own messages are English ("Too small: expected string
 * to have >=10 characters"); none of them reaches an answer.
 */
function mensagemEmPortugues(issue: z.core.$ZodRawIssue): string {
  const nome = nomeDoCampo(issue.path ?? []);
  const campo = nome ? `O campo «${nome}»` : 'O pedido';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return nome ? `${campo} é obrigatório.` : 'O pedido não tem dados.';
      const tipo = TIPOS[issue.expected] ?? 'de outro tipo';
      return nome ? `${campo} deve ser ${tipo}.` : `O corpo do pedido deve ser ${tipo} JSON.`;
    }
    case 'too_small': {
      const minimo = Number(issue.minimum);
      if (issue.origin === 'string' && minimo === 1) return `${campo} não pode estar vazio.`;
      if (issue.origin === 'array' && minimo === 1) return `${campo} não pode ser uma lista vazia.`;
      if (issue.origin in UNIDADES)
        return `${campo} deve ter pelo menos ${quantos(issue.minimum, issue.origin)}.`;
      return issue.inclusive
        ? `${campo} deve ser maior ou igual a ${issue.minimum}.`
        : `${campo} deve ser maior do que ${issue.minimum}.`;
    }
    case 'too_big':
      if (issue.origin in UNIDADES) return `${campo} tem no máximo ${quantos(issue.maximum, issue.origin)}.`;
      return issue.inclusive
        ? `${campo} deve ser menor ou igual a ${issue.maximum}.`
        : `${campo} deve ser menor do que ${issue.maximum}.`;
    case 'invalid_format':
      return FORMATOS[issue.format]
        ? `${campo} deve ser ${FORMATOS[issue.format]}.`
        : `${campo} não tem o formato esperado.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${campo} deve ser ${valorMostrado(issue.values[0])}.`
        : `${campo} deve ser um de: ${issue.values.map(valorMostrado).join(', ')}.`;
    case 'not_multiple_of':
      return `${campo} deve ser múltiplo de ${issue.divisor}.`;
    case 'unrecognized_keys': {
      const chaves = issue.keys.map((k) => `«${k}»`).join(', ');
      const onde = nome ? ` em «${nome}»` : '';
      return issue.keys.length === 1
        ? `Campo desconhecido${onde}: ${chaves}.`
        : `Campos desconhecidos${onde}: ${chaves}.`;
    }
    default:
      return `${campo} tem um valor inválido.`;
  }
}

const OPCOES = { error: mensagemEmPortugues };

function problemas(error: z.ZodError): Problema[] {
  return error.issues.map((issue) => {
    const campo = nomeDoCampo(issue.path);
    // A check may still say nothing (a refinement given an empty message): never an empty answer.
    const vazia = campo ? `O campo «${campo}» tem um valor inválido.` : 'Pedido inválido.';
    return { campo, message: issue.message.trim() || vazia };
  });
}

/** Every problem of a value against a schema, each with its Portuguese message (none when it is valid). */
export function problemasDaValidacao(schema: z.ZodType, data: unknown): Problema[] {
  const result = schema.safeParse(data ?? {}, OPCOES);
  return result.success ? [] : problemas(result.error);
}

/** Validates a request part with its schema; the first problem becomes the Portuguese 400 message. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {}, OPCOES);
  if (result.success) return result.data;
  const [primeiro] = problemas(result.error);
  throw invalido(primeiro?.message ?? 'Pedido inválido.', { campo: primeiro?.campo ?? '' });
}

/** A path id: anything that is not one of our ids cannot exist, so it answers 404 like an unknown one. */
export function idParam(params: unknown, name: string, notFound: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !isUuid(value)) throw naoEncontrado(notFound);
  return value;
}
