// Issue 18 benchmark: GET /get/summary of the 1 000 000-row company (the ledger of relatorios.bench, the 5-store
// budget of orcamento.bench, the stores' headcount and the company's equity), for one store and for 'Todas as
// lojas', under concurrent load (autocannon) on PostgreSQL, beside the server's own queries in psql. The summary
// runs the income statement's, the cash flow's, the budget reports', the break-even's and the VAT map's inputs
// and builders in one request. One port only (BENCH_PORTA, 4181 by default): the measured server runs on a
// database this script creates, and the profiled one on it after the first has stopped.
// Usage: npm run build && npm run resumo -w @contas/bench
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lisbonToday, MESES } from '@contas/core';
import pg from 'pg';
import { AnalisesRepository } from '../../apps/server/src/modules/analises/analises.repository';
import { AnalisesService } from '../../apps/server/src/modules/analises/analises.service';
import { ContasService } from '../../apps/server/src/modules/contas/contas.service';
import { DepreciacoesRepository } from '../../apps/server/src/modules/depreciacoes/depreciacoes.repository';
import { OrcamentoRelatoriosRepository } from '../../apps/server/src/modules/orcamento-relatorios/orcamento-relatorios.repository';
import { OrcamentoRelatoriosService } from '../../apps/server/src/modules/orcamento-relatorios/orcamento-relatorios.service';
import { RelatoriosRepository } from '../../apps/server/src/modules/relatorios/relatorios.repository';
import { RelatoriosService } from '../../apps/server/src/modules/relatorios/relatorios.service';
import { ResumoRepository } from '../../apps/server/src/modules/resumo/resumo.repository';
import { ResumoService } from '../../apps/server/src/modules/resumo/resumo.service';
import { criarEmpresa, multipart, obter, postar } from './support/api';
import { writeSection } from './support/benchmarks-file';
import { medirSobCarga, type SobCarga } from './support/carga-http';
import { inserirEmpresaGrande } from './support/empresa-grande';
import { describeMachine } from './support/machine';
import { ficheiroDeOrcamento, LINHAS_POR_LOJA } from './support/orcamento-grande';
import type { ResumoPerfil } from './support/perfil-cpu';
import { carga } from './support/processo';
import { startServer } from './support/server-process';
import { perfilarDepois } from './support/servidor-perfilado';
import { espiao, type MedidaSql, medirNoPsql } from './support/sql-do-servidor';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const LIGACOES = 10;
const SO1_S = Number(process.env.BENCH_SECONDS_1 ?? 5);
const LINHAS = Number(process.env.BENCH_LINHAS ?? 1_000_000);
const PORTA = Number(process.env.BENCH_PORTA ?? 4181);
const ALVO_MS = 150;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/resumo-bench');
const inicioDoScript = performance.now();
const HOJE = lisbonToday(new Date());
const ANO = Number(HOJE.slice(0, 4));
/** The store id of 'Todas as lojas' (apps/server/src/http/access.ts). */
const TODAS_AS_LOJAS = 'todas';
const LOJAS = ['Loja Lisboa', 'Loja Porto', 'Loja Braga', 'Loja Coimbra', 'Loja Faro'];

