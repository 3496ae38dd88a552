import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import {
  basesTemporarias,
  empresaComLoja,
  extratoGrande,
  importar,
  iniciarServidor,
  type ServidorEmProcesso,
} from '../../test/servidor-processo';
import { embeddedPaths } from '../db/database';
import { abrirPGlite } from '../db/pglite';

// SIGTERM with an import in flight, on the server as npm start runs it, on both databases.
const novaPasta = pastasTemporarias('contas-encerramento-');
const novaBase = basesTemporarias('contas_proc');
const servidorPostgres = process.env.DATABASE_URL_TEST;

type Base = { env: Record<string, string>; contarMovimentos(): Promise<number> };

async function baseEmbutida(): Promise<Base> {
  const dataDir = novaPasta();
  return {
    env: { DATA_DIR: dataDir },
    async contarMovimentos() {
      const db = await abrirPGlite(embeddedPaths(dataDir).pgdata);
      try {
        return (await db.query<{ n: number }>('select count(*)::int as n from movimentos')).rows[0]?.n ?? -1;
      } finally {
        await db.close();
      }
    },
  };
}

async function basePostgres(): Promise<Base> {
  const url = await novaBase();
  return {
    env: { DATABASE_URL: url, DATA_DIR: novaPasta() },
    async contarMovimentos() {
      const cliente = new pg.Client({ connectionString: url });
      await cliente.connect();
      try {
        return (await cliente.query('select count(*)::int as n from movimentos')).rows[0].n;
      } finally {
        await cliente.end();
      }
    },
  };
}

/** Resolves when the server logs the import's request as received. */
async function importacaoRecebida(servidor: ServidorEmProcesso): Promise<void> {
  while (
    !servidor.registo().some((l) => l.msg === 'incoming request' && /\/api\/upload\//.test(JSON.stringify(l)))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const casos = [
  { nome: 'embutida (PGlite)', criar: baseEmbutida, ativa: true },
  { nome: 'PostgreSQL (DATABASE_URL_TEST)', criar: basePostgres, ativa: !!servidorPostgres },
];

for (const caso of casos) {
  describe.runIf(caso.ativa)(`SIGTERM with an import in flight, base ${caso.nome}`, () => {
    it('within the deadline: the import finishes and is answered, the server exits 0', async () => {
      const base = await caso.criar();
      const servidor = await iniciarServidor({ ...base.env, DEMO_SEED: 'off', SHUTDOWN_TIMEOUT: '120' });
      await servidor.pronto;
      const acesso = await empresaComLoja(servidor);
      const resposta = importar(servidor.url, acesso, extratoGrande(1, 500));
      await importacaoRecebida(servidor);
      servidor.processo.kill('SIGTERM');
      expect(await resposta).toBe(201);
      expect((await servidor.terminou).codigo).toBe(0);
      expect(await base.contarMovimentos()).toBe(500);
    });

    it('past the deadline: the import is cut and nothing of it is written, the server exits 1', async () => {
      const base = await caso.criar();
      const servidor = await iniciarServidor({ ...base.env, DEMO_SEED: 'off', SHUTDOWN_TIMEOUT: '1' });
      await servidor.pronto;
      const acesso = await empresaComLoja(servidor);
      const resposta = importar(servidor.url, acesso, extratoGrande(1, 40_000)).catch(() => 'cortada');
      await importacaoRecebida(servidor);
      servidor.processo.kill('SIGTERM');
      expect(await resposta).toBe('cortada');
      expect((await servidor.terminou).codigo).toBe(1);
      const corte = servidor.registo().find((l) => l.level === 50);
      expect(corte?.pedidos).toEqual([`POST /api/upload/${acesso.empresaId}`]);
      // The embedded database writes a big import in parts: what was in when the server was cut is undone by the
      // next start, before it serves (on PostgreSQL the import's one transaction was rolled back already).
      const seguinte = await iniciarServidor({ ...base.env, DEMO_SEED: 'off' });
      await seguinte.pronto;
      seguinte.processo.kill('SIGTERM');
      expect((await seguinte.terminou).codigo).toBe(0);
      expect(await base.contarMovimentos()).toBe(0);
    });
  });
}
