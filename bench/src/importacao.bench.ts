// Issue 4 benchmark: a company of 100 000 e-fatura lines and 100 000 bank lines in the real formats —
// parse (core parsers, in this process), import through the HTTP API, the same files again (all
// duplicates) and matching, against the built server on PostgreSQL and on PGlite — beside PostgreSQL's own
// COPY of the same rows into the same table (`planilha`, with its indexes and triggers): the floor.
// Usage: npm run build && npm run importacao -w @contas/bench
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chavesMovimentos, parseEfatura, parseExtrato } from '@contas/core/importers';
import { criarEmpresa, ficheiroParaImportar, obter, postar } from './support/api';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { COLUNAS_PLANILHA, csvDaPlanilha, linhaCsv } from './support/csv-da-planilha';
import { gerarEmpresa } from './support/gerar-empresa';
import { entradasDoLog, marcaDoLog, registoLento, resumoDaInstrucao } from './support/log-postgres';
import { describeMachine } from './support/machine';
import {
  instante,
  linhaDoTempo,
  perfilEm,
  type ResumoPerfil,
  resumirPerfil,
  type Trecho,
} from './support/perfil-cpu';
import { carga, cpuSegundos, filhos, limparPico, memoria, registo } from './support/processo';
import { cpuDosBackends, psql, tempos } from './support/psql';
import { type RunningServer, startServer } from './support/server-process';

const FATURAS = Number(process.env.BENCH_FATURAS ?? 100_000);
const ANO = 2026;
const SO_POSTGRES = process.env.BENCH_SO_POSTGRES === '1';

const log = registo();

// --- The company, in the real formats -------------------------------------------------------------

log(`a gerar a empresa: ${FATURAS} faturas e ${FATURAS} movimentos`);
const empresa = gerarEmpresa({ faturas: FATURAS, extraMovimentos: 0, ano: ANO });
const mib = (bytes: number) => bytes / 2 ** 20;

// --- Parse, in this process -----------------------------------------------------------------------

type Parse = { ms: number; cpuS: number; linhas: number; carga: string };
async function medirParse<T extends { rows: unknown[] }>(
  trabalho: () => Promise<T>,
): Promise<Parse & { r: T }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await trabalho();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { ms, cpuS: (cpu.user + cpu.system) / 1e6, linhas: r.rows.length, carga: carga(), r };
}
// One warm-up of each (JIT), then the measured parse.
await parseEfatura(empresa.efatura, 'efatura.csv');
await parseExtrato(empresa.extrato, 'extrato.csv');
const parseFaturas = await medirParse(() => parseEfatura(empresa.efatura, 'efatura.csv'));
const parseExtratoR = await medirParse(() => parseExtrato(empresa.extrato, 'extrato.csv'));
log('parse', parseFaturas.ms.toFixed(0), 'ms +', parseExtratoR.ms.toFixed(0), 'ms');
const faturas = parseFaturas.r.rows;
const movimentos = parseExtratoR.r.rows;
if (faturas.length !== FATURAS || movimentos.length !== FATURAS)
  throw new Error(`O parse leu ${faturas.length} faturas e ${movimentos.length} movimentos.`);

// --- A phase against the server: wall clock, CPU of the server / its database, peak memory -------------

type Fase = {
  nome: string;
  linhas: number;
  ms: number;
  cpuServidorS: number;
  /** PostgreSQL: the server's backends; PGlite: the host process the server forks. */
  cpuBaseS: number;
  picoServidorMiB: number;
  picoBaseMiB?: number;
  carga: string;
  /** V8 profile clock (µs) and wall clock (ms since the epoch) at the start and end. */
  de: number;
  ate: number;
  desdeEpoca: number;
  ateEpoca: number;
  /** The server's resident memory every 100 ms (V8 profile clock, MiB). */
  rss: Array<{ t: number; mib: number }>;
  resposta: unknown;
};

