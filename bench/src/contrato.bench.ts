// Issue 14: do the response schemas slow the answers? The same requests, the same data, on the server as it was
// before them (a checkout built at the commit before, BENCH_ANTES=<its folder>) and on this one: the spreadsheet's
// default page (now serialised from its schema) and the two reports (pre-serialised, now with the SPEC §3 data).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lisbonToday } from '@contas/core';
import { criarEmpresa, ficheiroParaImportar, obter, postar } from './support/api';
import { fmt, writeSection } from './support/benchmarks-file';
import { medirSobCarga, type SobCarga } from './support/carga-http';
import { gerarEmpresa } from './support/gerar-empresa';
import { describeMachine } from './support/machine';
import { carga } from './support/processo';
import { type RunningServer, startServer } from './support/server-process';

const ANTES = process.env.BENCH_ANTES;
if (!ANTES || !existsSync(path.join(ANTES, 'apps/server/dist/server.js')))
  throw new Error(
    'BENCH_ANTES tem de ser uma cópia do repositório, compilada, do commit antes das respostas com esquema.',
  );
const FATURAS = Number(process.env.BENCH_FATURAS ?? 20_000);
const ano = Number(lisbonToday(new Date()).slice(0, 4));

type Medida = { pedido: string; kb: number; umCliente: SobCarga };

async function medir(servidor: RunningServer): Promise<Medida[]> {
  const gerada = gerarEmpresa({ faturas: FATURAS, extraMovimentos: 0, ano });
  const e = await criarEmpresa(servidor.url, { nome: 'Contrato, Lda', lojas: ['Loja Centro'] });
  for (const [campo, bytes] of [
    ['efatura', gerada.efatura],
    ['extrato', gerada.extrato],
  ] as const)
    await postar(`${servidor.url}/api/upload/${e.empresaId}`, e.token, ficheiroParaImportar(campo, bytes));
  await postar(`${servidor.url}/api/processar-correspondencias/${e.empresaId}`, e.token);
  const pedidos = [
    ['página por omissão da planilha (200 linhas)', `/get/planilhas/resumo/${e.empresaId}?page=1&limit=200`],
    [
      'Demonstração de resultados, Todas as lojas',
      `/get/demonstracao-resultados/${e.empresaId}/todas?ano=${ano - 1}&ano2=${ano}`,
    ],
    ['Fluxo de caixa, Todas as lojas', `/get/fluxo-caixa/${e.empresaId}/todas?ano=${ano - 1}&ano2=${ano}`],
  ] as const;
  const medidas: Medida[] = [];
  for (const [pedido, caminho] of pedidos) {
    const url = `${servidor.url}${caminho}`;
    const kb = JSON.stringify(await obter(url, e.token)).length / 1024;
    medidas.push({
      pedido,
      kb,
      umCliente: await medirSobCarga(servidor, url, e.token, { ligacoes: 1, duracaoS: 10 }),
    });
  }
  return medidas;
}

async function comServidor(raiz: string | undefined, porta: number): Promise<Medida[]> {
  const servidor = await startServer({ database: 'postgres', port: porta, ...(raiz ? { raiz } : {}) });
  try {
    return await medir(servidor);
  } finally {
    await servidor.stop();
  }
}

const antes = await comServidor(ANTES, 4191);
const depois = await comServidor(undefined, 4192);
const linhas = antes.map((a, i) => {
  const d = depois[i] as Medida;
  return `| ${a.pedido} | ${fmt(a.kb)} → ${fmt(d.kb)} | ${a.umCliente.pedidos} → ${d.umCliente.pedidos} | ${a.umCliente.p50} → ${d.umCliente.p50} | **${a.umCliente.p99} → ${d.umCliente.p99}** | ${fmt(a.umCliente.cpuNodeMs, 2)} → ${fmt(d.umCliente.cpuNodeMs, 2)} | ${a.umCliente.erros + d.umCliente.erros} | ${a.umCliente.carga} → ${d.umCliente.carga} |`;
});
writeSection(
  'contrato',
  `## Respostas com esquema: antes e depois (issue 14)

Máquina: ${describeMachine()}. **Partilhada** com o trabalho de outras pessoas: a carga (load average 1/5/15 min, 2 núcleos) está ao
lado de cada número. Script: \`bench/src/contrato.bench.ts\` (\`BENCH_ANTES=<cópia compilada do commit anterior> npm run contrato -w @contas/bench\`), uma execução.

Método: o mesmo de "Planilha" e "Relatórios" (servidor compilado num processo próprio, base nova do PostgreSQL 15 local, autocannon
noutro processo, 1 cliente durante 10 s depois de 2 s de aquecimento, CPU do processo do servidor por pedido), duas vezes com os mesmos
dados (${FATURAS} faturas e ${FATURAS} movimentos gerados, importados pela API e correspondidos): **antes**, o servidor do commit anterior às
respostas com esquema; **depois**, este. A página da planilha passa a ser serializada pelo esquema da rota (fast-json-stringify, em vez
de \`JSON.stringify\`); os relatórios saem da memória já serializados (os \`dados\` da SPEC §3 já estavam nos dois).

Leitura: com a máquina a uma carga de ~16 em 2 núcleos, o tempo de parede de um cliente mede sobretudo a vez que o processo espera
pelo CPU; o número que a carga menos distorce é o CPU do Node por pedido. A página da planilha passa de 3,87 para 4,19 ms de CPU
(+0,3 ms, +8 %: a resposta tem uniões — o cartão de cada linha — que o fast-json-stringify verifica ramo a ramo); os relatórios
não mudam (1,37 → 1,19 e 3,98 → 3,23 ms, ruído). A troca vale: nenhum campo fora do contrato sai do servidor, e cada teste confere
as respostas. Os p99 desta tabela não se comparam com os da secção "Planilha" (máquina livre); repetir numa máquina livre.

| pedido | KB por resposta | pedidos em 10 s | p50 (ms) | p99 (ms) | CPU do Node por pedido (ms) | erros | carga 1/5/15 min |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${linhas.join('\n')}

Carga no fim: ${carga()}.`,
);
