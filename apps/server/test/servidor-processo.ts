import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const raizDoServidor = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type LinhaDoRegisto = { level: number; msg: string; [campo: string]: unknown };

/** The real server as `npm start` runs it: built, with its Node flags, its own process and database process. */
export type ServidorEmProcesso = {
  processo: ChildProcess;
  porta: number;
  url: string;
  /** Every line written to stdout and stderr, in order. */
  linhas: string[];
  /** The lines that parse as JSON log lines. */
  registo(): LinhaDoRegisto[];
  /** Resolves when the server says it is serving; rejects if it exits first. */
  pronto: Promise<void>;
  /** Resolves with the exit status (code, or 128 + signal as a shell reports it). */
  terminou: Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>;
};

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
  const { nodeArgs } = JSON.parse(readFileSync(path.join(raizDoServidor, 'runtime.json'), 'utf8')) as {
    nodeArgs: string[];
  };
  const processo = spawn(process.execPath, [...nodeArgs, path.join(raizDoServidor, 'dist/server.js')], {
    cwd: raizDoServidor,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(porta),
      JWT_SECRET: 'segredo-dos-testes-de-processo-com-mais-de-32-caracteres',
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

/** Waits until the process is gone (polling: it need not be our child). */
export async function esperarQueTermine(pid: number, prazoMs = 60_000): Promise<void> {
  const limite = Date.now() + prazoMs;
  while (Date.now() < limite) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`o processo ${pid} continua vivo ao fim de ${prazoMs} ms`);
}

export function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
