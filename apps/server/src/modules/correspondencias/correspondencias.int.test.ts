import { nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
  escreverExtratoCgd,
} from '@contas/core/gerador';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { CorrespondenciasService } from './correspondencias.service';
import { desligar, ligar } from './ligacoes.repository';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t);
  editor = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
const FRIO = {
  nifEmitente: nif('59714833'),
  nomeEmitente: 'Frio Exemplar - Manutenção de Equipamentos, Lda',
};
const EQUIPAMENTOS = { nifEmitente: nif('59387464'), nomeEmitente: 'Equipamentos de Hotelaria Exemplo, Lda' };
const MOAGEM = { nifEmitente: nif('59542870'), nomeEmitente: 'Moagem Vale Fundo - Farinhas e Cereais, Lda' };
const TORREFACAO = { nifEmitente: nif('59677373'), nomeEmitente: 'Torrefação Grão Fictício, Lda' };
const LIMPEZAS = { nifEmitente: nif('59624207'), nomeEmitente: 'Limpezas Brilho Fictício, Lda' };
const HOTEL = nif('59094327');

const compra = (
  parte: { nifEmitente: string; nomeEmitente: string },
  numero: string,
  data: string,
  totalCents: number,
  tipo: DocumentoEfatura['tipo'] = 'Fatura',
): DocumentoEfatura => ({
  ...parte,
  numero,
  tipo,
  data,
  baseCents: totalCents,
  ivaCents: 0,
  situacao: 'Registado',
});

const compras = escreverEfaturaAdquirente(
  [
    // Same supplier, same amount twice: the older invoice goes with the first payment.
    compra(FRIO, 'FT F2026/533', '2026-03-05', 26_814),
    compra(FRIO, 'FT F2026/542', '2026-03-08', 26_814),
    // Paid in two instalments quoting the invoice, the second with the odd cent.
    compra(EQUIPAMENTOS, 'FT EH2026/231', '2026-03-02', 565_801),
    // One payment for two invoices.
    compra(MOAGEM, 'FT FA.2026/440', '2026-03-08', 111_209),
    compra(MOAGEM, 'FT FA.2026/461', '2026-03-12', 93_312),
    // An invoice paid net of a credit note.
    compra(TORREFACAO, 'FT FB26/5175', '2026-03-02', 50_000),
    compra(TORREFACAO, 'NC FB26/5648', '2026-03-06', 6_000, 'Nota de crédito'),
    // Never paid: its payment window ended long before the statement does.
    compra(LIMPEZAS, 'FT LB2026/700', '2026-01-10', 15_000),
  ],
  'A',
);
const vendas = escreverEfaturaEmitente(
  [
    {
      nifAdquirente: HOTEL,
      numero: 'FT A2026/7',
      tipo: 'Fatura',
      data: '2026-03-03',
      baseCents: 50_000,
      ivaCents: 11_500,
      situacao: 'Registado',
    },
  ],
  'A',
);
const extrato = escreverExtratoCgd({
  conta: '0574000000009',
  saldoInicialCents: 2_000_000,
  dataInicio: '2026-01-01',
  dataFim: '2026-03-31',
  dataExportacao: '2026-04-01',
  linhas: [
    { data: '2026-01-02', descricao: 'IMPOSTO SELO', valorCents: -30 },
    {
      data: '2026-03-04',
      descricao: 'TRF P/O EQUIPAMENTOS DE HOTELARI FT EH2026/231 1/2',
      valorCents: -282_900,
    },
    { data: '2026-03-10', descricao: 'TRF DE HOTEL MIRADOURO FT A2026/7', valorCents: 61_500 },
    { data: '2026-03-11', descricao: 'TRF P/O FRIO EXEMPLAR', valorCents: -26_814 },
    { data: '2026-03-16', descricao: 'TRF P/O TORREFACAO GRAO', valorCents: -44_000 },
    { data: '2026-03-18', descricao: 'TRF P/O FRIO EXEMPLAR', valorCents: -26_814 },
    {
      data: '2026-03-22',
      descricao: 'TRF P/O EQUIPAMENTOS DE HOTELARI FT EH2026/231 2/2',
      valorCents: -282_901,
    },
    { data: '2026-03-23', descricao: 'TRF P/O MOAGEM VALE', valorCents: -204_521 },
    { data: '2026-03-24', descricao: 'TPA VENDAS 9054457', valorCents: 350_000 },
    { data: '2026-03-31', descricao: 'COMISSAO MANUTENCAO CONTA', valorCents: -750 },
  ],
});

