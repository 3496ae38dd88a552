import { describe, expect, it } from 'vitest';
import { formatarTaxaIrc, lerDerrama, lerTaxaIrc, notaIrc, taxaIrcDoAno } from './taxa-irc';

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

describe('derrama field', () => {
  it.each([
    ['1,5', 1.5],
    [0, 0],
    ['0,75 %', 0.75],
  ])('reads %s as %s %', (valor, taxa) => {
    expect(lerDerrama(valor)).toBe(taxa);
  });

  it.each(['1,51', '2', '-1', 'x', ''])('refuses %s (above the legal 1,5 % or not a rate)', (valor) => {
    expect(lerDerrama(valor)).toBeUndefined();
  });
});

describe('IRC note', () => {
  const geral = (taxa: number) => ({ taxa, pme: null, derramaMunicipal: 0 });

  it('states the general rate alone when the company is not an SME and has no derrama', () => {
    expect(notaIrc({ ano1: geral(21), ano2: geral(21) }, [2024, 2024])).toBe(
      'Imposto sobre o rendimento estimado sobre o resultado do ano (IRC à taxa de 21 %), só quando positivo. ' +
        'Cada mês mostra o imposto do resultado acumulado até esse mês menos o dos meses anteriores, ' +
        'por isso os meses somam o Total.',
    );
  });

  it('states each year’s rates, the SME band and the derrama', () => {
    const ano = (taxa: number, pme: number) => ({
      taxa,
      pme: { taxa: pme, limite: 50000 },
      derramaMunicipal: 1.5,
    });
    expect(notaIrc({ ano1: ano(21, 17), ano2: ano(20, 16) }, [2024, 2025])).toContain(
      '(IRC à taxa de 21 % em 2024 e 20 % em 2025, a taxa de PME de 17 % em 2024 e 16 % em 2025 nos ' +
        'primeiros 50.000,00 € de lucro e derrama municipal de 1,50 %)',
    );
  });
});
