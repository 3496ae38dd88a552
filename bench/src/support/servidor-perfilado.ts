import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { medirSobCarga } from './carga-http';
import { perfilEm, type ResumoPerfil, resumirPerfil } from './perfil-cpu';
import { startServer } from './server-process';

export type JanelaDePerfil = { de: number; ate: number };

/**
 * A second server process on the same database, sampled by the V8 profiler (`--cpu-prof`): where the
 * time goes. The figures come from the first server, which runs as `npm start` runs it: the profiler
 * costs about 1 ms per request (the spreadsheet's page measured 2.9 ms of Node per request with it, 1.7 without).
 */
export async function startServidorPerfilado(databaseUrl: string, port: number) {
  const pasta = mkdtempSync(path.join(tmpdir(), 'contas-bench-perfil-'));
  const servidor = await startServer({
    database: 'postgres',
    port,
    existingDatabaseUrl: databaseUrl,
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', pasta],
  });
  let parado = false;
  return {
    /** The same request under load on this server (path and query after the host); the window to read. */
    async perfilar(
      caminho: string,
      token: string,
      ligacoes: number,
      duracaoS: number,
    ): Promise<JanelaDePerfil> {
      const { de, ate, erros, pedidos } = await medirSobCarga(servidor, `${servidor.url}${caminho}`, token, {
        ligacoes,
        duracaoS,
      });
      // A profile of error answers (a token the server does not accept, say) would describe the wrong work.
      if (erros > 0)
        throw new Error(`O servidor perfilado respondeu com ${erros} erros em ${pedidos} pedidos.`);
      return { de, ate };
    },
    /** Stops the server (the profile is written when it ends) and summarises each window. */
    async resumir(janelas: readonly JanelaDePerfil[], topo = 6): Promise<Array<ResumoPerfil | undefined>> {
      await this.parar();
      const ficheiro = perfilEm(pasta);
      const resumos = janelas.map((j) => (ficheiro ? resumirPerfil(ficheiro, j.de, j.ate, topo) : undefined));
      rmSync(pasta, { recursive: true, force: true });
      return resumos;
    },
    async parar(): Promise<void> {
      if (parado) return;
      parado = true;
      await servidor.stop();
    },
  };
}
