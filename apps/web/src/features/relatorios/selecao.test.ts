import { describe, expect, it } from 'vitest';
import {
  opcoesAnos,
  opcoesLojas,
  parametrosDaSelecao,
  selecaoDosParametros,
  selecaoPorOmissao,
  TODAS_AS_LOJAS,
} from './selecao';

const LOJAS = [
  { _id: 'l1', nome: 'Loja Baixa' },
  { _id: 'l2', nome: 'Loja Porto' },
];

describe('year options', () => {
  it('offers 10 years back from the current year, newest first', () => {
    expect(opcoesAnos(2025)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  });
});

describe('store options', () => {
  it("offers 'Todas as lojas' and then each store", () => {
    expect(opcoesLojas(LOJAS)).toEqual([
      { value: 'todas', label: 'Todas as lojas' },
      { value: 'l1', label: 'Loja Baixa' },
      { value: 'l2', label: 'Loja Porto' },
    ]);
  });
});

describe('selection', () => {
  it('defaults to the first store, the previous year against the current one', () => {
    expect(selecaoPorOmissao(LOJAS, 2025)).toEqual({ lojaId: 'l1', ano1: 2024, ano2: 2025 });
  });

  it('falls back to the whole company when there is no store yet', () => {
    expect(selecaoPorOmissao([], 2025).lojaId).toBe(TODAS_AS_LOJAS);
  });

  it('reads the store and years from the address', () => {
    const params = new URLSearchParams({ loja: 'l2', ano1: '2020', ano2: '2022' });
    expect(selecaoDosParametros(params, LOJAS, 2025)).toEqual({ lojaId: 'l2', ano1: 2020, ano2: 2022 });
    expect(selecaoDosParametros(new URLSearchParams({ loja: 'todas' }), LOJAS, 2025).lojaId).toBe('todas');
  });

  it('ignores a store of another company and years that are not offered', () => {
    const params = new URLSearchParams({ loja: 'outra', ano1: '2010', ano2: 'abc' });
    expect(selecaoDosParametros(params, LOJAS, 2025)).toEqual({ lojaId: 'l1', ano1: 2024, ano2: 2025 });
    expect(selecaoDosParametros(new URLSearchParams({ ano2: '2026' }), LOJAS, 2025).ano2).toBe(2025);
  });

  it('writes the selection back as parameters', () => {
    const selecao = { lojaId: 'todas', ano1: 2023, ano2: 2025 };
    const params = new URLSearchParams(parametrosDaSelecao(selecao));
    expect(params.toString()).toBe('loja=todas&ano1=2023&ano2=2025');
    expect(selecaoDosParametros(params, LOJAS, 2025)).toEqual(selecao);
  });
});
