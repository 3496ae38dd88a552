// Issue 17 benchmark: the VAT map, the average ticket and the break-even of the 1 000 000-row company (with sales
// invoices for two thirds of its card takings, and a budget of this year for the VAT forecast), for one store
// and for 'Todas as lojas', under concurrent load (autocannon) on PostgreSQL, beside the floor in psql: the
// GROUP BYs over the ledger (and the budget, and the products) that the document sums replace — and the
// server's own queries. The same method as bench/src/relatorios.bench.ts, without the profiler.
// One port (BENCH_PORTA, 4170 by default). Usage: npm run build && npm run analises -w @contas/bench
import { lisbonToday } from '@contas/core';
import pg from 'pg';
import { AnalisesRepository } from '../../apps/server/src/modules/analises/analises.repository';
import { AnalisesService } from '../../apps/server/src/modules/analises/analises.service';
import { ContasService } from '../../apps/server/src/modules/contas/contas.service';
import { DepreciacoesRepository } from '../../apps/server/src/modules/depreciacoes/depreciacoes.repository';
import { RelatoriosRepository } from '../../apps/server/src/modules/relatorios/relatorios.repository';
import { RelatoriosService } from '../../apps/server/src/modules/relatorios/relatorios.service';
import { criarEmpresa, multipart, obter, postar } from './support/api';
import { writeSection } from './support/benchmarks-file';
import { medirSobCarga, type SobCarga } from './support/carga-http';
import { inserirEmpresaGrande } from './support/empresa-grande';
import { describeMachine } from './support/machine';
import { ficheiroDeOrcamento } from './support/orcamento-grande';
import { carga } from './support/processo';
import { startServer } from './support/server-process';
import { type Consulta, espiao, type MedidaSql, medirNoPsql } from './support/sql-do-servidor';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const LIGACOES = 10;
const SO1_S = Number(process.env.BENCH_SECONDS_1 ?? 5);
const LINHAS = Number(process.env.BENCH_LINHAS ?? 1_000_000);
const PORTA = Number(process.env.BENCH_PORTA ?? 4170);
const inicioDoScript = performance.now();
const HOJE = lisbonToday(new Date());
const ANO2 = Number(HOJE.slice(0, 4));
const ANO1 = ANO2 - 1;
/** The store id of 'Todas as lojas' (apps/server/src/http/access.ts). */
const TODAS_AS_LOJAS = 'todas';
const VENDAS = 'Vendas e serviços prestados';

/** What the last run showed, beside the figures (kept when the section is written again). */
const NOTA = `Com 10 ligações em 2 núcleos partilhados, o p99 mede sobretudo a fila pela CPU: cada pedido custa 2–6 ms de CPU (Node e
PostgreSQL somados) e, com uma ligação, o p99 fica entre 4 e 15 ms. Numa execução anterior, com a máquina a uma carga de ~6
(três vezes os núcleos, de outras sessões), o mapa de IVA de uma loja deu p99 102 ms com 10 ligações (14 ms com uma) e os outros
casos 22–92 ms. O primeiro desenho (o IVA ÷ base de cada documento nas somas: ~50 linhas por taxa) custava 10 ms de Node e
9–14 ms de PostgreSQL por pedido no mapa de IVA, e dava p99 de 330–400 ms com a mesma empresa.`;

const fmt = (n: number, casas = 1) =>
  n.toLocaleString('pt-PT', { maximumFractionDigits: casas, minimumFractionDigits: casas });
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-PT');
const log = (...args: unknown[]) =>
  console.log(`[${((performance.now() - inicioDoScript) / 1000).toFixed(0)} s, carga ${carga()}]`, ...args);

