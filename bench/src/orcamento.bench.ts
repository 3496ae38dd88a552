// Issue 16 benchmark: 'DR Orçamento' and 'Fluxo de Caixa Orçamento' of the 1 000 000-row company with a budget of
// 5 stores × 200 lines × 12 months (this year and last, imported through the API as a person would), for one
// store and for 'Todas as lojas', under concurrent load (autocannon) on PostgreSQL, beside the bare aggregates
// of the same data in psql — the floor: the GROUP BY over the ledger the monthly sums replace, the budget's own
// GROUP BY and, for the cash, the payment delays' histogram the trigger keeps — and the server's own queries.
// The same method as bench/src/relatorios.bench.ts. One port only (BENCH_PORTA, 3991 by default): the server
// measured runs on a database this script creates, and the profiled one runs on it after the first has stopped.
// Usage: npm run build && npm run orcamento -w @contas/bench
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lisbonToday } from '@contas/core';
import { TODAS_AS_LOJAS } from '../../apps/server/src/http/access';
import { orcamentoRelatoriosService } from '../../apps/server/src/modules/orcamento-relatorios/orcamento-relatorios.service';
import { LeiturasDoPedido } from '../../apps/server/src/modules/relatorios/leituras-do-pedido';
import { MemoriaDeLeituras } from '../../apps/server/src/modules/relatorios/memoria-de-leituras';
import { ambitos, comEmpresaGrande, contarLinhas, depreciacoesECaixa } from './support/bancada';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { describeMachine } from './support/machine';
import { importarOrcamento, LINHAS_POR_LOJA } from './support/orcamento-grande';
import { carga, registo } from './support/processo';
import {
  cargasA1Minuto,
  celulasDoAlvo,
  DURACAO_S,
  dentroDoChao,
  filaDoCpuMs,
  LIGACOES,
  LINHAS,
  type Medida,
  medirPedido,
  perfilarOsCasos,
  SO1_S,
  somaECada,
  tabelaDeCarga,
  tabelaDoPerfil,
  textoDaMedida,
} from './support/relatorio-sob-carga';
import {
  type Consulta,
  escreverPlanos,
  espiao,
  type MedidaSql,
  medirNoPsql,
  somaPsqlMs,
} from './support/sql-do-servidor';

const PORTA = Number(process.env.BENCH_PORTA ?? 3991);
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/orcamento-bench');
const HOJE = lisbonToday(new Date());
const ANO = Number(HOJE.slice(0, 4));
const LOJAS = ['Loja Lisboa', 'Loja Porto', 'Loja Braga', 'Loja Coimbra', 'Loja Faro'] as const;
/** The histogram's years: the budget's and the two before (orcamento-relatorios.service.ts). */
const ANOS_DE_HISTORICO = 2;
const log = registo();

/**
 * The figures before the budget lines and the histogram were kept in memory (and before the histogram
 * stopped being rewritten at every request): this section's of 2026-11-24, and the same script run on
 * commit 30f2724 on 2026-11-25 just before this one (the machine as loaded as now).
 */
const ANTES = `| relatório 2026 | medição | 10 ligações: p50 / p99 (ms) | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | carga 1 min |
| --- | --- | ---: | ---: | ---: | ---: |
| DR Orçamento, Loja Lisboa | 2026-11-24 | 141 / 343 | 11 / 84 | 4,7 / 3,5 | 11.59 |
| DR Orçamento, Todas as lojas | 2026-11-24 | 149 / 381 | 34 / 120 | 4,3 / 9,5 | 13.52 |
| Fluxo de Caixa Orçamento, Loja Lisboa | 2026-11-24 | 219 / 501 | 64 / 189 | 8,2 / 10,5 | 13.26 |
| Fluxo de Caixa Orçamento, Todas as lojas | 2026-11-24 | 373 / 877 | 151 / 1330 | 9,0 / 26,9 | 14.75 |
| DR Orçamento, Loja Lisboa | 2026-11-25, 30f2724 | 509 / 919 | 45 / 209 | 9,7 / 5,9 | 20.36 |
| DR Orçamento, Todas as lojas | 2026-11-25, 30f2724 | 321 / 666 | 102 / 169 | 7,3 / 16,3 | 18.51 |
| Fluxo de Caixa Orçamento, Loja Lisboa | 2026-11-25, 30f2724 | 644 / 1271 | 198 / 277 | 17,2 / 18,8 | 16.82 |
| Fluxo de Caixa Orçamento, Todas as lojas | 2026-11-25, 30f2724 | 893 / 1724 | 267 / 393 | 17,5 / 46,0 | 18.85 |`;

