import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="modelo-orcamento-2027.xlsx"', 'modelo-orcamento-2027.xlsx'],
    ['attachment; filename=modelo.xlsx', 'modelo.xlsx'],
    [
      `attachment; filename="modelo-orcamento.xlsx"; filename*=UTF-8''Modelo%20Or%C3%A7amento%202027.xlsx`,
      'Modelo Orçamento 2027.xlsx',
    ],
    [`attachment; filename*=utf-8''planilha%20completa.xlsx`, 'planilha completa.xlsx'],
    ['attachment; filename="a \\"b\\".xlsx"', 'a "b".xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="reserva.xlsx"`, 'reserva.xlsx'],
    ['attachment', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});
