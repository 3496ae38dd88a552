import { nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
  type LinhaExtrato,
} from '@contas/core/gerador';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type ParteMultipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

/**
 * Stores learned on import (issue 15): a café with two stores, Baixa (the first) and Parque. January is
 * imported and a person puts some rows in Parque and gives the Millennium account to Parque; February's
 * files then go where that says. Every figure below is a row counted by hand.
 */
let t: TestApp;
let editor: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  editor = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
const MOAGEM = { nifEmitente: nif('50766666'), nomeEmitente: 'Moagem das Lojas, S.A.' };
const LUZ = { nifEmitente: nif('50777777'), nomeEmitente: 'Luz das Lojas, S.A.' };
const compra = (de: typeof MOAGEM, numero: string, data: string): DocumentoEfatura => ({
  ...de,
  numero,
  atcud: `LOJA${numero.replace(/\D/g, '')}-1`,
  tipo: 'Fatura',
  data,
  baseCents: 10_000,
  ivaCents: 600,
  situacao: 'Registado',
});
const venda = (numero: string, data: string): DocumentoEfatura => ({
  nifAdquirente: '999999990',
  numero,
  atcud: `VEND${numero.replace(/\D/g, '')}-1`,
  tipo: 'Fatura-recibo',
  data,
  baseCents: 2_000,
  ivaCents: 260,
  situacao: 'Registado',
});
const cgd = (inicio: string, fim: string, saldo: number, linhas: LinhaExtrato[]) =>
  escreverExtratoCgd({
    conta: '0574000000888',
    saldoInicialCents: saldo,
    dataInicio: inicio,
    dataFim: fim,
    dataExportacao: fim,
    linhas,
  });
const millennium = (inicio: string, fim: string, saldo: number, linhas: LinhaExtrato[]) =>
  escreverExtratoMillennium({
    conta: '0000088888888',
    saldoInicialCents: saldo,
    dataInicio: inicio,
    dataFim: fim,
    dataExportacao: fim,
    linhas,
  });

function enviar(empresaId: string, partes: readonly ParteMultipart[]) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    { campo: 'confirmarContas', valor: 'sim' },
    ...partes,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...editor.auth },
  });
}

