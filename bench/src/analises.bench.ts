// Issue 17 benchmark: the VAT map, the average ticket and the break-even of the 1 000 000-row company (with sales
// invoices for two thirds of its card takings, and a budget of this year for the VAT forecast), for one store
// and for 'Todas as lojas', under concurrent load (autocannon) on PostgreSQL, beside the floor in psql: the
// GROUP BYs over the ledger (and the budget, and the products) that the document sums replace — and the
// server's own queries. The same method as bench/src/relatorios.bench.ts, without the profiler.
// One port (BENCH_PORTA, 4170 by default). Usage: npm run build && npm run analises -w @contas/bench
import { lisbonToday } from '@contas/core';
import { TODAS_AS_LOJAS } from '../../apps/server/src/http/access';
import { analisesService } from '../../apps/server/src/modules/analises/analises.service';
import { ambitos, comEmpresaGrande, depreciacoesECaixa } from './support/bancada';
import { inteiro, writeSection } from './support/benchmarks-file';
import { describeMachine } from './support/machine';
import { importarOrcamento } from './support/orcamento-grande';
import { carga, registo } from './support/processo';
import {
  celulasDoAlvo,
  DURACAO_S,
  LIGACOES,
  LINHAS,
  type Medida,
  medirPedido,
  medirSqlDoServidor,
  SO1_S,
  somaECada,
  tabelaDeCarga,
  textoDaMedida,
} from './support/relatorio-sob-carga';
import { type Consulta, type MedidaSql, medirNoPsql, somaPsqlMs } from './support/sql-do-servidor';

const PORTA = Number(process.env.BENCH_PORTA ?? 4170);
const HOJE = lisbonToday(new Date());
const ANO2 = Number(HOJE.slice(0, 4));
const ANO1 = ANO2 - 1;
const VENDAS = 'Vendas e serviços prestados';
const log = registo();

/** What the last run showed, beside the figures (kept when the section is written again). */
const NOTA = `Com 10 ligações em 2 núcleos partilhados, o p99 mede sobretudo a fila pela CPU: cada pedido custa 2–6 ms de CPU (Node e
PostgreSQL somados) e, com uma ligação, o p99 fica entre 4 e 15 ms. Numa execução anterior, com a máquina a uma carga de ~6
(três vezes os núcleos, de outras sessões), o mapa de IVA de uma loja deu p99 102 ms com 10 ligações (14 ms com uma) e os outros
casos 22–92 ms. O primeiro desenho (o IVA ÷ base de cada documento nas somas: ~50 linhas por taxa) custava 10 ms de Node e
9–14 ms de PostgreSQL por pedido no mapa de IVA, e dava p99 de 330–400 ms com a mesma empresa.`;

type Analise = 'previsao-iva' | 'analise-ticket-medio' | 'ponto-equilibrio';
const NOMES: Record<Analise, string> = {
  'previsao-iva': 'Mapa de Previsão de IVA',
  'analise-ticket-medio': 'Análise Ticket Médio',
  'ponto-equilibrio': 'Ponto de Equilíbrio',
};
type Caso = Medida & { analise: Analise; ambito: string; servidorSql: MedidaSql[]; chao: MedidaSql[] };

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

await comEmpresaGrande(
  {
    porta: PORTA,
    lojas: ['Loja Lisboa', 'Loja Porto'],
    linhas: LINHAS,
    hoje: HOJE,
    vendasComFatura: true,
    log,
  },
  async (bancada) => {
    const { servidor, databaseUrl, pool, empresa: e } = bancada;
    // Depreciations (the break-even's fixed costs) and this year's budget (the VAT forecast), through the API.
    for (const [i, lojaId] of e.lojaIds.entries()) {
      await depreciacoesECaixa(bancada, lojaId, [ANO1, ANO2]);
      await importarOrcamento(servidor.url, e.token, {
        empresaId: e.empresaId,
        lojaId,
        semente: i + 1,
        ano: ANO2,
      });
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
      for (const [ambito, lojaId] of ambitos(e)) {
        // The first request may fold the stored sums (the service compacts them when they are many per group).
        const medida = await medirPedido(
          servidor,
          `/get/${analise}/${e.empresaId}/${lojaId}?ano=${ANO1}&ano2=${ANO2}`,
          e.token,
        );
        const servidorSql = await medirSqlDoServidor(bancada, (espia) => {
          const service = analisesService(espia);
          const anos = { ano1: ANO1, ano2: ANO2 };
          if (analise === 'previsao-iva') return service.entradaPrevisaoIva(e.empresaId, lojaId, anos, HOJE);
          if (analise === 'analise-ticket-medio')
            return service.entradaTicketMedio(e.empresaId, lojaId, anos);
          return service.entradaPontoEquilibrio(e.empresaId, lojaId, anos);
        });
        const chao = await medirNoPsql(
          databaseUrl,
          chaoDaAnalise(analise, e.empresaId, lojaId === TODAS_AS_LOJAS ? undefined : lojaId),
          5,
        );
        casos.push({ ...medida, analise, ambito, servidorSql, chao });
        log(
          analise,
          ambito,
          `${textoDaMedida(medida)}; chão ${chao.map((q) => q.psqlMs.toFixed(0)).join(' + ')} ms; ` +
            `SQL do servidor ${servidorSql.map((q) => q.psqlMs.toFixed(2)).join(' + ')} ms`,
        );
      }
    }
    const cargaFinal = carga();

    const nome = (c: Caso) => `${NOMES[c.analise]}, ${c.ambito}`;
    const tabela = tabelaDeCarga(casos, `${ANO1} vs ${ANO2}`, nome, [
      ['chão: GROUP BY na planilha, psql (ms)', (c) => somaECada(c.chao, 0, 0)],
      ['consultas do servidor, psql (ms; soma e cada)', (c) => somaECada(c.servidorSql, 1)],
    ]);
    const alvos = casos
      .map(
        (c) =>
          `| ${nome(c)} | ${c.http.p99} ms | ${celulasDoAlvo(c.http.p99, somaPsqlMs(c.chao))} | ${c.so1.p99} ms |`,
      )
      .join('\n');

    writeSection(
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
  },
);
