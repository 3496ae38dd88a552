/** Errors with a stable code; one handler maps them to HTTP statuses and Portuguese messages. */
export type ErrorCode =
  | 'invalido'
  | 'nao-autenticado'
  | 'sem-permissao'
  | 'nao-encontrado'
  | 'conflito'
  | 'demasiado-grande'
  | 'tipo-nao-suportado'
  | 'demasiadas-tentativas';

const STATUS: Record<ErrorCode, number> = {
  invalido: 400,
  'nao-autenticado': 401,
  'sem-permissao': 403,
  'nao-encontrado': 404,
  conflito: 409,
  'demasiado-grande': 413,
  'tipo-nao-suportado': 415,
  'demasiadas-tentativas': 429,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const invalido = (message: string, details?: unknown) =>
  new AppError('invalido', message, {}, details);
export const naoAutenticado = (message = 'Sessão inválida ou expirada. Inicie sessão novamente.') =>
  new AppError('nao-autenticado', message);
export const semPermissao = (message = 'Sem permissão para esta ação.') =>
  new AppError('sem-permissao', message);
export const naoEncontrado = (message = 'Não encontrado.') => new AppError('nao-encontrado', message);
export const conflito = (message: string) => new AppError('conflito', message);
