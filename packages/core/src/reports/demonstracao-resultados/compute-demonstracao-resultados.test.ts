import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPCOES_CATEGORIA_A, opcoesSubcategoriaA } from '../../taxonomy/categoria-a';
import { CATEGORIAS_DEPRECIACAO } from '../../taxonomy/depreciacoes';
import { impostoSobreLucro, ircPmeRate } from '../../taxonomy/irc';
import { GASTOS } from '../../taxonomy/opcoes';
import {
  COLUNAS,
  DEPRECIACOES,
  ESPERADO_DR,
  I,
  type Lancamento,
  LIVRO,
  REGIME_IRC,
  V,
  X,
} from '../__fixtures__/padaria-do-largo.livro.fixture';
import { findReportLine, type ReportLine } from '../shared/report-line';
import {
  computeDemonstracaoResultados,
  type DemonstracaoResultados,
  type DepreciacaoAnual,
  LINHA_DR,
  type SomaDemonstracaoResultados,
} from './compute-demonstracao-resultados';

// "Padaria do Largo": the ledger and the statement worked out by hand are in the fixture, shared
// with the server's report tests.

function somas(livro: readonly Lancamento[]): SomaDemonstracaoResultados[] {
  return livro.flatMap(([ano, categoriaA, subcategoriaA, gasto, meses]) =>
    meses.flatMap((cents, i) =>
      cents === 0 ? [] : [{ ano, mes: i + 1, categoriaA, subcategoriaA, gasto, cents }],
    ),
  );
}

const dr = computeDemonstracaoResultados({
  ano1: 2024,
  ano2: 2025,
  somas: somas(LIVRO),
  depreciacoes: DEPRECIACOES,
  regimeIrc: REGIME_IRC,
});

/** Jan..Dez, Total, Média of one series of a line. */
function colunas(line: ReportLine, serie: 'ano1' | 'ano2' | 'deltaEuros' | 'deltaPercent'): number[] {
  const v = line.valores[serie];
  return [...v.meses, v.total, v.media];
}

function linha(key: string, resultado: DemonstracaoResultados = dr): ReportLine {
  const found =
    findReportLine(resultado.linhas, key) ??
    findReportLine([resultado.margemContribuicao, resultado.investimentos, resultado.naoClassificado], key);
  if (!found) throw new Error(`Linha em falta: ${key}`);
  return found;
}

