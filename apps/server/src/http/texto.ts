import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalido } from '../errors/app-error';
import { esquemaJson } from './openapi';
import { nomeDoCampo } from './validation';

/**
 * Text at the edge (issue 13): every string a request carries — JSON body, query, path — is checked before
 * any handler sees it. A control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F) answers 400 naming
 * the field: PostgreSQL cannot store a NUL (22021, a 500 before), and the others only hide text or forge
 * the lines of a log, an e-mail subject or the outbox. Tab, line feed and carriage return are refused too,
 * except in the fields of a body that take text of several lines (`multilinha`).
 */

/** The JSON Schema keyword that marks a field of several lines (and, on an object, all text under it). */
const MULTILINHA = 'x-multilinha';

/** A field whose text may have tabs and line breaks: an address, a cell pasted from a spreadsheet. */
export function multilinha<S extends z.ZodType>(schema: S): S {
  return schema.meta({
    [MULTILINHA]: true,
    description: 'Aceita tabulações e quebras de linha.',
  }) as S;
}

const CONTROLO = /\p{Cc}/u;
const QUEBRAS = new Set(['\t', '\n', '\r']);

function codigo(caracter: string): string {
  return `U+${(caracter.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first control character of a text that a field of its kind does not take. */
function proibido(texto: string, aceitaQuebras: boolean): string | undefined {
  if (!CONTROLO.test(texto)) return undefined;
  for (const caracter of texto)
    if (CONTROLO.test(caracter) && !(aceitaQuebras && QUEBRAS.has(caracter))) return caracter;
  return undefined;
}

function recusar(campo: string, caracter: string): never {
  const message = QUEBRAS.has(caracter)
    ? `O campo «${campo}» não aceita quebras de linha nem tabulações.`
    : `O campo «${campo}» tem um carácter de controlo (${codigo(caracter)}), que não é aceite.`;
  throw invalido(message, { campo });
}

type Json = Record<string, unknown>;
/** A path pattern: field names, and `*` for any item of a list or any key of a free object. */
type Padrao = readonly string[];

/** The paths of a body schema whose text may have several lines. */
function camposMultilinha(json: Json, caminho: Padrao = [], padroes: Padrao[] = []): Padrao[] {
  if (json[MULTILINHA] === true) padroes.push(caminho);
  for (const [nome, filho] of Object.entries((json.properties as Record<string, Json>) ?? {}))
    camposMultilinha(filho, [...caminho, nome], padroes);
  for (const chave of ['items', 'additionalProperties'] as const)
    if (typeof json[chave] === 'object') camposMultilinha(json[chave] as Json, [...caminho, '*'], padroes);
  for (const chave of ['allOf', 'anyOf', 'oneOf'] as const)
    for (const parte of (json[chave] as Json[] | undefined) ?? []) camposMultilinha(parte, caminho, padroes);
  return padroes;
}

const padroesPorEsquema = new WeakMap<z.ZodType, Padrao[]>();

function padroesDoCorpo(request: FastifyRequest): Padrao[] {
  const corpo = request.routeOptions.config?.esquemas?.corpo;
  if (!corpo) return [];
  let padroes = padroesPorEsquema.get(corpo);
  if (!padroes) {
    padroes = camposMultilinha(esquemaJson(corpo));
    padroesPorEsquema.set(corpo, padroes);
  }
  return padroes;
}

/** Whether a path lies at or under one of the patterns (a multi-line object takes lines in all its text). */
function dentroDe(caminho: readonly string[], padroes: readonly Padrao[]): boolean {
  return padroes.some(
    (padrao) => padrao.length <= caminho.length && padrao.every((p, i) => p === '*' || p === caminho[i]),
  );
}

/**
 * Checks every string of a value, keys included. `raiz` names the part when the problem is at its top (a
 * key of the body itself); `multilinhas` are the paths whose text may have tabs and line breaks.
 */
export function verificarTexto(
  valor: unknown,
  raiz: string,
  multilinhas: readonly Padrao[] = [],
  caminho: string[] = [],
): void {
  if (typeof valor === 'string') {
    const caracter = proibido(valor, dentroDe(caminho, multilinhas));
    if (caracter) recusar(nomeDoCampo(caminho) || raiz, caracter);
    return;
  }
  if (typeof valor !== 'object' || valor === null) return;
  if (Array.isArray(valor)) {
    valor.forEach((item, i) => {
      verificarTexto(item, raiz, multilinhas, [...caminho, String(i)]);
    });
    return;
  }
  for (const [chave, item] of Object.entries(valor)) {
    const caracter = proibido(chave, false);
    if (caracter) recusar(nomeDoCampo(caminho) || raiz, caracter);
    verificarTexto(item, raiz, multilinhas, [...caminho, chave]);
  }
}

export function registarTextoNaBorda(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    verificarTexto(request.params, 'caminho');
    verificarTexto(request.query, 'consulta');
    // A multipart body is none here: its handler reads it part by part, and cleans the file names.
    verificarTexto(request.body, 'corpo', padroesDoCorpo(request));
  });
}

// Bidirectional overrides and isolates: "fatura\u202Eslx.csv" shows as "fatura.xlsx…" on screen.
const DIRECAO = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
const CONTROLOS = /\p{Cc}/gu;

/**
 * The name of an uploaded file as it is kept and shown: without the folders a browser may send
 * ("C:\\fakepath\\…"), control characters or direction marks, trimmed to 200 characters (its extension
 * kept); "ficheiro" when nothing is left.
 */
export function limparNomeDeFicheiro(nome: string): string {
  const semPasta = nome.split(/[/\\]/).pop() ?? '';
  const limpo = semPasta.replace(CONTROLOS, '').replace(DIRECAO, '').replace(/\s+/g, ' ').trim();
  if (limpo === '' || limpo === '.' || limpo === '..') return 'ficheiro';
  if (limpo.length <= 200) return limpo;
  const ponto = limpo.lastIndexOf('.');
  const extensao = ponto > 0 && limpo.length - ponto <= 10 ? limpo.slice(ponto) : '';
  return limpo.slice(0, 200 - extensao.length) + extensao;
}