/** Each test's company imports the same documents, which one company only can have: it goes when the test ends. */
const importadas: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [importadas.splice(0)]);
});

async function empresaImportada() {
  const { id } = await criarEmpresaDeTeste(t, {
    nome: 'Café Correspondências, Lda',
    membros: [
      [admin, 'admin'],
      [editor, 'editor'],
    ],
    lojas: ['Loja 1'],
  });
  importadas.push(id);
  // Every test company imports the same statement: its account is another company's, confirmed.
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: 'confirmarContas', valor: 'sim' },
    { campo: 'efatura', nome: 'compras.csv', bytes: compras },
    { campo: 'efatura', nome: 'vendas.csv', bytes: vendas },
    { campo: 'extrato', nome: 'cgd.csv', bytes: extrato },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload/${id}`,
    payload,
    headers: { ...headers, ...editor.auth },
  });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

const processar = (empresaId: string) =>
  t.app.inject({ method: 'POST', url: `/api/processar-correspondencias/${empresaId}`, headers: editor.auth });

async function ligacoes(empresaId: string) {
  const { rows } = await t.pool.query(
    `select p.numero_fatura, m.descricao, m.data_movimento, c.valor_cents, c.regra, c.manual
     from correspondencias c join planilha p on p.id = c.planilha_id join movimentos m on m.id = c.movimento_id
     where c.empresa_id = $1 order by m.data_movimento, p.numero_fatura`,
    [empresaId],
  );
  return rows.map((r) => [r.numero_fatura, r.data_movimento, r.valor_cents, r.regra]);
}

const PARES_ESPERADOS = [
  ['FT EH2026/231', '2026-03-04', -282_900, 'referencia-prestacoes'],
  ['FT A2026/7', '2026-03-10', 61_500, 'referencia'],
  ['FT F2026/533', '2026-03-11', -26_814, 'valor-exato'],
  ['FT FB26/5175', '2026-03-16', -50_000, 'combinacao-faturas'],
  ['NC FB26/5648', '2026-03-16', 6_000, 'combinacao-faturas'],
  ['FT F2026/542', '2026-03-18', -26_814, 'valor-exato'],
  ['FT EH2026/231', '2026-03-22', -282_901, 'referencia-prestacoes'],
  ['FT FA.2026/440', '2026-03-23', -111_209, 'combinacao-faturas'],
  ['FT FA.2026/461', '2026-03-23', -93_312, 'combinacao-faturas'],
];

describe('POST /api/processar-correspondencias/:empresaId', () => {
  it('links the hard cases, fills the rows’ statement part and writes the errors report', async () => {
    const empresaId = await empresaImportada();
    const res = await processar(empresaId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Processamento concluído!', correspondencias: 6, erros: 1 });
    expect(await ligacoes(empresaId)).toEqual(PARES_ESPERADOS);

    const linha = async (numero: string) =>
      (
        await t.pool.query('select * from planilha where empresa_id = $1 and numero_fatura = $2', [
          empresaId,
          numero,
        ])
      ).rows[0];
    expect(await linha('FT EH2026/231')).toMatchObject({
      status_correspondencia: 'Correspondido',
      extrato_valor_cents: -565_801,
      data_pagamento: '2026-03-22',
      tipo_movimento: 'Saída',
    });
    expect(await linha('FT A2026/7')).toMatchObject({
      status_correspondencia: 'Correspondido',
      extrato_valor_cents: 61_500,
      tipo_movimento: 'Entrada',
      extrato_descricao: 'TRF DE HOTEL MIRADOURO FT A2026/7',
    });
    expect(await linha('NC FB26/5648')).toMatchObject({
      extrato_valor_cents: 6_000,
      data_pagamento: '2026-03-16',
    });
    expect(await linha('FT LB2026/700')).toMatchObject({
      status_correspondencia: 'Pendente',
      data_pagamento: null,
    });
    // Matched lines lose their statement-only rows; the others keep them.
    const soExtrato = await t.pool.query(
      'select extrato_descricao from planilha where empresa_id = $1 and movimento_id is not null order by 1',
      [empresaId],
    );
    expect(soExtrato.rows.map((r) => r.extrato_descricao)).toEqual([
      'COMISSAO MANUTENCAO CONTA',
      'IMPOSTO SELO',
      'TPA VENDAS 9054457',
    ]);

    const erros = await t.pool.query(
      'select * from erros_correspondencia where empresa_id = $1 order by linha',
      [empresaId],
    );
    expect(erros.rows).toEqual([
      expect.objectContaining({
        linha: 1,
        tipo: 'Fatura',
        numero_fatura: 'FT LB2026/700',
        data: '2026-01-10',
        valor_cents: -15_000,
        motivo: 'Fatura sem movimento bancário correspondente',
      }),
    ]);
  });

  it('is idempotent, never touches existing links and never remakes an undone pair', async () => {
    const empresaId = await empresaImportada();
    await processar(empresaId);
    const erros = (
      await t.pool.query('select count(*)::int as n from erros_correspondencia where empresa_id = $1', [
        empresaId,
      ])
    ).rows[0].n;

    const outra = await processar(empresaId);
    expect(outra.json()).toEqual({ message: 'Processamento concluído!', correspondencias: 0, erros });
    expect(await ligacoes(empresaId)).toEqual(PARES_ESPERADOS);

    // A person undoes the second Frio pair: that line is never given to that invoice again.
    const f542 = (
      await t.pool.query("select id from planilha where empresa_id = $1 and numero_fatura = 'FT F2026/542'", [
        empresaId,
      ])
    ).rows[0].id;
    await desligar(t.pool, empresaId, f542);
    const depois = await processar(empresaId);
    expect(depois.json().correspondencias).toBe(0);
    expect((await ligacoes(empresaId)).map((p) => p[0])).not.toContain('FT F2026/542');
    const relatorio = await t.pool.query(
      `select linha, tipo, numero_fatura, data, motivo from erros_correspondencia
       where empresa_id = $1 order by linha`,
      [empresaId],
    );
    expect(relatorio.rows.map((r) => r.linha)).toEqual(relatorio.rows.map((_, i) => i + 1));
    // The freed line is now a payment to Frio with no invoice to go with: a line to review.
    expect(relatorio.rows).toContainEqual(
      expect.objectContaining({
        tipo: 'Extrato',
        data: '2026-03-18',
        motivo: expect.stringContaining('Frio Exemplar'),
      }),
    );
  });
});

describe('a run computed outside the write transaction', () => {
  it('reads and computes again when the ledger changed between the read and the write', async () => {
    const empresaId = await empresaImportada();
    const fases: string[] = [];
    const resultado = await new CorrespondenciasService().processarFora(
      t.pool,
      empresaId,
      editor.id,
      async (fase, feito, total) => {
        fases.push(`${fase} ${feito}/${total}`);
        if (fase !== 'escrever' || feito !== 0) return;
        // While the engine ran, a person linked the sale to its payment by hand.
        const { rows } = await t.pool.query(
          `select (select id from planilha where empresa_id = $1 and numero_fatura = 'FT A2026/7') as fatura,
                  (select id from movimentos where empresa_id = $1 and data_movimento = '2026-03-10') as movimento`,
          [empresaId],
        );
        await ligar(t.pool, {
          empresaId,
          linhas: [{ planilhaId: rows[0].fatura, movimentoId: rows[0].movimento, valorCents: 61_500 }],
          regra: 'manual',
          explicacao: 'Associada à mão.',
          manual: true,
          userId: editor.id,
        });
      },
    );
    expect(fases).toEqual(['ler 0/1', 'calcular 0/1', 'escrever 0/9', 'escrever 8/8']);
    // The hand-made link is a fixed pair of the run computed again: 5 new matches, not the stale 6.
    expect(resultado).toEqual({ correspondencias: 5, erros: 1 });
    expect(await ligacoes(empresaId)).toEqual(
      PARES_ESPERADOS.map((p) => (p[0] === 'FT A2026/7' ? [p[0], p[1], p[2], 'manual'] : p)),
    );
  });
});

describe('errors report', () => {
  it('lists the lines by number (admin), removes one and then all', async () => {
    const empresaId = await empresaImportada();
    const f542 = (
      await t.pool.query("select id from planilha where empresa_id = $1 and numero_fatura = 'FT F2026/542'", [
        empresaId,
      ])
    ).rows[0].id;
    await processar(empresaId);
    await desligar(t.pool, empresaId, f542);
    await processar(empresaId);

    const listar = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/get/erros-correspondencia/${empresaId}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as Array<Record<string, unknown>>;
    };
    const lista = await listar();
    expect(lista.length).toBeGreaterThanOrEqual(2);
    expect(lista.map((e) => e.linha)).toEqual(lista.map((_, i) => i + 1));
    expect(lista).toContainEqual({
      _id: expect.any(String),
      linha: expect.any(Number),
      tipo: 'Fatura',
      numeroFatura: 'FT LB2026/700',
      numeroExtrato: null,
      data: '2026-01-10',
      valor: -150,
      motivo: 'Fatura sem movimento bancário correspondente',
      planilhaId: expect.any(String),
      movimentoId: null,
      emitente: `${LIMPEZAS.nifEmitente} - ${LIMPEZAS.nomeEmitente}`,
      descricaoExtrato: null,
      resolvida: null,
    });
    const doExtrato = lista.find((e) => e.tipo === 'Extrato');
    expect(doExtrato?.numeroExtrato).toMatch(/^cgd\.csv, linha \d+$/);

    const primeiro = lista[0] as { _id: string };
    const apagar = await t.app.inject({
      method: 'DELETE',
      url: `/delete/relatorio-erro/${primeiro._id}`,
      headers: admin.auth,
    });
    expect(apagar.statusCode).toBe(200);
    expect(apagar.json()).toEqual({ message: 'Linha do relatório de erros removida.' });
    expect((await listar()).map((e) => e._id)).not.toContain(primeiro._id);
    const denovo = await t.app.inject({
      method: 'DELETE',
      url: `/delete/relatorio-erro/${primeiro._id}`,
      headers: admin.auth,
    });
    expect(denovo.statusCode).toBe(404);

    // Another company's admin cannot reach these lines.
    const estranho = await createUser(t);
    const alheio = await t.app.inject({
      method: 'DELETE',
      url: `/delete/relatorio-erro/${(lista[1] as { _id: string })._id}`,
      headers: estranho.auth,
    });
    expect(alheio.statusCode).toBe(404);

    const todos = await t.app.inject({
      method: 'DELETE',
      url: `/delete/relatorio-erro/all/${empresaId}`,
      headers: admin.auth,
    });
    expect(todos.statusCode).toBe(200);
    expect(todos.json()).toEqual({ message: 'Relatório de erros limpo.', removidos: lista.length - 1 });
    expect(await listar()).toEqual([]);
  });

  it("marks a line 'resolvida' (admin only), keeps it through the next matching run, and undoes it", async () => {
    const empresaId = await empresaImportada();
    await processar(empresaId);
    const listar = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/get/erros-correspondencia/${empresaId}`,
          headers: admin.auth,
        })
      ).json() as Array<{ _id: string; numeroFatura: string | null; resolvida: unknown; planilhaId: string }>;
    const porPagar = async () => (await listar()).find((e) => e.numeroFatura === 'FT LB2026/700');
    const marcar = (erroId: string, resolvida: unknown, auth = admin.auth) =>
      t.app.inject({
        method: 'PUT',
        url: `/put/relatorio-erro/${erroId}/resolvida`,
        headers: auth,
        payload: { resolvida },
      });
    const antes = await porPagar();
    const linhaDb = await t.pool.query(
      "select id from planilha where empresa_id = $1 and numero_fatura = 'FT LB2026/700'",
      [empresaId],
    );
    expect(antes).toMatchObject({ planilhaId: linhaDb.rows[0].id, resolvida: null });
    const id = (antes as { _id: string })._id;

    // An editor may not; another company's admin does not see the line; the body says true or false.
    expect((await marcar(id, true, editor.auth)).statusCode).toBe(403);
    expect((await marcar(id, true, (await createUser(t)).auth)).statusCode).toBe(404);
    expect((await marcar(id, 'sim')).statusCode).toBe(400);
    expect((await porPagar())?.resolvida).toBeNull();

    const marcada = await marcar(id, true);
    expect(marcada.statusCode).toBe(200);
    expect(marcada.json()).toEqual({ message: 'Linha marcada como resolvida.', resolvida: true });
    const nome = (await t.pool.query('select nome from users where id = $1', [admin.id])).rows[0].nome;
    expect((await porPagar())?.resolvida).toEqual({ em: expect.any(String), por: { _id: admin.id, nome } });

    // A new run gives the report new lines: the same invoice's line is still resolved.
    await processar(empresaId);
    const depois = await porPagar();
    expect(depois?._id).not.toBe(id);
    expect(depois?.resolvida).toEqual({ em: expect.any(String), por: { _id: admin.id, nome } });
    // The other lines were not touched.
    expect((await listar()).filter((e) => e.resolvida !== null)).toHaveLength(1);

    const reaberta = await marcar((depois as { _id: string })._id, false);
    expect(reaberta.json()).toEqual({ message: 'Linha reaberta.', resolvida: false });
    expect((await porPagar())?.resolvida).toBeNull();
  });
});
