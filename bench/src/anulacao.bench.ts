// Issue 19 benchmark: 'Anular importação' of a bank statement of N lines, every one matched to an invoice, on the
// built server with PGlite and with PostgreSQL, while another company asks for its default spreadsheet page and its
// income statement one after the other: how long the undoing takes and how long the other company waits. With
// BENCH_RAIZ_ANTES (another checkout, built) each case runs on that server too, alternated, for a before/after.
// Usage: npm run build && npm run anulacao -w @contas/bench (BENCH_CASOS=pglite:20000 one case).
import { criarEmpresa, ficheiroParaImportar, ficheirosParaImportar, obter, postar } from './support/api';
import { fmt, inteiro, writeSection } from './support/benchmarks-file';
import { gerarEmpresa } from './support/gerar-empresa';
import { type Leituras, lerEnquanto } from './support/leitor';
import { describeMachine } from './support/machine';
import { carga, percentil, registo } from './support/processo';
import { startServer } from './support/server-process';

const CASOS = (process.env.BENCH_CASOS ?? 'pglite:20000,postgres:20000,pglite:100000')
  .split(',')
  .map((caso) => {
    const [base, linhas] = caso.split(':');
    return { database: base as 'pglite' | 'postgres', n: Number(linhas) };
  });
const RAIZ_ANTES = process.env.BENCH_RAIZ_ANTES;
const PORTA = Number(process.env.BENCH_PORTA ?? 3913);
const ANO = 2026;
const log = registo();

type Medicao = {
  database: 'pglite' | 'postgres';
  n: number;
  servidor: 'este' | 'antes';
  preparacaoS: number;
  anulacaoMs: number;
  resultado: { ligacoes: number; movimentos: number };
  leituras: Leituras;
};

async function medir(
  database: 'pglite' | 'postgres',
  n: number,
  servidor: 'este' | 'antes',
): Promise<Medicao> {
  const empresa = gerarEmpresa({ faturas: n, extraMovimentos: 0, ano: ANO });
  const outra = gerarEmpresa({ faturas: 2000, extraMovimentos: 0, ano: ANO, seed: 7 });
  const s = await startServer({
    database,
    port: PORTA,
    ...(servidor === 'antes' && RAIZ_ANTES ? { raiz: RAIZ_ANTES } : {}),
  });
  try {
    const b = await criarEmpresa(s.url, { nome: 'Outra Empresa, Lda', lojas: ['Loja Norte'] });
    await postar(
      `${s.url}/api/upload/${b.empresaId}`,
      b.token,
      ficheiroParaImportar('extrato', outra.extrato),
    );
    const a = await criarEmpresa(s.url, { nome: 'Anulação, Lda', lojas: ['Loja Centro'] });
    const t0 = performance.now();
    await postar(
      `${s.url}/api/upload/${a.empresaId}`,
      a.token,
      ficheirosParaImportar({ efatura: empresa.efatura, extrato: empresa.extrato }),
    );
    const { resposta: ligadas } = await postar<{ correspondencias: number }>(
      `${s.url}/api/processar-correspondencias/${a.empresaId}`,
      a.token,
    );
    const preparacaoS = (performance.now() - t0) / 1000;
    log(database, n, servidor, 'importadas e ligadas', ligadas.correspondencias, `${fmt(preparacaoS)} s`);
    const historico = await obter<Array<{ _id: string; tipo: string }>>(
      `${s.url}/get/importacoes/${a.empresaId}`,
      a.token,
    );
    const extrato = historico.find((i) => i.tipo === 'extrato');
    if (!extrato) throw new Error('Sem a importação do extrato.');

    const parar = lerEnquanto(s, b.empresaId, b.token, ANO);
    const t1 = performance.now();
    const resposta = await fetch(`${s.url}/delete/importacao/${a.empresaId}/${extrato._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${a.token}` },
    });
    const anulacaoMs = performance.now() - t1;
    const leituras = await parar();
    const corpo = (await resposta.json()) as { ligacoes: number; movimentos: number; message?: string };
    if (!resposta.ok) throw new Error(`A anulação respondeu ${resposta.status}: ${JSON.stringify(corpo)}`);
    log(database, n, servidor, 'anulada', `${fmt(anulacaoMs / 1000)} s`, JSON.stringify(corpo));
    return {
      database,
      n,
      servidor,
      preparacaoS,
      anulacaoMs,
      resultado: { ligacoes: corpo.ligacoes, movimentos: corpo.movimentos },
      leituras,
    };
  } finally {
    await s.stop();
  }
}

const medicoes: Medicao[] = [];
for (const { database, n } of CASOS)
  for (const servidor of RAIZ_ANTES ? (['antes', 'este'] as const) : (['este'] as const)) {
    medicoes.push(await medir(database, n, servidor));
    escrever();
  }

function escrever(): void {
  const nomeBase = (d: 'pglite' | 'postgres') => (d === 'pglite' ? 'PGlite' : 'PostgreSQL');
  const linhas = medicoes.map((m) => {
    const { pagina, dr, erros } = m.leituras;
    const max = Math.max(0, ...pagina, ...dr);
    const ms = (v: number[], p: number) => (v.length ? inteiro(percentil(v, p)) : '—');
    return `| ${nomeBase(m.database)} | ${inteiro(m.n)} | ${m.servidor === 'antes' ? 'o anterior' : 'este'} | ${fmt(m.preparacaoS)} | **${fmt(m.anulacaoMs / 1000)}** | ${inteiro(m.resultado.ligacoes)} / ${inteiro(m.resultado.movimentos)} | ${pagina.length} / ${dr.length} | ${ms(pagina, 50)} / **${ms(pagina, 99)}** | ${ms(dr, 50)} / **${ms(dr, 99)}** | ${inteiro(max)} | ${erros} |`;
  });
  writeSection(
    'issue19-anulacao',
    `### Anular uma importação enquanto outra empresa lê

${describeMachine()}. Script: \`bench/src/anulacao.bench.ts\` (\`npm run build && npm run anulacao -w @contas/bench\`), uma execução de cada.
Um e-fatura de aquisições e um extrato CGD de N linhas cada (\`gerarEmpresa\`) importados num pedido e ligados
(\`POST /api/processar-correspondencias\`), no servidor compilado, base nova; depois \`DELETE /delete/importacao\` do
extrato (as N ligações desfeitas, as N faturas de volta a pendentes, os N movimentos apagados) enquanto outra empresa
(2 000 linhas de extrato) pede a sua página por omissão e a sua demonstração de resultados, uma a seguir à outra,
sem parar. «O anterior»: o servidor de antes desta mudança (uma só transação também na base embutida), compilado
noutra pasta e medido a seguir, na mesma máquina.

| base | linhas | servidor | importar e ligar (s) | anular (s) | ligações / movimentos desfeitos | pedidos (página / DR) | página p50 / p99 (ms) | DR p50 / p99 (ms) | o mais lento (ms) | erros |
| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${linhas.join('\n')}

Carga no fim: ${carga()}.`,
  );
}
