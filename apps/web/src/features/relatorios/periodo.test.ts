import type { ReportLine } from '@contas/core/reports';
import { compareMonthValues, monthValues } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { celulaDaColuna, gruposComparativos, rotulosDosAnos } from './colunas';
import {
  ateADataEfetivo,
  gruposDoPeriodo,
  hojeEmLisboa,
  linhasAteAoMes,
  MOTIVO_SEM_TOTAL_ATE_A_DATA,
  mesSemFigura,
  periodoAteAData,
  totaisPrimeiro,
} from './periodo';

const NOVEMBRO_2026 = { ano: 2026, mes: 11 };

function linha(
  key: string,
  ano1: MonthValuesInput,
  ano2: MonthValuesInput,
  unidade: ReportLine['unidade'] = 'cents',
) {
  return {
    key,
    label: key,
    level: 0,
    tipo: 'item' as const,
    unidade,
    valores: compareMonthValues(monthValues(ano1.meses, ano1), monthValues(ano2.meses, ano2)),
  };
}
type MonthValuesInput = { meses: number[]; total?: number };

// 2025: 100 € each month (1 200 € in the year); 2026: 110 € a month to November, nothing in December.
const VENDAS = linha('vendas', { meses: Array(12).fill(10_000) }, { meses: [...Array(11).fill(11_000), 0] });

describe('Até à data', () => {
  it('compares January to November of both years: 1 100 € against 1 210 €, +10 %', () => {
    const [cortada] = linhasAteAoMes([VENDAS], 11);
    expect(cortada?.valores.ano1.total).toBe(110_000);
    expect(cortada?.valores.ano2.total).toBe(121_000);
    expect(cortada?.valores.deltaEuros.total).toBe(11_000);
    expect(cortada?.valores.deltaPercent.total).toBeCloseTo(10, 10);
    // The whole year would say 1 200 € against 1 210 €: +0,83 %.
    expect(VENDAS.valores.deltaPercent.total).toBeCloseTo(0.8333, 3);
    // The months themselves do not change.
    expect(cortada?.valores.ano1.meses[11]).toBe(10_000);
  });

  it('takes the Média of the non-zero months within the cut', () => {
    const irregular = linha(
      'l',
      { meses: [300, 0, 600, 0, 0, 0, 0, 0, 0, 0, 0, 9_000] },
      { meses: Array(12).fill(0) },
    );
    const [cortada] = linhasAteAoMes([irregular], 3);
    expect(cortada?.valores.ano1.media).toBe(450);
    expect(cortada?.valores.ano2.media).toBe(0);
    expect(cortada?.valores.deltaPercent.media).toBe(-100);
  });

  it('keeps a closing balance at the cut month, an opening balance at January', () => {
    const meses = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((v) => v * 100);
    const fecho = linha('cfp', { meses, total: 1_600 }, { meses, total: 1_600 });
    const abertura = linha('cip', { meses, total: 500 }, { meses, total: 500 });
    const [f, a] = linhasAteAoMes([fecho, abertura], 4);
    expect(f?.valores.ano1.total).toBe(800);
    expect(a?.valores.ano2.total).toBe(500);
    expect(f?.semTotalAteAData).toBeUndefined();
  });

  it("says a year's ratio cannot be cut: its Total shows '—' and why", () => {
    // A ticket: 100 € over 2 invoices in January, 300 € over 1 in February; the year's is 400 € / 3.
    const ticket = linha(
      'ticket',
      { meses: [5_000, 30_000, ...Array(10).fill(0)], total: 13_333 },
      {
        meses: Array(12).fill(0),
      },
    );
    const [cortada] = linhasAteAoMes([ticket], 11);
    expect(cortada?.semTotalAteAData).toBe(true);
    const grupos = gruposDoPeriodo(gruposComparativos(rotulosDosAnos(2025, 2026)), {
      ano1: 2025,
      ano2: 2026,
      hoje: NOVEMBRO_2026,
      ateAData: true,
    });
    const total = grupos.find((g) => g.id === 'total');
    expect(total?.label).toBe('Total Jan–Nov');
    expect(celulaDaColuna(total!.colunas[0]!, cortada!)).toEqual({
      texto: '—',
      negativo: false,
      motivo: MOTIVO_SEM_TOTAL_ATE_A_DATA,
    });
    expect(grupos.find((g) => g.id === 'media')?.label).toBe('Média Jan–Nov');
  });

  it('cuts the children too', () => {
    const pai = { ...VENDAS, key: 'pai', children: [VENDAS] };
    const [cortada] = linhasAteAoMes([pai], 11);
    expect(cortada?.children?.[0]?.valores.ano1.total).toBe(110_000);
  });

  it('is on by default when year 2 is the current year, off otherwise, and only with the current year in', () => {
    expect(ateADataEfetivo(null, 2025, 2026, NOVEMBRO_2026)).toBe(true);
    expect(ateADataEfetivo(null, 2026, 2025, NOVEMBRO_2026)).toBe(false);
    expect(ateADataEfetivo(true, 2026, 2025, NOVEMBRO_2026)).toBe(true);
    expect(ateADataEfetivo(false, 2025, 2026, NOVEMBRO_2026)).toBe(false);
    expect(ateADataEfetivo(true, 2024, 2025, NOVEMBRO_2026)).toBe(false);
  });

  it("names the months: 'Jan' alone in January", () => {
    expect(periodoAteAData(NOVEMBRO_2026)).toBe('Jan–Nov');
    expect(periodoAteAData({ ano: 2026, mes: 1 })).toBe('Jan');
  });

  it('reads the month in Lisbon', () => {
    // Lisbon is UTC+0 in winter: still December.
    expect(hojeEmLisboa(new Date('2026-12-31T23:30:00Z'))).toEqual({ ano: 2026, mes: 12 });
    // 23:30 UTC on 31 May is 00:30 on 1 June in Lisbon (UTC+1).
    expect(hojeEmLisboa(new Date('2026-05-31T23:30:00Z'))).toEqual({ ano: 2026, mes: 6 });
  });
});

