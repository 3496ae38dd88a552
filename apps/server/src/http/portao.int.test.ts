import type { AddressInfo } from 'node:net';
import { escreverExtratoCgd } from '@contas/core/gerador';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipart } from '../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../test/test-app';
import { comEsquemas, daEmpresa } from './access';

// The company's gate exists on the embedded database only (issue 19).
const embutida = process.env.TEST_DATABASE !== 'postgres';

/** A company request the test holds open, standing for a slow edit of the ledger. */
let libertar: () => void = () => undefined;
let entrou: () => void = () => undefined;
let t: TestApp;
let editor: TestUser;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      antesDePronto: (app) =>
        app.get(
          '/api/teste/edicao-lenta/:empresaId',
          comEsquemas(daEmpresa('editor'), {
            resumo: 'teste',
            respostas: { 200: z.object({ ok: z.boolean() }) },
          }),
          async () => {
            entrou();
            await new Promise<void>((resolve) => {
              libertar = resolve;
            });
            return { ok: true };
          },
        ),
    },
  );
  editor = await createUser(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe.runIf(embutida)("a company's gate", () => {
  it('stays shut to a big write until a request inside has answered, even when its client left', async () => {
    const { id: empresaId } = await criarEmpresaDeTeste(t, {
      membros: [[editor, 'editor']],
      lojas: ['Loja 1'],
    });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const dentro = new Promise<void>((resolve) => {
      entrou = resolve;
    });
    const controlo = new AbortController();
    const pedido = fetch(`${url}/api/teste/edicao-lenta/${empresaId}`, {
      headers: editor.auth,
      signal: controlo.signal,
    }).catch((e: Error) => e.name);
    await dentro;

    // An import of the company waits for the request inside; its client leaves.
    let importada = false;
    const { payload, headers } = multipart([
      {
        campo: 'extrato',
        nome: 'cgd.csv',
        bytes: escreverExtratoCgd({
          conta: '0574000000920',
          saldoInicialCents: 100_000,
          dataInicio: '2026-03-01',
          dataFim: '2026-03-31',
          dataExportacao: '2026-04-01',
          linhas: [{ data: '2026-03-02', descricao: 'TRF EXEMPLO', valorCents: -1_230 }],
        }),
      },
    ]);
    const importacao = t.app
      .inject({
        method: 'POST',
        url: `/api/upload/${empresaId}`,
        payload,
        headers: { ...headers, ...editor.auth },
      })
      .then((r) => {
        importada = true;
        return r.statusCode;
      });
    controlo.abort();
    expect(await pedido).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(importada).toBe(false);

    // Its handler answers: the import goes in.
    libertar();
    expect(await importacao).toBe(201);
  });
});
