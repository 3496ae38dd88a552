import { describe, expect, it } from 'vitest';
import {
  opcoesAnos,
  opcoesAnosOrcamento,
  opcoesLojas,
  parametrosDaSelecao,
  parametrosDaSelecaoOrcamento,
  selecaoDosParametros,
  selecaoOrcamentoDosParametros,
  selecaoPorOmissao,
  selecaoResumoDosParametros,
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

describe('budget screens: store and one year', () => {
  it('offer the years a budget can be imported for ahead and the ten back, newest first', () => {
    const anos = opcoesAnosOrcamento(2025);
    expect(anos).toHaveLength(19);
    expect(anos.slice(0, 3)).toEqual([2034, 2033, 2032]);
    expect(anos.slice(8, 11)).toEqual([2026, 2025, 2024]);
    expect(anos.at(-1)).toBe(2016);
  });

  it('default to the first store and the current year', () => {
    expect(selecaoOrcamentoDosParametros(new URLSearchParams(), LOJAS, 2025)).toEqual({
      lojaId: 'l1',
      ano: 2025,
    });
    expect(selecaoOrcamentoDosParametros(new URLSearchParams(), [], 2025).lojaId).toBe(TODAS_AS_LOJAS);
  });

  it('read the address, next year included, and ignore what is not offered', () => {
    const proximo = new URLSearchParams({ loja: 'todas', ano: '2026' });
    expect(selecaoOrcamentoDosParametros(proximo, LOJAS, 2025)).toEqual({ lojaId: 'todas', ano: 2026 });
    const fora = new URLSearchParams({ loja: 'outra', ano: '2040' });
    expect(selecaoOrcamentoDosParametros(fora, LOJAS, 2025)).toEqual({ lojaId: 'l1', ano: 2025 });
  });

  it('write the selection back as parameters', () => {
    const params = new URLSearchParams(parametrosDaSelecaoOrcamento({ lojaId: 'l2', ano: 2024 }));
    expect(params.toString()).toBe('loja=l2&ano=2024');
    expect(selecaoOrcamentoDosParametros(params, LOJAS, 2025)).toEqual({ lojaId: 'l2', ano: 2024 });
  });
});

describe('selecaoResumoDosParametros', () => {
  const lojas = [
    { _id: 'l1', nome: 'Largo' },
    { _id: 'l2', nome: 'Mercado' },
  ];
  it('the first store and the current year by default; a year of the ten offered from the address', () => {
    expect(selecaoResumoDosParametros(new URLSearchParams(), lojas, 2026)).toEqual({
      lojaId: 'l1',
      ano: 2026,
    });
    expect(selecaoResumoDosParametros(new URLSearchParams('loja=todas&ano=2017'), lojas, 2026)).toEqual({
      lojaId: 'todas',
      ano: 2017,
    });
    // Eleven years back or a year to come are not offered.
    expect(selecaoResumoDosParametros(new URLSearchParams('ano=2016'), lojas, 2026).ano).toBe(2026);
    expect(selecaoResumoDosParametros(new URLSearchParams('ano=2027'), lojas, 2026).ano).toBe(2026);
  });
});