async function medirFase<T>(
  servidor: RunningServer,
  nome: string,
  linhas: number,
  trabalho: () => Promise<T>,
): Promise<Fase & { resposta: T }> {
  const host = filhos(servidor.pid)[0];
  const backends = servidor.databaseUrl ? await cpuDosBackends(servidor.databaseUrl) : undefined;
  limparPico(servidor.pid);
  if (host) limparPico(host);
  await backends?.inicio();
  const cpu0 = cpuSegundos(servidor.pid);
  const cpuHost0 = host ? cpuSegundos(host) : 0;
  const rss: Array<{ t: number; mib: number }> = [];
  const amostrador = setInterval(() => rss.push({ t: instante(), mib: memoria(servidor.pid).atualMiB }), 100);
  const de = instante();
  const desdeEpoca = Date.now();
  const t0 = performance.now();
  const resposta = await trabalho().finally(() => clearInterval(amostrador));
  const ms = performance.now() - t0;
  const ate = instante();
  const ateEpoca = Date.now();
  const cpuServidorS = cpuSegundos(servidor.pid) - cpu0;
  const cpuBaseS = backends ? await backends.fim() : host ? cpuSegundos(host) - cpuHost0 : 0;
  await backends?.close();
  const fase = {
    nome,
    linhas,
    ms,
    cpuServidorS,
    cpuBaseS,
    picoServidorMiB: memoria(servidor.pid).picoMiB,
    ...(host ? { picoBaseMiB: memoria(host).picoMiB } : {}),
    carga: carga(),
    de,
    ate,
    desdeEpoca,
    ateEpoca,
    rss,
    resposta,
  };
  log(
    nome,
    `${(ms / 1000).toFixed(1)} s`,
    `pico ${fase.picoServidorMiB.toFixed(0)} MiB`,
    JSON.stringify(resposta).slice(0, 300),
  );
  return fase;
}

type Resultado = { importadas: number; duplicadas: number; atualizadas: number; recusadas: number };
type Upload = { resultados: Resultado[] };

type Medicao = {
  database: 'postgres' | 'pglite';
  fases: Fase[];
  total: number;
  correspondencias: { correspondencias: number; erros: number };
  perfil?: { importacao: ResumoPerfil; correspondencias: ResumoPerfil };
  linhasDoTempo?: Array<{ fase: string; trechos: Trecho[] }>;
  lentas?: Array<{ fase: string; ms: number; instrucao: string }>;
  planos?: string;
};

