// Issue 16 benchmark: 'DR Orçamento' and 'Fluxo de Caixa Orçamento' of the 1 000 000-row company with a budget of
// 5 stores × 200 lines × 12 months (this year and last, imported through the API as a person would), for one
// store and for 'Todas as lojas', under concurrent load (autocannon) on PostgreSQL, beside the bare aggregates
// of the same data in psql — the floor: the GROUP BY over the ledger the monthly sums replace, the budget's own
// GROUP BY and, for the cash, the payment delays' histogram the trigger keeps — and the server's own queries.
// The same method as bench/src/relatorios.bench.ts. One port only (BENCH_PORTA, 3991 by default): the server
// measured runs on a database this script creates, and the profiled one runs on it after the first has stopped.
// Usage: npm run build && npm run orcamento -w @contas/bench
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lisbonToday } from '@contas/core';
import pg from 'pg';
import { AnalisesRepository } from '../../apps/server/src/modules/analises/analises.repository';
import { ContasService } from '../../apps/server/src/modules/contas/contas.service';
import { DepreciacoesRepository } from '../../apps/server/src/modules/depreciacoes/depreciacoes.repository';
import { OrcamentoRelatoriosRepository } from '../../apps/server/src/modules/orcamento-relatorios/orcamento-relatorios.repository';
import { OrcamentoRelatoriosService } from '../../apps/server/src/modules/orcamento-relatorios/orcamento-relatorios.service';
import { RelatoriosRepository } from '../../apps/server/src/modules/relatorios/relatorios.repository';
import { RelatoriosService } from '../../apps/server/src/modules/relatorios/relatorios.service';
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
import { type Consulta, espiao, type MedidaSql, medirNoPsql } from './support/sql-do-servidor';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const LIGACOES = 10;
const SO1_S = Number(process.env.BENCH_SECONDS_1 ?? 5);
const LINHAS = Number(process.env.BENCH_LINHAS ?? 1_000_000);
const PORTA = Number(process.env.BENCH_PORTA ?? 3991);
const inicioDoScript = performance.now();
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/orcamento-bench');
const HOJE = lisbonToday(new Date());
const ANO = Number(HOJE.slice(0, 4));
/** The store id of 'Todas as lojas' (apps/server/src/http/access.ts). */
const TODAS_AS_LOJAS = 'todas';
const LOJAS = ['Loja Lisboa', 'Loja Porto', 'Loja Braga', 'Loja Coimbra', 'Loja Faro'];
/** The histogram's years: the budget's and the two before (orcamento-relatorios.service.ts). */
const ANOS_DE_HISTORICO = 2;

const fmt = (n: number, casas = 1) =>
  n.toLocaleString('pt-PT', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-PT');
const log = (...args: unknown[]) =>
  console.log(`[${((performance.now() - inicioDoScript) / 1000).toFixed(0)} s, carga ${carga()}]`, ...args);

type Relatorio = 'dr-orcamento' | 'fluxo-caixa-orcamento';
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
  /** The raw aggregates: the ledger's GROUP BY, the budget's and, for the cash, the delays' histogram. */
  chaoSql: MedidaSql[];
};

/**
 * What the report stands for, on the raw rows: the year's GROUP BY over planilha that the monthly sums
 * replace (the triggers' rules of migration 20261122030000), the GROUP BY over the budget lines (the server
 * runs it as it is: the budget has no stored sums), and for the cash budget the histogram of payment delays
 * over the ledger that prazos_pagamento keeps (migration 20261124200000).
 */
