import pg from 'pg';
import { TODAS_AS_LOJAS } from '../../../apps/server/src/http/access';
import { criarEmpresa, type EmpresaDeBench } from './api';
import { inteiro } from './benchmarks-file';
import { inserirEmpresaGrande } from './empresa-grande';
import { criarBase, type RunningServer, startServer } from './server-process';

/** The reports' benchmark company: the built server on a fresh database, with a million-row company in it. */
export type Bancada = {
  servidor: RunningServer;
  porta: number;
  /** The database, which outlives the measured server (a profiled one runs on it afterwards). */
  databaseUrl: string;
  pool: pg.Pool;
  empresa: EmpresaDeBench;
  /** A PUT through the API as the company's staff member, answered 2xx. */
  colocar(caminho: string, corpo: unknown): Promise<void>;
  /** Stops the measured server and the pool (again: nothing), so another may run on the database and port. */
  parar(): Promise<void>;
};

/**
 * Runs `medir` on a fresh database of the local PostgreSQL server with the built server on `porta` and the
 * 'Grande Superfície, SA' company of `empresa-grande.ts` (its rows in the first two of `lojas`), written
 * with SQL; then stops the server and drops the database.
 */
export async function comEmpresaGrande(
  opcoes: {
    porta: number;
    lojas: readonly [string, string, ...string[]];
    linhas: number;
    hoje: string;
    vendasComFatura?: boolean;
    log: (...args: unknown[]) => void;
  },
  medir: (bancada: Bancada) => Promise<void>,
): Promise<void> {
  const base = await criarBase();
  try {
    const servidor = await startServer({
      database: 'postgres',
      port: opcoes.porta,
      existingDatabaseUrl: base.url,
    });
    const pool = new pg.Pool({ connectionString: base.url, max: 4 });
    let parado = false;
    const parar = async () => {
      if (parado) return;
      parado = true;
      await pool.end();
      await servidor.stop();
    };
    try {
      const empresa = await criarEmpresa(servidor.url, {
        nome: 'Grande Superfície, SA',
        lojas: [...opcoes.lojas],
      });
      const client = await pool.connect();
      try {
        await inserirEmpresaGrande(client, {
          empresaId: empresa.empresaId,
          lojaIds: [empresa.lojaIds[0] as string, empresa.lojaIds[1] as string],
          linhas: opcoes.linhas,
          hoje: opcoes.hoje,
          ...(opcoes.vendasComFatura && { vendasComFatura: true }),
          progresso: (m) => opcoes.log('empresa grande:', m),
        });
      } finally {
        client.release();
      }
      const colocar = async (caminho: string, corpo: unknown) => {
        const r = await fetch(`${servidor.url}${caminho}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${empresa.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(corpo),
        });
        if (!r.ok) throw new Error(`PUT ${caminho}: ${r.status} ${await r.text()}`);
      };
      await medir({ servidor, porta: opcoes.porta, databaseUrl: base.url, pool, empresa, colocar, parar });
    } finally {
      await parar();
    }
  } finally {
    await base.apagar();
    opcoes.log('fim');
  }
}

/** A store's depreciations of two years and its opening cash of the first, through the API. */
export async function depreciacoesECaixa(
  bancada: Bancada,
  lojaId: string,
  [ano1, ano2]: readonly [number, number],
): Promise<void> {
  const { empresaId } = bancada.empresa;
  await bancada.colocar(`/put/depreciations/${empresaId}/${lojaId}`, {
    depreciations: [ano1, ano2].map((year) => ({
      year,
      equipamento_basico: 24_000,
      equipamento_administrativo: 3_600,
      programas_computador: 1_200,
    })),
  });
  await bancada.colocar(`/put/caixa-inicial/${empresaId}/${lojaId}`, { ano: ano1, valor: 50_000 });
}

/** The scopes every report is measured for: the first store (with ledger) and 'Todas as lojas'. */
export function ambitos(empresa: EmpresaDeBench): ReadonlyArray<readonly [ambito: string, lojaId: string]> {
  return [
    ['Loja Lisboa', empresa.lojaIds[0] as string],
    ['Todas as lojas', TODAS_AS_LOJAS],
  ];
}

/** How many rows of the company each table holds: 'tabela: 1.234, …'. */
export async function contarLinhas(bancada: Bancada, tabelas: readonly string[]): Promise<string> {
  const { rows } = await bancada.pool.query<{ tabela: string; n: number }>(
    tabelas
      .map((t) => `select '${t}' as tabela, count(*)::int as n from ${t} where empresa_id = $1`)
      .join(' union all '),
    [bancada.empresa.empresaId],
  );
  return rows.map((r) => `${r.tabela}: ${inteiro(r.n)}`).join(', ');
}