type Analise = 'previsao-iva' | 'analise-ticket-medio' | 'ponto-equilibrio';
const NOMES: Record<Analise, string> = {
  'previsao-iva': 'Mapa de Previsão de IVA',
  'analise-ticket-medio': 'Análise Ticket Médio',
  'ponto-equilibrio': 'Ponto de Equilíbrio',
};
type Caso = {
  analise: Analise;
  ambito: string;
  primeiroMs: number;
  http: SobCarga;
  so1: SobCarga;
  servidorSql: MedidaSql[];
  chao: MedidaSql[];
};

/**
 * What a report without the document sums would aggregate over the ledger (the same rules as the triggers of
 * migrations 20261124700100 and 20261122030000), for one store or all.
 */
function chaoDaAnalise(analise: Analise, empresaId: string, lojaId: string | undefined): Consulta[] {
  const loja = lojaId ? 'and loja_id = $4' : '';
  const valores = [empresaId, `${ANO1}-01-01`, `${ANO2 + 1}-01-01`, ...(lojaId ? [lojaId] : [])];
  const vendas: Consulta = {
    text: `select loja_id, extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
         subcategoria_a, coalesce(tipo_documento, ''), numero_fatura is not null, coalesce(base_cents, extrato_valor_cents, 0) < 0,
         count(*), sum(coalesce(base_cents, extrato_valor_cents, 0))::bigint
       from planilha
       where empresa_id = $1 and data_referencia >= $2::date and data_referencia < $3::date ${loja}
         and not anulado and categoria_a = '${VENDAS}'
       group by 1, 2, 3, 4, 5, 6, 7`,
    values: valores,
  };
  if (analise === 'analise-ticket-medio') return [vendas];
  if (analise === 'ponto-equilibrio') {
    return [
      {
        text: `select extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
           categoria_a, subcategoria_a, gasto, sum(coalesce(base_cents, extrato_valor_cents))::bigint as cents
         from planilha
         where empresa_id = $1 and data_referencia >= $2::date and data_referencia < $3::date ${loja}
           and not anulado and coalesce(base_cents, extrato_valor_cents) is not null
         group by 1, 2, 3, 4, 5`,
        values: valores,
      },
      vendas,
    ];
  }
  return [
    {
      text: `select extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
         coalesce(lado, ''), categoria_a, subcategoria_a, iva_taxa_legal(base_cents, iva_cents),
         sum(iva_cents)::bigint
       from planilha
       where empresa_id = $1 and data_referencia >= $2::date and data_referencia < $3::date ${loja}
         and not anulado and coalesce(iva_cents, 0) <> 0
       group by 1, 2, 3, 4, 5, 6`,
      values: valores,
    },
    {
      text: `select extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
         sum(iva_cents)::bigint
       from planilha
       where empresa_id = $1 and data_referencia < $2::date ${lojaId ? 'and loja_id = $3' : ''}
         and not anulado and coalesce(iva_cents, 0) <> 0
       group by 1, 2`,
      values: [empresaId, `${ANO1}-01-01`, ...(lojaId ? [lojaId] : [])],
    },
  ];
}

