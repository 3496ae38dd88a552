// Issue 19 benchmark, disk: a company's first imports on the embedded database (PGlite) through the built
// server — an e-fatura and a bank statement in the real formats, matching, and another year's e-fatura
// imported and undone — then the data folder (write-ahead log, tables, indexes) beside the logical dump
// that `npm run backup` writes of the same data, and the folder that dump restores into.
// Usage: npm run build && npm run disco -w @contas/bench
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { embeddedPaths } from '../../apps/server/src/db/database';
import { abrirPGlite, LIMITE_DO_WAL_BYTES, PARADA_MS } from '../../apps/server/src/db/pglite';
import { criarEmpresa, ficheiroParaImportar, postar } from './support/api';
import { writeSection } from './support/benchmarks-file';
import { gerarEmpresa } from './support/gerar-empresa';
import { describeMachine } from './support/machine';
import { carga, memoria } from './support/processo';
import { pastaDeDadosDe, startServer } from './support/server-process';

const FATURAS = Number(process.env.BENCH_FATURAS ?? 100_000);
const MOVIMENTOS_EXTRA = Number(process.env.BENCH_MOVIMENTOS_EXTRA ?? 50_000);
const ANULADAS = Number(process.env.BENCH_ANULADAS ?? 50_000);
const PORTA = Number(process.env.BENCH_PORTA ?? 4191);
const ANO = 2026;
const inicioDoScript = performance.now();

