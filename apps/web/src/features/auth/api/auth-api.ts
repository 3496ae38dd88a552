import type { Mensagem, RegistoCriado } from '@contas/core/contrato';
import { apiRequest, startSession, type TokenPair } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

export interface SignUpPayload {
  nome: string;
  email: string;
  senha: string;
  telefone: string;
}

const mensagem = () => contrato().then((c) => c.mensagem);

export async function login(email: string, senha: string): Promise<void> {
  const tokens = await apiRequest<TokenPair>('/api/login', {
    method: 'POST',
    body: { email, senha },
    auth: false,
    resposta: () => contrato().then((c) => c.tokens),
  });
  startSession(tokens);
}

export function signUp(payload: SignUpPayload): Promise<RegistoCriado> {
  return apiRequest<RegistoCriado>('/api/signup', {
    method: 'POST',
    body: payload,
    auth: false,
    resposta: () => contrato().then((c) => c.registoCriado),
  });
}

export function requestPasswordReset(email: string): Promise<Mensagem> {
  return apiRequest<Mensagem>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    auth: false,
    resposta: mensagem,
  });
}

export function resetPassword(token: string, newPassword: string): Promise<Mensagem> {
  return apiRequest<Mensagem>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { newPassword },
    auth: false,
    resposta: mensagem,
  });
}

export function verifyEmail(token: string): Promise<Mensagem> {
  return apiRequest<Mensagem>(`/api/auth/verificar-email/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
    resposta: mensagem,
  });
}

/** A new verification link to the signed-in user's address. */
export function resendVerification(): Promise<Mensagem> {
  return apiRequest<Mensagem>('/api/auth/reenviar-verificacao', { method: 'POST', resposta: mensagem });
}
