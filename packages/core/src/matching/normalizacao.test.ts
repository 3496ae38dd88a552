import { describe, expect, it } from 'vitest';
import {
  candidatosDeReferencia,
  formasCurtasDoNumero,
  nifsNoTexto,
  normalizarNumero,
  palavrasDeNome,
  palavrasDoNomeNaDescricao,
} from './normalizacao';

describe('palavrasDeNome', () => {
  it.each([
    ['Frio Exemplar - Manutenção de Equipamentos, Lda', ['FRIO', 'EXEMPLAR', 'MANUTENCAO', 'EQUIPAMENTOS']],
    [
      'Cash & Carry Exemplo - Comércio Grossista, S.A.',
      ['CASH', 'CARRY', 'EXEMPLO', 'COMERCIO', 'GROSSISTA'],
    ],
    ['Café Exemplo do Largo, Unipessoal Lda', ['CAFE', 'EXEMPLO', 'LARGO']],
    ['TRF P/O CONTABILIDADE RIGORO', ['TRF', 'CONTABILIDADE', 'RIGORO']],
  ])('%s', (texto, palavras) => {
    expect(palavrasDeNome(texto)).toEqual(palavras);
  });
});

describe('palavrasDoNomeNaDescricao', () => {
  const nome = palavrasDeNome('Contabilidade Rigorosa - Gabinete de Contabilidade, Lda');
  it.each([
    ['TRF P/O CONTABILIDADE RIGORO', 1, 2],
    ['TRF P/O CONTABILIDADE RIGOROSA GABINETE', 1, 3],
    ['TRF P/O CONTABILIDADE', 1, 0],
    ['TRF P/O CONTABILIDADE RI', 1, 0],
    ['TRF P/O CONTABILIDADE CERTA', 1, 0],
  ])('%s from word %d → %d words', (descricao, p, n) => {
    expect(palavrasDoNomeNaDescricao(nome, palavrasDeNome(descricao), p)).toBe(n);
  });

  it('accepts a one-word name only when it is at least four letters long', () => {
    expect(palavrasDoNomeNaDescricao(['WORTEN'], ['COMPRA', 'WORTEN'], 1)).toBe(1);
    expect(palavrasDoNomeNaDescricao(['EDP'], ['DD', 'EDP'], 1)).toBe(0);
  });
});

describe('document numbers', () => {
  it.each([
    ['FT F2025/533', ['F2025/533', '2025/533']],
    ['FT FA.2025/440', ['FA.2025/440', '2025/440']],
    ['G 1123-25P/170042', ['1123-25P/170042']],
    ['1 2025/166', ['2025/166']],
    ['FT A25/617', ['A25/617', '25/617']],
    ['FT A2025/7', ['A2025/7', '2025/7']],
    ['NC 1/2', []],
  ])('%s is also quoted as %j', (numero, formas) => {
    expect(formasCurtasDoNumero(normalizarNumero(numero))).toEqual(formas);
  });

  it('finds number candidates with their prefixes and ATCUDs', () => {
    expect(candidatosDeReferencia('Trf p/o Frio FT F2025/533, ATCUD:JJGB9W-533')).toEqual([
      'F2025/533',
      'FT F2025/533',
      'FRIO FT F2025/533',
      'ATCUD:JJGB9W-533',
      'JJGB9W-533',
      'F2025/533 ATCUD:JJGB9W-533',
      'FT F2025/533 ATCUD:JJGB9W-533',
    ]);
  });

  it('finds nine-digit NIFs, not longer references', () => {
    expect(nifsNoTexto('TRF P/O DOCE 592680860 REF 275347103313614')).toEqual(['592680860']);
  });
});
