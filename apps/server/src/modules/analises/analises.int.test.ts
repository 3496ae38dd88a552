import { faixasTaxaIvaLegal, pontosBase, taxaDosPontosBase } from '@contas/core';
import { gerarModeloOrcamento, gerarModeloProdutos } from '@contas/core/modelos';
import { deltaPercent } from '@contas/core/reports';
import { APURAMENTOS, ESPERADO_IVA } from '@contas/core/reports/fixtures/padaria-do-largo.iva';
import { COLUNAS } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import {
  type LojaOrcamento,
  linhasDoModelo,
  ORCAMENTOS,
} from '@contas/core/reports/fixtures/padaria-do-largo.orcamento';
import {
  ESPERADO_PE,
  ESPERADO_TICKET,
  type EsperadoAnos,
} from '@contas/core/reports/fixtures/padaria-do-largo.vendas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { FAIXAS_TAXA_IVA } from '../../db/migrations/20261124700100_somas_documentos_por_taxa';
import { DEPRECIACOES_POR_LOJA, inserirLinhas } from '../relatorios/__fixtures__/padaria-do-largo';
import type { LinhaJson, ValoresJson } from '../relatorios/relatorio-json';
import { linhasDasVendas, linhasDoIva } from './__fixtures__/padaria-do-largo';

/*
 * The VAT map, the average ticket and the break-even through the API, on core's hand-computed fixtures:
 * - "Padaria do Largo" (the income statement's company) with its sales split into invoices, credit notes
 *   and a card settlement, its depreciations through the API, and later a products file for store B;
 * - "Padaria do Largo (IVA)", the VAT documents of core's padaria-do-largo.iva in two stores, with the
 *   budget of padaria-do-largo.orcamento imported through the upload, on 15 September 2025.
 * Every cell against core's figures: euros exactly, quantities and percentages to 8 decimals.
 */

type Linha = LinhaJson & {
  children?: Linha[];
  semValor?: { ano1: (string | null)[]; ano2: (string | null)[] };
};
type Resposta = {
  ano1: number;
  ano2: number;
  loja: { _id: string; nome: string };
  linhas: Linha[];
  [extra: string]: unknown;
};

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;
let padaria: { id: string; A: string; B: string };
let iva: { id: string; A: string; B: string };

const HOJE = '2025-09-15';

async function pedido(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function get(url: string, user: TestUser = u.leitor): Promise<Resposta> {
  const res = await pedido('GET', url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Resposta;
}

async function upload(url: string, campos: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(campos);
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...u.editor.auth } });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['admin', 'editor', 'leitor', 'outsider'] as const) u[nome] = await createUser(t);
  t.clock.now = new Date(`${HOJE}T10:00:00Z`);
  const membros: Array<[TestUser, 'admin' | 'editor' | 'leitor']> = [
    [u.admin, 'admin'],
    [u.editor, 'editor'],
    [u.leitor, 'leitor'],
  ];

  const p = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo, Lda',
    membros,
    lojas: ['Largo', 'Mercado'],
  });
  padaria = { id: p.id, A: p.lojaIds[0] as string, B: p.lojaIds[1] as string };
  await inserirLinhas(t.pool, padaria.id, { A: padaria.A, B: padaria.B }, linhasDasVendas());
  for (const loja of ['A', 'B'] as const) {
    const dep = await pedido('PUT', `/put/depreciations/${padaria.id}/${padaria[loja]}`, u.editor, {
      depreciations: DEPRECIACOES_POR_LOJA[loja],
    });
    expect(dep.statusCode, dep.body).toBe(200);
  }

  const i = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo (IVA), Lda',
    membros,
    lojas: ['Largo', 'Mercado'],
  });
  iva = { id: i.id, A: i.lojaIds[0] as string, B: i.lojaIds[1] as string };
  await inserirLinhas(t.pool, iva.id, { A: iva.A, B: iva.B }, linhasDoIva());
  for (const [loja, ano] of ORCAMENTOS) {
    await upload(`/api/upload/orcamento/${iva.id}/${iva[loja as LojaOrcamento]}/${ano}`, [
      { campo: 'tipoArquivo', valor: 'orcamento' },
      { campo: 'tipoUpload', valor: 'upload-orcamento' },
      {
        campo: 'file',
        nome: `orcamento-${loja}-${ano}.xlsx`,
        bytes: await gerarModeloOrcamento(ano, linhasDoModelo(loja, ano)),
      },
    ]);
  }

  // Another company with the same documents: nothing of it may show.
  const outra = await criarEmpresaDeTeste(t, {
    nome: 'Outra, Lda',
    membros: [[u.outsider, 'admin']],
    lojas: ['Outra'],
  });
  const loja = outra.lojaIds[0] as string;
  await inserirLinhas(t.pool, outra.id, { A: loja, B: loja }, [
    ...linhasDasVendas()
      .slice(-60)
      .map((l) => ({ ...l, numero_fatura: l.numero_fatura && `O ${l.numero_fatura}` })),
    ...linhasDoIva().map((l) => ({ ...l, numero_fatura: l.numero_fatura && `O ${l.numero_fatura}` })),
  ]);
});
afterAll(async () => {
  await t.close();
});

