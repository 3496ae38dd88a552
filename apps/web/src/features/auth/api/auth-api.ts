import { apiRequest, startSession, type TokenPair } from '../../../lib/api-client';

export interface SignUpPayload {
  nome: string;
  email: string;
  senha: string;
  telefone: string;
}

interface MessageResponse {
  message: string;
}

export async function login(email: string, senha: string): Promise<void> {
  const tokens = await apiRequest<TokenPair>('/api/login', {
    method: 'POST',
    body: { email, senha },
    auth: false,
  });
  startSession(tokens);
}

export function signUp(payload: SignUpPayload): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/signup', { method: 'POST', body: payload, auth: false });
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
