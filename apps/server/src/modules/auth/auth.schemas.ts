import { z } from 'zod';

const email = z
  .string({ error: 'O e-mail é obrigatório.' })
  .trim()
  .min(1, 'O e-mail é obrigatório.')
  .max(254, 'O e-mail é demasiado longo.')
  .pipe(z.email({ error: 'O e-mail não é válido.' }));

const password = z
  .string({ error: 'A palavra-passe é obrigatória.' })
  .min(6, 'A palavra-passe deve ter pelo menos 6 caracteres.')
  .max(200, 'A palavra-passe é demasiado longa.');

export const nomeSchema = z
  .string({ error: 'O nome é obrigatório.' })
  .trim()
  .min(1, 'O nome é obrigatório.')
  .max(120, 'O nome é demasiado longo.');

export const telefoneSchema = z
  .string({ error: 'O telefone deve ser texto.' })
  .trim()
  .max(30, 'O telefone é demasiado longo.')
  .regex(/^[0-9+()\s-]*$/, 'O telefone só pode ter algarismos, espaços e + ( ) -.')
  .default('');

export const signupBody = z.object({ nome: nomeSchema, email, senha: password, telefone: telefoneSchema });

export const loginBody = z.object({
  email: z
    .string({ error: 'O e-mail e a palavra-passe são obrigatórios.' })
    .trim()
    .min(1, 'O e-mail e a palavra-passe são obrigatórios.')
    .max(254),
  senha: z
    .string({ error: 'O e-mail e a palavra-passe são obrigatórios.' })
    .min(1, 'O e-mail e a palavra-passe são obrigatórios.')
    .max(200),
});

export const refreshBody = z.object({
  refreshToken: z
    .string({ error: 'Falta o token de renovação.' })
    .min(1, 'Falta o token de renovação.')
    .max(200),
});

export const logoutBody = z.object({ refreshToken: z.string().max(200).optional() });

export const forgotPasswordBody = z.object({ email });

const token = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .min(10, mensagem)
    .max(200, mensagem)
    .regex(/^[A-Za-z0-9_-]+$/, mensagem);

export const resetPasswordParams = z.object({
  token: token('O link de redefinição é inválido ou expirou. Peça um novo.'),
});
export const verificarEmailParams = z.object({
  token: token('O link de confirmação é inválido ou expirou. Peça um novo.'),
});
export const resetPasswordBody = z.object({ newPassword: password });
