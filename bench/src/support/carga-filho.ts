// The load generator in a process of its own (forked by carga-http.ts): the benchmark's own heap (generated
// files, a million rows sent to PostgreSQL) and its garbage collections must not pause the client that
// times the requests.
import autocannon from 'autocannon';

export type PedidoDeCarga = { url: string; token: string; ligacoes: number; duracaoS: number };
export type ResultadoDeCarga = {
  rps: number;
  p50: number;
  p99: number;
  erros: number;
  pedidos: number;
  bytes: number;
};

process.once('message', async (pedido: PedidoDeCarga) => {
  const r = await autocannon({
    url: pedido.url,
    connections: pedido.ligacoes,
    duration: pedido.duracaoS,
    headers: { authorization: `Bearer ${pedido.token}` },
  });
  const resultado: ResultadoDeCarga = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: r.errors + r.non2xx,
    pedidos: r.requests.total,
    bytes: r.throughput.total,
  };
  process.send?.(resultado, () => process.disconnect());
});
