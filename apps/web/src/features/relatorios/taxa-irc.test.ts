import { describe, expect, it } from 'vitest';
import { formatarTaxaIrc, lerTaxaIrc, taxaIrcDoAno } from './taxa-irc';

describe('IRC rate of a year', () => {
  const taxas = [{ ano: 2025, taxa: 16.5, taxaLegal: 20 }];

  it("is the company's when it set one for the year", () => {
    expect(taxaIrcDoAno(taxas, 2025)).toEqual({ taxa: 16.5, taxaLegal: 20, daEmpresa: true });
  });

  it("is the law's (core's table) for the other years", () => {
    expect(taxaIrcDoAno(taxas, 2024)).toEqual({ taxa: 21, taxaLegal: 21, daEmpresa: false });
    expect(taxaIrcDoAno([], 2026)).toEqual({ taxa: 19, taxaLegal: 19, daEmpresa: false });
  });
});

describe('IRC rate shown', () => {
  it.each([
    [21, '21 %'],
    [0, '0 %'],
    [22.5, '22,50 %'],
    [16.25, '16,25 %'],
  ])('%s as %s', (taxa, texto) => {
    expect(formatarTaxaIrc(taxa)).toBe(texto);
  });
});

describe('IRC rate field', () => {
  it.each([
    [25, 25],
    [0, 0],
    [100, 100],
    [22.5, 22.5],
    [0.1 + 0.2, 0.3],
    ['22.', 22],
    ['22.50', 22.5],
    ['22,5', 22.5],
    [' 16,25 % ', 16.25],
  ])('reads %s as %s %', (valor, taxa) => {
    expect(lerTaxaIrc(valor)).toBe(taxa);
  });

  it.each([
    ['', 'empty'],
    ['-', 'a lone minus'],
    ['abc', 'not a number'],
    ['-5', 'negative'],
    ['100,01', 'over 100'],
    [101, 'over 100'],
    [-0.5, 'negative'],
    ['22,555', 'three decimals'],
    [22.555, 'three decimals'],
    [Number.NaN, 'not a number'],
    ['1.234,5', 'grouped thousands'],
  ])('refuses %s (%s)', (valor, _motivo) => {
    expect(lerTaxaIrc(valor)).toBeUndefined();
  });
});
