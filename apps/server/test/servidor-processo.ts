import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escreverExtratoCgd } from '@contas/core/gerador';
import pg from 'pg';
import { afterAll } from 'vitest';
import { processoTerminou } from '../src/db/dono-da-pasta';
import { esperarLink } from '../src/mail/caixa-de-saida';
import { multipart } from './multipart';

const raizDoServidor = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type LinhaDoRegisto = { level: number; msg: string; [campo: string]: unknown };

/** The real server as `npm start` runs it: built, with its Node flags, its own process and database process. */
export type ServidorEmProcesso = {
  processo: ChildProcess;
  porta: number;
  url: string;
  /** Its DATA_DIR, where the outbox is. */
  dataDir: string | undefined;
  /** Every line written to stdout and stderr, in order. */
  linhas: string[];
  /** The lines that parse as JSON log lines. */
  registo(): LinhaDoRegisto[];
  /** Resolves when the server says it is serving; rejects if it exits first. */
  pronto: Promise<void>;
  /** Resolves with the exit status (code, or 128 + signal as a shell reports it). */
  terminou: Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>;
};

/** Runs statements, one after the other, on the PostgreSQL server of DATABASE_URL_TEST. */
async function noServidorPostgres(instrucoes: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
  await admin.connect();
  try {
    for (const instrucao of instrucoes) await admin.query(instrucao);
  } finally {
    await admin.end();
  }
}

/**
 * A maker of fresh, empty databases on the PostgreSQL server of DATABASE_URL_TEST (it gives their URLs), all
 * dropped after the test file's tests.
 */
export function basesTemporarias(prefixo: string): () => Promise<string> {
  const criadas: string[] = [];
  afterAll(async () => {
    if (criadas.length > 0)
      await noServidorPostgres(criadas.map((nome) => `drop database if exists ${nome} with (force)`));
  });
  return async () => {
    const nome = `${prefixo}_${Date.now()}_${process.pid}`;
    await noServidorPostgres([`create database ${nome}`]);
    criadas.push(nome);
    const url = new URL(process.env.DATABASE_URL_TEST as string);
    url.pathname = `/${nome}`;
    return url.toString();
  };
}

export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const endereco = servidor.address();
      servidor.close(() => resolve(typeof endereco === 'object' && endereco ? endereco.port : 0));
    });
  });
}

