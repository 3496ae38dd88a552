import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pastasTemporarias } from '../../test/pastas-temporarias';
import { basesTemporarias, iniciarServidor, pedir } from '../../test/servidor-processo';
import { embeddedPaths } from '../db/database';
import { abrirPGlite } from '../db/pglite';

// The way out of the embedded database (README 'Da base embutida para um servidor PostgreSQL'), as a person
// takes it with the built server and scripts: the demo company on the embedded database, `npm run backup` with
// the server stopped, `npm run restaurar` into an empty PostgreSQL database, the server again with DATABASE_URL.
const raizDoServidor = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const novaPasta = pastasTemporarias('contas-mudanca-');
const novaBase = basesTemporarias('contas_mudanca');
const servidorPostgres = process.env.DATABASE_URL_TEST;

/** `npm run backup` / `npm run restaurar` as the scripts run them: the built entry point, in its own process. */
function correrScript(script: 'backup' | 'restaurar', args: string[], env: Record<string, string>) {
  return new Promise<{ codigo: number | null; saida: string }>((resolve) => {
    const filho = spawn(process.execPath, [path.join(raizDoServidor, `dist/${script}.js`), ...args], {
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
    filho.once('exit', (codigo) => resolve({ codigo, saida }));
  });
}

/** Every table's row count, through either database's client. */
async function contagens(
  consultar: (sql: string) => Promise<{ rows: unknown[] }>,
): Promise<Record<string, number>> {
  const { rows } = await consultar(
    `select table_name as tabela from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const contagem: Record<string, number> = {};
  for (const { tabela } of rows as Array<{ tabela: string }>) {
    const { rows: n } = await consultar(`select count(*)::int as n from public.${tabela}`);
    contagem[tabela] = (n as Array<{ n: number }>)[0]?.n ?? -1;
  }
  return contagem;
}

/** The demo's owner signs in and reads its company's income statement and cash flow, last year against this. */
async function relatorios(url: string, login: { email: string; senha: string }) {
  const { accessToken } = await pedir(url, '/api/login', login);
  const { _id } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as {
    _id: string;
  };
  // biome-ignore lint/suspicious/noExplicitAny: the answers of a few known routes, read in place
  const obter = async (caminho: string): Promise<any> => {
    const resposta = await fetch(`${url}${caminho}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(resposta.status).toBe(200);
    return resposta.json();
  };
  const perfil = await obter(`/get/${_id}/profile`);
  const empresaId = perfil.empresas[0].empresa._id as string;
  const ano = new Date().getUTCFullYear();
  const anos = `ano=${ano - 1}&ano2=${ano}`;
  return {
    empresas: perfil.empresas,
    demonstracao: await obter(`/get/demonstracao-resultados/${empresaId}/todas?${anos}`),
    fluxo: await obter(`/get/fluxo-caixa/${empresaId}/todas?${anos}`),
  };
}

describe('from the embedded database to PostgreSQL', () => {
  it.skipIf(!servidorPostgres)(
    `moves every row, and the reports answer the same${servidorPostgres ? '' : ' — IGNORADO: sem DATABASE_URL_TEST'}`,
    async () => {
      const dataDir = novaPasta();
      const embutido = await iniciarServidor({ DATA_DIR: dataDir, DEMO_SEED: 'on', LOG_REQUESTS: 'off' });
      await embutido.pronto;
      const login = JSON.parse(readFileSync(path.join(dataDir, 'demo-login.json'), 'utf8')) as {
        email: string;
        senha: string;
      };
      // A report's first read folds the company's monthly sums, and the groups that add up to 0 go: the figures
      // stay, only those groups' zero entries leave the answer's data. The copy carries the folded sums.
      await relatorios(embutido.url, login);
      const antes = await relatorios(embutido.url, login);
      embutido.processo.kill('SIGTERM');
      expect(await embutido.terminou).toEqual({ codigo: 0, sinal: null });
      const embutida = await abrirPGlite(embeddedPaths(dataDir).pgdata);
      const linhas = await contagens((sql) => embutida.query(sql)).finally(() => embutida.close());
      expect(linhas.planilha).toBeGreaterThan(1000);

      const copia = await correrScript('backup', [], { DATA_DIR: dataDir });
      expect(copia).toEqual({ codigo: 0, saida: expect.stringMatching(/^Cópia de segurança gravada em /) });
      const [ficheiro] = readdirSync(path.join(dataDir, 'backups'));
      expect(ficheiro).toMatch(/^contas-claras-.*\.sql\.gz$/);

      const databaseUrl = await novaBase();
      const restauro = await correrScript('restaurar', [path.join(dataDir, 'backups', ficheiro as string)], {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
      });
      expect(restauro).toEqual({ codigo: 0, saida: expect.stringContaining('restaurada no PostgreSQL') });
      const cliente = new pg.Client({ connectionString: databaseUrl });
      await cliente.connect();
      expect(await contagens((sql) => cliente.query(sql)).finally(() => cliente.end())).toEqual(linhas);

      const noPostgres = await iniciarServidor({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_REQUESTS: 'off',
      });
      await noPostgres.pronto;
      try {
        const depois = await relatorios(noPostgres.url, login);
        expect(depois).toEqual(antes);
        // Not two empty reports: the demo café sells this year.
        expect(antes.demonstracao.linhas[0].key).toBe('vendas');
        expect(antes.demonstracao.linhas[0].valores.ano2.total).toBeGreaterThan(0);
      } finally {
        noPostgres.processo.kill('SIGTERM');
        await noPostgres.terminou;
      }
    },
  );
});
