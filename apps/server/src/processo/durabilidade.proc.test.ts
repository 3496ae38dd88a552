import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import {
  empresaComLoja,
  esperarQueTermine,
  extratoGrande,
  importar,
  iniciarServidor,
  registar,
  vivo,
} from '../../test/servidor-processo';
import { embeddedPaths } from '../db/database';
import { lerDono } from '../db/dono-da-pasta';
import { abrirPGlite } from '../db/pglite';

// The embedded database as a new user runs it: `npm start`'s server process and its database process.
const novaPasta = pastasTemporarias('contas-durabilidade-');
const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pidDaBase(dataDir: string): number {
  const dono = lerDono(embeddedPaths(dataDir).hostLockFile);
  if (!dono) throw new Error('sem processo da base de dados');
  return dono.pid;
}

/**
 * Resolves once the import is writing (its job says so), some way into it: the embedded database writes a big
 * import in parts, answering other requests between them, so the kill lands with parts of it committed. Or when
 * the import ended first.
 */
async function importacaoAEscrever(
  url: string,
  acesso: { token: string; empresaId: string },
  importacao: Promise<unknown>,
  depoisMs: number,
): Promise<void> {
  let terminada = false;
  void importacao.then(() => {
    terminada = true;
  });
  while (!terminada) {
    const tarefas = await fetch(`${url}/api/importacoes/${acesso.empresaId}/tarefas`, {
      headers: { authorization: `Bearer ${acesso.token}` },
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => (r.ok ? (r.json() as Promise<Array<{ progresso: { fase: string } | null }>>) : []),
      () => [],
    );
    if (tarefas.some((t) => t.progresso?.fase === 'a-escrever')) {
      await esperar(depoisMs);
      return;
    }
    await esperar(20);
  }
}

async function lerBase<T>(dataDir: string, sql: string): Promise<T[]> {
  const db = await abrirPGlite(embeddedPaths(dataDir).pgdata);
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}

/** A start (which mends what a killed server left) and a clean stop: answers the lines it logged. */
async function arrancarEParar(env: Record<string, string>): Promise<string[]> {
  const servidor = await iniciarServidor(env);
  await servidor.pronto;
  servidor.processo.kill('SIGTERM');
  expect((await servidor.terminou).codigo).toBe(0);
  return servidor.linhas;
}

describe('the embedded database survives its server being killed', () => {
  it('SIGKILL to the server and a restart 0.5 s later, ten times with writes in flight: it starts every time and keeps every acknowledged write', async () => {
    const dataDir = novaPasta();
    const env = { DATA_DIR: dataDir, DEMO_SEED: 'off', LOG_REQUESTS: 'off' };
    const LINHAS_POR_EXTRATO = 10_000;
    const confirmados: string[] = [];
    const extratosConfirmados: string[] = [];
    const processosDaBase: number[] = [];
    const linhas: string[] = [];
    let acesso: { token: string; empresaId: string } | undefined;
    for (let volta = 1; volta <= 10; volta++) {
      const servidor = await iniciarServidor(env);
      await servidor.pronto;
      // One owner at a time: the database process left by the killed server was gone before this one opened.
      expect(processosDaBase.filter(vivo)).toEqual([]);
      processosDaBase.push(pidDaBase(dataDir));
      acesso ??= await empresaComLoja(servidor);
      // A long import keeps the database process writing for seconds after its server is gone.
      const importacao = importar(servidor.url, acesso, extratoGrande(volta, LINHAS_POR_EXTRATO))
        .then((estado) => {
          if (estado === 201) extratosConfirmados.push(String(volta));
        })
        .catch(() => undefined);
      const antes = confirmados.length;
      let aEscrever = true;
      // Four clients writing one account after another, as fast as the server answers.
      const escritores = [0, 1, 2, 3].map(async (cliente) => {
        for (let n = 0; aEscrever; n++) {
          const email = `volta${volta}-cliente${cliente}-${n}@exemplo.pt`;
          const estado = await registar(servidor.url, email).catch(() => 0);
          if (estado === 201) confirmados.push(email);
          else if (estado !== 0) throw new Error(`registo respondeu ${estado}`);
        }
      });
      while (confirmados.length < antes + 3) await esperar(20);
      // Some way into the writing: a different moment each round, now and then after the last part.
      await importacaoAEscrever(servidor.url, acesso, importacao, 150 * volta);
      servidor.processo.kill('SIGKILL');
      expect((await servidor.terminou).sinal).toBe('SIGKILL');
      aEscrever = false;
      await Promise.all([...escritores, importacao]);
      linhas.push(...servidor.linhas);
      await esperar(500);
    }

    linhas.push(...(await arrancarEParar(env)));
    // Every database process left by a killed server closed the files and went away.
    for (const pid of processosDaBase) await esperarQueTermine(pid);

    const guardados = new Set(
      (await lerBase<{ email: string }>(dataDir, 'select email from users')).map((r) => r.email),
    );
    expect(confirmados.length).toBeGreaterThanOrEqual(30);
    expect(confirmados.filter((email) => !guardados.has(email))).toEqual([]);
    // Each import is all or nothing: whole statements only, and every acknowledged one.
    const movimentos = await lerBase<{ volta: string; n: number }>(
      dataDir,
      `select split_part(descricao, ' ', 2) as volta, count(*)::int as n from movimentos group by 1`,
    );
    expect(movimentos.filter((m) => m.n !== LINHAS_POR_EXTRATO)).toEqual([]);
    // Imports killed half-way were undone by the next start, which said so; none is left 'em curso'.
    expect(linhas.filter((l) => l.includes('interrompida pela paragem anterior')).length).toBeGreaterThan(0);
    expect(await lerBase(dataDir, 'select id from importacoes where em_curso')).toEqual([]);
    const voltasGuardadas = new Set(movimentos.map((m) => m.volta));
    expect(extratosConfirmados.filter((volta) => !voltasGuardadas.has(volta))).toEqual([]);
    expect(linhas.join('\n')).not.toMatch(/PANIC|could not locate a valid checkpoint/);
    // The server and its database process speak JSON only, the startup banner included.
    const naoJson = linhas.filter((linha) => {
      try {
        JSON.parse(linha);
        return false;
      } catch {
        return linha.trim() !== '';
      }
    });
    expect(naoJson).toEqual([]);
    // Ten rounds of a 10 000-line import, kill and restart: on a loaded machine, past the project's 300 s.
  }, 600_000);

  it('SIGKILL while an import is being undone: the next start ends the undoing, never leaves half of it', async () => {
    const dataDir = novaPasta();
    const env = { DATA_DIR: dataDir, DEMO_SEED: 'off', LOG_REQUESTS: 'off' };
    const LINHAS_POR_EXTRATO = 5_000;
    const linhas: string[] = [];
    let acesso: { token: string; empresaId: string } | undefined;
    let duracaoMs = 0;
    for (let volta = 1; volta <= 4; volta++) {
      const servidor = await iniciarServidor(env);
      await servidor.pronto;
      acesso ??= await empresaComLoja(servidor);
      const { token, empresaId } = acesso;
      const headers = { authorization: `Bearer ${token}` };
      expect(await importar(servidor.url, acesso, extratoGrande(volta, LINHAS_POR_EXTRATO))).toBe(201);
      const historico = (await (
        await fetch(`${servidor.url}/get/importacoes/${empresaId}`, { headers })
      ).json()) as Array<{ _id: string; anulada: unknown; criadoEm: string }>;
      const importacao = historico
        .filter((i) => i.anulada === null)
        .sort((a, b) => b.criadoEm.localeCompare(a.criadoEm))[0];
      const inicio = performance.now();
      const anulacao = fetch(`${servidor.url}/delete/importacao/${empresaId}/${importacao?._id}`, {
        method: 'DELETE',
        headers,
      }).then(
        (r) => r.status,
        () => 0,
      );
      if (volta === 1) {
        // Whole, to know how long one takes; the next rounds are cut at a fifth, half and four fifths of that.
        expect(await anulacao).toBe(200);
        duracaoMs = performance.now() - inicio;
        servidor.processo.kill('SIGTERM');
      } else {
        await esperar(duracaoMs * [0.2, 0.5, 0.8][volta - 2]!);
        servidor.processo.kill('SIGKILL');
      }
      await servidor.terminou;
      await anulacao;
      linhas.push(...servidor.linhas);
      await esperar(500);
    }
    linhas.push(...(await arrancarEParar(env)));

    // Each statement is all there (its undoing never began) or gone, with its import marked undone.
    const porVolta = await lerBase<{ volta: string; n: number }>(
      dataDir,
      `select split_part(descricao, ' ', 2) as volta, count(*)::int as n from movimentos group by 1`,
    );
    expect(porVolta.filter((m) => m.n !== LINHAS_POR_EXTRATO)).toEqual([]);
    const importacoes = await lerBase<{ anulada: boolean; em_curso: boolean; movimentos: number }>(
      dataDir,
      `select anulada_em is not null as anulada, detalhes ? 'anulacaoEmCurso' as em_curso,
              (select count(*)::int from movimentos m where m.importacao_id = i.id) as movimentos
       from importacoes i`,
    );
    expect(importacoes).toHaveLength(4);
    expect(importacoes.filter((i) => i.em_curso)).toEqual([]);
    expect(importacoes.filter((i) => i.anulada !== (i.movimentos === 0))).toEqual([]);
    expect(porVolta.length).toBe(importacoes.filter((i) => !i.anulada).length);
    // At least one kill landed half-way through, and the next start said it ended it.
    expect(linhas.filter((l) => l.includes('anulação de importação interrompida')).length).toBeGreaterThan(0);
  }, 300_000);

  it('a database process that dies takes the server down with an error, and the next start finds the data', async () => {
    const dataDir = novaPasta();
    const env = { DATA_DIR: dataDir, DEMO_SEED: 'off', LOG_REQUESTS: 'off' };
    const servidor = await iniciarServidor(env);
    await servidor.pronto;
    expect(await registar(servidor.url, 'antes-da-queda@exemplo.pt')).toBe(201);

    process.kill(pidDaBase(dataDir), 'SIGKILL');
    const saida = await servidor.terminou;
    expect(saida.codigo).toBe(1);
    const fatal = servidor.registo().find((l) => l.level === 60);
    expect(fatal?.msg).toMatch(/A base de dados embutida terminou inesperadamente \(sinal SIGKILL\)/);

    const seguinte = await iniciarServidor(env);
    await seguinte.pronto;
    const login = await fetch(`${seguinte.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'antes-da-queda@exemplo.pt', senha: 'segredo1' }),
    });
    expect(login.status).toBe(200);
    seguinte.processo.kill('SIGTERM');
    expect((await seguinte.terminou).codigo).toBe(0);
  });

  it('SIGTERM to the database process alone: the server finishes, both exit cleanly', async () => {
    const dataDir = novaPasta();
    const servidor = await iniciarServidor({ DATA_DIR: dataDir, DEMO_SEED: 'off' });
    await servidor.pronto;
    const pid = pidDaBase(dataDir);
    process.kill(pid, 'SIGTERM');
    expect((await servidor.terminou).codigo).toBe(0);
    expect(vivo(pid)).toBe(false);
    expect(servidor.registo().map((l) => l.msg)).toContain('Servidor terminado.');
    // Both locks are gone: nobody owns the folder.
    const { lockFile, hostLockFile } = embeddedPaths(dataDir);
    expect([lerDono(lockFile), lerDono(hostLockFile)]).toEqual([undefined, undefined]);
  });
});
