// Issue 6 benchmark: the income statement and the cash flow of a 1 000 000-row company, for one store and for
// 'Todas as lojas', under concurrent load (autocannon) on PostgreSQL, beside the bare aggregate SQL of the
// same data in psql: the GROUP BY over the ledger that the monthly sums replace, and the server's own
// queries over the monthly sums.
// Usage: npm run build && npm run relatorios -w @contas/bench
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lisbonToday } from '@contas/core';
import pg from 'pg';
import { ContasService } from '../../apps/server/src/modules/contas/contas.service';
import { DepreciacoesRepository } from '../../apps/server/src/modules/depreciacoes/depreciacoes.repository';
import { RelatoriosRepository } from '../../apps/server/src/modules/relatorios/relatorios.repository';
import { RelatoriosService } from '../../apps/server/src/modules/relatorios/relatorios.service';
import { criarEmpresa, obter } from './support/api';
import { writeSection } from './support/benchmarks-file';
import { medirSobCarga, type SobCarga } from './support/carga-http';
import { inserirEmpresaGrande } from './support/empresa-grande';
import { describeMachine } from './support/machine';
import type { ResumoPerfil } from './support/perfil-cpu';
import { carga } from './support/processo';
import { startServer } from './support/server-process';
import { perfilarDepois } from './support/servidor-perfilado';
import { type Consulta, espiao, type MedidaSql, medirNoPsql } from './support/sql-do-servidor';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const LIGACOES = 10;
const SO1_S = Number(process.env.BENCH_SECONDS_1 ?? 5);
const LINHAS = Number(process.env.BENCH_LINHAS ?? 1_000_000);
const inicioDoScript = performance.now();
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/relatorios-bench');
const HOJE = lisbonToday(new Date());
const ANO2 = Number(HOJE.slice(0, 4));
const ANO1 = ANO2 - 1;
/** The store id of 'Todas as lojas' (apps/server/src/http/access.ts). */
const TODAS_AS_LOJAS = 'todas';

