import { monthValues } from '@contas/core';
import { reportLine } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import {
  celulaDaColuna,
  colunasDaTabela,
  GRUPOS_COLUNAS,
  gruposComparativos,
  rotulosDosAnos,
  subColunas,
  valorCelula,
} from './colunas';

const linha = reportLine({
  key: 'vendas',
  label: 'Vendas',
  level: 0,
  tipo: 'grupo',
  ano1: monthValues([100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 300]),
  ano2: monthValues([150, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
});

describe('column model', () => {
  it('has a group per month Jan..Dez, then Total and Média', () => {
    expect(GRUPOS_COLUNAS.map((g) => g.label)).toEqual([
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
      'Total',
      'Média',
    ]);
    expect(new Set(GRUPOS_COLUNAS.map((g) => g.id)).size).toBe(14);
  });

  it('has four columns per group: year 1, year 2, ∆ €, ∆ %', () => {
    expect(subColunas(rotulosDosAnos(2024, 2025))).toEqual([
      { serie: 'ano1', label: '2024' },
      { serie: 'ano2', label: '2025' },
      { serie: 'deltaEuros', label: '∆ €' },
      { serie: 'deltaPercent', label: '∆ %' },
    ]);
    expect(subColunas({ ano1: 'Orçamentado', ano2: 'Real' }).map((c) => c.label)).toEqual([
      'Orçamentado',
      'Real',
      '∆ €',
      '∆ %',
    ]);
  });

  it('lists 14 × 4 body columns in order', () => {
    const colunas = colunasDaTabela(rotulosDosAnos(2024, 2025));
    expect(colunas).toHaveLength(56);
    expect(colunas.slice(0, 5).map((c) => `${c.grupo.label} ${c.sub.label}`)).toEqual([
      'Jan 2024',
      'Jan 2025',
      'Jan ∆ €',
      'Jan ∆ %',
      'Fev 2024',
    ]);
    expect(colunas.at(-1)).toMatchObject({ grupo: { id: 'media' }, sub: { serie: 'deltaPercent' } });
  });

  it('reads each cell from the line: a month, the Total or the Média of a series', () => {
    const [jan, , , , , , , , , , , dez, total, media] = GRUPOS_COLUNAS;
    expect(valorCelula(linha.valores, jan!, 'ano1')).toBe(100);
    expect(valorCelula(linha.valores, jan!, 'ano2')).toBe(150);
    expect(valorCelula(linha.valores, jan!, 'deltaEuros')).toBe(50);
    expect(valorCelula(linha.valores, jan!, 'deltaPercent')).toBe(50);
    expect(valorCelula(linha.valores, dez!, 'deltaPercent')).toBe(-100);
    expect(valorCelula(linha.valores, total!, 'ano1')).toBe(400);
    expect(valorCelula(linha.valores, media!, 'ano1')).toBe(200);
    expect(valorCelula(linha.valores, media!, 'deltaEuros')).toBe(-50);
  });

  it('gives the two-year table its groups and columns, each cell formatted from the line', () => {
    const grupos = gruposComparativos(rotulosDosAnos(2024, 2025));
    expect(grupos.map((g) => g.label)).toEqual(GRUPOS_COLUNAS.map((g) => g.label));
    expect(grupos[0]?.colunas.map((c) => c.label)).toEqual(['2024', '2025', '∆ €', '∆ %']);
    const jan = grupos[0]?.colunas.map((c) => celulaDaColuna(c, linha).texto);
    expect(jan).toEqual(['1,00 €', '1,50 €', '0,50 €', '50,00 %']);
    const dez = grupos[11]?.colunas.map((c) => celulaDaColuna(c, linha));
    expect(dez?.map((c) => c.texto)).toEqual(['3,00 €', '0,00 €', '-3,00 €', '-100,00 %']);
    expect(dez?.map((c) => c.negativo)).toEqual([false, false, true, true]);
  });
});
