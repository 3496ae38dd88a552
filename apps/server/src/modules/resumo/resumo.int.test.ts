import { MESES } from '@contas/core';
import { ESPERADO_FC } from '@contas/core/reports/fixtures/padaria-do-largo.extrato';
import { ESPERADO_DR } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import { ESPERADO_DR_ORCAMENTO, HOJE } from '@contas/core/reports/fixtures/padaria-do-largo.orcamento';
import {
  CAPITAL_PROPRIO_2025,
  CARTOES_2025,
  COLUNAS_RESUMO,
  ESPERADO_RESUMO,
  PESSOAL_2025,
} from '@contas/core/reports/fixtures/padaria-do-largo.resumo';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createUser,
  criarEmpresaDeTeste,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import type { LinhaOrcamentoJson } from '../orcamento-relatorios/orcamento-relatorios.routes';
import type { LinhaJson } from '../relatorios/relatorio-json';
import { padariaComOrcamento } from './__fixtures__/padaria-com-orcamento';

/*
 * "Padaria do Largo" (core's hand-computed company) end to end: the ledger, bank and budget of the
 * budget reports' test, the stores' headcount through the shop page's call and the equity through the
 * admin's: GET /get/summary equals core's hand-computed summary in every cell, on both databases.
 */

type LinhaResumoJson = {
  key: string;
  label: string;
  unidade: string;
  formula?: string;
  valores: (number | null)[];
  motivos: (string | null)[];
};
type Resumo = {
  ano: number;
  loja: { _id: string; nome: string };
  hoje: string;
  estadoMeses: string[];
  semOrcamento: boolean;
  finalResult: {
    resultSpreadsheet: Record<string, Record<string, Record<string, Record<string, number | null>>>>;
    resultBudget: Record<string, Record<string, Record<string, Record<string, number | null>>>>;
  };
  blocos: { key: string; titulo: string; linhas: LinhaResumoJson[] }[];
  comparacao: LinhaOrcamentoJson[];
  cartoes: {
    meses: number;
    vendas: number;
    margemBruta: number | null;
    resultadoLiquido: number;
    caixa: number | null;
    desvioOrcamento: { real: number; orcamento: number; deltaEuros: number; deltaPercent: number } | null;
    iva: {
      periodo: string;
      prazoPagamento: string;
      aPagar: number;
      excessoAReportar: number;
      previsao: boolean;
    } | null;
  };
  porClassificar: { resultados: LinhaJson; caixa: LinhaJson };
  lojasSemPessoal: string[];
  origemQuantidades: string[] | null;
  capitalProprio: { ano: number; valor: number; atualizadoEm: string; atualizadoPor: unknown } | null;
};

let t: TestApp;
const u = {} as Record<'admin' | 'editor' | 'leitor' | 'outsider', TestUser>;
let empresaId: string;
let lojas: Record<'A' | 'B', string>;