const fmt = (n: number, casas = 1) =>
  n.toLocaleString('pt-PT', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-PT');
const log = (...args: unknown[]) =>
  console.log(`[${((performance.now() - inicioDoScript) / 1000).toFixed(0)} s, carga ${carga()}]`, ...args);

type Caso = {
  ambito: string;
  lojaId: string;
  primeiroMs: number;
  http: SobCarga;
  so1: SobCarga;
  caminho: string;
  perfil?: ResumoPerfil;
  servidorSql: MedidaSql[];
};

const servidorPg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nomeBase = `contas_bench_resumo_${Date.now()}`;
const admin = new pg.Client({ connectionString: servidorPg });
await admin.connect();
await admin.query(`create database ${nomeBase}`);
await admin.end();
const urlBase = new URL(servidorPg);
urlBase.pathname = `/${nomeBase}`;
const databaseUrl = urlBase.toString();
const apagarBase = async () => {
  const c = new pg.Client({ connectionString: servidorPg });
  await c.connect();
  await c.query(`drop database if exists ${nomeBase} with (force)`);
  await c.end();
};

const servidor = await startServer({ database: 'postgres', port: PORTA, existingDatabaseUrl: databaseUrl });
let parado = false;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
try {
  const e = await criarEmpresa(servidor.url, { nome: 'Grande Superfície, SA', lojas: LOJAS });
  const client = await pool.connect();
  try {
    await inserirEmpresaGrande(client, {
      empresaId: e.empresaId,
      lojaIds: [e.lojaIds[0] as string, e.lojaIds[1] as string],
      linhas: LINHAS,
      hoje: HOJE,
      progresso: (m) => log('empresa grande:', m),
    });
  } finally {
    client.release();
  }
  // Through the API, as people enter them: depreciations, opening cash, the stores' headcount, the budget
  // of every store for this year and the last, and the company's equity.
  const put = (caminho: string, corpo: unknown) =>
    fetch(`${servidor.url}${caminho}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(corpo),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`PUT ${caminho}: ${r.status} ${await r.text()}`);
    });
  for (const [i, lojaId] of e.lojaIds.entries()) {
    await put(`/put/depreciations/${e.empresaId}/${lojaId}`, {
      depreciations: [ANO - 1, ANO].map((year) => ({
        year,
        equipamento_basico: 24_000,
        equipamento_administrativo: 3_600,
        programas_computador: 1_200,
      })),
    });
    await put(`/put/caixa-inicial/${e.empresaId}/${lojaId}`, { ano: ANO - 1, valor: 50_000 });
    await put(`/put/update-loja-info/${lojaId}`, {
      nome: LOJAS[i],
      employee: [ANO - 1, ANO].map((year) => ({ year, ...Object.fromEntries(MESES.map((m) => [m, 6 + i])) })),
    });
    for (const ano of [ANO - 1, ANO]) {
      await postar(
        `${servidor.url}/api/upload/orcamento/${e.empresaId}/${lojaId}/${ano}`,
        e.token,
        multipart([
          { campo: 'tipoArquivo', valor: 'orcamento' },
          { campo: 'tipoUpload', valor: 'upload-orcamento' },
          {
            campo: 'file',
            nome: `orcamento-${i + 1}-${ano}.xlsx`,
            bytes: await ficheiroDeOrcamento(i + 1, ano),
          },
        ]),
      );
    }
  }
  await put(`/put/capital-proprio/${e.empresaId}`, { ano: ANO, valor: 2_500_000 });
  const { rows } = await pool.query<{ tabela: string; n: number }>(
    `select 'planilha' as tabela, count(*)::int as n from planilha where empresa_id = $1
     union all select 'orcamento_linhas', count(*)::int from orcamento_linhas where empresa_id = $1
     union all select 'somas_mensais_resultados', count(*)::int from somas_mensais_resultados where empresa_id = $1
     union all select 'somas_mensais_caixa', count(*)::int from somas_mensais_caixa where empresa_id = $1
     union all select 'somas_mensais_documentos', count(*)::int from somas_mensais_documentos where empresa_id = $1
     union all select 'prazos_pagamento', count(*)::int from prazos_pagamento where empresa_id = $1`,
    [e.empresaId],
  );
  await pool.query('vacuum analyze');
  const contagens = rows.map((r) => `${r.tabela}: ${inteiro(r.n)}`).join(', ');
  log('linhas guardadas', contagens);

  const casos: Caso[] = [];
  for (const [ambito, lojaId] of [
    ['Loja Lisboa', e.lojaIds[0] as string],
    ['Todas as lojas', TODAS_AS_LOJAS],
  ] as const) {
    const url = `${servidor.url}/get/summary/${e.empresaId}/${lojaId}?ano=${ANO}`;
    // The first request may fold the stored sums and histograms.
    const t0 = performance.now();
    await obter(url, e.token);
    const primeiroMs = performance.now() - t0;
    const http = await medirSobCarga(servidor, url, e.token, { ligacoes: LIGACOES, duracaoS: DURACAO_S });
    const so1 = await medirSobCarga(servidor, url, e.token, { ligacoes: 1, duracaoS: SO1_S });
    // The SQL of this request, from the server's own services and repositories, then in psql.
    const capturado = espiao(pool);
    const relatorios = new RelatoriosService(
      new RelatoriosRepository(capturado.pool),
      new DepreciacoesRepository(capturado.pool),
      new ContasService(capturado.pool),
    );
    const analises = new AnalisesRepository(capturado.pool);
    await new ResumoService(
      new OrcamentoRelatoriosService(relatorios, new OrcamentoRelatoriosRepository(capturado.pool), analises),
      { service: new AnalisesService(relatorios, analises), repo: analises },
      new ResumoRepository(capturado.pool),
    ).entrada(e.empresaId, lojaId, ANO, HOJE);
    const servidorSql = await medirNoPsql(databaseUrl, capturado.consultas);
    casos.push({
      ambito,
      lojaId,
      primeiroMs,
      http,
      so1,
      caminho: url.slice(servidor.url.length),
      servidorSql,
    });
    log(
      ambito,
      `1.º ${primeiroMs.toFixed(0)} ms, p50 ${http.p50} p99 ${http.p99} ms, ${http.rps.toFixed(0)}/s, erros ${http.erros}, ` +
        `1 ligação p50 ${so1.p50} p99 ${so1.p99} ms, CPU/pedido Node ${http.cpuNodeMs.toFixed(1)} PG ${http.cpuPgMs.toFixed(1)} ms; ` +
        `SQL do servidor ${servidorSql.map((s) => s.psqlMs.toFixed(2)).join(' + ')} ms`,
    );
  }

  const cargaFinal = carga();
  await pool.end();
  await servidor.stop();
  parado = true;
  const perfis = await perfilarDepois(
    databaseUrl,
    PORTA,
    casos.map((c) => ({ caminho: c.caminho, token: e.token })),
    { ligacoes: LIGACOES, duracaoS: SO1_S },
  );
  casos.forEach((c, i) => {
    c.perfil = perfis[i];
  });

  // --- Report ----------------------------------------------------------------------------------------------
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    path.join(OUT, 'planos.txt'),
    casos
      .flatMap((c) =>
        [...c.servidorSql]
          .sort((a, b) => b.psqlMs - a.psqlMs)
          .map((s) => `### ${c.ambito} — ${s.psqlMs.toFixed(2)} ms no psql\n${s.texto}\n\n${s.plano}\n`),
      )
      .join('\n'),
  );
  const soma = (medidas: readonly MedidaSql[]) => medidas.reduce((s, q) => s + q.psqlMs, 0);
  const maior = (medidas: readonly MedidaSql[]) => Math.max(...medidas.map((q) => q.psqlMs));
  const nome = (c: Caso) => `Resumo ${ANO}, ${c.ambito}`;
  const tabela = [
    `| pedido | 1.º pedido (ms) | KB | ${LIGACOES} ligações: pedidos/s | p50 (ms) | p99 (ms) | erros | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | consultas do servidor no psql: n, soma, a mais lenta (ms) | carga 1/5/15 min |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...casos.map(
      (c) =>
        `| ${nome(c)} | ${inteiro(c.primeiroMs)} | ${inteiro(c.http.bytes / 1024)} | ${inteiro(c.http.rps)} | ${c.http.p50} | **${c.http.p99}** | ${c.http.erros + c.so1.erros} | ${c.so1.p50} / **${c.so1.p99}** | ${fmt(c.http.cpuNodeMs, 1)} / ${fmt(c.http.cpuPgMs, 1)} | ${c.servidorSql.length}, ${fmt(soma(c.servidorSql), 1)}, ${fmt(maior(c.servidorSql), 1)} | ${c.http.carga} |`,
    ),
  ].join('\n');
  const pct = (ms: number, r: ResumoPerfil) => `${fmt((100 * ms) / Math.max(r.totalMs, 1), 0)} %`;
  const tabelaPerfil = [
    '| pedido | Node ocupado / GC / à espera | onde (tempo próprio do Node) | funções mais pesadas |',
    '| --- | --- | --- | --- |',
    ...casos.map((c) => {
      const r = c.perfil;
      if (!r) return `| ${nome(c)} | (sem perfil) | | |`;
      return `| ${nome(c)} | ${pct(r.ocupadoMs, r)} / ${pct(r.gcMs, r)} / ${pct(r.ociosoMs, r)} | ${r.zonas
        .slice(0, 4)
        .map((z) => `${z.nome} ${pct(z.ms, r)}`)
        .join('; ')} | ${r.funcoes
        .slice(0, 4)
        .map((f) => `\`${f.nome.replaceAll('|', '\\|')}\` ${pct(f.ms, r)}`)
        .join('; ')} |`;
    }),
  ].join('\n');
  const alvos = casos
    .map(
      (c) =>
        `| ${nome(c)} | ${c.http.p99} ms — ${c.http.p99 < ALVO_MS ? 'sim' : '**não**'} | ${c.so1.p99} ms — ${
          c.so1.p99 < ALVO_MS ? 'sim' : '**não**'
        } | ${fmt(((c.http.cpuNodeMs + c.http.cpuPgMs) * LIGACOES) / 2, 0)} ms |`,
    )
    .join('\n');
  const cargas = casos.map((c) => Number(c.http.carga.split(' / ')[0]));
  /** The table a query reads: the outermost FROM's (subqueries come first, a join follows). */
  const tabelaDe = (texto: string) =>
    [...texto.matchAll(/from (\w+)(?: \w+)?\s+(?:where|left join|join)/g)].at(-1)?.[1] ?? 'várias';
  const maisLentas = casos
    .map(
      (c) =>
        `${c.ambito}: ${[...c.servidorSql]
          .sort((a, b) => b.psqlMs - a.psqlMs)
          .slice(0, 4)
          .map((q) => `${fmt(q.psqlMs, 1)} ms em \`${tabelaDe(q.texto)}\``)
          .join(', ')} de ${fmt(soma(c.servidorSql), 1)} ms`,
    )
    .join('; ');

  (process.env.BENCH_DRY === '1' ? (_id: string, md: string) => console.log(md) : writeSection)(
    'resumo',
    `## Resumo a 1 000 000 linhas (issue 18)

Máquina: ${describeMachine()}. **Partilhada** com os testes de outras pessoas (outras sessões a compilar e a correr testes nos
mesmos 2 núcleos): a carga (load average 1/5/15 min) está ao lado de cada número; durante as medições foi de ${fmt(
      Math.min(...cargas),
      1,
    )} a ${fmt(Math.max(...cargas), 1)} a 1 minuto. Script: \`bench/src/resumo.bench.ts\` (\`npm run resumo -w @contas/bench\`), uma execução.

Método: o de "Relatórios" e "Orçamento" (\`bench/src/support/\`). Servidor compilado num processo próprio, numa base nova do
PostgreSQL 15 local; a empresa de ${inteiro(LINHAS)} linhas escritas com SQL (\`empresa-grande.ts\`, 3 anos até ${HOJE}, nas duas primeiras
de 5 lojas), e pela API: depreciações, caixa inicial, o quadro de pessoal de cada loja, o orçamento das 5 lojas para ${ANO - 1} e ${ANO}
(\`orcamento-grande.ts\`, ${LINHAS_POR_LOJA} linhas × 12 meses por loja) e o capital próprio. Guardado: ${contagens}.
\`GET /get/summary\` de ${ANO}, de uma loja com livro e de 'Todas as lojas': um primeiro pedido, depois autocannon num processo próprio,
${LIGACOES} ligações durante ${DURACAO_S} s, e 1 ligação durante ${SO1_S} s (um pedido sem fila), cada carga depois de 2 s de
aquecimento; CPU por pedido do processo do servidor e dos backends da sua base (\`/proc\`). O pedido lê o que a demonstração de
resultados, o fluxo de caixa, os dois relatórios do orçamento, o ponto de equilíbrio e o mapa de IVA leem (os seus serviços, em
paralelo), mais o pessoal e o capital próprio; as consultas, capturadas dos repositórios do servidor, medem-se depois no \`psql\`
(mediana de execuções preparadas como o servidor as envia; planos em \`bench/out/resumo-bench/planos.txt\`).

${tabela}

Carga no fim: ${cargaFinal}.

As consultas mais lentas (no \`psql\`): ${maisLentas}. As linhas do orçamento não têm somas guardadas: a DR Orçamento, o Fluxo de
Caixa Orçamento e o mapa de IVA agrupam-nas cada um a partir das linhas em bruto, e o histograma dos prazos de pagamento soma os
dias de três anos.

### Onde vai o tempo do servidor sob carga

Perfil do V8 (\`--cpu-prof\`) de um segundo processo do servidor na mesma base, arrancado depois de parado o medido, com a mesma
carga de ${LIGACOES} ligações durante ${SO1_S} s.

${tabelaPerfil}

### Alvo: p99 < ${ALVO_MS} ms

A última coluna é a fila que o CPU de cada pedido (Node + PostgreSQL) faz sozinho com ${LIGACOES} ligações em 2 núcleos livres
(${LIGACOES} × CPU / 2): o que o p99 com ${LIGACOES} ligações não pode descer abaixo, nem numa máquina parada.

| pedido | p99, ${LIGACOES} ligações | p99, 1 ligação | fila do CPU com ${LIGACOES} ligações |
| --- | ---: | ---: | ---: |
${alvos}`,
  );
} finally {
  if (!parado) {
    await pool.end();
    await servidor.stop();
  }
  await apagarBase();
  log('fim');
}