function todasAsLinhas(linhas: readonly Linha[]): Linha[] {
  return linhas.flatMap((l) => [l, ...todasAsLinhas(l.children ?? [])]);
}
function linha(r: Resposta, key: string): Linha {
  const found = todasAsLinhas(r.linhas).find((l) => l.key === key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}
const colunas = (v: ValoresJson) => [...v.meses, v.total, v.media];

/**
 * Every cell of a row against core's hand-computed figures (cents): money in euros exactly, other
 * units to 8 decimals; ∆ € and ∆ % from them; a cell without a figure (null) says why instead.
 */
function confere(r: Resposta, key: string, esperado: EsperadoAnos) {
  const l = linha(r, key);
  const escala = l.unidade === 'euros' ? 100 : 1;
  const [a1, a2, dEur, dPct] = (['ano1', 'ano2', 'deltaEuros', 'deltaPercent'] as const).map((s) =>
    colunas(l.valores[s]),
  );
  COLUNAS.forEach((coluna, i) => {
    const [e1, e2] = [esperado.ano1[i], esperado.ano2[i]];
    for (const [serie, e, obtido] of [
      ['ano1', e1, a1],
      ['ano2', e2, a2],
    ] as const) {
      if (e === null || e === undefined) {
        expect(l.semValor?.[serie][i], `${key} ${coluna} ${serie}: sem valor`).toBeTruthy();
        continue;
      }
      expect(l.semValor?.[serie][i] ?? null, `${key} ${coluna} ${serie}`).toBeNull();
      if (escala === 100) expect(obtido?.[i], `${key} ${coluna} ${serie}`).toBe(e / 100);
      else expect(obtido?.[i], `${key} ${coluna} ${serie}`).toBeCloseTo(e, 8);
    }
    if (e1 === null || e2 === null || e1 === undefined || e2 === undefined) return;
    expect(dEur?.[i], `${key} ${coluna} ∆ €`).toBeCloseTo((e2 - e1) / escala, 8);
    expect(dPct?.[i], `${key} ${coluna} ∆ %`).toBeCloseTo(deltaPercent(e1, e2), 8);
  });
}

describe('GET /get/analise-ticket-medio — Padaria do Largo, 2024 vs 2025', () => {
  it.each(Object.entries(ESPERADO_TICKET))(
    '%s: every cell, as core computed it by hand',
    async (key, esperado) => {
      const r = await get(`/get/analise-ticket-medio/${padaria.id}/todas?ano=2024&ano2=2025`);
      expect(r.loja).toEqual({ _id: 'todas', nome: 'Todas as lojas' });
      confere(r, key, esperado);
    },
  );

  it('the SPEC §3 data: invoices and billing by sales type, per year and month', async () => {
    const r = await get(`/get/analise-ticket-medio/${padaria.id}/todas?ano=2024&ano2=2025`);
    const dados = r.dados as Record<string, Record<string, Record<string, Record<string, number>>>>;
    expect(dados['2024']?.Mar).toEqual({
      'Quantidade de Faturas': {
        'Serviços Prestados': 116,
        'Venda de Mercadoria': 4,
        'Venda de Produtos': 0,
        'Sem Subcategoria A': 0,
      },
      'Faturação Mensal': {
        'Serviços Prestados': 2900,
        'Venda de Mercadoria': 380,
        'Venda de Produtos': 0,
        'Sem Subcategoria A': 0,
      },
    });
    expect(dados['2025']?.Mai?.['Faturação Mensal']?.['Venda de Produtos']).toBe(0);
  });

  it('each store counts its own invoices; together they are the company', async () => {
    const a = await get(`/get/analise-ticket-medio/${padaria.id}/${padaria.A}?ano=2024&ano2=2025`);
    const b = await get(`/get/analise-ticket-medio/${padaria.id}/${padaria.B}?ano=2024&ano2=2025`);
    const n = (r: Resposta) => linha(r, 'quantidade').valores.ano2.meses;
    expect(n(a).map((x, i) => x + (n(b)[i] ?? 0))).toEqual(ESPERADO_TICKET.quantidade?.ano2.slice(0, 12));
    // December 2025: 178 invoices, alternately in each store.
    expect([n(a)[11], n(b)[11]]).toEqual([89, 89]);
    // The card settlement of May 2025 is in store A (the 1st of the alternation that month).
    expect(linha(a, 'sem_fatura').valores.ano2.meses[4]).toBe(200);
  });

  it('a reader of another company gets 404; no year given is last year against this one', async () => {
    const res = await pedido('GET', `/get/analise-ticket-medio/${padaria.id}/todas`, u.outsider);
    expect(res.statusCode).toBe(404);
    const r = await get(`/get/analise-ticket-medio/${padaria.id}/todas`);
    expect([r.ano1, r.ano2]).toEqual([2024, 2025]);
  });
});

describe('GET /get/ponto-equilibrio — Padaria do Largo, 2024 vs 2025', () => {
  it.each(Object.entries(ESPERADO_PE))(
    '%s: every cell, as core computed it by hand',
    async (key, esperado) => {
      const r = await get(`/get/ponto-equilibrio/${padaria.id}/todas?ano=2024&ano2=2025`);
      confere(r, key, esperado);
    },
  );

  it('says why a cell has no break-even, which quantities it used, and the sales no invoice counts', async () => {
    const r = await get(`/get/ponto-equilibrio/${padaria.id}/todas?ano=2024&ano2=2025`);
    const semValor = linha(r, 'quantidade_equilibrio').semValor;
    expect(semValor?.ano1[7]).toBe('sem-vendas');
    expect(semValor?.ano1[10]).toBe('margem-nao-positiva');
    expect(r.quantidades).toEqual({ ano1: Array(12).fill('faturas'), ano2: Array(12).fill('faturas') });
    expect((r.vendasSemFatura as { ano2: number[] }).ano2).toEqual([0, 0, 0, 0, 200, 0, 0, 0, 0, 0, 0, 0]);
    const data = r.data as Record<string, Record<string, Record<string, Record<string, number | null>>>>;
    expect(data['2024']?.Jan?.Nada).toEqual({
      'Custos Fixos': 1573.67,
      'Ticket Médio': 25,
      'Custos Variáveis por Unidade': 2.67,
      'Quantidades Vendidas': 120,
      'Margem De Segurança De Quantidades': expect.closeTo(41.2722048067, 8),
      Receitas: 3000,
      'Margem De Segurança De Vendas': expect.closeTo(41.2723333333, 8),
    });
    expect(data['2024']?.Jan?.['Ponto de Equilíbrio']).toEqual({
      Quantidade: expect.closeTo(70.473354232, 8),
      Vendas: 1761.83,
    });
    expect(data['2024']?.Ago?.['Ponto de Equilíbrio']).toEqual({ Quantidade: null, Vendas: null });
    expect(data['2025']?.Fev?.Nada?.['Margem De Segurança De Quantidades']).toBeCloseTo(-53.2443593876, 8);
  });

  it('nothing to compute: data is empty', async () => {
    const r = await get(`/get/ponto-equilibrio/${padaria.id}/todas?ano=2020&ano2=2021`);
    expect(r.data).toEqual({});
  });

  it('the export: the two years, ∆ € and ∆ %, and — where there is no break-even', async () => {
    const res = await pedido(
      'GET',
      `/get/analises/${padaria.id}/todas/exportar.xlsx?relatorio=ponto-equilibrio&ano=2024&ano2=2025`,
      u.leitor,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ponto-equilibrio-2024-2025.xlsx"');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0] as ExcelJS.Worksheet;
    expect(folha.name).toBe('Ponto de Equilíbrio');
    expect(folha.getCell(1, 1).value).toBe('Padaria do Largo, Lda — Ponto de Equilíbrio');
    expect(folha.getCell(2, 1).value).toBe('Todas as lojas · 2024 vs 2025');
    const rotulos = Array.from({ length: folha.rowCount - 4 }, (_, i) => folha.getCell(5 + i, 1).value);
    const q = 5 + rotulos.indexOf('Ponto de Equilíbrio (quantidade)');
    // Columns: label, then 4 per month: August is the 8th month, November the 11th.
    const col = (mes: number, serie: number) => 2 + (mes - 1) * 4 + serie;
    expect(folha.getCell(q, col(8, 0)).value).toBe('—');
    expect(folha.getCell(q, col(8, 2)).value).toBe('—');
    expect(folha.getCell(q, col(11, 0)).value).toBe('—');
    expect(folha.getCell(q, col(1, 0)).value).toBeCloseTo(70.473354232, 8);
    const quantidades = 5 + rotulos.indexOf('Quantidades Vendidas');
    expect(folha.getCell(quantidades, col(1, 0)).value).toBe(120);
    expect(folha.getCell(quantidades, col(1, 0)).numFmt).toBe('#,##0');
  });

  it('a store’s products file replaces its invoices where it has the month (December 2025, store B)', async () => {
    await upload(`/api/criar-produtos/${padaria.id}/${padaria.B}`, [
      { campo: 'tipoArquivo', valor: 'produtos' },
      { campo: 'tipoUpload', valor: 'upload-produtos' },
      {
        campo: 'file',
        nome: 'produtos.xlsx',
        bytes: await gerarModeloProdutos(2025, [
          { produto: 'Pão', ano: 2025, quantidades: [...Array(11).fill(null), 200] },
          { produto: 'Bolo', ano: 2025, quantidades: [...Array(11).fill(null), 50] },
        ]),
      },
    ]);
    const r = await get(`/get/ponto-equilibrio/${padaria.id}/todas?ano=2024&ano2=2025`);
    expect((r.quantidades as { ano2: string[] }).ano2[11]).toBe('faturas e produtos');
    expect((r.quantidades as { ano2: string[] }).ano2[10]).toBe('faturas');
    // December 2025: A's 89 invoices + B's 250 units = 339; ticket 4 450,00 / 339 = 13,13 €; variable
    // cost per unit 21,00 / 339 = 0,06 €; break-even 1 714,21 / 13,07 = 131,1560… units, 1 722,08 €.
    const dez = (key: string) => linha(r, key).valores.ano2.meses[11];
    expect(dez('quantidades')).toBe(339);
    expect(dez('ticket_medio')).toBe(13.13);
    expect(dez('custos_variaveis_unidade')).toBe(0.06);
    expect(dez('quantidade_equilibrio')).toBeCloseTo(131.156082632, 8);
    expect(dez('vendas_equilibrio')).toBe(1722.08);
    expect(dez('margem_seguranca_quantidades')).toBeCloseTo(61.3108900791, 8);
    // The year: 1 549 − 89 + 250 = 1 710 units; 38 880,00 / 1 710 = 22,74 €; 2 292,22 / 1 710 = 1,34 €.
    const total = (key: string) => linha(r, key).valores.ano2.total;
    expect(total('quantidades')).toBe(1710);
    expect(total('quantidade_equilibrio')).toBeCloseTo(1094.0738317757, 8);
    // Store B alone: its products that month, its invoices the others.
    const b = await get(`/get/ponto-equilibrio/${padaria.id}/${padaria.B}?ano=2024&ano2=2025`);
    expect(linha(b, 'quantidades').valores.ano2.meses[11]).toBe(250);
    expect((b.quantidades as { ano2: string[] }).ano2[11]).toBe('produtos');
  });
});

describe('GET /get/previsao-iva — Padaria do Largo (IVA), 2024 vs 2025 on 15 September 2025', () => {
  it.each(Object.entries(ESPERADO_IVA))(
    '%s: every cell, as core computed it by hand',
    async (key, esperado) => {
      const r = await get(`/get/previsao-iva/${iva.id}/todas?ano=2024&ano2=2025`);
      confere(r, key, esperado);
    },
  );

  it('the quarters with their deadlines, the credit carried, the forecast months and the regimes', async () => {
    const r = await get(`/get/previsao-iva/${iva.id}/todas?ano=2024&ano2=2025`);
    const apuramentos = r.apuramentos as Record<'ano1' | 'ano2', Array<Record<string, unknown>>>;
    expect(
      [...apuramentos.ano1, ...apuramentos.ano2].map((a) => [
        a.rotulo,
        Math.round((a.liquidado as number) * 100),
        Math.round((a.dedutivel as number) * 100),
        Math.round((a.excessoAnterior as number) * 100),
        Math.round((a.aPagar as number) * 100),
        Math.round((a.excessoAReportar as number) * 100),
        a.prazoDeclaracao,
        a.prazoPagamento,
        a.previsao,
      ]),
    ).toEqual(APURAMENTOS);
    expect(r.previsao).toEqual({
      ano1: Array(12).fill(false),
      ano2: [...Array(8).fill(false), true, true, true, true],
    });
    expect(r.semOrcamento).toEqual({ ano1: false, ano2: false });
    expect(r.regimes).toEqual({
      ano1: { regime: 'trimestral', origem: 'sem-historico', volumeNegociosAnterior: 0 },
      ano2: { regime: 'trimestral', origem: 'volume-de-negocios', volumeNegociosAnterior: 3880 },
    });
    expect(r.hoje).toBe(HOJE);
    const dados = r.dados as Record<string, Record<string, Record<string, number>>>;
    expect(dados['2024']?.Mar).toMatchObject({ 'Venda de Mercadorias': 41.4, 'IVA a entregar': 41.4 });
    expect(dados['2025']?.Set).toMatchObject({
      'Serviços Prestados': 736,
      Compras: 30,
      'IVA a entregar': 731.9,
    });
  });

  it('2025 alone carries in the credit of 2024 (130,50 €) from the years before', async () => {
    const r = await get(`/get/previsao-iva/${iva.id}/todas?ano=2025&ano2=2025`);
    const apuramentos = r.apuramentos as { ano2: Array<{ excessoAnterior: number }> };
    expect(apuramentos.ano2.map((a) => a.excessoAnterior)).toEqual([130.5, 38.1, 0, 0]);
  });

  it('an admin sets 2025 monthly (and back to the rule); others may not', async () => {
    const leitor = await pedido('PUT', `/put/regime-iva/${iva.id}`, u.editor, {
      ano: 2025,
      regime: 'mensal',
    });
    expect(leitor.statusCode).toBe(403);
    const invalido = await pedido('PUT', `/put/regime-iva/${iva.id}`, u.admin, {
      ano: 2025,
      regime: 'anual',
    });
    expect(invalido.statusCode).toBe(400);
    const res = await pedido('PUT', `/put/regime-iva/${iva.id}`, u.admin, { ano: 2025, regime: 'mensal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ manuais: [{ ano: 2025, regime: 'mensal' }] });
    const r = await get(`/get/previsao-iva/${iva.id}/todas?ano=2024&ano2=2025`);
    expect((r.regimes as { ano2: unknown }).ano2).toEqual({
      regime: 'mensal',
      origem: 'manual',
      volumeNegociosAnterior: 3880,
    });
    // April 2025 pays 92,00 − 38,10 = 53,90 € by 25 June.
    expect(linha(r, 'a_pagar').valores.ano2.meses[3]).toBe(53.9);
    expect(linha(r, 'pagamentos').valores.ano2.meses[5]).toBe(53.9);
    const volta = await pedido('PUT', `/put/regime-iva/${iva.id}`, u.admin, { ano: 2025, regime: null });
    expect(volta.json()).toEqual({ manuais: [] });
    const depois = await get(`/get/previsao-iva/${iva.id}/todas?ano=2024&ano2=2025`);
    confere(depois, 'pagamentos', ESPERADO_IVA.pagamentos as EsperadoAnos);
  });

  it('a store shows its own documents and its own budget', async () => {
    const b = await get(`/get/previsao-iva/${iva.id}/${iva.B}?ano=2024&ano2=2025`);
    // Store B, September 2025: its budget's 276,00 € of sales VAT, 12,00 € of purchases and 34,50 € of fees.
    expect(linha(b, 'liquidado').valores.ano2.meses[8]).toBe(276);
    expect(linha(b, 'dedutivel').valores.ano2.meses[8]).toBe(46.5);
    // Its own documents of 2024: the annulled invoice of March counts nowhere.
    expect(linha(b, 'liquidado').valores.ano1.meses.slice(0, 3)).toEqual([65, 0, 0]);
  });

  it('the export marks the forecast months in their year’s header', async () => {
    const res = await pedido(
      'GET',
      `/get/analises/${iva.id}/todas/exportar.xlsx?relatorio=previsao-iva&ano=2024&ano2=2025`,
      u.leitor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0] as ExcelJS.Worksheet;
    expect(folha.name).toBe('Mapa de Previsão de IVA');
    const col = (mes: number, serie: number) => 2 + (mes - 1) * 4 + serie;
    expect(folha.getCell(4, col(8, 1)).value).toBe('2025');
    expect(folha.getCell(4, col(9, 0)).value).toBe('2024');
    expect(folha.getCell(4, col(9, 1)).value).toBe('2025 (previsão)');
    expect(folha.getCell(5, 1).value).toBe('IVA liquidado');
    expect(folha.getCell(5, col(9, 1)).value).toBe(801);
  });
});

describe('the VAT rate of a document in the database (migrations 20261124700100 and 20261204000000)', () => {
  it('is core’s rule: its ranges are faixasTaxaIvaLegal, and it agrees with taxaIvaLegal document by document', async () => {
    expect(FAIXAS_TAXA_IVA.map(([de, ate, taxa]) => ({ de, ate, taxa }))).toEqual(faixasTaxaIvaLegal());
    const pares: Array<[number, number]> = [];
    for (const base of [1, 7, 30, 99, 100, 333, 1000, 4999, 12345, 100000, -100000, -777])
      for (
        let iva = -Math.abs(base);
        iva <= Math.abs(base);
        iva += Math.max(1, Math.floor(Math.abs(base) / 97))
      )
        pares.push([base, iva]);
    const { rows } = await t.pool.query<{ taxa: number | null }>(
      'select iva_taxa_legal(b, i) as taxa from unnest($1::bigint[], $2::bigint[]) with ordinality as x(b, i, n) order by n',
      [pares.map(([b]) => b), pares.map(([, i]) => i)],
    );
    const diferentes = pares.filter(([b, i], k) => rows[k]?.taxa !== taxaDosPontosBase(pontosBase(b, i)));
    expect(pares.length).toBeGreaterThan(1000);
    expect(diferentes).toEqual([]);
  });
});