type Relatorio = 'dr-orcamento' | 'fluxo-caixa-orcamento';
type Caso = Medida & {
  relatorio: Relatorio;
  ambito: string;
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

await comEmpresaGrande({ porta: PORTA, lojas: LOJAS, linhas: LINHAS, hoje: HOJE, log }, async (bancada) => {
  const { servidor, databaseUrl, pool, empresa: e } = bancada;
  // Depreciations and opening cash through the API, so both reports are complete; the budget of every store
  // for this year and the last, each a filled template imported as a person would.
  const importacoesMs: number[] = [];
  for (const [i, lojaId] of e.lojaIds.entries()) {
    await depreciacoesECaixa(bancada, lojaId, [ANO - 1, ANO]);
    for (const ano of [ANO - 1, ANO])
      importacoesMs.push(
        await importarOrcamento(servidor.url, e.token, {
          empresaId: e.empresaId,
          lojaId,
          semente: i + 1,
          ano,
        }),
      );
  }
  const contagens = await contarLinhas(bancada, [
    'orcamento_linhas',
    'prazos_pagamento',
    'somas_mensais_resultados',
    'somas_mensais_caixa',
  ]);
  await pool.query('vacuum analyze orcamento_linhas, prazos_pagamento');
  log('linhas guardadas', contagens);

  const casos: Caso[] = [];
  for (const relatorio of ['dr-orcamento', 'fluxo-caixa-orcamento'] as const) {
    for (const [ambito, lojaId] of ambitos(e)) {
      // The first request may fold the stored sums and the delays' histogram.
      const medida = await medirPedido(
        servidor,
        `/get/${relatorio}/${e.empresaId}/${lojaId}?ano=${ANO}`,
        e.token,
      );
      // The SQL a request sends once the budget lines and the histogram are kept (the version's query
      // included): the services over a spying pool, asked twice, the second time recorded.
      const capturado = espiao(pool);
      const service = orcamentoRelatoriosService(capturado.pool);
      const memoria = new MemoriaDeLeituras(capturado.pool);
      for (let vez = 0; vez < 2; vez++) {
        capturado.consultas.length = 0;
        const leituras = new LeiturasDoPedido({ memoria, empresaId: e.empresaId });
        await (relatorio === 'dr-orcamento'
          ? service.entradaDrOrcamento(e.empresaId, lojaId, ANO, HOJE, leituras)
          : service.entradaFluxoCaixaOrcamento(e.empresaId, lojaId, ANO, HOJE, leituras));
      }
      const servidorSql = await medirNoPsql(databaseUrl, capturado.consultas);
      const chaoSql = await medirNoPsql(
        databaseUrl,
        chaoDoRelatorio(relatorio, e.empresaId, lojaId === TODAS_AS_LOJAS ? undefined : lojaId),
        5,
      );
      casos.push({ ...medida, relatorio, ambito, servidorSql, chaoSql });
      log(
        relatorio,
        ambito,
        `${textoDaMedida(medida)}; SQL do servidor ${servidorSql.map((q) => q.psqlMs.toFixed(2)).join(' + ')} ms; ` +
          `chão ${chaoSql.map((q) => q.psqlMs.toFixed(1)).join(' + ')} ms`,
      );
    }
  }

  const cargaFinal = carga();
  await perfilarOsCasos(bancada, casos);

  // --- Report ----------------------------------------------------------------------------------------------
  escreverPlanos(
    OUT,
    casos.flatMap((c) => [
      ...c.chaoSql.map((q, i) => [`${c.relatorio} — ${c.ambito} — chão, consulta ${i + 1}`, q] as const),
      ...c.servidorSql.map(
        (q, i) => [`${c.relatorio} — ${c.ambito} — consulta ${i + 1} do servidor`, q] as const,
      ),
    ]),
  );
  const nome = (c: Caso) =>
    `${c.relatorio === 'dr-orcamento' ? 'DR Orçamento' : 'Fluxo de Caixa Orçamento'}, ${c.ambito}`;
  const tabela = tabelaDeCarga(casos, `relatório ${ANO}`, nome, [
    ['chão no psql (ms; soma e cada)', (c) => somaECada(c.chaoSql, 0)],
    ['consultas do servidor, psql (ms; soma e cada)', (c) => somaECada(c.servidorSql, 1)],
  ]);
  const alvos = casos
    .map(
      (c) =>
        `| ${nome(c)} | ${c.http.p99} ms | ${celulasDoAlvo(c.http.p99, somaPsqlMs(c.chaoSql))} | ${fmt(c.http.p99 / Math.max(somaPsqlMs(c.servidorSql), 0.001), 1)} × |`,
    )
    .join('\n');
  // The load during the measurements, and what the load moves least: the CPU a request costs. With n
  // connections on 2 free cores, that CPU alone queues a request behind about n × CPU / 2 ms of others'.
  const cargas = cargasA1Minuto(casos);
  const cpu = (c: Caso) => c.http.cpuNodeMs + c.http.cpuPgMs;
  // Remeasuring on an idle machine is for the p99 < 100 ms missed under load: said only when a case missed it.
  const foraDeAlcance = casos.filter((c) => filaDoCpuMs(c) >= 100);
  const porMedirDeNovo = casos.some((c) => filaDoCpuMs(c) < 100 && c.http.p99 >= 100);
  const leitura = `Leitura: durante as medições a carga a 1 minuto foi de ${fmt(Math.min(...cargas), 1)} a ${fmt(
    Math.max(...cargas),
    1,
  )} em 2 núcleos (${fmt(Math.min(...cargas) / 2, 1)} a ${fmt(Math.max(...cargas) / 2, 1)} processos prontos por núcleo). O que a carga menos mexe é o CPU por pedido (Node + PostgreSQL): ${casos
    .map((c) => `${nome(c)} ${fmt(cpu(c), 1)} ms`)
    .join(
      '; ',
    )}. Com ${LIGACOES} ligações em 2 núcleos livres, esse CPU sozinho faz uma fila de cerca de ${LIGACOES} × CPU / 2: ${casos
    .map((c) => `${fmt(filaDoCpuMs(c), 0)} ms`)
    .join(', ')} — ${
    foraDeAlcance.length > 0
      ? `${foraDeAlcance.map(nome).join(' e ')} não ficaria abaixo de 100 ms nem numa máquina parada${
          porMedirDeNovo ? '; os outros medem-se de novo numa máquina parada' : ''
        }`
      : `abaixo de 100 ms${porMedirDeNovo ? ': o alvo mede-se de novo numa máquina parada' : ''}`
  }. ${
    casos.every((c) => dentroDoChao(c.http.p99, somaPsqlMs(c.chaoSql)))
      ? 'Todos ficam abaixo de 3 × o chão.'
      : 'Nem todos ficam abaixo de 3 × o chão.'
  }`;
  const importacoes = `${importacoesMs.length} importações de ${LINHAS_POR_LOJA} linhas × 12 meses, ${inteiro(Math.min(...importacoesMs))}–${inteiro(Math.max(...importacoesMs))} ms cada`;

  writeSection(
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
servidor (que as corre em paralelo) num pedido depois de outro: as linhas do orçamento e o histograma já guardados em memória sob a
versão dos dados da empresa, que cada pedido lê (\`versoes_agregados\`, docs/decisions.md). Planos em \`bench/out/orcamento-bench/planos.txt\`.

${tabela}

Carga no fim: ${cargaFinal}.

${leitura}

### Onde vai o tempo do servidor sob carga

Perfil do V8 (\`--cpu-prof\`) de um segundo processo do servidor na mesma base, arrancado depois de parado o medido, com a mesma
carga de ${LIGACOES} ligações durante ${SO1_S} s por relatório.

${tabelaDoPerfil(
  'relatório',
  casos.map((c) => [nome(c), c.perfil]),
)}

### Alvos: p99 < 100 ms e p99 ≤ 3 × o chão

| relatório | p99 | < 100 ms | p99 / chão (≤ 3 ×) | p99 / consultas do servidor no psql (informativo) |
| --- | ---: | --- | --- | --- |
${alvos}

### Antes

Antes de o histograma deixar de ser reescrito a cada pedido e de as linhas do orçamento e o histograma ficarem em memória
(a mesma bancada; a carga a 1 minuto ao lado):

${ANTES}`,
  );
});
