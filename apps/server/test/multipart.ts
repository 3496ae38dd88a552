import { randomUUID } from 'node:crypto';

export type ParteMultipart =
  | { campo: string; valor: string }
  | { campo: string; nome: string; bytes: Uint8Array; tipo?: string };

/** A multipart/form-data body written by hand, byte for byte as a browser sends one. */
export function multipart(partes: readonly ParteMultipart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const fronteira = `----contas${randomUUID().replaceAll('-', '')}`;
  const pedacos: Buffer[] = [];
  for (const parte of partes) {
    const cabecalho =
      'valor' in parte
        ? `Content-Disposition: form-data; name="${parte.campo}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${parte.campo}"; filename="${parte.nome}"\r\n` +
          `Content-Type: ${parte.tipo ?? 'application/octet-stream'}\r\n\r\n`;
    pedacos.push(Buffer.from(`--${fronteira}\r\n${cabecalho}`, 'utf8'));
    pedacos.push('valor' in parte ? Buffer.from(parte.valor, 'utf8') : Buffer.from(parte.bytes));
    pedacos.push(Buffer.from('\r\n'));
  }
  pedacos.push(Buffer.from(`--${fronteira}--\r\n`));
  return {
    payload: Buffer.concat(pedacos),
    headers: { 'content-type': `multipart/form-data; boundary=${fronteira}` },
  };
}
