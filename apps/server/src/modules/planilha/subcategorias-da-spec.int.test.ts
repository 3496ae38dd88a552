import { CLASSIFICACAO_PREDEFINIDA, type Classificacao } from '@contas/core';
import {
  gerarModeloOrcamento,
  gerarModeloPlanilhaCompleta,
  type LinhaPlanilhaCompleta,
} from '@contas/core/modelos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { criarEmpresa, criarPessoas, inserirLinha, type Pessoas } from './planilha.test-helpers';

/**
 * Issue 13, contract: the specification's Subcategoria B labels (SPEC §3–4) 'Pagamentos/Recebimentos -
 * investimento' and 'Recebimentos/Pagamentos - financiamento' are valid on every path that takes a
 * classification — an edit, a paste (the same call, with the dependent rubric), the Planilha Completa and
 * the budget imports — with the rubrics of both NCRF 2 halves. Before, each answered 400 or refused the line.
 */

const INVESTIMENTO = 'Fluxos de caixa das actividades de investimento';
const FINANCIAMENTO = 'Fluxos de caixa das actividades de financiamento';
const PRI = 'Pagamentos/Recebimentos - investimento';
const RPF = 'Recebimentos/Pagamentos - financiamento';

let t: TestApp;
let p: Pessoas;
beforeAll(async () => {
  t = await startTestApp();
  p = await criarPessoas(t);
});
afterAll(async () => {
  await t.close();
});

const classificacaoNaBase = async (tabela: 'planilha' | 'orcamento_linhas', empresaId: string) =>
  (
    await t.pool.query(
      `select distinct categoria_b as "categoria_B", subcategoria_b as "subcategoria_B", rubrica_b as "rubrica_B"
       from ${tabela} where empresa_id = $1 order by 1, 2, 3`,
      [empresaId],
    )
  ).rows;

