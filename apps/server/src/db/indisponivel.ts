// Errors that say the database cannot be reached, as opposed to a statement it refused.
const CODIGOS_DE_LIGACAO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT', // the embedded database's socket is gone with its process
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

export function baseIndisponivel(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const codigo = (error as { code?: unknown }).code;
  if (typeof codigo === 'string' && (CODIGOS_DE_LIGACAO.has(codigo) || codigo.startsWith('08'))) return true;
  // pg's own words when the socket closes under a query.
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}
