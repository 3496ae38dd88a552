import type { Mensagem } from '@contas/core/contrato';
import { apiRequest, startSession, type TokenPair } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

export interface SignUpPayload {
  nome: string;
  email: string;
  senha: string;
  telefone: string;
}

type MessageResponse = Mensagem;

export async function login(email: string, senha: string): Promise<void> {
  const tokens = await apiRequest<TokenPair>('/api/login', {
    method: 'POST',
    body: { email, senha },
    auth: false,
    resposta: () => contrato().then((c) => c.tokens),
  });
  startSession(tokens);
}

export function signUp(payload: SignUpPayload): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/signup', {
    method: 'POST',
    body: payload,
    auth: false,
    resposta: () => contrato().then((c) => c.registoCriado),
  });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { newPassword },
    auth: false,
  });
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/auth/verificar-email/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
  });
}

/** A new verification link to the signed-in user's address. */
export function resendVerification(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/reenviar-verificacao', { method: 'POST' });
}