const fmt = (n: number, casas = 1) =>
  n.toLocaleString('pt-PT', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-PT');
const log = (...args: unknown[]) =>
  console.log(`[${((performance.now() - inicioDoScript) / 1000).toFixed(0)} s, carga ${carga()}]`, ...args);

type Relatorio = 'demonstracao-resultados' | 'fluxo-caixa';
type Caso = {
  relatorio: Relatorio;
  ambito: string;
  lojaId: string;
  primeiroMs: number;
  http: SobCarga;
  so1: SobCarga;
  caminho: string;
  perfil?: ResumoPerfil;
  servidorSql: MedidaSql[];
  agregadoSql: MedidaSql[];
};

/**
 * The GROUP BY over planilha that the monthly sums stand for (the same rules as the triggers of migration
 * 20261122030000): accrual by data_referencia and the invoice's base (else the statement's value); cash by
 * the payment date and the statement's value. One store or all, the two years of the report.
 */
function agregadoDoLedger(relatorio: Relatorio, empresaId: string, lojaId: string | undefined): Consulta {
  const loja = lojaId ? 'and loja_id = $4' : '';
  const values: unknown[] = [empresaId, `${ANO1}-01-01`, `${ANO2 + 1}-01-01`, ...(lojaId ? [lojaId] : [])];
  if (relatorio === 'demonstracao-resultados') {
    return {
      text: `select extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
         categoria_a, subcategoria_a, gasto, sum(coalesce(base_cents, extrato_valor_cents))::bigint as cents
       from planilha
       where empresa_id = $1 and data_referencia >= $2::date and data_referencia < $3::date ${loja}
         and not anulado and coalesce(base_cents, extrato_valor_cents) is not null
       group by 1, 2, 3, 4, 5`,
      values,
    };
  }
  return {
    text: `select extract(year from coalesce(data_pagamento, extrato_data))::int as ano,
       extract(month from coalesce(data_pagamento, extrato_data))::int as mes,
       categoria_b, subcategoria_b, rubrica_b, sum(extrato_valor_cents)::bigint as cents
     from planilha
     where empresa_id = $1 and coalesce(data_pagamento, extrato_data) >= $2::date
       and coalesce(data_pagamento, extrato_data) < $3::date ${loja}
       and not anulado and extrato_valor_cents is not null
     group by 1, 2, 3, 4, 5`,
    values,
  };
}

const servidor = await startServer({ database: 'postgres', port: 3998 });
let parado = false;
const databaseUrl = servidor.databaseUrl as string;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
try {
  const e = await criarEmpresa(servidor.url, {
    nome: 'Grande Superfície, SA',
    lojas: ['Loja Lisboa', 'Loja Porto'],
  });
  const client = await pool.connect();
  try {
    await inserirEmpresaGrande(client, {
      empresaId: e.empresaId,
      lojaIds: e.lojaIds as [string, string],
      linhas: LINHAS,
      hoje: HOJE,
      progresso: (m) => log('empresa grande:', m),
    });
  } finally {
    client.release();
  }
  // Depreciations and opening cash, through the API, so both reports are complete.
  for (const lojaId of e.lojaIds) {
    const put = (caminho: string, corpo: unknown) =>
      fetch(`${servidor.url}${caminho}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(corpo),
      }).then(async (r) => {
        if (!r.ok) throw new Error(`PUT ${caminho}: ${r.status} ${await r.text()}`);
      });
    await put(`/put/depreciations/${e.empresaId}/${lojaId}`, {
      depreciations: [ANO1, ANO2].map((year) => ({
        year,
        equipamento_basico: 24_000,
        equipamento_administrativo: 3_600,
        programas_computador: 1_200,
      })),
    });
    await put(`/put/caixa-inicial/${e.empresaId}/${lojaId}`, { ano: ANO1, valor: 50_000 });
  }
  const { rows } = await pool.query<{ tabela: string; n: number }>(
    `select 'somas_mensais_resultados' as tabela, count(*)::int as n from somas_mensais_resultados where empresa_id = $1
     union all select 'somas_mensais_caixa', count(*)::int from somas_mensais_caixa where empresa_id = $1`,
    [e.empresaId],
  );
  const somasAntes = rows.map((r) => `${r.tabela}: ${inteiro(r.n)}`).join(', ');
  log('somas mensais guardadas', somasAntes);

  const casos: Caso[] = [];
  for (const relatorio of ['demonstracao-resultados', 'fluxo-caixa'] as const) {
    for (const [ambito, lojaId] of [
      ['Loja Lisboa', e.lojaIds[0] as string],
      ['Todas as lojas', TODAS_AS_LOJAS],
    ] as const) {
      const url = `${servidor.url}/get/${relatorio}/${e.empresaId}/${lojaId}?ano=${ANO1}&ano2=${ANO2}`;
      // The first request may fold the stored sums (the service compacts when they are many per group).
      const t0 = performance.now();
      await obter(url, e.token);
      const primeiroMs = performance.now() - t0;
      const http = await medirSobCarga(servidor, url, e.token, { ligacoes: LIGACOES, duracaoS: DURACAO_S });
      const so1 = await medirSobCarga(servidor, url, e.token, { ligacoes: 1, duracaoS: SO1_S });
      // The server's SQL for this request, from its own repositories, then in psql.
      const capturado = espiao(pool);
      const service = new RelatoriosService(
        new RelatoriosRepository(capturado.pool),
        new DepreciacoesRepository(capturado.pool),
        new ContasService(capturado.pool),
      );
      const anos = { ano1: ANO1, ano2: ANO2 };
      if (relatorio === 'demonstracao-resultados')
        await service.entradaDemonstracaoResultados(e.empresaId, lojaId, anos);
      else await service.entradaFluxoCaixa(e.empresaId, lojaId, anos);
      const servidorSql = await medirNoPsql(databaseUrl, capturado.consultas);
      const agregadoSql = await medirNoPsql(
        databaseUrl,
        [agregadoDoLedger(relatorio, e.empresaId, lojaId === TODAS_AS_LOJAS ? undefined : lojaId)],
        5,
      );
      casos.push({
        relatorio,
        ambito,
        lojaId,
        primeiroMs,
        http,
        so1,
        caminho: url.slice(servidor.url.length),
        servidorSql,
        agregadoSql,
      });
      log(
        relatorio,
        ambito,
        `1.º ${primeiroMs.toFixed(0)} ms, p50 ${http.p50} p99 ${http.p99} ms, ${http.rps.toFixed(0)}/s, erros ${http.erros}, ` +
          `1 ligação p99 ${so1.p99} ms, CPU/pedido Node ${http.cpuNodeMs.toFixed(1)} PG ${http.cpuPgMs.toFixed(1)} ms; ` +
          `SQL do servidor ${servidorSql.map((s) => s.psqlMs.toFixed(2)).join(' + ')} ms; GROUP BY ${agregadoSql[0]?.psqlMs.toFixed(0)} ms`,
      );
    }
  }

  const cargaFinal = carga();
  const perfis = await perfilarDepois(
    databaseUrl,
    3999,
    casos.map((c) => ({ caminho: c.caminho, token: e.token })),
    { ligacoes: LIGACOES, duracaoS: SO1_S },
  );
  casos.forEach((c, i) => {
    c.perfil = perfis[i];
  });
  await pool.end();
  await servidor.stop();
  parado = true;

  // --- Report ----------------------------------------------------------------------------------------------
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    path.join(OUT, 'planos.txt'),
    casos
      .flatMap((c) =>
        [...c.agregadoSql, ...c.servidorSql].map(
          (s, i) =>
            `### ${c.relatorio} — ${c.ambito} — ${i === 0 ? 'GROUP BY sobre a planilha' : `consulta ${i} do servidor`}\n${s.texto}\n\n${s.plano}\n`,
        ),
      )
      .join('\n'),
  );
  const somaServidor = (c: Caso) => c.servidorSql.reduce((s, q) => s + q.psqlMs, 0);
  const agregado = (c: Caso) => c.agregadoSql[0] as MedidaSql;
  const nome = (c: Caso) =>
    `${c.relatorio === 'demonstracao-resultados' ? 'Demonstração de resultados' : 'Fluxo de caixa'}, ${c.ambito}`;
  const dentroDoChao = (c: Caso, chaoMs: number) => c.http.p99 <= 3 * Math.max(chaoMs, 1);
  const tabela = [
    `| relatório ${ANO1} vs ${ANO2} | 1.º pedido (ms) | KB | ${LIGACOES} ligações: pedidos/s | p50 (ms) | p99 (ms) | erros | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | GROUP BY na planilha, psql (ms) | consultas do servidor, psql (ms; soma e cada) | carga 1/5/15 min |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...casos.map(
      (c) =>
        `| ${nome(c)} | ${inteiro(c.primeiroMs)} | ${inteiro(c.http.bytes / 1024)} | ${inteiro(c.http.rps)} | ${c.http.p50} | **${c.http.p99}** | ${c.http.erros + c.so1.erros} | ${c.so1.p50} / ${c.so1.p99} | ${fmt(c.http.cpuNodeMs, 1)} / ${fmt(c.http.cpuPgMs, 1)} | ${fmt(agregado(c).psqlMs, 0)} (execução ${fmt(agregado(c).execucaoMs, 0)}) | ${fmt(somaServidor(c), 1)} (${c.servidorSql.map((q) => fmt(q.psqlMs, 1)).join(' + ')}) | ${c.http.carga} |`,
    ),
  ].join('\n');
  const pct = (ms: number, r: ResumoPerfil) => `${fmt((100 * ms) / Math.max(r.totalMs, 1), 0)} %`;
  const tabelaPerfil = [
    '| relatório | Node ocupado / GC / à espera | onde (tempo próprio do Node) | funções mais pesadas |',
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
    .map((c) => {
      const abaixo100 = c.http.p99 < 100;
      const vsAgregado = dentroDoChao(c, agregado(c).psqlMs);
      return `| ${nome(c)} | ${c.http.p99} ms | ${abaixo100 ? 'sim' : '**não**'} | ${fmt(c.http.p99 / agregado(c).psqlMs, 2)} × — ${vsAgregado ? 'sim' : '**não**'} | ${fmt(c.http.p99 / Math.max(somaServidor(c), 0.001), 1)} × |`;
    })
    .join('\n');

  (process.env.BENCH_DRY === '1' ? (_id: string, md: string) => console.log(md) : writeSection)(
    'relatorios',
    `## Relatórios: demonstração de resultados e fluxo de caixa a 1 000 000 linhas (issue 6)

Máquina: ${describeMachine()}. **Partilhada** com os testes de outras pessoas: a carga (load average 1/5/15 min,
2 núcleos) está ao lado de cada número. Script: \`bench/src/relatorios.bench.ts\` (\`npm run relatorios -w @contas/bench\`), uma execução.

Método: servidor compilado num processo próprio, numa base nova do PostgreSQL 15 local; uma empresa de ${inteiro(LINHAS)} linhas escritas com SQL
(\`bench/src/support/empresa-grande.ts\`: 3 anos até ${HOJE}, 2 lojas, vendas, compras, FSE, pessoal, investimento, juros e linhas por categorizar;
os triggers mantêm as somas mensais — ${somasAntes} linhas depois da inserção, em lotes de 100 000), depreciações e caixa inicial pela API.
Cada relatório ${ANO1} contra ${ANO2}, de uma loja e de 'Todas as lojas': um primeiro pedido (que pode compactar as somas), depois autocannon
num processo próprio, ${LIGACOES} ligações durante ${DURACAO_S} s, e 1 ligação durante ${SO1_S} s (um pedido sem fila), cada carga depois de 2 s
de aquecimento com a mesma carga; CPU por pedido do processo
do servidor e dos backends da sua base (\`/proc\`). O chão no \`psql\` (mediana de execuções preparadas como o servidor as envia):
o \`GROUP BY\` sobre a \`planilha\` dos dois anos que as somas mensais substituem (as mesmas regras dos triggers), e as consultas que o
pedido envia, capturadas dos próprios repositórios do servidor (o servidor corre-as em paralelo). Planos (\`EXPLAIN (ANALYZE, BUFFERS)\`)
em \`bench/out/relatorios-bench/planos.txt\`.

${tabela}

Carga no fim: ${cargaFinal}.

### Onde vai o tempo do servidor sob carga

Perfil do V8 (\`--cpu-prof\`) de um segundo processo do servidor na mesma base, arrancado depois de todas as medições, com a mesma
carga de ${LIGACOES} ligações durante ${SO1_S} s por relatório. As medições acima são do servidor sem o perfilador, como o \`npm start\` o
corre, e sem esse segundo processo.

${tabelaPerfil}

### Alvos: p99 < 100 ms e p99 ≤ 3 × o chão

O chão do alvo é o \`GROUP BY\` sobre a \`planilha\` (agregar o livro). O servidor não agrega o livro em cada pedido: lê as somas
mensais que os triggers mantêm, e a última coluna compara o p99 com essas consultas só para mostrar o que custa o resto (HTTP, sessão,
construção e JSON do relatório, a fila de ${LIGACOES} ligações em 2 núcleos) — não é um alvo.

| relatório | p99 | < 100 ms | p99 / GROUP BY na planilha (≤ 3 ×) | p99 / consultas do servidor no psql (informativo) |
| --- | ---: | --- | --- | --- |
${alvos}`,
  );
} finally {
  if (!parado) {
    await pool.end();
    await servidor.stop();
  }
  log('fim');
}