describe('computeDemonstracaoResultados — Padaria do Largo, 2024 vs 2025', () => {
  it('lists the rows of SPEC §9 in order, with their labels', () => {
    expect(dr.linhas.map((l) => [l.key, l.label, l.tipo])).toEqual([
      ['vendas', 'Vendas e serviços prestados', 'grupo'],
      ['subsidios', 'Subsídios à exploração', 'item'],
      ['fse_variaveis', 'Variáveis FSE', 'grupo'],
      ['compras', 'Compras', 'grupo'],
      ['margem_bruta', 'Margem Bruta', 'resultado'],
      ['fse_fixos', 'Fixos FSE', 'grupo'],
      ['gastos_pessoal', 'Gastos com o pessoal', 'grupo'],
      ['impostos', 'Impostos', 'grupo'],
      ['resultado_antes_depreciacoes', 'Resultado antes de depreciações', 'resultado'],
      ['depreciacoes', 'Depreciações', 'grupo'],
      [
        'resultado_antes_financiamento_impostos',
        'Resultado antes de gastos de financiamento e impostos',
        'resultado',
      ],
      ['juros', 'Juros e Gastos Similares', 'grupo'],
      ['resultado_antes_impostos', 'Resultado antes de impostos', 'resultado'],
      ['imposto_rendimento', 'Imposto sobre o rendimento', 'resultado'],
      ['resultado_liquido', 'Resultado líquido do período', 'resultado'],
      ['nao_classificado', 'Por classificar', 'item'],
    ]);
    // The same line as the answer's `naoClassificado`: outside every result, shown last.
    expect(dr.linhas.at(-1)).toBe(dr.naoClassificado);
    expect(dr.margemContribuicao.label).toBe('Margem Contribuição');
    expect(dr.taxaIrc).toEqual({ ano1: 21, ano2: 20 });
    expect(dr.irc).toEqual({
      ano1: { taxa: 21, pme: { taxa: 17, limiteCents: 5_000_000 }, derramaMunicipal: 1.5 },
      ano2: { taxa: 20, pme: { taxa: 16, limiteCents: 5_000_000 }, derramaMunicipal: 1.5 },
    });
  });

  describe.each(Object.entries(ESPERADO_DR))('%s', (key, esperado) => {
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

  // Lines below the top rows, hand-computed from the ledger: [Jan..Dez, Total, Média].
  // biome-ignore format: tables
  it.each([
    ['vendas.venda_de_mercadoria',
      [0, 0, 38000, 0, 0, -8000, 0, 0, 0, 0, 0, 30000, 60000, 20000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, -5000, 0, 0, -5000, -5000]],
    ['vendas.venda_de_produtos',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 20000, 0, 0, 0, 0, 0, 0, 25000, 45000, 22500]],
    ['fse_variaveis.servicos_especializados.comissoes',
      [-2000, -2000, -2000, -2000, -2000, -2000, -2000, 0, -2000, -2000, -2000, -2000, -22000, -2000],
      [-2100, -2100, -2100, -2100, -2100, -2100, -2100, -1000, -2100, -2100, -2100, -2100, -24100, -2008]],
    ['fse_variaveis.subcontratos',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, -7777, 0, 0, 0, 0, 0, 0, 0, -7777, -7777]],
    ['fse_fixos.energia_e_fluidos.electricidade',
      [-8533, 0, 0, -7000, 0, 0, -9555, 0, 0, -8000, 0, 0, -33088, -8272],
      [-9001, 0, 0, -7500, 0, 0, -9999, 0, 0, -8250, 0, 0, -34750, -8688]],
    ['fse_fixos.servicos_especializados.honorarios',
      [0, 0, -15000, 0, 0, -15000, 0, 0, -15000, 0, 0, -15000, -60000, -15000],
      [0, -300000, -15000, 0, 0, -15000, 0, 0, -15000, 0, 0, -15000, -360000, -72000]],
    ['fse_fixos.servicos_diversos.seguros',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-24000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -24000, -24000]],
    ['fse_fixos.sem_subcategoria_a',
      [0, 0, 0, 0, -1234, 0, 0, 0, 0, 0, 0, 0, -1234, -1234],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['compras.materia_prima',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, -12345, 0, 0, 0, 0, 0, 0, 0, 0, 0, -12345, -12345]],
    ['gastos_pessoal.seguros',
      [-3000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3000, -3000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['impostos.seguranca_social',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, -25000, 0, 0, 0, 0, 0, 0, -25000, -25000]],
    ['depreciacoes.equipamento_basico',
      [-8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8333, -8333, -8333, -100005, -8334],
      [-8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8334, -8333, -8333, -8333, -100005, -8334]],
    ['depreciacoes.programas_computador',
      [-5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -5000, -60000, -5000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['depreciacoes.equipamento_transporte',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -10288, -123456, -10288]],
    ['depreciacoes.equipamento_administrativo',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [-1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, -7, -1]],
    ['juros.juros_e_rendimentos_similares_obtidos',
      [0, 0, 0, 0, 0, 123, 0, 0, 0, 0, 0, 250, 373, 187],
      [0, 0, 0, 0, 0, 98, 0, 0, 0, 0, 0, 301, 399, 200]],
    ['juros.juros_e_gastos_similares_suportados',
      [0, 0, -1500, 0, 0, -1500, 0, 0, -1500, 0, 0, -1500, -6000, -1500],
      [0, 0, -1400, 0, 0, -1400, 0, 0, -1400, 0, 0, -1400, -5600, -1400]],
    ['investimentos.equipamento_basico',
      [0, -240000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -240000, -240000],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['nao_classificado',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -4567, 0, -4567, -4567],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ])('%s', (key, ano1, ano2) => {
    expect(colunas(linha(key), 'ano1')).toEqual(ano1);
    expect(colunas(linha(key), 'ano2')).toEqual(ano2);
  });

  it('keeps Investimentos and unclassified rows out of every result', () => {
    expect(linha('investimentos').valores.ano1.total).toBe(-240000);
    const semEles = computeDemonstracaoResultados({
      ano1: 2024,
      ano2: 2025,
      somas: somas(LIVRO.filter(([, categoria]) => categoria !== I && categoria !== X)),
      depreciacoes: DEPRECIACOES,
      regimeIrc: REGIME_IRC,
    });
    // Every line but 'Por classificar' itself, which is now all zeros.
    expect(semEles.linhas.slice(0, -1)).toEqual(dr.linhas.slice(0, -1));
    expect(semEles.naoClassificado.valores.ano1.total).toBe(0);
  });

  it('expands the FSE groups into the SNC subgroups and their accounts', () => {
    const fixos = linha(LINHA_DR.fseFixos);
    expect(fixos.children?.map((c) => [c.key, c.codigo ?? null, c.children?.length ?? 0])).toEqual([
      ['fse_fixos.subcontratos', '621', 0],
      ['fse_fixos.servicos_especializados', '622', 7],
      ['fse_fixos.materiais', '623', 5],
      ['fse_fixos.energia_e_fluidos', '624', 4],
      ['fse_fixos.deslocacoes_estadas_e_transportes', '625', 4],
      ['fse_fixos.servicos_diversos', '626', 8],
      ['fse_fixos.sem_subcategoria_a', null, 0],
    ]);
    expect(linha('fse_fixos.energia_e_fluidos.electricidade')).toMatchObject({ level: 2, codigo: '6241' });
  });

  it('lists the personnel items and charges the spec names', () => {
    expect(linha(LINHA_DR.gastosPessoal).children?.map((c) => c.label)).toEqual([
      'Vencimento Líquido',
      'Higiene e segurança no trabalho',
      'Formação',
      'Subsídio Refeição',
      'Seguros',
      'Sem Subcategoria A',
    ]);
    expect(linha(LINHA_DR.impostos).children?.map((c) => c.label)).toEqual([
      'TSU',
      'Segurança Social',
      'IRS',
    ]);
    expect(linha(LINHA_DR.depreciacoes).children?.map((c) => c.label)).toEqual(
      CATEGORIAS_DEPRECIACAO.map((c) => c.label),
    );
  });

  it('applies a company-specific general IRC rate, with no SME band or derrama unless set', () => {
    const com = computeDemonstracaoResultados({
      ano1: 2024,
      ano2: 2025,
      somas: somas(LIVRO),
      depreciacoes: DEPRECIACOES,
      taxasIrc: { 2025: 16 },
    });
    expect(com.taxaIrc).toEqual({ ano1: 21, ano2: 16 });
    expect(com.irc.ano2).toEqual({ taxa: 16, pme: null, derramaMunicipal: 0 });
    // 16 % of 13 122,59 € = 2 099,6144 €; January 784,76 € → 125,5616 €; February's loss takes the
    // result so far to −800,47 €, so February gives January's tax back.
    const irc = linha(LINHA_DR.impostoRendimento, com).valores.ano2;
    expect(irc.total).toBe(-209961);
    expect(irc.meses.slice(0, 2)).toEqual([-12556, 12556]);
  });

  it('charges the SME rate on the first band and the general rate above, with the derrama estadual', () => {
    const pme = { pme: true, derramaMunicipal: 1.5 };
    const detalhe2025 = { taxa: 20, pme: ircPmeRate(2025), derramaMunicipal: 1.5 };
    // 80 000,00 €: 16 % × 50 000 + 20 % × 30 000 + 1,5 % × 80 000 = 8 000 + 6 000 + 1 200 = 15 200,00 €.
    expect(impostoSobreLucro(8_000_000, detalhe2025)).toBe(1_520_000);
    // 2 000 000,00 € without the SME band nor derrama municipal: 21 % = 420 000 plus 3 % of the
    // 500 000 above 1,5 M€ = 15 000 → 435 000,00 €.
    expect(impostoSobreLucro(200_000_000, { taxa: 21, pme: null, derramaMunicipal: 0 })).toBe(43_500_000);
    // 40 000 000,00 €: 3 % × 6 M + 5 % × 27,5 M + 9 % × 5 M = 180 000 + 1 375 000 + 450 000 on top of 21 %.
    expect(impostoSobreLucro(4_000_000_000, { taxa: 21, pme: null, derramaMunicipal: 0 })).toBe(
      840_000_000 + 18_000_000 + 137_500_000 + 45_000_000,
    );
    // Up to 2022 the SME band was the first 25 000 €.
    expect(ircPmeRate(2022)).toEqual({ taxa: 17, limiteCents: 2_500_000 });
    expect(ircPmeRate(2023)).toEqual({ taxa: 17, limiteCents: 5_000_000 });
    expect(ircPmeRate(2026)).toEqual({ taxa: 15, limiteCents: 5_000_000 });
    expect(impostoSobreLucro(-100, detalhe2025)).toBe(0);

    // A year of 10 000,00 € of profit a month: the months cross the band in May.
    const mes = {
      ano: 2025,
      categoriaA: V,
      subcategoriaA: 'Serviços Prestados',
      gasto: 'N/A',
      cents: 1_000_000,
    };
    const r = computeDemonstracaoResultados({
      ano1: 2025,
      ano2: 2025,
      somas: Array.from({ length: 12 }, (_, i) => ({ ...mes, mes: i + 1 })),
      depreciacoes: [],
      regimeIrc: pme,
    });
    const irc = linha(LINHA_DR.impostoRendimento, r).valores.ano1;
    // Jan–Mai at 17,5 % (16 + 1,5): 1 750,00 €; Jun onwards above 50 000 €: 21,5 %: 2 150,00 €.
    expect(irc.meses).toEqual([...Array(5).fill(-175_000), ...Array(7).fill(-215_000)]);
    // 120 000 €: 16 % × 50 000 + 20 % × 70 000 + 1,5 % × 120 000 = 8 000 + 14 000 + 1 800.
    expect(irc.total).toBe(-2_380_000);
    expect(linha(LINHA_DR.resultadoLiquido, r).valores.ano1.total).toBe(12_000_000 - 2_380_000);
  });

  it('refuses a derrama municipal above the legal maximum', () => {
    expect(() =>
      computeDemonstracaoResultados({
        ano1: 2024,
        ano2: 2025,
        somas: [],
        depreciacoes: [],
        regimeIrc: { pme: false, derramaMunicipal: 2 },
      }),
    ).toThrow(RangeError);
  });

  it('refuses an unknown month or depreciation category', () => {
    const base = { ano1: 2024, ano2: 2025, depreciacoes: [] };
    expect(() =>
      computeDemonstracaoResultados({
        ...base,
        somas: [
          { ano: 2024, mes: 13, categoriaA: V, subcategoriaA: 'Serviços Prestados', gasto: 'N/A', cents: 1 },
        ],
      }),
    ).toThrow(RangeError);
    expect(() =>
      computeDemonstracaoResultados({
        ...base,
        somas: [],
        depreciacoes: [{ ano: 2024, categoria: 'terrenos' as DepreciacaoAnual['categoria'], cents: 1 }],
      }),
    ).toThrow(RangeError);
  });
});

const todosOsPares = OPCOES_CATEGORIA_A.flatMap((categoriaA) =>
  [...opcoesSubcategoriaA(categoriaA), 'Outra'].map((subcategoriaA) => ({ categoriaA, subcategoriaA })),
);

const arbSoma = fc.record({
  ano: fc.constantFrom(2024, 2025, 2026),
  mes: fc.integer({ min: 1, max: 12 }),
  par: fc.constantFrom(...todosOsPares, { categoriaA: 'Outra', subcategoriaA: 'Outra' }),
  gasto: fc.constantFrom(...GASTOS, ''),
  cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
});
const arbSomas = fc
  .array(arbSoma, { maxLength: 60 })
  .map((rows) => rows.map(({ par, ...r }): SomaDemonstracaoResultados => ({ ...r, ...par })));
const arbDepreciacoes = (multiploDe: number) =>
  fc.array(
    fc.record({
      ano: fc.constantFrom(2024, 2025),
      categoria: fc.constantFrom(...CATEGORIAS_DEPRECIACAO.map((c) => c.key)),
      cents: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c * multiploDe),
    }),
    { maxLength: 6 },
  );

function walk(lines: readonly ReportLine[], visit: (line: ReportLine) => void): void {
  for (const line of lines) {
    visit(line);
    if (line.children) walk(line.children, visit);
  }
}

/** Lines that are plain sums of the ledger: everything but the tax and the net result. */
const NAO_LINEARES: readonly string[] = [LINHA_DR.impostoRendimento, LINHA_DR.resultadoLiquido];

/** Months and Total of both years of every linear line, in one flat list. */
function linearColumns(r: DemonstracaoResultados): number[] {
  const out: number[] = [];
  walk(r.linhas, (line) => {
    if (NAO_LINEARES.includes(line.key)) return;
    for (const v of [line.valores.ano1, line.valores.ano2]) out.push(...v.meses, v.total);
  });
  return out;
}

describe('computeDemonstracaoResultados — properties', () => {
  it('makes every group the sum of its lines, and every Total the sum of its months', () => {
    fc.assert(
      fc.property(arbSomas, arbDepreciacoes(1), (rows, depreciacoes) => {
        const r = computeDemonstracaoResultados({ ano1: 2024, ano2: 2025, somas: rows, depreciacoes });
        const erros: string[] = [];
        walk([...r.linhas, r.investimentos, r.naoClassificado, r.margemContribuicao], (line) => {
          for (const serie of ['ano1', 'ano2'] as const) {
            const v = line.valores[serie];
            if (!NAO_LINEARES.includes(line.key) && v.total !== v.meses.reduce((a, b) => a + b, 0)) {
              erros.push(`${line.key} ${serie} Total`);
            }
            v.meses.forEach((mes, i) => {
              const filhos = line.children?.reduce((a, c) => a + (c.valores[serie].meses[i] ?? 0), 0);
              if (filhos !== undefined && filhos !== mes) erros.push(`${line.key} ${serie} mês ${i + 1}`);
            });
          }
        });
        expect(erros).toEqual([]);
      }),
    );
  });

  it('taxes the year on its pre-tax total, allocated to the months year to date', () => {
    fc.assert(
      fc.property(arbSomas, arbDepreciacoes(1), fc.boolean(), (rows, depreciacoes, pme) => {
        const regimeIrc = { pme, derramaMunicipal: 1.5 };
        const r = computeDemonstracaoResultados({
          ano1: 2024,
          ano2: 2025,
          somas: rows,
          depreciacoes,
          regimeIrc,
        });
        const rai = findReportLine(r.linhas, LINHA_DR.resultadoAntesImpostos)!;
        const irc = findReportLine(r.linhas, LINHA_DR.impostoRendimento)!;
        const rl = findReportLine(r.linhas, LINHA_DR.resultadoLiquido)!;
        for (const serie of ['ano1', 'ano2'] as const) {
          const detalhe = r.irc[serie];
          const meses = rai.valores[serie].meses;
          expect(irc.valores[serie].total).toBe(-impostoSobreLucro(rai.valores[serie].total, detalhe) || 0);
          expect(irc.valores[serie].total).toBe(irc.valores[serie].meses.reduce((a, b) => a + b, 0));
          // The months so far carry the tax on the result so far.
          meses.forEach((_, i) => {
            const ateAqui = meses.slice(0, i + 1).reduce((a, b) => a + b, 0);
            const imputado = irc.valores[serie].meses.slice(0, i + 1).reduce((a, b) => a + b, 0);
            expect(imputado).toBe(-impostoSobreLucro(ateAqui, detalhe) || 0);
          });
          expect(rl.valores[serie].total).toBe(rai.valores[serie].total + irc.valores[serie].total);
          expect(rl.valores[serie].meses).toEqual(
            meses.map((m, i) => m + (irc.valores[serie].meses[i] ?? 0)),
          );
          expect(irc.valores[serie].total).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('consolidates: the sum of the stores equals the statement of the summed stores', () => {
    // Depreciations in multiples of 12 cents split without remainder, so they add up month by month
    // too; the tax is on the company's result, not the sum of the stores' taxes.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbSomas, arbDepreciacoes(12)), { minLength: 1, maxLength: 4 }),
        (lojas) => {
          const porLoja = lojas.map(([somasLoja, depreciacoes]) =>
            linearColumns(
              computeDemonstracaoResultados({ ano1: 2024, ano2: 2025, somas: somasLoja, depreciacoes }),
            ),
          );
          const empresa = computeDemonstracaoResultados({
            ano1: 2024,
            ano2: 2025,
            somas: lojas.flatMap(([s]) => s),
            depreciacoes: lojas.flatMap(([, d]) => d),
          });
          expect(linearColumns(empresa)).toEqual(
            porLoja.reduce((soma, loja) => soma.map((valor, i) => valor + (loja[i] ?? 0))),
          );
        },
      ),
    );
  });
});
