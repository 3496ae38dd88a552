import { describe, expect, it } from 'vitest';
import { mesesDoOrcamento } from '../../importers/orcamento/parse-orcamento';
import { CAIXA_INICIAL } from '../__fixtures__/padaria-do-largo.extrato.fixture';
import { DEPRECIACOES, REGIME_IRC } from '../__fixtures__/padaria-do-largo.livro.fixture';
import {
  HISTORICO_PRAZOS,
  linhasDeCaixa,
  linhasDoModelo,
  ORCAMENTOS,
  PRAZOS_MANUAIS,
} from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import {
  computeDemonstracaoResultados,
  type SomaDemonstracaoResultados,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import { computeFluxoCaixa } from '../fluxo-caixa/compute-fluxo-caixa';
import { computeCaixaOrcamento } from '../orcamento/compute-caixa-orcamento';
import { prazosDePagamento } from '../orcamento/prazos-pagamento';
import { dadosDemonstracao, dadosFluxoCaixa } from './dados-relatorio';

// The SPEC §3 data of the fixture's budget of 2025 (its amounts are in padaria-do-largo.orcamento).
const somas: SomaDemonstracaoResultados[] = ORCAMENTOS.flatMap(([loja, ano]) =>
  linhasDoModelo(loja, ano).flatMap((l) =>
    mesesDoOrcamento(l).map(({ mes, baseCents }) => ({
      ano,
      mes,
      categoriaA: l.categoria_A,
      subcategoriaA: l.subcategoria_A,
      gasto: l.gasto,
      cents: baseCents,
    })),
  ),
);

describe('dadosDemonstracao (SPEC §3: year → month → category → leaves fixo / variavel / na)', () => {
  const resultado = computeDemonstracaoResultados({
    ano1: 2025,
    ano2: 2025,
    somas,
    depreciacoes: DEPRECIACOES,
    regimeIrc: REGIME_IRC,
  });
  const dados = dadosDemonstracao(2025, somas, resultado);

  it('keys the year, the twelve months and each category by its name', () => {
    expect(Object.keys(dados)).toEqual(['2025']);
    expect(Object.keys(dados[2025] ?? {})).toEqual([
      'Jan',
      'Fev',
      'Mar',
      'Abr',
      'Mai',
      'Jun',
      'Jul',
      'Ago',
      'Set',
      'Out',
      'Nov',
      'Dez',
    ]);
  });

  it('puts each amount under its gasto; depreciations are fixed; investments stay out', () => {
    const jan = dados[2025]?.Jan ?? {};
    expect(jan['Vendas e serviços prestados']).toEqual({
      'Serviços Prestados': { fixo: 0, variavel: 0, na: 320_000 },
      'Venda de Produtos': { fixo: 0, variavel: 0, na: 50_000 },
    });
    expect(jan.Compras).toEqual({ Mercadoria: { fixo: 0, variavel: -50_000, na: 0 } });
    expect(jan['Fornecimentos e serviços externos']?.['Rendas e alugueres']).toEqual({
      fixo: -67_000,
      variavel: 0,
      na: 0,
    });
    expect(jan['Gastos com o pessoal']?.TSU).toEqual({ fixo: -18_000, variavel: 0, na: 0 });
    expect(jan.Depreciações).toEqual({
      'Equipamento básico': { fixo: -8_334, variavel: 0, na: 0 },
      'Equipamento de transporte': { fixo: -10_288, variavel: 0, na: 0 },
      'Equipamento administrativo': { fixo: -1, variavel: 0, na: 0 },
    });
    expect(dados[2025]?.Abr?.Investimentos).toBeUndefined();
    expect(dados[2025]?.Jun?.['Subsídios à exploração']).toEqual({
      'Sem Subcategoria A': { fixo: 0, variavel: 0, na: 25_000 },
    });
    expect(dados[2025]?.Ago?.['Vendas e serviços prestados']?.['Serviços Prestados']?.na).toBe(120_000);
  });
});

describe('dadosFluxoCaixa (SPEC §3: the activities, CIP and CFP)', () => {
  const linhas = linhasDeCaixa();
  const prazos = prazosDePagamento({ grupos: linhas, historico: HISTORICO_PRAZOS, manuais: PRAZOS_MANUAIS });
  const resultado = computeFluxoCaixa({
    ano1: 2025,
    ano2: 2025,
    somas: computeCaixaOrcamento({ ano: 2025, linhas, prazos }),
    caixaInicial: CAIXA_INICIAL,
  });
  const dados = dadosFluxoCaixa(2025, resultado);

  it('keys each activity by its name down to the rubrics, with the opening and closing cash', () => {
    const jan = dados[2025]?.Jan ?? {};
    expect(jan.CIP).toBe(2_213_947);
    expect(jan.CFP).toBe(2_396_117);
    expect(dados[2025]?.Dez?.CFP).toBe(3_323_497);
    expect(jan['Fluxos de caixa das actividades operacionais']).toMatchObject({
      'Recebimentos de clientes': 425_500,
      'Pagamentos a fornecedores': -136_330,
      'Pagamentos ao pessoal': -107_000,
      // The budget's VAT is paid on the AT calendar: Q4 2024's in February, nothing in January.
      'Outros recebimentos/pagamentos': 0,
    });
    expect(
      (
        dados[2025]?.Fev?.['Fluxos de caixa das actividades operacionais'] as
          | Record<string, number>
          | undefined
      )?.['Outros recebimentos/pagamentos'],
    ).toBe(-111_950);
    expect(dados[2025]?.Abr?.['Fluxos de caixa das actividades de investimento']).toMatchObject({
      'Pagamentos - investimento': { 'Activos fixos tangíveis': -492_000 },
    });
    expect(jan['Por classificar']).toBe(0);
    expect(jan['Transferências internas']).toBe(0);
  });
});
