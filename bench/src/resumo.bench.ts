// Issue 18 benchmark: GET /get/summary of the 1 000 000-row company (the ledger of relatorios.bench, the 5-store
// budget of orcamento.bench, the stores' headcount and the company's equity), for one store and for 'Todas as
// lojas', under concurrent load (autocannon) on PostgreSQL, beside the server's own queries in psql. The summary
// runs the income statement's, the cash flow's, the budget reports', the break-even's and the VAT map's inputs
// and builders in one request. One port only (BENCH_PORTA, 4181 by default): the measured server runs on a
// database this script creates, and the profiled one on it after the first has stopped.
// Usage: npm run build && npm run resumo -w @contas/bench
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lisbonToday, MESES } from '@contas/core';
import { LeiturasDoPedido } from '../../apps/server/src/modules/relatorios/leituras-do-pedido';
import { MemoriaDeLeituras } from '../../apps/server/src/modules/relatorios/memoria-de-leituras';
import { resumoService } from '../../apps/server/src/modules/resumo/resumo.service';
import { ambitos, comEmpresaGrande, contarLinhas, depreciacoesECaixa } from './support/bancada';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { describeMachine } from './support/machine';
import { importarOrcamento, LINHAS_POR_LOJA } from './support/orcamento-grande';
import { carga, registo } from './support/processo';
import {
  cargasA1Minuto,
  DURACAO_S,
  filaDoCpuMs,
  LIGACOES,
  LINHAS,
  type Medida,
  medirPedido,
  perfilarOsCasos,
  SO1_S,
  tabelaDeCarga,
  tabelaDoPerfil,
  textoDaMedida,
} from './support/relatorio-sob-carga';
import { escreverPlanos, espiao, type MedidaSql, medirNoPsql, somaPsqlMs } from './support/sql-do-servidor';

const PORTA = Number(process.env.BENCH_PORTA ?? 4181);
const ALVO_MS = 150;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/resumo-bench');
const HOJE = lisbonToday(new Date());
const ANO = Number(HOJE.slice(0, 4));
const LOJAS = ['Loja Lisboa', 'Loja Porto', 'Loja Braga', 'Loja Coimbra', 'Loja Faro'] as const;
const log = registo();

/** This section's figures of 2026-11-24: before the budget lines and the histogram were kept in memory. */
const ANTES = `| pedido | 10 ligações: p50 / p99 (ms) | 1 ligação: p50 / p99 (ms) | CPU por pedido: Node / PostgreSQL (ms) | consultas do servidor no psql: n, soma (ms) | carga 1 min |
| --- | ---: | ---: | ---: | ---: | ---: |
| Resumo 2026, Loja Lisboa | 276 / 470 | 59 / 134 | 13,7 / 20,0 | 28, 27,3 | 7.90 |
| Resumo 2026, Todas as lojas | 554 / 794 | 96 / 188 | 16,0 / 54,9 | 28, 68,4 | 8.43 |`;

type Caso = Medida & { ambito: string; servidorSql: MedidaSql[] };