function chaoDoRelatorio(relatorio: Relatorio, empresaId: string, lojaId: string | undefined): Consulta[] {
  const loja = lojaId ? 'and loja_id = $4' : '';
  const ano = [empresaId, `${ANO}-01-01`, `${ANO + 1}-01-01`, ...(lojaId ? [lojaId] : [])];
  const orcamento = [empresaId, ANO, ...(lojaId ? [lojaId] : [])];
  const lojaOrcamento = lojaId ? 'and loja_id = $3' : '';
  if (relatorio === 'dr-orcamento') {
    return [
      {
        text: `select extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
           categoria_a, subcategoria_a, gasto, sum(coalesce(base_cents, extrato_valor_cents))::bigint as cents
         from planilha
         where empresa_id = $1 and data_referencia >= $2::date and data_referencia < $3::date ${loja}
           and not anulado and coalesce(base_cents, extrato_valor_cents) is not null
         group by 1, 2, 3, 4, 5`,
        values: ano,
      },
      {
        text: `select ano, mes, categoria_a, subcategoria_a, gasto, sum(base_cents)::bigint as cents
         from orcamento_linhas where empresa_id = $1 and ano = $2 ${lojaOrcamento}
         group by ano, mes, categoria_a, subcategoria_a, gasto`,
        values: orcamento,
      },
    ];
  }
  return [
    {
      text: `select extract(year from coalesce(data_pagamento, extrato_data))::int as ano,
         extract(month from coalesce(data_pagamento, extrato_data))::int as mes,
         categoria_b, subcategoria_b, rubrica_b, sum(extrato_valor_cents)::bigint as cents
       from planilha
       where empresa_id = $1 and coalesce(data_pagamento, extrato_data) >= $2::date
         and coalesce(data_pagamento, extrato_data) < $3::date ${loja}
         and not anulado and extrato_valor_cents is not null
       group by 1, 2, 3, 4, 5`,
      values: ano,
    },
    {
      text: `select loja_id, ano, mes, categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b,
         sum(base_cents)::bigint as base_cents, sum(iva_cents)::bigint as iva_cents
       from orcamento_linhas
       where empresa_id = $1 and ano in ($2::int - 1, $2::int) and categoria_b <> 'Sem Categoria B' ${lojaOrcamento}
       group by loja_id, ano, mes, categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b`,
      values: orcamento,
    },
    {
      // The whole company's documents, as the delays are the company's, not a store's.
      text: `select categoria_a, subcategoria_a,
         case when status_correspondencia in ('Correspondido', 'Manual') and data_pagamento is not null
              then least(greatest(data_pagamento - data_emissao, 0), 365) else 0 end as dias,
         count(*)::int as documentos
       from planilha
       where empresa_id = $1 and data_emissao >= $2::date and data_emissao < $3::date
         and not anulado and numero_fatura is not null and coalesce(tipo_documento, '') <> 'Nota de crédito'
         and ((status_correspondencia in ('Correspondido', 'Manual') and data_pagamento is not null)
              or tipo_documento = 'Fatura-recibo')
       group by 1, 2, 3`,
      values: [empresaId, `${ANO - ANOS_DE_HISTORICO}-01-01`, `${ANO + 1}-01-01`],
    },
  ];
}

