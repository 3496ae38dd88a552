// Issue 19 benchmark: a company's e-fatura file and bank statement (N + N lines, the real formats) sent the way
// the import screen sends them (one multipart request with both files), then matched, on the built server with
// PGlite and with PostgreSQL — beside, in the same run, COPY of the same rows into an unindexed table of the
// ledger's width on the same engine (the floor), the core parsers' time, the server's peak memory, and another
// company's default spreadsheet page and income statement, asked one after the other while the import and the
// matching run (the other company reads on a second fresh server, so that the ratios are the import's alone).
// Usage: npm run build && npm run importacao-rapida -w @contas/bench (BENCH_CASOS=pglite:20000 one case;
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/perfil" profiles the servers).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type FaturaImportada,
  type MovimentoBancario,
  parseEfatura,
  parseExtrato,
} from '@contas/core/importers';
import { abrirPGlite } from '../../apps/server/src/db/pglite';
import { criarEmpresa, ficheiroParaImportar, ficheirosParaImportar, postar } from './support/api';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { COLUNAS_PLANILHA, csvDaPlanilha } from './support/csv-da-planilha';
import { gerarEmpresa } from './support/gerar-empresa';
import { type Leituras, lerEnquanto } from './support/leitor';
import { describeMachine } from './support/machine';
import { carga, filhos, limparPico, memoria, percentil, registo } from './support/processo';
import { psql, tempos } from './support/psql';
import { type RunningServer, startServer } from './support/server-process';

/** 'base:linhas', in order: by default both sizes on both databases. */
const CASOS = (process.env.BENCH_CASOS ?? 'pglite:20000,postgres:20000,pglite:100000,postgres:100000')
  .split(',')
  .map((caso) => {
    const [base, linhas] = caso.split(':');
    return { database: base as 'pglite' | 'postgres', n: Number(linhas) };
  });
const PORTA = Number(process.env.BENCH_PORTA ?? 3912);
const ANO = 2026;
const log = registo();

// No bank lines are copied, so no `movimento_id` to point at them.
const COLUNAS = COLUNAS_PLANILHA.filter((c) => c !== 'movimento_id');

/** The invoices and statement-only rows the import writes, as CSV for COPY into `COLUNAS`. */
const csvDoLedger = (faturas: readonly FaturaImportada[], movimentos: readonly MovimentoBancario[]) =>
  csvDaPlanilha(COLUNAS, {
    empresaId: '00000000-0000-4000-8000-000000000001',
    lojaId: '00000000-0000-4000-8000-000000000002',
    faturas,
    movimentos,
  });

/**
 * The ledger's columns as plain columns (generated ones too, their defaults kept), no index, constraint nor
 * trigger: read from a PostgreSQL database the server migrated, and created as such on either engine.
 */
async function ddlDoChao(databaseUrl: string): Promise<string> {
  const saida = await psql(
    databaseUrl,
    `\\pset tuples_only on
\\pset format unaligned
select 'create table chao_do_copy (' || string_agg(format('%I %s%s', a.attname, format_type(a.atttypid, a.atttypmod),
         case when a.attgenerated = '' then coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') else '' end),
         ', ' order by a.attnum) || ')'
from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where a.attrelid = 'planilha'::regclass and a.attnum > 0 and not a.attisdropped;`,
  );
  const ddl = saida.split('\n').find((l) => l.startsWith('create table'));
  if (!ddl) throw new Error(`Sem a tabela do chão: ${saida}`);
  return ddl;
}

