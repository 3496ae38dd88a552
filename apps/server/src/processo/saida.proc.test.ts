import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { portaLivre } from '../../test/servidor-processo';
import { embeddedPaths } from '../db/database';
import { lerDono } from '../db/dono-da-pasta';

// npm start's own process (scripts/servir.mjs via start.mjs) between a supervisor and the server.
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const novaPasta = pastasTemporarias('contas-saida-');

function correr(args: string[], env: Record<string, string> = {}) {
  const filho = spawn(process.execPath, args, {
    cwd: raiz,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  filho.stdout.on('data', (parte: Buffer) => {
    saida += parte.toString();
  });
  filho.stderr.on('data', (parte: Buffer) => {
    saida += parte.toString();
  });
  let terminou = false;
  const codigo = new Promise<number | null>((resolve) =>
    filho.once('exit', (c) => {
      terminou = true;
      resolve(c);
    }),
  );
  /** Waits for `texto` in the output; fails if the process ends first. */
  const esperarPor = async (texto: string) => {
    while (!saida.includes(texto)) {
      if (terminou) throw new Error(`terminou sem escrever «${texto}»:\n${saida}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { filho, codigo, saida: () => saida, esperarPor };
}

/** A parent that runs `codigoDoFilho` the way npm start runs the server. */
function emPrimeiroPlano(codigoDoFilho: string) {
  const modulo = path.join(raiz, 'scripts/processo-filho.mjs');
  return correr([
    '--input-type=module',
    '-e',
    `import { correrEmPrimeiroPlano } from ${JSON.stringify(modulo)};
     correrEmPrimeiroPlano(process.execPath, ['-e', ${JSON.stringify(codigoDoFilho)}], {});`,
  ]);
}

describe('npm start exits with its server’s status', () => {
  it('a child killed by a signal: 128 + its number, as a shell reports it', async () => {
    expect(await emPrimeiroPlano("process.kill(process.pid, 'SIGKILL')").codigo).toBe(137);
    expect(await emPrimeiroPlano("process.kill(process.pid, 'SIGSEGV')").codigo).toBe(139);
  });

  it('a child that exits with a code: that code', async () => {
    expect(await emPrimeiroPlano('process.exit(3)').codigo).toBe(3);
    expect(await emPrimeiroPlano('process.exit(0)').codigo).toBe(0);
  });

  it('SIGTERM reaches the child, and its clean exit is the parent’s', async () => {
    const pai = emPrimeiroPlano(
      "process.on('SIGTERM', () => { console.log('filho: SIGTERM'); process.exit(0) }); console.log('pronto'); setInterval(() => {}, 1000)",
    );
    await pai.esperarPor('pronto');
    pai.filho.kill('SIGTERM');
    expect(await pai.codigo).toBe(0);
    expect(pai.saida()).toContain('filho: SIGTERM');
  });

  it('the real server killed with SIGKILL under scripts/servir.mjs: non-zero, so a supervisor restarts it', async () => {
    const dataDir = novaPasta();
    const servir = correr(['scripts/servir.mjs'], {
      DATA_DIR: dataDir,
      PORT: String(await portaLivre()),
      DEMO_SEED: 'off',
    });
    await servir.esperarPor('Contas Claras a funcionar em');
    const servidor = lerDono(embeddedPaths(dataDir).lockFile);
    expect(servidor?.pid).not.toBe(servir.filho.pid);
    process.kill(servidor?.pid as number, 'SIGKILL');
    expect(await servir.codigo).toBe(137);
  });

  it('the server runs with runtime.json’s flags and environment, a variable the caller set winning', async () => {
    const runtime = JSON.parse(readFileSync(path.join(raiz, 'apps/server/runtime.json'), 'utf8')) as {
      nodeArgs: string[];
      env: Record<string, string>;
    };
    const servidorDe = async (env: Record<string, string>) => {
      const dataDir = novaPasta();
      const servir = correr(['scripts/servir.mjs'], {
        DATA_DIR: dataDir,
        PORT: String(await portaLivre()),
        DEMO_SEED: 'off',
        ...env,
      });
      await servir.esperarPor('Contas Claras a funcionar em');
      const pid = lerDono(embeddedPaths(dataDir).lockFile)?.pid as number;
      const lista = (ficheiro: string) => readFileSync(`/proc/${pid}/${ficheiro}`, 'utf8').split('\0');
      const visto = { argumentos: lista('cmdline'), ambiente: lista('environ') };
      servir.filho.kill('SIGTERM');
      expect(await servir.codigo).toBe(0);
      return visto;
    };

    const comoEsta = await servidorDe({});
    expect(comoEsta.argumentos).toEqual(expect.arrayContaining(runtime.nodeArgs));
    expect(comoEsta.ambiente).toEqual(
      expect.arrayContaining(Object.entries(runtime.env).map(([nome, valor]) => `${nome}=${valor}`)),
    );
    expect(comoEsta.ambiente).toContain('MALLOC_MMAP_THRESHOLD_=131072');

    const dadoPeloChamador = await servidorDe({ MALLOC_MMAP_THRESHOLD_: '262144' });
    expect(dadoPeloChamador.ambiente).toContain('MALLOC_MMAP_THRESHOLD_=262144');
    expect(dadoPeloChamador.ambiente).not.toContain('MALLOC_MMAP_THRESHOLD_=131072');
  });
});