async function medirImportacao(database: 'postgres' | 'pglite', port: number): Promise<Medicao> {
  const perfilDir = mkdtempSync(path.join(tmpdir(), 'contas-bench-perfil-'));
  const servidor = await startServer({
    database,
    port,
    // The Node server is sampled (V8 profiler) on PostgreSQL, where the target is.
    ...(database === 'postgres' ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', perfilDir] } : {}),
    // Statements over 250 ms are logged with their duration (plans over 1 s, without ANALYZE: no overhead).
    ...(database === 'postgres' ? { databaseSettings: registoLento(250, 1000) } : {}),
  });
  const marca = marcaDoLog();
  const dbName = servidor.databaseUrl ? new URL(servidor.databaseUrl).pathname.slice(1) : '';
  let parado = false;
  try {
    const e = await criarEmpresa(servidor.url, { nome: 'Importação em Massa, Lda', lojas: ['Loja Centro'] });
    const upload = `${servidor.url}/api/upload/${e.empresaId}`;
    const importar = async (campo: 'efatura' | 'extrato', bytes: Uint8Array, esperadas: number) => {
      const { resposta } = await postar<Upload>(upload, e.token, ficheiroParaImportar(campo, bytes));
      const r = resposta.resultados[0] as Resultado;
      if (r.importadas !== esperadas || r.recusadas !== 0)
        throw new Error(`${campo}: esperava ${esperadas} importadas, veio ${JSON.stringify(r)}`);
      return r;
    };
    const reimportar = async (campo: 'efatura' | 'extrato', bytes: Uint8Array) => {
      const { resposta } = await postar<Upload>(upload, e.token, ficheiroParaImportar(campo, bytes));
      const r = resposta.resultados[0] as Resultado;
      if (r.importadas !== 0 || r.duplicadas !== FATURAS)
        throw new Error(`${campo} outra vez: esperava ${FATURAS} duplicadas, veio ${JSON.stringify(r)}`);
      return r;
    };
    const fases: Fase[] = [];
    fases.push(
      await medirFase(servidor, 'importação do e-fatura', FATURAS, () =>
        importar('efatura', empresa.efatura, FATURAS),
      ),
    );
    fases.push(
      await medirFase(servidor, 'importação do extrato', FATURAS, () =>
        importar('extrato', empresa.extrato, FATURAS),
      ),
    );
    fases.push(
      await medirFase(servidor, 'o mesmo e-fatura outra vez', FATURAS, () =>
        reimportar('efatura', empresa.efatura),
      ),
    );
    fases.push(
      await medirFase(servidor, 'o mesmo extrato outra vez', FATURAS, () =>
        reimportar('extrato', empresa.extrato),
      ),
    );
    const corr = await medirFase(servidor, 'correspondências', 2 * FATURAS, async () => {
      const { resposta } = await postar<{ correspondencias: number; erros: number }>(
        `${servidor.url}/api/processar-correspondencias/${e.empresaId}`,
        e.token,
      );
      return resposta;
    });
    fases.push(corr);
    const { total } = await obter<{ total: number }>(
      `${servidor.url}/get/planilhas/resumo/${e.empresaId}?startDate=${ANO - 1}-01-01&endDate=${ANO + 1}-12-31&limit=1`,
      e.token,
    );
    const medicao: Medicao = { database, fases, total, correspondencias: corr.resposta };
    if (database === 'postgres') {
      await servidor.stop(); // the profile is written when the process ends
      parado = true;
      const ficheiro = perfilEm(perfilDir);
      const [f1, f2, , , f5] = fases as [Fase, Fase, Fase, Fase, Fase];
      if (ficheiro) {
        medicao.perfil = {
          importacao: resumirPerfil(ficheiro, f1.de, f2.ate),
          correspondencias: resumirPerfil(ficheiro, f5.de, f5.ate),
        };
        medicao.linhasDoTempo = fases.map((f) => ({
          fase: f.nome,
          trechos: linhaDoTempo(ficheiro, f.de, f.ate, f.rss, 6),
        }));
      }
      const entradas = entradasDoLog(marca, dbName);
      // The log's time stamps ('2026-11-22 01:21:33.123 UTC') place each statement in its phase.
      const faseDe = (entrada: string) => {
        const hora = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+) UTC/.exec(entrada);
        if (!hora) return '';
        const t = Date.parse(`${hora[1]}T${hora[2]}Z`);
        return fases.find((f) => t >= f.desdeEpoca - 50 && t <= f.ateEpoca + 50)?.nome ?? '';
      };
      medicao.lentas = entradas
        .filter((x) => x.duracaoMs > 0 && !x.texto.includes('Query Text:'))
        .map((x) => ({ fase: faseDe(x.texto), ms: x.duracaoMs, instrucao: resumoDaInstrucao(x) }));
      medicao.planos = entradas
        .filter((x) => x.texto.includes('Query Text:'))
        .map((x) => x.texto.replace(/^\S+ \S+ \S+ \[\d+\] \S+ /, ''))
        .join('\n\n');
    }
    return medicao;
  } finally {
    if (!parado) await servidor.stop();
    rmSync(perfilDir, { recursive: true, force: true });
  }
}

// --- The floor: PostgreSQL's COPY of the same rows into the same table ---------------------------------

const COLUNAS_MOVIMENTOS = [
  'id',
  'empresa_id',
  'banco',
  'conta',
  'data_movimento',
  'data_valor',
  'descricao',
  'valor_cents',
  'saldo_cents',
  'linha',
  'chave',
];

type Copia = { ms: number; cpuS: number; carga: string };
type Chao = {
  planilha: Copia;
  semIndices: Copia;
  indices: number;
  movimentos: Copia;
  planilhaComMovimentos: Copia;
};