async function paraOParque(empresaId: string, where: string, valor: string, parque: string) {
  const { rows } = await t.pool.query(
    `select id, versao from planilha where empresa_id = $1 and ${where} = $2`,
    [empresaId, valor],
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: `/put/planilha/${rows[0].id}`,
    headers: editor.auth,
    payload: { versao: rows[0].versao, mudancas: { loja: parque } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const origens = (o: Partial<Record<'texto' | 'conta' | 'serie' | 'historico' | 'primeira', number>>) => ({
  texto: 0,
  conta: 0,
  serie: 0,
  historico: 0,
  primeira: 0,
  ...o,
});

describe('stores learned on import', () => {
  it("puts February's rows where the company's text, accounts, series and history say, and counts them per store", async () => {
    const empresa = await criarEmpresaDeTeste(t, {
      nome: 'Café das Lojas, Lda',
      membros: [[editor, 'editor']],
      lojas: ['Loja Baixa', 'Loja Parque'],
    });
    const [baixa, parque] = empresa.lojaIds as [string, string];

    // January: nothing known yet, everything in the first store.
    const janeiro = await enviar(empresa.id, [
      {
        campo: 'efatura',
        nome: 'compras-jan.csv',
        bytes: escreverEfaturaAdquirente([compra(MOAGEM, 'FT MG/1', '2026-01-05')], 'A'),
      },
      {
        campo: 'efatura',
        nome: 'vendas-jan.csv',
        bytes: escreverEfaturaEmitente([venda('FR B2026/1', '2026-01-06')], 'A'),
      },
      {
        campo: 'extrato',
        nome: 'cgd-jan.csv',
        bytes: cgd('2026-01-01', '2026-01-31', 100_000, [
          { data: '2026-01-10', descricao: 'COMPRA 1111 PASTELARIA DOCE', valorCents: -1_500 },
        ]),
      },
      {
        campo: 'extrato',
        nome: 'millennium-jan.xlsx',
        bytes: await millennium('2026-01-01', '2026-01-31', 50_000, [
          { data: '2026-01-12', descricao: 'TPA VENDAS 0041', valorCents: 8_000 },
        ]),
      },
    ]);
    expect(janeiro.statusCode, janeiro.body).toBe(201);
    for (const r of janeiro.json().resultados)
      expect(r.lojas, r.ficheiro).toEqual([
        { _id: baixa, nome: 'Loja Baixa', linhas: 1, origens: origens({ primeira: 1 }) },
      ]);

    // A person: the miller's invoice, the B series' sale and the pastry shop's purchase are Parque's; the
    // Millennium account is Parque's too (its January line stays where it is).
    await paraOParque(empresa.id, 'numero_fatura', 'FT MG/1', parque);
    await paraOParque(empresa.id, 'numero_fatura', 'FR B2026/1', parque);
    await paraOParque(empresa.id, 'extrato_descricao', 'COMPRA 1111 PASTELARIA DOCE', parque);
    const contas = (
      await t.app.inject({ method: 'GET', url: `/get/contas/${empresa.id}`, headers: editor.auth })
    ).json().contas as Array<{ _id: string; conta: string }>;
    const millenniumId = contas.find((c) => c.conta === '0000088888888')?._id;
    const conta = await t.app.inject({
      method: 'PUT',
      url: `/put/contas/${empresa.id}/${millenniumId}`,
      headers: editor.auth,
      payload: { lojaId: parque, moverLinhas: false },
    });
    expect(conta.statusCode, conta.body).toBe(200);

    const fevereiro = await enviar(empresa.id, [
      {
        campo: 'efatura',
        nome: 'compras-fev.csv',
        bytes: escreverEfaturaAdquirente(
          [compra(MOAGEM, 'FT MG/2', '2026-02-05'), compra(LUZ, 'FT LZ/9', '2026-02-07')],
          'A',
        ),
      },
      {
        campo: 'efatura',
        nome: 'vendas-fev.csv',
        bytes: escreverEfaturaEmitente(
          [venda('FR B2026/2', '2026-02-06'), venda('FR A2026/5', '2026-02-06')],
          'A',
        ),
      },
      {
        campo: 'extrato',
        nome: 'cgd-fev.csv',
        bytes: cgd('2026-02-01', '2026-02-28', 98_500, [
          { data: '2026-02-10', descricao: 'COMPRA 2222 PASTELARIA DOCE', valorCents: -1_800 },
          { data: '2026-02-11', descricao: 'TRF RENDA LOJA PARQUE FEV', valorCents: -60_000 },
          { data: '2026-02-12', descricao: 'PAG SERVICOS DIVERSOS', valorCents: -2_000 },
        ]),
      },
      {
        campo: 'extrato',
        nome: 'millennium-fev.xlsx',
        bytes: await millennium('2026-02-01', '2026-02-28', 58_000, [
          { data: '2026-02-12', descricao: 'TPA VENDAS 0042', valorCents: 9_000 },
          { data: '2026-02-13', descricao: 'TRF RENDA LOJA BAIXA', valorCents: -40_000 },
        ]),
      },
    ]);
    expect(fevereiro.statusCode, fevereiro.body).toBe(201);
    const porFicheiro = Object.fromEntries(
      fevereiro.json().resultados.map((r: { ficheiro: string; lojas: unknown }) => [r.ficheiro, r.lojas]),
    );
    expect(porFicheiro).toEqual({
      // The miller's second invoice follows the first; the new electricity supplier has no history.
      'compras-fev.csv': [
        { _id: baixa, nome: 'Loja Baixa', linhas: 1, origens: origens({ primeira: 1 }) },
        { _id: parque, nome: 'Loja Parque', linhas: 1, origens: origens({ historico: 1 }) },
      ],
      // FR B2026 is Parque's series; the A series has no history.
      'vendas-fev.csv': [
        { _id: baixa, nome: 'Loja Baixa', linhas: 1, origens: origens({ primeira: 1 }) },
        { _id: parque, nome: 'Loja Parque', linhas: 1, origens: origens({ serie: 1 }) },
      ],
      // The rent names Loja Parque; the pastry shop went to Parque before; the rest, the first store.
      'cgd-fev.csv': [
        { _id: baixa, nome: 'Loja Baixa', linhas: 1, origens: origens({ primeira: 1 }) },
        { _id: parque, nome: 'Loja Parque', linhas: 2, origens: origens({ texto: 1, historico: 1 }) },
      ],
      // The account is Parque's (over January's takings in Baixa); the rent that names Loja Baixa goes there.
      'millennium-fev.xlsx': [
        { _id: baixa, nome: 'Loja Baixa', linhas: 1, origens: origens({ texto: 1 }) },
        { _id: parque, nome: 'Loja Parque', linhas: 1, origens: origens({ conta: 1 }) },
      ],
    });

    const { rows } = await t.pool.query(
      `select coalesce(p.numero_fatura, p.extrato_descricao) as linha, l.nome as loja
       from planilha p join lojas l on l.id = p.loja_id
       where p.empresa_id = $1 and coalesce(p.data_emissao, p.extrato_data) >= '2026-02-01' order by 1`,
      [empresa.id],
    );
    expect(rows).toEqual([
      { linha: 'COMPRA 2222 PASTELARIA DOCE', loja: 'Loja Parque' },
      { linha: 'FR A2026/5', loja: 'Loja Baixa' },
      { linha: 'FR B2026/2', loja: 'Loja Parque' },
      { linha: 'FT LZ/9', loja: 'Loja Baixa' },
      { linha: 'FT MG/2', loja: 'Loja Parque' },
      { linha: 'PAG SERVICOS DIVERSOS', loja: 'Loja Baixa' },
      { linha: 'TPA VENDAS 0042', loja: 'Loja Parque' },
      { linha: 'TRF RENDA LOJA BAIXA', loja: 'Loja Baixa' },
      { linha: 'TRF RENDA LOJA PARQUE FEV', loja: 'Loja Parque' },
    ]);
  });
});
