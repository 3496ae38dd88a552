import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPCOES_CATEGORIA_B, opcoesRubricaB, opcoesSubcategoriaB } from '../../taxonomy/categoria-b';
import {
  CAIXA_INICIAL,
  ESPERADO_FC,
  EXTRATO,
  type Movimento,
} from '../__fixtures__/padaria-do-largo.extrato.fixture';
import { COLUNAS } from '../__fixtures__/padaria-do-largo.livro.fixture';
import { findReportLine, type ReportLine } from '../shared/report-line';
import { computeFluxoCaixa, LINHA_FC, type SomaFluxoCaixa } from './compute-fluxo-caixa';

// "Padaria do Largo": the statement sums and the cash flow worked out by hand are in the fixture,
// shared with the server's report tests.

function somas(extrato: readonly Movimento[]): SomaFluxoCaixa[] {
  return extrato.flatMap(([ano, categoriaB, subcategoriaB, rubricaB, meses]) =>
    meses.flatMap((cents, i) =>
      cents === 0 ? [] : [{ ano, mes: i + 1, categoriaB, subcategoriaB, rubricaB, cents }],
    ),
  );
}

const fluxo = computeFluxoCaixa({
  ano1: 2024,
  ano2: 2025,
  somas: somas(EXTRATO),
  caixaInicial: CAIXA_INICIAL,
});