/** `\copy` in psql, timed (`\timing`), with the CPU its backend used (read from /proc around it). */
async function copiar(
  databaseUrl: string,
  tabela: string,
  colunas: readonly string[],
  ficheiro: string,
  envolver: { antes: string; depois: string } = { antes: '', depois: '' },
): Promise<Copia> {
  const saida = await psql(
    databaseUrl,
    `${envolver.antes}
select pg_backend_pid() as pid \\gset
\\setenv BACKEND_PID :pid
\\! echo "cpu-antes $(cut -d' ' -f14,15 /proc/$BACKEND_PID/stat)"
\\timing on
\\copy ${tabela} (${colunas.join(', ')}) from '${ficheiro}' with (format csv)
\\timing off
\\! echo "cpu-depois $(cut -d' ' -f14,15 /proc/$BACKEND_PID/stat)"
${envolver.depois}
`,
  );
  const cpu = (marca: string) => {
    const m = new RegExp(`${marca} (\\d+) (\\d+)`).exec(saida);
    return m ? (Number(m[1]) + Number(m[2])) / 100 : 0;
  };
  const ms = tempos(saida)[0];
  if (ms === undefined) throw new Error(`psql não mediu o \\copy: ${saida}`);
  return { ms, cpuS: cpu('cpu-depois') - cpu('cpu-antes'), carga: carga() };
}

async function medirChao(port: number): Promise<Chao> {
  const servidor = await startServer({ database: 'postgres', port });
  const pasta = mkdtempSync(path.join(tmpdir(), 'contas-bench-copy-'));
  try {
    const url = servidor.databaseUrl as string;
    const e = await criarEmpresa(servidor.url, { nome: 'Chão do COPY, Lda', lojas: ['Loja Centro'] });
    const lojaId = e.lojaIds[0] as string;
    // A: the 200 000 rows into planilha (statement-only rows without their bank line).
    const ficheiroA = path.join(pasta, 'planilha.csv');
    writeFileSync(
      ficheiroA,
      csvDaPlanilha(COLUNAS_PLANILHA, { empresaId: e.empresaId, lojaId, faturas, movimentos }),
    );
    await psql(url, 'checkpoint;');
    const planilha = await copiar(url, 'planilha', COLUNAS_PLANILHA, ficheiroA);
    log('COPY planilha', planilha.ms.toFixed(0), 'ms');
    // A0: the same, with the secondary indexes dropped in a transaction that is rolled back (what they cost).
    await psql(url, 'truncate planilha, movimentos cascade; checkpoint;');
    const indices = (
      await psql(
        url,
        `\\pset tuples_only on
\\pset format unaligned
select indexname from pg_indexes i where i.schemaname = 'public' and i.tablename = 'planilha'
  and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass);`,
      )
    )
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const semIndices = await copiar(url, 'planilha', COLUNAS_PLANILHA, ficheiroA, {
      antes: `begin;\n${indices.map((i) => `drop index ${i};`).join('\n')}`,
      depois: 'rollback;',
    });
    log('COPY planilha sem índices secundários', semIndices.ms.toFixed(0), 'ms');
    // B: what the import writes in all: the bank lines, then the rows pointing at them.
    await psql(url, 'truncate planilha, movimentos cascade; checkpoint;');
    const ids = movimentos.map(() => randomUUID());
    const chaves = chavesMovimentos(movimentos);
    const ficheiroM = path.join(pasta, 'movimentos.csv');
    writeFileSync(
      ficheiroM,
      `${movimentos
        .map((m, i) =>
          linhaCsv([
            ids[i],
            e.empresaId,
            m.banco,
            m.conta ?? '',
            m.dataMovimento,
            m.dataValor,
            m.descricao,
            m.valorCents,
            m.saldoCents,
            m.linha,
            chaves[i],
          ]),
        )
        .join('\n')}\n`,
    );
    const ficheiroB = path.join(pasta, 'planilha-com-movimentos.csv');
    writeFileSync(
      ficheiroB,
      csvDaPlanilha(COLUNAS_PLANILHA, {
        empresaId: e.empresaId,
        lojaId,
        faturas,
        movimentos,
        movimentoIds: ids,
      }),
    );
    const copiaMovimentos = await copiar(url, 'movimentos', COLUNAS_MOVIMENTOS, ficheiroM);
    const planilhaComMovimentos = await copiar(url, 'planilha', COLUNAS_PLANILHA, ficheiroB);
    log(
      'COPY movimentos + planilha',
      copiaMovimentos.ms.toFixed(0),
      '+',
      planilhaComMovimentos.ms.toFixed(0),
      'ms',
    );
    return {
      planilha,
      semIndices,
      indices: indices.length,
      movimentos: copiaMovimentos,
      planilhaComMovimentos,
    };
  } finally {
    rmSync(pasta, { recursive: true, force: true });
    await servidor.stop();
  }
}

