import type { DepreciacaoDoAno } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import {
  ANO_EM_USO_MESSAGE,
  anosDisponiveis,
  depreciacoesPayload,
  depreciacoesReducer,
  ESTADO_INICIAL,
  type EstadoDepreciacoes,
  linhaVazia,
  normalizarValor,
  opcoesAnoDaLinha,
  proximoAno,
} from './depreciacoes';

const ANO = 2025;

function linha(year: number, valores: Partial<DepreciacaoDoAno> = {}): DepreciacaoDoAno {
  return { ...linhaVazia(year), ...valores };
}

describe('amounts', () => {
  it.each([
    [12.345, 12.35],
    [12.344, 12.34],
    [0.005, 0.01],
    ['', 0],
    ['  ', 0],
    ['12.', 12],
    ['7,5', 7.5],
    ['abc', 0],
    [-3, 0],
    [null, 0],
    [undefined, 0],
    [1000000.1, 1000000.1],
  ])('%s → %s €', (valor, euros) => {
    expect(normalizarValor(valor)).toBe(euros);
  });
});

describe('years', () => {
  it('offers the current year ± 5', () => {
    expect(anosDisponiveis(ANO)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });

  it("leaves out the years other rows use, but keeps the row's own", () => {
    const linhas = [linha(2024), linha(2025), linha(2030)];
    expect(opcoesAnoDaLinha(linhas, 1, ANO)).toEqual([2020, 2021, 2022, 2023, 2025, 2026, 2027, 2028, 2029]);
  });

  it("keeps a row's own year even outside the window", () => {
    const linhas = [linha(2015), linha(2025)];
    expect(opcoesAnoDaLinha(linhas, 0, ANO)).toEqual([
      2015, 2020, 2021, 2022, 2023, 2024, 2026, 2027, 2028, 2029, 2030,
    ]);
  });

  it('gives a new row the year after the latest, else the current year, else the first free one', () => {
    expect(proximoAno([], ANO)).toBe(2025);
    expect(proximoAno([linha(2023), linha(2021)], ANO)).toBe(2024);
    expect(proximoAno([linha(2030)], ANO)).toBe(2025);
    expect(proximoAno([linha(2030), linha(2025)], ANO)).toBe(2020);
    expect(
      proximoAno(
        anosDisponiveis(ANO).map((ano) => linha(ano)),
        ANO,
      ),
    ).toBeUndefined();
  });
});

describe('server data', () => {
  it('sends blanks as 0, amounts with 2 decimals, by year', () => {
    const draft = [
      { ...linha(2026), programas_computador: '' as const },
      { ...linha(2024), equipamento_transporte: '99.999' },
    ];
    const payload = depreciacoesPayload(draft);
    expect(payload.map((l) => l.year)).toEqual([2024, 2026]);
    expect(payload[0]?.equipamento_transporte).toBe(100);
    expect(payload[1]?.programas_computador).toBe(0);
  });
});

describe('edit state (SPEC §4)', () => {
  const carregadas = [linha(2024, { equipamento_basico: 100 }), linha(2025)];
  const aEditar = (): EstadoDepreciacoes =>
    depreciacoesReducer(ESTADO_INICIAL, { tipo: 'editar', linhas: carregadas });

  it("'Editar' starts clean, on a copy of the loaded rows", () => {
    const estado = aEditar();
    expect(estado).toMatchObject({ aEditar: true, sujo: false });
    expect(estado.linhas).toEqual(carregadas);
    expect(estado.linhas[0]).not.toBe(carregadas[0]);
  });

  it('becomes dirty when an amount changes, not when it is set to what it was', () => {
    const igual = depreciacoesReducer(aEditar(), {
      tipo: 'mudarValor',
      index: 0,
      categoria: 'equipamento_basico',
      valor: 100,
    });
    expect(igual.sujo).toBe(false);
    const mudou = depreciacoesReducer(aEditar(), {
      tipo: 'mudarValor',
      index: 0,
      categoria: 'equipamento_basico',
      valor: 150.5,
    });
    expect(mudou.sujo).toBe(true);
    expect(mudou.linhas[0]?.equipamento_basico).toBe(150.5);
    expect(carregadas[0]?.equipamento_basico).toBe(100);
  });

  it('refuses a year another row uses, with the message, and keeps the rows', () => {
    const estado = depreciacoesReducer(aEditar(), { tipo: 'mudarAno', index: 0, ano: 2025 });
    expect(estado.erroAno).toBe(ANO_EM_USO_MESSAGE);
    expect(estado.erroAno).toBe('Este ano já está em uso. Por favor, escolha outro ano.');
    expect(estado.linhas.map((l) => l.year)).toEqual([2024, 2025]);
    expect(estado.sujo).toBe(false);
    const fechado = depreciacoesReducer(estado, { tipo: 'fecharErroAno' });
    expect(fechado.erroAno).toBeUndefined();
  });

  it('changes a year to a free one', () => {
    const estado = depreciacoesReducer(aEditar(), { tipo: 'mudarAno', index: 0, ano: 2022 });
    expect(estado.linhas.map((l) => l.year)).toEqual([2022, 2025]);
    expect(estado.sujo).toBe(true);
  });

  it("'+ Adicionar Ano' adds the next free year at zero", () => {
    const estado = depreciacoesReducer(aEditar(), { tipo: 'adicionarAno', anoAtual: ANO });
    expect(estado.linhas.map((l) => l.year)).toEqual([2024, 2025, 2026]);
    expect(estado.linhas[2]).toEqual(linhaVazia(2026));
    expect(estado.sujo).toBe(true);
  });

  it('removes a row', () => {
    const estado = depreciacoesReducer(aEditar(), { tipo: 'removerAno', index: 0 });
    expect(estado.linhas.map((l) => l.year)).toEqual([2025]);
    expect(estado.sujo).toBe(true);
  });

  it("'Cancelar' and a successful 'Salvar' return to view mode with nothing kept", () => {
    const sujo = depreciacoesReducer(aEditar(), { tipo: 'removerAno', index: 0 });
    expect(depreciacoesReducer(sujo, { tipo: 'cancelar' })).toEqual(ESTADO_INICIAL);
    expect(depreciacoesReducer(sujo, { tipo: 'salvo' })).toEqual(ESTADO_INICIAL);
    // Editing again starts from the loaded rows: the discarded change is gone.
    expect(aEditar().linhas.map((l) => l.year)).toEqual([2024, 2025]);
  });
});
