import { z } from 'zod';
import { mensagem } from './comum';

/** A balance a statement gave, and its day. */
const saldoDaConta = z.object({ valor: z.number(), data: z.string() });

/** A break in an account's continuity: days no statement covers, or balances the lines do not explain (euros). */
export const falhaDeContinuidade = z.object({
  tipo: z.enum(['lacuna', 'diferenca']),
  de: z.string(),
  ate: z.string(),
  diferenca: z.number(),
});
export type FalhaDeContinuidade = z.infer<typeof falhaDeContinuidade>;

/**
 * A bank account of the company, as its statements made it known: its store (where its lines go), its
 * opening and last balances, and whether the balances follow from the lines (a gap between statements,
 * or a difference the lines do not explain).
 */
export const contaBancaria = z.object({
  _id: z.string(),
  banco: z.string(),
  conta: z.string(),
  iban: z.string().nullable(),
  nome: z.string(),
  loja: z.object({ _id: z.string(), nome: z.string() }).nullable(),
  /** How many statements (with balances) were imported. */
  extratos: z.number().int(),
  abertura: saldoDaConta.nullable(),
  ultimoSaldo: saldoDaConta.nullable(),
  continuidade: z.object({ ok: z.boolean(), falhas: z.array(falhaDeContinuidade) }),
});
export type ContaBancaria = z.infer<typeof contaBancaria>;

/** `GET /get/contas/{empresaId}`. */
export const contasBancarias = z.object({ contas: z.array(contaBancaria) });
export type ContasBancarias = z.infer<typeof contasBancarias>;

/** `PUT /put/contas/{empresaId}/{contaId}`: every account again, and how many bank lines changed store. */
export const contaAtualizada = contasBancarias.extend({ linhasMovidas: z.number().int() });
export type ContaAtualizada = z.infer<typeof contaAtualizada>;

/** `POST /api/planilha/desfazer-transferencia`: the other leg, no longer a transfer either. */
export const transferenciaDesfeita = mensagem.extend({ outra: z.string() });
