import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cp1252, texto } from './__fixtures__/bytes.fixture';
import { decodeBytes, descodificarEntidadesXml, isUtf8, normalizarCabecalho, ocorrencias } from './decode';

describe('decodeBytes', () => {
  it('UTF-8 sem BOM', () => {
    expect(decodeBytes(texto('Situação;Total\n1,00 €'))).toEqual({
      texto: 'Situação;Total\n1,00 €',
      codificacao: 'utf-8',
    });
  });

  it('UTF-8 com BOM: o BOM sai do texto', () => {
    expect(decodeBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toEqual({
      texto: 'A',
      codificacao: 'utf-8-bom',
    });
  });

  it('UTF-16 com BOM, nos dois sentidos', () => {
    expect(decodeBytes(Uint8Array.from([0xff, 0xfe, 0xe7, 0x00, 0x41, 0x00]))).toEqual({
      texto: 'çA',
      codificacao: 'utf-16le',
    });
    expect(decodeBytes(Uint8Array.from([0xfe, 0xff, 0x00, 0xe7, 0x00, 0x41]))).toEqual({
      texto: 'çA',
      codificacao: 'utf-16be',
    });
  });

  it('Windows-1252 quando não é UTF-8 válido: € é 0x80, º é 0xBA', () => {
    const bytes = cp1252(['Nº Fatura;Total', '1.169,68 €'], '\r\n');
    expect(bytes.slice(0, 2)).toEqual(Uint8Array.from([0x4e, 0xba]));
    expect(decodeBytes(bytes)).toEqual({
      texto: 'Nº Fatura;Total\r\n1.169,68 €\r\n',
      codificacao: 'windows-1252',
    });
  });

  it('qualquer texto escrito em UTF-8 é lido de volta tal e qual', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const bytes = texto(s);
        expect(isUtf8(bytes)).toBe(true);
        if (!s.startsWith('\uFEFF')) expect(decodeBytes(bytes).texto).toBe(s);
      }),
    );
  });

  it.each([
    [[0xc0, 0x80], 'overlong'],
    [[0xed, 0xa0, 0x80], 'surrogate'],
    [[0xf4, 0x90, 0x80, 0x80], 'acima de U+10FFFF'],
    [[0xe2, 0x82], 'truncado'],
    [[0x80], 'continuação solta'],
  ])('isUtf8 recusa %j (%s)', (bytes) => {
    expect(isUtf8(Uint8Array.from(bytes))).toBe(false);
  });
});

describe('normalizarCabecalho', () => {
  it.each([
    ['Nº Fatura / ATCUD', 'no fatura / atcud'],
    ['Comunicação  Emitente', 'comunicacao emitente'],
    ['Montante( EUR )', 'montante'],
    ['Saldo Contabilístico( EUR )', 'saldo contabilistico'],
    ['  Data mov. ', 'data mov.'],
    ['IMPORTÂNCIA', 'importancia'],
    ['Situa\uFFFD\uFFFDo', 'situao'],
    ['Data\u00a0Valor', 'data valor'],
  ])('%j → %j', (entrada, saida) => {
    expect(normalizarCabecalho(entrada)).toBe(saida);
  });
});

describe('descodificarEntidadesXml', () => {
  it('as cinco entidades e as referências numéricas; o resto fica como está', () => {
    expect(descodificarEntidadesXml('A &amp; B &lt;&gt; &quot;x&quot; &apos; &#233; &#xE7; &c; &#0;')).toBe(
      'A & B <> "x" \' é ç &c; &#0;',
    );
  });
});

describe('ocorrencias', () => {
  it('dá o índice e a linha de cada ocorrência', () => {
    expect(ocorrencias('a\n<X>\n\n<X><X>', /<X>/g)).toEqual([
      { indice: 2, linha: 2 },
      { indice: 7, linha: 4 },
      { indice: 10, linha: 4 },
    ]);
  });
});