async function pedido(method: 'GET' | 'PUT', url: string, user: TestUser, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function resumo(loja = 'todas', query = '?ano=2025', user: TestUser = u.leitor): Promise<Resumo> {
  const res = await pedido('GET', `/get/summary/${empresaId}/${loja}${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Resumo;
}

const pessoal = (ano: number, meses: readonly number[]) => ({
  year: ano,
  ...Object.fromEntries(MESES.map((m, i) => [m, meses[i]])),
});

beforeAll(async () => {
  t = await startTestApp();
  for (const nome of ['admin', 'editor', 'leitor', 'outsider'] as const) u[nome] = await createUser(t);
  // Today is the fixture's (September 2025 in progress); the tokens stay valid (checked on real time).
  t.clock.now = new Date(`${HOJE}T10:00:00Z`);
  const empresa = await criarEmpresaDeTeste(t, {
    nome: 'Padaria do Largo, Lda',
    membros: [
      [u.admin, 'admin'],
      [u.editor, 'editor'],
      [u.leitor, 'leitor'],
    ],
    lojas: ['Largo', 'Mercado'],
  });
  empresaId = empresa.id;
  lojas = { A: empresa.lojaIds[0] as string, B: empresa.lojaIds[1] as string };
  await padariaComOrcamento(t, empresaId, lojas, u);
  for (const [loja, nome] of [
    ['A', 'Largo'],
    ['B', 'Mercado'],
  ] as const) {
    const res = await pedido('PUT', `/put/update-loja-info/${lojas[loja]}`, u.admin, {
      nome,
      employee: [pessoal(2025, PESSOAL_2025[loja])],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const capital = await pedido('PUT', `/put/capital-proprio/${empresaId}`, u.admin, {
    ano: 2025,
    valor: CAPITAL_PROPRIO_2025 / 100,
  });
  expect(capital.statusCode, capital.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

function linha(r: Resumo, key: string): LinhaResumoJson {
  const found = r.blocos.flatMap((b) => b.linhas).find((l) => l.key === key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}
const euros = (cents: readonly number[]) => cents.slice(0, 13).map((c) => c / 100);

describe('GET /get/summary/:empresaId/:lojaId — Padaria do Largo, 2025, on 15 September', () => {
  it('the income statement’s and the cash flow’s own rows, every cell, in euros', async () => {
    const r = await resumo();
    expect([r.ano, r.loja, r.hoje, r.semOrcamento]).toEqual([
      2025,
      { _id: 'todas', nome: 'Todas as lojas' },
      HOJE,
      false,
    ]);
    expect(r.blocos.map((b) => b.titulo)).toEqual([
      'Demonstração de Resultados',
      'Fluxo de Caixa',
      'Margens e Rentabilidade',
      'Ponto de Equilíbrio',
    ]);
    for (const key of [
      'vendas',
      'subsidios',
      'fse_variaveis',
      'compras',
      'margem_bruta',
      'fse_fixos',
      'gastos_pessoal',
      'impostos',
      'resultado_antes_depreciacoes',
      'resultado_liquido',
    ])
      expect(linha(r, key).valores, key).toEqual(euros(ESPERADO_DR[key]?.ano2 ?? []));
    for (const key of ['caixa_gerada_operacoes', 'operacionais', 'cfp'])
      expect(linha(r, key).valores, key).toEqual(euros(ESPERADO_FC[key]?.ano2 ?? []));
  });

  it('Margens e Rentabilidade: every cell by hand, with the headcount and the equity entered', async () => {
    const r = await resumo();
    for (const [key, esperado] of Object.entries(ESPERADO_RESUMO)) {
      const obtida = linha(r, key);
      const emEuros = obtida.unidade === 'euros';
      COLUNAS_RESUMO.forEach((coluna, i) => {
        const valor = esperado[i] ?? null;
        if (valor === null) expect(obtida.valores[i], `${key} ${coluna}`).toBeNull();
        else expect(obtida.valores[i], `${key} ${coluna}`).toBeCloseTo(emEuros ? valor / 100 : valor, 8);
      });
      expect(obtida.formula, key).toBeTruthy();
    }
    expect(linha(r, 'produtividade_investimento').motivos[12]).toBe('sem-investimento');
    expect(r.lojasSemPessoal).toEqual([]);
    expect(r.capitalProprio).toMatchObject({ ano: 2025, valor: 50_000, atualizadoPor: { _id: u.admin.id } });
  });

  it("'Orçamento - 2025' and the cards: the budget reports' rows; January to August", async () => {
    const r = await resumo();
    const vendas = r.comparacao.find((l) => l.key === 'vendas');
    expect(vendas?.valores.ano1.meses).toEqual(euros(ESPERADO_DR_ORCAMENTO.vendas?.ano1 ?? []).slice(0, 12));
    expect(vendas?.valores.ano2.meses).toEqual(euros(ESPERADO_DR_ORCAMENTO.vendas?.ano2 ?? []).slice(0, 12));
    expect(vendas?.previsao).toMatchObject({ orcamento: 42_400, previsao: 39_800 });
    expect(r.comparacao.map((l) => l.key)).toContain('fse_fixos');
    expect(r.estadoMeses.slice(7, 9)).toEqual(['fechado', 'parcial']);
    const { desvioOrcamento, margemBruta, iva: _, ...resto } = r.cartoes;
    expect(resto).toEqual({
      meses: CARTOES_2025.meses,
      vendas: CARTOES_2025.vendas / 100,
      resultadoLiquido: CARTOES_2025.resultadoLiquido / 100,
      caixa: CARTOES_2025.caixa / 100,
    });
    expect(margemBruta).toBeCloseTo(CARTOES_2025.margemBruta, 8);
    expect(desvioOrcamento).toMatchObject({ real: 5788.14, orcamento: 6270.14, deltaEuros: -482 });
    expect(desvioOrcamento?.deltaPercent).toBeCloseTo(CARTOES_2025.desvioOrcamento.deltaPercent, 8);
  });

  it("SPEC §3's finalResult: the ledger's and the budget's blocks by year, month, block and line", async () => {
    const { resultSpreadsheet, resultBudget } = (await resumo()).finalResult;
    const jan = resultSpreadsheet['2025']?.Jan;
    expect(jan?.['Demonstração de Resultados']?.['Vendas e serviços prestados']).toBe(3100);
    expect(jan?.['Margens e Rentabilidade']?.['VAB (valor acrescentado bruto)']).toBe(1928.99);
    expect(jan?.['Margens e Rentabilidade']?.['Produtividade do capital próprio']).toBeNull();
    expect(resultSpreadsheet['2025']?.Dez?.['Fluxo de Caixa']?.['Caixa no fim do período']).toBe(33_384.65);
    expect(resultBudget['2025']?.Jan?.['Demonstração de Resultados']?.['Vendas e serviços prestados']).toBe(
      3700,
    );
    expect(resultBudget['2025']?.Ago?.['Demonstração de Resultados']?.['Resultado líquido do período']).toBe(
      -623.88,
    );
    expect(Object.keys(resultSpreadsheet['2025'] ?? {})).toEqual([...MESES]);
  });

  it('Ponto de Equilíbrio: the break-even report’s own rows of 2025 (GET /get/ponto-equilibrio)', async () => {
    const r = await resumo();
    const res = await pedido('GET', `/get/ponto-equilibrio/${empresaId}/todas?ano=2025&ano2=2025`, u.leitor);
    expect(res.statusCode, res.body).toBe(200);
    const pe = res.json() as {
      linhas: (LinhaJson & { semValor?: { ano1: (string | null)[] } })[];
      quantidades: { ano1: string[] };
    };
    const bloco = r.blocos[3];
    expect(bloco?.linhas.map((l) => l.key)).toEqual([
      'ticket_medio',
      'quantidade_equilibrio',
      'quantidades',
      'vendas_equilibrio',
      'receitas',
    ]);
    for (const l of bloco?.linhas ?? []) {
      const propria = pe.linhas.find((p) => p.key === l.key) as (typeof pe.linhas)[number];
      const motivos = propria.semValor?.ano1.slice(0, 13) ?? Array(13).fill(null);
      const valores = [...propria.valores.ano1.meses, propria.valores.ano1.total].map((v, i) =>
        motivos[i] ? null : v,
      );
      expect(l.valores, l.key).toEqual(valores);
      expect(l.motivos, l.key).toEqual(motivos);
    }
    expect(r.origemQuantidades).toEqual(pe.quantidades.ano1);
    // The ledger's sales invoices of January 2025, in both stores, are the units sold.
    expect(linha(r, 'quantidades').valores[0]).toBeGreaterThan(0);
  });

  it('the next VAT payment: the VAT map’s own settlement of 2025 (GET /get/previsao-iva)', async () => {
    const r = await resumo();
    const res = await pedido('GET', `/get/previsao-iva/${empresaId}/todas?ano=2025&ano2=2025`, u.leitor);
    expect(res.statusCode, res.body).toBe(200);
    type Apuramento = {
      rotulo: string;
      prazoPagamento: string;
      aPagar: number;
      excessoAReportar: number;
      previsao: boolean;
    };
    const seguinte = (res.json() as { apuramentos: { ano2: Apuramento[] } }).apuramentos.ano2
      .filter((a) => a.prazoPagamento >= HOJE)
      .sort((a, b) => a.prazoPagamento.localeCompare(b.prazoPagamento))[0] as Apuramento;
    expect(r.cartoes.iva).toEqual({
      periodo: seguinte.rotulo,
      prazoPagamento: seguinte.prazoPagamento,
      aPagar: seguinte.aPagar,
      excessoAReportar: seguinte.excessoAReportar,
      previsao: seguinte.previsao,
    });
    // Quarterly (2024's sales are far below 650 000 €): the second quarter, paid by 25 September 2025.
    expect(r.cartoes.iva?.periodo).toBe('2.º trimestre de 2025');
    expect(r.cartoes.iva?.prazoPagamento).toBe('2025-09-25');
  });

  it('a store: its own figures; the equity is the company’s; without ano, this year', async () => {
    const largo = await resumo(lojas.A, '');
    expect([largo.ano, largo.loja]).toEqual([2025, { _id: lojas.A, nome: 'Largo' }]);
    expect(linha(largo, 'produtividade_capital_proprio').motivos[12]).toBe('capital-da-empresa');
    const mercado = await resumo(lojas.B);
    // Each store's sales add up to the company's, month by month.
    const todas = await resumo();
    const soma = linha(largo, 'vendas').valores.map(
      (v, i) => Math.round(((v ?? 0) + (linha(mercado, 'vendas').valores[i] ?? 0)) * 100) / 100,
    );
    expect(soma).toEqual(linha(todas, 'vendas').valores);
    // Largo's 4,2,… people and Mercado's 2 a month: the figure per person is each store's own.
    expect(linha(mercado, 'vab_por_posto').valores[12]).not.toBeNull();
  });

  it('reads each thing once: the reports it runs share what they all read of the company', async () => {
    const enviadas: string[] = [];
    const pools = [...new Set([t.db.pool, t.db.preparadas])];
    const espias = pools.map((pool) => {
      const query = pool.query.bind(pool);
      return vi.spyOn(pool, 'query').mockImplementation(((
        consulta: string | { text: string },
        valores?: unknown[],
      ) => {
        const texto = typeof consulta === 'string' ? consulta : consulta.text;
        const parametros =
          typeof consulta === 'string' ? valores : (consulta as { values?: unknown[] }).values;
        enviadas.push(`${texto} ${JSON.stringify(parametros ?? [])}`);
        return query(consulta as string, valores);
      }) as typeof pool.query);
    });
    try {
      await resumo(lojas.A);
    } finally {
      for (const espia of espias) espia.mockRestore();
    }
    expect(enviadas.length).toBeGreaterThan(10);
    expect(enviadas.filter((q, i) => enviadas.indexOf(q) !== i)).toEqual([]);
  });

  it('a year without headcount names the stores; without equity the line says so', async () => {
    const r = await resumo('todas', '?ano=2024');
    expect(r.lojasSemPessoal).toEqual(['Largo', 'Mercado']);
    expect(linha(r, 'vab_por_posto').motivos).toEqual(Array(13).fill('pessoal-em-falta'));
    expect(linha(r, 'produtividade_capital_proprio').motivos[12]).toBe('sem-capital-proprio');
    expect(r.capitalProprio).toBeNull();
  });

  it('PUT /put/capital-proprio: an admin sets and removes it; a bad amount is 400 in Portuguese', async () => {
    const mau = await pedido('PUT', `/put/capital-proprio/${empresaId}`, u.admin, {
      ano: 2026,
      valor: 'muito',
    });
    expect([mau.statusCode, mau.json().message]).toEqual([
      400,
      'O capital próprio deve ser um número em euros.',
    ]);
    const posto = await pedido('PUT', `/put/capital-proprio/${empresaId}`, u.admin, {
      ano: 2026,
      valor: '-1234,5',
    });
    expect(posto.json()).toMatchObject({ capitalProprio: { ano: 2026, valor: -1234.5 } });
    const tirado = await pedido('PUT', `/put/capital-proprio/${empresaId}`, u.admin, {
      ano: 2026,
      valor: null,
    });
    expect(tirado.json()).toEqual({ capitalProprio: null });
    expect(
      (await pedido('PUT', `/put/capital-proprio/${empresaId}`, u.editor, { ano: 2026, valor: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('another company: 404; a bad year: 400', async () => {
    expect((await pedido('GET', `/get/summary/${empresaId}/todas`, u.outsider)).statusCode).toBe(404);
    const mau = await pedido('GET', `/get/summary/${empresaId}/todas?ano=1800`, u.leitor);
    expect([mau.statusCode, mau.json().message]).toEqual([
      400,
      'O ano deve ser um número inteiro entre 1900 e 2200.',
    ]);
  });
});
