import { describe, expect, it } from 'vitest';
import { mesesDoOrcamento } from '../../importers/orcamento/parse-orcamento';
import { taxaDosPontosBase } from '../../iva/taxa-habitual';
import { CAIXA_INICIAL, ESPERADO_FC, EXTRATO } from '../__fixtures__/padaria-do-largo.extrato.fixture';
import { somasIva, VOLUME_NEGOCIOS } from '../__fixtures__/padaria-do-largo.iva.fixture';
import { DEPRECIACOES, ESPERADO_DR, LIVRO, REGIME_IRC } from '../__fixtures__/padaria-do-largo.livro.fixture';
import {
  ESPERADO_DR_ORCAMENTO,
  ESPERADO_FC_ORCAMENTO,
  HISTORICO_PRAZOS,
  HOJE,
  linhasDeCaixa,
  linhasDoModelo,
  ORCAMENTOS,
  PRAZOS_MANUAIS,
} from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import { PRODUTOS } from '../__fixtures__/padaria-do-largo.produtos.fixture';
import {
  CAPITAL_PROPRIO_2025,
  CARTOES_2025,
  COLUNAS_RESUMO,
  ESPERADO_RESUMO,
  PESSOAL_2025,
  VAB_ORCAMENTO,
} from '../__fixtures__/padaria-do-largo.resumo.fixture';
import {
  computeDemonstracaoResultados,
  type SomaDemonstracaoResultados,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import type { SomaFluxoCaixa } from '../fluxo-caixa/compute-fluxo-caixa';
import { prazosDePagamento } from '../orcamento/prazos-pagamento';
import { computePontoEquilibrio, LINHA_PE } from '../ponto-equilibrio/compute-ponto-equilibrio';
import type { QuantidadeLoja } from '../ponto-equilibrio/quantidades-vendidas';
import type { PrevisaoIvaInput, SomaIva } from '../previsao-iva/compute-previsao-iva';
import {
  type BlocoResumo,
  computeResumo,
  dadosResumo,
  type LinhaResumo,
  type ResumoInput,
} from './compute-resumo';

// "Padaria do Largo", 2025: the other fixtures' ledger, bank and budget, with the headcount and the
// equity of padaria-do-largo.resumo, worked out by hand there.

const livro: SomaDemonstracaoResultados[] = LIVRO.flatMap(([ano, categoriaA, subcategoriaA, gasto, meses]) =>
  meses.flatMap((cents, i) =>
    cents === 0 ? [] : [{ ano, mes: i + 1, categoriaA, subcategoriaA, gasto, cents }],
  ),
);
const orcamento: SomaDemonstracaoResultados[] = ORCAMENTOS.flatMap(([loja, ano]) =>
  linhasDoModelo(loja, ano).flatMap((linha) =>
    mesesDoOrcamento(linha).map(({ mes, baseCents }) => ({
      ano,
      mes,
      categoriaA: linha.categoria_A,
      subcategoriaA: linha.subcategoria_A,
      gasto: linha.gasto,
      cents: baseCents,
    })),
  ),
);
const extrato: SomaFluxoCaixa[] = EXTRATO.flatMap(([ano, categoriaB, subcategoriaB, rubricaB, meses]) =>
  meses.flatMap((cents, i) =>
    cents === 0 ? [] : [{ ano, mes: i + 1, categoriaB, subcategoriaB, rubricaB, cents }],
  ),
);
const linhasCaixa = linhasDeCaixa();
/** The budget's VAT as the VAT map's server sums it: each line's months with its Taxa IVA. */
const orcamentoIva: SomaIva[] = ORCAMENTOS.flatMap(([loja, ano]) =>
  linhasDoModelo(loja, ano).flatMap((l) =>
    mesesDoOrcamento(l).map(({ mes, baseCents, ivaCents }) => ({
      ano,
      mes,
      lado: '',
      categoriaA: l.categoria_A,
      subcategoriaA: l.subcategoria_A,
      taxa: taxaDosPontosBase(l.taxaIva * 100),
      baseCents,
      ivaCents,
    })),
  ),
);
const pessoasPorMes = PESSOAL_2025.A.map((n, i) => n + (PESSOAL_2025.B[i] ?? 0));

function entrada(
  ano: number,
  extra: Partial<Pick<ResumoInput, 'pessoal' | 'capitalProprio' | 'pontoEquilibrio' | 'iva'>> = {},
): ResumoInput {
  return {
    ano,
    dr: {
      ano,
      hoje: HOJE,
      real: { ano1: ano, ano2: ano, somas: livro, depreciacoes: DEPRECIACOES, regimeIrc: REGIME_IRC },
      orcamento: orcamento.filter((s) => s.ano === ano),
    },
    fluxo: {
      ano,
      hoje: HOJE,
      real: { ano1: ano, ano2: ano, somas: extrato, caixaInicial: CAIXA_INICIAL },
      linhas: linhasCaixa,
      prazos: prazosDePagamento({
        grupos: linhasCaixa,
        historico: HISTORICO_PRAZOS,
        manuais: PRAZOS_MANUAIS,
      }),
    },
    pessoal: extra.pessoal ?? { meses: pessoasPorMes },
    capitalProprio: extra.capitalProprio ?? { cents: CAPITAL_PROPRIO_2025 },
    ...(extra.pontoEquilibrio && { pontoEquilibrio: extra.pontoEquilibrio }),
    ...(extra.iva && { iva: extra.iva }),
  };
}

const resumo = computeResumo(entrada(2025));

function linha(key: string, blocos: readonly BlocoResumo[] = resumo.blocos): LinhaResumo {
  const found = blocos.flatMap((b) => b.linhas).find((l) => l.key === key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}

/** Jan..Dez and the year of an expected row of the other fixtures (their Total, not their Média). */
const doAno = (valores: readonly number[]) => valores.slice(0, 13);

describe('computeResumo — Padaria do Largo, 2025, on 15 September', () => {
  it('the four blocks of SPEC §2, in order', () => {
    expect(resumo.blocos.map((b) => b.titulo)).toEqual([
      'Demonstração de Resultados',
      'Fluxo de Caixa',
      'Margens e Rentabilidade',
    ]);
    expect(resumo.blocos[0]?.linhas.map((l) => l.label)).toEqual([
      'Vendas e serviços prestados',
      'Subsídios à exploração',
      'Fornecimentos e serviços externos variáveis',
      'Compras',
      'Margem Bruta',
      'Fornecimentos e serviços externos fixos',
      'Gastos com o pessoal',
      'Impostos sobre o pessoal (TSU, Segurança Social, IRS)',
      'Resultado antes de depreciações, gastos de financiamento e impostos',
      'Resultado líquido do período',
    ]);
    expect(resumo.blocos[2]?.linhas.map((l) => l.label)).toEqual([
      'Margem bruta',
      'Margem operacional',
      'Margem líquida',
      'VAB (valor acrescentado bruto)',
      'VAB por posto de trabalho',
      'Produtividade do investimento',
      'Produtividade do trabalho',
      'Produtividade do capital próprio',
      'Rentabilidade líquida das vendas',
      'Rentabilidade operacional das vendas',
    ]);
    // Every ratio says how it is computed.
    for (const l of resumo.blocos[2]?.linhas ?? []) expect(l.formula, l.key).toBeTruthy();
  });

  it.each([
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
  ])('Demonstração de Resultados, %s: the income statement’s own row, every cell', (key) => {
    const esperado = ESPERADO_DR[key];
    expect(linha(key).valores).toEqual(doAno(esperado?.ano2 ?? []));
  });

  it.each([
    ['caixa_gerada_operacoes', 'caixa_gerada_operacoes'],
    ['operacionais', 'operacionais'],
    ['cfp', 'cfp'],
  ])('Fluxo de Caixa, %s: the cash flow’s own row, every cell', (key, doFluxo) => {
    expect(linha(key).valores).toEqual(doAno(ESPERADO_FC[doFluxo]?.ano2 ?? []));
  });

  it.each(Object.entries(ESPERADO_RESUMO))(
    'Margens e Rentabilidade, %s: every cell by hand',
    (key, esperado) => {
      const obtida = linha(key);
      COLUNAS_RESUMO.forEach((coluna, i) => {
        const valor = esperado[i] ?? null;
        if (valor === null) expect(obtida.valores[i], `${key} ${coluna}`).toBeNull();
        else expect(obtida.valores[i], `${key} ${coluna}`).toBeCloseTo(valor, 8);
      });
    },
  );

  it('says why a cell has no figure', () => {
    expect(linha('produtividade_investimento').motivos).toEqual([
      ...Array(12).fill('so-no-ano'),
      'sem-investimento',
    ]);
    expect(linha('produtividade_capital_proprio').motivos).toEqual([...Array(12).fill('so-no-ano'), null]);
    expect(linha('margem_bruta_pct').motivos).toEqual(Array(13).fill(null));
  });

  it('the units: money in cents, ratios in percent, productivities as plain numbers', () => {
    expect(Object.fromEntries(resumo.blocos[2]?.linhas.map((l) => [l.key, l.unidade]) ?? [])).toEqual({
      margem_bruta_pct: 'percentagem',
      margem_operacional: 'percentagem',
      margem_liquida: 'percentagem',
      vab: 'cents',
      vab_por_posto: 'cents',
      produtividade_investimento: 'quantidade',
      produtividade_trabalho: 'quantidade',
      produtividade_capital_proprio: 'quantidade',
      rentabilidade_liquida_vendas: 'percentagem',
      rentabilidade_operacional_vendas: 'percentagem',
    });
  });

  it('the same blocks on the budget: its income statement and its cash, through the same builders', () => {
    const budget = (key: string) => linha(key, resumo.blocosOrcamento).valores;
    expect(budget('vendas')).toEqual(doAno(ESPERADO_DR_ORCAMENTO.vendas?.ano1 ?? []));
    expect(budget('resultado_liquido')).toEqual(doAno(ESPERADO_DR_ORCAMENTO.resultado_liquido?.ano1 ?? []));
    expect(budget('operacionais')).toEqual(doAno(ESPERADO_FC_ORCAMENTO.operacionais?.ano1 ?? []));
    expect(budget('cfp')).toEqual(doAno(ESPERADO_FC_ORCAMENTO.cfp?.ano1 ?? []));
    expect(budget('vab')).toEqual(VAB_ORCAMENTO);
    // 27 160,00 € of VAB over the budget's 4 000,00 € investment; 36 410,00 ÷ 42 400,00 of gross margin.
    expect(budget('produtividade_investimento')[12]).toBeCloseTo(6.79, 10);
    expect(budget('margem_bruta_pct')[12]).toBeCloseTo(85.8726415094, 8);
    expect(resumo.blocosOrcamento.map((b) => b.key)).toEqual([
      'demonstracao_resultados',
      'fluxo_caixa',
      'margens',
    ]);
  });

  it("'Orçamento - 2025': the budget reports' own rows, fixed and variable FSE apart", () => {
    expect(resumo.comparacao.map((l) => l.key)).toEqual([
      'vendas',
      'fse_variaveis',
      'compras',
      'margem_bruta',
      'fse_fixos',
      'gastos_pessoal',
      'impostos',
      'resultado_antes_depreciacoes',
      'resultado_liquido',
      'operacionais',
      'investimento',
      'financiamento',
      'variacao',
      'cfp',
    ]);
    const vendas = resumo.comparacao[0];
    expect(vendas?.valores.ano1.meses).toEqual(ESPERADO_DR_ORCAMENTO.vendas?.ano1.slice(0, 12));
    expect(vendas?.valores.ano2.meses).toEqual(ESPERADO_DR_ORCAMENTO.vendas?.ano2.slice(0, 12));
    expect(vendas?.previsao.previsao).toBe(3_980_000);
    expect(resumo.comparacao.find((l) => l.key === 'cfp')?.valores.ano1.total).toBe(3_323_497);
    expect(resumo.comparacao.every((l) => l.children === undefined)).toBe(true);
    expect(resumo.estadoMeses).toEqual([
      ...Array(8).fill('fechado'),
      'parcial',
      'futuro',
      'futuro',
      'futuro',
    ]);
    expect(resumo.semOrcamento).toBe(false);
  });

  it('the headline cards: January to August, the closed months', () => {
    const { desvioOrcamento, margemBruta, ...resto } = resumo.cartoes;
    const { desvioOrcamento: desvio, margemBruta: margem, ...esperado } = CARTOES_2025;
    expect(resto).toEqual({ ...esperado, iva: null });
    expect(margemBruta).toBeCloseTo(margem, 8);
    expect(desvioOrcamento).toMatchObject({
      real: desvio.real,
      orcamento: desvio.orcamento,
      deltaEuros: desvio.deltaEuros,
    });
    expect(desvioOrcamento?.deltaPercent).toBeCloseTo(desvio.deltaPercent, 8);
  });

  it("the rows left out: the statement's and the cash flow's 'Por classificar' of the year", () => {
    expect(resumo.porClassificar.resultados.valores.ano1.total).toBe(0);
    expect(resumo.porClassificar.caixa.valores.ano1.total).toBe(0);
    // 2024 has a row with no Categoria A (−45,67 € in November) and one with no Categoria B.
    const r2024 = computeResumo(entrada(2024));
    expect(r2024.porClassificar.resultados.valores.ano1.meses[10]).toBe(-4567);
    expect(r2024.porClassificar.caixa.valores.ano1.meses[10]).toBe(-4567);
  });
});

describe('computeResumo — what is missing', () => {
  it('a store without headcount: no figure per person, and the store named', () => {
    const r = computeResumo(entrada(2025, { pessoal: { lojasSemPessoal: ['Mercado'] } }));
    expect(linha('vab_por_posto', r.blocos).valores).toEqual(Array(13).fill(null));
    expect(linha('vab_por_posto', r.blocos).motivos).toEqual(Array(13).fill('pessoal-em-falta'));
    expect(r.lojasSemPessoal).toEqual(['Mercado']);
  });

  it('a month with nobody at work has no figure per person', () => {
    const pessoas = [...pessoasPorMes];
    pessoas[7] = 0;
    const r = computeResumo(entrada(2025, { pessoal: { meses: pessoas } }));
    expect(linha('vab_por_posto', r.blocos).valores[7]).toBeNull();
    expect(linha('vab_por_posto', r.blocos).motivos[7]).toBe('sem-pessoal');
    // 67 people-months: 27 360,28 × 12 ÷ 67 = 4 900,35 €.
    expect(linha('vab_por_posto', r.blocos).valores[12]).toBe(490035);
  });

  it('no equity entered, or a store: the equity line says so', () => {
    for (const motivo of ['sem-capital-proprio', 'capital-da-empresa'] as const) {
      const r = computeResumo(entrada(2025, { capitalProprio: { motivo } }));
      expect(linha('produtividade_capital_proprio', r.blocos).valores[12]).toBeNull();
      expect(linha('produtividade_capital_proprio', r.blocos).motivos[12]).toBe(motivo);
    }
  });

  it('2024: the investment of February gives the year its investment productivity', () => {
    const r = computeResumo(entrada(2024));
    // VAB 2024 = 36 030,75 − 5 200,00 − 315,40 − 5 343,22 = 25 172,13 €, over 2 400,00 € invested.
    expect(linha('vab', r.blocos).valores[12]).toBe(2_517_213);
    expect(linha('produtividade_investimento', r.blocos).valores[12]).toBeCloseTo(10.4883875, 10);
    // August 2024: the store was closed, no sales: no margin that month.
    expect(linha('margem_bruta_pct', r.blocos).valores[7]).toBeNull();
    expect(linha('margem_bruta_pct', r.blocos).motivos[7]).toBe('sem-vendas-no-periodo');
  });

  it('a year without a budget: no variance card, semOrcamento', () => {
    const r = computeResumo({
      ...entrada(2026),
      dr: { ...entrada(2026).dr, orcamento: [] },
      fluxo: { ...entrada(2026).fluxo, linhas: [] },
    });
    expect([r.semOrcamento, r.cartoes.desvioOrcamento, r.cartoes.meses, r.cartoes.caixa]).toEqual([
      true,
      null,
      0,
      null,
    ]);
  });
});

describe('computeResumo — the break-even block', () => {
  // Units sold in 2025: the products files of padaria-do-largo.produtos (no invoice counted here).
  const produtos: QuantidadeLoja[] = PRODUTOS.flatMap(([loja, , ano, meses]) =>
    meses.flatMap((quantidade, i) => (quantidade === null ? [] : [{ loja, ano, mes: i + 1, quantidade }])),
  );
  const r = computeResumo(entrada(2025, { pontoEquilibrio: { vendas: [], produtos } }));
  const quantidades = Array.from({ length: 12 }, (_, i) =>
    produtos.filter((p) => p.ano === 2025 && p.mes === i + 1).reduce((s, p) => s + p.quantidade, 0),
  );

  it('is the break-even report’s own rows: ticket, break-even quantity, quantities, break-even sales, revenue', () => {
    const bloco = r.blocos[3];
    expect(bloco?.titulo).toBe('Ponto de Equilíbrio');
    expect(bloco?.linhas.map((l) => l.label)).toEqual([
      'Ticket médio',
      'Ponto de equilíbrio (quantidade)',
      'Quantidades vendidas',
      'Ponto de equilíbrio (vendas)',
      'Receitas',
    ]);
    const pe = computePontoEquilibrio({
      demonstracao: computeDemonstracaoResultados(entrada(2025).dr.real),
      quantidades: { ano1: quantidades, ano2: quantidades },
    });
    for (const key of [
      LINHA_PE.ticketMedio,
      LINHA_PE.quantidadeEquilibrio,
      LINHA_PE.quantidades,
      LINHA_PE.vendasEquilibrio,
      LINHA_PE.receitas,
    ]) {
      const propria = pe.linhas.find((l) => l.key === key);
      expect(linha(key, r.blocos).valores, key).toEqual([
        ...(propria?.valores.ano1.meses ?? []),
        propria?.valores.ano1.total,
      ]);
    }
    expect(r.origemQuantidades).toEqual(Array(12).fill('produtos'));
  });

  it('January by hand: 246 units, ticket 12,60 €, 173,94 units and 2 191,68 € to break even', () => {
    // Sales 3 100,00 ÷ 246 = 12,6016 → 12,60 €; variable costs 421,00 ÷ 246 → 1,71 €; fixed costs
    // 750,01 + 725,00 + 233,00 + 186,23 = 1 894,24 € ÷ (12,60 − 1,71) = 173,943 units, × 12,60 = 2 191,68 €.
    expect(linha(LINHA_PE.quantidades, r.blocos).valores[0]).toBe(246);
    expect(linha(LINHA_PE.ticketMedio, r.blocos).valores[0]).toBe(1260);
    expect(linha(LINHA_PE.quantidadeEquilibrio, r.blocos).valores[0]).toBeCloseTo(173.943067034, 8);
    expect(linha(LINHA_PE.vendasEquilibrio, r.blocos).valores[0]).toBe(219168);
    expect(linha(LINHA_PE.receitas, r.blocos).valores[0]).toBe(310000);
  });

  it('without units sold, the break-even has no figure and says why', () => {
    const semUnidades = computeResumo(entrada(2025, { pontoEquilibrio: { vendas: [], produtos: [] } }));
    const q = linha(LINHA_PE.quantidadeEquilibrio, semUnidades.blocos);
    expect(q.valores[0]).toBeNull();
    expect(q.motivos[0]).toBe('sem-quantidades');
  });
});

describe('computeResumo — the next VAT payment (the VAT map’s own settlement)', () => {
  /** The VAT fixture's documents of 2025 and the budget, 2024 carried in as each quarter's net VAT. */
  const iva = (hoje: string): PrevisaoIvaInput => ({
    ano1: 2025,
    ano2: 2025,
    hoje,
    somas: somasIva().filter((s) => s.ano === 2025),
    // Q1 2024 16 640 − 4 700; Q2 6 600 − 5 700; Q3 5 200 − 23 000 (the oven); Q4 7 700 − 2 950.
    anteriores: { 2024: [0, 0, 11940, 0, 0, 900, 0, 0, -17800, 0, 0, 4750] },
    orcamento: orcamentoIva,
    regime: { manuais: {}, volumeNegocios: VOLUME_NEGOCIOS },
  });

  it('on 15 September 2025: Q2 pays 57,50 − 38,10 = 19,40 € by 25 September', () => {
    expect(computeResumo(entrada(2025, { iva: iva(HOJE) })).cartoes.iva).toEqual({
      periodo: '2.º trimestre de 2025',
      prazoPagamento: '2025-09-25',
      aPagar: 1940,
      excessoAReportar: 0,
      previsao: false,
    });
  });

  it('after it: Q3, a forecast (the budget stands in for September), 806,90 € by 25 November', () => {
    expect(computeResumo(entrada(2025, { iva: iva('2025-09-26') })).cartoes.iva).toEqual({
      periodo: '3.º trimestre de 2025',
      prazoPagamento: '2025-11-25',
      aPagar: 80690,
      excessoAReportar: 0,
      previsao: true,
    });
  });

  it('none past the year’s last deadline; none without the VAT map', () => {
    expect(computeResumo(entrada(2025, { iva: iva('2026-03-01') })).cartoes.iva).toBeNull();
    expect(resumo.cartoes.iva).toBeNull();
  });
});

describe('dadosResumo (SPEC §3)', () => {
  it('year → month → block → line → value, through the converter; null where there is no figure', () => {
    const dados = dadosResumo(2025, resumo.blocos, (v, unidade) => (unidade === 'cents' ? v / 100 : v));
    const janeiro = dados['2025']?.Jan;
    expect(janeiro?.['Demonstração de Resultados']?.['Vendas e serviços prestados']).toBe(3100);
    expect(janeiro?.['Margens e Rentabilidade']?.['VAB (valor acrescentado bruto)']).toBe(1928.99);
    expect(janeiro?.['Margens e Rentabilidade']?.['Produtividade do investimento']).toBeNull();
    expect(dados['2025']?.Dez?.['Fluxo de Caixa']?.['Caixa no fim do período']).toBe(33384.65);
  });
});
