import type { ErroDeCorrespondencia } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import {
  COLUNAS_ERROS,
  descreverResolucao,
  descreverTotalErros,
  formatLinhaErro,
  ligacaoNaPlanilha,
  linhaParaAssociarDoErro,
} from './relatorio-erros';

const erro = (mudanca: Partial<ErroDeCorrespondencia> = {}): ErroDeCorrespondencia => ({
  _id: 'x1',
  linha: 7,
  tipo: 'Fatura sem pagamento',
  numeroFatura: 'FT 2026/123',
  numeroExtrato: null,
  data: '2026-03-05',
  valor: 1234.56,
  motivo: 'Nenhum movimento com este valor entre 05/03/2026 e 04/05/2026.',
  planilhaId: 'p1',
  movimentoId: null,
  emitente: '503504564 - EDP Comercial',
  descricaoExtrato: null,
  resolvida: null,
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

describe('ligacaoNaPlanilha', () => {
  it("opens the spreadsheet on the line's date, searching its document number or its bank line", () => {
    expect(ligacaoNaPlanilha('e1', erro())).toBe(
      '/empresa/e1/planilha?pesquisa=FT+2026%2F123&startDate=2026-03-05&endDate=2026-03-05',
    );
    expect(
      ligacaoNaPlanilha(
        'e1',
        erro({ numeroFatura: null, descricaoExtrato: 'TRF P/O LUZ', data: '2026-04-01' }),
      ),
    ).toBe('/empresa/e1/planilha?pesquisa=TRF+P%2FO+LUZ&startDate=2026-04-01&endDate=2026-04-01');
    expect(ligacaoNaPlanilha('e1', erro({ data: null }))).toBeUndefined();
    expect(ligacaoNaPlanilha('e1', erro({ numeroFatura: '  ', descricaoExtrato: null }))).toBeUndefined();
  });
});

describe('linhaParaAssociarDoErro', () => {
  it('gives a document without a bank line to the association dialog, with its NIF from the issuer', () => {
    expect(linhaParaAssociarDoErro(erro({ valor: -61.5 }))).toEqual({
      _id: 'p1',
      rotulo: 'FT 2026/123 · 503504564 - EDP Comercial',
      documento: {
        totalCents: -6150,
        data: '2026-03-05',
        nif: '503504564',
        emitente: '503504564 - EDP Comercial',
        numero: 'FT 2026/123',
      },
    });
  });

  it('is nothing for a bank line, or a line about a document and a bank line already', () => {
    expect(linhaParaAssociarDoErro(erro({ planilhaId: null, movimentoId: 'm1' }))).toBeUndefined();
    expect(linhaParaAssociarDoErro(erro({ movimentoId: 'm1' }))).toBeUndefined();
  });
});

describe('descreverResolucao', () => {
  it('says when and by whom', () => {
    expect(
      descreverResolucao({ em: '2026-03-05T10:00:00.000Z', por: { _id: 'u1', nome: 'Ana Silva' } }),
    ).toBe('Resolvida em 05/03/2026 por Ana Silva.');
    expect(descreverResolucao({ em: '2026-03-05T10:00:00.000Z', por: null })).toBe(
      'Resolvida em 05/03/2026.',
    );
  });
});