const mb = (bytes: number) =>
  (bytes / 1e6).toLocaleString('pt-PT', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const vezes = (n: number) =>
  n.toLocaleString('pt-PT', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-PT');
const segundos = (ms: number) =>
  (ms / 1000).toLocaleString('pt-PT', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const log = (...args: unknown[]) =>
  console.log(`[${((performance.now() - inicioDoScript) / 1000).toFixed(0)} s, carga ${carga()}]`, ...args);

/** Bytes of the files under a folder (their sizes, as `du --apparent-size`). */
function bytesDe(pasta: string): number {
  return readdirSync(pasta, { withFileTypes: true }).reduce((soma, e) => {
    const caminho = path.join(pasta, e.name);
    return soma + (e.isDirectory() ? bytesDe(caminho) : e.isFile() ? statSync(caminho).size : 0);
  }, 0);
}

type Pasta = { total: number; wal: number; base: number };
const pastaDe = (pgdata: string): Pasta => ({
  total: bytesDe(pgdata),
  wal: bytesDe(path.join(pgdata, 'pg_wal')),
  base: bytesDe(path.join(pgdata, 'base')),
});

type Relacoes = {
  tabelas: number;
  indices: number;
  linhas: number;
  mortas: number;
  maiores: Array<{ nome: string; tipo: string; bytes: number }>;
};

/** Tables (with their TOAST) and indexes of the database, read with the server stopped. */
async function relacoesDe(pgdata: string): Promise<Relacoes> {
  const db = await abrirPGlite(pgdata);
  try {
    const { rows: somas } = await db.query<{ tabelas: number; indices: number }>(
      `select coalesce(sum(pg_relation_size(c.oid)) filter (where c.relkind in ('r', 't', 'm')), 0)::float8 as tabelas,
              coalesce(sum(pg_relation_size(c.oid)) filter (where c.relkind = 'i'), 0)::float8 as indices
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'pg_toast')`,
    );
    const { rows: maiores } = await db.query<{ nome: string; tipo: string; bytes: number }>(
      `select c.relname as nome, case c.relkind when 'i' then 'índice' else 'tabela' end as tipo,
              pg_relation_size(c.oid)::float8 as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' order by 3 desc limit 8`,
    );
    const { rows: linhas } = await db.query<{ linhas: number; mortas: number }>(
      `select (select count(*) from public.planilha)::int as linhas,
              coalesce((select n_dead_tup from pg_stat_user_tables where relname = 'planilha'), 0)::int as mortas`,
    );
    return {
      ...(somas[0] as { tabelas: number; indices: number }),
      ...(linhas[0] as { linhas: number; mortas: number }),
      maiores,
    };
  } finally {
    await db.close();
  }
}

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist');

/** `npm run backup` / `npm run restaurar` as built, in their own process: its time and peak memory. */
async function correrScript(script: 'backup' | 'restaurar', args: string[], dataDir: string) {
  const t0 = performance.now();
  const filho = spawn(process.execPath, [path.join(DIST, `${script}.js`), ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let saida = '';
  filho.stdout.on('data', (parte: Buffer) => {
    saida += parte.toString();
  });
  let picoMiB = 0;
  const amostrador = setInterval(() => {
    picoMiB = Math.max(picoMiB, memoria(filho.pid as number).picoMiB);
  }, 50);
  const codigo = await new Promise<number | null>((resolve) => filho.once('exit', resolve));
  clearInterval(amostrador);
  if (codigo !== 0) throw new Error(`npm run ${script} terminou com ${codigo}: ${saida}`);
  return { ms: performance.now() - t0, picoMiB, saida };
}

/** The size of the SQL in a `.sql.gz`, decompressed as it streams. */
async function bytesDoSql(ficheiro: string): Promise<number> {
  let bytes = 0;
  for await (const parte of createReadStream(ficheiro).pipe(createGunzip()))
    bytes += (parte as Buffer).length;
  return bytes;
}

// --- The company's files, in the real formats -----------------------------------------------------

log(
  `a gerar a empresa: ${FATURAS} faturas, ${FATURAS + MOVIMENTOS_EXTRA} movimentos, ${ANULADAS} faturas a anular`,
);
const empresa = gerarEmpresa({ faturas: FATURAS, extraMovimentos: MOVIMENTOS_EXTRA, ano: ANO });
const outroAno = gerarEmpresa({ faturas: ANULADAS, extraMovimentos: 0, ano: ANO - 1, seed: 7 });

type Resultado = { _id: string; importadas: number; duplicadas: number; recusadas: number };

// --- Through the built server, on PGlite --------------------------------------------------------------

const servidor = await startServer({ database: 'pglite', port: PORTA });
const dataDir = pastaDeDadosDe(servidor.url);
const { pgdata } = embeddedPaths(dataDir);
type Fase = { nome: string; ms: number; manutencaoMs: number; pasta: Pasta };
const fases: Fase[] = [];
let servidorParado = false;
const restaurada = mkdtempSync(path.join(tmpdir(), 'contas-bench-restaurada-'));
try {
  const e = await criarEmpresa(servidor.url, { nome: 'Disco Cheio, Lda', lojas: ['Loja Centro'] });
  const upload = `${servidor.url}/api/upload/${e.empresaId}`;
  const fase = async (nome: string, trabalho: () => Promise<unknown>) => {
    const t0 = performance.now();
    await trabalho();
    const ms = performance.now() - t0;
    // The vacuum and analyse a big write put off run once the database has been left alone for PARADA_MS, as
    // between a person's actions; the health check's query then waits for whatever is still running, and answers
    // 503 after 10 s of waiting (a vacuum of the ledger takes longer).
    await new Promise((resolve) => setTimeout(resolve, PARADA_MS + 200));
    const t1 = performance.now();
    while (!(await fetch(`${servidor.url}/api/health`)).ok);
    fases.push({ nome, ms, manutencaoMs: performance.now() - t1, pasta: pastaDe(pgdata) });
    log(nome, `${segundos(ms)} s`, JSON.stringify(fases.at(-1)));
  };
  const importar = async (campo: 'efatura' | 'extrato', bytes: Uint8Array, esperadas: number) => {
    const { resposta } = await postar<{ resultados: Resultado[] }>(
      upload,
      e.token,
      ficheiroParaImportar(campo, bytes),
    );
    const r = resposta.resultados[0] as Resultado;
    // Another year's file may repeat a supplier's document number: a duplicate, skipped as the import does.
    if (r.importadas + r.duplicadas !== esperadas || r.recusadas !== 0)
      throw new Error(
        `${campo}: esperava ${esperadas} linhas importadas ou repetidas, veio ${JSON.stringify(r)}`,
      );
    return r;
  };
  await fase(`importação do e-fatura (${inteiro(FATURAS)} linhas)`, () =>
    importar('efatura', empresa.efatura, FATURAS),
  );
  await fase(`importação do extrato (${inteiro(empresa.movimentos)} linhas)`, () =>
    importar('extrato', empresa.extrato, empresa.movimentos),
  );
  await fase('correspondências', () =>
    postar(`${servidor.url}/api/processar-correspondencias/${e.empresaId}`, e.token),
  );
  await fase(`e-fatura de ${ANO - 1} (${inteiro(ANULADAS)} linhas) importado e anulado`, async () => {
    const { _id } = await importar('efatura', outroAno.efatura, ANULADAS);
    const resposta = await fetch(`${servidor.url}/delete/importacao/${e.empresaId}/${_id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${e.token}` },
    });
    if (!resposta.ok) throw new Error(`anular: ${resposta.status} ${await resposta.text()}`);
  });
  await servidor.stop({ manterDados: true });
  servidorParado = true;
  const parada = pastaDe(pgdata);
  const relacoes = await relacoesDe(pgdata);
  log('servidor parado', JSON.stringify(parada), JSON.stringify(relacoes));

  const copia = await correrScript('backup', [], dataDir);
  const [nome] = readdirSync(path.join(dataDir, 'backups'));
  const ficheiro = path.join(dataDir, 'backups', nome as string);
  const gz = statSync(ficheiro).size;
  const sql = await bytesDoSql(ficheiro);
  log('cópia', ficheiro, gz, sql, `${segundos(copia.ms)} s`);

  const restauro = await correrScript('restaurar', [ficheiro], restaurada);
  const pastaRestaurada = pastaDe(embeddedPaths(restaurada).pgdata);
  const relacoesRestauradas = await relacoesDe(embeddedPaths(restaurada).pgdata);
  log('restaurada', JSON.stringify(pastaRestaurada), `${segundos(restauro.ms)} s`);

  const linhaDaPasta = (nome: string, p: Pasta, manutencaoMs?: number) =>
    `| ${nome} | ${manutencaoMs === undefined ? '' : segundos(manutencaoMs)} | ${mb(p.total)} | ${mb(p.wal)} | ${mb(p.base)} | ${vezes(p.total / sql)} |`;
  writeSection(
    'disco',
    `## Disco da base embutida e cópia lógica: ${inteiro(relacoes.linhas)} linhas na planilha (issue 19)

Máquina: ${describeMachine()}. **Partilhada** com os testes de outras pessoas (carga no fim: ${carga()}).
Script: \`bench/src/disco.bench.ts\` (\`npm run build && npm run disco -w @contas/bench\`). Servidor compilado na base
embutida (PGlite); ficheiros nos formatos reais (\`gerar-empresa.ts\`), enviados como o ecrã de importação os envia.
Tamanhos em MB (10⁶ bytes) dos ficheiros (\`du --apparent-size\`); «× SQL» é a pasta a dividir pelo SQL da cópia lógica.
«Manutenção depois»: o que o pedido seguinte ainda esperou pela manutenção da base embutida (o vacuum e o analyze que
uma escrita grande adia fazem-se quando a base fica ${segundos(PARADA_MS)} s sem pedidos; o benchmark deixa-a assim antes de
perguntar); a pasta mede-se no fim.

### A pasta de dados depois de cada fase

| fase | manutenção depois (s) | pasta (MB) | pg_wal (MB) | base/ (MB) | × SQL |
| --- | ---: | ---: | ---: | ---: | ---: |
${fases.map((f) => linhaDaPasta(`${f.nome} — ${segundos(f.ms)} s`, f.pasta, f.manutencaoMs)).join('\n')}
${linhaDaPasta('servidor parado (checkpoint ao fechar)', parada)}
${linhaDaPasta(`restaurada da cópia numa pasta nova — ${segundos(restauro.ms)} s`, pastaRestaurada)}

Maior \`pg_wal\` depois de uma fase: ${mb(Math.max(...fases.map((f) => f.pasta.wal)))} MB; o limite é ${mb(LIMITE_DO_WAL_BYTES)} MB (64 MiB)
depois de cada instrução fora de uma transação: uma importação escreve-se em partes, cada uma a sua transação.

### A cópia lógica (\`npm run backup\`, pg_dump do PGlite)

| | MB |
| --- | ---: |
| SQL (INSERT de 1 000 linhas, sem donos nem permissões) | ${mb(sql)} |
| \`.sql.gz\` gravado em \`DATA_DIR/backups\` | ${mb(gz)} |

\`npm run backup\` em ${segundos(copia.ms)} s, com um pico de ${inteiro(copia.picoMiB)} MiB (cada parte do dump passa inteira pela memória);
\`npm run restaurar\` numa pasta vazia em ${segundos(restauro.ms)} s, com um pico de ${inteiro(restauro.picoMiB)} MiB (lê o ficheiro aos bocados).

### Onde estão os bytes (servidor parado)

| | pasta original (MB) | restaurada (MB) |
| --- | ---: | ---: |
| tabelas (com TOAST) | ${mb(relacoes.tabelas)} | ${mb(relacoesRestauradas.tabelas)} |
| índices | ${mb(relacoes.indices)} | ${mb(relacoesRestauradas.indices)} |
| linhas mortas na planilha | ${inteiro(relacoes.mortas)} | ${inteiro(relacoesRestauradas.mortas)} |

As maiores relações da pasta original: ${relacoes.maiores.map((r) => `${r.nome} (${r.tipo}, ${mb(r.bytes)} MB)`).join(', ')}.

### Alvo: pasta ≤ 3 × a cópia lógica

Pasta com o servidor parado: **${vezes(parada.total / sql)} ×** o SQL da cópia (${vezes(parada.total / gz)} × o \`.sql.gz\`), ${parada.total <= 3 * sql ? 'dentro' : 'fora'} do alvo;
a mesma base restaurada numa pasta nova: ${vezes(pastaRestaurada.total / sql)} ×. A diferença está nos índices: ${mb(relacoes.indices)} MB na pasta que recebeu
as importações e as correspondências, ${mb(relacoesRestauradas.indices)} MB feitos de novo (${vezes(relacoes.indices / relacoesRestauradas.indices)} ×); são ${inteiro((100 * relacoes.indices) / (relacoes.tabelas + relacoes.indices))} % dos bytes das
tabelas e índices. O WAL (${mb(parada.wal)} MB) e as linhas mortas (${inteiro(relacoes.mortas)} na planilha) já não pesam.
`,
  );
} finally {
  if (!servidorParado) await servidor.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(restaurada, { recursive: true, force: true });
}
