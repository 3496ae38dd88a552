// Issue 2 benchmark: login and an authenticated profile GET under concurrent load from this (second)
// process, against the built server on PostgreSQL and on PGlite, beside a bare endpoint of the same server.
// Usage: npm run build && npm run auth -w @contas/bench
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { writeSection } from './support/benchmarks-file';
import { describeMachine } from './support/machine';
import { startServer } from './support/server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function measure(database: 'pglite' | 'postgres', port: number) {
  const server = await startServer({ database, port });
  try {
    const email = `bench-${Date.now()}@exemplo.pt`;
    const senha = 'segredo-de-bench';
    const signup = await fetch(`${server.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Bench', email, senha, telefone: '' }),
    });
    const { user } = (await signup.json()) as { user: { _id: string } };
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, senha }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    const bare = await load({ url: `${server.url}/api/config` });
    const profile = await load({
      url: `${server.url}/get/${user._id}/profile`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const logins = await load({
      url: `${server.url}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, senha }),
    });
    return { bare, profile, logins };
  } finally {
    await server.stop();
  }
}

async function argon2Cost(): Promise<number> {
  const params = { algorithm: 2, memoryCost: 65_536, timeCost: 2, parallelism: 1 } as const;
  await hash('aquecimento', params);
  const n = 20;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await hash(`senha-${i}`, params);
  return (performance.now() - t0) / n;
}

const row = (name: string, f: Figures) =>
  `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors + f.non2xx} |`;

const argon = await argon2Cost();
const results = { postgres: await measure('postgres', 3991), pglite: await measure('pglite', 3992) };

const table = (db: 'postgres' | 'pglite') => {
  const r = results[db];
  return [
    '| pedido | pedidos/s | p50 (ms) | p99 (ms) | erros |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('`GET /api/config` (sem base de dados: o teto da framework)', r.bare),
    row('`GET /get/{id}/profile` (JWT + utilizador + empresas)', r.profile),
    row('`POST /api/login` (argon2id)', r.logins),
  ].join('\n');
};

writeSection(
  'auth',
  `## Autenticação: login e perfil (issue 2)

Máquina: ${describeMachine()}. Carga: autocannon noutro processo, ${CONNECTIONS} ligações, ${DURATION_S} s por pedido,
contra o servidor compilado (\`apps/server/dist/server.js\`). Script: \`bench/src/auth.bench.ts\`.

Argon2id (64 MiB, 2 passagens, paralelismo 1): **${argon.toFixed(0)} ms** por hash (média de 20), dentro do alvo de 50–100 ms.

### PostgreSQL 15 (servidor local)

${table('postgres')}

### PGlite (embutido, num processo filho)

${table('pglite')}

O login é limitado pelo argon2id (o custo é de propósito: ~${argon.toFixed(0)} ms de CPU por tentativa, em 2 núcleos);
o perfil e o teto mostram o custo da verificação do JWT e das duas consultas por pedido.`,
);