const servidor = await startServer({ database: 'postgres', port: PORTA });
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
      vendasComFatura: true,
      progresso: (m) => log('empresa grande:', m),
    });
  } finally {
    client.release();
  }
  // Depreciations (the break-even's fixed costs) and this year's budget (the VAT forecast), through the API.
  for (const [i, lojaId] of e.lojaIds.entries()) {
    const r = await fetch(`${servidor.url}/put/depreciations/${e.empresaId}/${lojaId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        depreciations: [ANO1, ANO2].map((year) => ({
          year,
          equipamento_basico: 24_000,
          programas_computador: 1_200,
        })),
      }),
    });
    if (!r.ok) throw new Error(`depreciações: ${r.status} ${await r.text()}`);
    await postar(
      `${servidor.url}/api/upload/orcamento/${e.empresaId}/${lojaId}/${ANO2}`,
      e.token,
      multipart([
        { campo: 'tipoArquivo', valor: 'orcamento' },
        { campo: 'tipoUpload', valor: 'upload-orcamento' },
        { campo: 'file', nome: `orcamento-${i + 1}.xlsx`, bytes: await ficheiroDeOrcamento(i + 1, ANO2) },
      ]),
    );
  }
  const { rows } = await pool.query<{ n: number; vendas: number }>(
    `select (select count(*)::int from somas_mensais_documentos where empresa_id = $1) as n,
            (select count(*)::int from planilha where empresa_id = $1 and lado = 'venda') as vendas`,
    [e.empresaId],
  );
  await pool.query('vacuum analyze somas_mensais_documentos, orcamento_linhas');
  const guardadas = `somas_mensais_documentos: ${inteiro(rows[0]?.n ?? 0)} linhas; faturas de venda: ${inteiro(rows[0]?.vendas ?? 0)}`;
  log(guardadas);

  const casos: Caso[] = [];
  for (const analise of ['previsao-iva', 'analise-ticket-medio', 'ponto-equilibrio'] as const) {
    for (const [ambito, lojaId] of [
      ['Loja Lisboa', e.lojaIds[0] as string],
      ['Todas as lojas', TODAS_AS_LOJAS],
    ] as const) {
      const url = `${servidor.url}/get/${analise}/${e.empresaId}/${lojaId}?ano=${ANO1}&ano2=${ANO2}`;
      // The first request may fold the stored sums (the service compacts them when they are many per group).
      const t0 = performance.now();
      await obter(url, e.token);
      const primeiroMs = performance.now() - t0;
      const http = await medirSobCarga(servidor, url, e.token, { ligacoes: LIGACOES, duracaoS: DURACAO_S });
      const so1 = await medirSobCarga(servidor, url, e.token, { ligacoes: 1, duracaoS: SO1_S });
      const capturado = espiao(pool);
      const service = new AnalisesService(
        new RelatoriosService(
          new RelatoriosRepository(capturado.pool),
          new DepreciacoesRepository(capturado.pool),
          new ContasService(capturado.pool),
        ),
        new AnalisesRepository(capturado.pool),
      );
      const anos = { ano1: ANO1, ano2: ANO2 };
      if (analise === 'previsao-iva') await service.entradaPrevisaoIva(e.empresaId, lojaId, anos, HOJE);
      else if (analise === 'analise-ticket-medio')
        await service.entradaTicketMedio(e.empresaId, lojaId, anos);
      else await service.entradaPontoEquilibrio(e.empresaId, lojaId, anos);
      const servidorSql = await medirNoPsql(databaseUrl, capturado.consultas);
      const chao = await medirNoPsql(
        databaseUrl,
        chaoDaAnalise(analise, e.empresaId, lojaId === TODAS_AS_LOJAS ? undefined : lojaId),
        5,
      );
      casos.push({ analise, ambito, primeiroMs, http, so1, servidorSql, chao });
      log(
        analise,
        ambito,
        `1.º ${primeiroMs.toFixed(0)} ms, p50 ${http.p50} p99 ${http.p99} ms, ${http.rps.toFixed(0)}/s, erros ${http.erros}, ` +
          `1 ligação p99 ${so1.p99} ms; chão ${chao.map((c) => c.psqlMs.toFixed(0)).join(' + ')} ms; ` +
          `SQL do servidor ${servidorSql.map((s) => s.psqlMs.toFixed(2)).join(' + ')} ms`,
      );
    }
  }
  const cargaFinal = carga();

  const soma = (m: readonly MedidaSql[]) => m.reduce((s, q) => s + q.psqlMs, 0);
  const nome = (c: Caso) => `${NOMES[c.analise]}, ${c.ambito}`;
  const tabela = [
    `| ${ANO1} vs ${ANO2} | 1.º pedido (ms) | KB | ${LIGACOES} ligações: pedidos/s | p50 (ms) | p99 (ms) | erros | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | chão: GROUP BY na planilha, psql (ms) | consultas do servidor, psql (ms; soma e cada) | carga 1/5/15 min |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...casos.map(
      (c) =>
        `| ${nome(c)} | ${inteiro(c.primeiroMs)} | ${inteiro(c.http.bytes / 1024)} | ${inteiro(c.http.rps)} | ${c.http.p50} | **${c.http.p99}** | ${c.http.erros + c.so1.erros} | ${c.so1.p50} / ${c.so1.p99} | ${fmt(c.http.cpuNodeMs, 1)} / ${fmt(c.http.cpuPgMs, 1)} | ${fmt(soma(c.chao), 0)} (${c.chao.map((q) => fmt(q.psqlMs, 0)).join(' + ')}) | ${fmt(soma(c.servidorSql), 1)} (${c.servidorSql.map((q) => fmt(q.psqlMs, 1)).join(' + ')}) | ${c.http.carga} |`,
    ),
  ].join('\n');
  const alvos = casos
    .map((c) => {
      const chao = Math.max(soma(c.chao), 1);
      return `| ${nome(c)} | ${c.http.p99} ms | ${c.http.p99 < 100 ? 'sim' : '**não**'} | ${fmt(c.http.p99 / chao, 2)} × — ${c.http.p99 <= 3 * chao ? 'sim' : '**não**'} | ${c.so1.p99} ms |`;
    })
    .join('\n');

  (process.env.BENCH_DRY === '1' ? (_id: string, md: string) => console.log(md) : writeSection)(
    'analises',
    `## Mapa de Previsão de IVA, Análise Ticket Médio e Ponto de Equilíbrio a 1 000 000 linhas (issue 17)

Máquina: ${describeMachine()}. **Partilhada** com os testes e benchmarks de outras pessoas: a carga (load average 1/5/15 min, 2 núcleos)
está ao lado de cada número. Script: \`bench/src/analises.bench.ts\` (\`npm run analises -w @contas/bench\`), uma execução.

Método: o de \`relatorios.bench.ts\`. Servidor compilado num processo próprio, numa base nova do PostgreSQL 15 local; a empresa de
${inteiro(LINHAS)} linhas de \`bench/src/support/empresa-grande.ts\` (3 anos até ${HOJE}, 2 lojas) com \`vendasComFatura\`: dois terços das
vendas por cartão passam a faturas simplificadas a consumidor final (Venda de Mercadoria a 23 %, Serviços Prestados a 13 %), para o ticket
e o ponto de equilíbrio terem faturas; depreciações e o orçamento de ${ANO2} das duas lojas (o de \`orcamento.bench.ts\`, para a previsão
do IVA) pela API. Guardadas: ${guardadas}. Cada análise ${ANO1} contra ${ANO2}, de uma loja e de 'Todas as lojas': um primeiro pedido
(que pode compactar as somas), depois autocannon num processo próprio, ${LIGACOES} ligações durante ${DURACAO_S} s e 1 ligação durante ${SO1_S} s,
cada uma depois de 2 s de aquecimento. **O chão** (no \`psql\`, mediana de execuções preparadas como o servidor as envia): os \`GROUP BY\` sobre a
\`planilha\` que as somas dos documentos substituem, com as regras dos triggers — o IVA dos dois anos e o IVA líquido dos anos anteriores
(o excesso que trazem); as vendas por loja, mês, tipo e documento; e, no ponto de equilíbrio, também o da demonstração de resultados. Ao
lado, as consultas que o pedido envia, capturadas dos repositórios do próprio servidor.

${tabela}

Carga no fim: ${cargaFinal}.

### Alvos: p99 < 100 ms e p99 ≤ 3 × o chão

| análise | p99 (${LIGACOES} ligações) | < 100 ms | p99 / chão (≤ 3 ×) | p99 com 1 ligação |
| --- | ---: | --- | --- | ---: |
${alvos}

${NOTA}`,
  );
} finally {
  await pool.end();
  await servidor.stop();
  log('fim');
}
