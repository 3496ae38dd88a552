import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { medirSobCarga } from './carga-http';
import { perfilEm, type ResumoPerfil, resumirPerfil } from './perfil-cpu';
import { startServer } from './server-process';

/** A request to profile: its path and query after the host, and whose token it carries. */
export type PedidoAPerfilar = { caminho: string; token: string };

/**
 * Where the time goes: after every measurement, a second server process on the same database runs with the
 * V8 profiler (`--cpu-prof`) and takes the same load for each request; the summary of each window is
 * returned. Not during the measurements: the profiler costs about 1 ms of Node per spreadsheet page, and
 * even an idle profiled process takes 3–8 % of a core in a thousand wake-ups a second from the measured one.
 */
export async function perfilarDepois(
  databaseUrl: string,
  port: number,
  pedidos: readonly PedidoAPerfilar[],
  carga: { ligacoes: number; duracaoS: number },
): Promise<Array<ResumoPerfil | undefined>> {
  const pasta = mkdtempSync(path.join(tmpdir(), 'contas-bench-perfil-'));
  const servidor = await startServer({
    database: 'postgres',
    port,
    existingDatabaseUrl: databaseUrl,
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', pasta],
  });
  try {
    const janelas: Array<{ de: number; ate: number }> = [];
    for (const { caminho, token } of pedidos) {
      const r = await medirSobCarga(servidor, `${servidor.url}${caminho}`, token, carga);
      // A profile of error answers (a token the server does not accept, say) would describe the wrong work.
      if (r.erros > 0)
        throw new Error(`O servidor perfilado respondeu com ${r.erros} erros em ${r.pedidos} pedidos.`);
      janelas.push({ de: r.de, ate: r.ate });
    }
    await servidor.stop(); // the profile is written when the process ends
    const ficheiro = perfilEm(pasta);
    return janelas.map((j) => (ficheiro ? resumirPerfil(ficheiro, j.de, j.ate, 6) : undefined));
  } finally {
    await servidor.stop();
    rmSync(pasta, { recursive: true, force: true });
  }
}
