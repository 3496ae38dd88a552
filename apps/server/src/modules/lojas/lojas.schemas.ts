import { z } from 'zod';
import { multilinha } from '../../http/texto';
import { telefoneSchema } from '../auth/auth.schemas';

const contagem = (mes: string) =>
  z
    .number({ error: `O número de pessoas em ${mes} deve ser um número.` })
    .int(`O número de pessoas em ${mes} deve ser inteiro.`)
    .min(0, `O número de pessoas em ${mes} não pode ser negativo.`)
    .max(100_000, `O número de pessoas em ${mes} é demasiado grande.`);

const linhaPessoal = z.object({
  year: z
    .number({ error: 'O ano deve ser um número.' })
    .int('O ano deve ser inteiro.')
    .min(1900, 'Ano inválido.')
    .max(2200, 'Ano inválido.'),
  Jan: contagem('Jan'),
  Fev: contagem('Fev'),
  Mar: contagem('Mar'),
  Abr: contagem('Abr'),
  Mai: contagem('Mai'),
  Jun: contagem('Jun'),
  Jul: contagem('Jul'),
  Ago: contagem('Ago'),
  Set: contagem('Set'),
  Out: contagem('Out'),
  Nov: contagem('Nov'),
  Dez: contagem('Dez'),
});

const emailOpcional = z
  .string({ error: 'O e-mail deve ser texto.' })
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'O e-mail da loja não é válido.')
  .default('');

const texto = (max: number, campo: string) =>
  z
    .string({ error: `${campo} deve ser texto.` })
    .trim()
    .max(max, `${campo} é demasiado longo.`)
    .default('');

/** A store is named by whoever creates it: an empty form no longer becomes 'LojaA' (issue 20). */
export const NOME_DA_LOJA_OBRIGATORIO = 'Indique o nome da loja.';
const nomeLoja = z
  .string({ error: NOME_DA_LOJA_OBRIGATORIO })
  .trim()
  .min(1, NOME_DA_LOJA_OBRIGATORIO)
  .max(120, 'O nome da loja é demasiado longo.');

export const adicionarLojaBody = z.object({ nome: nomeLoja, email: emailOpcional, telefone: telefoneSchema });

export const atualizarLojaBody = z.object({
  nome: nomeLoja,
  email: emailOpcional,
  telefone: telefoneSchema,
  morada: multilinha(texto(300, 'A morada')),
  responsavel_loja: texto(120, 'O nome do responsável'),
  cont_resp_loja: z
    .union([z.number(), z.string().trim(), z.null()], {
      error: 'O contacto do responsável deve ser um número.',
    })
    .transform((v, ctx) => {
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v.replace(/\s+/g, ''));
      if (!Number.isSafeInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: 'O contacto do responsável deve ser um número.' });
        return z.NEVER;
      }
      return n;
    })
    .default(null),
  employee: z
    .array(linhaPessoal, { error: 'O quadro de pessoal deve ser uma lista de anos.' })
    .max(200)
    .default([])
    .superRefine((linhas, ctx) => {
      const vistos = new Set<number>();
      for (const linha of linhas) {
        if (vistos.has(linha.year)) {
          ctx.addIssue({
            code: 'custom',
            message: `O ano ${linha.year} aparece repetido no quadro de pessoal.`,
          });
        }
        vistos.add(linha.year);
      }
    }),
});
