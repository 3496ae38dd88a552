// Issue 19 benchmark, the read side: with one index over the date range instead of one per sortable column,
// the spreadsheet's requests of a 1 000 000-row company on PostgreSQL — the default page, a page sorted by
// each column within the default range, sorted over all time, a search — and the income statement, one
// client each (the issue's p99); with the size of each index of planilha.
// Usage: npm run build && npm run planilha-indices -w @contas/bench
import { COLUNAS_PLANILHA, lisbonToday } from '@contas/core';
import { comEmpresaGrande } from './support/bancada';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { medirSobCarga, type SobCarga } from './support/carga-http';
import { describeMachine } from './support/machine';
import { carga, registo } from './support/processo';

const PORTA = Number(process.env.BENCH_PORTA ?? 3997);
const LINHAS = Number(process.env.BENCH_LINHAS ?? 1_000_000);
const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 4);
const HOJE = lisbonToday(new Date());
const ANO = Number(HOJE.slice(0, 4));
const log = registo();

type Caso = { grupo: string; nome: string; caminho: string; alvo: number; medida?: SobCarga };

const MEDIR_TODO_O_TEMPO = ['total', 'emitente', 'categoria_A', 'dataPagamento', 'unidadeNegocio'] as const;

await comEmpresaGrande(
  { porta: PORTA, lojas: ['Loja Lisboa', 'Loja Porto'], linhas: LINHAS, hoje: HOJE, log },
  async ({ servidor, pool, empresa: e }) => {
    const base = `/get/planilhas/resumo/${e.empresaId}`;
    const casos: Caso[] = [
      { grupo: 'omissão', nome: 'página 1, últimos 3 meses', caminho: base, alvo: 30 },
      ...COLUNAS_PLANILHA.flatMap((coluna) =>
        (['asc', 'desc'] as const).map((dir) => ({
          grupo: 'ordenada, intervalo por omissão',
          nome: `${coluna} ${dir}`,
          caminho: `${base}?sortBy=${coluna}&sortDir=${dir}`,
          alvo: 100,
        })),
      ),
      ...MEDIR_TODO_O_TEMPO.map((coluna) => ({
        grupo: 'ordenada, todo o tempo',
        nome: `${coluna} asc`,
        caminho: `${base}?sortBy=${coluna}&sortDir=asc&startDate=2000-01-01&endDate=${HOJE}`,
        alvo: 300,
      })),
      ...['eletr', 'renda'].map((termo) => ({
        grupo: 'pesquisa',
        nome: `'${termo}'`,
        caminho: `/get/search/planilhas/${e.empresaId}?searchTerm=${termo}`,
        alvo: 100,
      })),
      {
        grupo: 'relatório',
        nome: 'demonstração de resultados, todas as lojas',
        caminho: `/get/demonstracao-resultados/${e.empresaId}/todas?ano=${ANO - 1}&ano2=${ANO}`,
        alvo: 100,
      },
    ];
    for (const caso of casos) {
      caso.medida = await medirSobCarga(servidor, `${servidor.url}${caso.caminho}`, e.token, {
        ligacoes: 1,
        duracaoS: DURACAO_S,
      });
      log(caso.grupo, caso.nome, `p50 ${caso.medida.p50} ms p99 ${caso.medida.p99} ms`, caso.medida.erros);
    }
    const { rows: indices } = await pool.query<{ nome: string; mb: number }>(
      `select c.relname as nome, pg_relation_size(c.oid) / 1e6 as mb
       from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = 'planilha'::regclass order by pg_relation_size(c.oid) desc`,
    );
    const { rows: tabela } = await pool.query<{ mb: number }>("select pg_table_size('planilha') / 1e6 as mb");
    const linhas = casos.map((c) => {
      const m = c.medida as SobCarga;
      const cumpre = m.pedidos > 0 && m.erros === 0 && m.p99 <= c.alvo ? 'sim' : '**não**';
      return `| ${c.grupo} | ${c.nome} | ${inteiro(m.pedidos)} | ${m.p50} | **${m.p99}** | ≤ ${c.alvo} | ${cumpre} | ${m.erros} | ${fmt(m.cpuNodeMs)} / ${fmt(m.cpuPgMs)} | ${m.carga} |`;
    });
    const totalIndices = indices.reduce((s, i) => s + Number(i.mb), 0);
    writeSection(
      'issue19-planilha',
      `### Planilha a ${inteiro(LINHAS)} linhas com um só índice do intervalo (PostgreSQL)

${describeMachine()}. Script: \`bench/src/planilha-indices.bench.ts\` (\`npm run planilha-indices -w @contas/bench\`).
A empresa de ${inteiro(LINHAS)} linhas de \`empresa-grande.ts\` (3 anos até hoje, 2 lojas) numa base nova do PostgreSQL local,
servidor compilado; cada pedido por 1 cliente durante ${DURACAO_S} s (cada pedido quando chega a resposta do anterior)
depois de 2 s de aquecimento; página de 200 linhas. Intervalo por omissão: os 3 meses até hoje.

| grupo | pedido | pedidos | p50 (ms) | p99 (ms) | alvo p99 (ms) | cumpre | erros | CPU por pedido: Node / PostgreSQL (ms) | carga 1/5/15 min |
| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |
${linhas.join('\n')}

Índices de \`planilha\` (${indices.length}, ${fmt(totalIndices)} MB; a tabela ${fmt(Number(tabela[0]?.mb))} MB):
${indices.map((i) => `\`${i.nome}\` ${fmt(Number(i.mb))} MB`).join(', ')}.
Carga no fim: ${carga()}.`,
    );
  },
);
