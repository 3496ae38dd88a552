import { describe, expect, it } from 'vitest';
import { descreverAcao, formatarInstante, formatarValorHistorico, tituloDoCampoHistorico } from './historico';

describe('historico', () => {
  it('shows instants in Lisbon time', () => {
    expect(formatarInstante('2025-07-01T09:05:00Z')).toBe('01/07/2025 10:05');
    expect(formatarInstante('2025-01-15T23:30:00Z')).toBe('15/01/2025 23:30');
    expect(formatarInstante('ontem')).toBe('ontem');
  });

  it('formats values as the grid does', () => {
    expect(formatarValorHistorico('fatura.total', 1234.5)).toBe('1.234,50 €');
    expect(formatarValorHistorico('versao', 3)).toBe('3');
    expect(formatarValorHistorico('dataPagamento', '2025-03-09')).toBe('09/03/2025');
    expect(formatarValorHistorico('categoria_A', 'Compras')).toBe('Compras');
    expect(formatarValorHistorico('categoria_A', null)).toBe('—');
    expect(formatarValorHistorico(null, { _id: 'x', versao: 1 })).toBe('—');
    expect(formatarValorHistorico('movimentos', ['m1', 'm2'])).toBe('2 movimentos');
    expect(formatarValorHistorico('loja', 'loja-2', [{ _id: 'loja-2', nome: 'Porto' }])).toBe('Porto');
    expect(formatarValorHistorico('loja', 'loja-9', [])).toBe('loja-9');
  });

  it('names fields and actions in words', () => {
    expect(tituloDoCampoHistorico('extrato.descricao')).toBe('Descritivo');
    expect(tituloDoCampoHistorico('loja')).toBe('Unidade de Negócio');
    expect(tituloDoCampoHistorico('outro')).toBe('outro');
    expect(tituloDoCampoHistorico('movimentos')).toBe('Extrato');
    expect(tituloDoCampoHistorico('tipoMovimento')).toBe('Cash Flow');
    expect(descreverAcao('categorizacao-automatica')).toBe('Categorizada automaticamente');
    expect(descreverAcao('eliminar')).toBe('Removida');
    expect(tituloDoCampoHistorico(null)).toBe('');
    expect(descreverAcao('associar')).toBe('Extrato associado');
    expect(descreverAcao('Edição especial')).toBe('Edição especial');
  });
});
