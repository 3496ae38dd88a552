import { spawn } from 'node:child_process';
import pg from 'pg';
import { cpuSegundos } from './processo';

/** Runs a script in `psql` (stops on the first error) and answers what it printed. */
export function psql(databaseUrl: string, script: string, timeoutMs = 600_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', [databaseUrl, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`psql passou de ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`psql terminou com ${code}: ${err.slice(0, 2000)}`));
    });
    child.stdin.end(script);
  });
}

/** The `Time: … ms` lines psql prints with `\timing on`, in order. */
export function tempos(saida: string): number[] {
  return [...saida.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
}

/** `Execution Time: … ms` of each EXPLAIN ANALYZE in the output, in order. */
export function temposExecucao(saida: string): number[] {
  return [...saida.matchAll(/Execution Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
}

/** A value as a SQL literal of unknown type, as node-postgres sends a parameter (text, typed by the server). */
export function literal(valor: unknown): string {
  if (valor === null || valor === undefined) return 'null';
  if (Array.isArray(valor)) {
    const elementos = valor.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/(["\\])/g, '\\$1')}"`));
    return literal(`{${elementos.join(',')}}`);
  }
  if (valor instanceof Date) return literal(valor.toISOString());
  return `'${String(valor).replaceAll("'", "''")}'`;
}

/**
 * CPU seconds used by the client backends of one database (the server's connections), read from /proc:
 * `inicio()` before a phase, `fim()` after it. A backend that ends in between loses its share.
 */
export async function cpuDosBackends(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = async () => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return new Map(rows.map((r) => [r.pid, cpuSegundos(r.pid)]));
  };
  let antes = new Map<number, number>();
  return {
    async inicio() {
      antes = await backends();
    },
    async fim(): Promise<number> {
      const depois = await backends();
      let total = 0;
      for (const [pid, cpu] of depois) total += cpu - (antes.get(pid) ?? 0);
      return total;
    },
    close: () => client.end(),
  };
}
