import { nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
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
 * The wrong-company guard of issue 15: an e-fatura file that is another company's is refused, naming both
 * NIFs, and nothing is written. Two client companies of one accountant (a café and a bakery), and a third
 * company the accountant is no member of. Each test has documents of its own.
 */
let t: TestApp;
let contabilista: TestUser;
let estranho: TestUser;
let cafe: { id: string; nif: string };
let padaria: { id: string; nif: string };
let alheia: { id: string; nif: string };

beforeAll(async () => {
  t = await startTestApp();
  contabilista = await createUser(t);
  estranho = await createUser(t);
  cafe = await criarEmpresaDeTeste(t, {
    nome: 'Café Central, Lda',
    membros: [[contabilista, 'editor']],
    lojas: ['Loja'],
  });
  padaria = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo, Lda',
    membros: [[contabilista, 'editor']],
    lojas: ['Loja'],
  });
  alheia = await criarEmpresaDeTeste(t, {
    nome: 'Mercearia Alheia, Lda',
    membros: [[estranho, 'editor']],
    lojas: ['Loja'],
  });
});
afterAll(async () => {
  await t.close();
});

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;
const MOAGEM = { nifEmitente: nif('50744444'), nomeEmitente: 'Moagem Exemplo, S.A.' };

function venda(numero: string, atcud: string, baseCents: number): DocumentoEfatura {
  return {
    nifAdquirente: '999999990',
    numero,
    atcud,
    tipo: 'Fatura-recibo',
    data: '2026-03-02',
    baseCents,
    ivaCents: Math.round(baseCents * 0.13),
    situacao: 'Registado',
  };
}

