import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { esperarLink } from '../../../apps/server/src/mail/caixa-de-saida';
import { pastaDeDadosDe } from './server-process';

/** A staff user (may create companies), signed in, with a company of its own and its stores. */
export type EmpresaDeBench = {
  email: string;
  senha: string;
  token: string;
  empresaId: string;
  lojaIds: string[];
};

async function pedir<T>(url: string, init: RequestInit & { token?: string }, esperado: number): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const resposta = await fetch(url, { ...init, headers });
  const texto = await resposta.text();
  if (resposta.status !== esperado) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${resposta.status} ${texto.slice(0, 500)}`);
  }
  return (texto ? JSON.parse(texto) : undefined) as T;
}

/** A valid NIF (5 + 7 digits + check digit) from a number. */
export function nifValido(base: number): string {
  const digitos = `5${String(base % 10_000_000).padStart(7, '0')}`;
  let soma = 0;
  for (let i = 0; i < 8; i++) soma += Number(digitos[i]) * (9 - i);
  const resto = soma % 11;
  return `${digitos}${resto < 2 ? 0 : 11 - resto}`;
}

/**
 * Signs a staff member up (confirming the address with the e-mailed link) and in, creates a company and its
 * stores — as a person would, through the API.
 */
export async function criarEmpresa(
  base: string,
  opcoes: { nome: string; lojas: string[]; nif?: string },
): Promise<EmpresaDeBench> {
  const email = `bench-${randomUUID().slice(0, 8)}@contasclaras.pt`;
  const senha = 'segredo-de-bench';
  await pedir(
    `${base}/api/signup`,
    { method: 'POST', body: JSON.stringify({ nome: 'Bench', email, senha, telefone: '' }) },
    201,
  );
  const { token: verificacao } = await esperarLink(pastaDeDadosDe(base), email, 'verificar-email');
  await pedir(`${base}/api/auth/verificar-email/${verificacao}`, { method: 'POST' }, 200);
  const { accessToken: token } = await pedir<{ accessToken: string }>(
    `${base}/api/login`,
    { method: 'POST', body: JSON.stringify({ email, senha }) },
    200,
  );
  const { empresa } = await pedir<{ empresa: { _id: string } }>(
    `${base}/api/criar-empresa`,
    {
      method: 'POST',
      token,
      body: JSON.stringify({
        nome: opcoes.nome,
        nif: opcoes.nif ?? nifValido(Math.floor(Math.random() * 1e7)),
        endereco: 'Rua do Bench, 1',
        telefone: '',
        email: 'geral@empresa-bench.pt',
      }),
    },
    201,
  );
  const lojaIds: string[] = [];
  for (const nome of opcoes.lojas) {
    const { loja } = await pedir<{ loja: { _id: string } }>(
      `${base}/api/adicionar-loja/empresa/${empresa._id}`,
      { method: 'POST', token, body: JSON.stringify({ nome, email: '', telefone: '' }) },
      201,
    );
    lojaIds.push(loja._id);
  }
  return { email, senha, token, empresaId: empresa._id, lojaIds };
}

/**
 * POST with a JSON answer, timed (wall clock, ms). Through node:http, with no time limit: fetch gives up
 * waiting for the headers after 300 s, and an import on PGlite may take longer.
 */
export function postar<T>(
  url: string,
  token: string,
  corpo?: { body: Uint8Array; contentType: string },
): Promise<{ ms: number; resposta: T }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const pedido = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(corpo ? { 'content-type': corpo.contentType, 'content-length': corpo.body.length } : {}),
        },
      },
      (resposta) => {
        const pedacos: Buffer[] = [];
        resposta.on('data', (d: Buffer) => pedacos.push(d));
        resposta.on('error', reject);
        resposta.on('end', () => {
          const ms = performance.now() - t0;
          const texto = Buffer.concat(pedacos).toString('utf8');
          const status = resposta.statusCode ?? 0;
          if (status < 200 || status > 299)
            reject(new Error(`POST ${url}: ${status} ${texto.slice(0, 800)}`));
          else resolve({ ms, resposta: JSON.parse(texto) as T });
        });
      },
    );
    pedido.on('error', reject);
    pedido.end(corpo ? Buffer.from(corpo.body) : undefined);
  });
}

/** GET with a JSON answer. */
export async function obter<T>(url: string, token: string): Promise<T> {
  const resposta = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const texto = await resposta.text();
  if (!resposta.ok) throw new Error(`GET ${url}: ${resposta.status} ${texto.slice(0, 500)}`);
  return JSON.parse(texto) as T;
}

/** E-fatura and bank statement files, in one request, as the import screen uploads them. */
export function ficheirosParaImportar(ficheiros: Partial<Record<'efatura' | 'extrato', Uint8Array>>) {
  return multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    // The bench's generated accounts may be another bench company's already.
    { campo: 'confirmarContas', valor: 'sim' },
    ...(['efatura', 'extrato'] as const).flatMap((campo) => {
      const bytes = ficheiros[campo];
      return bytes ? [{ campo, nome: `${campo}.csv`, bytes }] : [];
    }),
  ]);
}

/** An e-fatura or bank statement file as the import screen uploads it. */
export const ficheiroParaImportar = (campo: 'efatura' | 'extrato', bytes: Uint8Array) =>
  ficheirosParaImportar({ [campo]: bytes });

export type ParteMultipart =
  | { campo: string; valor: string }
  | { campo: string; nome: string; bytes: Uint8Array };

/** A multipart/form-data body, byte for byte as a browser sends one. */
export function multipart(partes: readonly ParteMultipart[]): { body: Uint8Array; contentType: string } {
  const fronteira = `----contasbench${randomUUID().replaceAll('-', '')}`;
  const pedacos: Buffer[] = [];
  for (const parte of partes) {
    const cabecalho =
      'valor' in parte
        ? `Content-Disposition: form-data; name="${parte.campo}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${parte.campo}"; filename="${parte.nome}"\r\n` +
          'Content-Type: text/csv\r\n\r\n';
    pedacos.push(Buffer.from(`--${fronteira}\r\n${cabecalho}`, 'utf8'));
    pedacos.push('valor' in parte ? Buffer.from(parte.valor, 'utf8') : Buffer.from(parte.bytes));
    pedacos.push(Buffer.from('\r\n'));
  }
  pedacos.push(Buffer.from(`--${fronteira}--\r\n`));
  return { body: Buffer.concat(pedacos), contentType: `multipart/form-data; boundary=${fronteira}` };
}
