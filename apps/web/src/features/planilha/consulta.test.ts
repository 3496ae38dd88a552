import { describe, expect, it } from 'vitest';
import {
  type ConsultaPlanilha,
  caminhoDaPagina,
  lerFiltros,
  paginaValida,
  proximaOrdenacao,
} from './consulta';

const base: ConsultaPlanilha = {
  empresaId: 'emp 1',
  pesquisa: '',
  intervalo: { startDate: '2025-03-15', endDate: '2025-06-15' },
  pagina: 2,
  ordenacao: undefined,
};

describe('caminhoDaPagina (SPEC §7 "Spreadsheet")', () => {
  it('asks the page call with the range, the page and 200 rows', () => {
    expect(caminhoDaPagina(base)).toBe(
      '/get/planilhas/resumo/emp%201?startDate=2025-03-15&endDate=2025-06-15&page=2&limit=200',
    );
  });

  it('adds the server-side order', () => {
    expect(caminhoDaPagina({ ...base, ordenacao: { sortBy: 'total', sortDir: 'desc' } })).toBe(
      '/get/planilhas/resumo/emp%201?startDate=2025-03-15&endDate=2025-06-15&page=2&limit=200&sortBy=total&sortDir=desc',
    );
  });

  it('leaves out open ends of the range', () => {
    expect(caminhoDaPagina({ ...base, intervalo: { startDate: '', endDate: '2025-06-15' }, pagina: 1 })).toBe(
      '/get/planilhas/resumo/emp%201?endDate=2025-06-15&page=1&limit=200',
    );
    expect(caminhoDaPagina({ ...base, intervalo: { startDate: '', endDate: '' } })).toBe(
      '/get/planilhas/resumo/emp%201?page=2&limit=200',
    );
  });

  it('uses the search call with the company and the trimmed, encoded term', () => {
    expect(
      caminhoDaPagina({
        ...base,
        pesquisa: '  água & luz ',
        ordenacao: { sortBy: 'categoria_A', sortDir: 'asc' },
      }),
    ).toBe(
      '/get/search/planilhas/emp%201?empresaId=emp%201&searchTerm=%C3%A1gua%20%26%20luz&startDate=2025-03-15&endDate=2025-06-15&page=2&limit=200&sortBy=categoria_A&sortDir=asc',
    );
    expect(caminhoDaPagina({ ...base, pesquisa: '   ' })).toMatch(/^\/get\/planilhas\/resumo\//);
  });
});

describe('proximaOrdenacao', () => {
  it('sorts a new column ascending and toggles the same one', () => {
    expect(proximaOrdenacao(undefined, 'total')).toEqual({ sortBy: 'total', sortDir: 'asc' });
    expect(proximaOrdenacao({ sortBy: 'total', sortDir: 'asc' }, 'total')).toEqual({
      sortBy: 'total',
      sortDir: 'desc',
    });
    expect(proximaOrdenacao({ sortBy: 'total', sortDir: 'desc' }, 'total')).toEqual({
      sortBy: 'total',
      sortDir: 'asc',
    });
    expect(proximaOrdenacao({ sortBy: 'total', sortDir: 'desc' }, 'nif')).toEqual({
      sortBy: 'nif',
      sortDir: 'asc',
    });
  });
});

describe('paginaValida', () => {
  it('keeps the page within 1..total', () => {
    expect(paginaValida(3, 5)).toBe(3);
    expect(paginaValida(6, 5)).toBe(5);
    expect(paginaValida(2, 0)).toBe(1);
    expect(paginaValida(0, 3)).toBe(1);
  });
});

describe('filters of the address', () => {
  it('reads a state, a report’s rows left out and a store; ignores what it does not know', () => {
    expect(lerFiltros(new URLSearchParams('estado=Anulado&porClassificar=caixa&lojaId=l1'))).toEqual({
      estado: 'Anulado',
      porClassificar: 'caixa',
      lojaId: 'l1',
    });
    expect(lerFiltros(new URLSearchParams('estado=Fechado&porClassificar=tudo'))).toEqual({});
  });

  it('sends them with the page and with a search', () => {
    const filtros = { estado: 'Pendente', porClassificar: 'resultados', lojaId: 'l 1' } as const;
    expect(caminhoDaPagina({ ...base, filtros })).toBe(
      '/get/planilhas/resumo/emp%201?startDate=2025-03-15&endDate=2025-06-15&page=2&limit=200' +
        '&estado=Pendente&porClassificar=resultados&lojaId=l%201',
    );
    expect(caminhoDaPagina({ ...base, pesquisa: 'edp', filtros: { estado: 'Pago' } })).toContain(
      'searchTerm=edp&startDate=2025-03-15&endDate=2025-06-15&page=2&limit=200&estado=Pago',
    );
  });
});