await comEmpresaGrande({ porta: PORTA, lojas: LOJAS, linhas: LINHAS, hoje: HOJE, log }, async (bancada) => {
  const { servidor, pool, empresa: e } = bancada;
  // Through the API, as people enter them: depreciations, opening cash, the stores' headcount, the budget
  // of every store for this year and the last, and the company's equity.
  for (const [i, lojaId] of e.lojaIds.entries()) {
    await depreciacoesECaixa(bancada, lojaId, [ANO - 1, ANO]);
    await bancada.colocar(`/put/update-loja-info/${lojaId}`, {
      nome: LOJAS[i],
      employee: [ANO - 1, ANO].map((year) => ({ year, ...Object.fromEntries(MESES.map((m) => [m, 6 + i])) })),
    });
    for (const ano of [ANO - 1, ANO])
      await importarOrcamento(servidor.url, e.token, { empresaId: e.empresaId, lojaId, semente: i + 1, ano });
  }
  await bancada.colocar(`/put/capital-proprio/${e.empresaId}`, { ano: ANO, valor: 2_500_000 });
  const contagens = await contarLinhas(bancada, [
    'planilha',
    'orcamento_linhas',
    'somas_mensais_resultados',
    'somas_mensais_caixa',
    'somas_mensais_documentos',
    'prazos_pagamento',
  ]);
  await pool.query('vacuum analyze');
  log('linhas guardadas', contagens);

  const casos: Caso[] = [];
  for (const [ambito, lojaId] of ambitos(e)) {
    // The first request may fold the stored sums and histograms.
    const medida = await medirPedido(servidor, `/get/summary/${e.empresaId}/${lojaId}?ano=${ANO}`, e.token);
    // The SQL a request sends once the budget lines and the histogram are kept (the version's query
    // included): the service over a spying pool, asked twice, the second time recorded.
    const capturado = espiao(pool);
    const service = resumoService(capturado.pool);
    const memoria = new MemoriaDeLeituras(capturado.pool);
    for (let vez = 0; vez < 2; vez++) {
      capturado.consultas.length = 0;
      await service.entrada(
        e.empresaId,
        lojaId,
        ANO,
        HOJE,
        new LeiturasDoPedido({ memoria, empresaId: e.empresaId }),
      );
    }
    const servidorSql = await medirNoPsql(bancada.databaseUrl, capturado.consultas);
    casos.push({ ...medida, ambito, servidorSql });
    log(
      ambito,
      `${textoDaMedida(medida)}; SQL do servidor ${servidorSql.map((q) => q.psqlMs.toFixed(2)).join(' + ')} ms`,
    );
  }

  const cargaFinal = carga();
  await perfilarOsCasos(bancada, casos);

  // --- Report ----------------------------------------------------------------------------------------------
  const maisLentasPrimeiro = (medidas: readonly MedidaSql[]) =>
    [...medidas].sort((a, b) => b.psqlMs - a.psqlMs);
  escreverPlanos(
    OUT,
    casos.flatMap((c) =>
      maisLentasPrimeiro(c.servidorSql).map(
        (q) => [`${c.ambito} — ${q.psqlMs.toFixed(2)} ms no psql`, q] as const,
      ),
    ),
  );
  const maior = (medidas: readonly MedidaSql[]) => Math.max(...medidas.map((q) => q.psqlMs));
  const nome = (c: Caso) => `Resumo ${ANO}, ${c.ambito}`;
  const tabela = tabelaDeCarga(casos, 'pedido', nome, [
    [
      'consultas do servidor no psql: n, soma, a mais lenta (ms)',
      (c) => `${c.servidorSql.length}, ${fmt(somaPsqlMs(c.servidorSql), 1)}, ${fmt(maior(c.servidorSql), 1)}`,
    ],
  ]);
  const alvos = casos
    .map(
      (c) =>
        `| ${nome(c)} | ${c.http.p99} ms — ${c.http.p99 < ALVO_MS ? 'sim' : '**não**'} | ${c.so1.p99} ms — ${
          c.so1.p99 < ALVO_MS ? 'sim' : '**não**'
        } | ${fmt(filaDoCpuMs(c), 0)} ms |`,
    )
    .join('\n');
  const cargas = cargasA1Minuto(casos);
  /** The table a query reads: the outermost FROM's (subqueries come first, a join follows). */
  const tabelaDe = (texto: string) =>
    [...texto.matchAll(/from (\w+)(?: \w+)?\s+(?:where|left join|join)/g)].at(-1)?.[1] ?? 'várias';
  const maisLentas = casos
    .map(
      (c) =>
        `${c.ambito}: ${maisLentasPrimeiro(c.servidorSql)
          .slice(0, 4)
          .map((q) => `${fmt(q.psqlMs, 1)} ms em \`${tabelaDe(q.texto)}\``)
          .join(', ')} de ${fmt(somaPsqlMs(c.servidorSql), 1)} ms`,
    )
    .join('; ');

  writeSection(
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
paralelo), mais o pessoal e o capital próprio; as consultas de um pedido depois de outro (as linhas do orçamento e o histograma
já em memória sob a versão dos dados da empresa, que cada pedido lê: \`versoes_agregados\`, docs/decisions.md), capturadas dos
repositórios do servidor, medem-se depois no \`psql\` (mediana de execuções preparadas como o servidor as envia; planos em
\`bench/out/resumo-bench/planos.txt\`).

${tabela}

Carga no fim: ${cargaFinal}.

As consultas mais lentas (no \`psql\`): ${maisLentas}. As linhas do orçamento da DR Orçamento e do Fluxo de Caixa Orçamento e o
histograma dos prazos de pagamento vêm da memória enquanto a versão dos dados da empresa não muda; o mapa de IVA continua a ler
o orçamento dos meses por fechar.

### Onde vai o tempo do servidor sob carga

Perfil do V8 (\`--cpu-prof\`) de um segundo processo do servidor na mesma base, arrancado depois de parado o medido, com a mesma
carga de ${LIGACOES} ligações durante ${SO1_S} s.

${tabelaDoPerfil(
  'pedido',
  casos.map((c) => [nome(c), c.perfil]),
)}

### Alvo: p99 < ${ALVO_MS} ms

A última coluna é a fila que o CPU de cada pedido (Node + PostgreSQL) faz sozinho com ${LIGACOES} ligações em 2 núcleos livres
(${LIGACOES} × CPU / 2): o que o p99 com ${LIGACOES} ligações não pode descer abaixo, nem numa máquina parada.

| pedido | p99, ${LIGACOES} ligações | p99, 1 ligação | fila do CPU com ${LIGACOES} ligações |
| --- | ---: | ---: | ---: |
${alvos}

### Antes

Antes de o histograma deixar de ser reescrito a cada pedido e de as linhas do orçamento e o histograma ficarem em memória
(a mesma bancada, 2026-11-24; a carga a 1 minuto ao lado):

${ANTES}`,
  );
});
