// Issue 5 benchmark: the spreadsheet's page, search and sorted-page requests on PostgreSQL, for the company
// of the import benchmark (100 000 invoices + 100 000 bank lines, imported and matched through the API) and
// for a company of 1 000 000 rows (written with SQL), under concurrent load (autocannon), beside the same
// SQL in psql (the floor), and the browser's time from navigation to the grid's first rows painted.
// Usage: npm run build && npm run planilha -w @contas/bench
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lisbonToday } from '@contas/core';
import pg from 'pg';
import { PlanilhaRepository } from '../../apps/server/src/modules/planilha/planilha.repository';
import { type Consulta, PlanilhaService } from '../../apps/server/src/modules/planilha/planilha.service';
import { criarEmpresa, type EmpresaDeBench, ficheiroParaImportar, obter, postar } from './support/api';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { medirSobCarga, type SobCarga } from './support/carga-http';
import { inserirEmpresaGrande } from './support/empresa-grande';
import { gerarEmpresa } from './support/gerar-empresa';
import { describeMachine } from './support/machine';
import { medirPrimeiraPintura, type PrimeiraPintura } from './support/navegador';
import type { ResumoPerfil } from './support/perfil-cpu';
import { carga, registo } from './support/processo';
import { tabelaDoPerfil } from './support/relatorio-sob-carga';
import { startServer } from './support/server-process';
import { perfilarDepois } from './support/servidor-perfilado';
import { espiao, type MedidaSql, medirNoPsql } from './support/sql-do-servidor';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Simultaneous connections of the capacity measure (the target's measure is one client: see below). */
const LIGACOES = 10;
const LIGACOES_VARRIMENTO = [1, 2, 4, 6, 8, 10];
const CURTA_S = Number(process.env.BENCH_SECONDS_CURTA ?? 5);
const FATURAS = Number(process.env.BENCH_FATURAS ?? 100_000);
const LINHAS_GRANDE = Number(process.env.BENCH_LINHAS ?? 1_000_000);
const NAVEGACOES = 5;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/planilha-bench');

const log = registo();

type Pedido = { nome: string; query: Record<string, string> };
type Caso = Pedido & {
  /** The target's measure: one client, each request sent when the previous one is answered. */
  umCliente: SobCarga;
  /** Capacity: LIGACOES connections at once on the 2 cores the server, PostgreSQL and the client share. */
  http: SobCarga;
  sql: MedidaSql[];
  total: number;
  caminho: string;
  token: string;
  perfil?: ResumoPerfil;
};
type Empresa = EmpresaDeBench & { nome: string; linhas: number; casos: Caso[]; pintura?: PrimeiraPintura };

function consultaDoPedido(q: Record<string, string>): Consulta {
  return {
    inicio: q.startDate,
    fim: q.endDate,
    pagina: Number(q.page ?? 1),
    limite: Number(q.limit ?? 200),
    ordem: {
      ...(q.sortBy ? { coluna: q.sortBy as NonNullable<Consulta['ordem']['coluna']> } : {}),
      direcao: (q.sortDir as 'asc' | 'desc' | undefined) ?? (q.sortBy ? 'asc' : 'desc'),
    },
    pesquisa: q.searchTerm,
  };
}

const servidor = await startServer({ database: 'postgres', port: 3997 });
let parado = false;
const databaseUrl = servidor.databaseUrl as string;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  // --- Company 1: the import benchmark's company, through the API -------------------------------------
  log(`empresa de importação: ${FATURAS} + ${FATURAS} linhas`);
  const gerada = gerarEmpresa({
    faturas: FATURAS,
    extraMovimentos: 0,
    ano: Number(lisbonToday(new Date()).slice(0, 4)),
  });
  const e1 = await criarEmpresa(servidor.url, { nome: 'Importação em Massa, Lda', lojas: ['Loja Centro'] });
  for (const [campo, bytes] of [
    ['efatura', gerada.efatura],
    ['extrato', gerada.extrato],
  ] as const) {
    const { ms } = await postar(
      `${servidor.url}/api/upload/${e1.empresaId}`,
      e1.token,
      ficheiroParaImportar(campo, bytes),
    );
    log(`importado ${campo} em ${(ms / 1000).toFixed(1)} s`);
  }
  const { ms: msCorr } = await postar(
    `${servidor.url}/api/processar-correspondencias/${e1.empresaId}`,
    e1.token,
  );
  log(`correspondências em ${(msCorr / 1000).toFixed(1)} s`);

  // --- Company 2: a million rows, with SQL ----------------------------------------------------------------
  const e2 = await criarEmpresa(servidor.url, {
    nome: 'Grande Superfície, SA',
    lojas: ['Loja Lisboa', 'Loja Porto'],
  });
  const client = await pool.connect();
  let grande: Awaited<ReturnType<typeof inserirEmpresaGrande>>;
  try {
    grande = await inserirEmpresaGrande(client, {
      empresaId: e2.empresaId,
      lojaIds: e2.lojaIds as [string, string],
      linhas: LINHAS_GRANDE,
      hoje: lisbonToday(new Date()),
      progresso: (m) => log('empresa grande:', m),
    });
  } finally {
    client.release();
  }
  log(
    `empresa grande: ${(grande.ms / 1000).toFixed(0)} s a inserir, ${(grande.indicesMs / 1000).toFixed(0)} s de índices`,
  );

  const contar = async (empresaId: string) =>
    (
      await pool.query<{ n: number }>('select count(*)::int as n from planilha where empresa_id = $1', [
        empresaId,
      ])
    ).rows[0]?.n ?? 0;
  const empresas: Empresa[] = [
    {
      ...e1,
      nome: `empresa da importação (${inteiro(FATURAS)} faturas + ${inteiro(FATURAS)} movimentos)`,
      linhas: await contar(e1.empresaId),
      casos: [],
    },
    {
      ...e2,
      nome: `empresa de ${inteiro(LINHAS_GRANDE)} linhas`,
      linhas: await contar(e2.empresaId),
      casos: [],
    },
  ];
  const pesquisas = ['exemplo 042', 'eletr'];

  // --- Requests under load, and the same SQL in psql ------------------------------------------------------
  for (const [k, empresa] of empresas.entries()) {
    const pedidos: Pedido[] = [
      { nome: 'página 1, últimos 3 meses (omissão)', query: {} },
      { nome: `pesquisa '${pesquisas[k]}'`, query: { searchTerm: pesquisas[k] as string } },
      { nome: 'ordenada por Total, desc', query: { sortBy: 'total', sortDir: 'desc' } },
      { nome: 'ordenada por Emitente, asc', query: { sortBy: 'emitente', sortDir: 'asc' } },
    ];
    for (const pedido of pedidos) {
      const caminho = `/get/${pedido.query.searchTerm ? 'search/planilhas' : 'planilhas/resumo'}/${empresa.empresaId}`;
      const url = `${servidor.url}${caminho}?${new URLSearchParams(pedido.query)}`;
      const primeira = await obter<{ total: number; dados: unknown[] }>(url, empresa.token);
      const umCliente = await medirSobCarga(servidor, url, empresa.token, {
        ligacoes: 1,
        duracaoS: DURACAO_S,
      });
      const http = await medirSobCarga(servidor, url, empresa.token, {
        ligacoes: LIGACOES,
        duracaoS: DURACAO_S,
      });
      // The SQL this request sends, captured from the server's own repository, then run in psql.
      const capturado = espiao(pool);
      const service = new PlanilhaService({
        pool: capturado.pool,
        repo: new PlanilhaRepository(capturado.pool),
        now: () => new Date(),
      });
      await service.listar(empresa.empresaId, consultaDoPedido(pedido.query));
      const sql = await medirNoPsql(databaseUrl, capturado.consultas);
      empresa.casos.push({
        ...pedido,
        umCliente,
        http,
        sql,
        total: primeira.total,
        caminho: `${caminho}?${new URLSearchParams(pedido.query)}`,
        token: empresa.token,
      });
      log(
        empresa.nome,
        pedido.nome,
        `1 cliente: p50 ${umCliente.p50} ms p99 ${umCliente.p99} ms, ${umCliente.rps.toFixed(0)}/s;`,
        `${LIGACOES} ligações: p50 ${http.p50} ms p99 ${http.p99} ms, ${http.rps.toFixed(0)}/s, erros ${http.erros}, CPU/pedido Node ${http.cpuNodeMs.toFixed(1)} PG ${http.cpuPgMs.toFixed(1)} ms; SQL ${sql.map((s) => s.psqlMs.toFixed(1)).join(' + ')} ms`,
      );
    }
  }

  // --- The default page of the big company against the number of simultaneous requests -----------------------
  // With 2 cores shared by the server, PostgreSQL and the load generator, p99 past a few connections is
  // queueing (connections × CPU per request / cores): the sweep shows where that starts.
  const grandeEmpresa = empresas[1] as Empresa;
  const urlPagina = `${servidor.url}/get/planilhas/resumo/${grandeEmpresa.empresaId}`;
  const varrimento: Array<{ ligacoes: number; carga: SobCarga }> = [];
  for (const ligacoes of LIGACOES_VARRIMENTO) {
    const medida = await medirSobCarga(servidor, urlPagina, grandeEmpresa.token, {
      ligacoes,
      duracaoS: CURTA_S,
    });
    varrimento.push({ ligacoes, carga: medida });
    log('varrimento', ligacoes, 'ligações', `p50 ${medida.p50} p99 ${medida.p99}`);
  }

  // --- The browser: navigation to the first rows painted ---------------------------------------------------
  for (const empresa of empresas) {
    empresa.pintura = await medirPrimeiraPintura({
      base: servidor.url,
      email: empresa.email,
      senha: empresa.senha,
      caminho: `/empresa/${empresa.empresaId}/planilha`,
      vezes: NAVEGACOES,
    });
    log(empresa.nome, 'primeira pintura', empresa.pintura.mediana.pintura.toFixed(0), 'ms');
  }
  const cargaFinal = carga();
  const casos = empresas.flatMap((e) => e.casos);
  const perfis = await perfilarDepois(databaseUrl, 3996, casos, { ligacoes: LIGACOES, duracaoS: CURTA_S });
  casos.forEach((c, i) => {
    c.perfil = perfis[i];
  });
  await pool.end();
  await servidor.stop();
  parado = true;

  // --- Report ----------------------------------------------------------------------------------------------
  mkdirSync(OUT, { recursive: true });
  const planos = empresas
    .flatMap((e) =>
      e.casos.flatMap((c) =>
        c.sql.map((s, i) => `### ${e.nome} — ${c.nome} — consulta ${i + 1}\n${s.texto}\n\n${s.plano}\n`),
      ),
    )
    .join('\n');
  writeFileSync(path.join(OUT, 'planos.txt'), planos);

  const somaPsql = (c: Caso) => c.sql.reduce((s, q) => s + q.psqlMs, 0);
  const somaExec = (c: Caso) => c.sql.reduce((s, q) => s + q.execucaoMs, 0);
  const tabelaHttp = (e: Empresa) =>
    [
      `**${e.nome}** — ${inteiro(e.linhas)} linhas na planilha.`,
      '',
      `| pedido | linhas no filtro | KB por resposta | 1 cliente: pedidos | p50 (ms) | p99 (ms) | ${LIGACOES} ligações: pedidos/s | p50 / p99 (ms) | erros | CPU por pedido, 1 cliente / ${LIGACOES} ligações: Node; PostgreSQL (ms) | SQL no psql (ms, mediana; por consulta) | execução no EXPLAIN ANALYZE (ms) | carga 1/5/15 min |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...e.casos.map(
        (c) =>
          `| ${c.nome} | ${inteiro(c.total)} | ${inteiro(c.http.bytes / 1024)} | ${inteiro(c.umCliente.pedidos)} | ${c.umCliente.p50} | **${c.umCliente.p99}** | ${inteiro(c.http.rps)} | ${c.http.p50} / ${c.http.p99} | ${c.http.erros + c.umCliente.erros} | ${fmt(c.umCliente.cpuNodeMs, 1)} / ${fmt(c.http.cpuNodeMs, 1)}; ${fmt(c.umCliente.cpuPgMs, 1)} / ${fmt(c.http.cpuPgMs, 1)} | **${fmt(somaPsql(c), 1)}** (${c.sql.map((q) => fmt(q.psqlMs, 1)).join(' + ')}) | ${fmt(somaExec(c), 1)} | ${c.umCliente.carga} |`,
      ),
    ].join('\n');

  const grandeEmp = empresas[1] as Empresa;
  const paginaGrande = grandeEmp.casos[0] as Caso;
  const piorGrande = grandeEmp.casos.reduce((a, b) => (b.umCliente.p99 > a.umCliente.p99 ? b : a));
  const alvoPagina = paginaGrande.umCliente.p99 < 50;
  const ateOnde = varrimento.filter((v) => v.carga.p99 < 50).at(-1)?.ligacoes ?? 0;
  const tabelaVarrimento = [
    '| ligações simultâneas | pedidos/s | p50 (ms) | p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | carga 1/5/15 min |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    ...varrimento.map(
      (v) =>
        `| ${v.ligacoes} | ${inteiro(v.carga.rps)} | ${v.carga.p50} | **${v.carga.p99}** | ${fmt(v.carga.cpuNodeMs, 1)} / ${fmt(v.carga.cpuPgMs, 1)} | ${v.carga.carga} |`,
    ),
  ].join('\n');
  const alvoTodas = grandeEmp.casos.every((c) => c.umCliente.p99 < 50);
  const pinturas = empresas.map((e) => e.pintura as PrimeiraPintura);
  const alvoPintura = pinturas.every((p) => p.mediana.pintura < 1000);

  const tabelaPerfil = tabelaDoPerfil(
    'empresa, pedido',
    empresas.flatMap((e, k) => e.casos.map((c) => [`${k + 1}: ${c.nome}`, c.perfil] as const)),
  );

  const tabelaPintura = [
    '| empresa | 1.ª pintura das linhas (ms, mediana de 5) | as 5 navegações (ms) | DOMContentLoaded (ms) | pedido da página: início → fim (ms) |',
    '| --- | ---: | --- | ---: | ---: |',
    ...empresas.map((e) => {
      const p = e.pintura as PrimeiraPintura;
      return `| ${e.nome} | **${inteiro(p.mediana.pintura)}** | ${p.navegacoes.map((n) => inteiro(n.pintura)).join(', ')} | ${inteiro(p.mediana.domPronto)} | ${inteiro(p.mediana.apiInicio)} → ${inteiro(p.mediana.apiFim)} |`;
    }),
  ].join('\n');

  writeSection(
    'planilha',
    `## Planilha: página, pesquisa e ordenação (issue 5)

Máquina: ${describeMachine()}. **Partilhada** com os testes de outras pessoas: a carga (load average 1/5/15 min,
2 núcleos) está ao lado de cada número. Script: \`bench/src/planilha.bench.ts\` (\`npm run planilha -w @contas/bench\`), uma execução.

Método: servidor compilado (\`apps/server/dist/server.js\`) num processo próprio, numa base nova do PostgreSQL 15 local, com duas empresas:
a da importação (\`gerarEmpresa\`: ${inteiro(FATURAS)} faturas e ${inteiro(FATURAS)} movimentos importados pela API e correspondidos) e uma de
${inteiro(LINHAS_GRANDE)} linhas escritas com SQL (\`bench/src/support/empresa-grande.ts\`: 3 anos até hoje, 2 lojas, vendas TPA, compras e FSE de
20 fornecedores por tipo, ordenados, Segurança Social, investimentos, juros e linhas por categorizar; ${fmt(grande.ms / 1000, 0)} s a inserir
sem os índices secundários e ${fmt(grande.indicesMs / 1000, 0)} s a refazê-los, depois \`VACUUM ANALYZE\`).
Cada pedido, com o token de um utilizador da empresa (página de 200 linhas), por autocannon num processo próprio, cada carga
depois de 2 s de aquecimento com a mesma carga:
- **1 cliente** durante ${DURACAO_S} s: uma ligação, cada pedido enviado quando chega a resposta do anterior, ao lado do servidor
  que trabalha — "p50/p99 over many requests from a concurrent client" da issue. É a medida do alvo: o tempo de um pedido,
  que é o que se compara com o SQL do mesmo pedido no \`psql\` (o chão) e o que o utilizador espera ao abrir a planilha.
- **${LIGACOES} ligações** simultâneas durante ${DURACAO_S} s: capacidade. Nos 2 núcleos que o Node, o PostgreSQL e o gerador de carga
  partilham, cada pedido espera a vez dos que estão à frente (p50 ≈ ligações ÷ pedidos/s): o p99 mede a fila, isto é, o CPU por
  pedido vezes as ligações, e não o pedido.

CPU por pedido: do processo do servidor e dos backends da sua base (\`/proc\`), em cada carga.
O SQL: as consultas que o pedido envia, capturadas do próprio \`PlanilhaRepository\` do servidor (mesmo texto e parâmetros),
corridas no \`psql\` preparadas como o node-postgres as envia (plano para os valores), mediana de 15 execuções cada
(\`\\timing\`, ida e volta com as linhas) e a soma das consultas do pedido; e \`EXPLAIN (ANALYZE, BUFFERS)\` de cada uma
(os planos ficam em \`bench/out/planilha-bench/planos.txt\`). O servidor faz a contagem e a página em paralelo; a página é uma instrução por segmento da ordem (os ids pelo índice, depois só essas linhas;
a primeira página da ordem por omissão lê as linhas no próprio percurso do índice).

### Pedidos: 1 cliente e ${LIGACOES} ligações (PostgreSQL)

${tabelaHttp(empresas[0] as Empresa)}

${tabelaHttp(grandeEmp)}

### A página por omissão a ${inteiro(LINHAS_GRANDE)} linhas, por número de pedidos simultâneos

${CURTA_S} s por linha. Os 2 núcleos servem o Node, o PostgreSQL e o gerador de carga: quando estão cheios, cada
ligação a mais acrescenta a sua vez na fila (p50 ≈ ligações ÷ pedidos/s) e o p99 cresce com ela.

${tabelaVarrimento}

### Onde vai o tempo do servidor sob carga

Perfil do V8 (\`--cpu-prof\`) de um segundo processo do servidor na mesma base, arrancado depois de todas as medições, com a mesma
carga de ${LIGACOES} ligações durante ${CURTA_S} s por pedido (empresa 1: a da importação; 2: a de ${inteiro(LINHAS_GRANDE)} linhas). As medições
acima são do servidor sem o perfilador, como o \`npm start\` o corre, e sem esse segundo processo: o perfilador custa ~1 ms de Node por
página, e mesmo parado um processo perfilado gasta 3–8 % de um núcleo em mil interrupções por segundo.
"À espera" é o Node sem nada para fazer (à espera do PostgreSQL ou de pedidos); com a máquina partilhada, o tempo em que o
processo espera pelo CPU não aparece como tempo de CPU, mas estica a latência.

${tabelaPerfil}

### Navegador: da navegação às primeiras linhas da grelha pintadas

Chromium (\`/usr/bin/chromium\`, headless, Playwright), 1440 × 900: entra pelo formulário como o utilizador da empresa e abre
\`/empresa/{id}/planilha\` ${NAVEGACOES} vezes depois de uma de aquecimento. O tempo é \`performance.now()\` (a contar do início da
navegação) no fim da frame em que aparece a primeira linha de dados da grelha (observador de mutações + \`requestAnimationFrame\`).
A grelha é virtual (react-data-grid): das 200 linhas da página, o DOM tem as que cabem no ecrã (${inteiro(pinturas[1]?.mediana.linhasNoDom ?? 0)}).
Carga no fim: ${cargaFinal}.

${tabelaPintura}

### Alvos

| alvo | medido | |
| --- | --- | --- |
| p99 < 50 ms de uma página a ${inteiro(LINHAS_GRANDE)} linhas (1 cliente, ${inteiro(paginaGrande.umCliente.pedidos)} pedidos) | página por omissão: ${paginaGrande.umCliente.p99} ms (p50 ${paginaGrande.umCliente.p50} ms); o pior pedido: ${piorGrande.nome}, ${piorGrande.umCliente.p99} ms | ${alvoPagina ? 'cumprido' : '**não cumprido**'}${alvoPagina && !alvoTodas ? ' (não para todos os pedidos)' : ''} |
| (capacidade, sem alvo na issue) pedidos simultâneos | com ${LIGACOES} ligações p99 ${paginaGrande.http.p99} ms (p50 ${paginaGrande.http.p50} ms, ${inteiro(paginaGrande.http.rps)} pedidos/s); p99 < 50 ms até ${ateOnde} ${ateOnde === 1 ? 'ligação' : 'ligações'} simultâneas (tabela acima) | informativo |
| primeira pintura da grelha < 1 s | ${pinturas.map((p) => `${inteiro(p.mediana.pintura)} ms`).join(' e ')} | ${alvoPintura ? 'cumprido' : '**não cumprido**'} |`,
  );
} finally {
  if (!parado) {
    await pool.end();
    await servidor.stop();
  }
  log('fim');
}