describe('the specification’s Subcategoria B labels', () => {
  it.each([
    [INVESTIMENTO, PRI, 'Activos fixos tangíveis'],
    // A rubric only the receipts half has, and one only the payments half has.
    [INVESTIMENTO, PRI, 'Subsídios ao investimento'],
    [FINANCIAMENTO, RPF, 'Financiamentos obtidos'],
    [FINANCIAMENTO, RPF, 'Doações'],
    [FINANCIAMENTO, RPF, 'Amortizações de contratos de locação financeira'],
  ])('an edit: %s / %s / %s', async (categoria_B, subcategoria_B, rubrica_B) => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/put/planilha/${id}`,
      headers: p.editor.auth,
      payload: { versao: 1, mudancas: { categoria_B, subcategoria_B, rubrica_B } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ categoria_B, subcategoria_B, rubrica_B });
  });

  it('a paste: the label into Subcategoria B (with its default rubric), then a rubric of either half', async () => {
    const e = await criarEmpresa(t, p);
    const id = await inserirLinha(t, e.empresaId, e.lojaNorte, {
      categoria_b: FINANCIAMENTO,
      subcategoria_b: 'Pagamentos - financiamento',
      rubrica_b: 'Juros e gastos similares',
    });
    const colar = (mudancas: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/put/planilha/${id}`,
        headers: p.editor.auth,
        // The screen's call for a paste: flat keys, the rubric reset as SPEC §4 says (colagem.ts).
        payload: { mudancas },
      });
    const sub = await colar({ subcategoria_B: RPF, rubrica_B: 'Financiamentos obtidos' });
    expect(sub.statusCode, sub.body).toBe(200);
    const rubrica = await colar({ rubrica_B: 'Cobertura de prejuízos' });
    expect(rubrica.statusCode, rubrica.body).toBe(200);
    expect(rubrica.json()).toMatchObject({ subcategoria_B: RPF, rubrica_B: 'Cobertura de prejuízos' });
    // A rubric of neither half is still refused.
    const errada = await colar({ rubrica_B: 'Activos intangíveis' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().campo).toBe('rubrica_B');
  });

  it('the Planilha Completa import', async () => {
    const e = await criarEmpresa(t, p);
    const linha = (
      numero: string,
      totalCents: number,
      b: Pick<Classificacao, 'categoria_B' | 'subcategoria_B' | 'rubrica_B'>,
    ): Omit<LinhaPlanilhaCompleta, 'linha'> => ({
      ...CLASSIFICACAO_PREDEFINIDA,
      ...b,
      nif: null,
      emitente: null,
      numeroFatura: null,
      descritivo: `Movimento ${numero}`,
      dataEmissao: null,
      dataPagamento: '2026-03-10',
      baseCents: null,
      ivaCents: null,
      totalCents: null,
      extratoValorCents: totalCents,
      tipoMovimento: totalCents < 0 ? 'Saída' : 'Entrada',
    });
    const ficheiro = await gerarModeloPlanilhaCompleta([
      linha('1', -250_000, {
        categoria_B: INVESTIMENTO,
        subcategoria_B: PRI,
        rubrica_B: 'Activos intangíveis',
      }),
      linha('2', 75_000, { categoria_B: INVESTIMENTO, subcategoria_B: PRI, rubrica_B: 'Dividendos' }),
      linha('3', -15_000, {
        categoria_B: FINANCIAMENTO,
        subcategoria_B: RPF,
        rubrica_B: 'Amortizações de contratos de locação financeira',
      }),
    ]);
    const envio = multipart([
      { campo: 'tipoArquivo', valor: 'planilha-completa' },
      { campo: 'tipoUpload', valor: 'upload-planilha' },
      { campo: 'file', nome: 'planilha.xlsx', bytes: ficheiro },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/planilha/${e.empresaId}/${e.lojaNorte}`,
      headers: { ...p.editor.auth, ...envio.headers },
      payload: envio.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().resultados[0]).toMatchObject({ importadas: 3, recusadas: 0, problemas: [] });
    expect(await classificacaoNaBase('planilha', e.empresaId)).toEqual([
      {
        categoria_B: FINANCIAMENTO,
        subcategoria_B: RPF,
        rubrica_B: 'Amortizações de contratos de locação financeira',
      },
      { categoria_B: INVESTIMENTO, subcategoria_B: PRI, rubrica_B: 'Activos intangíveis' },
      { categoria_B: INVESTIMENTO, subcategoria_B: PRI, rubrica_B: 'Dividendos' },
    ]);
  });

  it('the budget import', async () => {
    const e = await criarEmpresa(t, p);
    const ficheiro = await gerarModeloOrcamento(2027, [
      {
        ...CLASSIFICACAO_PREDEFINIDA,
        nif: null,
        emitente: 'Empréstimo do banco',
        categoria_B: FINANCIAMENTO,
        subcategoria_B: RPF,
        rubrica_B: 'Juros e gastos similares',
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 0,
        meses: Array(12).fill(-40_000),
      },
      {
        ...CLASSIFICACAO_PREDEFINIDA,
        nif: null,
        emitente: 'Forno novo',
        categoria_B: INVESTIMENTO,
        subcategoria_B: PRI,
        rubrica_B: 'Activos fixos tangíveis',
        centroCusto_A: null,
        subrubrica_B: null,
        taxaIva: 23,
        meses: [-800_000, ...Array(11).fill(null)],
      },
    ]);
    const envio = multipart([
      { campo: 'tipoArquivo', valor: 'orcamento' },
      { campo: 'tipoUpload', valor: 'upload-orcamento' },
      { campo: 'file', nome: 'orcamento.xlsx', bytes: ficheiro },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/orcamento/${e.empresaId}/${e.lojaNorte}/2027`,
      headers: { ...p.editor.auth, ...envio.headers },
      payload: envio.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().resultados[0]).toMatchObject({ importadas: 2, recusadas: 0, problemas: [] });
    expect(await classificacaoNaBase('orcamento_linhas', e.empresaId)).toEqual([
      { categoria_B: FINANCIAMENTO, subcategoria_B: RPF, rubrica_B: 'Juros e gastos similares' },
      { categoria_B: INVESTIMENTO, subcategoria_B: PRI, rubrica_B: 'Activos fixos tangíveis' },
    ]);
    // The budget's cash flow shows them on their own lines.
    const fc = await t.app.inject({
      method: 'GET',
      url: `/get/fluxo-caixa-orcamento/${e.empresaId}/${e.lojaNorte}?ano=2027`,
      headers: p.editor.auth,
    });
    expect(fc.statusCode, fc.body).toBe(200);
    type Linha = { key: string; valores: { ano1: { total: number } }; children?: Linha[] };
    const todas = (linhas: Linha[]): Linha[] => linhas.flatMap((l) => [l, ...todas(l.children ?? [])]);
    const orcado = (key: string) => todas(fc.json().linhas).find((l) => l.key === key)?.valores.ano1.total;
    expect(
      orcado('financiamento.recebimentos_pagamentos_financiamento.juros_e_gastos_similares'),
    ).toBeLessThan(0);
    expect(orcado('investimento.pagamentos_recebimentos_investimento.activos_fixos_tangiveis')).toBeLessThan(
      0,
    );
    expect(orcado('financiamento.sem_subcategoria_b')).toBe(0);
    expect(orcado('investimento.sem_subcategoria_b')).toBe(0);
  });
});