function linha(key: string): ReportLine {
  const found = findReportLine([...fluxo.linhas, fluxo.caixaGeradaPelasOperacoes], key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}

function colunas(line: ReportLine, serie: 'ano1' | 'ano2' | 'deltaEuros' | 'deltaPercent'): number[] {
  const v = line.valores[serie];
  return [...v.meses, v.total, v.media];
}

describe('computeFluxoCaixa — Padaria do Largo, 2024 vs 2025', () => {
  it('lists the activities, the unclassified line, the variation and the balances in order', () => {
    expect(fluxo.linhas.map((l) => [l.key, l.label, l.tipo])).toEqual([
      ['operacionais', 'Fluxos de caixa das actividades operacionais', 'grupo'],
      ['investimento', 'Fluxos de caixa das actividades de investimento', 'grupo'],
      ['financiamento', 'Fluxos de caixa das actividades de financiamento', 'grupo'],
      ['transferencias', 'Transferências internas', 'item'],
      ['nao_classificado', 'Por classificar', 'item'],
      ['variacao', 'Variação de caixa e seus equivalentes', 'resultado'],
      ['cip', 'Caixa e seus equivalentes no início do período', 'saldo'],
      ['cfp', 'Caixa e seus equivalentes no fim do período', 'saldo'],
    ]);
    expect(fluxo.caixaGeradaPelasOperacoes.label).toBe('Caixa gerada pelas operações');
  });

  describe.each(Object.entries(ESPERADO_FC))('%s', (key, esperado) => {
    it.each([
      ['ano1', esperado.ano1],
      ['ano2', esperado.ano2],
      ['deltaEuros', esperado.dEur],
    ] as const)('%s, every column', (serie, valores) => {
      const obtido = colunas(linha(key), serie);
      COLUNAS.forEach((coluna, i) => {
        expect(obtido[i], `${key} ${serie} ${coluna}`).toBe(valores[i]);
      });
    });

    it('deltaPercent, every column', () => {
      const obtido = colunas(linha(key), 'deltaPercent');
      COLUNAS.forEach((coluna, i) => {
        expect(obtido[i], `${key} ∆ % ${coluna}`).toBeCloseTo(esperado.dPct[i] ?? Number.NaN, 8);
      });
    });
  });

  // Lines below the activities, hand-computed from the statement: [Jan..Dez, Total, Média].
  // biome-ignore format: tables
  it.each([
    ['operacionais.recebimentos_de_clientes',
      [350000, 330000, 340000, 360000, 330000, 342000, 340000, 0, 300000, 305050, 298025, 430000, 3725075, 338643],
      [310000, 300000, 330000, 340000, 355000, 360000, 355000, 0, 320000, 308000, 310000, 445000, 3733000, 339364]],
    ['operacionais.pagamento_recebimento_do_imposto_sobre_o_rendimento',
      [0, 0, 0, 0, -120000, 0, 0, 0, 0, 0, 0, 0, -120000, -120000],
      [0, 0, 0, 0, -284777, 30000, 0, 0, 0, 0, 0, 0, -254777, -127389]],
    ['operacionais.sem_rubrica_b',
      [0, 0, 0, 0, 0, 0, 1000, 0, 0, 0, 0, 0, 1000, 1000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['investimento.pagamentos_investimento',
      [0, -295200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -295200, -295200],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['investimento.recebimentos_investimento.subsidios_ao_investimento',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 75000, 75000, 75000]],
    ['investimento.sem_subcategoria_b',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, -9999, 0, 0, -9999, -9999],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['financiamento.recebimentos_financiamento_obtidos.financiamentos_obtidos',
      [0, 250000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 250000, 250000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['financiamento.pagamentos_financiamento.amortizacoes_de_contratos_de_locacao_financeira',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-15000, -15000, -15000, -15000, -15000, -15000, -15000, 0, -15000, -15000, -15000, -15000, -165000, -15000]],
    ['financiamento.pagamentos_financiamento.juros_e_gastos_similares',
      [0, 0, -1500, 0, 0, -1500, 0, 0, -1500, 0, 0, -1500, -6000, -1500],
      [0, 0, -1400, 0, 0, -1400, 0, 0, -1400, 0, 0, -1400, -5600, -1400]],
    // The specification's label of both financing halves is a line of its own, with its rubric.
    ['financiamento.recebimentos_pagamentos_financiamento.financiamentos_obtidos',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3333, -3333, -3333]],
    ['financiamento.recebimentos_pagamentos_financiamento',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3333, -3333, -3333]],
    ['financiamento.sem_subcategoria_b',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ])('%s', (key, ano1, ano2) => {
    expect(colunas(linha(key), 'ano1')).toEqual(ano1);
    expect(colunas(linha(key), 'ano2')).toEqual(ano2);
  });

  it('puts the operating rubrics right under the activity, the others under their subcategory', () => {
    expect(linha(LINHA_FC.operacionais).children?.map((c) => c.label)).toEqual([
      'Recebimentos de clientes',
      'Pagamentos a fornecedores',
      'Pagamentos ao pessoal',
      'Pagamento/recebimento do imposto sobre o rendimento',
      'Outros recebimentos/pagamentos',
      'Sem Rúbrica B',
      'Sem Subcategoria B',
    ]);
    expect(linha(LINHA_FC.investimento).children?.map((c) => [c.label, c.children?.length ?? 0])).toEqual([
      ['Pagamentos - investimento', 5],
      ['Recebimentos - investimento', 8],
      ['Pagamentos/Recebimentos - investimento', 8],
      ['Sem Subcategoria B', 0],
    ]);
    expect(linha(LINHA_FC.financiamento).children?.map((c) => [c.label, c.children?.length ?? 0])).toEqual([
      ['Recebimentos - financiamento obtidos', 6],
      ['Pagamentos - financiamento', 7],
      ['Recebimentos/Pagamentos - financiamento', 10],
      ['Sem Subcategoria B', 0],
    ]);
    expect(linha('investimento.recebimentos_investimento.dividendos').level).toBe(2);
  });

  it('keeps transfers between own accounts out of the activities, in the variation', () => {
    const t = 'Transferências internas';
    const com = computeFluxoCaixa({
      ano1: 2024,
      ano2: 2025,
      // March 2025: 500,00 € leave the CGD account (store A) for the BCP one (store B), a day later.
      somas: [
        ...somas(EXTRATO),
        { ano: 2025, mes: 3, categoriaB: t, subcategoriaB: t, rubricaB: t, cents: -50_000 },
        { ano: 2025, mes: 3, categoriaB: t, subcategoriaB: t, rubricaB: t, cents: 50_000 },
      ],
      caixaInicial: CAIXA_INICIAL,
    });
    expect(com.linhas).toEqual(fluxo.linhas);
    // A store that only sent the money: out of its variation, in no activity.
    const so = computeFluxoCaixa({
      ano1: 2025,
      ano2: 2025,
      somas: [{ ano: 2025, mes: 3, categoriaB: t, subcategoriaB: t, rubricaB: t, cents: -50_000 }],
    });
    const linhaDe = (key: string) => findReportLine(so.linhas, key)?.valores.ano2;
    expect(linhaDe(LINHA_FC.transferencias)?.meses[2]).toBe(-50_000);
    expect(linhaDe(LINHA_FC.operacionais)?.total).toBe(0);
    expect(linhaDe(LINHA_FC.naoClassificado)?.total).toBe(0);
    expect(linhaDe(LINHA_FC.variacao)?.meses[2]).toBe(-50_000);
  });

  it('checks the closing cash of each year against the banks, to the cent', () => {
    const conferido = computeFluxoCaixa({
      ano1: 2024,
      ano2: 2025,
      somas: somas(EXTRATO),
      caixaInicial: CAIXA_INICIAL,
      // 2024 as the banks say (22 139,47 €); in 2025 they say 33 384,64 €, a cent short of the 33 384,65 €.
      saldosBancarios: { 2024: 2_213_947, 2025: 3_338_464 },
    });
    expect(conferido.conciliacao).toEqual({
      ano1: { bancosCents: 2_213_947, cfpCents: 2_213_947, diferencaCents: 0 },
      ano2: { bancosCents: 3_338_464, cfpCents: 3_338_465, diferencaCents: 1 },
    });
    expect(fluxo.conciliacao).toEqual({ ano1: null, ano2: null });
  });

  it('starts at 0 when the opening cash of a year is not given', () => {
    const semSaldo = computeFluxoCaixa({ ano1: 2024, ano2: 2025, somas: somas(EXTRATO) });
    const cip = findReportLine(semSaldo.linhas, LINHA_FC.cip);
    expect(cip?.valores.ano1.meses[0]).toBe(0);
    expect(cip?.valores.ano2.total).toBe(0);
  });
});

const TRIOS = OPCOES_CATEGORIA_B.flatMap((categoriaB) =>
  [...opcoesSubcategoriaB(categoriaB), 'Outra'].flatMap((subcategoriaB) =>
    [...opcoesRubricaB(subcategoriaB), 'Outra'].map((rubricaB) => ({ categoriaB, subcategoriaB, rubricaB })),
  ),
);

const arbSomas = fc
  .array(
    fc.record({
      ano: fc.constantFrom(2024, 2025, 2026),
      mes: fc.integer({ min: 1, max: 12 }),
      trio: fc.constantFrom(...TRIOS, { categoriaB: 'Outra', subcategoriaB: 'Outra', rubricaB: 'Outra' }),
      cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
    }),
    { maxLength: 60 },
  )
  .map((rows) => rows.map(({ trio, ...r }): SomaFluxoCaixa => ({ ...r, ...trio })));
const arbCaixa = fc.record({
  2024: fc.integer({ min: -1e8, max: 1e8 }),
  2025: fc.integer({ min: -1e8, max: 1e8 }),
});

/** Months and Total of both years of every line, in one flat list. */
function allColumns(lines: readonly ReportLine[]): number[] {
  return lines.flatMap((line) => [
    ...[line.valores.ano1, line.valores.ano2].flatMap((v) => [...v.meses, v.total]),
    ...(line.children ? allColumns(line.children) : []),
  ]);
}

describe('computeFluxoCaixa — properties', () => {
  it('reconciles: CFP of December = opening cash + every movement of the year, classified or not', () => {
    fc.assert(
      fc.property(arbSomas, arbCaixa, (rows, caixaInicial) => {
        const r = computeFluxoCaixa({ ano1: 2024, ano2: 2025, somas: rows, caixaInicial });
        const cip = findReportLine(r.linhas, LINHA_FC.cip)!;
        const cfp = findReportLine(r.linhas, LINHA_FC.cfp)!;
        for (const [serie, ano] of [
          ['ano1', 2024],
          ['ano2', 2025],
        ] as const) {
          const movimentos = rows.filter((m) => m.ano === ano).reduce((a, m) => a + m.cents, 0);
          expect(cfp.valores[serie].total).toBe(caixaInicial[ano] + movimentos);
          expect(cip.valores[serie].total).toBe(caixaInicial[ano]);
          for (let i = 1; i < 12; i++)
            expect(cip.valores[serie].meses[i]).toBe(cfp.valores[serie].meses[i - 1]);
        }
      }),
    );
  });

  it('consolidates: the sum of the stores equals the cash flow of the summed stores', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbSomas, arbCaixa), { minLength: 1, maxLength: 4 }), (lojas) => {
        const porLoja = lojas.map(([s, caixaInicial]) =>
          allColumns(computeFluxoCaixa({ ano1: 2024, ano2: 2025, somas: s, caixaInicial }).linhas),
        );
        const empresa = computeFluxoCaixa({
          ano1: 2024,
          ano2: 2025,
          somas: lojas.flatMap(([s]) => s),
          caixaInicial: {
            2024: lojas.reduce((a, [, c]) => a + c[2024], 0),
            2025: lojas.reduce((a, [, c]) => a + c[2025], 0),
          },
        });
        expect(allColumns(empresa.linhas)).toEqual(
          porLoja.reduce((soma, loja) => soma.map((valor, i) => valor + (loja[i] ?? 0))),
        );
      }),
    );
  });
});
