import { monthValues, zeroMonths } from '@contas/core';
import { type ReportLine, reportLine } from '@contas/core/reports';
import { describe, expect, it } from 'vitest';
import { alternarExpansao, chavesExpansiveis, linhasVisiveis } from './expansao';

function meses(valor: number): number[] {
  return zeroMonths().map((_, i) => (i === 0 ? valor : 0));
}

function linha(key: string, level: number, valor: number, children?: ReportLine[]): ReportLine {
  return reportLine({
    key,
    label: key,
    level,
    tipo: children ? 'grupo' : 'item',
    children,
    ano1: monthValues(meses(valor)),
    ano2: monthValues(zeroMonths()),
  });
}

// Variáveis FSE > (Energia > Electricidade, Água), Subcontratos; Margem Bruta; Fixos FSE (all zero) > Rendas
const LINHAS = [
  linha('fse', 0, -30, [
    linha('fse.energia', 1, -30, [
      linha('fse.energia.electricidade', 2, -30),
      linha('fse.energia.agua', 2, 0),
    ]),
    linha('fse.subcontratos', 1, 0),
  ]),
  linha('margem', 0, 0),
  linha('fixos', 0, 0, [linha('fixos.rendas', 1, 0)]),
];

const keys = (visiveis: ReturnType<typeof linhasVisiveis>) => visiveis.map((v) => v.linha.key);

describe('expand state', () => {
  it('shows only the top lines while everything is collapsed', () => {
    const visiveis = linhasVisiveis(LINHAS, new Set());
    expect(keys(visiveis)).toEqual(['fse', 'margem', 'fixos']);
    expect(visiveis.map((v) => [v.temFilhos, v.expandida])).toEqual([
      [true, false],
      [false, false],
      [true, false],
    ]);
  });

  it('shows the children of an expanded line, and grandchildren only when their parent is expanded too', () => {
    expect(keys(linhasVisiveis(LINHAS, new Set(['fse'])))).toEqual([
      'fse',
      'fse.energia',
      'fse.subcontratos',
      'margem',
      'fixos',
    ]);
    expect(keys(linhasVisiveis(LINHAS, new Set(['fse', 'fse.energia'])))).toEqual([
      'fse',
      'fse.energia',
      'fse.energia.electricidade',
      'fse.energia.agua',
      'fse.subcontratos',
      'margem',
      'fixos',
    ]);
    // A child expanded under a collapsed parent stays hidden.
    expect(keys(linhasVisiveis(LINHAS, new Set(['fse.energia'])))).toEqual(['fse', 'margem', 'fixos']);
  });

  it('toggles a line and keeps the state of its children for the next time it opens', () => {
    let expandidas: ReadonlySet<string> = new Set(['fse', 'fse.energia']);
    expandidas = alternarExpansao(expandidas, 'fse');
    expect([...expandidas]).toEqual(['fse.energia']);
    expandidas = alternarExpansao(expandidas, 'fse');
    expect(keys(linhasVisiveis(LINHAS, expandidas))).toContain('fse.energia.electricidade');
  });

  it('does not change the set it is given', () => {
    const antes = new Set(['fse']);
    alternarExpansao(antes, 'fixos');
    expect([...antes]).toEqual(['fse']);
  });

  it('hides sub-lines with nothing in either year on request, never the top lines', () => {
    const todas = chavesExpansiveis(LINHAS);
    expect(keys(linhasVisiveis(LINHAS, todas, { ocultarZeros: true }))).toEqual([
      'fse',
      'fse.energia',
      'fse.energia.electricidade',
      'margem',
      'fixos',
    ]);
  });

  it('lists every line that has children, at any depth', () => {
    expect([...chavesExpansiveis(LINHAS)].sort()).toEqual(['fixos', 'fse', 'fse.energia']);
  });
});
