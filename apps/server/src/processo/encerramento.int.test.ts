import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registoEmMemoria } from '../../test/registo-em-memoria';
import { startTestApp, type TestApp } from '../../test/test-app';
import { comEsquemas, publico } from '../http/access';
import { prepararEncerramento } from './encerramento';

// The server's way out after SIGTERM, on the run's database: a request held open by the test stands for a long
// import or report.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** `signal`: the slow request's client may give up. */
async function servidorComPedidoLento(signal?: AbortSignal) {
  let libertar: () => void = () => undefined;
  const libertado = new Promise<void>((resolve) => {
    libertar = resolve;
  });
  const memoria = registoEmMemoria();
  t = await startTestApp(
    {},
    {
      registo: memoria.registo,
      antesDePronto: (app) =>
        app.get(
          '/api/teste/lento',
          comEsquemas(publico, { resumo: 'teste', respostas: { 200: z.object({ acabou: z.boolean() }) } }),
          async () => {
            await libertado;
            return { acabou: true };
          },
        ),
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  let basesFechadas = 0;
  const encerrar = (prazoMs: number) =>
    prepararEncerramento({
      app: (t as TestApp).app,
      db: {
        ...(t as TestApp).db,
        close: async () => {
          basesFechadas += 1;
        },
      },
      prazoMs,
      log: memoria.registo,
    });
  const lento = fetch(`${url}/api/teste/lento?token=segredo`, { signal }).then(
    async (r) => ({ estado: r.status, corpo: await r.json() }),
    (erro: Error) => ({ erro: erro.message }),
  );
  while ((t as TestApp).app.pedidosEmCurso().length === 0) await new Promise((r) => setTimeout(r, 10));
  return { url, encerrar, lento, libertar, memoria, basesFechadas: () => basesFechadas };
}

describe('shutdown with a deadline', () => {
  it('refuses new work, lets the request in flight finish, then closes the database: exit 0', async () => {
    const s = await servidorComPedidoLento();
    const saida = s.encerrar(30_000)('SIGTERM');
    // A new connection finds nobody listening.
    await expect(fetch(`${s.url}/api/health`)).rejects.toThrow();
    expect(s.basesFechadas()).toBe(0);

    s.libertar();
    expect(await s.lento).toEqual({ estado: 200, corpo: { acabou: true } });
    expect(await saida).toBe(0);
    expect(s.basesFechadas()).toBe(1);
    expect(s.memoria.linhas().at(-1)?.msg).toBe('Servidor terminado.');
  });

  it('a request whose client went away is no longer counted as in flight', async () => {
    const controlo = new AbortController();
    const s = await servidorComPedidoLento(controlo.signal);
    const app = (t as TestApp).app;
    expect(app.pedidosEmCurso()).toEqual(['GET /api/teste/lento?token=[redigido]']);
    controlo.abort();
    expect(await s.lento).toEqual({ erro: 'This operation was aborted' });
    for (let i = 0; i < 200 && app.pedidosEmCurso().length > 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(app.pedidosEmCurso()).toEqual([]);
    s.libertar();
  });

  it('past the deadline, cuts the request, names it in the log (query redacted), closes the database: exit 1', async () => {
    const s = await servidorComPedidoLento();
    const saida = await s.encerrar(200)('SIGTERM');
    expect(saida).toBe(1);
    expect(s.basesFechadas()).toBe(1);
    const corte = s.memoria.linhas().find((l) => l.level === 50);
    expect(corte?.msg).toBe(
      'Encerramento: 1 pedido(s) cortado(s) sem terminar; as suas transações são desfeitas.',
    );
    expect(corte?.pedidos).toEqual(['GET /api/teste/lento?token=[redigido]']);
    expect(await s.lento).toEqual({ erro: 'fetch failed' });
    s.libertar();
  });

  it('a request that reaches a closing server on a connection it already had is refused in Portuguese', async () => {
    t = await startTestApp();
    t.app.recusarPedidosNovos();
    const novo = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(novo.statusCode).toBe(503);
    expect(novo.headers.connection).toBe('close');
    expect(novo.json()).toEqual({
      message: 'O servidor está a terminar. Tente novamente dentro de momentos.',
    });
  });

  it('a second signal a second or more after the first cuts at once; copies of the first do not', async () => {
    const s = await servidorComPedidoLento();
    const encerrar = s.encerrar(60_000);
    const saida = encerrar('SIGINT');
    // Ctrl-C reaches every process of the group: the copies arrive together with the first.
    void encerrar('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    expect(s.basesFechadas()).toBe(0);
    await new Promise((r) => setTimeout(r, 800));
    void encerrar('SIGINT');
    expect(await saida).toBe(1);
    s.libertar();
  });
});