export async function iniciarServidor(env: Record<string, string>): Promise<ServidorEmProcesso> {
  const porta = await portaLivre();
  const { nodeArgs, env: doServidor } = JSON.parse(
    readFileSync(path.join(raizDoServidor, 'runtime.json'), 'utf8'),
  ) as { nodeArgs: string[]; env: Record<string, string> };
  const processo = spawn(process.execPath, [...nodeArgs, path.join(raizDoServidor, 'dist/server.js')], {
    cwd: raizDoServidor,
    env: {
      ...doServidor,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(porta),
      JWT_SECRET: 'segredo-dos-testes-de-processo-com-mais-de-32-caracteres',
      // The tests sign many accounts up from one address.
      SIGNUP_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const linhas: string[] = [];
  let resto = '';
  const terminou = new Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>((resolve) =>
    processo.once('exit', (codigo, sinal) => resolve({ codigo, sinal })),
  );
  const pronto = new Promise<void>((resolve, reject) => {
    const ler = (parte: Buffer) => {
      resto += parte.toString('utf8');
      const completas = resto.split('\n');
      resto = completas.pop() ?? '';
      for (const linha of completas) {
        linhas.push(linha);
        if (linha.includes('Contas Claras a funcionar em')) resolve();
      }
    };
    processo.stdout?.on('data', ler);
    processo.stderr?.on('data', ler);
    void terminou.then(({ codigo, sinal }) =>
      reject(new Error(`o servidor terminou ao arrancar (${codigo ?? sinal}):\n${linhas.join('\n')}`)),
    );
  });
  pronto.catch(() => undefined);
  return {
    processo,
    porta,
    url: `http://127.0.0.1:${porta}`,
    dataDir: env.DATA_DIR,
    linhas,
    registo: () =>
      linhas.flatMap((linha) => {
        try {
          return [JSON.parse(linha) as LinhaDoRegisto];
        } catch {
          return [];
        }
      }),
    pronto,
    terminou,
  };
}

/** Waits until the process has ended (polling: it need not be our child). */
export async function esperarQueTermine(pid: number, prazoMs = 60_000): Promise<void> {
  const limite = Date.now() + prazoMs;
  while (Date.now() < limite) {
    if (processoTerminou(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`o processo ${pid} continua vivo ao fim de ${prazoMs} ms`);
}

/** Running still: neither gone nor a zombie (an orphan's zombie waits for PID 1, which may be slow to reap). */
export const vivo = (pid: number): boolean => !processoTerminou(pid);

// What a person does through the API of a server started here.

export async function registar(url: string, email: string): Promise<number> {
  const resposta = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nome: 'Escrita em curso', email, senha: 'segredo1', telefone: '' }),
  });
  return resposta.status;
}

// biome-ignore lint/suspicious/noExplicitAny: the answers of a few known routes, read in place
export async function pedir(url: string, caminho: string, corpo: unknown, token?: string): Promise<any> {
  const resposta = await fetch(`${url}${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(corpo),
  });
  if (!resposta.ok) throw new Error(`${caminho} respondeu ${resposta.status}: ${await resposta.text()}`);
  return resposta.json();
}

/**
 * A staff member (signed up and verified through the outbox) with a company and one store, through the API;
 * answers a token and the company's id.
 */
export async function empresaComLoja(servidor: {
  url: string;
  dataDir: string | undefined;
}): Promise<{ token: string; empresaId: string }> {
  const { url, dataDir } = servidor;
  if (!dataDir) throw new Error('o servidor não tem DATA_DIR: sem caixa de saída');
  const credenciais = { email: 'pessoal@contasclaras.pt', senha: 'segredo1' };
  await pedir(url, '/api/signup', { nome: 'Pessoal', telefone: '', ...credenciais });
  const { token: verificacao } = await esperarLink(dataDir, credenciais.email, 'verificar-email');
  await pedir(url, `/api/auth/verificar-email/${verificacao}`, {});
  const { accessToken: token } = await pedir(url, '/api/login', credenciais);
  const { empresa } = await pedir(
    url,
    '/api/criar-empresa',
    { nome: 'Durável, Lda', nif: '501234560', email: 'geral@duravel.pt', endereco: '', telefone: '' },
    token,
  );
  await pedir(
    url,
    `/api/adicionar-loja/empresa/${empresa._id}`,
    { nome: 'Loja', email: '', telefone: '' },
    token,
  );
  return { token, empresaId: empresa._id };
}

/** A bank statement of `n` lines, each volta's its own (no line is a duplicate of another volta's). */
export function extratoGrande(volta: number, n: number): Uint8Array {
  return escreverExtratoCgd({
    conta: '0000000012345',
    saldoInicialCents: 10_000_000,
    dataInicio: '2026-01-01',
    dataFim: '2026-09-28',
    dataExportacao: '2026-10-01',
    linhas: Array.from({ length: n }, (_, i) => ({
      data: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}` as const,
      descricao: `VOLTA ${volta} PAGAMENTO ${i}`,
      valorCents: -(100 + i),
    })),
  });
}

export function importar(url: string, acesso: { token: string; empresaId: string }, ficheiro: Uint8Array) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: 'extrato', nome: 'cgd.csv', bytes: ficheiro },
  ]);
  return fetch(`${url}/api/upload/${acesso.empresaId}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${acesso.token}` },
    body: new Uint8Array(payload),
  }).then((r) => r.status);
}
