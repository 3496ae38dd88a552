import { describe, expect, it } from 'vitest';
import { type FactosPrimeirosPassos, passosFeitos, percentagemClassificada } from './primeiros-passos';

const NOVA: FactosPrimeirosPassos = {
  lojas: 0,
  importacoes: { efatura: 0, extrato: 0 },
  linhas: 0,
  porClassificar: 0,
  relatoriosVistos: false,
};

describe('primeiros passos', () => {
  it('a new company has done none', () => {
    expect(passosFeitos(NOVA)).toEqual({
      lojas: false,
      importar: false,
      classificar: false,
      relatorios: false,
    });
  });

  it('importing needs both e-invoices and a bank statement', () => {
    expect(passosFeitos({ ...NOVA, importacoes: { efatura: 2, extrato: 0 } }).importar).toBe(false);
    expect(passosFeitos({ ...NOVA, importacoes: { efatura: 0, extrato: 1 } }).importar).toBe(false);
    expect(passosFeitos({ ...NOVA, importacoes: { efatura: 1, extrato: 1 } }).importar).toBe(true);
  });

  it('classifying is done from 90 % of the rows, never without rows', () => {
    expect(passosFeitos({ ...NOVA, linhas: 0, porClassificar: 0 }).classificar).toBe(false);
    expect(passosFeitos({ ...NOVA, linhas: 100, porClassificar: 11 }).classificar).toBe(false);
    expect(passosFeitos({ ...NOVA, linhas: 100, porClassificar: 10 }).classificar).toBe(true);
    expect(passosFeitos({ ...NOVA, linhas: 3, porClassificar: 0 }).classificar).toBe(true);
  });

  it('rounds the share down', () => {
    expect(percentagemClassificada(1000, 4)).toBe(99);
    expect(percentagemClassificada(3, 1)).toBe(66);
    expect(percentagemClassificada(0, 0)).toBe(0);
    expect(percentagemClassificada(5, 9)).toBe(0);
  });

  it('stores and reports come from their own facts', () => {
    const f = passosFeitos({ ...NOVA, lojas: 1, relatoriosVistos: true });
    expect(f.lojas).toBe(true);
    expect(f.relatorios).toBe(true);
  });
});
