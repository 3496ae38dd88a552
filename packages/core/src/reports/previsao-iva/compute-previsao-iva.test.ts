import { describe, expect, it } from 'vitest';
import { mesesDoOrcamento } from '../../importers/orcamento/parse-orcamento';
import { taxaDosPontosBase } from '../../iva/taxa-habitual';
import {
  APURAMENTOS,
  ESPERADO_IVA,
  HOJE,
  somasIva,
  VOLUME_NEGOCIOS,
} from '../__fixtures__/padaria-do-largo.iva.fixture';
import { linhasDoModelo, ORCAMENTOS } from '../__fixtures__/padaria-do-largo.orcamento.fixture';
import { confereLinha } from '../__fixtures__/padaria-do-largo.vendas.fixture';
import { findReportLine, type ReportLine } from '../shared/report-line';
import { computePrevisaoIva, LINHA_IVA, type PrevisaoIvaInput, type SomaIva } from './compute-previsao-iva';

/** The budget as the database sums it: each line's months, base and VAT, with its Taxa IVA. */
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

const entrada: PrevisaoIvaInput = {
  ano1: 2024,
  ano2: 2025,
  hoje: HOJE,
  somas: somasIva(),
  orcamento: orcamentoIva,
  anteriores: {},
  regime: { manuais: {}, volumeNegocios: VOLUME_NEGOCIOS },
};
const mapa = computePrevisaoIva(entrada);

function linha(key: string, linhas: readonly ReportLine[] = mapa.linhas): ReportLine {
  const l = findReportLine(linhas, key);
  if (!l) throw new Error(`Linha em falta: ${key}`);
  return l;
}

describe('computePrevisaoIva — Padaria do Largo, 2024 vs 2025', () => {
  it.each(Object.entries(ESPERADO_IVA))('%s: every cell', (key, esperado) => {
    confereLinha(linha(key), esperado);
  });

  it('the rows: output and input VAT by bucket, the month’s difference, the return, the payment, by rate', () => {
    expect(mapa.linhas.map((l) => l.label)).toEqual([
      'IVA liquidado',
      'IVA dedutível',
      'IVA a entregar',
      'IVA a recuperar',
      'Excesso a reportar do período anterior',
      'IVA a pagar na declaração',
      'Excesso a reportar para o período seguinte',
      'Pagamento ao Estado (no mês do prazo)',
      'IVA liquidado por taxa',
      'IVA dedutível por taxa',
    ]);
    expect(linha(LINHA_IVA.liquidado).children?.map((l) => l.label)).toEqual([
      'Venda de Produtos',
      'Venda de Mercadorias',
      'Serviços Prestados',
      'Outros Rendimentos',
    ]);
    expect(linha(LINHA_IVA.dedutivel).children?.map((l) => l.label)).toEqual([
      'Compras',
      'Fornecimentos e Serviços externos',
      'Investimentos',
      'Outras aquisições',
    ]);
    expect(linha(LINHA_IVA.liquidadoPorTaxa).children?.map((l) => l.label)).toEqual([
      '23 %',
      '13 %',
      '6 %',
      '22 % (Madeira)',
      '4 % (Açores, Madeira)',
      'Várias taxas ou outra',
    ]);
  });

  it('quarterly both years, by the €650 000 rule; the periods settled in order, credit carried across years', () => {
    expect(mapa.regimes.ano1).toEqual({
      regime: 'trimestral',
      origem: 'sem-historico',
      volumeNegociosAnteriorCents: 0,
    });
    expect(mapa.regimes.ano2).toEqual({
      regime: 'trimestral',
      origem: 'volume-de-negocios',
      volumeNegociosAnteriorCents: 388000,
    });
    const periodos = [...mapa.apuramentos.ano1, ...mapa.apuramentos.ano2].map((a) => [
      a.rotulo,
      a.liquidadoCents,
      a.dedutivelCents,
      a.excessoAnteriorCents,
      a.aPagarCents,
      a.excessoAReportarCents,
      a.prazoDeclaracao,
      a.prazoPagamento,
      a.previsao,
    ]);
    expect(periodos).toEqual(APURAMENTOS);
  });

  it('marks September–December 2025 as forecast (the budget stands in) and nothing of 2024', () => {
    expect(mapa.previsao.ano1).toEqual(Array(12).fill(false));
    expect(mapa.previsao.ano2).toEqual([...Array(8).fill(false), true, true, true, true]);
    expect(mapa.semOrcamento).toEqual({ ano1: false, ano2: false });
  });

  it('without a budget the open months keep the documents, and say there is none', () => {
    const semOrcamento = computePrevisaoIva({ ...entrada, orcamento: [] });
    expect(semOrcamento.previsao.ano2).toEqual(Array(12).fill(false));
    expect(semOrcamento.semOrcamento).toEqual({ ano1: false, ano2: true });
    // September's real sale of 6,00 € at 6 %.
    expect(linha(LINHA_IVA.liquidado, semOrcamento.linhas).valores.ano2.meses.slice(8)).toEqual([
      600, 0, 0, 0,
    ]);
  });

  it('a monthly regime set by the admin: every month its own return, June and the rest on the AT calendar', () => {
    const mensal = computePrevisaoIva({
      ...entrada,
      regime: { ...entrada.regime, manuais: { 2025: 'mensal' } },
    });
    expect(mensal.regimes.ano2.origem).toBe('manual');
    const periodos = mensal.apuramentos.ano2;
    expect(periodos).toHaveLength(12);
    // January 2025: 72,00 € due less the 130,50 € carried from Q4 2024 → 58,50 € carried on.
    expect(periodos[0]).toMatchObject({
      rotulo: 'janeiro de 2025',
      excessoAnteriorCents: 13050,
      aPagarCents: 0,
      excessoAReportarCents: 5850,
      prazoDeclaracao: '2025-03-20',
      prazoPagamento: '2025-03-25',
    });
    // February: 78,00 − 27,60 = 50,40 € against 58,50 € → 8,10 € carried; March: −30,00 € → 38,10 €.
    expect(periodos.slice(1, 3).map((p) => p.excessoAReportarCents)).toEqual([810, 3810]);
    // June and its deadline in September (not August).
    expect(periodos[5]).toMatchObject({ prazoDeclaracao: '2025-09-22', prazoPagamento: '2025-09-25' });
    // April pays 92,00 − 38,10 = 53,90 € by 25 June 2025.
    expect(periodos[3]).toMatchObject({ aPagarCents: 5390, prazoPagamento: '2025-06-25' });
    expect(linha(LINHA_IVA.pagamentos, mensal.linhas).valores.ano2.meses[5]).toBe(5390);
    // Each month's return lands on the month itself in the return rows.
    expect(linha(LINHA_IVA.aPagar, mensal.linhas).valores.ano2.meses[3]).toBe(5390);
  });

  it('the years before the compared ones carry their credit in: 2025 alone opens with Q4 2024’s 130,50 €', () => {
    const liquido2024 = [12500, -4700, 4140, 4800, -4600, 700, 5200, 0, -23000, 5400, -1800, 1150];
    const so2025 = computePrevisaoIva({
      ...entrada,
      ano1: 2025,
      somas: somasIva().filter((s) => s.ano === 2025),
      anteriores: { 2024: liquido2024 },
    });
    expect(so2025.apuramentos.ano2.map((a) => a.excessoAnteriorCents)).toEqual([13050, 3810, 0, 0]);
    expect(linha(LINHA_IVA.pagamentos, so2025.linhas).valores.ano2).toEqual(
      linha(LINHA_IVA.pagamentos).valores.ano2,
    );
  });
});
