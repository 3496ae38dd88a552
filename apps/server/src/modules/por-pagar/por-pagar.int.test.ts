import { escreverEfaturaAdquirente, escreverEfaturaEmitente, escreverExtratoCgd } from '@contas/core/gerador';
import {
  DOCUMENTOS,
  ESPERADO,
  type EsperadoLado,
  EXTRATO_POR_PAGAR,
  LOJAS_POR_PAGAR,
  PAGAMENTO_PARCIAL,
} from '@contas/core/reports/fixtures/padaria-do-largo.por-pagar';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { appComUtilizadores, criarEmpresaDeTeste } from '../../../test/test-app';

/*
 * 'Por pagar / por receber' of "Padaria do Largo" (core's hand-computed fixture) through the API: its
 * purchases, sales and bank statement imported, matched (the partial payment linked by hand), two invoices
 * moved to store Mercado; the open documents by age at 31/12/2025 and at 31/01/2026, per store and in total.
 */

const { t, u } = appComUtilizadores(['editor', 'leitor', 'outsider']);
// The same documents in another company would be refused as its files: each test removes its Padaria.
const empresas: string[] = [];
afterEach(async () => {
  await t.pool.query('delete from empresas where id = any($1::uuid[])', [empresas.splice(0)]);
});

const cents = (euros: number) => Math.round(euros * 100);

async function pedir<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers: u.editor.auth, ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

