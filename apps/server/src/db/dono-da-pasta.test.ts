import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inicioDoProcesso, lerDono, processoTerminou, tomarQuandoLivre } from './dono-da-pasta';

const pastas: string[] = [];
afterEach(() => {
  for (const pasta of pastas.splice(0)) rmSync(pasta, { recursive: true, force: true });
});

/** Starts `bash -c script` and answers the first line it prints. */
function primeiraLinha(script: string): Promise<string> {
  const processo = spawn('bash', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => processo.stdout.once('data', (dados) => resolve(String(dados).trim())));
}

describe.runIf(process.platform === 'linux')('who owns the embedded database files', () => {
  it('counts a zombie as ended: it holds no files, it only waits for its parent to reap it', async () => {
    // The shell starts a short child, then becomes a process that never reaps it.
    const filho = Number(await primeiraLinha('sleep 0.05 & echo $!; exec sleep 3'));
    expect(processoTerminou(filho)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(processoTerminou(filho)).toBe(true);
    expect(processoTerminou(process.pid)).toBe(false);
  });

  it('after the previous owner frees the lock, waits for that process to end before taking it', async () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'contas-dono-'));
    pastas.push(pasta);
    const ficheiro = path.join(pasta, 'pgdata.host.lock');
    const anterior = Number(await primeiraLinha('echo $$; exec sleep 0.8'));
    writeFileSync(ficheiro, JSON.stringify({ pid: anterior, inicio: inicioDoProcesso(anterior) }));
    const aguardados: number[] = [];
    const tomada = tomarQuandoLivre(ficheiro, {
      prazoMs: 10_000,
      aoEsperar: (dono) => aguardados.push(dono.pid),
    });
    // It frees the lock, as a database process does once its files are closed, and lives on a moment.
    setTimeout(() => rmSync(ficheiro), 100);
    await tomada;
    expect(processoTerminou(anterior)).toBe(true);
    expect(aguardados).toEqual([anterior]);
    expect(lerDono(ficheiro)?.pid).toBe(process.pid);
  });
});
