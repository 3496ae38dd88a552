import { describe, expect, it } from 'vitest';
import { analisarConta, saldoNoFimDoDia } from './saldos';

// Hand-computed: an account opening 2025 with 1 000,00 €.
const LINHAS = [
  { data: '2025-01-10', cents: -20_000 },
  { data: '2025-02-03', cents: 50_000 },
  { data: '2025-02-20', cents: -5_000 },
  { data: '2025-03-15', cents: -750 },
  { data: '2025-04-10', cents: 12_345 },
  { data: '2025-05-02', cents: -100_00 },
];
// End of each month: Jan 800,00; Feb 1 250,00; Mar 1 242,50; Apr 1 365,95; May 1 265,95.

describe('analisarConta: continuity of an account across its statements', () => {
  it('monthly statements that chain: no break, the opening and the last balance', () => {
    const mensais = [
      {
        dataInicio: '2025-01-01',
        dataFim: '2025-01-31',
        saldoInicialCents: 100_000,
        saldoFinalCents: 80_000,
      },
      {
        dataInicio: '2025-02-01',
        dataFim: '2025-02-28',
        saldoInicialCents: 80_000,
        saldoFinalCents: 125_000,
      },
      {
        dataInicio: '2025-03-01',
        dataFim: '2025-03-31',
        saldoInicialCents: 125_000,
        saldoFinalCents: 124_250,
      },
    ];
    expect(analisarConta(mensais, LINHAS.slice(0, 4))).toEqual({
      abertura: { cents: 100_000, data: '2025-01-01' },
      ultimoSaldo: { cents: 124_250, data: '2025-03-31' },
      falhas: [],
    });
  });

  it('overlapping exports (Jan–Apr and Mar–May) in any order also chain', () => {
    const sobrepostos = [
      {
        dataInicio: '2025-03-01',
        dataFim: '2025-05-31',
        saldoInicialCents: 125_000,
        saldoFinalCents: 126_595,
      },
      {
        dataInicio: '2025-01-01',
        dataFim: '2025-04-30',
        saldoInicialCents: 100_000,
        saldoFinalCents: 136_595,
      },
    ];
    expect(analisarConta(sobrepostos, LINHAS)).toEqual({
      abertura: { cents: 100_000, data: '2025-01-01' },
      ultimoSaldo: { cents: 126_595, data: '2025-05-31' },
      falhas: [],
    });
  });

  it('names a month no statement covers, with the amount the balances say moved in it', () => {
    // January and March only: February (+450,00 €) has lines imported from elsewhere, but no statement.
    const comLacuna = [
      {
        dataInicio: '2025-01-01',
        dataFim: '2025-01-31',
        saldoInicialCents: 100_000,
        saldoFinalCents: 80_000,
      },
      {
        dataInicio: '2025-03-01',
        dataFim: '2025-03-31',
        saldoInicialCents: 125_000,
        saldoFinalCents: 124_250,
      },
    ];
    // Lines of February not imported at all: the gap's whole 450,00 € is unexplained.
    const semFevereiro = LINHAS.filter((l) => !l.data.startsWith('2025-02'));
    expect(analisarConta(comLacuna, semFevereiro).falhas).toEqual([
      { tipo: 'lacuna', de: '2025-02-01', ate: '2025-02-28', diferencaCents: 45_000 },
    ]);
    // With February's lines imported the gap is still named, with nothing unexplained.
    expect(analisarConta(comLacuna, LINHAS.slice(0, 4)).falhas).toEqual([
      { tipo: 'lacuna', de: '2025-02-01', ate: '2025-02-28', diferencaCents: 0 },
    ]);
  });

  it('a statement whose lines do not reach its closing balance (a line refused at import)', () => {
    const extrato = [
      {
        dataInicio: '2025-01-01',
        dataFim: '2025-03-31',
        saldoInicialCents: 100_000,
        saldoFinalCents: 124_250,
      },
    ];
    const semUmaLinha = LINHAS.slice(0, 4).filter((l) => l.cents !== -750);
    expect(analisarConta(extrato, semUmaLinha).falhas).toEqual([
      { tipo: 'diferenca', de: '2025-01-01', ate: '2025-03-31', diferencaCents: -750 },
    ]);
    // Two exports disagreeing about the same day.
    const discordantes = [
      {
        dataInicio: '2025-01-01',
        dataFim: '2025-01-31',
        saldoInicialCents: 100_000,
        saldoFinalCents: 80_000,
      },
      {
        dataInicio: '2025-02-01',
        dataFim: '2025-02-28',
        saldoInicialCents: 80_100,
        saldoFinalCents: 125_100,
      },
    ];
    expect(analisarConta(discordantes, LINHAS.slice(0, 3)).falhas).toEqual([
      { tipo: 'diferenca', de: '2025-01-31', ate: '2025-01-31', diferencaCents: 100 },
    ]);
  });

  it('carries the last balance with lines imported after the last statement, and knows nothing without one', () => {
    const ate = [
      {
        dataInicio: '2025-01-01',
        dataFim: '2025-03-31',
        saldoInicialCents: 100_000,
        saldoFinalCents: 124_250,
      },
    ];
    expect(analisarConta(ate, LINHAS).ultimoSaldo).toEqual({ cents: 126_595, data: '2025-05-02' });
    expect(analisarConta([], LINHAS)).toEqual({ falhas: [] });
  });
});

describe('saldoNoFimDoDia', () => {
  const extrato = [
    { dataInicio: '2025-02-01', dataFim: '2025-03-31', saldoInicialCents: 80_000, saldoFinalCents: 124_250 },
  ];
  it.each([
    ['2024-12-31', 100_000],
    ['2025-01-10', 80_000],
    ['2025-01-31', 80_000],
    ['2025-02-28', 125_000],
    ['2025-03-31', 124_250],
    ['2025-04-30', 136_595],
    ['2025-12-31', 126_595],
  ])('%s → %d cents', (dia, cents) => {
    expect(saldoNoFimDoDia(extrato, LINHAS, dia)).toBe(cents);
  });

  it('is unknown without a stated balance', () => {
    expect(
      saldoNoFimDoDia([{ dataInicio: '2025-01-01', dataFim: '2025-01-31' }], LINHAS, '2025-12-31'),
    ).toBeUndefined();
  });
});
