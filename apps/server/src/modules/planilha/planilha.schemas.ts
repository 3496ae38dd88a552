import { COLUNAS_PLANILHA, ESTADOS_LINHA, POR_CLASSIFICAR, parsePtDate } from '@contas/core';
import { z } from 'zod';
import { invalido } from '../../errors/app-error';
import { multilinha } from '../../http/texto';

/** A query string value: '' counts as absent (the screen sends empty inputs). */
const opcional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const dataConsulta = (campo: string) =>
  opcional(
    z.string().transform((v, ctx) => {
      const data = parsePtDate(v);
      if (!data) ctx.addIssue({ code: 'custom', message: `${campo}: data inválida (use aaaa-mm-dd).` });
      return data ?? '';
    }),
  );

const inteiro = (campo: string, min: number, max: number, omissao: number) =>
  opcional(
    z.coerce
      .number({ error: `${campo} deve ser um número inteiro.` })
      .int(`${campo} deve ser um número inteiro.`)
      .min(min, `${campo} deve estar entre ${min} e ${max}.`)
      .max(max, `${campo} deve estar entre ${min} e ${max}.`),
  ).transform((v) => v ?? omissao);

/** The query of both listing calls; `empresaId` in the query of the search is ignored (the path names it). */
export const consultaSchema = z.object({
  startDate: dataConsulta('startDate'),
  endDate: dataConsulta('endDate'),
  page: inteiro('page', 1, 1_000_000, 1),
  limit: inteiro('limit', 1, 500, 200),
  sortBy: opcional(
    z.enum(COLUNAS_PLANILHA, {
      error: `sortBy deve ser uma das colunas: ${COLUNAS_PLANILHA.join(', ')}.`,
    }),
  ),
  sortDir: opcional(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { error: "sortDir deve ser 'asc' ou 'desc'." })),
  ),
  searchTerm: opcional(z.string().trim().max(200, 'O texto a pesquisar é demasiado longo.')),
  estado: opcional(z.enum(ESTADOS_LINHA, { error: `estado deve ser um de: ${ESTADOS_LINHA.join(', ')}.` })),
  lojaId: opcional(z.string().uuid('lojaId: loja desconhecida.')),
  porClassificar: opcional(
    z.enum(POR_CLASSIFICAR, { error: `porClassificar deve ser um de: ${POR_CLASSIFICAR.join(', ')}.` }),
  ),
  contarPorClassificar: opcional(
    z.enum(['true', 'false'], { error: "contarPorClassificar deve ser 'true' ou 'false'." }),
  ).meta({
    description: "Com 'true', a resposta traz `porClassificar`: as linhas da mesma consulta por classificar.",
  }),
});

/** The rows whose period is asked: the listing's search and filters, or one import's rows. */
export const periodoConsulta = consultaSchema
  .pick({ searchTerm: true, estado: true, lojaId: true, porClassificar: true })
  .extend({ importacaoId: opcional(z.string().uuid('importacaoId: importação desconhecida.')) });

const VERSAO_INVALIDA = 'A versão da linha (versao) deve ser um número inteiro a partir de 1.';

/**
 * SPEC §7's call is `{ mudancas }`: a client that sends no version writes over whatever is there (the last
 * write wins). With `versao` (or the If-Match header) the row must still be the version read, else 409.
 */
export const editarBody = z.object({
  // Text pasted from a spreadsheet cell may have several lines (apps/web/src/features/planilha/colagem.ts).
  mudancas: multilinha(z.unknown()),
  versao: z
    .number({ error: VERSAO_INVALIDA })
    .int(VERSAO_INVALIDA)
    .min(1, VERSAO_INVALIDA)
    .optional()
    .meta({ description: 'A versão da linha que o cliente leu; sem ela (nem If-Match) não há verificação.' }),
});

/**
 * The version an If-Match header asks for: `"3"` (an ETag the server sent) or `3`; `*` asks for none
 * (any version of a row that exists); undefined without the header.
 */
export function versaoDoIfMatch(cabecalho: string | undefined): number | '*' | undefined {
  if (cabecalho === undefined) return undefined;
  const valor = cabecalho.trim();
  if (valor === '*') return '*';
  const numero = /^"?([1-9]\d{0,9})"?$/.exec(valor)?.[1];
  if (numero === undefined)
    throw invalido('O cabeçalho If-Match deve ter a versão da linha que leu, por exemplo "3".', {
      campo: 'If-Match',
    });
  return Number(numero);
}

/** `userId` is optional: when present it must be the caller (SPEC §6 sends it). */
export const utilizadorBody = z.object({ userId: opcional(z.string()) });

export const criarLinhaBody = z.object({
  empresaId: z.string(),
  userId: opcional(z.string()),
  fatura: opcional(
    z.object({
      dataEmissao: opcional(
        z.string().transform((v, ctx) => {
          const data = parsePtDate(v);
          if (!data)
            ctx.addIssue({ code: 'custom', message: 'Data Emissão: data inválida (use aaaa-mm-dd).' });
          return data ?? '';
        }),
      ),
    }),
  ),
});

export const associarBody = z.object({
  idPlanilha: z.string({ error: 'Indique a linha (idPlanilha).' }),
  idExtrato: z.string({ error: 'Indique o extrato (idExtrato).' }),
  /** Needed when the bank line's value differs from the document's total (else 409 with the difference). */
  confirmarDiferenca: z.boolean({ error: 'confirmarDiferenca deve ser verdadeiro ou falso.' }).optional(),
});

export const desassociarBody = z.object({ idPlanilha: z.string({ error: 'Indique a linha (idPlanilha).' }) });

export const extratosConsulta = z.object({ limit: inteiro('limit', 1, 5000, 1000) });
