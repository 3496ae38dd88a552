import { describe, expect, it } from 'vitest';
import {
  descreverAnulacao,
  descreverRemovido,
  formatDataHora,
  formatoDistinto,
  HISTORICO_LIMITE,
  type Importacao,
  importacoesRecentes,
  podeAnular,
  podeReverter,
} from './historico-importacoes';

const importacao = (i: number): Importacao => ({
  _id: `i${i}`,
  tipo: 'efatura',
  formato: 'e-fatura (adquirente)',
  ficheiro: `f${i}.csv`,
  criadoEm: '2026-01-01T00:00:00Z',
  criadoPor: null,
  importadas: 1,
  duplicadas: 0,
  atualizadas: 0,
  recusadas: 0,
  categorizadas: 0,
  problemas: [],
  anulada: null,
});

describe('formatDataHora', () => {
  it("shows Lisbon's wall clock, summer and winter", () => {
    expect(formatDataHora('2026-07-15T13:05:00Z')).toBe('15/07/2026, 14:05');
    expect(formatDataHora('2026-01-15T23:30:00Z')).toBe('15/01/2026, 23:30');
  });

  it('is empty for something that is not an instant', () => {
    expect(formatDataHora('ontem')).toBe('');
  });
});

describe('the list', () => {
  it('keeps only the newest imports, in the order the server gives', () => {
    const todas = Array.from({ length: HISTORICO_LIMITE + 3 }, (_, i) => importacao(i));
    const recentes = importacoesRecentes(todas);
    expect(recentes).toHaveLength(HISTORICO_LIMITE);
    expect(recentes[0]?._id).toBe('i0');
  });

  it('shows the format only when it says more than the kind', () => {
    expect(formatoDistinto({ tipo: 'extrato', formato: 'OFX' })).toBe('OFX');
    expect(formatoDistinto({ tipo: 'orcamento', formato: 'orcamento' })).toBeUndefined();
    expect(formatoDistinto({ tipo: 'produtos', formato: ' ' })).toBeUndefined();
  });

  it('offers the revert only while rows still carry an automatic categorisation', () => {
    expect(podeReverter({ categorizadas: 0, anulada: null })).toBe(false);
    expect(podeReverter({ categorizadas: 4, anulada: null })).toBe(true);
  });
});

describe("'Anular importação'", () => {
  const anulada = {
    em: '2026-07-15T13:05:00Z',
    por: { _id: 'u1', nome: 'Ana Lopes' },
    linhas: 3,
    movimentos: 2,
    saldos: 1,
    ligacoes: 1,
    contas: 0,
  };

  it('is offered for e-fatura and statement imports that stand', () => {
    expect(podeAnular({ tipo: 'efatura', anulada: null })).toBe(true);
    expect(podeAnular({ tipo: 'extrato', anulada: null })).toBe(true);
    expect(podeAnular({ tipo: 'planilha', anulada: null })).toBe(false);
    expect(podeAnular({ tipo: 'extrato', anulada })).toBe(false);
    expect(podeReverter({ categorizadas: 4, anulada })).toBe(false);
  });

  it('says when, by whom and what went', () => {
    expect(descreverAnulacao(anulada)).toBe('Anulada em 15/07/2026, 14:05 por Ana Lopes');
    expect(descreverAnulacao({ ...anulada, por: null })).toBe('Anulada em 15/07/2026, 14:05');
    expect(descreverRemovido(anulada)).toBe('3 linhas removidas da planilha, 1 correspondência desfeita');
    expect(descreverRemovido({ ...anulada, linhas: 1, ligacoes: 0, contas: 2 })).toBe(
      '1 linha removida da planilha, 2 contas bancárias removidas',
    );
  });
});
