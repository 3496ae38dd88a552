import { describe, expect, it } from 'vitest';
import { detetarSeparador, lerCsv } from './ler-csv';

describe('detetarSeparador', () => {
  it.each([
    [
      'Data mov. ;Data valor ;Débito ;Crédito ;\n22-07-2026;21-07-2026;2,80;;\n21-07-2026;21-07-2026;;63,97;',
      ';',
    ],
    ['DATA MOV.\tDESCRIÇÃO\tIMPORTÂNCIA\n15-07-2026\tÁGUA, LUZ\t-45,30\n01-07-2026\tTRF\t500,00', '\t'],
    ['Date,Description,Amount\n2026-07-15,Water,-45.30\n2026-07-01,"Transfer, in",500.00', ','],
    ['Conta ;123\n\nA;B;C;D\n1;2,5;3,25;4\n5;6;7;8', ';'],
  ])('%j → %j', (texto, separador) => {
    expect(detetarSeparador(texto)).toBe(separador);
  });
});

describe('lerCsv', () => {
  it('guarda o número da linha física de cada registo, mesmo com campos em várias linhas', () => {
    expect(lerCsv('a;b\r\n\r\n"x\ny";2\r\nq;"w"').linhas).toEqual([
      { numero: 1, celulas: ['a', 'b'] },
      { numero: 2, celulas: [''] },
      { numero: 3, celulas: ['x\ny', '2'] },
      { numero: 5, celulas: ['q', 'w'] },
    ]);
  });

  it('aspas por fechar até ao fim: lê as linhas literalmente em vez de falhar', () => {
    expect(lerCsv('"a";"b"\n"c";"d\ne;f', ';').linhas).toEqual([
      { numero: 1, celulas: ['a', 'b'] },
      { numero: 2, celulas: ['c', '"d'] },
      { numero: 3, celulas: ['e', 'f'] },
    ]);
  });
});
