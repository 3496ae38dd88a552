import { MESES } from '@contas/core';
import { gerarModeloOrcamento } from '@contas/core/modelos';
import { HOJE, linhasDoModelo } from '@contas/core/reports/fixtures/padaria-do-largo.orcamento';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { padariaComOrcamento } from './__fixtures__/padaria-com-orcamento';

/*
 * The budget lines and the payment delays' histogram are kept in a server's memory under the company's
 * data version (versoes_agregados). A server that has answered all along must answer as one started just
 * now, after every kind of write made elsewhere — another server or straight in the database.
 */

let vivo: TestApp;
let escritor: TestApp;
const u = {} as Record<'admin' | 'editor', TestUser>;
let empresaId: string;
let lojas: { A: string; B: string };

beforeAll(async () => {
  vivo = await startTestApp();
  escritor = await startTestApp();
  for (const nome of ['admin', 'editor'] as const) u[nome] = await createUser(escritor);
  // Today is the fixture's; the tokens stay valid (checked on real time).
  for (const t of [vivo, escritor]) t.clock.now = new Date(`${HOJE}T10:00:00Z`);
  const empresa = await criarEmpresaDeTeste(escritor, {
    nome: 'Padaria do Largo, Lda',
    membros: [
      [u.admin, 'admin'],
      [u.editor, 'editor'],
    ],
    lojas: ['Largo', 'Mercado'],
  });
  empresaId = empresa.id;
  lojas = { A: empresa.lojaIds[0] as string, B: empresa.lojaIds[1] as string };
  await padariaComOrcamento(escritor, empresaId, lojas, u);
});
afterAll(async () => {
  await vivo.close();
  await escritor.close();
});

const pedidos = () =>
  ['dr-orcamento', 'fluxo-caixa-orcamento', 'summary'].flatMap((relatorio) =>
    [lojas.A, 'todas'].map((loja) => `/get/${relatorio}/${empresaId}/${loja}?ano=2025`),
  );

async function respostas(t: TestApp): Promise<Record<string, unknown>> {
  const corpos: Record<string, unknown> = {};
  for (const url of pedidos()) {
    const res = await t.app.inject({ method: 'GET', url, headers: u.editor.auth });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    corpos[url] = res.json();
  }
  return corpos;
}

/** The long-lived server's answers, each equal to a new server's; and those that differ from `antes`. */
async function confere(
  antes: Record<string, unknown>,
): Promise<{ agora: Record<string, unknown>; mudaram: string[] }> {
  const agora = await respostas(vivo);
  const novo = await startTestApp();
  novo.clock.now = vivo.clock.now;
  try {
    expect(agora).toEqual(await respostas(novo));
  } finally {
    await novo.close();
  }
  const mudaram = Object.keys(agora).filter(
    (url) => JSON.stringify(agora[url]) !== JSON.stringify(antes[url]),
  );
  return { agora, mudaram };
}

async function colocar(url: string, quem: TestUser, payload: unknown) {
  const res = await escritor.app.inject({
    method: 'PUT',
    url,
    headers: quem.auth,
    payload: payload as object,
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

const versao = async () =>
  Number(
    (await vivo.pool.query('select versao from versoes_agregados where empresa_id = $1', [empresaId])).rows[0]
      ?.versao ?? 0,
  );

describe('the reads kept in memory, across servers', () => {
  let antes: Record<string, unknown>;
  beforeAll(async () => {
    antes = await respostas(vivo);
  });
  const depois = async (esperadas: string[]) => {
    const { agora, mudaram } = await confere(antes);
    for (const url of esperadas) expect(mudaram, url).toContain(url);
    antes = agora;
  };
  const url = (relatorio: string, loja: string) => `/get/${relatorio}/${empresaId}/${loja}?ano=2025`;

  it('reading moves no version', async () => {
    const v = await versao();
    await respostas(vivo);
    await respostas(vivo);
    expect(await versao()).toBe(v);
  });

  it('a ledger write that changes a payment delay', async () => {
    const v = await versao();
    // Every Compras / Mercadoria document of the history paid on its issue day: its median is 0 days.
    const { rowCount } = await vivo.pool.query(
      `update planilha set data_pagamento = data_emissao
       where empresa_id = $1 and subcategoria_a = 'Mercadoria' and numero_fatura like 'HIST 2023/%'`,
      [empresaId],
    );
    expect(rowCount).toBeGreaterThan(0);
    expect(await versao()).toBe(v + 1);
    await depois([url('fluxo-caixa-orcamento', 'todas'), url('summary', 'todas')]);
  });

  it('a ledger write the version does not count (an amount of 2025)', async () => {
    const v = await versao();
    const { rowCount } = await vivo.pool.query(
      `update planilha set base_cents = base_cents - 10000
       where id = (select id from planilha where empresa_id = $1 and numero_fatura like 'FT 2025/%'
                   and data_emissao >= '2025-01-01' order by numero_fatura limit 1)`,
      [empresaId],
    );
    expect(rowCount).toBe(1);
    expect(await versao()).toBe(v);
    await depois([url('dr-orcamento', 'todas'), url('summary', 'todas')]);
  });

  it('a budget imported again with other lines, in one transaction: one version', async () => {
    const v = await versao();
    const { payload, headers } = multipart([
      { campo: 'tipoArquivo', valor: 'orcamento' },
      { campo: 'tipoUpload', valor: 'upload-orcamento' },
      {
        campo: 'file',
        nome: 'orcamento-B-2025.xlsx',
        bytes: await gerarModeloOrcamento(2025, linhasDoModelo('A', 2025)),
      },
    ]);
    const res = await escritor.app.inject({
      method: 'POST',
      url: `/api/upload/orcamento/${empresaId}/${lojas.B}/2025`,
      payload,
      headers: { ...headers, ...u.editor.auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await versao()).toBe(v + 1);
    await depois([
      url('dr-orcamento', 'todas'),
      url('fluxo-caixa-orcamento', 'todas'),
      url('summary', 'todas'),
    ]);
  });

  it('a depreciation', async () => {
    await colocar(`/put/depreciations/${empresaId}/${lojas.A}`, u.editor, {
      depreciations: [{ year: 2025, equipamento_basico: 9_000 }],
    });
    await depois([url('dr-orcamento', lojas.A), url('summary', lojas.A)]);
  });

  it('a payment delay set by an admin', async () => {
    await colocar(`/put/orcamento-prazos/${empresaId}`, u.admin, {
      categoria_A: 'Compras',
      subcategoria_A: 'Mercadoria',
      dias: 60,
    });
    await depois([url('fluxo-caixa-orcamento', 'todas')]);
  });

  it('the headcount and the equity', async () => {
    await colocar(`/put/update-loja-info/${lojas.A}`, u.admin, {
      nome: 'Largo',
      employee: [{ year: 2025, ...Object.fromEntries(MESES.map((m) => [m, 4])) }],
    });
    await colocar(`/put/capital-proprio/${empresaId}`, u.admin, { ano: 2025, valor: 80_000 });
    await depois([url('summary', 'todas')]);
  });

  it('a rolled back write moves no version', async () => {
    const v = await versao();
    const cliente = await vivo.pool.connect();
    try {
      await cliente.query('begin');
      await cliente.query('delete from orcamento_linhas where empresa_id = $1', [empresaId]);
      await cliente.query('rollback');
    } finally {
      cliente.release();
    }
    expect(await versao()).toBe(v);
    await depois([]);
  });
});
