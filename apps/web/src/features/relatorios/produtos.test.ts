import { monthValues, reportLine } from '@contas/core';
import { computePareto } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { GRUPOS_COLUNAS } from './colunas';
import {
  alternarOrdenacao,
  celulaProduto,
  filtrarPorNome,
  ORDENACAO_INICIAL,
  type Ordenacao,
  ordenarProdutos,
  resumoPareto,
  rotuloSubcoluna,
} from './produtos';

const meses = (valores: Partial<Record<number, number>>) =>
  Array.from({ length: 12 }, (_, i) => valores[i] ?? 0);

const linha = (nome: string, ano1: number[], ano2: number[]) =>
  reportLine({
    key: nome,
    label: nome,
    level: 0,
    tipo: 'item',
    unidade: 'quantidade',
    ano1: monthValues(ano1, { unidade: 'quantidade' }),
    ano2: monthValues(ano2, { unidade: 'quantidade' }),
  });

// Café: 1 540 → 1 980; Pastel de nata 690 → 780 (Média 62,73 → 70,91); Croissant new in 2025.
const cafe = linha('Café', meses({ 0: 1540 }), meses({ 0: 1980 }));
const nata = linha(
  'Pastel de nata',
  [60, 60, 60, 60, 60, 60, 60, 0, 60, 60, 60, 90],
  [70, 70, 70, 0, 70, 70, 70, 30, 70, 70, 70, 120],
);
const croissant = linha('Croissant', meses({}), meses({ 8: 30, 9: 30, 10: 40, 11: 50 }));
const broa = linha('broa', meses({ 0: 110 }), meses({}));
const LINHAS = [cafe, nata, croissant, broa];

const grupo = (id: string) => GRUPOS_COLUNAS.find((g) => g.id === id) as (typeof GRUPOS_COLUNAS)[number];

describe('celulaProduto (SPEC §9)', () => {
  it('units without decimals, the Média and its difference with 2, ∆ % with 2', () => {
    expect(celulaProduto(cafe, grupo('m1'), 'ano2')).toBe('1.980');
    expect(celulaProduto(cafe, grupo('total'), 'deltaEuros')).toBe('440');
    expect(celulaProduto(cafe, grupo('total'), 'deltaPercent')).toBe('28,57 %');
    expect(celulaProduto(nata, grupo('media'), 'ano1')).toBe('62,73');
    expect(celulaProduto(nata, grupo('media'), 'ano2')).toBe('70,91');
    expect(celulaProduto(nata, grupo('media'), 'deltaEuros')).toBe('8,18');
    expect(celulaProduto(nata, grupo('m4'), 'deltaEuros')).toBe('-60');
    expect(celulaProduto(nata, grupo('m4'), 'deltaPercent')).toBe('-100,00 %');
    expect(celulaProduto(croissant, grupo('m9'), 'deltaPercent')).toBe('100,00 %');
  });

  it('the sub-columns are named by their years, ∆ and ∆ %', () => {
    expect(
      ['ano1', 'ano2', 'deltaEuros', 'deltaPercent'].map((s) => rotuloSubcoluna(s as never, 2024, 2025)),
    ).toEqual(['2024', '2025', '∆', '∆ %']);
  });
});

describe('ordenarProdutos', () => {
  const nomes = (o: Ordenacao) => ordenarProdutos(LINHAS, o).map((l) => l.label);

  it('by name first, A→Z without regard to case or accents', () => {
    expect(nomes(ORDENACAO_INICIAL)).toEqual(['broa', 'Café', 'Croissant', 'Pastel de nata']);
    expect(nomes({ coluna: { tipo: 'nome' }, direcao: 'desc' })).toEqual([
      'Pastel de nata',
      'Croissant',
      'Café',
      'broa',
    ]);
  });

  it('by any column: the Total of a year, a month, the Média, the difference, ∆ %', () => {
    expect(nomes({ coluna: { tipo: 'valor', grupo: 'total', serie: 'ano2' }, direcao: 'desc' })).toEqual([
      'Café',
      'Pastel de nata',
      'Croissant',
      'broa',
    ]);
    expect(nomes({ coluna: { tipo: 'valor', grupo: 'media', serie: 'ano2' }, direcao: 'asc' })).toEqual([
      'broa',
      'Croissant',
      'Pastel de nata',
      'Café',
    ]);
    expect(nomes({ coluna: { tipo: 'valor', grupo: 'total', serie: 'deltaEuros' }, direcao: 'asc' })).toEqual(
      ['broa', 'Pastel de nata', 'Croissant', 'Café'],
    );
    // February of 2024: only Pastel de nata sold; the three at 0 keep the names' order.
    expect(nomes({ coluna: { tipo: 'valor', grupo: 'm2', serie: 'ano1' }, direcao: 'desc' })).toEqual([
      'Pastel de nata',
      'broa',
      'Café',
      'Croissant',
    ]);
  });

  it('a click on the same header turns the direction round; a new column starts largest first', () => {
    const total = { tipo: 'valor', grupo: 'total', serie: 'ano2' } as const;
    const primeiro = alternarOrdenacao(ORDENACAO_INICIAL, total);
    expect(primeiro).toEqual({ coluna: total, direcao: 'desc' });
    expect(alternarOrdenacao(primeiro, total).direcao).toBe('asc');
    expect(alternarOrdenacao(ORDENACAO_INICIAL, { tipo: 'nome' }).direcao).toBe('desc');
    expect(alternarOrdenacao(primeiro, { tipo: 'nome' })).toEqual(ORDENACAO_INICIAL);
  });
});

describe('filtrarPorNome', () => {
  it('finds a part of the name, without case or accents; empty is everything', () => {
    const nome = (l: { label: string }) => l.label;
    expect(filtrarPorNome(LINHAS, 'cafe', nome).map(nome)).toEqual(['Café']);
    expect(filtrarPorNome(LINHAS, ' NATA ', nome).map(nome)).toEqual(['Pastel de nata']);
    expect(filtrarPorNome(LINHAS, 'r', nome).map(nome)).toEqual(['Croissant', 'broa']);
    expect(filtrarPorNome(LINHAS, '', nome)).toHaveLength(4);
    expect(filtrarPorNome(LINHAS, 'pão', nome)).toEqual([]);
  });
});

describe('resumoPareto', () => {
  it('says how many of the products sold make 80 % of the units', () => {
    const pareto = computePareto([
      { nome: 'Café', quantidade: 1980 },
      { nome: 'Pastel de nata', quantidade: 780 },
      { nome: 'Croissant', quantidade: 150 },
      { nome: 'Bolo-rei', quantidade: 78 },
      { nome: 'Broa', quantidade: 0 },
    ]);
    expect(resumoPareto(pareto, 2025)).toBe(
      '2 de 4 produtos vendidos (50,00 %) fazem 80 % das 2.988 unidades vendidas em 2025.',
    );
    expect(resumoPareto(computePareto([{ nome: 'Café', quantidade: 3 }]), 2025)).toBe(
      '1 de 1 produto vendido (100,00 %) faz 80 % das 3 unidades vendidas em 2025.',
    );
    expect(resumoPareto(computePareto([{ nome: 'Broa', quantidade: 0 }]), 2025)).toBe(
      'Nenhum produto vendido em 2025.',
    );
  });
});
