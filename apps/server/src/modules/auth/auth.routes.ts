import { mensagem, registoCriado, tokens } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import { autenticado, comEsquemas, publico, requireUtilizador, tokenDoPedido } from '../../http/access';
import { parseWith } from '../../http/validation';
import {
  forgotPasswordBody,
  loginBody,
  logoutBody,
  refreshBody,
  resetPasswordBody,
  resetPasswordParams,
  signupBody,
  verificarEmailParams,
} from './auth.schemas';
import type { AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, service: AuthService): void {
  app.post(
    '/api/signup',
    comEsquemas(publico, {
      resumo: 'Criar conta (envia o link de confirmação do e-mail)',
      corpo: signupBody,
      respostas: { 201: registoCriado },
      erros: [409, 429],
    }),
    async (request, reply) => {
      const body = parseWith(signupBody, request.body);
      const user = await service.signup(body, request.ip);
      return reply.status(201).send({
        message: 'Utilizador criado com sucesso!',
        user: { _id: user.id, nome: user.nome, email: user.email, telefone: user.telefone },
      });
    },
  );

  app.post(
    '/api/login',
    comEsquemas(publico, {
      resumo: 'Iniciar sessão',
      corpo: loginBody,
      respostas: { 200: tokens },
      erros: [401, 429],
    }),
    async (request) => {
      const body = parseWith(loginBody, request.body);
      return service.login(body, request.ip);
    },
  );

  app.post(
    '/api/refresh',
    comEsquemas(publico, {
      resumo: 'Renovar o token de acesso',
      corpo: refreshBody,
      respostas: { 200: tokens },
      erros: [401],
    }),
    async (request) => {
      const { refreshToken } = parseWith(refreshBody, request.body);
      return service.refresh(refreshToken);
    },
  );

  app.post(
    '/api/logout',
    comEsquemas(publico, { resumo: 'Terminar a sessão', corpo: logoutBody, respostas: { 204: null } }),
    async (request, reply) => {
      const { refreshToken } = parseWith(logoutBody, request.body ?? {});
      await service.logout(refreshToken, tokenDoPedido(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/forgot-password',
    comEsquemas(publico, {
      resumo: 'Pedir o link de redefinição da palavra-passe',
      corpo: forgotPasswordBody,
      respostas: { 200: mensagem },
      erros: [429],
    }),
    async (request) => {
      const { email } = parseWith(forgotPasswordBody, request.body);
      await service.forgotPassword(email, request.ip);
      return { message: 'Se o e-mail estiver registado, enviámos um link para redefinir a palavra-passe.' };
    },
  );

  app.post(
    '/api/auth/reset-password/:token',
    comEsquemas(publico, {
      resumo: 'Redefinir a palavra-passe com o link recebido',
      corpo: resetPasswordBody,
      respostas: { 200: mensagem },
    }),
    async (request) => {
      const { token } = parseWith(resetPasswordParams, request.params);
      const { newPassword } = parseWith(resetPasswordBody, request.body);
      await service.resetPassword(token, newPassword);
      return { message: 'Palavra-passe redefinida com sucesso. Já pode iniciar sessão.' };
    },
  );

  app.post(
    '/api/auth/verificar-email/:token',
    comEsquemas(publico, { resumo: 'Confirmar o e-mail com o link recebido', respostas: { 200: mensagem } }),
    async (request) => {
      const { token } = parseWith(verificarEmailParams, request.params);
      await service.verificarEmail(token);
      return { message: 'E-mail confirmado. Já pode aceitar os convites que lhe enviarem.' };
    },
  );

  app.post(
    '/api/auth/reenviar-verificacao',
    comEsquemas(autenticado, {
      resumo: 'Reenviar o link de confirmação do e-mail',
      respostas: { 200: mensagem },
      erros: [429],
    }),
    async (request) => {
      const enviado = await service.reenviarVerificacao(requireUtilizador(request).id);
      return {
        message: enviado
          ? 'Enviámos um novo link de confirmação para o seu e-mail. Os anteriores deixaram de funcionar.'
          : 'O seu e-mail já está confirmado.',
      };
    },
  );
}