describe('months not yet begun', () => {
  const vista = { ano1: 2025, ano2: 2026, hoje: NOVEMBRO_2026 };

  it('leaves December 2026 and its ∆ empty, not 0 €; November is open', () => {
    expect(mesSemFigura(12, 'ano2', vista)).toBe(true);
    expect(mesSemFigura(12, 'ano1', vista)).toBe(false);
    expect(mesSemFigura(12, 'deltaPercent', vista)).toBe(true);
    expect(mesSemFigura(11, 'ano2', vista)).toBe(false);
    const grupos = gruposDoPeriodo(gruposComparativos(rotulosDosAnos(2025, 2026)), {
      ...vista,
      ateAData: false,
    });
    const dezembro = grupos.find((g) => g.id === 'm12');
    expect(dezembro?.colunas.map((c) => celulaDaColuna(c, VENDAS).texto)).toEqual(['100,00 €', '', '', '']);
    expect(grupos.find((g) => g.id === 'm11')?.aberto).toBe(true);
    expect(grupos.find((g) => g.id === 'total')?.label).toBe('Total');
  });

  it('keeps a forecast month (the VAT map from the budget)', () => {
    expect(mesSemFigura(12, 'ano2', { ...vista, previsto: (s, m) => s === 'ano2' && m === 11 })).toBe(false);
  });

  it('leaves past years whole', () => {
    expect(mesSemFigura(12, 'deltaEuros', { ano1: 2024, ano2: 2025, hoje: NOVEMBRO_2026 })).toBe(false);
  });
});

describe('Totais primeiro', () => {
  it('puts Total, Média and what is not a month before Jan..Dez, in their order', () => {
    const ids = totaisPrimeiro(gruposComparativos(rotulosDosAnos(2025, 2026))).map((g) => g.id);
    expect(ids.slice(0, 3)).toEqual(['total', 'media', 'm1']);
    expect(ids).toHaveLength(14);
    expect(totaisPrimeiro([{ id: 'm1' }, { id: 'total' }, { id: 'previsao' }]).map((g) => g.id)).toEqual([
      'total',
      'previsao',
      'm1',
    ]);
  });
});
