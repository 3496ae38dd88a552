import type { ErroDeCorrespondencia } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { COLUNAS_ERROS, descreverTotalErros, formatLinhaErro } from './relatorio-erros';

const erro = (mudanca: Partial<ErroDeCorrespondencia> = {}): ErroDeCorrespondencia => ({
  _id: 'x1',
  linha: 7,
  tipo: 'Fatura sem pagamento',
  numeroFatura: 'FT 2026/123',
  numeroExtrato: null,
  data: '2026-03-05',
  valor: 1234.56,
  motivo: 'Nenhum movimento com este valor entre 05/03/2026 e 04/05/2026.',
  ...mudanca,
});

describe('formatLinhaErro', () => {
  it('formats the date dd/mm/aaaa and the amount through cents', () => {
    expect(formatLinhaErro(erro())).toEqual({
      linha: '7',
      tipo: 'Fatura sem pagamento',
      numeroFatura: 'FT 2026/123',
      numeroExtrato: '—',
      data: '05/03/2026',
      valor: '1.234,56 €',
      motivo: 'Nenhum movimento com este valor entre 05/03/2026 e 04/05/2026.',
    });
  });

  it.each([
    [-0.1, '-0,10 €'],
    [0.1 + 0.2, '0,30 €'],
    [1234567.891, '1.234.567,89 €'],
    [0, '0,00 €'],
  ])('valor %s → %s', (valor, esperado) => {
    expect(formatLinhaErro(erro({ valor })).valor).toBe(esperado);
  });

  it('shows blanks as a dash, and the date part of an instant', () => {
    const linha = formatLinhaErro(erro({ numeroFatura: '  ', data: null }));
    expect(linha.numeroFatura).toBe('—');
    expect(linha.data).toBe('—');
    expect(formatLinhaErro(erro({ data: '2026-12-31T00:00:00.000Z' })).data).toBe('31/12/2026');
  });
});

describe('the table', () => {
  it('has the columns of SPEC §2', () => {
    expect(COLUNAS_ERROS).toEqual([
      'Linha',
      'Tipo',
      'Número da Fatura',
      'Número do Extrato',
      'Data',
      'Valor',
      'Motivo',
      'Ação',
    ]);
  });

  it('counts the lines to review', () => {
    expect(descreverTotalErros(1)).toBe('Há 1 linha para rever.');
    expect(descreverTotalErros(12)).toBe('Há 12 linhas para rever.');
  });
});