/** COPY of the rows into the unindexed table: psql's \copy on PostgreSQL, PGlite's /dev/blob in this process. */
async function copiar(
  database: 'pglite' | 'postgres',
  ddl: string,
  csv: string,
  databaseUrl?: string,
): Promise<number> {
  const copia = `copy chao_do_copy (${COLUNAS.join(', ')}) from`;
  if (database === 'postgres') {
    const pasta = mkdtempSync(path.join(tmpdir(), 'contas-bench-chao-'));
    try {
      const ficheiro = path.join(pasta, 'ledger.csv');
      writeFileSync(ficheiro, csv);
      const saida = await psql(
        databaseUrl as string,
        `${ddl};\ncheckpoint;\n\\timing on\n\\${copia} '${ficheiro}' with (format csv)\n\\timing off\ndrop table chao_do_copy;`,
      );
      const ms = tempos(saida)[0];
      if (ms === undefined) throw new Error(`psql não mediu o \\copy: ${saida}`);
      return ms;
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  }
  const pasta = mkdtempSync(path.join(tmpdir(), 'contas-bench-chao-pglite-'));
  const db = await abrirPGlite(pasta);
  try {
    await db.exec(`${ddl}; checkpoint;`);
    const t0 = performance.now();
    await db.query(`${copia} '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
    return performance.now() - t0;
  } finally {
    await db.close();
    rmSync(pasta, { recursive: true, force: true });
  }
}

type Fase = { nome: string; ms: number; picoServidorMiB: number; picoBaseMiB?: number; carga: string };

async function fase(servidor: RunningServer, nome: string, trabalho: () => Promise<unknown>): Promise<Fase> {
  const base = filhos(servidor.pid)[0];
  limparPico(servidor.pid);
  if (base) limparPico(base);
  const t0 = performance.now();
  const r = await trabalho();
  const ms = performance.now() - t0;
  log(nome, `${(ms / 1000).toFixed(1)} s`, JSON.stringify(r).slice(0, 200));
  return {
    nome,
    ms,
    picoServidorMiB: memoria(servidor.pid).picoMiB,
    ...(base ? { picoBaseMiB: memoria(base).picoMiB } : {}),
    carga: carga(),
  };
}

/** Import and matching of one company, as the import screen and the matching button send them. */
type Corrida = { fases: Fase[]; correspondencias: number };

type Medicao = {
  database: 'pglite' | 'postgres';
  n: number;
  parseMs: { efatura: number; extrato: number };
  chaoMs: number;
  /** Target 1: the server busy with this import alone. */
  sozinha: Corrida;
  /** Target 2: the same import on a fresh server while another company reads, with what it read. */
  comLeitor: Corrida;
  leituras: Leituras;
};

let ddl: string | undefined;

async function importarECorresponder(
  servidor: RunningServer,
  empresa: ReturnType<typeof gerarEmpresa>,
  n: number,
): Promise<Corrida> {
  const a = await criarEmpresa(servidor.url, { nome: 'Importação Rápida, Lda', lojas: ['Loja Centro'] });
  const fases: Fase[] = [];
  let correspondencias = 0;
  fases.push(
    await fase(servidor, 'importação (e-fatura + extrato num pedido)', async () => {
      const { resposta } = await postar<{ resultados: Array<{ importadas: number; recusadas: number }> }>(
        `${servidor.url}/api/upload/${a.empresaId}`,
        a.token,
        ficheirosParaImportar({ efatura: empresa.efatura, extrato: empresa.extrato }),
      );
      const [ef, ex] = resposta.resultados;
      if (ef?.importadas !== n || ex?.importadas !== n)
        throw new Error(`Esperava ${n} + ${n} importadas: ${JSON.stringify(resposta.resultados)}`);
      return resposta.resultados;
    }),
  );
  fases.push(
    await fase(servidor, 'correspondências', async () => {
      const { resposta } = await postar<{ correspondencias: number }>(
        `${servidor.url}/api/processar-correspondencias/${a.empresaId}`,
        a.token,
      );
      correspondencias = resposta.correspondencias;
      return resposta;
    }),
  );
  return { fases, correspondencias };
}

/** The built server on a fresh database, given to `trabalho`, stopped after it. */
async function comServidor<T>(
  database: 'pglite' | 'postgres',
  trabalho: (servidor: RunningServer) => Promise<T>,
): Promise<T> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean);
  const servidor = await startServer({ database, port: PORTA, ...(nodeArgs ? { nodeArgs } : {}) });
  try {
    return await trabalho(servidor);
  } finally {
    await servidor.stop();
  }
}

async function medir(database: 'pglite' | 'postgres', n: number): Promise<Medicao> {
  const empresa = gerarEmpresa({ faturas: n, extraMovimentos: 0, ano: ANO });
  const outra = gerarEmpresa({ faturas: 2000, extraMovimentos: 0, ano: ANO, seed: 7 });
  // Core's parsers, after a warm-up of each.
  await parseEfatura(empresa.efatura, 'efatura.csv');
  await parseExtrato(empresa.extrato, 'extrato.csv');
  let t0 = performance.now();
  const faturas = (await parseEfatura(empresa.efatura, 'efatura.csv')).rows;
  const parseEf = performance.now() - t0;
  t0 = performance.now();
  const movimentos = (await parseExtrato(empresa.extrato, 'extrato.csv')).rows;
  const parseEx = performance.now() - t0;

  if (!ddl) ddl = await comServidor('postgres', (pg) => ddlDoChao(pg.databaseUrl as string));
  const { chaoMs, sozinha } = await comServidor(database, async (servidor) => {
    const chao = await copiar(
      database,
      ddl as string,
      csvDoLedger(faturas, movimentos),
      servidor.databaseUrl,
    );
    log(database, n, 'COPY', chao.toFixed(0), 'ms');
    return { chaoMs: chao, sozinha: await importarECorresponder(servidor, empresa, n) };
  });
  const { comLeitor, leituras } = await comServidor(database, async (servidor) => {
    const b = await criarEmpresa(servidor.url, { nome: 'Outra Empresa, Lda', lojas: ['Loja Norte'] });
    // The other company has its own statement lines (the page and the income statement read them).
    await postar(
      `${servidor.url}/api/upload/${b.empresaId}`,
      b.token,
      ficheiroParaImportar('extrato', outra.extrato),
    );
    const parar = lerEnquanto(servidor, b.empresaId, b.token, ANO);
    const [corrida] = await Promise.allSettled([importarECorresponder(servidor, empresa, n)]);
    const lidas = await parar();
    if (corrida.status === 'rejected') throw corrida.reason;
    return { comLeitor: corrida.value, leituras: lidas };
  });
  return {
    database,
    n,
    parseMs: { efatura: parseEf, extrato: parseEx },
    chaoMs,
    sozinha,
    comLeitor,
    leituras,
  };
}

const medicoes: Medicao[] = [];
for (const { database, n } of CASOS) {
  medicoes.push(await medir(database, n));
  escrever();
}

function escrever(): void {
  const nomeBase = (d: 'pglite' | 'postgres') => (d === 'pglite' ? 'PGlite' : 'PostgreSQL');
  const p99 = (v: number[]) => (v.length ? percentil(v, 99) : 0);
  const total = (c: Corrida) => c.fases.reduce((s, f) => s + f.ms, 0);
  const linhasImport = medicoes.map((m) => {
    const razao = total(m.sozinha) / m.chaoMs;
    const alvo = m.database === 'pglite' ? 50 : 30;
    const [imp, corr] = m.sozinha.fases as [Fase, Fase];
    const pico = Math.max(...m.sozinha.fases.map((f) => f.picoServidorMiB));
    const picoBase = Math.max(0, ...m.sozinha.fases.map((f) => f.picoBaseMiB ?? 0));
    return `| ${nomeBase(m.database)} | ${inteiro(m.n)} + ${inteiro(m.n)} | ${fmt(imp.ms / 1000)} | ${fmt(corr.ms / 1000)} | **${fmt(total(m.sozinha) / 1000)}** | ${inteiro(m.chaoMs)} | **${fmt(razao, 0)} ×** (≤ ${alvo} ×: ${razao <= alvo ? 'sim' : 'não'}) | ${inteiro(m.parseMs.efatura)} + ${inteiro(m.parseMs.extrato)} | ${inteiro(pico)}${m.database === 'pglite' ? ` (base ${inteiro(picoBase)})` : ''} | ${inteiro(m.sozinha.correspondencias)} | ${corr.carga} |`;
  });
  const linhasLeituras = medicoes.map((m) => {
    const pg = p99(m.leituras.pagina);
    const dr = p99(m.leituras.dr);
    const max = Math.max(0, ...m.leituras.pagina, ...m.leituras.dr);
    const ok = pg < 300 && dr < 300 && m.leituras.erros === 0;
    const [imp, corr] = m.comLeitor.fases as [Fase, Fase];
    return `| ${nomeBase(m.database)} | ${inteiro(m.n)} + ${inteiro(m.n)} | ${fmt(imp.ms / 1000)} + ${fmt(corr.ms / 1000)} (${fmt(total(m.comLeitor) / m.chaoMs, 0)} ×) | ${m.leituras.pagina.length} / ${m.leituras.dr.length} | ${inteiro(percentil(m.leituras.pagina, 50))} / **${inteiro(pg)}** | ${inteiro(percentil(m.leituras.dr, 50))} / **${inteiro(dr)}** | ${inteiro(max)} | ${m.leituras.erros} | ${ok ? 'sim' : 'não'} |`;
  });

  writeSection(
    'issue19-importacao',
    `### Importação e correspondências contra o COPY (alvos 1 e 2)

${describeMachine()}. Script: \`bench/src/importacao-rapida.bench.ts\` (\`npm run build && npm run importacao-rapida -w @contas/bench\`), uma execução.
Um e-fatura de aquisições e um extrato CGD de N linhas cada (\`gerarEmpresa\`, formatos reais) num só pedido
\`POST /api/upload/:empresaId\` multipart com os dois ficheiros, como o ecrã de importação os envia, depois
\`POST /api/processar-correspondencias\`, ao servidor compilado (processo próprio, base nova), ocupado só com elas.
**Chão**, na mesma execução e no mesmo motor: COPY das mesmas 2 N linhas (as faturas e as linhas só de extrato que a
importação escreve) para uma tabela sem índices, restrições nem gatilhos com as colunas de \`planilha\`
(\`\\copy\` do psql no PostgreSQL; \`copy … from '/dev/blob'\` num PGlite com fsync, neste processo).
Parse: \`parseEfatura\` + \`parseExtrato\` do core neste processo, depois de um aquecimento. Pico: \`VmHWM\` do
processo do servidor em cada fase (no PGlite, a base corre num processo filho, com o seu próprio pico).

| base | linhas | importação (s) | correspondências (s) | total (s) | COPY (ms) | total ÷ COPY | parse do core (ms) | pico do servidor (MiB) | correspondências | carga 1/5/15 min no fim |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${linhasImport.join('\n')}

A mesma importação e as mesmas correspondências noutro servidor novo, enquanto outra empresa (2 000 linhas de
extrato) pede a sua página por omissão e a sua demonstração de resultados, uma a seguir à outra, sem parar
(alvo 2: p99 < 300 ms); o leitor disputa com elas os 2 núcleos:

| base | linhas da importação | importação + correspondências com o leitor (s) | pedidos (página / DR) | página p50 / p99 (ms) | DR p50 / p99 (ms) | o mais lento (ms) | erros | p99 < 300 ms |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${linhasLeituras.join('\n')}

Carga no fim: ${carga()}.`,
  );
}
