import { describe, expect, it } from 'vitest';
import { formatarCelula, formatarValor } from './formatacao';

describe('cell formatting', () => {
  it.each([
    [123456, '1.234,56 €', false],
    [0, '0,00 €', false],
    [-5, '-0,05 €', true],
    [-123456789, '-1.234.567,89 €', true],
    [100, '1,00 €', false],
  ])('money from cents: %d → %s', (cents, texto, negativo) => {
    expect(formatarCelula(cents, 'cents', 'ano1')).toEqual({ texto, negativo });
    expect(formatarCelula(cents, 'cents', 'deltaEuros')).toEqual({ texto, negativo });
  });

  it.each([
    [12.345, '12,35 %', false],
    [0, '0,00 %', false],
    [100, '100,00 %', false],
    [-33.3333, '-33,33 %', true],
    [1234.5, '1.234,50 %', false],
    // Rounds to zero: neither red nor signed.
    [-0.001, '0,00 %', false],
  ])('∆ %% with 2 decimals: %d → %s', (valor, texto, negativo) => {
    expect(formatarCelula(valor, 'cents', 'deltaPercent')).toEqual({ texto, negativo });
  });

  it('formats percentage lines as percentages; a count as a plain number, other quantities with 2 decimals', () => {
    expect(formatarValor(45.678, 'percentagem')).toBe('45,68 %');
    expect(formatarValor(-2, 'percentagem', 'deltaEuros')).toBe('-2,00 %');
    expect(formatarValor(1234.5, 'quantidade')).toBe('1.234,50');
    expect(formatarCelula(-1, 'quantidade')).toEqual({ texto: '-1', negativo: true });
    expect(formatarValor(1421, 'quantidade')).toBe('1.421');
  });
});
