import { normalizarIban } from '@contas/core';
import { z } from 'zod';

const IBAN_INVALIDO =
  'IBAN inválido: um IBAN português tem 25 caracteres (PT50 e 21 algarismos) e o dígito de controlo certo.';

/**
 * What a person may say of an account: its store (null: none), a name, and its IBAN; `moverLinhas` also
 * moves the account's bank lines still in its previous store (or the first store) to the new one.
 */
export const contaBody = z.object({
  lojaId: z.string({ error: 'Indique a loja da conta (lojaId), ou null.' }).nullable(),
  moverLinhas: z.boolean({ error: 'moverLinhas deve ser verdadeiro ou falso.' }).default(false),
  nome: z.string().trim().max(80, 'O nome da conta tem no máximo 80 caracteres.').default(''),
  iban: z
    .string()
    .nullable()
    .default(null)
    .transform((v, ctx) => {
      const texto = v?.replace(/\s/g, '').toUpperCase() ?? '';
      if (texto === '') return null;
      // A Portuguese IBAN is checked to the digit; a foreign one only by its shape.
      const iban = texto.startsWith('PT')
        ? normalizarIban(texto)
        : /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(texto)
          ? texto
          : undefined;
      if (!iban) {
        ctx.addIssue({ code: 'custom', message: IBAN_INVALIDO });
        return z.NEVER;
      }
      return iban;
    }),
});

export const desfazerTransferenciaBody = z.object({
  idPlanilha: z.string({ error: 'Indique a linha (idPlanilha).' }),
});

export const transferenciaBody = z.object({
  idPlanilha: z.string({ error: 'Indique a linha (idPlanilha).' }),
  idPlanilhaPar: z.string({ error: 'Indique a outra linha da transferência (idPlanilhaPar).' }),
});