// --- Run ----------------------------------------------------------------------------------------------

const chao = await medirChao(3994);
const postgres = await medirImportacao('postgres', 3995);
const pglite = SO_POSTGRES ? undefined : await medirImportacao('pglite', 3996);
log('fim das medições');

// --- Report ---------------------------------------------------------------------------------------------

const linhaFase = (f: Fase, base: 'postgres' | 'pglite') =>
  `| ${f.nome} | ${inteiro(f.linhas)} | ${fmt(f.ms / 1000, 2)} | ${inteiro(f.linhas / (f.ms / 1000))} | ${fmt(f.cpuServidorS, 2)} | ${fmt(f.cpuBaseS, 2)} | ${inteiro(f.picoServidorMiB)}${base === 'pglite' ? ` | ${inteiro(f.picoBaseMiB ?? 0)}` : ''} | ${f.carga} |`;

const tabela = (m: Medicao) => {
  const cabecalhoBase = m.database === 'postgres' ? 'CPU PostgreSQL (s)' : 'CPU PGlite (s)';
  return [
    `| fase | linhas | s | linhas/s | CPU Node (s) | ${cabecalhoBase} | pico do servidor (MiB)${m.database === 'pglite' ? ' | pico do PGlite (MiB)' : ''} | carga 1/5/15 min |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---:${m.database === 'pglite' ? ' | ---:' : ''} | --- |`,
    ...m.fases.map((f) => linhaFase(f, m.database)),
  ].join('\n');
};

const [pgEf, pgEx, , , pgCorr] = postgres.fases as [Fase, Fase, Fase, Fase, Fase];
const importacaoMaisCorrespondenciasS = (pgEf.ms + pgEx.ms + pgCorr.ms) / 1000;
const cpuImportacaoS =
  pgEf.cpuServidorS +
  pgEf.cpuBaseS +
  pgEx.cpuServidorS +
  pgEx.cpuBaseS +
  pgCorr.cpuServidorS +
  pgCorr.cpuBaseS;
const copiaS = chao.planilha.ms / 1000;
const razao = importacaoMaisCorrespondenciasS / copiaS;
const razaoCpu = cpuImportacaoS / chao.planilha.cpuS;
const copiaTudoS = (chao.movimentos.ms + chao.planilhaComMovimentos.ms) / 1000;
const picoPg = Math.max(...postgres.fases.map((f) => f.picoServidorMiB));
const alvoRazao = razao <= 5;
const alvoMemoria = picoPg < 512;

const perfilTabela = (r: ResumoPerfil) =>
  [
    `Amostrado ${fmt(r.totalMs / 1000, 1)} s: ocupado ${fmt(r.ocupadoMs / 1000, 1)} s (GC ${fmt(r.gcMs / 1000, 1)} s), à espera (da base de dados, E/S) ${fmt(r.ociosoMs / 1000, 1)} s.`,
    '',
    '| onde (tempo próprio) | s |',
    '| --- | ---: |',
    ...r.zonas.slice(0, 8).map((z) => `| ${z.nome} | ${fmt(z.ms / 1000, 2)} |`),
    '',
    '| função (tempo próprio) | s |',
    '| --- | ---: |',
    ...r.funcoes.slice(0, 10).map((f) => `| \`${f.nome.replaceAll('|', '\\|')}\` | ${fmt(f.ms / 1000, 2)} |`),
  ].join('\n');

const linhasDoTempo = [
  '| fase | trecho (s) | RSS máx. (MiB) | Node ocupado | o que o Node fazia |',
  '| --- | --- | ---: | ---: | --- |',
  ...(postgres.linhasDoTempo ?? [])
    .filter((l) => !l.fase.includes('outra vez'))
    .flatMap((l) =>
      l.trechos.map(
        (t) =>
          `| ${l.fase} | ${fmt(t.desdeS, 1)}–${fmt(t.ateS, 1)} | ${inteiro(t.rssMaxMiB)} | ${inteiro(t.ocupadoPct)} % | \`${t.onde.replaceAll('|', '\\|')}\` |`,
      ),
    ),
].join('\n');

