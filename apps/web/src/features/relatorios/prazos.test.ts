import type { PrazoDePagamento } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { descreverPrazo, lerPrazo } from './prazos';

const prazo = (p: Partial<PrazoDePagamento>): PrazoDePagamento => ({
  categoria_A: 'Compras',
  subcategoria_A: 'Mercadoria',
  dias: 45,
  meses: 2,
  origem: 'historico',
  medido: { dias: 45, documentos: 12 },
  manual: null,
  ...p,
});

describe('payment delays, in words', () => {
  it('the company’s own median, and the months it moves the cash', () => {
    expect(descreverPrazo(prazo({}))).toEqual({
      prazo: '45 dias (2 meses depois)',
      origem: 'Histórico da empresa: mediana de 12 documentos pagos: 45 dias',
    });
    expect(descreverPrazo(prazo({ dias: 20, meses: 1, medido: { dias: 20, documentos: 3 } })).prazo).toBe(
      '20 dias (1 mês depois)',
    );
  });

  it("an admin's, with who set it and what was measured", () => {
    const manual = prazo({
      dias: 1,
      meses: 0,
      origem: 'manual',
      manual: {
        dias: 1,
        atualizadoEm: '2025-03-01T10:00:00Z',
        atualizadoPor: { _id: 'u1', nome: 'Ana Silva' },
      },
    });
    expect(descreverPrazo(manual)).toEqual({
      prazo: '1 dia (no mês)',
      origem: 'Definido por Ana Silva (mediana de 12 documentos pagos: 45 dias)',
    });
    expect(descreverPrazo({ ...manual, medido: null, manual: null }).origem).toBe(
      'Definido por um administrador',
    );
  });

  it("the category's median when the group has too few documents, or none", () => {
    expect(descreverPrazo(prazo({ origem: 'categoria', medido: { dias: 10, documentos: 1 } })).origem).toBe(
      'Mediana de Compras: o grupo só tem 1 documento pago',
    );
    expect(descreverPrazo(prazo({ origem: 'categoria', medido: null })).origem).toBe(
      'Mediana de Compras: o grupo não tem documentos pagos',
    );
    expect(descreverPrazo(prazo({ origem: 'sem-historico', dias: 0, meses: 0, medido: null }))).toEqual({
      prazo: '0 dias (no mês)',
      origem: 'Sem documentos pagos: conta no mês',
    });
    expect(
      descreverPrazo(prazo({ origem: 'sem-historico', medido: { dias: 0, documentos: 2 } })).origem,
    ).toBe('Poucos documentos pagos (2; mínimo 3): conta no mês');
  });
});

describe('a delay typed in', () => {
  it.each([
    [30, 30],
    ['0', 0],
    [' 365 ', 365],
    ['366', undefined],
    ['12,5', undefined],
    ['-3', undefined],
    ['', undefined],
    [12.5, undefined],
  ])('%j → %j', (valor, dias) => {
    expect(lerPrazo(valor)).toBe(dias);
  });
});
