import { z } from 'zod';

/** A line of a file the import refused, and why (line 0: the file as a whole). */
export const problemaDeImportacao = z.object({ linha: z.number().int(), motivo: z.string() });
export type ProblemaDeImportacao = z.infer<typeof problemaDeImportacao>;

const contagens = {
  importadas: z.number().int(),
  duplicadas: z.number().int(),
  atualizadas: z.number().int(),
  recusadas: z.number().int(),
};

/**
 * Where the new rows of a file went: per store, how many, and by which clue (core's `OrigemLoja`: the bank
 * text, the account's store, the series, the history, else the first store).
 */
export const lojaDaImportacao = z.object({
  _id: z.string(),
  nome: z.string(),
  linhas: z.number().int(),
  origens: z.object({
    texto: z.number().int(),
    conta: z.number().int(),
    serie: z.number().int(),
    historico: z.number().int(),
    primeira: z.number().int(),
  }),
});
export type LojaDaImportacao = z.infer<typeof lojaDaImportacao>;

/** One e-fatura or bank statement file of `POST /api/upload/{empresaId}`. */
export const resultadoDoFicheiro = z.object({
  _id: z.string(),
  ficheiro: z.string(),
  tipo: z.enum(['efatura', 'extrato']),
  formato: z.string(),
  ...contagens,
  /** Rows classified from the company's history. */
  categorizadas: z.number().int(),
  lojas: z.array(lojaDaImportacao),
  problemas: z.array(problemaDeImportacao),
});
export type ResultadoDoFicheiro = z.infer<typeof resultadoDoFicheiro>;

/** `POST /api/upload/{empresaId}` (201): each file's outcome, in the order sent. */
export const importacaoConcluida = z.object({
  message: z.string(),
  resultados: z.array(resultadoDoFicheiro),
});
export type ImportacaoConcluida = z.infer<typeof importacaoConcluida>;

/** The outcome of a template's file: Planilha Completa, budget or products. */
export const resultadoDoModelo = z.object({
  _id: z.string(),
  ficheiro: z.string(),
  tipo: z.enum(['planilha', 'orcamento', 'produtos']),
  formato: z.string(),
  ...contagens,
  problemas: z.array(problemaDeImportacao),
});
export type ResultadoDoModelo = z.infer<typeof resultadoDoModelo>;

/** The uploads of a template (201): `/api/upload/planilha`, `/api/upload/orcamento`, `/api/criar-produtos`. */
export const importacaoDeModeloConcluida = z.object({
  message: z.string(),
  resultados: z.array(resultadoDoModelo),
});
export type ImportacaoDeModeloConcluida = z.infer<typeof importacaoDeModeloConcluida>;

/** What undoing an import removed. */
export const removidoPelaAnulacao = z.object({
  /** Spreadsheet rows: documents and bank lines' rows. */
  linhas: z.number().int(),
  movimentos: z.number().int(),
  saldos: z.number().int(),
  /** Links made automatically with those rows. */
  ligacoes: z.number().int(),
  /** Bank accounts left with neither lines nor balances. */
  contas: z.number().int(),
});

const pessoa = z.object({ _id: z.string(), nome: z.string().nullable() });

/** `GET /get/importacoes/{empresaId}`: one import of the history, newest first. */
export const importacaoDoHistorico = z.object({
  _id: z.string(),
  tipo: z.enum(['efatura', 'extrato', 'planilha', 'orcamento', 'produtos']),
  formato: z.string(),
  ficheiro: z.string(),
  /** ISO instant. */
  criadoEm: z.string(),
  criadoPor: pessoa.nullable(),
  ...contagens,
  categorizadas: z.number().int(),
  problemas: z.array(problemaDeImportacao),
  /** When, by whom and what was removed, once it was undone. */
  anulada: z
    .object({ em: z.string(), por: pessoa.nullable(), ...removidoPelaAnulacao.partial().shape })
    .nullable(),
});
export type ImportacaoDoHistorico = z.infer<typeof importacaoDoHistorico>;
export const historicoDeImportacoes = z.array(importacaoDoHistorico);

/** `DELETE /delete/importacao/{empresaId}/{importacaoId}`. */
export const importacaoAnulada = z.object({ message: z.string(), ...removidoPelaAnulacao.shape });
export type ImportacaoAnulada = z.infer<typeof importacaoAnulada>;

/** `POST /api/importacoes/{empresaId}/{importacaoId}/reverter-categorizacao`: the rows given back. */
export const categorizacaoRevertida = z.object({ message: z.string(), revertidas: z.number().int() });
export type CategorizacaoRevertida = z.infer<typeof categorizacaoRevertida>;

/**
 * What the server is doing with an import (issue 19): reading the files, waiting for the company's other big write
 * to end (an import or a matching run of it; the embedded database writes one at a time), or writing file n of N.
 * `feitas` counts the steps done, `total` all of them. `linhas`, while a file is written in parts (the embedded database): how
 * many of its lines are in so far.
 */
export const progressoDaImportacao = z.discriminatedUnion('fase', [
  z.object({ fase: z.literal('a-ler'), feitas: z.number().int(), total: z.number().int() }),
  z.object({ fase: z.literal('a-esperar'), feitas: z.number().int(), total: z.number().int() }),
  z.object({
    fase: z.literal('a-escrever'),
    feitas: z.number().int(),
    total: z.number().int(),
    ficheiro: z.string(),
    linhas: z.object({ feitas: z.number().int(), total: z.number().int() }).optional(),
  }),
]);
export type ProgressoDaImportacao = z.infer<typeof progressoDaImportacao>;

/**
 * An import job, `GET /api/importacoes/{empresaId}/tarefas/{tarefaId}`: running (with its progress, null before
 * the first phase), done (with the answer `POST /api/upload/{empresaId}` gives) or failed (with the error's
 * message, and its details when the upload would have answered them, as a 409's).
 */
export const tarefaDeImportacao = z.object({
  _id: z.string(),
  estado: z.enum(['a-correr', 'concluida', 'falhada']),
  ficheiros: z.array(z.string()),
  criadaEm: z.string(),
  terminadaEm: z.string().nullable(),
  progresso: progressoDaImportacao.nullable(),
  resultado: importacaoConcluida.nullable(),
  erro: z.object({ message: z.string(), details: z.unknown().optional() }).nullable(),
});
export type TarefaDeImportacao = z.infer<typeof tarefaDeImportacao>;
/** `GET /api/importacoes/{empresaId}/tarefas`: the company's imports still running, oldest first. */
export const tarefasDeImportacao = z.array(tarefaDeImportacao);
