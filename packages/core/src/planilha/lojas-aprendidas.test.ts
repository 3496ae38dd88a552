import { describe, expect, it } from 'vitest';
import {
  contarPorLoja,
  lojaMaisUsada,
  lojaNomeadaNoTexto,
  serieDoDocumento,
  sugerirLoja,
} from './lojas-aprendidas';

const LOJAS = [
  { id: 'baixa', nome: 'Loja Baixa' },
  { id: 'parque', nome: 'Loja Parque' },
  { id: 'aeroporto', nome: 'Quiosque do Aeroporto T2' },
];

describe('lojaNomeadaNoTexto', () => {
  it.each([
    ['TRF RENDA LOJA PARQUE MAR', 'parque'],
    ['pag. renda — loja baixa', 'baixa'],
    ['TPA QUIOSQUE AEROPORTO T2 0042', undefined],
    ['TPA QUIOSQUE DO AEROPORTO T2 0042', 'aeroporto'],
    ['PARQUE ESTACIONAMENTO EMEL', undefined],
    ['LOJA BAIXAS PROMO', undefined],
    ['TRF LOJA BAIXA E LOJA PARQUE', undefined],
  ])('%s → %s', (texto, esperado) => {
    expect(lojaNomeadaNoTexto(texto, LOJAS)).toBe(esperado);
  });

  it('the longest name wins; a name of generic words names nothing', () => {
    const lojas = [
      { id: 'a', nome: 'Parque' },
      { id: 'b', nome: 'Parque Nascente' },
      { id: 'c', nome: 'Loja' },
    ];
    expect(lojaNomeadaNoTexto('TPA PARQUE NASCENTE', lojas)).toBe('b');
    expect(lojaNomeadaNoTexto('TPA PARQUE', lojas)).toBe('a');
    expect(lojaNomeadaNoTexto('COMPRA LOJA 33', lojas)).toBeUndefined();
  });
});

describe('lojaMaisUsada', () => {
  it('the store with most rows; a tie to the one used last, then to the first store', () => {
    expect(
      lojaMaisUsada(
        [
          { lojaId: 'baixa', linhas: 2, ultima: '2026-03-01' },
          { lojaId: 'parque', linhas: 5, ultima: '2026-01-01' },
        ],
        LOJAS,
      ),
    ).toBe('parque');
    expect(
      lojaMaisUsada(
        [
          { lojaId: 'baixa', linhas: 3, ultima: '2026-01-01' },
          { lojaId: 'parque', linhas: 3, ultima: '2026-02-01' },
        ],
        LOJAS,
      ),
    ).toBe('parque');
    expect(
      lojaMaisUsada(
        [
          { lojaId: 'parque', linhas: 3, ultima: null },
          { lojaId: 'baixa', linhas: 3, ultima: null },
        ],
        LOJAS,
      ),
    ).toBe('baixa');
    expect(lojaMaisUsada([{ lojaId: 'fechada', linhas: 9, ultima: null }], LOJAS)).toBeUndefined();
  });
});

describe('sugerirLoja', () => {
  const historico = [{ lojaId: 'aeroporto', linhas: 4, ultima: '2026-02-01' }];

  it('the text first, then the account, then the history, then the first store', () => {
    expect(sugerirLoja({ texto: 'RENDA LOJA PARQUE', lojaDaConta: 'baixa', historico }, LOJAS)).toEqual({
      lojaId: 'parque',
      origem: 'texto',
    });
    expect(sugerirLoja({ texto: 'RENDA', lojaDaConta: 'baixa', historico }, LOJAS)).toEqual({
      lojaId: 'baixa',
      origem: 'conta',
    });
    expect(sugerirLoja({ texto: 'RENDA', lojaDaConta: null, historico }, LOJAS)).toEqual({
      lojaId: 'aeroporto',
      origem: 'historico',
    });
    const serie = [{ lojaId: 'parque', linhas: 1, ultima: '2026-01-01' }];
    expect(sugerirLoja({ historicoDaSerie: serie, historico }, LOJAS)).toEqual({
      lojaId: 'parque',
      origem: 'serie',
    });
    expect(sugerirLoja({}, LOJAS)).toEqual({ lojaId: 'baixa', origem: 'primeira' });
    expect(sugerirLoja({ lojaDaConta: 'removida' }, LOJAS)).toEqual({ lojaId: 'baixa', origem: 'primeira' });
    expect(sugerirLoja({}, [])).toBeUndefined();
  });
});

describe('serieDoDocumento', () => {
  it.each([
    ['FT A2026/17', 'FT A2026'],
    ['FR E2025/7', 'FR E2025'],
    ['G 1123-23P/204582', 'G 1123-23P'],
    ['FT FT26/013760', 'FT FT26'],
    ['2 B/5518', '2 B'],
    ['ABC123', undefined],
  ])('%s → %s', (numero, serie) => expect(serieDoDocumento(numero)).toBe(serie));
});

describe('contarPorLoja', () => {
  it('rows per store and why, in the stores’ order, stores without rows left out', () => {
    expect(
      contarPorLoja(
        [
          { lojaId: 'parque', origem: 'texto' },
          { lojaId: 'baixa', origem: 'primeira' },
          { lojaId: 'parque', origem: 'historico' },
          { lojaId: 'parque', origem: 'historico' },
        ],
        LOJAS,
      ),
    ).toEqual([
      {
        lojaId: 'baixa',
        nome: 'Loja Baixa',
        linhas: 1,
        origens: { texto: 0, conta: 0, serie: 0, historico: 0, primeira: 1 },
      },
      {
        lojaId: 'parque',
        nome: 'Loja Parque',
        linhas: 3,
        origens: { texto: 1, conta: 0, serie: 0, historico: 2, primeira: 0 },
      },
    ]);
  });
});