function enviar(empresaId: string, partes: readonly ParteMultipart[], quem = contabilista) {
  const { payload, headers } = multipart([
    { campo: 'tipoUpload', valor: 'upload-efatura-extrato' },
    ...partes,
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresaId}`,
    payload,
    headers: { ...headers, ...quem.auth },
  });
}

const efatura = (nome: string, bytes: Uint8Array): ParteMultipart => ({ campo: 'efatura', nome, bytes });

async function escrito(empresaId: string) {
  const { rows } = await t.pool.query(
    `select (select count(*)::int from planilha where empresa_id = $1) as planilha,
            (select count(*)::int from importacoes where empresa_id = $1) as importacoes`,
    [empresaId],
  );
  return rows[0] as { planilha: number; importacoes: number };
}

describe('e-fatura file of another company', () => {
  it("refuses the café's sales export in the bakery, naming both NIFs, and writes nothing", async () => {
    const vendasDoCafe = escreverEfaturaEmitente(
      [venda('FR C2026/1', 'CAFE0001-1', 1_000), venda('FR C2026/2', 'CAFE0001-2', 2_500)],
      'B',
    );
    const noCafe = await enviar(cafe.id, [efatura('vendas-cafe.csv', vendasDoCafe)]);
    expect(noCafe.statusCode, noCafe.body).toBe(201);
    const antes = await escrito(padaria.id);

    const naPadaria = await enviar(padaria.id, [efatura('vendas-cafe.csv', vendasDoCafe)]);
    expect(naPadaria.statusCode).toBe(409);
    expect(naPadaria.json()).toEqual({
      message:
        'O ficheiro «vendas-cafe.csv» não é desta empresa: 2 dos seus documentos já estão nas vendas da empresa ' +
        `«Café Central, Lda» (NIF ${cafe.nif}), e esta empresa, «Padaria do Largo, Lda», tem o NIF ${padaria.nif}. ` +
        'Nada foi importado. Se foram importados na «Café Central, Lda» por engano, anule lá essa importação.',
      detalhes: {
        codigo: 'ficheiro-de-outra-empresa',
        ficheiro: 'vendas-cafe.csv',
        lado: 'venda',
        motivo: 'outra-empresa',
        nifEmpresa: padaria.nif,
        nifFicheiro: cafe.nif,
        documentos: 2,
      },
    });
    expect(await escrito(padaria.id)).toEqual(antes);
    // The café's sales keep the café's NIF: 10,00 € + 1,30 € and 25,00 € + 3,25 €.
    const { rows } = await t.pool.query(
      'select nif, numero_fatura, total_cents from planilha where empresa_id = $1 order by numero_fatura',
      [cafe.id],
    );
    expect(rows).toEqual([
      { nif: cafe.nif, numero_fatura: 'FR C2026/1', total_cents: 1_130 },
      { nif: cafe.nif, numero_fatura: 'FR C2026/2', total_cents: 2_825 },
    ]);
  });

  it("writes nothing of the bakery's own purchases sent in the same request", async () => {
    const vendasDoCafe = escreverEfaturaEmitente([venda('FR C2026/10', 'CAFE0001-10', 4_000)], 'A');
    expect((await enviar(cafe.id, [efatura('vendas.csv', vendasDoCafe)])).statusCode).toBe(201);
    const antes = await escrito(padaria.id);
    const compras = escreverEfaturaAdquirente(
      [
        {
          ...MOAGEM,
          numero: 'FT MG2026/40',
          atcud: 'MOAG0001-40',
          tipo: 'Fatura',
          data: '2026-03-03',
          baseCents: 30_000,
          ivaCents: 1_800,
          situacao: 'Registado',
        },
      ],
      'A',
    );
    const res = await enviar(padaria.id, [
      efatura('compras.csv', compras),
      efatura('vendas.csv', vendasDoCafe),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().detalhes).toMatchObject({
      ficheiro: 'vendas.csv',
      nifFicheiro: cafe.nif,
      documentos: 1,
    });
    expect(await escrito(padaria.id)).toEqual(antes);
  });

  it('does not name a company the person is no member of', async () => {
    const compras = escreverEfaturaAdquirente(
      [
        {
          ...MOAGEM,
          numero: 'FT MG2026/77',
          atcud: 'MOAG0001-77',
          tipo: 'Fatura',
          data: '2026-03-05',
          baseCents: 12_000,
          ivaCents: 720,
          situacao: 'Registado',
        },
      ],
      'B',
    );
    expect((await enviar(alheia.id, [efatura('compras-mercearia.csv', compras)], estranho)).statusCode).toBe(
      201,
    );
    const res = await enviar(padaria.id, [efatura('compras-mercearia.csv', compras)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'O ficheiro «compras-mercearia.csv» não é desta empresa: 1 dos seus documentos já está nas compras de outra ' +
        `empresa, e esta empresa, «Padaria do Largo, Lda», tem o NIF ${padaria.nif}. Nada foi importado.`,
    );
    expect(res.json().detalhes).toMatchObject({ motivo: 'outra-empresa', nifFicheiro: null });
  });

  it("refuses a file whose own NIF column is another company's, and takes one with the company's", async () => {
    const ficheiro = (adquirente: string) =>
      new TextEncoder().encode(
        [
          'Emitente;NIF Adquirente;Nº Fatura / ATCUD;Tipo;Data Emissão;Total;IVA;Base Tributável;Situação',
          `${MOAGEM.nifEmitente} - ${MOAGEM.nomeEmitente};${adquirente};FT MG2026/90 / MOAG0001-90;Fatura;2026-03-09;106,00 €;6,00 €;100,00 €;Registado`,
        ].join('\n'),
      );
    const res = await enviar(padaria.id, [efatura('compras-cafe.csv', ficheiro(cafe.nif))]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `O ficheiro «compras-cafe.csv» não é desta empresa: o NIF adquirente das suas faturas é ${cafe.nif}, ` +
        `e o da empresa «Padaria do Largo, Lda» é ${padaria.nif}. Nada foi importado.`,
    );
    expect(res.json().detalhes).toMatchObject({ motivo: 'coluna', nifFicheiro: cafe.nif, documentos: 1 });
    const proprio = await enviar(padaria.id, [efatura('compras-padaria.csv', ficheiro(padaria.nif))]);
    expect(proprio.statusCode, proprio.body).toBe(201);
    expect(proprio.json().resultados[0].importadas).toBe(1);
  });

  it('knows a sales export by the invoices the company bought from its issuer, before the issuer imports it', async () => {
    // The bakery bought the café's coffee: 'FT C2026/50' is among its purchases, issued by the café.
    const compraAoCafe = escreverEfaturaAdquirente(
      [
        {
          nifEmitente: cafe.nif,
          nomeEmitente: 'Café Central, Lda',
          numero: 'FT C2026/50',
          atcud: 'CAFE0002-50',
          tipo: 'Fatura',
          data: '2026-03-10',
          baseCents: 8_000,
          ivaCents: 1_840,
          situacao: 'Registado',
        },
      ],
      'A',
    );
    expect((await enviar(padaria.id, [efatura('compras-marco.csv', compraAoCafe)])).statusCode).toBe(201);
    const vendasDoCafe = escreverEfaturaEmitente(
      [
        { ...venda('FT C2026/50', 'CAFE0002-50', 8_000), nifAdquirente: padaria.nif, ivaCents: 1_840 },
        venda('FR C2026/51', 'CAFE0001-51', 700),
      ],
      'B',
    );
    const antes = await escrito(padaria.id);
    const res = await enviar(padaria.id, [efatura('vendas-marco.csv', vendasDoCafe)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `O ficheiro «vendas-marco.csv» não é desta empresa: é das faturas emitidas pelo NIF ${cafe.nif}, e a empresa ` +
        `«Padaria do Largo, Lda» tem o NIF ${padaria.nif}: 1 dos seus documentos está nas compras desta empresa, ` +
        'como faturas desse fornecedor. Nada foi importado.',
    );
    expect(await escrito(padaria.id)).toEqual(antes);
    // In the café, where it belongs, it goes in.
    const noCafe = await enviar(cafe.id, [efatura('vendas-marco.csv', vendasDoCafe)]);
    expect(noCafe.statusCode, noCafe.body).toBe(201);
    expect(noCafe.json().resultados[0].importadas).toBe(2);
  });

  it("knows a purchases export by the company's own sales to that customer", async () => {
    const cliente = nif('50755555');
    const vendasDaPadaria = escreverEfaturaEmitente(
      [{ ...venda('FT P2026/3', 'PADA0001-3', 15_000), nifAdquirente: cliente, tipo: 'Fatura' }],
      'A',
    );
    expect((await enviar(padaria.id, [efatura('vendas-padaria.csv', vendasDaPadaria)])).statusCode).toBe(201);
    const comprasDoCliente = escreverEfaturaAdquirente(
      [
        {
          nifEmitente: padaria.nif,
          nomeEmitente: 'Padaria do Largo, Lda',
          numero: 'FT P2026/3',
          atcud: 'PADA0001-3',
          tipo: 'Fatura',
          data: '2026-03-02',
          baseCents: 15_000,
          ivaCents: 1_950,
          situacao: 'Registado',
        },
      ],
      'B',
    );
    const res = await enviar(padaria.id, [efatura('compras-cliente.csv', comprasDoCliente)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `O ficheiro «compras-cliente.csv» não é desta empresa: é das faturas de aquisição do NIF ${cliente}, e a ` +
        `empresa «Padaria do Largo, Lda» tem o NIF ${padaria.nif}: 1 dos seus documentos está nas vendas desta ` +
        'empresa a esse cliente. Nada foi importado.',
    );
  });
});
