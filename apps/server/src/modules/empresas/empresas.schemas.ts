import { hasNineDigits, isValidNif, ROLES } from '@contas/core';
import { z } from 'zod';
import { multilinha } from '../../http/texto';
import { telefoneSchema } from '../auth/auth.schemas';

export const papelSchema = z.enum(ROLES, {
  error: 'Papel inválido: use admin, editor ou leitor.',
});

const emailEmpresa = z
  .string({ error: 'O e-mail é obrigatório.' })
  .trim()
  .min(1, 'O e-mail é obrigatório.')
  .max(254)
  .pipe(z.email({ error: 'O e-mail não é válido.' }));

const texto = (max: number, campo: string) =>
  z
    .string({ error: `${campo} deve ser texto.` })
    .trim()
    .max(max, `${campo} é demasiado longo.`)
    .default('');

/** The website is stored without its scheme: the screen shows the prefix. */
const link = z
  .string({ error: 'O website deve ser texto.' })
  .trim()
  .max(200, 'O website é demasiado longo.')
  .transform((v) => v.replace(/^https?:\/\//i, '').replace(/\/+$/, ''))
  .refine(
    (v) => v === '' || /^[^\s/]+\.[^\s/]+(\/\S*)?$/.test(v),
    'O website não é válido (ex.: www.empresa.pt).',
  )
  .default('');

const imagemLink = z
  .string({ error: 'O link do logótipo deve ser texto.' })
  .trim()
  .max(500, 'O link do logótipo é demasiado longo.')
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
    'O link do logótipo deve ser um endereço http(s)://.',
  )
  .default('');

export const nomeEmpresa = z
  .string({ error: 'O nome é obrigatório.' })
  .trim()
  .min(1, 'O nome é obrigatório.')
  .max(160, 'O nome é demasiado longo.');

export const criarEmpresaBody = z.object({
  nome: nomeEmpresa,
  nif: z
    .string({ error: 'O NIF é obrigatório.' })
    .trim()
    .refine(hasNineDigits, 'O NIF deve conter exatamente 9 números.')
    .refine(isValidNif, 'O NIF não é válido: o dígito de controlo não confere.'),
  endereco: multilinha(texto(300, 'O endereço')),
  telefone: telefoneSchema,
  email: emailEmpresa,
});

export const atualizarEmpresaBody = z.object({
  nome: nomeEmpresa,
  endereco: multilinha(texto(300, 'O endereço')),
  telefone: telefoneSchema,
  email: emailEmpresa,
  link,
  imagem_link: imagemLink,
});

export const conviteBody = z.object({
  emailConvite: z
    .string({ error: 'Por favor, insira um e-mail.' })
    .trim()
    .min(1, 'Por favor, insira um e-mail.')
    .max(254)
    .pipe(z.email({ error: 'O e-mail do convite não é válido.' })),
  role: papelSchema,
});

export const mudarPapelBody = z.object({ newRole: papelSchema });