const lentas = (postgres.lentas ?? [])
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 12)
  .map(
    (l) =>
      `| ${l.fase} | ${fmt(l.ms / 1000, 2)} | \`${l.instrucao.replaceAll('|', '\\|').replaceAll('`', "'")}\` |`,
  );

if (postgres.planos) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/importacao');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'planos-lentos.txt'), postgres.planos);
}

const pglSeccao = pglite
  ? `### PGlite (embutido: o servidor arranca-o num processo filho)

${tabela(pglite)}

Linhas na planilha no fim: ${inteiro(pglite.total)}; correspondências: ${inteiro(pglite.correspondencias.correspondencias)}, linhas no relatório de erros: ${inteiro(pglite.correspondencias.erros)}.
O pico do servidor é o do processo Node (\`VmHWM\`); o PGlite corre no processo filho, com o seu próprio pico.`
  : '';

writeSection(
  'importacao',
  `## Importação e correspondências: 100 000 faturas + 100 000 movimentos (issue 4)

Máquina: ${describeMachine()}. **Partilhada**: outras pessoas corriam testes ao mesmo tempo — a carga
(load average de 1/5/15 min, em 2 núcleos) está ao lado de cada número; com carga acima de 2 um processo
tem só parte de um núcleo, por isso também se mostra o **tempo de CPU** (que a carga não estica tanto).
Script: \`bench/src/importacao.bench.ts\` (\`npm run importacao -w @contas/bench\`), uma execução.

Método: \`gerarEmpresa\` (bench/src/support/gerar-empresa.ts) escreve um e-fatura de aquisições de ${inteiro(FATURAS)} linhas
(variante A: UTF-8, aspas, datas ISO; ${fmt(mib(empresa.efatura.length), 1)} MB) e um extrato CGD de ${inteiro(FATURAS)} movimentos
(Windows-1252, \`;\`; ${fmt(mib(empresa.extrato.length), 1)} MB) que os paga 0–20 dias depois (70 % com o número do documento na descrição).
Cada ficheiro vai num pedido \`POST /api/upload/:empresaId\` (multipart, como o ecrã) ao servidor compilado
(\`apps/server/dist/server.js\`, processo próprio, com as opções de \`apps/server/runtime.json\` como no \`npm start\`), depois os mesmos ficheiros outra vez e \`POST /api/processar-correspondencias\`.
CPU: do processo do servidor e (PostgreSQL) dos backends da sua base, lidos em \`/proc\`; pico de memória: \`VmHWM\`
do processo do servidor, reposto no início de cada fase (\`/proc/<pid>/clear_refs\`). O servidor PostgreSQL corre
com \`--cpu-prof\` (amostragem do V8, pouco custo) e a base regista as instruções de mais de 250 ms.

### Parse (parsers de \`packages/core\`, neste processo, depois de um aquecimento)

| ficheiro | linhas | s | linhas/s | CPU (s) | carga 1/5/15 min |
| --- | ---: | ---: | ---: | ---: | --- |
| e-fatura (\`parseEfatura\`) | ${inteiro(parseFaturas.linhas)} | ${fmt(parseFaturas.ms / 1000, 2)} | ${inteiro(parseFaturas.linhas / (parseFaturas.ms / 1000))} | ${fmt(parseFaturas.cpuS, 2)} | ${parseFaturas.carga} |
| extrato CGD (\`parseExtrato\`) | ${inteiro(parseExtratoR.linhas)} | ${fmt(parseExtratoR.ms / 1000, 2)} | ${inteiro(parseExtratoR.linhas / (parseExtratoR.ms / 1000))} | ${fmt(parseExtratoR.cpuS, 2)} | ${parseExtratoR.carga} |

### O chão: \`COPY\` do PostgreSQL para a mesma tabela

Numa base nova migrada pelo servidor (todos os índices de \`planilha\` e os triggers das somas mensais e das contagens diárias),
\`\\copy\` do \`psql\` de um CSV com as mesmas colunas que a importação escreve, cronometrado com \`\\timing\`; CPU do backend em \`/proc\`.

| cópia | linhas | s | linhas/s | CPU backend (s) | carga 1/5/15 min |
| --- | ---: | ---: | ---: | ---: | --- |
| **A** — \`planilha\`: ${inteiro(FATURAS)} faturas + ${inteiro(FATURAS)} linhas só de extrato | ${inteiro(2 * FATURAS)} | **${fmt(copiaS, 2)}** | ${inteiro((2 * FATURAS) / copiaS)} | ${fmt(chao.planilha.cpuS, 2)} | ${chao.planilha.carga} |
| A0 — o mesmo, sem os ${chao.indices} índices secundários (largados numa transação desfeita depois; os triggers ficam) | ${inteiro(2 * FATURAS)} | ${fmt(chao.semIndices.ms / 1000, 2)} | ${inteiro((2 * FATURAS) / (chao.semIndices.ms / 1000))} | ${fmt(chao.semIndices.cpuS, 2)} | ${chao.semIndices.carga} |
| B1 — \`movimentos\` (as linhas do banco) | ${inteiro(FATURAS)} | ${fmt(chao.movimentos.ms / 1000, 2)} | ${inteiro(FATURAS / (chao.movimentos.ms / 1000))} | ${fmt(chao.movimentos.cpuS, 2)} | ${chao.movimentos.carga} |
| B2 — \`planilha\` com \`movimento_id\` (tudo o que a importação escreve) | ${inteiro(2 * FATURAS)} | ${fmt(chao.planilhaComMovimentos.ms / 1000, 2)} | ${inteiro((2 * FATURAS) / (chao.planilhaComMovimentos.ms / 1000))} | ${fmt(chao.planilhaComMovimentos.cpuS, 2)} | ${chao.planilhaComMovimentos.carga} |

### PostgreSQL 15 (servidor local)

${tabela(postgres)}

Linhas na planilha no fim: ${inteiro(postgres.total)}; correspondências: ${inteiro(postgres.correspondencias.correspondencias)}, linhas no relatório de erros: ${inteiro(postgres.correspondencias.erros)}.

${pglSeccao}

### Alvos (PostgreSQL)

| alvo | medido | |
| --- | --- | --- |
| importação + correspondências ≤ 5 × \`COPY\` (A) | ${fmt(importacaoMaisCorrespondenciasS, 1)} s / ${fmt(copiaS, 2)} s = **${fmt(razao, 1)} ×** (em CPU: ${fmt(cpuImportacaoS, 1)} s / ${fmt(chao.planilha.cpuS, 1)} s = ${fmt(razaoCpu, 1)} ×; contra B1 + B2, ${fmt(copiaTudoS, 2)} s: ${fmt(importacaoMaisCorrespondenciasS / copiaTudoS, 1)} ×) | ${alvoRazao ? 'cumprido' : '**não cumprido**'} |
| pico de memória do servidor < 512 MB | ${inteiro(picoPg)} MiB | ${alvoMemoria ? 'cumprido' : '**não cumprido**'} |

### Onde vai o tempo (PostgreSQL)

Perfil do servidor Node durante as duas importações:

${postgres.perfil ? perfilTabela(postgres.perfil.importacao) : '(sem perfil)'}

Perfil do servidor Node durante as correspondências:

${postgres.perfil ? perfilTabela(postgres.perfil.correspondencias) : '(sem perfil)'}

Memória do servidor ao longo de cada fase (RSS lido a cada 100 ms; em cada sexto da fase, o maior RSS, a parte do tempo
em que o Node esteve ocupado e o código do projeto mais acima nas pilhas amostradas nesse tempo ocupado):

${linhasDoTempo}

Instruções SQL de mais de 250 ms (registo do PostgreSQL desta base; os planos das de mais de 1 s, sem ANALYZE,
ficam em \`bench/out/importacao/planos-lentos.txt\`):

| fase | s | instrução |
| --- | ---: | --- |
${lentas.join('\n')}`,
);
log('fim');
