import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import {
  basesTemporarias,
  empresaComLoja,
  extratoGrande,
  iniciarServidor,
  registar,
  type ServidorEmProcesso,
} from '../../test/servidor-processo';

// Several servers on one PostgreSQL (issue 19): two built servers, each its own process and data folder.
const novaPasta = pastasTemporarias('contas-varios-');
// Registered before the servers' hook, so its drop runs after they have stopped.
const novaBase = basesTemporarias('contas_varios');
const servidorPostgres = process.env.DATABASE_URL_TEST;
const servidores: ServidorEmProcesso[] = [];

afterAll(async () => {
  for (const s of servidores) {
    s.processo.kill('SIGTERM');
    await s.terminou;
  }
});

type Tarefa = { estado: string; progresso: { fase: string } | null; resultado: unknown };

describe('two servers on one PostgreSQL', () => {
  it.skipIf(!servidorPostgres)(
    `share sessions, import jobs and their progress, and rate limits${servidorPostgres ? '' : ' — IGNORADO: sem DATABASE_URL_TEST'}`,
    async () => {
      const DATABASE_URL = await novaBase();
      // Three sign-ups an hour from one address, counted across both servers.
      const env = { DATABASE_URL, LOG_REQUESTS: 'off', DEMO_SEED: 'off', SIGNUP_RATE_LIMIT: '3' };
      const a = await iniciarServidor({ ...env, DATA_DIR: novaPasta() });
      servidores.push(a);
      await a.pronto;
      const b = await iniciarServidor({ ...env, DATA_DIR: novaPasta() });
      servidores.push(b);
      await b.pronto;

      // Signed in on A, the same session works on B.
      const acesso = await empresaComLoja(a);
      const naOutra = await fetch(`${b.url}/api/importacoes/${acesso.empresaId}/tarefas`, {
        headers: { authorization: `Bearer ${acesso.token}` },
      });
      expect(naOutra.status).toBe(200);
      expect(await naOutra.json()).toEqual([]);

      // An import sent to A, followed on B while A works.
      const LINHAS = 20_000;
      const tarefaId = randomUUID();
      const { payload, headers } = multipart([
        { campo: 'tarefa', valor: tarefaId },
        { campo: 'extrato', nome: 'cgd.csv', bytes: extratoGrande(1, LINHAS) },
      ]);
      const upload = fetch(`${a.url}/api/upload/${acesso.empresaId}`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${acesso.token}` },
        body: new Uint8Array(payload),
      });
      let respostaDeA: { status: number; corpo: unknown } | undefined;
      void upload.then(async (r) => {
        respostaDeA = { status: r.status, corpo: await r.json() };
      });
      const vistasEmB: Tarefa[] = [];
      for (;;) {
        const r = await fetch(`${b.url}/api/importacoes/${acesso.empresaId}/tarefas/${tarefaId}`, {
          headers: { authorization: `Bearer ${acesso.token}` },
        });
        if (r.status === 200) {
          const tarefa = (await r.json()) as Tarefa;
          vistasEmB.push(tarefa);
          if (tarefa.estado !== 'a-correr') break;
        } else expect(r.status).toBe(404);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await upload;
      while (!respostaDeA) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(respostaDeA.status).toBe(201);
      const final = vistasEmB.at(-1) as Tarefa;
      expect(final.estado).toBe('concluida');
      // B reads the very answer A gave: 20 000 lines imported.
      expect(final.resultado).toEqual(respostaDeA.corpo);
      expect(
        (respostaDeA.corpo as { resultados: Array<{ importadas: number }> }).resultados[0]?.importadas,
      ).toBe(LINHAS);
      // While A worked, B saw it running and what it was doing.
      const fases = new Set(vistasEmB.filter((t) => t.estado === 'a-correr').map((t) => t.progresso?.fase));
      expect([...fases].some((f) => f === 'a-ler' || f === 'a-escrever')).toBe(true);

      // The sign-up limit: one account made for the company, two more on A; the fourth on B is refused.
      expect(await registar(a.url, 'segunda@exemplo.pt')).toBe(201);
      expect(await registar(a.url, 'terceira@exemplo.pt')).toBe(201);
      expect(await registar(b.url, 'quarta@exemplo.pt')).toBe(429);
    },
  );
});
