import type { FastifyInstance } from 'fastify';
import { comEsquemas, publico } from '../../http/access';
import { parseWith } from '../../http/validation';
import {
  forgotPasswordBody,
  loginBody,
  logoutBody,
  refreshBody,
  resetPasswordBody,
  resetPasswordParams,
  signupBody,
} from './auth.schemas';
import type { AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, service: AuthService): void {
  app.post(
    '/api/signup',
    comEsquemas(publico, { corpo: signupBody, erros: [409] }),
    async (request, reply) => {
      const body = parseWith(signupBody, request.body);
      const user = await service.signup(body);
      return reply.status(201).send({
        message: 'Utilizador criado com sucesso!',
        user: { _id: user.id, nome: user.nome, email: user.email, telefone: user.telefone },
      });
    },
  );

  app.post('/api/login', comEsquemas(publico, { corpo: loginBody, erros: [401, 429] }), async (request) => {
    const body = parseWith(loginBody, request.body);
    return service.login(body, request.ip);
  });

  app.post('/api/refresh', comEsquemas(publico, { corpo: refreshBody, erros: [401] }), async (request) => {
    const { refreshToken } = parseWith(refreshBody, request.body);
    return service.refresh(refreshToken);
  });

  app.post('/api/logout', comEsquemas(publico, { corpo: logoutBody }), async (request, reply) => {
    const { refreshToken } = parseWith(logoutBody, request.body);
    await service.logout(refreshToken);
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/forgot-password',
    comEsquemas(publico, { corpo: forgotPasswordBody }),
    async (request) => {
      const { email } = parseWith(forgotPasswordBody, request.body);
      await service.forgotPassword(email);
      return { message: 'Se o e-mail estiver registado, enviámos um link para redefinir a palavra-passe.' };
    },
  );

  app.post(
    '/api/auth/reset-password/:token',
    comEsquemas(publico, { corpo: resetPasswordBody }),
    async (request) => {
      const { token } = parseWith(resetPasswordParams, request.params);
      const { newPassword } = parseWith(resetPasswordBody, request.body);
      await service.resetPassword(token, newPassword);
      return { message: 'Palavra-passe redefinida com sucesso. Já pode iniciar sessão.' };
    },
  );
}