async function padaria() {
  const empresa = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo, Lda',
    membros: [
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: [...LOJAS_POR_PAGAR],
  });
  empresas.push(empresa.id);
  const lado = (l: 'compra' | 'venda') => DOCUMENTOS.filter((d) => d.lado === l).map((d) => d.documento);
  const { payload, headers } = multipart([
    { campo: 'confirmarContas', valor: 'sim' },
    { campo: 'efatura', nome: 'compras.csv', bytes: escreverEfaturaAdquirente(lado('compra'), 'A') },
    { campo: 'efatura', nome: 'vendas.csv', bytes: escreverEfaturaEmitente(lado('venda'), 'B') },
    { campo: 'extrato', nome: 'cgd.csv', bytes: escreverExtratoCgd(EXTRATO_POR_PAGAR) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload/${empresa.id}`,
    payload,
    headers: { ...headers, ...u.editor.auth },
  });
  expect(res.statusCode, res.body).toBe(201);
  await pedir('POST', `/api/processar-correspondencias/${empresa.id}`);

  const linha = async (numero: string) =>
    (
      await t.pool.query<{ id: string; versao: number }>(
        'select id, versao from planilha where empresa_id = $1 and numero_fatura = $2',
        [empresa.id, numero],
      )
    ).rows[0] as { id: string; versao: number };
  // The partial payment quotes the invoice for less than it: a person links it, confirming the difference.
  const movimento = await t.pool.query<{ id: string }>(
    'select id from movimentos where empresa_id = $1 and descricao like $2',
    [empresa.id, `${PAGAMENTO_PARCIAL.descricao}%`],
  );
  await pedir('POST', '/api/planilha/associar-manualmente', {
    idPlanilha: (await linha(PAGAMENTO_PARCIAL.numero)).id,
    idExtrato: movimento.rows[0]?.id,
    confirmarDiferenca: true,
  });
  const [largo, mercado] = empresa.lojaIds as [string, string];
  for (const d of DOCUMENTOS.filter((x) => x.loja === 'Mercado')) {
    const { id, versao } = await linha(d.documento.numero);
    await pedir('PUT', `/put/planilha/${id}`, { mudancas: { loja: mercado }, versao });
  }
  return { empresaId: empresa.id, largo, mercado };
}

type Totais = { escaloes: Record<string, number>; total: number; documentos: number };
type Lado = {
  documentos: Array<{
    _id: string;
    numero: string;
    loja: { nome: string };
    idade: number;
    escalao: string;
    emAberto: number;
    total: number;
    pago: number;
    contraparte: string;
  }>;
  lojas: Array<Totais & { _id: string; nome: string }>;
  total: Totais;
};
type PorPagar = { data: string; loja: { _id: string; nome: string }; porPagar: Lado; porReceber: Lado };

const emCents = (e: Record<string, number>) =>
  Object.fromEntries(Object.entries(e).map(([k, v]) => [k, cents(v)]));

const resumir = (l: Lado): EsperadoLado => ({
  documentos: l.documentos.map((d) => ({
    numero: d.numero,
    loja: d.loja.nome as EsperadoLado['documentos'][number]['loja'],
    idade: d.idade,
    escalao: d.escalao as EsperadoLado['documentos'][number]['escalao'],
    aberto: cents(d.emAberto),
  })),
  lojas: Object.fromEntries(
    l.lojas.map((s) => [s.nome, { escaloes: emCents(s.escaloes), total: cents(s.total) }]),
  ) as EsperadoLado['lojas'],
  total: {
    escaloes: emCents(l.total.escaloes) as EsperadoLado['total']['escaloes'],
    total: cents(l.total.total),
  },
});

describe("GET /get/por-pagar — 'Por pagar / por receber'", () => {
  it('lists the open documents by age, per store and in total, at each date (hand-computed)', async () => {
    const { empresaId } = await padaria();
    for (const data of Object.keys(ESPERADO) as Array<keyof typeof ESPERADO>) {
      const r = await pedir<PorPagar>('GET', `/get/por-pagar/${empresaId}/todas?data=${data}`);
      expect(r.data).toBe(data);
      expect(r.loja).toEqual({ _id: 'todas', nome: 'Todas as lojas' });
      expect(resumir(r.porPagar), data).toEqual(ESPERADO[data].porPagar);
      expect(resumir(r.porReceber), data).toEqual(ESPERADO[data].porReceber);
    }
    // The case: 316,90 € unpaid at year end; 1 460,00 € left of the invoice paid in part.
    const fimDoAno = await pedir<PorPagar>('GET', `/get/por-pagar/${empresaId}/todas?data=31/12/2025`);
    expect(fimDoAno.porPagar.documentos.find((d) => d.numero === 'FT EC2025/311')).toMatchObject({
      contraparte: 'Energia Exemplo, S.A.',
      total: 316.9,
      pago: 0,
      emAberto: 316.9,
    });
    expect(fimDoAno.porPagar.documentos.find((d) => d.numero === 'FT FP2025/77')).toMatchObject({
      total: 2460,
      pago: 1000,
      emAberto: 1460,
    });
    // Each document is its spreadsheet row.
    const linha = fimDoAno.porPagar.documentos[0] as Lado['documentos'][number];
    const daPlanilha = await t.pool.query('select numero_fatura from planilha where id = $1', [linha._id]);
    expect(daPlanilha.rows[0]?.numero_fatura).toBe(linha.numero);
  });

  it("one store's view has only its documents; every role reads it, a stranger does not see the company", async () => {
    const { empresaId, mercado } = await padaria();
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/por-pagar/${empresaId}/${mercado}?data=2025-12-31`,
      headers: u.leitor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as PorPagar;
    expect(r.loja.nome).toBe('Mercado');
    expect(r.porPagar.documentos.map((d) => d.numero)).toEqual(['FT MO2025/500', 'NC MO2025/12']);
    expect(r.porPagar.lojas.map((l) => [l.nome, cents(l.total)])).toEqual([['Mercado', 45_000]]);
    expect(cents(r.porPagar.total.total)).toBe(ESPERADO['2025-12-31'].porPagar.lojas.Mercado.total);
    expect(r.porReceber.documentos).toEqual([]);

    const estranho = await t.app.inject({
      method: 'GET',
      url: `/get/por-pagar/${empresaId}/todas`,
      headers: u.outsider.auth,
    });
    expect(estranho.statusCode).toBe(404);
    const dataMa = await t.app.inject({
      method: 'GET',
      url: `/get/por-pagar/${empresaId}/todas?data=31-13-2025`,
      headers: u.leitor.auth,
    });
    expect(dataMa.statusCode).toBe(400);
    expect(dataMa.json().message).toBe('data: data inválida (use aaaa-mm-dd).');
    // Without a date: today.
    const hoje = await pedir<PorPagar>('GET', `/get/por-pagar/${empresaId}/todas`);
    expect(hoje.data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('exports the same figures as a sheet', async () => {
    const { empresaId } = await padaria();
    const res = await t.app.inject({
      method: 'GET',
      url: `/get/por-pagar/${empresaId}/todas/exportar.xlsx?data=2025-12-31`,
      headers: u.leitor.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="por-pagar-2025-12-31.xlsx"');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0] as ExcelJS.Worksheet;
    expect(folha.getCell('A1').value).toBe('Padaria do Largo, Lda — Por pagar e por receber');
    expect(folha.getCell('A2').value).toBe('Todas as lojas · a 31/12/2025');
    const linhas: Array<Array<unknown>> = [];
    folha.eachRow((row, n) => {
      if (n >= 5) linhas.push((row.values as unknown[]).slice(1, 9));
    });
    // Side, store, documents: 0–30, 31–60, 61–90, > 90, Total, then the document's total and paid.
    expect(linhas.slice(0, 4)).toEqual([
      ['Por pagar (compras)', 266.9, 500, 0, 1460, 2226.9],
      ['Largo', 316.9, 0, 0, 1460, 1776.9],
      [
        'FT FP2025/77 · Fornos e Pastelaria Exemplo, Lda · 15/09/2025 (107 dias)',
        undefined,
        undefined,
        undefined,
        1460,
        1460,
        2460,
        1000,
      ],
      [
        'FT EC2025/311 · Energia Exemplo, S.A. · 10/12/2025 (21 dias)',
        316.9,
        undefined,
        undefined,
        undefined,
        316.9,
        316.9,
        0,
      ],
    ]);
  });
});