// The database of the measured server and, after it, of the profiled one (one port for both).
const servidorPg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nomeBase = `contas_bench_orcamento_${Date.now()}`;
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
  // Depreciations and opening cash through the API, so both reports are complete; the budget of every store
  // for this year and the last, each a filled template imported as a person would.
  const put = (caminho: string, corpo: unknown) =>
    fetch(`${servidor.url}${caminho}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(corpo),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`PUT ${caminho}: ${r.status} ${await r.text()}`);
    });
  const importacoesMs: number[] = [];
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
    for (const ano of [ANO - 1, ANO]) {
      const bytes = await ficheiroDeOrcamento(i + 1, ano);
      const { ms } = await postar(
        `${servidor.url}/api/upload/orcamento/${e.empresaId}/${lojaId}/${ano}`,
        e.token,
        multipart([
          { campo: 'tipoArquivo', valor: 'orcamento' },
          { campo: 'tipoUpload', valor: 'upload-orcamento' },
          { campo: 'file', nome: `orcamento-${i + 1}-${ano}.xlsx`, bytes },
        ]),
      );
      importacoesMs.push(ms);
    }
  }
  const { rows } = await pool.query<{ tabela: string; n: number }>(
    `select 'orcamento_linhas' as tabela, count(*)::int as n from orcamento_linhas where empresa_id = $1
     union all select 'prazos_pagamento', count(*)::int from prazos_pagamento where empresa_id = $1
     union all select 'somas_mensais_resultados', count(*)::int from somas_mensais_resultados where empresa_id = $1
     union all select 'somas_mensais_caixa', count(*)::int from somas_mensais_caixa where empresa_id = $1`,
    [e.empresaId],
  );
  await pool.query('vacuum analyze orcamento_linhas, prazos_pagamento');
  const contagens = rows.map((r) => `${r.tabela}: ${inteiro(r.n)}`).join(', ');
  log('linhas guardadas', contagens);

  const casos: Caso[] = [];
  for (const relatorio of ['dr-orcamento', 'fluxo-caixa-orcamento'] as const) {
    for (const [ambito, lojaId] of [
      ['Loja Lisboa', e.lojaIds[0] as string],
      ['Todas as lojas', TODAS_AS_LOJAS],
    ] as const) {
      const url = `${servidor.url}/get/${relatorio}/${e.empresaId}/${lojaId}?ano=${ANO}`;
      // The first request may fold the stored sums and the delays' histogram.
      const t0 = performance.now();
      await obter(url, e.token);
      const primeiroMs = performance.now() - t0;
      const http = await medirSobCarga(servidor, url, e.token, { ligacoes: LIGACOES, duracaoS: DURACAO_S });
      const so1 = await medirSobCarga(servidor, url, e.token, { ligacoes: 1, duracaoS: SO1_S });
      // The server's SQL for this request, from its own repositories, then in psql.
      const capturado = espiao(pool);
      const service = new OrcamentoRelatoriosService(
        new RelatoriosService(
          new RelatoriosRepository(capturado.pool),
          new DepreciacoesRepository(capturado.pool),
          new ContasService(capturado.pool),
        ),
        new OrcamentoRelatoriosRepository(capturado.pool),
        new AnalisesRepository(capturado.pool),
      );
      if (relatorio === 'dr-orcamento') await service.entradaDrOrcamento(e.empresaId, lojaId, ANO, HOJE);
      else await service.entradaFluxoCaixaOrcamento(e.empresaId, lojaId, ANO, HOJE);
      const servidorSql = await medirNoPsql(databaseUrl, capturado.consultas);
      const chaoSql = await medirNoPsql(
        databaseUrl,
        chaoDoRelatorio(relatorio, e.empresaId, lojaId === TODAS_AS_LOJAS ? undefined : lojaId),
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
        chaoSql,
      });
      log(
        relatorio,
        ambito,
        `1.º ${primeiroMs.toFixed(0)} ms, p50 ${http.p50} p99 ${http.p99} ms, ${http.rps.toFixed(0)}/s, erros ${http.erros}, ` +
          `1 ligação p99 ${so1.p99} ms, CPU/pedido Node ${http.cpuNodeMs.toFixed(1)} PG ${http.cpuPgMs.toFixed(1)} ms; ` +
          `SQL do servidor ${servidorSql.map((s) => s.psqlMs.toFixed(2)).join(' + ')} ms; chão ${chaoSql.map((s) => s.psqlMs.toFixed(1)).join(' + ')} ms`,
      );
    }
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
      .flatMap((c) => [
        ...c.chaoSql.map(
          (s, i) => `### ${c.relatorio} — ${c.ambito} — chão, consulta ${i + 1}\n${s.texto}\n\n${s.plano}\n`,
        ),
        ...c.servidorSql.map(
          (s, i) =>
            `### ${c.relatorio} — ${c.ambito} — consulta ${i + 1} do servidor\n${s.texto}\n\n${s.plano}\n`,
        ),
      ])
      .join('\n'),
  );
  const soma = (medidas: readonly MedidaSql[]) => medidas.reduce((s, q) => s + q.psqlMs, 0);
  const nome = (c: Caso) =>
    `${c.relatorio === 'dr-orcamento' ? 'DR Orçamento' : 'Fluxo de Caixa Orçamento'}, ${c.ambito}`;
  const tabela = [
    `| relatório ${ANO} | 1.º pedido (ms) | KB | ${LIGACOES} ligações: pedidos/s | p50 (ms) | p99 (ms) | erros | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | chão no psql (ms; soma e cada) | consultas do servidor, psql (ms; soma e cada) | carga 1/5/15 min |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...casos.map(
      (c) =>
        `| ${nome(c)} | ${inteiro(c.primeiroMs)} | ${inteiro(c.http.bytes / 1024)} | ${inteiro(c.http.rps)} | ${c.http.p50} | **${c.http.p99}** | ${c.http.erros + c.so1.erros} | ${c.so1.p50} / ${c.so1.p99} | ${fmt(c.http.cpuNodeMs, 1)} / ${fmt(c.http.cpuPgMs, 1)} | ${fmt(soma(c.chaoSql), 0)} (${c.chaoSql.map((q) => fmt(q.psqlMs, 1)).join(' + ')}) | ${fmt(soma(c.servidorSql), 1)} (${c.servidorSql.map((q) => fmt(q.psqlMs, 1)).join(' + ')}) | ${c.http.carga} |`,
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
      const chao = soma(c.chaoSql);
      const abaixo100 = c.http.p99 < 100;
      const dentro = c.http.p99 <= 3 * Math.max(chao, 1);
      return `| ${nome(c)} | ${c.http.p99} ms | ${abaixo100 ? 'sim' : '**não**'} | ${fmt(c.http.p99 / chao, 2)} × — ${dentro ? 'sim' : '**não**'} | ${fmt(c.http.p99 / Math.max(soma(c.servidorSql), 0.001), 1)} × |`;
    })
    .join('\n');
  // The load during the measurements, and what the load moves least: the CPU a request costs. With n
  // connections on 2 free cores, that CPU alone queues a request behind about n × CPU / 2 ms of others'.
  const cargas = casos.map((c) => Number(c.http.carga.split(' / ')[0]));
  const cpu = (c: Caso) => c.http.cpuNodeMs + c.http.cpuPgMs;
  const fila = (c: Caso) => (LIGACOES * cpu(c)) / 2;
  const leitura = `Leitura: durante as medições a carga a 1 minuto foi de ${fmt(Math.min(...cargas), 1)} a ${fmt(
    Math.max(...cargas),
    1,
  )} em 2 núcleos (${fmt(Math.min(...cargas) / 2, 1)} a ${fmt(Math.max(...cargas) / 2, 1)} processos prontos por núcleo). O que a carga menos mexe é o CPU por pedido (Node + PostgreSQL): ${casos
    .map((c) => `${nome(c)} ${fmt(cpu(c), 1)} ms`)
    .join(
      '; ',
    )}. Com ${LIGACOES} ligações em 2 núcleos livres, esse CPU sozinho faz uma fila de cerca de ${LIGACOES} × CPU / 2: ${casos
    .map((c) => `${fmt(fila(c), 0)} ms`)
    .join(', ')} — ${
    casos.some((c) => fila(c) >= 100)
      ? `${casos
          .filter((c) => fila(c) >= 100)
          .map(nome)
          .join(
            ' e ',
          )} não ficaria abaixo de 100 ms nem numa máquina parada; os outros medem-se de novo numa máquina parada`
      : 'abaixo de 100 ms: o alvo mede-se de novo numa máquina parada'
  }. ${
    casos.every((c) => c.http.p99 <= 3 * soma(c.chaoSql))
      ? 'Todos ficam abaixo de 3 × o chão.'
      : 'Nem todos ficam abaixo de 3 × o chão.'
  }`;
  const importacoes = `${importacoesMs.length} importações de ${LINHAS_POR_LOJA} linhas × 12 meses, ${inteiro(Math.min(...importacoesMs))}–${inteiro(Math.max(...importacoesMs))} ms cada`;

  (process.env.BENCH_DRY === '1' ? (_id: string, md: string) => console.log(md) : writeSection)(
    'orcamento',
    `## Orçamento: DR Orçamento e Fluxo de Caixa Orçamento a 1 000 000 linhas, orçamento de 5 lojas (issue 16)

Máquina: ${describeMachine()}. **Partilhada** com os testes de outras pessoas (outras sessões a compilar e a correr testes nos
mesmos 2 núcleos): a carga (load average 1/5/15 min) está ao lado de cada número. Script: \`bench/src/orcamento.bench.ts\`
(\`npm run orcamento -w @contas/bench\`), uma execução.

Método: o de "Relatórios" (abaixo), com o mesmo apoio (\`bench/src/support/\`). Servidor compilado num processo próprio, numa base nova do
PostgreSQL 15 local; a empresa de ${inteiro(LINHAS)} linhas escritas com SQL (\`empresa-grande.ts\`, 3 anos até ${HOJE}, nas duas primeiras
de 5 lojas), depreciações e caixa inicial pela API, e o orçamento das 5 lojas para ${ANO - 1} e ${ANO} importado pela API como uma pessoa
o importa (\`orcamento-grande.ts\`: por loja ${LINHAS_POR_LOJA} linhas × 12 meses — vendas, compras, FSE fixos e variáveis, pessoal,
investimento, juros, algumas só na DR; ${importacoes}). Guardado: ${contagens}.
Cada relatório de ${ANO}, de uma loja com livro e de 'Todas as lojas': um primeiro pedido, depois autocannon num processo próprio,
${LIGACOES} ligações durante ${DURACAO_S} s, e 1 ligação durante ${SO1_S} s, cada carga depois de 2 s de aquecimento; CPU por pedido do
processo do servidor e dos backends da sua base (\`/proc\`). O chão no \`psql\` (mediana de execuções preparadas como o servidor as
envia) é o que o relatório representa sobre as linhas em bruto, somado: o \`GROUP BY\` do ano sobre a \`planilha\` que as somas mensais
substituem, o \`GROUP BY\` das linhas do orçamento (o servidor corre-o tal e qual) e, no fluxo de caixa, o histograma dos prazos de
pagamento sobre a \`planilha\` que \`prazos_pagamento\` guarda; ao lado, as consultas que o pedido envia, capturadas dos repositórios do
servidor (que as corre em paralelo). Planos em \`bench/out/orcamento-bench/planos.txt\`.

${tabela}

Carga no fim: ${cargaFinal}.

${leitura}

### Onde vai o tempo do servidor sob carga

Perfil do V8 (\`--cpu-prof\`) de um segundo processo do servidor na mesma base, arrancado depois de parado o medido, com a mesma
carga de ${LIGACOES} ligações durante ${SO1_S} s por relatório.

${tabelaPerfil}

### Alvos: p99 < 100 ms e p99 ≤ 3 × o chão

| relatório | p99 | < 100 ms | p99 / chão (≤ 3 ×) | p99 / consultas do servidor no psql (informativo) |
| --- | ---: | --- | --- | --- |
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
